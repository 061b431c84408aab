// The quantity rules of SPEC.md §5 written once as a pure function (quantity-rules.ts, so the goods list's cards
// need no yup: issue 14 item 3): the schema built on it reports, for any input, what the former chain of yup
// tests reported (message id and the `min`/`max` params the machines turn into message values).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { number, ValidationError } from 'yup'
import { cardQuantityProblem } from '../../machines/goods-card/goods-card.machine'
import { validationMessages as m } from './messages'
import { QUANTITY_MAX, QUANTITY_MIN, quantityRuleMessage } from './quantity-rules'
import { quantitySchema } from './quantity.schema'

/** The schema as it was written with yup's own tests before the rules became a function. */
function yupChain(minBuyNum: number) {
  const min = Math.max(1, Math.floor(minBuyNum))
  return number()
    .typeError(m.quantityInteger.id)
    .required(m.quantityInteger.id)
    .integer(m.quantityInteger.id)
    .min(QUANTITY_MIN, m.quantityRange.id)
    .max(QUANTITY_MAX, m.quantityRange.id)
    .test({
      name: 'minimum',
      message: m.quantityMinimum.id,
      params: { min },
      test: (value) => value == null || value >= min,
    })
    .test({
      name: 'multiple',
      message: m.quantityMultiple.id,
      params: { min },
      test: (value) => value == null || value % min === 0,
    })
}

function outcome(validate: () => unknown) {
  try {
    validate()
    return null
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const params = (error.params ?? {}) as { min?: unknown; max?: unknown }
    return { id: error.message, min: params.min, max: params.max }
  }
}

const quantity = fc.oneof(
  fc.integer({ min: -10, max: 120_000 }),
  fc.double({ min: -10, max: 120_000, noNaN: true }),
  fc.constantFrom(0, 1, 99_999, 100_000, Number.NaN, Number.POSITIVE_INFINITY),
)
const minBuyNum = fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.double({ min: 0, max: 50, noNaN: true }))

describe('quantity rules (SPEC.md §5)', () => {
  it('report through the schema exactly what the yup chain reported', () => {
    fc.assert(
      fc.property(quantity, minBuyNum, (value, min) => {
        expect(outcome(() => quantitySchema(min).validateSync(value))).toEqual(
          outcome(() => yupChain(min).validateSync(value)),
        )
      }),
      { numRuns: 2_000 },
    )
  })

  // the product page and the cart read the schema's error this way before (machines/product-detail/sku.ts,
  // machines/cart/cart-rules.ts); quantityRuleMessage gives them the same without yup
  it('give the machines the message and the `min` the schema gives', () => {
    fc.assert(
      fc.property(quantity, minBuyNum, (value, min) => {
        const problem = outcome(() => quantitySchema(min).validateSync(value))
        const expected = problem
          ? typeof problem.min === 'number'
            ? { id: problem.id, values: { min: problem.min } }
            : { id: problem.id }
          : null
        expect(quantityRuleMessage(value, min)).toEqual(expected)
      }),
      { numRuns: 2_000 },
    )
  })

  it('give the goods card the message id the schema gives', () => {
    fc.assert(
      fc.property(quantity, minBuyNum, (value, min) => {
        const problem = outcome(() => quantitySchema(min).validateSync(value))
        expect(cardQuantityProblem(value, min)).toEqual(problem ? { id: problem.id } : null)
      }),
      { numRuns: 500 },
    )
  })
})
