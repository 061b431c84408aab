// Which actions an order offers and which deadlines it shows (issue 6 items 1–2). Never a hand-written table of
// states: the order's own lifecycle machine (machines/order-lifecycle, the same the mock backend obeys) is
// resolved from the `lifecycle` the API answers, and `can` / `metaOf` decide. The routes call these and give
// the views plain data.
import {
  can,
  isFinalState,
  metaOf,
  offersEvaluation,
  isKnownState,
  type LifecycleTypes,
  type PersistedLifecycle,
} from '../../../machines/order-lifecycle/lifecycle'
import type { OrderDetail, OrderSummary } from '../../api/orders'
import {
  evaluateHref,
  isAwaitingPayment,
  logisticsHref,
  payHref,
  refundApplyHref,
  refundDetailHref,
} from './order-labels'

export type OrderKind = 'regular' | 'reservation'

export type OrderLinkKind =
  'pay' | 'payDeposit' | 'payFinal' | 'evaluate' | 'refund' | 'viewRefund' | 'logistics'
export type OrderButtonKind = 'cancel' | 'confirmReceipt' | 'buyAgain'

/** A link to another screen, or a button handled by the order-actions flow. */
export type OrderAction = { kind: OrderLinkKind; href: string } | { kind: OrderButtonKind }

export type OrderActionKind = OrderAction['kind']

/** ISO dates of the deadlines an order counts down to (null when it has none now). */
export interface OrderDeadlines {
  /** the 24 h payment window of an unpaid order (or deposit) */
  payment: string | null
  /** reservation: pay the final payment before this, or the deposit is forfeited */
  finalPayment: string | null
  /** receipt is confirmed automatically at this time */
  receipt: string | null
}

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

/** The deadlines an order counts down to now. */
export function orderDeadlinesOf(order: OrderSummary): OrderDeadlines {
  const resolved = lifecycleOf(order)
  const buyerPays = resolved ? metaOf(resolved.kind, resolved.persisted.state).buyerPays : undefined
  const receipt =
    resolved && accepts(resolved.kind, resolved.persisted, { type: 'receipt.confirmed' })
      ? (order.receiptDeadline ?? null)
      : null
  return {
    payment: isAwaitingPayment(order) ? (order.expireTime ?? null) : null,
    finalPayment: buyerPays === 'final' && order.finalPaySn ? (order.finalPaymentDeadline ?? null) : null,
    receipt,
  }
}

/** The payment the buyer owes now (checkout payment, deposit or final payment), for its payment facts. */
export function owedPaySn(order: OrderSummary): string | null {
  const resolved = lifecycleOf(order)
  const buyerPays = resolved ? metaOf(resolved.kind, resolved.persisted.state).buyerPays : undefined
  if (buyerPays === 'order') return order.paySn
  if (buyerPays === 'deposit') return order.depositPaySn ?? null
  if (buyerPays === 'final') return order.finalPaySn ?? null
  return null
}

/** Waiting for the buyer to collect the goods with the pickup code (QR shown). */
export function isWaitingPickup(order: OrderSummary): boolean {
  const resolved = lifecycleOf(order)
  return resolved ? metaOf(resolved.kind, resolved.persisted.state).orderState === 35 : false
}
