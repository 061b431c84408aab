// After-sales in the mock (issue 6; decision 007): the supplier's answers to a refund and the payback, shared
// by the buyer's after-sales handlers (mocks/handlers/after-sales.ts) and the supplier's control endpoints.
// Every change of a refund's state goes through the refund machine (sendRefundEvent) and every change of the
// order's state through the order machine (sendOrderEvent); a refused event changes nothing (null).
import { db, type OrderLogEntry, type RefundRecord } from '../db'
import { metaOf } from '../../machines/order-lifecycle/lifecycle'
import { payBackTo } from './ledger'
import { sendOrderEvent, sendRefundEvent } from './order-lifecycle'
import { paidAmount } from './order-view'
import { round2 } from './pricing'

const orderOf = (refund: RefundRecord) =>
  db.orders.findFirst((q) => q.where({ orderSn: refund.orderSn })) ?? null

/** Tells the order's machine the refund closed (back to where it was, or cancelled when everything was refunded). */
async function closeOnOrder(
  refund: RefundRecord,
  refundedEverything: boolean,
  note: string | Pick<OrderLogEntry, 'noteKey' | 'noteValues'>,
): Promise<void> {
  const order = orderOf(refund)
  if (!order) return
  await sendOrderEvent(
    order,
    { type: 'refund.closed', refundedEverything },
    typeof note === 'string' ? { actor: 'platform', note } : { actor: 'platform', detail: note },
  )
}

/** The supplier refuses the refund (applied → refused); the order goes back to where it was. */
export async function refuseRefund(refund: RefundRecord, reason: string): Promise<RefundRecord | null> {
  const next = await sendRefundEvent(
    refund,
    { type: 'supplier.refused', reason },
    { actor: 'supplier', note: reason, reason },
    (r) => void (r.refuseReason = reason),
  )
  if (!next) return null
  await closeOnOrder(next, false, `Reembolso ${refund.afsSn} rechazado por el proveedor: ${reason}`)
  return next
}

/**
 * The money goes back to the account that paid (SPEC.md §5): the order's refundedAmount grows; a prepaid
 * balance gets the amount back, a credit line frees it; other methods are only recorded. Then the order's
 * refund closes (a refund of everything paid cancels a regular order).
 */
export async function payBack(refund: RefundRecord): Promise<void> {
  const order = orderOf(refund)
  if (!order) return
  await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
    data: (o) => void (o.refundedAmount = round2(o.refundedAmount + refund.amount)),
  })
  const [method, payer] = refund.refundAccount.split(':')
  const payerMemberId = Number(payer)
  const member = Number.isInteger(payerMemberId)
    ? db.members.findFirst((q) => q.where({ memberId: payerMemberId }))
    : undefined
  if (member)
    await payBackTo(method ?? '', member.memberId, refund.amount, {
      kind: 'refund',
      afsSn: refund.afsSn,
      orderSn: refund.orderSn,
    })
  const updated = orderOf(refund)!
  await closeOnOrder(
    refund,
    updated.refundedAmount >= paidAmount(updated),
    // the amount as a number: the client formats it (issue 15 item 11)
    { noteKey: 'refundPaidBack', noteValues: { afsSn: refund.afsSn, amount: refund.amount } },
  )
}

/**
 * The supplier confirms the refund: a refund only is refunded now (paid back); a refund with return waits
 * for the buyer's return (applied → waitingReturn).
 */
export async function confirmRefund(refund: RefundRecord): Promise<RefundRecord | null> {
  const next = await sendRefundEvent(
    refund,
    { type: 'supplier.confirmed' },
    { actor: 'supplier', note: refund.type === 'return' ? 'Devolución aprobada' : 'Reembolso aprobado' },
  )
  if (!next) return null
  if (metaOf('refund', next.lifecycle.state).moneyBack) await payBack(next)
  return db.refunds.findFirst((q) => q.where({ afsSn: refund.afsSn }))!
}

/** The supplier received the returned goods (returnShipped → refunded): the money goes back. */
export async function receiveReturn(refund: RefundRecord): Promise<RefundRecord | null> {
  const next = await sendRefundEvent(
    refund,
    { type: 'return.received' },
    { actor: 'supplier', note: 'Mercancía devuelta recibida' },
  )
  if (!next) return null
  await payBack(next)
  return db.refunds.findFirst((q) => q.where({ afsSn: refund.afsSn }))!
}
