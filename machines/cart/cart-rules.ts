// Pure rules of the cart screens (SPEC.md §5): a line's quantity (minimum order and its multiples, stock,
// 1–99999), what is selected, and whether the selection can go to checkout (in-stock and reserved goods are
// separate orders).
import type { Message } from '../../src/api/message'
import type { CartData, SampleCartData } from '../../src/api/session'
import { quantityRuleMessage } from '../../src/schemas/quantity-rules'
import { spokenSpec } from '../../src/lib/spec-values'
import { sampleQuotaProblem } from '../../src/schemas/sample-quota-rules'

export type CartKind = 'cart' | 'sample'
export type AnyCart = CartData | SampleCartData
export type CartLine = CartData['invalidList'][number]

/** Dictionary ids the machine stores (src/features/cart/messages.ts defines them). */
export const CART_MESSAGE_IDS = {
  stockExceeded: 'cart.line.stockExceeded',
  nothingSelected: 'cart.notice.nothingSelected',
  mixedStock: 'cart.notice.mixedStock',
  belowMinimum: 'cart.notice.belowMinimum',
  belowMinimumWithSpec: 'cart.notice.belowMinimumWithSpec',
  loginRequired: 'cart.notice.loginRequired',
} as const

export const QUANTITY_DEBOUNCE_MS = 450

export const validLines = (cart: AnyCart | null): CartLine[] =>
  cart ? cart.storeCartGroupList.flatMap((group) => group.storeGoodsList) : []

export const selectedLines = (cart: AnyCart | null): CartLine[] =>
  validLines(cart).filter((line) => line.isChecked === 1)

export const findLine = (cart: AnyCart | null, cartId: number): CartLine | undefined =>
  validLines(cart).find((line) => line.cartId === cartId) ??
  cart?.invalidList.find((line) => line.cartId === cartId)

/** The step of a line's stepper: the minimum order for the cart, one unit for samples. */
export const stepOf = (line: Pick<CartLine, 'minBuyNum'>, kind: CartKind) =>
  kind === 'sample' ? 1 : Math.max(1, line.minBuyNum)

/** The first broken quantity rule of a line, or null. */
export function quantityProblem(
  line: Pick<CartLine, 'minBuyNum' | 'productStock'>,
  quantity: number,
  kind: CartKind,
): Message | null {
  // the rule of quantity.schema.ts, without loading yup with the cart (issue 14 item 3)
  const broken = quantityRuleMessage(quantity, stepOf(line, kind))
  if (broken) return broken
  if (quantity > line.productStock) {
    return { id: CART_MESSAGE_IDS.stockExceeded, values: { stock: line.productStock } }
  }
  return null
}

/**
 * SPEC.md §5 monthly sample amount, before a sample line's new quantity is sent: the shared rule the mock's
 * sampleCart/changeNum applies, on the line's amount at its unit price now and at the new quantity.
 */
export function sampleQuotaProblemOf(
  cart: AnyCart | null,
  line: Pick<CartLine, 'goodsPrice' | 'buyNum'>,
  quantity: number,
): Message | null {
  if (!cart || !('quota' in cart)) return null
  return sampleQuotaProblem(cart.quota, {
    newLine: false,
    amountBefore: line.goodsPrice * line.buyNum,
    amountAfter: line.goodsPrice * quantity,
  })
}

/** The first rule a line's new quantity breaks: the quantity rules, then (samples) the monthly amount. */
export const lineProblem = (cart: AnyCart | null, line: CartLine, quantity: number, kind: CartKind) =>
  quantityProblem(line, quantity, kind) ??
  (kind === 'sample' ? sampleQuotaProblemOf(cart, line, quantity) : null)

/** SPEC.md §5: in-stock and reserved goods cannot be mixed in one checkout. */
export const isMixedSelection = (cart: AnyCart | null) => {
  const types = new Set(selectedLines(cart).map((line) => line.stockType ?? 'inStock'))
  return types.size > 1
}

/** A selected line below its minimum order or not a multiple of it (the cart only). */
export const lineBelowMinimum = (cart: AnyCart | null, kind: CartKind): CartLine | undefined =>
  kind === 'sample'
    ? undefined
    : selectedLines(cart).find(
        (line) => line.buyNum < line.minBuyNum || line.buyNum % Math.max(1, line.minBuyNum) !== 0,
      )

/**
 * The notice of a line below its minimum order, naming the goods and, when the line has any, the SKU's spec
 * values: two SKUs of one goods in the cart must be told apart (WCAG 2.4.6, as the line's controls are).
 */
export const belowMinimumNotice = (line: CartLine | undefined): Message => {
  const values = { name: line?.goodsName ?? '', min: line?.minBuyNum ?? 1 }
  const spec = spokenSpec(line?.specValues)
  return spec
    ? { id: CART_MESSAGE_IDS.belowMinimumWithSpec, values: { ...values, spec } }
    : { id: CART_MESSAGE_IDS.belowMinimum, values }
}
