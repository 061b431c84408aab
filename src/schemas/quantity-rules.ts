// SPEC.md §5 purchase quantity: integer 1–99999, not below the minimum order, a multiple of it. The rule as a
// pure function, so that a screen that only checks a number (the goods list's cards) does not load yup
// (issue 14 item 3); the yup schema of the forms and the mock backend (quantity.schema.ts) is built on it.
import { validationMessages as m } from './messages'

export const QUANTITY_MIN = 1
export const QUANTITY_MAX = 99_999

/** A broken rule as the schema reports it: the message id and its params (yup's `min`/`max`). */
export interface QuantityProblem {
  id: string
  values?: { min: number } | { max: number }
}

/** The first rule `value` breaks, in the schema's order, or null when it is a valid quantity. */
export function brokenQuantityRule(value: number, minBuyNum: number): QuantityProblem | null {
  const min = Math.max(1, Math.floor(minBuyNum))
  if (!Number.isInteger(value)) return { id: m.quantityInteger.id }
  if (value < QUANTITY_MIN) return { id: m.quantityRange.id, values: { min: QUANTITY_MIN } }
  if (value > QUANTITY_MAX) return { id: m.quantityRange.id, values: { max: QUANTITY_MAX } }
  if (value < min) return { id: m.quantityMinimum.id, values: { min } }
  if (value % min !== 0) return { id: m.quantityMultiple.id, values: { min } }
  return null
}

/**
 * The broken rule as the machines show it: the message id, with `min` when the message names it (the range
 * message names neither bound). What the machines read from quantity.schema.ts's error, without yup.
 */
export function quantityRuleMessage(
  value: number,
  minBuyNum: number,
): { id: string; values?: { min: number } } | null {
  const problem = brokenQuantityRule(value, minBuyNum)
  if (!problem) return null
  return problem.values && 'min' in problem.values
    ? { id: problem.id, values: { min: problem.values.min } }
    : { id: problem.id }
}
