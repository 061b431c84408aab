// The words and codes of the order and refund states (issue 13 item 1), written once: each lifecycle
// machine's `meta.label` points here, and the screens that name statuses without an order at hand (the status
// tabs of the order list, the member home's counts) read the same records. Light on purpose: no xstate, so a
// screen that only names a status does not load the machines. The mock backend words its `orderStateValue` and
// `stateValue` from the same `defaultMessage`s, so server and client cannot disagree.
import { defineMessages, type Message } from '../../src/lib/intl'
import { addMessages } from '../../src/i18n/dictionary'
import {
  FINAL_PAYMENT_WINDOW_MS,
  PAYMENT_WINDOW_MS,
  RECEIPT_AUTO_CONFIRM_MS,
} from '../../src/lib/order-constants'
import ordersPart from '../../src/i18n/parts/orders.json' with { type: 'json' }
import refundsPart from '../../src/i18n/parts/refunds.json' with { type: 'json' }
import type { OrderStatusCode } from './order-status-codes'

addMessages(ordersPart)
addMessages(refundsPart)

/** GLOSSARY.md order status labels, by orderState code (openapi OrderSummary.orderState). */
export const orderStatusLabels = defineMessages({
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

// the codes alone, without this dictionary, for the order list's loader (issue 14 item 3)
export { ORDER_TABS, isOrderStatusCode, type OrderStatusCode } from './order-status-codes'

export function orderStatusLabel(code: OrderStatusCode): Message {
  return orderStatusLabels[`state${code}`]
}

/**
 * A reservation order's own state labels (SPEC.md §4): the GLOSSARY.md label of its orderState code would
 * mislead (e.g. "Pendiente de pago" while the supplier still reviews).
 */
export const reservationStateLabels = defineMessages({
  waitingReview: {
    id: 'orders.reserve.waitingReview',
    defaultMessage: 'Pendiente de revisión del proveedor',
  },
  rejected: { id: 'orders.reserve.rejected', defaultMessage: 'Revisión rechazada por el proveedor' },
  waitingQuote: {
    id: 'orders.reserve.waitingQuote',
    defaultMessage: 'Pendiente de cotización del proveedor',
  },
  waitingDeposit: { id: 'orders.reserve.waitingDeposit', defaultMessage: 'Pendiente de pago del depósito' },
  preparing: { id: 'orders.reserve.preparing', defaultMessage: 'El proveedor prepara la mercancía' },
  waitingFinalPayment: {
    id: 'orders.reserve.waitingFinalPayment',
    defaultMessage: 'Pendiente de pago final',
  },
  waitingShipment: { id: 'orders.reserve.waitingShipment', defaultMessage: 'Pendiente de envío' },
  shipping: { id: 'orders.reserve.shipping', defaultMessage: 'Enviado en lotes' },
  waitingPickup: { id: 'orders.reserve.waitingPickup', defaultMessage: 'Pendiente de recogida' },
  waitingReceipt: {
    id: 'orders.reserve.waitingReceipt',
    defaultMessage: 'Pendiente de confirmación de recepción',
  },
  finished: { id: 'orders.reserve.finished', defaultMessage: 'Finalizado' },
  cancelled: { id: 'orders.reserve.cancelled', defaultMessage: 'Cancelado' },
  closedOverdue: { id: 'orders.reserve.closedOverdue', defaultMessage: 'Cerrado por pago final vencido' },
})

/** A refund's state (openapi RefundSummary.stateValue). */
export const refundStateLabels = defineMessages({
  applied: { id: 'refunds.state.applied', defaultMessage: 'Solicitado, pendiente del proveedor' },
  refused: { id: 'refunds.state.refused', defaultMessage: 'Rechazado por el proveedor' },
  waitingReturn: {
    id: 'refunds.state.waitingReturn',
    defaultMessage: 'Aprobado, pendiente de la devolución',
  },
  returnShipped: {
    id: 'refunds.state.returnShipped',
    defaultMessage: 'Mercancía devuelta, pendiente de recepción',
  },
  refunded: { id: 'refunds.state.refunded', defaultMessage: 'Reembolsado' },
  withdrawn: { id: 'refunds.state.withdrawn', defaultMessage: 'Retirado por el comprador' },
})

/** A refund's state as a step of its progress ("Solicitud enviada" rather than "Solicitado, pendiente…"). */
export const refundStepLabels = defineMessages({
  applied: { id: 'refunds.step.applied', defaultMessage: 'Solicitud enviada' },
  refused: { id: 'refunds.step.refused', defaultMessage: 'Rechazada por el proveedor' },
  waitingReturn: { id: 'refunds.step.waitingReturn', defaultMessage: 'Devolución aprobada' },
  returnShipped: { id: 'refunds.step.returnShipped', defaultMessage: 'Mercancía devuelta' },
  refunded: { id: 'refunds.step.refunded', defaultMessage: 'Reembolsado' },
  withdrawn: { id: 'refunds.step.withdrawn', defaultMessage: 'Solicitud retirada' },
})

/** The words of each countdown: the time left ("… {time}") and the deadline itself ("… {date}"). */
export const deadlineLabels = defineMessages({
  paymentRemaining: { id: 'orders.pay.countdown', defaultMessage: 'Tiempo restante para pagar: {time}' },
  paymentBefore: { id: 'orders.pay.before', defaultMessage: 'Pague antes del {date}' },
  finalPaymentRemaining: {
    id: 'orders.final.countdown',
    defaultMessage: 'Tiempo restante para pagar el saldo final: {time}',
  },
  finalPaymentBefore: {
    id: 'orders.final.before',
    defaultMessage:
      'Pague el saldo final antes del {date}; si no, el pedido se cierra y se pierde el depósito.',
  },
  receiptRemaining: {
    id: 'orders.receipt.countdown',
    defaultMessage: 'Confirmación automática de la recepción en: {time}',
  },
  receiptBefore: {
    id: 'orders.receipt.before',
    defaultMessage: 'La recepción se confirmará automáticamente el {date}.',
  },
})

/**
 * The clocks of the order lifecycles (SPEC.md §4, §9), written once. A state runs a clock when its `meta.deadline`
 * names it (a test checks that such a state takes the clock's event, and that no other state does). When the
 * clock runs out the server sends `event` to the order's machine (the mock's deadline sweep); the screens count
 * down to the same deadline with `remaining` and `before`.
 * - `payment`: the 24 h window of an unpaid order or deposit, held by its payment (it starts when the payment is
 *   made out, at checkout or at the supplier's quote);
 * - `finalPayment`, `receipt`: start when the order enters a state that runs them.
 */
export const DEADLINES = {
  payment: {
    event: 'payment.expired',
    windowMs: PAYMENT_WINDOW_MS,
    startsOnEntry: false,
    remaining: deadlineLabels.paymentRemaining,
    before: deadlineLabels.paymentBefore,
  },
  finalPayment: {
    event: 'finalPayment.overdue',
    windowMs: FINAL_PAYMENT_WINDOW_MS,
    startsOnEntry: true,
    remaining: deadlineLabels.finalPaymentRemaining,
    before: deadlineLabels.finalPaymentBefore,
  },
  receipt: {
    event: 'receipt.autoConfirmed',
    windowMs: RECEIPT_AUTO_CONFIRM_MS,
    startsOnEntry: true,
    remaining: deadlineLabels.receiptRemaining,
    before: deadlineLabels.receiptBefore,
  },
} as const satisfies Record<
  string,
  { event: string; windowMs: number; startsOnEntry: boolean; remaining: Message; before: Message }
>

export type DeadlineName = keyof typeof DEADLINES

/** The clocks in the order the screens show their countdowns. */
export const DEADLINE_NAMES = Object.keys(DEADLINES) as DeadlineName[]
