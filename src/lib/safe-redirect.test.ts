import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

const ORIGIN = 'https://shop.example'

describe('safeRedirect', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/member/index?x=1#a', ORIGIN)).toBe('/member/index?x=1#a')
  })

  it('uses the current origin when none is given', () => {
    expect(safeRedirect('/cart/index')).toBe('/cart/index')
  })

  it.each([
    ['an absolute URL of another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['a tab that the URL parser would strip', '/\t/evil.example'],
    ['a newline inside the path', '/member\n/index'],
    ['a relative path', 'member/index'],
    ['an absolute URL of this same site', `${ORIGIN}/member/index`],
  ])('refuses %s and goes to /index', (_, target) => {
    expect(safeRedirect(target, ORIGIN)).toBe('/index')
  })

  it('goes to /index when there is no target', () => {
    expect(safeRedirect('', ORIGIN)).toBe('/index')
    expect(safeRedirect(null, ORIGIN)).toBe('/index')
    expect(safeRedirect(undefined, ORIGIN)).toBe('/index')
  })

  it('does not send a member back to the login page', () => {
    expect(safeRedirect('/login?redirectUrl=%2Fcart%2Findex', ORIGIN)).toBe('/index')
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/a/../../member/index', ORIGIN)).toBe('/member/index')
  })
})
