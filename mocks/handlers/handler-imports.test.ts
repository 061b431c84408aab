// A handler never imports another handler (STYLE.md "Lessons", issue 13 item 4): what two handlers share —
// request helpers, lookups, views, the contract's messages — lives in mocks/lib/. Only the gatherers name the
// handlers (index.ts: all of them; first.ts and later.ts: the browser's two groups; browser-handlers.ts: the
// browser's table, issue 14), and every handler may use ./http. The control panel's endpoints
// (mocks/control-panel/endpoints/, issue 25 item 5) follow the same rule: they name no handler and no other
// endpoint. This folder holds the API's handlers only: no fixtures (mocks/fixtures/) and no control endpoints.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const FOLDER = __dirname
const ENDPOINTS = join(__dirname, '../control-panel/endpoints')
const ALWAYS_ALLOWED = new Set(['./http'])
const GATHERERS = new Set(['index.ts', 'first.ts', 'later.ts', 'browser-handlers.ts'])

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

/** What an endpoint of the control panel imports of the handlers (`../../handlers/x`) or its folder (`./x`). */
function endpointImports(text: string): string[] {
  return importedModules(text)
    .map((module) => module.replace(/^\.\.\/\.\.\/handlers\//, './'))
    .filter((module) => module.startsWith('./'))
    .map((module) => module.replace(/\.(ts|js)$/, ''))
}

const modulesOf = (folder: string) =>
  readdirSync(folder).filter((name) => name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(name))

const sources = modulesOf(FOLDER).filter((name) => !GATHERERS.has(name))

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
        .map((module) => `${name} imports ${module}`)
    })
    expect(found).toEqual([])
  })

  it('of the control panel’s endpoints name no handler and no other endpoint', () => {
    const endpoints = modulesOf(ENDPOINTS)
    expect(endpoints).toContain('order-control.ts')
    const found = endpoints.flatMap((name) =>
      endpointImports(readFileSync(join(ENDPOINTS, name), 'utf8'))
        .filter((module) => !ALWAYS_ALLOWED.has(module))
        .map((module) => `${name} imports ${module}`),
    )
    expect(found).toEqual([])
  })

  it('are the API’s handlers only: no fixture and no control endpoint in this folder', () => {
    const misplaced = sources.filter((name) => name.endsWith('-fixtures.ts') || /-control\.ts$/.test(name))
    expect(misplaced).toEqual([])
  })
})
