// SPEC.md §5 price filter: the yup schema of the filter form, built on the pure rules of price-range.ts.
// The form imports this module when it validates (issue 14 item 3), so yup is not part of the list's chunk.
import { object, string } from 'yup'
import { parsePrice, priceFilterMessages } from './price-range'

const priceField = () =>
  string()
    .default('')
    .test('price', priceFilterMessages.notNumber.id, function check(value) {
      const { error } = parsePrice(value ?? '')
      return error ? this.createError({ message: error }) : true
    })

/** The filter form: two text inputs, each a price or empty (errors are message ids). */
export const priceFilterSchema = object({ low: priceField(), high: priceField() })
