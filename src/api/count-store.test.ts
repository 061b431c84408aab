import { describe, expect, it, vi } from 'vitest'
import { countStore } from './count-store'

const deferred = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('countStore (the header and side-tab counts)', () => {
  it('starts empty and takes what the server answers, telling its listeners once per change', async () => {
    const store = countStore(() => Promise.resolve(4), 0)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.getSnapshot()).toBe(0)
    await store.refresh()
    expect(store.getSnapshot()).toBe(4)
    await store.refresh()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps the last count when a call fails', async () => {
    let fail = false
    const store = countStore(() => (fail ? Promise.reject(new Error('caída')) : Promise.resolve(2)), 0)
    await store.refresh()
    fail = true
    await store.refresh()
    expect(store.getSnapshot()).toBe(2)
  })

  it('drops an answer overtaken by a later refresh or by a logout', async () => {
    const answers = [deferred<number>(), deferred<number>()]
    let call = 0
    const store = countStore(() => answers[call++]!.promise, 0)
    const first = store.refresh()
    const second = store.refresh()
    answers[1]!.resolve(7)
    await second
    answers[0]!.resolve(3)
    await first
    expect(store.getSnapshot()).toBe(7)
    const third = deferred<number>()
    answers.push(third)
    const late = store.refresh()
    store.clear()
    third.resolve(9)
    await late
    expect(store.getSnapshot()).toBe(0)
  })

  it('keeps the snapshot while an equal value comes back, by the given comparison', async () => {
    const store = countStore(
      () => Promise.resolve({ unread: 1 }),
      { unread: 0 },
      (a, b) => a.unread === b.unread,
    )
    await store.refresh()
    const snapshot = store.getSnapshot()
    await store.refresh()
    expect(store.getSnapshot()).toBe(snapshot)
  })
})
