// Top-ups of the prepaid balance (issue 12 item 2; SPEC.md §1, §4 "Recharge: pending confirmation, confirmed",
// §5): how a record is made, read and settled. A record holds no money: confirming one posts a `topUp` ledger
// entry (documentSn = rechargeSn) through mocks/lib/ledger.ts; rejecting or declining one posts nothing. A record
// is settled in the ledger's turn, so it is settled once however many confirmations arrive together.
// Shared by the member's handlers (mocks/handlers/wallet.ts), the platform's (mocks/control-panel/endpoints/wallet-control.ts)
// and the simulated gateway (mocks/control-panel/endpoints/payment-control.ts).
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, type LedgerEntryRecord, type RechargeRecord } from '../db'
import { PAYMENT_WINDOW_MS } from '../../src/lib/order-constants'
import { inLedgerTurn, type PostAll } from './ledger'
import { fileUrlOrNull } from './private-files'

type Recharge = components['schemas']['Recharge']
type BalanceLogEntry = components['schemas']['BalanceLogEntry']

export const RECHARGE_MESSAGES = {
  notFound: 'No se encontró el registro de recarga.',
  notPending: 'Esta recarga no está pendiente de confirmación.',
  notCredited: 'No se pudo abonar la recarga en el saldo.',
  rejectedDefault: 'El comprobante no corresponde a una transferencia recibida.',
  notUnpaid: 'Esta recarga ya no está pendiente de pago.',
  expired: 'La recarga caducó: pasó el plazo de pago de 24 horas.',
} as const

let serial = 0

/** RC + the mock clock's UTC timestamp + a serial: unique among the top-ups. */
export function newRechargeSn(): string {
  const stamp = new Date(clock.now()).toISOString().replace(/\D/g, '').slice(0, 14)
  let candidate: string
  do {
    serial = (serial + 1) % 10_000
    candidate = `RC${stamp}${String(serial).padStart(4, '0')}`
  } while (db.recharges.findFirst((q) => q.where({ rechargeSn: candidate })))
  return candidate
}

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString())

export function rechargeOut(record: RechargeRecord): Recharge {
  return {
    rechargeSn: record.rechargeSn,
    amount: record.amount,
    payMethod: record.payMethod,
    payState: record.payState,
    createTime: new Date(record.createdAt).toISOString(),
    voucherUrl: fileUrlOrNull(record.voucherUrl),
    rejectReason: record.rejectReason,
    finishTime: iso(record.finishedAt),
  }
}

export const rechargeBySn = (rechargeSn: string) =>
  db.recharges.findFirst((q) => q.where({ rechargeSn })) ?? null

/** The member's own top-up, or null (another member's reads as unknown). */
export function memberRecharge(memberId: number, rechargeSn: string): RechargeRecord | null {
  const record = rechargeBySn(rechargeSn)
  return record && record.memberId === memberId ? record : null
}

/** Newest first. */
export function rechargesOf(memberId: number, payState?: RechargeRecord['payState']): RechargeRecord[] {
  return db.recharges
    .findMany((q) => q.where(payState ? { memberId, payState } : { memberId }))
    .sort((a, b) => b.createdAt - a.createdAt || b.rechargeSn.localeCompare(a.rechargeSn))
}

export async function createRecharge(
  fields: Pick<RechargeRecord, 'memberId' | 'amount' | 'payMethod' | 'voucherUrl'>,
): Promise<RechargeRecord> {
  return db.recharges.create({
    ...fields,
    rechargeSn: newRechargeSn(),
    payState: fields.payMethod === 'transfer' ? 'pendingConfirmation' : 'unpaid',
    rejectReason: null,
    createdAt: clock.now(),
    finishedAt: null,
  })
}

async function update(record: RechargeRecord, change: (r: RechargeRecord) => void): Promise<RechargeRecord> {
  await db.recharges.update((q) => q.where({ rechargeSn: record.rechargeSn }), { data: change })
  return rechargeBySn(record.rechargeSn)!
}

/** Why a top-up was not settled: unknown, no longer in the state the caller settles, or the ledger refused. */
export type SettleRefusal = 'notFound' | 'notOpen' | 'notCredited'
export type Settled = { ok: true; record: RechargeRecord } | { ok: false; refusal: SettleRefusal }

/**
 * Settles the top-up `rechargeSn` if it is still `from` (pending confirmation for the platform, unpaid for the
 * gateway). The record is read again and changed in the ledger's turn (inLedgerTurn), together with the posting:
 * two confirmations at once cannot both find it open, so the second one is refused and the money is posted once.
 */
function settle(
  rechargeSn: string,
  from: 'pendingConfirmation' | 'unpaid',
  write: (record: RechargeRecord, postAll: PostAll) => Promise<boolean>,
): Promise<Settled> {
  return inLedgerTurn(async (postAll): Promise<Settled> => {
    const record = rechargeBySn(rechargeSn)
    if (!record) return { ok: false, refusal: 'notFound' }
    if (record.payState !== from) return { ok: false, refusal: 'notOpen' }
    if (!(await write(record, postAll))) return { ok: false, refusal: 'notCredited' }
    return { ok: true, record: rechargeBySn(rechargeSn)! }
  })
}

/**
 * The money arrived (the platform confirmed the transfer, or the gateway approved): the balance gets the
 * amount as one `topUp` entry of the recharge number and the record is confirmed, once (see settle).
 */
export const confirmRecharge = (rechargeSn: string, from: 'pendingConfirmation' | 'unpaid') =>
  settle(rechargeSn, from, async (record, postAll) => {
    const posted = await postAll([
      {
        memberId: record.memberId,
        account: 'balance',
        amount: record.amount,
        kind: 'topUp',
        documentSn: record.rechargeSn,
      },
    ])
    if (!posted.ok) return false
    await update(record, (r) => {
      r.payState = 'confirmed'
      r.finishedAt = clock.now()
    })
    return true
  })

/**
 * The platform refused the voucher (transfer) or the gateway declined (e-payment): nothing is posted. In the
 * ledger's turn too, so a rejection cannot overwrite a confirmation that credited the balance at the same time.
 */
export const closeRecharge = (
  rechargeSn: string,
  from: 'pendingConfirmation' | 'unpaid',
  reason: string | null,
) =>
  settle(rechargeSn, from, async (record) => {
    await update(record, (r) => {
      r.payState = r.payMethod === 'transfer' ? 'declined' : 'failed'
      r.rejectReason = reason
      r.finishedAt = clock.now()
    })
    return true
  })

/**
 * SPEC.md §4/§9 payment window: an e-payment top-up still unpaid 24 h after it was made expires, as an order
 * payment does (mocks/lib/order-records.ts sweepExpired). Read paths call it first, so the mock clock decides.
 */
export async function expireStaleRecharges(now = clock.now()): Promise<void> {
  const stale = db.recharges
    .findMany((q) => q.where({ payState: 'unpaid' }))
    .filter((record) => record.createdAt + PAYMENT_WINDOW_MS <= now)
  for (const record of stale)
    await settle(record.rechargeSn, 'unpaid', async (open) => {
      await update(open, (r) => {
        r.payState = 'expired'
        r.finishedAt = now
      })
      return true
    })
}

/**
 * The member gives up an unpaid e-payment top-up: cancelled, nothing posted. In the ledger's turn, so a gateway
 * approval arriving at the same moment either credits it first (and the cancel is refused) or finds it cancelled.
 */
export const cancelRecharge = (rechargeSn: string) =>
  settle(rechargeSn, 'unpaid', async (record) => {
    await update(record, (r) => {
      r.payState = 'cancelled'
      r.finishedAt = clock.now()
    })
    return true
  })

// ——— the balance's movements ———

export interface BalanceLogFilter {
  type: 'all' | 'income' | 'expense'
  kind: string | null
  /** UTC days, both included (AAAA-MM-DD) */
  startDate: string | null
  endDate: string | null
}

const DAY = 86_400_000

/** [from, to) in mock-clock ms of the filter's days; an inverted range is read the other way round. */
function dayBounds(filter: BalanceLogFilter): [number, number] {
  const parse = (day: string | null) => (day ? Date.parse(`${day}T00:00:00Z`) : NaN)
  let from = parse(filter.startDate)
  let to = parse(filter.endDate)
  if (Number.isFinite(from) && Number.isFinite(to) && from > to) [from, to] = [to, from]
  return [Number.isFinite(from) ? from : -Infinity, Number.isFinite(to) ? to + DAY : Infinity]
}

/**
 * The balance entries of the member, newest first, each with the balance right after it (computed over every
 * entry, so a filtered page still shows true running figures).
 */
export function balanceLogOf(
  entries: readonly LedgerEntryRecord[],
  filter: BalanceLogFilter,
): BalanceLogEntry[] {
  const cents = (amount: number) => Math.round(amount * 100)
  let running = 0
  const withAfter = entries.map((entry) => {
    running += cents(entry.amount)
    return { entry, after: running / 100 }
  })
  const [from, to] = dayBounds(filter)
  return withAfter
    .filter(({ entry }) => filter.type !== 'income' || entry.amount > 0)
    .filter(({ entry }) => filter.type !== 'expense' || entry.amount < 0)
    .filter(({ entry }) => !filter.kind || entry.kind === filter.kind)
    .filter(({ entry }) => entry.at >= from && entry.at < to)
    .reverse()
    .map(({ entry, after }) => ({
      logId: entry.entryId,
      createTime: new Date(entry.at).toISOString(),
      changeValue: entry.amount,
      recordedValue: entry.recordedAmount,
      afterValue: after,
      kind: entry.kind,
      documentSn: entry.documentSn,
      orderSn: entry.orderSn,
      paySn: entry.paySn,
      afsSn: entry.afsSn,
    }))
}
