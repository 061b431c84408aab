// Texts of the cart's store coupon popover and of the cart line details (issue 16 items 4 and 5).
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import cartPart from '../../i18n/parts/cart.json' with { type: 'json' }

addMessages(cartPart)

export const cartCouponMessages = defineMessages({
  coupons: { id: 'cart.storeCoupons.button', defaultMessage: 'Cupones' },
  couponsLabel: { id: 'cart.storeCoupons.label', defaultMessage: 'Cupones de {store}' },
  close: { id: 'cart.storeCoupons.close', defaultMessage: 'Cerrar cupones' },
  productCode: { id: 'cart.line.productCode', defaultMessage: 'Código: {code}' },
  saleUnit: { id: 'cart.line.saleUnit', defaultMessage: 'Unidad: {unit}' },
  ladder: { id: 'cart.line.ladder', defaultMessage: 'Precios por cantidad' },
  ladderTier: { id: 'cart.line.ladderTier', defaultMessage: '≥ {min, number}: {price}' },
  ladderCurrent: { id: 'cart.line.ladderCurrent', defaultMessage: 'precio aplicado' },
})
