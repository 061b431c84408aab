// The SKU grid's rule set twice (SPEC.md §5): as pure functions for the product page, which loads no yup
// (issue 14 item 3), and as the yup schema the mock backend validates with. For any set of lines both report
// the same first problem, as the product page read it from the schema before.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SKU_GRID_MAX_LINES, skuGridLinesProblem, skuGridMessages, type SkuGridLine } from './sku-grid-rules'
import { skuGridLinesSchema } from './sku-grid.schema'

/** How the product page read the schema's error before the rules became functions. */
function fromSchema(lines: readonly SkuGridLine[]) {
  try {
    skuGridLinesSchema.validateSync(lines)
    return null
  } catch (error) {
    const message = (error as { message?: unknown }).message
    if (message === skuGridMessages.tooManyLines.id)
      return { id: skuGridMessages.tooManyLines.id, values: { max: SKU_GRID_MAX_LINES } }
    if (typeof message === 'string' && message.startsWith('validation.')) return { id: message }
    return { id: skuGridMessages.noLine.id }
  }
}

const value = fc.oneof(
  fc.integer({ min: 1, max: 40 }),
  fc.constantFrom(0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 99_999),
)
const line = fc.record({ productId: value, number: value })
const lines = fc.oneof(
  fc.array(line, { maxLength: 8 }),
  fc.array(line, { minLength: 195, maxLength: 205 }),
  // many distinct, valid lines around the limit
  fc
    .integer({ min: 195, max: 205 })
    .map((count) => Array.from({ length: count }, (_, index) => ({ productId: index + 1, number: 1 }))),
)

describe('SKU grid rules (SPEC.md §5)', () => {
  it('report for any set of lines what the schema reports', () => {
    fc.assert(
      fc.property(lines, (set) => {
        expect(skuGridLinesProblem(set)).toEqual(fromSchema(set))
      }),
      { numRuns: 1_500 },
    )
  })

  it('accept distinct whole lines up to the limit and name each broken rule', () => {
    expect(skuGridLinesProblem([{ productId: 1, number: 3 }])).toBeNull()
    expect(skuGridLinesProblem([])).toEqual({ id: skuGridMessages.noLine.id })
    expect(
      skuGridLinesProblem([
        { productId: 1, number: 3 },
        { productId: 1, number: 2 },
      ]),
    ).toEqual({ id: skuGridMessages.duplicate.id })
    expect(skuGridLinesProblem([{ productId: 1, number: 0 }])).toEqual({ id: skuGridMessages.noLine.id })
  })
})
