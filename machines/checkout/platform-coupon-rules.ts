// Platform coupons at checkout (issue 16 item 4; REFERENCE.md checkout "platformCouponCode", platform coupon
// cards): one coupon of the platform for the whole order, applied after the store coupons. The form refuses a
// coupon whose minimum the order does not reach before asking the server, which checks the same rule
// (mocks/lib/checkout.ts) and answers its own Spanish message.
import type { Message } from '../../src/api/message'
import type { CheckoutData } from '../../src/api/checkout'
import { addMessages } from '../../src/i18n/dictionary'
import { formatMoney } from '../../src/i18n/format'
import checkoutPart from '../../src/i18n/parts/checkout.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'

addMessages(checkoutPart)

export const platformCouponMessages = defineMessages({
  minimum: {
    id: 'checkout.platformCoupon.minimum',
    defaultMessage: 'El importe del pedido no alcanza el mínimo del cupón ({amount}).',
  },
  unknown: {
    id: 'checkout.platformCoupon.unknown',
    defaultMessage: 'Este cupón ya no está disponible para este pedido.',
  },
})

/** Why this platform coupon cannot be chosen for the order priced now; null when it can (or for "none"). */
export function platformCouponProblem(
  couponCode: string | null,
  checkout: CheckoutData | null,
): Message | null {
  if (couponCode === null) return null
  const coupon = checkout?.platformCouponList?.find((row) => row.couponCode === couponCode)
  if (!coupon) return { id: platformCouponMessages.unknown.id }
  if (!coupon.usable)
    return { id: platformCouponMessages.minimum.id, values: { amount: formatMoney(coupon.minAmount) } }
  return null
}
