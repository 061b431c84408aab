// The core of orders and payments in the mock (SPEC.md §4): numbers, state labels, the 24 h payment window
// swept with the mock clock, and the one way a payment becomes paid or cancelled. Handlers of checkout,
// payment, third-party payment and the control panel all go through here, so the rules hold everywhere.
// The buyer's cancel and the 24 h sweep read, check and change a payment and its orders in the ledger's turn
// (inLedgerTurn), with the points they give back, as paying does: a cancel, an expiry and a payment sent
// together cannot each find it unpaid (SPEC.md §4; §5 one record per money action).
import {
  REGULAR_STATUS,
  refusesFinalPayer,
  type PersistedLifecycle,
} from '../../machines/order-lifecycle/lifecycle'
import { paymentMessages } from '../../src/schemas/payment-rules'
import { clock } from '../clock'
import { db, type MemberRecord, type OrderRecord, type PaymentRecord } from '../db'
import { inLedgerTurn, type PostAll } from './ledger'
import {
  OVERDUE_NOTE,
  hasPassedOrderDeadline,
  orderAccepts,
  sendOrderEvent,
  sweepOrderDeadlines,
} from './order-lifecycle'
import { updatePayRequest } from './pay-request-records'
import { t } from './i18n'
import { PAYMENT_MESSAGES } from './payment-view'
import { isRecordSn } from '../../src/api/record-number'

/** Regular order states (openapi OrderSummary.orderState): the codes of the regular-order machine's meta. */
export const ORDER_STATE = REGULAR_STATUS

let serial = 0
/** Unique, sortable numbers (time + serial): `prefix` + 14 digits + 4 digits. */
function newNumber(prefix: string): string {
  serial = (serial + 1) % 10_000
  const stamp = new Date(clock.now()).toISOString().replace(/\D/g, '').slice(0, 14)
  let candidate = `${prefix}${stamp}${String(serial).padStart(4, '0')}`
  while (
    db.orders.findFirst((q) => q.where({ orderSn: candidate })) ||
    db.payments.findFirst((q) => q.where({ paySn: candidate })) ||
    db.payRequests.findFirst((q) => q.where({ requestSn: candidate })) ||
    db.refunds.findFirst((q) => q.where({ afsSn: candidate }))
  ) {
    serial = (serial + 1) % 10_000
    candidate = `${prefix}${stamp}${String(serial).padStart(4, '0')}`
  }
  return candidate
}

export const newOrderSn = () => newNumber('P')
export const newPaySn = () => newNumber('PG')
export const newRequestSn = () => newNumber('ST')
export const newTradeSn = () => newNumber('TR')
export const newAfsSn = () => newNumber('AS')

/** Puts back the stock an order took (cancellation). */
export async function restoreStock(order: OrderRecord): Promise<void> {
  for (const line of order.lines) {
    const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
    if (product) await db.products.update(product, { data: (p) => void (p.stock += line.buyNum) })
  }
}

/** Gives back the coupon and points an order used (cancellation before payment), in the caller's turn. */
async function restoreBenefits(order: OrderRecord, postMovements: PostAll): Promise<void> {
  if (order.couponReceiptId != null) {
    const receipt = db.couponReceipts.findFirst((q) => q.where({ receiptId: order.couponReceiptId! }))
    if (receipt) await db.couponReceipts.update(receipt, { data: (r) => void (r.usedAt = 0) })
  }
  // the platform coupon spans the checkout's orders (issue 16 item 4): the first cancelled one gives it back
  if (order.platformReceiptId != null) {
    const receipt = db.couponReceipts.findFirst((q) => q.where({ receiptId: order.platformReceiptId! }))
    if (receipt && receipt.usedAt !== 0)
      await db.couponReceipts.update(receipt, { data: (r) => void (r.usedAt = 0) })
  }
  if (order.integral > 0) {
    const member = db.members.findFirst((q) => q.where({ memberId: order.memberId }))
    if (member)
      await postMovements([
        {
          memberId: member.memberId,
          account: 'points',
          amount: order.integral,
          kind: 'pointsReturned',
          orderSn: order.orderSn,
          paySn: order.paySn,
        },
      ])
  }
}

/**
 * Cancels an unpaid payment and tells its orders' machines: an order or deposit payment that expired cancels
 * the order (stock, coupon and points come back), a final payment that expired closes the reservation order
 * and forfeits the deposit (SPEC.md §4). `cancelledByBuyer` sends the buyer's cancellation instead. Only in
 * the ledger's turn, whose postAll it is given; the caller found the payment unpaid in the same turn.
 */
async function cancelPayment(
  payment: PaymentRecord,
  reason: string,
  postMovements: PostAll,
  cancelledByBuyer = false,
): Promise<void> {
  await db.payments.update((q) => q.where({ paySn: payment.paySn }), {
    data: (p) => void (p.payState = 'cancelled'),
  })
  for (const orderSn of payment.orderSns) {
    const order = db.orders.findFirst((q) => q.where({ orderSn }))
    if (!order) continue
    const event =
      payment.kind === 'final'
        ? ({ type: 'finalPayment.overdue' } as const)
        : cancelledByBuyer
          ? ({ type: 'buyer.cancelled', reason } as const)
          : ({ type: 'payment.expired' } as const)
    const note = payment.kind === 'final' ? OVERDUE_NOTE : reason
    const changed = await sendOrderEvent(order, event, {
      actor: cancelledByBuyer ? 'buyer' : 'platform',
      note,
      patch: (o) => void (o.cancelReason = note),
      postAll: postMovements,
    })
    if (!changed) continue
    await restoreStock(order)
    if (payment.kind !== 'final') await restoreBenefits(order, postMovements)
  }
  for (const request of db.payRequests.findMany((q) => q.where({ paySn: payment.paySn }))) {
    if (request.state === 'requested' || request.state === 'waitingPayment')
      await updatePayRequest(request, (r) => {
        // the buyer cancelled the order: the request is cancelled by its applicant, not expired
        r.state = cancelledByBuyer ? 'cancelled' : 'expired'
        if (cancelledByBuyer) r.cancelledBy = 'applicant'
      })
  }
}

export const EXPIRED_REASON = 'Cancelado automáticamente: no se pagó en 24 horas.'

/** Unpaid payments past their 24 h window. */
const expiredPayments = (now: number) =>
  db.payments.findMany((q) => q.where({ payState: 'unpaid' })).filter((payment) => payment.expireAt <= now)

/** Open third-party requests past their deadline, but not one whose transfer waits for the store. */
const expiredRequests = (now: number) =>
  db.payRequests
    .all()
    .filter((r) => (r.state === 'requested' || r.state === 'waitingPayment') && r.expireAt <= now)
    .filter(
      (r) => db.payments.findFirst((q) => q.where({ paySn: r.paySn }))?.payState !== 'pendingConfirmation',
    )

/**
 * The 24 h payment window (SPEC.md §4): every unpaid payment past its deadline is cancelled, and every open
 * third-party request past its own deadline expires; then the orders' own deadlines (sweepOrderDeadlines).
 * Called by each handler that reads orders or payments, so the mock clock moving forward is enough (no
 * timers). A transfer waiting for the store's confirmation is not cancelled: the buyer has paid, the store
 * must answer. What is due is found first without the ledger's turn (most calls find nothing), then found
 * again and changed inside it: two requests sweeping together, or a sweep and a payment, act once.
 */
export async function sweepExpired(now = clock.now()): Promise<void> {
  const due =
    expiredPayments(now).length > 0 || expiredRequests(now).length > 0 || hasPassedOrderDeadline(now)
  if (!due) return
  await inLedgerTurn(async (postMovements) => {
    for (const payment of expiredPayments(now)) await cancelPayment(payment, EXPIRED_REASON, postMovements)
    for (const request of expiredRequests(now))
      await updatePayRequest(request, (r) => void (r.state = 'expired'))
    await sweepOrderDeadlines(now, postMovements)
  })
}

/**
 * Marks a payment paid and tells its orders' machines (order paid → pending shipment; deposit paid →
 * supplier prepares; final payment paid → waiting shipment), and marks the active third-party request paid.
 * The final payment's payer was checked against the deposit's before (payment.ts, SPEC.md §5). Paying calls it
 * inside the ledger's turn (inLedgerTurn), so nothing it does may post through the ledger's own post/postAll:
 * that would wait for the turn it is in.
 */
export async function markPaymentPaid(
  payment: PaymentRecord,
  payMethod: string,
  payerMemberId: number,
): Promise<PaymentRecord> {
  const now = clock.now()
  const tradeSn = newTradeSn()
  await db.payments.update((q) => q.where({ paySn: payment.paySn }), {
    data(p) {
      p.payState = 'paid'
      p.payMethod = payMethod
      p.payerMemberId = payerMemberId
      p.tradeSn = tradeSn
      p.paidAt = now
      p.transferRejectReason = null
    },
  })
  for (const orderSn of payment.orderSns) {
    const order = db.orders.findFirst((q) => q.where({ orderSn }))
    if (!order) continue
    const event =
      payment.kind === 'deposit'
        ? ({ type: 'deposit.paid', payerMemberId } as const)
        : payment.kind === 'final'
          ? ({ type: 'finalPayment.paid', payerMemberId } as const)
          : ({ type: 'payment.paid' } as const)
    await sendOrderEvent(order, event, {
      actor: 'buyer',
      note: payMethod,
      patch: (o) => void (payment.kind !== 'final' && (o.payTime = now)),
    })
  }
  for (const request of db.payRequests.findMany((q) => q.where({ paySn: payment.paySn }))) {
    if (request.state === 'requested' || request.state === 'waitingPayment')
      await updatePayRequest(request, (r) => {
        r.state = request.payerMemberId === payerMemberId ? 'paid' : 'cancelled'
        r.paidAt = request.payerMemberId === payerMemberId ? now : null
        if (request.payerMemberId !== payerMemberId) r.cancelledBy = 'applicant'
      })
  }
  return db.payments.findFirst((q) => q.where({ paySn: payment.paySn }))!
}

export const isOrderSn = isRecordSn

/**
 * The member's order with this number; null for another member's, an unknown or a malformed number, and for
 * one the buyer deleted from their list (issue 16 item 6: it exists only for the supplier now).
 */
export const orderOfMember = (member: MemberRecord, orderSn: unknown): OrderRecord | null => {
  if (!isOrderSn(orderSn)) return null
  const order = db.orders.findFirst((q) => q.where({ orderSn, memberId: member.memberId }))
  return order && !order.buyerDeleted ? order : null
}

/** Why a payment cannot be paid now (by anyone), or null. */
export function payableRefusal(payment: PaymentRecord): string | null {
  if (payment.payState === 'cancelled') return PAYMENT_MESSAGES.expired
  if (payment.payState === 'unpaid' && payment.expireAt <= clock.now()) return PAYMENT_MESSAGES.expired
  if (payment.payState === 'paid') return PAYMENT_MESSAGES.alreadyPaid
  if (payment.payState === 'pendingConfirmation') return PAYMENT_MESSAGES.pendingConfirmation
  return null
}

/** SPEC.md §5: deposit and final payment must use the same payer account (decision 007). */
export const SAME_PAYER_MESSAGE = t(paymentMessages.finalPayerOnly.id)

/**
 * Why `payerMemberId` may not pay `payment`, or null: a reservation's final payment may only come from the
 * member whose account paid the deposit. The rule is the reservation machine's own same-payer guard, asked
 * before any money moves (doPay) and before a third party is asked to pay or accepts (payRequest/add, accept):
 * the order's state takes a final payment, but not from this payer.
 */
export function finalPayerRefusal(payment: PaymentRecord, payerMemberId: number): string | null {
  if (payment.kind !== 'final') return null
  const order = db.orders.findFirst((q) => q.where({ orderSn: payment.orderSns[0] ?? '' }))
  if (!order || order.orderType !== 2) return null
  return refusesFinalPayer(order.lifecycle as PersistedLifecycle<'reservation'>, payerMemberId)
    ? SAME_PAYER_MESSAGE
    : null
}

/**
 * The buyer cancels one order (orderOperate/cancel), through its machine's `buyer.cancelled`. An unpaid regular
 * order leaves its checkout payment: the payment's amount drops by the order's total (a payment left without
 * orders is cancelled); a reservation order waiting for its deposit cancels the deposit payment. Stock, coupon
 * and points come back. Null (nothing changed) when the order's state does not take the event, or when its
 * payment is no longer simply unpaid (a wire transfer waiting for the store's confirmation is money on its way).
 * The order and its payment are read again and changed in the ledger's turn: a cancel sent with a payment of
 * the same order, or twice (a double click), acts once, and the other finds the order paid or cancelled.
 */
export const cancelOrderByBuyer = (order: OrderRecord, reason: string): Promise<OrderRecord | null> =>
  inLedgerTurn(async (postMovements) => {
    const current = db.orders.findFirst((q) => q.where({ orderSn: order.orderSn }))
    if (!current || !orderAccepts(current, { type: 'buyer.cancelled', reason })) return null
    const paySn = current.orderType === 2 ? current.depositPaySn : current.paySn
    const payment = paySn ? db.payments.findFirst((q) => q.where({ paySn })) : undefined
    if (payment && payment.payState !== 'unpaid') return null
    if (payment && payment.orderSns.length === 1 && payment.orderSns[0] === current.orderSn) {
      await cancelPayment(payment, reason, postMovements, true)
      return db.orders.findFirst((q) => q.where({ orderSn: current.orderSn }))!
    }
    const changed = await sendOrderEvent(
      current,
      { type: 'buyer.cancelled', reason },
      {
        actor: 'buyer',
        note: reason,
        patch: (o) => void (o.cancelReason = reason),
        postAll: postMovements,
      },
    )
    if (!changed) return null
    if (payment?.orderSns.includes(current.orderSn)) {
      await db.payments.update((q) => q.where({ paySn: payment.paySn }), {
        data(p) {
          p.orderSns = p.orderSns.filter((sn) => sn !== current.orderSn)
          p.needPay = Math.max(0, Math.round((p.needPay - current.totalMoney) * 100) / 100)
        },
      })
    }
    await restoreStock(current)
    await restoreBenefits(current, postMovements)
    return changed
  })
