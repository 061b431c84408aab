import fc from 'fast-check'
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
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a parent segment before a double slash', '/..//evil.example'],
    ['a percent-encoded dot segment', '/%2e//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['parent segments that climb above the root to a backslash', '/x/../../\\evil.example'],
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

  // Pieces the URL parser rewrites: dot segments (also percent-encoded, any case), `\` read as `/`, and
  // empty segments; a target built from them must never come back as a path naming another host.
  const segment = fc.constantFrom('', '.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%2e.', 'x', 'member')
  const separator = fc.constantFrom('/', '\\')
  const tricky = fc
    .tuple(
      fc.array(fc.tuple(separator, segment), { minLength: 1, maxLength: 6 }),
      separator,
      fc.constantFrom('evil.example', 'evil.example/path?q=1'),
    )
    .map(([parts, last, host]) => `/${parts.map(([sep, seg]) => `${seg}${sep}`).join('')}${last}${host}`)

  it('never returns a path that another host could be read from, whatever dot segments or backslashes it has', () => {
    fc.assert(
      fc.property(tricky, (target) => {
        const result = safeRedirect(target, ORIGIN)
        expect(result.startsWith('/')).toBe(true)
        expect(result).not.toMatch(/^[/\\]{2}/)
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN)
        // what the router gets resolves to itself: nothing left for a second normalisation to turn around
        expect(safeRedirect(result, ORIGIN)).toBe(result)
      }),
      { numRuns: 500 },
    )
  })
})
