import { afterEach, describe, expect, it, vi } from 'vitest'
import { loginPageUrl, loginPrompt } from './login-prompt'

afterEach(() => loginPrompt.close())

describe('loginPrompt', () => {
  it('starts closed', () => {
    expect(loginPrompt.getSnapshot()).toEqual({ open: false })
  })

  it('opens with the redirect target and the reason, and tells its subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = loginPrompt.subscribe(listener)
    loginPrompt.open({ redirectUrl: '/cart/index', reason: 'loginRequired' })
    expect(loginPrompt.getSnapshot()).toEqual({
      open: true,
      redirectUrl: '/cart/index',
      reason: 'loginRequired',
    })
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('forgets the previous request when opened again', () => {
    loginPrompt.open({ redirectUrl: '/cart/index' })
    loginPrompt.open()
    expect(loginPrompt.getSnapshot()).toEqual({ open: true })
  })

  it('closes and keeps the same snapshot while closed, so React does not re-render', () => {
    loginPrompt.open()
    loginPrompt.close()
    const closed = loginPrompt.getSnapshot()
    expect(closed.open).toBe(false)
    const listener = vi.fn()
    const unsubscribe = loginPrompt.subscribe(listener)
    loginPrompt.close()
    expect(loginPrompt.getSnapshot()).toBe(closed)
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('stops telling a listener after it unsubscribes', () => {
    const listener = vi.fn()
    loginPrompt.subscribe(listener)()
    loginPrompt.open()
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('loginPageUrl', () => {
  it('carries the page the visitor is on, query included, as redirectUrl', () => {
    expect(loginPageUrl('/cart/index')).toBe('/login?redirectUrl=%2Fcart%2Findex')
    expect(loginPageUrl('/goods/detail', '?productId=5&x=a b')).toBe(
      `/login?redirectUrl=${encodeURIComponent('/goods/detail?productId=5&x=a b')}`,
    )
  })

  it('keeps the login page’s own target and sends the other account pages to a plain login', () => {
    expect(loginPageUrl('/login', '?redirectUrl=%2Fcart%2Findex')).toBe('/login?redirectUrl=%2Fcart%2Findex')
    for (const page of ['/register', '/replenish', '/pwd/forget', '/bindMobile']) {
      expect(loginPageUrl(page, '?email=a%40b.c')).toBe('/login')
    }
  })
})
