// GLOSSARY.md order status labels and the order of the status tabs, shared by the order list and the member
// home's order counts (issue 11 item 3), so the two screens name the same tabs the same way.
import type { OrderState } from '../api/orders'
import { defineMessages, type Message } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import ordersPart from '../i18n/parts/orders.json' with { type: 'json' }

addMessages(ordersPart)

/** GLOSSARY.md order status labels, by orderState code (openapi OrderSummary.orderState). */
export const orderStateMessages = defineMessages({
  state0: { id: 'orders.state.cancelled', defaultMessage: 'Cancelado' },
  state10: { id: 'orders.state.pendingPayment', defaultMessage: 'Pendiente de pago' },
  state20: { id: 'orders.state.pendingShipment', defaultMessage: 'Pendiente de envío' },
  state31: { id: 'orders.state.partiallyShipped', defaultMessage: 'Enviado parcialmente' },
  state35: { id: 'orders.state.pendingPickup', defaultMessage: 'Pendiente de recogida' },
  state30: { id: 'orders.state.pendingReceipt', defaultMessage: 'Pendiente de confirmación de recepción' },
  state40: { id: 'orders.state.pendingReview', defaultMessage: 'Pendiente de valoración' },
  state50: { id: 'orders.state.completed', defaultMessage: 'Completado' },
  state60: { id: 'orders.state.rejected', defaultMessage: 'Rechazado' },
  state70: { id: 'orders.state.afterSales', defaultMessage: 'Reembolso/Posventa' },
})

/** The status tabs after "Todos", in GLOSSARY.md order. */
export const ORDER_TABS: readonly OrderState[] = [10, 20, 31, 35, 30, 40, 50, 0, 60, 70]

export function orderStateMessage(state: OrderState): Message {
  return orderStateMessages[`state${state}`]
}

/** A tab's badge: the count, 99+ above 99 (REFERENCE.md §4). */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count))
