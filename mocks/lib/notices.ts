// Which events tell the member something, and what (issue 11 item 6): the notice catalogue (dictionary keys
// the app words in Spanish, src/features/messages/notice-messages.ts) and the writers called from the single
// places where the mock changes a state — sendOrderEvent and sendRefundEvent (mocks/lib/order-lifecycle.ts),
// the third-party request records (mocks/lib/pay-request-records.ts) and the transfer rejection of the
// payment controls. Events the buyer causes himself (cancel, confirm receipt, review, withdraw) tell nothing.
import type { MessageLink, MessageType, OrderRecord, PayRequestRecord, RefundRecord } from '../db'
import { takesEventType } from '../../machines/order-lifecycle/lifecycle'
import { db } from '../db'
import { addMemberMessage } from './member-messages'

interface NoticeKind {
  type: MessageType
  /** msg.notice.<name>.title / .content */
  name: string
}

const kind = (type: MessageType, name: string): NoticeKind => ({ type, name })

/** Every notice the mock writes besides the account review ones (mocks/control-panel/endpoints/review-control.ts). */
export const NOTICES = {
  orderApproved: kind('order', 'orderApproved'),
  orderRejected: kind('order', 'orderRejected'),
  orderQuoted: kind('order', 'orderQuoted'),
  orderCancelledUnpaid: kind('order', 'orderCancelledUnpaid'),
  orderClosedOverdue: kind('order', 'orderClosedOverdue'),
  orderShipped: kind('order', 'orderShipped'),
  orderPickupReady: kind('order', 'orderPickupReady'),
  orderPickedUp: kind('order', 'orderPickedUp'),
  orderReceiptAutoConfirmed: kind('order', 'orderReceiptAutoConfirmed'),
  paymentReceived: kind('payment', 'paymentReceived'),
  depositReceived: kind('payment', 'depositReceived'),
  finalPaymentDue: kind('payment', 'finalPaymentDue'),
  finalPaymentReceived: kind('payment', 'finalPaymentReceived'),
  transferRejected: kind('payment', 'transferRejected'),
  refundRefused: kind('afterSales', 'refundRefused'),
  refundAwaitingReturn: kind('afterSales', 'refundAwaitingReturn'),
  refundConfirmed: kind('afterSales', 'refundConfirmed'),
  payRequestReceived: kind('payRequest', 'payRequestReceived'),
  payRequestAccepted: kind('payRequest', 'payRequestAccepted'),
  payRequestRefused: kind('payRequest', 'payRequestRefused'),
  payRequestWithdrawn: kind('payRequest', 'payRequestWithdrawn'),
  payRequestPaid: kind('payRequest', 'payRequestPaid'),
  payRequestExpired: kind('payRequest', 'payRequestExpired'),
} as const

export type NoticeName = keyof typeof NOTICES

export const noticeKeys = (name: NoticeName) => ({
  titleKey: `msg.notice.${name}.title`,
  contentKey: `msg.notice.${name}.content`,
})

async function notify(
  memberId: number,
  name: NoticeName,
  params: Record<string, string | number>,
  link: MessageLink | null,
): Promise<void> {
  await addMemberMessage({ memberId, type: NOTICES[name].type, ...noticeKeys(name), params, link })
}

/** The goods wait for the buyer at the warehouse: the state takes the pickup (either order lifecycle). */
const awaitsPickup = (state: string) =>
  takesEventType('regular', state, 'goods.pickedUp') || takesEventType('reservation', state, 'goods.pickedUp')

/** The notice of an order event the order's machine took, by event (and the state it led to), or null. */
export function orderNoticeOf(event: { type: string }, nextState: string): NoticeName | null {
  switch (event.type) {
    case 'supplier.approved':
      return 'orderApproved'
    case 'supplier.rejected':
      return 'orderRejected'
    case 'supplier.quoted':
      return 'orderQuoted'
    case 'payment.expired':
      return 'orderCancelledUnpaid'
    case 'finalPayment.overdue':
      return 'orderClosedOverdue'
    case 'batch.shipped':
    case 'pickup.ready':
      return awaitsPickup(nextState) ? 'orderPickupReady' : 'orderShipped'
    case 'goods.pickedUp':
      return 'orderPickedUp'
    case 'receipt.autoConfirmed':
      return 'orderReceiptAutoConfirmed'
    case 'payment.paid':
      return 'paymentReceived'
    case 'deposit.paid':
      return 'depositReceived'
    case 'goods.prepared':
      return 'finalPaymentDue'
    case 'finalPayment.paid':
      return 'finalPaymentReceived'
    default:
      return null
  }
}

/** Called by sendOrderEvent after the order's machine took the event. */
export async function noticeOrderEvent(order: OrderRecord, event: { type: string }): Promise<void> {
  const name = orderNoticeOf(event, order.lifecycle.state)
  if (!name) return
  const params: Record<string, string | number> = { orderSn: order.orderSn }
  if ('reason' in event && typeof event.reason === 'string') params.reason = event.reason
  if ('units' in event && typeof event.units === 'number') params.units = event.units
  await notify(order.memberId, name, params, { kind: 'order', sn: order.orderSn })
}

/** Called by sendRefundEvent after the refund's machine took the event. */
export async function noticeRefundEvent(refund: RefundRecord, event: { type: string }): Promise<void> {
  const state = refund.lifecycle.state
  const name: NoticeName | null =
    event.type === 'supplier.refused'
      ? 'refundRefused'
      : event.type === 'supplier.confirmed' || event.type === 'return.received'
        ? takesEventType('refund', state, 'return.shipped')
          ? 'refundAwaitingReturn'
          : 'refundConfirmed'
        : null
  if (!name) return
  await notify(
    refund.memberId,
    name,
    { afsSn: refund.afsSn, orderSn: refund.orderSn, reason: refund.refuseReason ?? '' },
    { kind: 'refund', sn: refund.afsSn },
  )
}

const nameOf = (memberId: number) =>
  db.members.findFirst((q) => q.where({ memberId }))?.memberName ?? String(memberId)

/** Called when a third-party request is created or changes state (mocks/lib/pay-request-records.ts). */
export async function noticePayRequest(request: PayRequestRecord, before: PayRequestRecord | null) {
  if (before?.state === request.state) return
  const params = {
    requestSn: request.requestSn,
    paySn: request.paySn,
    applicant: nameOf(request.applicantMemberId),
    payer: nameOf(request.payerMemberId),
    reason: request.refuseReason ?? '',
  }
  const toApplicant = (name: NoticeName) =>
    notify(request.applicantMemberId, name, params, { kind: 'payRequest', sn: request.requestSn })
  const toPayer = (name: NoticeName) =>
    notify(request.payerMemberId, name, params, { kind: 'payRequestToPay', sn: request.requestSn })
  switch (request.state) {
    case 'requested':
      return toPayer('payRequestReceived')
    case 'waitingPayment':
      return toApplicant('payRequestAccepted')
    case 'paid':
      return toApplicant('payRequestPaid')
    case 'expired':
      await toApplicant('payRequestExpired')
      return toPayer('payRequestExpired')
    case 'cancelled':
      return request.cancelledBy === 'payer'
        ? toApplicant('payRequestRefused')
        : toPayer('payRequestWithdrawn')
  }
}

/** The store refused a wire-transfer proof (mocks/control-panel/endpoints/payment-control.ts rejectTransfer). */
export async function noticeTransferRejected(memberId: number, paySn: string, reason: string) {
  await notify(memberId, 'transferRejected', { paySn, reason }, { kind: 'payment', sn: paySn })
}
