// Which actions an order offers and which deadlines it shows (issue 6 items 1–2). Never a hand-written table of
// states: the order's own lifecycle machine (machines/order-lifecycle, the same the mock backend obeys) is
// resolved from the `lifecycle` the API answers, and `can` / `metaOf` decide. The routes call these and give
// the views plain data.
import {
  can,
  deadlineOf,
  isFinalState,
  metaOf,
  offersEvaluation,
  isKnownState,
  owedPaySnOf,
  type DeadlineName,
  type LifecycleTypes,
  type PersistedLifecycle,
} from '../../../machines/order-lifecycle/lifecycle'
import type { OrderDetail, OrderSummary } from '../../api/orders'
import { evaluateHref, logisticsHref, payHref, refundApplyHref, refundDetailHref } from './order-labels'

export type OrderKind = 'regular' | 'reservation'

export type OrderLinkKind =
  'pay' | 'payDeposit' | 'payFinal' | 'evaluate' | 'refund' | 'viewRefund' | 'logistics'
export type OrderButtonKind = 'cancel' | 'confirmReceipt' | 'buyAgain'

/** A link to another screen, or a button handled by the order-actions flow. */
export type OrderAction = { kind: OrderLinkKind; href: string } | { kind: OrderButtonKind }

export type OrderActionKind = OrderAction['kind']

/**
 * ISO dates of the deadlines an order counts down to, one per clock of the lifecycles (machines/order-lifecycle
 * DEADLINES: the 24 h payment window, a reservation's final payment, the automatic receipt); null when its clock
 * does not run in the order's state.
 */
export type OrderDeadlines = Record<DeadlineName, string | null>

export const kindOfOrder = (order: Pick<OrderSummary, 'orderType' | 'lifecycle'>): OrderKind =>
  order.lifecycle?.kind === 'reservation' || (!order.lifecycle && order.orderType === 2)
    ? 'reservation'
    : 'regular'

/** The lifecycle of an order, as its machine resolves it; null when the server's state is unknown to it. */
function lifecycleOf(order: OrderSummary): { kind: OrderKind; persisted: PersistedLifecycle } | null {
  const kind = kindOfOrder(order)
  const state = order.lifecycle?.state
  if (!state || !isKnownState(kind, state)) return null
  return { kind, persisted: { state, context: order.lifecycle!.context as never } }
}

function accepts<K extends OrderKind>(
  kind: K,
  persisted: PersistedLifecycle,
  event: LifecycleTypes[K]['event'],
): boolean {
  return can(kind, persisted as PersistedLifecycle<K>, event)
}

const isDetail = (order: OrderSummary): order is OrderDetail => 'batches' in order

/** Whether the order has shipped something (it has batches to follow). */
function hasBatches(order: OrderSummary): boolean {
  if (isDetail(order)) return order.batches.length > 0
  return Number((order.lifecycle?.context as { unitsShipped?: unknown } | undefined)?.unitsShipped) > 0
}

/** The payment the buyer owes now, by the state's meta.buyerPays: its action, or null. */
function paymentAction(order: OrderSummary, buyerPays: 'order' | 'deposit' | 'final' | undefined) {
  if (buyerPays === 'order')
    return order.paySn && order.payState === 'unpaid'
      ? ({ kind: 'pay', href: payHref(order.paySn) } as const)
      : null
  if (buyerPays === 'deposit') {
    const open = !isDetail(order) || order.depositPayState === 'unpaid'
    return order.depositPaySn && open
      ? ({ kind: 'payDeposit', href: payHref(order.depositPaySn) } as const)
      : null
  }
  if (buyerPays === 'final') {
    const open = !isDetail(order) || order.finalPayState === 'unpaid'
    return order.finalPaySn && open ? ({ kind: 'payFinal', href: payHref(order.finalPaySn) } as const) : null
  }
  return null
}

/** The actions an order offers now, in the order the card shows them (the main one first). */
export function orderActionsOf(order: OrderSummary): OrderAction[] {
  const resolved = lifecycleOf(order)
  if (!resolved) return []
  const { kind, persisted } = resolved
  const meta = metaOf(kind, persisted.state)
  const actions: OrderAction[] = []
  const pay = paymentAction(order, meta.buyerPays)
  if (pay) actions.push(pay)
  if (accepts(kind, persisted, { type: 'receipt.confirmed' })) actions.push({ kind: 'confirmReceipt' })
  if (offersEvaluation(kind, persisted.state, order.evaluated === true))
    actions.push({ kind: 'evaluate', href: evaluateHref(order.orderSn) })
  if (order.openRefundSn) actions.push({ kind: 'viewRefund', href: refundDetailHref(order.openRefundSn) })
  else if (
    kind === 'regular' &&
    accepts('regular', persisted, { type: 'refund.opened' }) &&
    (!isDetail(order) || order.refundableAmount > 0)
  )
    actions.push({ kind: 'refund', href: refundApplyHref(order.orderSn) })
  if (hasBatches(order)) actions.push({ kind: 'logistics', href: logisticsHref(order.orderSn) })
  // buying again is offered once the order has run its course
  if (isFinalState(kind, persisted.state) || meta.orderState === 40 || meta.orderState === 50)
    actions.push({ kind: 'buyAgain' })
  if (accepts(kind, persisted, { type: 'buyer.cancelled', reason: '' })) actions.push({ kind: 'cancel' })
  return actions
}

/** The deadlines an order counts down to now: only the clock its state runs (meta.deadline), from the server. */
export function orderDeadlinesOf(order: OrderSummary): OrderDeadlines {
  const resolved = lifecycleOf(order)
  const running = resolved ? deadlineOf(resolved.kind, resolved.persisted.state) : null
  return {
    payment: running === 'payment' ? (order.expireTime ?? null) : null,
    finalPayment: running === 'finalPayment' ? (order.finalPaymentDeadline ?? null) : null,
    receipt: running === 'receipt' ? (order.receiptDeadline ?? null) : null,
  }
}

/** The payment the buyer owes now (checkout payment, deposit or final payment), for its payment facts. */
export function owedPaySn(order: OrderSummary): string | null {
  const resolved = lifecycleOf(order)
  return resolved ? owedPaySnOf(resolved.kind, resolved.persisted.state, order) : null
}

/** Waiting for the buyer to collect the goods with the pickup code (QR shown). */
export function isWaitingPickup(order: OrderSummary): boolean {
  const resolved = lifecycleOf(order)
  return resolved ? metaOf(resolved.kind, resolved.persisted.state).orderState === 35 : false
}
