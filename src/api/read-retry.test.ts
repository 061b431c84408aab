import { describe, expect, it, vi } from 'vitest'
import { isRetriedRead, withReadRetries } from './read-retry'

const ok = () => Promise.resolve(new Response('{}', { status: 200 }))
const dropped = () => Promise.reject(new TypeError('Failed to fetch'))

describe('reads retried on a poor link (issue 26 item 2)', () => {
  it('retries GETs only, and not the reads whose flow retries them itself', () => {
    expect(isRetriedRead(new Request('http://api.test/v3/goods/front/goods/goodsList?current=1'))).toBe(true)
    expect(isRetriedRead(new Request('http://api.test/v3/business/front/cart/add', { method: 'POST' }))).toBe(
      false,
    )
    expect(isRetriedRead(new Request('http://api.test/v3/captcha/common/getCaptcha'))).toBe(false)
  })

  it('does not retry while the browser is offline', async () => {
    const attempt = vi.fn(dropped)
    const onRetry = vi.fn()
    const signal = new AbortController().signal
    await expect(withReadRetries(attempt, { signal, onRetry, offline: () => true })).rejects.toThrow(
      TypeError,
    )
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(onRetry).not.toHaveBeenCalled()
  })

  it('stops waiting when the request is aborted (its 40 s limit), with the abort reason', async () => {
    const controller = new AbortController()
    const pending = withReadRetries(vi.fn(dropped), {
      signal: controller.signal,
      onRetry: () => undefined,
      offline: () => false,
      delaysMs: [60_000],
    })
    await new Promise((resolve) => setTimeout(resolve, 10)) // the first try has failed: waiting to retry
    controller.abort(new Error('timeout'))
    await expect(pending).rejects.toThrow('timeout')
  })

  it('gives the last answer after the last retry, and says so only once', async () => {
    const busy = vi.fn(() => Promise.resolve(new Response('busy', { status: 504 })))
    const onRetry = vi.fn()
    const signal = new AbortController().signal
    const response = await withReadRetries(busy, {
      signal,
      onRetry,
      offline: () => false,
      delaysMs: [1, 1, 1],
    })
    expect(response.status).toBe(504)
    expect(busy).toHaveBeenCalledTimes(4)
    expect(onRetry).toHaveBeenCalledTimes(1)
    const first = vi.fn(ok)
    expect((await withReadRetries(first, { signal, onRetry, offline: () => false })).status).toBe(200)
    expect(first).toHaveBeenCalledTimes(1)
  })
})
