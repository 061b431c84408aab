// A handler never imports another handler (STYLE.md "Lessons", issue 13 item 4): what two handlers share —
// request helpers, lookups, views, the contract's messages — lives in mocks/lib/. Only the gatherers name the
// handlers (index.ts: all of them; first.ts and later.ts: the browser's two groups; browser-handlers.ts: the
// browser's table, issue 14), and every handler may use ./http. Test fixtures (*-fixtures.ts, used by tests only) may import
// other fixtures; tests themselves are not scanned.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const FOLDER = __dirname
const ALWAYS_ALLOWED = new Set(['./http'])
const GATHERERS = new Set(['index.ts', 'first.ts', 'later.ts', 'browser-handlers.ts'])
const isFixture = (name: string) => name.endsWith('-fixtures.ts')

/** Every module a source names: static and type imports, re-exports, side-effect and dynamic imports. */
function importedModules(text: string): string[] {
  const found = [
    ...text.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*\(?\s*['"]([^'"]+)['"]/g),
  ]
  return found.map((match) => match[1]!)
}

/** The handler folder's own modules a source imports (`./x`, or `../handlers/x`), as `./x`. */
function siblingImports(text: string): string[] {
  return importedModules(text)
    .map((module) => module.replace(/^\.\.\/handlers\//, './'))
    .filter((module) => module.startsWith('./'))
    .map((module) => module.replace(/\.(ts|js)$/, ''))
}

const sources = readdirSync(FOLDER).filter(
  (name) => name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(name) && !GATHERERS.has(name),
)

describe('mock handler imports', () => {
  it('are found by the scan (the scan itself works)', () => {
    const text = [
      "import { http } from './http'",
      "import type { OrderRecord } from '../db'",
      "import {\n  PAYMENT_MESSAGES,\n  paymentBySn,\n} from './payment'",
      "export { cartHandlers } from '../handlers/cart'",
      "import './side-effect'",
      "const lazy = () => import('./lazy')",
    ].join('\n')
    expect(siblingImports(text)).toEqual(['./http', './payment', './cart', './side-effect', './lazy'])
    expect(sources).toContain('orders.ts')
    for (const gatherer of GATHERERS) expect(sources).not.toContain(gatherer)
  })

  it('name no other handler: what handlers share is in mocks/lib', () => {
    const found = sources.flatMap((name) => {
      const text = readFileSync(join(FOLDER, name), 'utf8')
      return siblingImports(text)
        .filter((module) => !ALWAYS_ALLOWED.has(module))
        .filter((module) => !(isFixture(name) && isFixture(`${module}.ts`)))
        .map((module) => `${name} imports ${module}`)
    })
    expect(found).toEqual([])
  })
})
