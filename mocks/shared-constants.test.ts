// The values the app and the mock must agree on are defined once, in src/, and the mock imports them (issue 25
// item 5): a second definition in the mock (PAYMENT_WINDOW_MS and RECHARGE_STATES each had one) would let a
// countdown shown to the buyer drift from the deadline the mock enforces.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, sourceFiles } from '../tests/unit/import-graph'

const HOMES: Record<string, string> = {
  PAYMENT_WINDOW_MS: 'src/lib/order-constants.ts',
  FINAL_PAYMENT_WINDOW_MS: 'src/lib/order-constants.ts',
  RECEIPT_AUTO_CONFIRM_MS: 'src/lib/order-constants.ts',
  DEPOSIT_SHARE: 'src/lib/order-constants.ts',
  RECHARGE_STATES: 'src/api/recharge-values.ts',
}

/** The shared names a source defines itself (`const NAME =`, `let NAME:` …). */
function definitions(text: string): string[] {
  return Object.keys(HOMES).filter((name) => new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`).test(text))
}

describe('the values shared by the app and the mock', () => {
  it('are found by the scan (a planted second definition)', () => {
    expect(definitions('const PAYMENT_WINDOW_MS = 24 * 3_600_000')).toEqual(['PAYMENT_WINDOW_MS'])
    expect(definitions("export const RECHARGE_STATES: readonly S[] = ['unpaid']")).toEqual([
      'RECHARGE_STATES',
    ])
    expect(definitions("import { PAYMENT_WINDOW_MS } from '../../src/lib/order-constants'")).toEqual([])
  })

  it('are defined once, in their home under src/', () => {
    const found = sourceFiles(['src', 'machines', 'mocks']).flatMap((file) => {
      const path = relative(ROOT, file).split('\\').join('/')
      return definitions(readFileSync(file, 'utf8'))
        .filter((name) => HOMES[name] !== path)
        .map((name) => `${path} defines ${name}`)
    })
    expect(found).toEqual([])
  })
})
