import { describe, expect, it } from 'vitest'
import { externalUrl, safeHref } from './external-url'

const HOSTILE: [string, string][] = [
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a javascript: URL in mixed case', 'JaVaScRiPt:alert(1)'],
  ['a javascript: URL after spaces', '   javascript:alert(1)'],
  ['a javascript: URL after a tab and a newline', '\t\njavascript:alert(1)'],
  ['a javascript: URL with a tab inside the scheme', 'java\tscript:alert(1)'],
  ['a javascript: URL with a newline inside the scheme', 'java\nscript:alert(1)'],
  ['a javascript: URL with a carriage return inside the scheme', 'jav\rascript:alert(1)'],
  ['a javascript: URL after a NUL and a form feed', '\u0000\fjavascript:alert(1)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['a data: URL in capitals', 'DATA:text/html;base64,PHNjcmlwdD4='],
  ['a vbscript: URL', 'vbscript:msgbox(1)'],
  ['a vbscript: URL in mixed case after a space', ' VbScript:msgbox(1)'],
  ['a file: URL', 'file:///etc/passwd'],
  ['a protocol-relative URL', '//evil.example/'],
  ['a backslash protocol-relative URL', '\\\\evil.example'],
  ['a bare host', 'evil.example'],
  ['an empty string', ''],
  ['only spaces', '   '],
]

describe('externalUrl', () => {
  it.each([
    ['https://wa.me/5350000000', 'https://wa.me/5350000000'],
    ['http://m.example.com', 'http://m.example.com/'],
    ['  HTTPS://Social.Example.com/page  ', 'https://social.example.com/page'],
  ])('lets the http(s) URL %j through as the parser reads it', (value, expected) => {
    expect(externalUrl(value)).toBe(expected)
  })

  it.each(HOSTILE)('refuses %s', (_, value) => {
    expect(externalUrl(value)).toBeNull()
  })

  it('refuses a site path: it is not a link to another host', () => {
    expect(externalUrl('/goods/list')).toBeNull()
  })

  it.each([undefined, null, 42, {}])('refuses the non-string %j', (value) => {
    expect(externalUrl(value)).toBeNull()
  })
})

describe('safeHref', () => {
  it.each([
    ['/goods/detail?productId=3', '/goods/detail?productId=3'],
    ['#main', '#main'],
    ['https://wa.me/5350000000', 'https://wa.me/5350000000'],
  ])('keeps %j', (value, expected) => {
    expect(safeHref(value)).toBe(expected)
  })

  it.each<[string, string]>([
    ...HOSTILE,
    ['a dot segment before a double slash', '/.//evil.example'],
    ['parent segments that climb to a backslash', '/x/../../\\evil.example'],
    ['a percent-encoded dot segment', '/%2e//evil.example'],
    ['a slash and a backslash', '/\\evil.example'],
  ])('gives no href for %s', (_, value) => {
    expect(safeHref(value)).toBeUndefined()
  })
})
