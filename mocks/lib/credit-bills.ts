// Credit bills (issue 12 item 4; SPEC.md §2 /member/credit/*, §5 "credit blocked by overdue bills or
// insufficient limit"; GLOSSARY.md "Facturas de crédito"). A bill is never stored: it is read from the
// member's credit entries of the ledger (mocks/lib/ledger.ts) and the mock clock.
// - One bill per calendar month (UTC) in which credit moved: its lines are the credit entries posted in that
//   month (orders paid on credit, refunds and rejections freeing credit, the seeded opening figure, platform
//   adjustments); its amount is their sum.
// - Paying a bill posts `billPaid` entries with documentSn = the bill number (credit −amount, and balance
//   −amount when paid from the prepaid balance), so what is paid is a sum of entries too.
// - Credit freed in a month beyond what that month used (a refund of an earlier month's order) pays the oldest
//   bills still owing first, so the bills' outstanding amounts always add up to the credit used.
// - State: open while the month runs; then pending until the due date (BILL_DUE_DAYS after the month ends);
//   overdue once the mock clock passes the due date unpaid; paid when nothing is outstanding. An overdue bill
//   blocks credit payment (mocks/handlers/payment.ts through hasOverdueBill) until it is paid.
import { clock } from '../clock'
import { db, type GatewaySessionRecord, type LedgerEntryRecord, type LedgerKind } from '../db'
import { entriesOf, inLedgerTurn, type Movement, type Posted } from './ledger'

/** Days between the end of a bill's month and its due date. */
export const BILL_DUE_DAYS = 20
const DAY = 86_400_000

export type CreditBillState = 'open' | 'pending' | 'overdue' | 'paid'

export interface CreditBillLine {
  kind: LedgerKind
  /** signed: + credit used, − credit freed */
  amount: number
  at: number
  paySn: string | null
  orderSns: string[]
}

export interface CreditBill {
  billSn: string
  memberId: number
  /** YYYY-MM (UTC) */
  period: string
  periodStart: number
  periodEnd: number
  dueAt: number
  amount: number
  paidAmount: number
  outstanding: number
  state: CreditBillState
  lines: CreditBillLine[]
  payments: CreditBillLine[]
  paidAt: number | null
}

export const CREDIT_BILL_MESSAGES = {
  notFound: 'La factura de crédito no existe.',
  alreadyPaid: 'Esta factura ya está pagada.',
  stillOpen: 'La factura aún está abierta: podrá pagarse cuando cierre el periodo.',
} as const

const BILL_SN = /^CB(\d{6})(\d{4})(\d{2})$/

const cents = (value: number) => Math.round(value * 100)
const fromCents = (value: number) => value / 100

/** The month of a moment (UTC): its key and bounds. */
export function periodOf(ms: number): { period: string; start: number; end: number } {
  const date = new Date(ms)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth()
  return {
    period: `${year}-${String(month + 1).padStart(2, '0')}`,
    start: Date.UTC(year, month, 1),
    end: Date.UTC(year, month + 1, 1),
  }
}

/** CB + member id (6 digits) + year + month, e.g. CB000004202511. */
export const billSnOf = (memberId: number, period: string) =>
  `CB${String(memberId).padStart(6, '0')}${period.replace('-', '')}`

/** The orders a credit entry concerns: its own order, or the orders of its payment. */
function orderSnsOf(entry: LedgerEntryRecord): string[] {
  if (entry.orderSn) return [entry.orderSn]
  if (!entry.paySn) return []
  const payment = db.payments.findFirst((q) => q.where({ paySn: entry.paySn! }))
  return payment ? [...payment.orderSns] : []
}

const lineOf = (entry: LedgerEntryRecord): CreditBillLine => ({
  kind: entry.kind,
  amount: entry.amount,
  at: entry.at,
  paySn: entry.paySn,
  orderSns: orderSnsOf(entry),
})

/** The member's bills, oldest first, as the mock clock reads them at `now`. */
export function billsOf(memberId: number, now: number = clock.now()): CreditBill[] {
  const byPeriod = new Map<string, { start: number; end: number; charges: LedgerEntryRecord[] }>()
  const paymentsBySn = new Map<string, LedgerEntryRecord[]>()
  for (const entry of entriesOf(memberId, 'credit')) {
    if (entry.kind === 'billPaid') {
      const sn = entry.documentSn ?? ''
      paymentsBySn.set(sn, [...(paymentsBySn.get(sn) ?? []), entry])
      continue
    }
    const { period, start, end } = periodOf(entry.at)
    const bucket = byPeriod.get(period) ?? { start, end, charges: [] }
    bucket.charges.push(entry)
    byPeriod.set(period, bucket)
  }
  const periods = [...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b))
  const drafts = periods.map(([period, bucket]) => {
    const billSn = billSnOf(memberId, period)
    const payments = paymentsBySn.get(billSn) ?? []
    const amountCents = bucket.charges.reduce((sum, entry) => sum + cents(entry.amount), 0)
    const paidCents = -payments.reduce((sum, entry) => sum + cents(entry.amount), 0)
    return { period, billSn, bucket, payments, amountCents, paidCents, owing: amountCents - paidCents }
  })
  // credit freed beyond a month's own use pays the oldest bills still owing
  let surplus = drafts.reduce((sum, draft) => sum + Math.max(0, -draft.owing), 0)
  for (const draft of drafts) {
    if (draft.owing < 0) draft.owing = 0
    const applied = Math.min(surplus, draft.owing)
    draft.owing -= applied
    surplus -= applied
  }
  return drafts.map((draft) => {
    const dueAt = draft.bucket.end + BILL_DUE_DAYS * DAY
    const state: CreditBillState =
      now < draft.bucket.end ? 'open' : draft.owing <= 0 ? 'paid' : now > dueAt ? 'overdue' : 'pending'
    const lastPayment = draft.payments.at(-1)
    return {
      billSn: draft.billSn,
      memberId,
      period: draft.period,
      periodStart: draft.bucket.start,
      periodEnd: draft.bucket.end,
      dueAt,
      amount: fromCents(draft.amountCents),
      paidAmount: fromCents(draft.paidCents),
      outstanding: fromCents(draft.owing),
      state,
      lines: draft.bucket.charges.map(lineOf),
      payments: draft.payments.map(lineOf),
      paidAt: state === 'paid' && lastPayment ? lastPayment.at : null,
    }
  })
}

/** One bill of the member, or null (another member's number or an unknown one). */
export function billOf(memberId: number, billSn: string, now: number = clock.now()): CreditBill | null {
  const match = BILL_SN.exec(billSn)
  if (!match || Number(match[1]) !== memberId) return null
  return billsOf(memberId, now).find((bill) => bill.billSn === billSn) ?? null
}

/** SPEC.md §5: an unpaid bill past its due date blocks credit payment. */
export const hasOverdueBill = (memberId: number, now: number = clock.now()): boolean =>
  billsOf(memberId, now).some((bill) => bill.state === 'overdue')

/** What the overdue bills still owe. */
export const overdueAmountOf = (memberId: number, now: number = clock.now()): number =>
  fromCents(
    billsOf(memberId, now)
      .filter((bill) => bill.state === 'overdue')
      .reduce((sum, bill) => sum + cents(bill.outstanding), 0),
  )

/** Why `bill` cannot be paid now, or null. */
export function billPayRefusal(bill: CreditBill | null): string | null {
  if (!bill) return CREDIT_BILL_MESSAGES.notFound
  if (bill.state === 'open') return CREDIT_BILL_MESSAGES.stillOpen
  if (bill.state === 'paid' || bill.outstanding <= 0) return CREDIT_BILL_MESSAGES.alreadyPaid
  return null
}

// ——— paying ———

export type BillPaid =
  | { ok: true; bill: CreditBill; posted: Posted }
  | { ok: false; refusal: string }
  | { ok: false; ledgerRefused: Extract<Posted, { ok: false }> }

/**
 * Pays what `billSn` still owes: from the prepaid balance (balance −x and credit −x together, or nothing) or
 * from outside money (an approved e-payment: credit −x only). At most `cap` is paid (a gateway session's amount).
 * What is owed is read and paid in the ledger's turn (inLedgerTurn): no other posting (a second payment of the
 * bill, a credit payment or refund changing what is owed) comes between the check and the posting.
 */
export function payBill(
  memberId: number,
  billSn: string,
  source: 'balance' | 'external',
  cap = Number.POSITIVE_INFINITY,
): Promise<BillPaid> {
  return inLedgerTurn(async (postAll): Promise<BillPaid> => {
    const bill = billOf(memberId, billSn)
    const refusal = billPayRefusal(bill)
    if (refusal || !bill) return { ok: false, refusal: refusal ?? CREDIT_BILL_MESSAGES.notFound }
    const amount = fromCents(Math.min(cents(bill.outstanding), cents(cap)))
    const entry = { memberId, kind: 'billPaid', documentSn: billSn } as const
    const movements: Movement[] = [{ ...entry, account: 'credit', amount: -amount }]
    if (source === 'balance') movements.unshift({ ...entry, account: 'balance', amount: -amount })
    const posted = await postAll(movements)
    if (!posted.ok) return { ok: false, ledgerRefused: posted }
    return { ok: true, bill: billOf(memberId, billSn)!, posted }
  })
}

/** The sum of the outstanding amounts, which equals the credit used (mocks/lib/ledger.test.ts holds it). */
export const outstandingTotalOf = (memberId: number): number =>
  fromCents(billsOf(memberId).reduce((sum, bill) => sum + cents(bill.outstanding), 0))

// ——— by e-payment (the mock gateway of mocks/control-panel/endpoints/payment-control.ts) ———

let gatewaySerial = 0

/** A fresh token of a gateway session that pays a bill. */
export function newBillGatewayToken(): string {
  let token: string
  do {
    gatewaySerial += 1
    token = `TP-CB-${clock.now().toString(36).toUpperCase()}-${gatewaySerial}`
  } while (db.gatewaySessions.findFirst((q) => q.where({ token })))
  return token
}

/** Where the gateway sends the buyer back after a bill's session (paths of this site only). */
export function billReturnUrls(billSn: string): { returnSuccess: string; returnFail: string } {
  const sn = encodeURIComponent(billSn)
  return {
    returnSuccess: `/member/credit/pay?billSn=${sn}&result=success`,
    returnFail: `/member/credit/pay?billSn=${sn}&result=fail`,
  }
}

/** The gateway approved a bill's session: the money came from outside, so only the credit is freed. */
export async function settleBillSession(session: GatewaySessionRecord): Promise<string | null> {
  if (!session.billSn) return CREDIT_BILL_MESSAGES.notFound
  const paid = await payBill(session.memberId, session.billSn, 'external', session.amount)
  if (paid.ok) return null
  return 'refusal' in paid ? paid.refusal : CREDIT_BILL_MESSAGES.alreadyPaid
}
