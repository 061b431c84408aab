// The order's history as a simple timeline (issue 5: created → paid or cancelled), built from the fields the
// contract gives for one order. Pure: the detail route builds it, the view only renders it.
import type { OrderDetail } from '../../api/orders'
import type { Message } from '../../lib/intl'
import { orderDetailMessages as d } from './messages'
import { payMethodMessage, statusMessageOf } from './order-labels'

export interface TimelineEntry {
  key: string
  /** ISO date-time, or null when the contract gives no time for this step */
  time: string | null
  message: Message
  /** dictionary messages used as values of `message` (e.g. the payment method) */
  messageValues?: Record<string, Message | string>
  note?: string
}

export interface PaymentFacts {
  /** a rejected wire-transfer proof (the order is unpaid again) */
  transferRejectReason: string | null
}

/** When the order's log (oldest first) last reached a state. */
function loggedAt(order: OrderDetail, ...states: string[]): string | null {
  const entries = (order.log ?? []).filter((entry) => states.includes(entry.state))
  return entries.at(-1)?.time ?? null
}

export function orderTimeline(order: OrderDetail, payment: PaymentFacts | null): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    {
      key: 'created',
      time: order.createTime,
      message: order.orderType === 2 ? d.logWaitingReview : d.logCreated,
    },
  ]
  if (payment?.transferRejectReason && order.payState === 'unpaid')
    entries.push({
      key: 'transferRejected',
      time: null,
      message: d.logTransferRejected,
      note: payment.transferRejectReason,
    })
  if (order.payState === 'pendingConfirmation')
    entries.push({ key: 'transferSent', time: null, message: d.logTransferSent })
  if (order.payState === 'paid' || order.payTime) {
    const method = payMethodMessage(order.payMethod)
    entries.push({
      key: 'paid',
      time: order.payTime ?? loggedAt(order, 'paid'),
      ...(method || order.payMethod
        ? { message: d.logPaidWith, messageValues: { method: method ?? order.payMethod ?? '' } }
        : { message: d.logPaid }),
    })
  }
  if (order.orderState === 0)
    entries.push({
      key: 'cancelled',
      time: loggedAt(order, 'cancelled'),
      message: d.logCancelled,
      ...(order.cancelReason ? { note: order.cancelReason } : {}),
    })
  // later steps (shipping, pickup, receipt, review, after-sales) have no time in the contract yet: the
  // current state closes the history
  const later =
    order.orderState !== 0 &&
    (order.orderType === 2
      ? Boolean(order.reserveState) && order.reserveState !== 'waitingReview'
      : ![10, 20].includes(order.orderState))
  if (later)
    entries.push({
      key: 'current',
      time: null,
      message: d.logState,
      messageValues: { state: statusMessageOf(order) },
    })
  return entries
}
