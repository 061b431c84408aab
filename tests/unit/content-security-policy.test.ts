// The Content Security Policy comes from the build's VITE_* configuration (issue 15 item 3): the API's and the
// image host's origins, nothing looser; a malformed value stops the build instead of weakening the policy.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, contentSecurityPolicyHeader, cspDirectives } from '../../scripts/vite-plugins'

const directive = (env: Record<string, string>, name: string, mock = false) =>
  new Map(cspDirectives(env, { mock })).get(name)

describe('content security policy', () => {
  it('allows only this origin to be fetched when the API answers on it (empty VITE_API_BASE_URL)', () => {
    expect(directive({ VITE_API_BASE_URL: '' }, 'connect-src')).toEqual(["'self'"])
  })

  it('adds the origin of VITE_API_BASE_URL to connect-src, without its path', () => {
    expect(directive({ VITE_API_BASE_URL: 'https://api.example.com/v3/' }, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
    ])
  })

  it("adds the chat host's origin to connect-src for long-polling, and its ws twin for the websocket", () => {
    expect(
      directive(
        { VITE_API_BASE_URL: 'https://api.example.com', VITE_CHAT_URL: 'https://api.example.com/' },
        'connect-src',
      ),
    ).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com'])
    expect(directive({ VITE_CHAT_URL: 'http://localhost:4175' }, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:4175',
      'ws://localhost:4175',
    ])
  })

  it('adds every origin of VITE_IMAGE_ORIGINS to img-src beside this origin and data:', () => {
    expect(
      directive({ VITE_IMAGE_ORIGINS: 'https://img.example.com/a, https://cdn.example.com' }, 'img-src'),
    ).toEqual(["'self'", 'data:', 'https://img.example.com', 'https://cdn.example.com'])
  })

  it.each([
    ['VITE_API_BASE_URL', 'api.example.com'],
    ['VITE_API_BASE_URL', 'javascript:alert(1)'],
    ['VITE_IMAGE_ORIGINS', "https://img.example.com, 'unsafe-inline'"],
    ['VITE_IMAGE_ORIGINS', 'data:text/html,x'],
    ['VITE_CHAT_URL', 'ws://chat.example.com'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => contentSecurityPolicy({ [name]: value }, { mock: false })).toThrow(name)
  })

  it('gives scripts this origin alone, and the mock build only eval on top', () => {
    expect(directive({}, 'script-src')).toEqual(["'self'"])
    const production = cspDirectives({}, { mock: false })
    const mock = cspDirectives({}, { mock: true })
    const differing = mock.filter(([, sources], i) => sources.join() !== production[i]![1].join())
    expect(differing).toEqual([['script-src', ["'self'", "'unsafe-eval'"]]])
  })

  it('frames only blob: URLs of the page (the PDF preview of /previewFile) and allows no plugins', () => {
    expect(directive({}, 'frame-src')).toEqual(['blob:'])
    expect(directive({}, 'object-src')).toEqual(["'none'"])
  })

  it('adds frame-ancestors only to the header form, which a meta tag cannot carry', () => {
    const meta = contentSecurityPolicy({}, { mock: false })
    expect(meta).not.toContain('frame-ancestors')
    expect(contentSecurityPolicyHeader({})).toBe(`${meta}; frame-ancestors 'none'`)
  })

  it('README.md documents the header exactly as the build makes it', () => {
    const example = {
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_IMAGE_ORIGINS: 'https://img.example.com',
    }
    expect(readFileSync('README.md', 'utf8')).toContain(
      `Content-Security-Policy: ${contentSecurityPolicyHeader(example)}\n`,
    )
  })
})
