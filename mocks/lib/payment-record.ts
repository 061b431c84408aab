// The one literal of a new payment (issue 25 item 5): unpaid, nobody has paid it, no proof, due 24 h after it
// was made (SPEC.md §4, §9) unless the caller gives its own deadline (a final payment's, which its order's
// machine sets). Checkout, the supplier's quote and goods-prepared, the seed and the test fixtures make their
// payments here, so a field added to PaymentRecord is given its starting value once.
import { PAYMENT_WINDOW_MS } from '../../src/lib/order-constants'
import { clock } from '../clock'
import type { PaymentRecord } from '../db'

export interface NewPayment {
  paySn: string
  /** what it pays; a regular checkout unless said */
  kind?: PaymentRecord['kind']
  memberId: number
  orderSns: string[]
  needPay: number
  /** the mock clock's now unless said */
  createdAt?: number
  /** createdAt + PAYMENT_WINDOW_MS unless said */
  expireAt?: number
}

/** A payment as it is made: unpaid, with nothing paid, proved or refused yet. */
export function newPaymentRecord(fields: NewPayment): PaymentRecord {
  const createdAt = fields.createdAt ?? clock.now()
  return {
    paySn: fields.paySn,
    kind: fields.kind ?? 'order',
    memberId: fields.memberId,
    orderSns: fields.orderSns,
    needPay: fields.needPay,
    createdAt,
    expireAt: fields.expireAt ?? createdAt + PAYMENT_WINDOW_MS,
    payState: 'unpaid',
    payMethod: null,
    payerMemberId: null,
    tradeSn: null,
    paidAt: null,
    proofUrl: null,
    transferSubmittedAt: null,
    transferRejectReason: null,
  }
}
