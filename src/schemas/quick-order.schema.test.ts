import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codeProblem, parseRows, quantityProblem, QUICK_ORDER_MAX_ROWS } from './quick-order.schema'

const code = fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/)
const separator = fc.constantFrom('\t', ';', ',', ' ', '  ', ' ; ', '\t ')
const blank = fc.constantFrom('', '   ', '\t')

describe('parseRows', () => {
  it('reads code and quantity whatever the separator, ignoring blank lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(code, fc.integer({ min: 1, max: 99_999 }), separator, fc.boolean(), blank), {
          maxLength: 60,
        }),
        (entries) => {
          const text = entries
            .map(([c, q, sep, withBlank, empty]) => `${c}${sep}${q}${withBlank ? `\n${empty}` : ''}`)
            .join('\r\n')
          const { rows, truncated } = parseRows(text)
          expect(truncated).toBe(false)
          expect(rows).toEqual(entries.map(([c, q]) => ({ code: c, quantity: String(q) })))
        },
      ),
    )
  })

  it('ignores lines made of separators only', () => {
    expect(parseRows(';\n,,\n\t;\nA-1;5').rows).toEqual([{ code: 'A-1', quantity: '5' }])
  })

  it('never throws and never returns more than 200 rows', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const { rows } = parseRows(text)
        expect(rows.length).toBeLessThanOrEqual(QUICK_ORDER_MAX_ROWS)
        for (const row of rows) expect(row.code.length + row.quantity.length).toBeGreaterThan(0)
      }),
    )
  })

  it('keeps the first 200 rows of a longer paste and says so', () => {
    const text = Array.from({ length: 205 }, (_, i) => `C${i} 1`).join('\n')
    const { rows, truncated } = parseRows(text)
    expect(rows).toHaveLength(200)
    expect(truncated).toBe(true)
  })

  it('keeps a code without quantity so the form can ask for one', () => {
    expect(parseRows('A1').rows).toEqual([{ code: 'A1', quantity: '' }])
  })
})

describe('quick-order row rules', () => {
  it('requires a code of at most 40 characters without separators', () => {
    expect(codeProblem('')?.id).toBe('validation.quickOrder.codeRequired')
    expect(codeProblem('x'.repeat(41))?.id).toBe('validation.quickOrder.codeLength')
    expect(codeProblem('A 1')?.id).toBe('validation.quickOrder.codeFormat')
    expect(codeProblem('SKU-001')).toBeNull()
  })

  it('checks quantities with the minimum order and its multiples', () => {
    expect(quantityProblem('', 5)?.id).toBe('validation.quantity.integer')
    expect(quantityProblem('2,5', 1)?.id).toBe('validation.quantity.integer')
    expect(quantityProblem('100000', 1)?.id).toBe('validation.quantity.range')
    expect(quantityProblem('5', 10)).toEqual({ id: 'validation.quantity.minimum', values: { min: 10 } })
    expect(quantityProblem('15', 10)).toEqual({ id: 'validation.quantity.multiple', values: { min: 10 } })
    expect(quantityProblem('30', 10)).toBeNull()
  })
})
