// Proves the eslint.config.js rule of issue 15 item 2: no JSX href gets a value that did not pass the gate of
// src/lib/external-url.ts, other than a literal or a site path template.
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function hrefProblems(jsx: string): Promise<string[]> {
  const source = `import { externalUrl, safeHref } from '../../lib/external-url'
export function Links({ value, item }: { value: string; item: { href: string } }) {
  void externalUrl
  void safeHref
  void value
  void item
  return <nav>${jsx}</nav>
}
`
  const [result] = await eslint.lintText(source, { filePath: 'src/features/example/links-view.tsx' })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

describe('the href rule of eslint.config.js', () => {
  // the first run loads the whole config and its plugins
  beforeAll(() => hrefProblems('<a href="/">x</a>'), 60_000)

  it.each([
    ['a literal path', '<a href="/goods/list">x</a>'],
    ['a literal fragment', '<a href="#main">x</a>'],
    ['a site path template', '<a href={`/store/index?vid=${value}`}>x</a>'],
    ['a fragment template', '<a href={`#floor-${value}`}>x</a>'],
    ['the result of safeHref', '<a href={safeHref(item.href)}>x</a>'],
    ['the result of externalUrl', '<a href={externalUrl(value) ?? undefined}>x</a>'],
  ])(
    'accepts %s',
    async (_, jsx) => {
      expect(await hrefProblems(jsx)).toEqual([])
    },
    20_000,
  )

  it.each([
    ['a variable', '<a href={value}>x</a>'],
    ['a member of server data', '<a href={item.href}>x</a>'],
    ['a fallback that skips the gate', '<a href={value || "/index"}>x</a>'],
    ['a gate result with a raw fallback', '<a href={externalUrl(value) ?? value}>x</a>'],
    ['a call to anything else', '<a href={String(value)}>x</a>'],
    ['a template that starts with the data', '<a href={`${value}/x`}>x</a>'],
    ['a protocol-relative template', '<a href={`//${value}`}>x</a>'],
    ['a backslash template', '<a href={`/\\\\${value}`}>x</a>'],
    ['a template with a scheme', '<a href={`javascript:${value}`}>x</a>'],
  ])(
    'refuses %s',
    async (_, jsx) => {
      expect(await hrefProblems(jsx)).toHaveLength(1)
    },
    20_000,
  )
})
