// The first screen counts as settled after a quiet spell without requests, or at the latest a few seconds
// after the load (issue 14): what loads then must neither wait forever nor start in the middle of the screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QUIET_MS, SETTLED_LATEST_MS, whenSettled } from './settled'

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Whether `promise` has resolved once the timers due now (and the zero-delay ones they set) have run. */
  async function resolvedYet(promise: Promise<void>): Promise<boolean> {
    let done = false
    void promise.then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(4)
    return done
  }

  it('waits for a quiet spell after the last request', async () => {
    let last = performance.now()
    const settled = whenSettled(() => last)
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100)
    last = performance.now() // a picture asked late in the first screen
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100)
    expect(await resolvedYet(settled)).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(await resolvedYet(settled)).toBe(true)
  })

  it('resolves at once on a page that has long been quiet', async () => {
    const last = performance.now() - 10 * QUIET_MS
    expect(await resolvedYet(whenSettled(() => last))).toBe(true)
  })

  it('does not wait past the latest moment on a page that keeps asking', async () => {
    const settled = whenSettled(() => performance.now())
    await vi.advanceTimersByTimeAsync(SETTLED_LATEST_MS - 10)
    expect(await resolvedYet(settled)).toBe(false)
    await vi.advanceTimersByTimeAsync(10)
    expect(await resolvedYet(settled)).toBe(true)
  })
})
