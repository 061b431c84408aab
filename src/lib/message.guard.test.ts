// Guard of issue 25 item 1: one Message type (src/lib/message.ts) and one way to say it (src/components/say.tsx).
// Thirteen copies of the type and three of useSay/LoadFailed had grown apart (some without `values`, so a
// dictionary text with a placeholder lost it); this test fails when a new copy appears.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const files = ['src', 'machines', 'mocks'].flatMap(sources)

/** A union written out with the server-text arm `{ text: string }` (the dictionary arm has several spellings). */
const messageUnion = /\|\s*\{\s*text:\s*string\s*\}|\{\s*text:\s*string\s*\}\s*\|/

describe('one Message type and one way to say it', () => {
  it('finds the shape only in src/lib/message.ts', () => {
    const copies = files.filter((file) => messageUnion.test(readFileSync(file, 'utf8')))
    expect(copies).toEqual([join('src', 'lib', 'message.ts')])
  })

  it('defines useSay only in src/components/say.tsx, and every LoadFailed is the kit one', () => {
    const say = join('src', 'components', 'say.tsx')
    const useSays = files.filter((file) => /function useSay\b/.test(readFileSync(file, 'utf8')))
    expect(useSays).toEqual([say])
    const ownLoadFailed = files.filter((file) => {
      const text = readFileSync(file, 'utf8')
      return file !== say && /function LoadFailed\b/.test(text) && !/from '[./]*components\/say'/.test(text)
    })
    expect(ownLoadFailed).toEqual([])
  })

  it('would catch a copy', () => {
    expect(messageUnion.test('export type X = { id: string; values?: V } | { text: string }')).toBe(true)
    expect(messageUnion.test('export type Y = { text: string } | { id: string }')).toBe(true)
    expect(messageUnion.test('  message: MessageRef | { text: string }')).toBe(true)
    expect(messageUnion.test('export type Z = Message')).toBe(false)
    expect(messageUnion.test('(_, { text }: { text: string }) =>')).toBe(false)
  })
})
