// SPEC.md §5 purchase quantity: integer 1–99999, not below the minimum order, a multiple of it.
import { number } from 'yup'
import { validationMessages as m } from './messages'

export const QUANTITY_MIN = 1
export const QUANTITY_MAX = 99_999

export function quantitySchema(minBuyNum: number) {
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
