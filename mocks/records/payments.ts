// Records of payments (issue 5 items 5 and 6; SPEC.md §1, §4): payments, third-party requests, the
// Idempotency-Key store, recharge vouchers, uploads and the simulated gateway's sessions.

/** One payment (paySn) covers the orders of one checkout. */
export interface PaymentRecord {
  paySn: string
  /** what it pays: a regular checkout, a reservation deposit or a reservation final payment */
  kind: 'order' | 'deposit' | 'final'
  memberId: number
  orderSns: string[]
  needPay: number
  createdAt: number
  /** createdAt + 24 h (SPEC.md §4, §9) */
  expireAt: number
  payState: 'unpaid' | 'pendingConfirmation' | 'paid' | 'cancelled'
  payMethod: string | null
  /** who paid: the member, or the third-party payer */
  payerMemberId: number | null
  tradeSn: string | null
  paidAt: number | null
  proofUrl: string | null
  transferSubmittedAt: number | null
  transferRejectReason: string | null
}

export interface PayRequestRecord {
  requestSn: string
  paySn: string
  applicantMemberId: number
  payerMemberId: number
  state: 'requested' | 'waitingPayment' | 'paid' | 'cancelled' | 'expired'
  message: string
  refuseReason: string | null
  cancelledBy: 'applicant' | 'payer' | null
  createdAt: number
  expireAt: number
  paidAt: number | null
}

/** Idempotency-Key store: the first answer per key and member is replayed (issue 5). */
export interface IdempotencyRecord {
  key: string
  memberId: number
  path: string
  bodyHash: string
  /** the stored envelope, as JSON */
  response: string
  at: number
}

export interface VoucherRecord {
  cardNumber: string
  pin: string
  value: number
  usedAt: number | null
  usedByMemberId: number | null
}

/**
 * A top-up card bound to a member (issue 12 item 3, /shopping/card): its whole value went to the member's
 * prepaid balance as one `cardBound` ledger entry whose documentSn is `bindSn`.
 */
export interface CardBindRecord {
  bindSn: string
  memberId: number
  cardNumber: string
  value: number
  boundAt: number
}

/** A refused bind (unknown number or wrong PIN): what the wrong-PIN limit counts (mocks/lib/card-vouchers.ts). */
export interface CardBindFailureRecord {
  failureId: number
  memberId: number
  cardNumber: string
  at: number
}

export interface UploadRecord {
  path: string
  memberId: number
  source: string
  contentType: string
  size: number
  /** data: URL of the uploaded image, so the control panel can show the proof */
  dataUrl: string
  at: number
}

export interface GatewaySessionRecord {
  token: string
  paySn: string
  memberId: number
  amount: number
  state: 'open' | 'approved' | 'declined'
  /** set when the session pays a credit bill (paySn then holds the bill number; mocks/lib/credit-bills.ts) */
  billSn?: string
  createdAt: number
  /** set when the session pays a top-up (issue 12 item 2): paySn then carries the same number */
  rechargeSn?: string | null
}
