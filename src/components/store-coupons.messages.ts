// Texts of a store's coupons where buyers look for them (issue 16 item 4): chips on the product detail, the
// receive dialog and the cart's store popover.
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const storeCouponMessages = defineMessages({
  amountOff: { id: 'components.storeCoupons.amountOff', defaultMessage: '{amount} de descuento' },
  percentOff: {
    id: 'components.storeCoupons.percentOff',
    defaultMessage: '{percent, number} % de descuento',
  },
  minAmount: { id: 'components.storeCoupons.minAmount', defaultMessage: 'En pedidos desde {amount}' },
  noMinimum: { id: 'components.storeCoupons.noMinimum', defaultMessage: 'Sin importe mínimo' },
  validity: { id: 'components.storeCoupons.validity', defaultMessage: 'Válido hasta el {end}' },
  remaining: {
    id: 'components.storeCoupons.remaining',
    defaultMessage: 'Quedan {count, plural, one {# cupón} other {# cupones}}',
  },
  receive: { id: 'components.storeCoupons.receive', defaultMessage: 'Recibir' },
  receiving: { id: 'components.storeCoupons.receiving', defaultMessage: 'Recibiendo...' },
  received: { id: 'components.storeCoupons.received', defaultMessage: 'Recibido' },
  soldOut: { id: 'components.storeCoupons.soldOut', defaultMessage: 'Agotado' },
  expired: { id: 'components.storeCoupons.expired', defaultMessage: 'Caducado' },
  receiveLabel: { id: 'components.storeCoupons.receiveLabel', defaultMessage: '{action}: {name}' },
  chipsLabel: { id: 'components.storeCoupons.chipsLabel', defaultMessage: 'Cupones de la tienda' },
  chipReceived: { id: 'components.storeCoupons.chipReceived', defaultMessage: '{value} (recibido)' },
  loading: { id: 'components.storeCoupons.loading', defaultMessage: 'Cargando cupones...' },
  failed: {
    id: 'components.storeCoupons.failed',
    defaultMessage: 'No se pudieron cargar los cupones.',
  },
  retry: { id: 'components.storeCoupons.retry', defaultMessage: 'Reintentar' },
  empty: { id: 'components.storeCoupons.empty', defaultMessage: 'Esta tienda no tiene cupones ahora.' },
})
