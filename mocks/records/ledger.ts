// The money ledger of the mock (issue 12 item 1; SPEC.md §1, §4, §5): every movement of a member's prepaid
// balance, credit line and points is one entry. A wallet is the sum of its entries and is never stored
// anywhere else (mocks/lib/ledger.ts posts entries and adds them up).

/** Which of the member's accounts an entry moves. */
export type LedgerAccount = 'balance' | 'credit' | 'points'

/**
 * Why the money moved:
 * - `opening`: the seeded figures of an account (mocks/seed.ts)
 * - `topUp`: money put on the prepaid balance
 * - `orderPaid`: a payment paid from the balance or on credit (paySn)
 * - `voucherRest`: what a recharge voucher left after paying (paySn) goes to the balance
 * - `cardBound`: the whole value of a top-up card bound at /shopping/card goes to the balance (documentSn: the
 *   bind's number, never the card number)
 * - `refund`: a refund paid back to the balance or freeing credit (afsSn, orderSn)
 * - `orderRejected`: a paid order the supplier rejected, paid back in full (orderSn)
 * - `depositForfeited`: a reservation deposit kept by the platform when the final payment was overdue (SPEC.md
 *   §4). A record entry: the deposit left the payer's money when it was paid (`orderPaid` of its paySn, or outside
 *   the ledger by card or e-payment), so the forfeit moves nothing (amount 0) and keeps the deposit as its
 *   `recordedAmount`; on the payer's balance account, with the order and the deposit's paySn
 * - `pointsSpent` / `pointsReturned`: points deducted at checkout / given back when the order is cancelled
 * - `pointsEarned`: points credited to the member
 * - `adjustment`: a correction set by the platform (mock control panel, tests)
 * - `billPaid`: a credit bill paid back (documentSn = the bill number, mocks/lib/credit-bills.ts): credit −amount,
 *   and balance −amount when paid from the prepaid balance (by e-payment only the credit entry)
 */
export type LedgerKind =
  | 'opening'
  | 'topUp'
  | 'orderPaid'
  | 'voucherRest'
  | 'cardBound'
  | 'refund'
  | 'orderRejected'
  | 'depositForfeited'
  | 'pointsSpent'
  | 'pointsReturned'
  | 'pointsEarned'
  | 'adjustment'
  | 'billPaid'

/**
 * One movement. `amount` is signed, in the account's own unit: on `balance` USD (+ money in, − money out), on
 * `credit` USD of credit used (+ uses credit, − frees it), on `points` whole points (+ earned, − spent). A
 * record entry (today only `depositForfeited`) has amount 0 and says what happened to money that moved
 * before in `recordedAmount`, so every figure stays the plain sum of `amount`.
 */
export interface LedgerEntryRecord {
  entryId: number
  memberId: number
  account: LedgerAccount
  amount: number
  /** a record entry's figure (positive, the account's unit; it moves nothing), null on every movement */
  recordedAmount: number | null
  kind: LedgerKind
  /** the payment it belongs to, if any */
  paySn: string | null
  /** the order it belongs to, if any */
  orderSn: string | null
  /** the refund (after-sales) it belongs to, if any */
  afsSn: string | null
  /** another document it belongs to (a top-up, a card, a bill), if any */
  documentSn: string | null
  /** when it was posted (mock clock, ms) */
  at: number
}
