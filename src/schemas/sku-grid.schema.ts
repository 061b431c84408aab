// The SKU grid of the product page (issue 16 items 1–2; SPEC.md §5): the lines a buyer orders in one action —
// added to the cart (cart/batchAdd with allOrNothing) or bought now (/buy/confirm, orderOperate/confirm). Each
// line's quantity follows quantity.schema.ts once the goods' minimum order is known; the set of lines follows
// this schema, which the mock backend validates with. The product page and the checkout link use the same rules
// as pure functions (sku-grid-rules.ts, no yup); sku-grid-rules.property.test.ts keeps both in step.
import { array, number, object } from 'yup'
import { SKU_GRID_MAX_LINES, skuGridMessages } from './sku-grid-rules'

export {
  linesParam,
  parseLinesParam,
  SKU_GRID_MAX_LINES,
  skuGridLinesProblem,
  skuGridMessages,
  type SkuGridLine,
} from './sku-grid-rules'

/** The lines of one grid action: at least one, at most 200, each product once. */
export const skuGridLinesSchema = array()
  .of(
    object({
      productId: number().required().integer().min(1),
      number: number().required().integer().min(1),
    }),
  )
  .required(skuGridMessages.noLine.id)
  .min(1, skuGridMessages.noLine.id)
  .max(SKU_GRID_MAX_LINES, skuGridMessages.tooManyLines.id)
  .test({
    name: 'distinct',
    message: skuGridMessages.duplicate.id,
    test: (lines) => new Set((lines ?? []).map((line) => line.productId)).size === (lines ?? []).length,
  })
