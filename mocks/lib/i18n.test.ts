// The mock words messages from a few dictionary parts (mocks/lib/i18n.ts, issue 14 item 3): every id it can name
// must be among them, and each must read as the app's dictionary has it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import es from '../../src/i18n/es.json' with { type: 'json' }
import { hasMessage, t } from './i18n'

const dictionary = es as Record<string, string>

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'control-panel' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : []
  })
}

describe("the mock's messages", () => {
  it('hold every message id of the shared rules and every id the mock passes to t()', async () => {
    const named = new Set<string>()
    // the shared rules (src/schemas) give the mock their message ids, directly or through rule functions
    for (const file of sources('src/schemas'))
      for (const [, id] of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g))
        if (id! in dictionary) named.add(id!)
    for (const file of sources('mocks')) {
      const text = readFileSync(file, 'utf8')
      for (const [, id] of text.matchAll(/\bt\(\s*['"]([\w.]+)['"]/g)) named.add(id!)
      // t(someMessages.key.id): the descriptor of an imported messages module
      for (const [, name, key] of text.matchAll(/\bt\(\s*(\w+)\.(\w+)\.id\b/g)) {
        const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(text)?.[1]
        expect(from, `${file}: where ${name} comes from`).toBeDefined()
        const module = (await import(/* @vite-ignore */ resolve(dirname(file), from!))) as Record<
          string,
          Record<string, { id: string }>
        >
        named.add(module[name!]![key!]!.id)
      }
    }
    for (const prefix of ['goods.state.', 'goods.stockType.'])
      for (const id of Object.keys(dictionary)) if (id.startsWith(prefix)) named.add(id)
    expect(named.size).toBeGreaterThan(100)
    expect([...named].filter((id) => !hasMessage(id))).toEqual([])
  })

  it('reads each message as the dictionary has it, with its values put in', () => {
    for (const id of Object.keys(dictionary).filter(hasMessage)) {
      if (/\{\w+,/.test(dictionary[id]!)) continue // plural and number forms: never worded by the mock
      const values = Object.fromEntries(
        [...dictionary[id]!.matchAll(/\{(\w+)\}/g)].map(([, key], index) => [key, index + 7]),
      )
      const expected = dictionary[id]!.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]))
      expect(t(id, values), id).toBe(expected)
    }
  })
})
