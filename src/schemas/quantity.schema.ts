// SPEC.md §5 purchase quantity: integer 1–99999, not below the minimum order, a multiple of it. The rules are
// quantity-rules.ts (pure); this is their yup form for the forms, the machines and the mock backend.
import { number } from 'yup'
import { validationMessages as m } from './messages'
import { brokenQuantityRule } from './quantity-rules'

export function quantitySchema(minBuyNum: number) {
  return number()
    .typeError(m.quantityInteger.id)
    .required(m.quantityInteger.id)
    .test({
      name: 'quantity',
      message: m.quantityInteger.id,
      test(value) {
        const problem = value == null ? null : brokenQuantityRule(value, minBuyNum)
        return problem ? this.createError({ message: problem.id, params: problem.values }) : true
      },
    })
}
