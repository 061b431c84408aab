// Texts of the platform coupons and the new invoice header at checkout (issue 16 item 4).
import { defineMessages } from '../../lib/intl'
import { addMessages } from '../../i18n/dictionary'
import checkoutPart from '../../i18n/parts/checkout.json' with { type: 'json' }

addMessages(checkoutPart)

export const platformCouponViewMessages = defineMessages({
  title: { id: 'checkout.platformCoupons.title', defaultMessage: 'Cupones de la plataforma' },
  none: { id: 'checkout.platformCoupons.none', defaultMessage: 'No usar cupón de la plataforma' },
  empty: {
    id: 'checkout.platformCoupons.empty',
    defaultMessage: 'No tiene cupones de la plataforma para este pedido.',
  },
  amountOff: { id: 'checkout.platformCoupons.amountOff', defaultMessage: '{amount} de descuento' },
  percentOff: {
    id: 'checkout.platformCoupons.percentOff',
    defaultMessage: '{percent, number} % de descuento',
  },
  minimum: { id: 'checkout.platformCoupons.minimum', defaultMessage: 'En pedidos desde {amount}' },
  saves: { id: 'checkout.platformCoupons.saves', defaultMessage: 'Ahorra {amount}' },
  notReached: {
    id: 'checkout.platformCoupons.notReached',
    defaultMessage: 'El pedido no alcanza el mínimo',
  },
  until: { id: 'checkout.platformCoupons.until', defaultMessage: 'Válido hasta el {date}' },
  discount: {
    id: 'checkout.platformCoupons.discount',
    defaultMessage: 'Descuento del cupón de la plataforma',
  },
  newInvoice: { id: 'checkout.invoice.new', defaultMessage: 'Nuevo encabezado de factura' },
})
