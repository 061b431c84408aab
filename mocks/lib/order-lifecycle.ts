// The mock's side of the order machines (issue 6; decision 007): every change of an order's or a refund's
// state goes through the lifecycle machines of machines/order-lifecycle, so the server can only ever hold a
// state the machine can reach, and an action the current state does not take is refused (no corrupted
// order). orderState (GLOSSARY.md label code) and reserveState are derived here from the machine's state.
// The member's notices of these changes are written here too (mocks/lib/notices.ts), not by each caller, and
// so are the points a received order earns and the ledger entry of a forfeited deposit.
import {
  DEADLINES,
  advance,
  deadlineOf,
  initial,
  initialStateOf,
  metaOf,
  startedDeadline,
  type DeadlineName,
  type LifecycleTypes,
  type PersistedLifecycle,
} from '../../machines/order-lifecycle/lifecycle'
import { clock } from '../clock'
import { db, type OrderLogEntry, type OrderRecord, type RefundHistoryEntry, type RefundRecord } from '../db'
import { postAll, type PostAll } from './ledger'
import { noticeOrderEvent, noticeRefundEvent } from './notices'
import { awardOrderPoints } from './points'

export type OrderKind = 'regular' | 'reservation'
export type OrderEvent = LifecycleTypes['regular']['event'] | LifecycleTypes['reservation']['event']
export type RefundEvent = LifecycleTypes['refund']['event']
export type Actor = NonNullable<OrderLogEntry['actor']>

export const kindOf = (order: Pick<OrderRecord, 'orderType'>): OrderKind =>
  order.orderType === 2 ? 'reservation' : 'regular'

const unitsOf = (order: Pick<OrderRecord, 'lines'>) => order.lines.reduce((sum, line) => sum + line.buyNum, 0)

/** The lifecycle fields of a new order (spread into db.orders.create). */
export function newOrderLifecycle(orderType: 1 | 2, lines: OrderRecord['lines']) {
  const kind: OrderKind = orderType === 2 ? 'reservation' : 'regular'
  const lifecycle = initial(kind, { unitsTotal: unitsOf({ lines }) }) as PersistedLifecycle
  return {
    lifecycle,
    orderState: metaOf(kind, lifecycle.state).orderState!,
    reserveState: kind === 'reservation' ? lifecycle.state : null,
    batches: [],
    pickupCode: null,
    quote: null,
    depositPaySn: null,
    finalPaySn: null,
    finalPaymentDeadline: null,
    receiptDeadline: null,
    depositForfeited: false,
    refundedAmount: 0,
    evaluation: null,
    contractNo: null,
    rejectReason: null,
  } satisfies Partial<OrderRecord>
}

/** The first entry of a new order's history: the state its lifecycle starts in. */
export function openingLogEntry(orderType: 1 | 2, note = ''): OrderLogEntry {
  return { at: clock.now(), state: initialStateOf(orderType === 2 ? 'reservation' : 'regular'), note }
}

/** Whether the order's current state takes the event (guards included), without changing anything. */
export function orderAccepts(order: OrderRecord, event: OrderEvent): boolean {
  return advance(kindOf(order), order.lifecycle as never, event as never) !== null
}

/**
 * Sends an event to the order's machine. Returns the updated order, or null (nothing changed) when the
 * current state refuses it. `patch` writes the fields that go with the transition in the same update.
 */
export async function sendOrderEvent(
  order: OrderRecord,
  event: OrderEvent,
  options: {
    actor: Actor
    note?: string
    /** a note the client words from a key and numbers (amounts never as text, issue 15 item 11) */
    detail?: Pick<OrderLogEntry, 'noteKey' | 'noteValues'>
    patch?: (order: OrderRecord) => void
    /** the ledger turn's postAll when the caller holds the turn (the points or the kept deposit it writes) */
    postAll?: PostAll
  } = { actor: 'platform' },
): Promise<OrderRecord | null> {
  const kind = kindOf(order)
  const next = advance(kind, order.lifecycle as never, event as never)
  if (!next) return null
  const now = clock.now()
  const meta = metaOf(kind, next.state)
  const entered = next.state !== order.lifecycle.state
  await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
    data(o) {
      o.lifecycle = next as PersistedLifecycle
      o.orderState = meta.orderState!
      o.reserveState = kind === 'reservation' ? next.state : null
      if (meta.depositForfeited) o.depositForfeited = true
      // a clock the new state starts (its meta.deadline) counts from now; the receipt countdown ends with its
      // state, the final payment's deadline stays on record (the order shows when it was due)
      const started = startedDeadline(kind, order.lifecycle.state, next.state)
      if (started) setDeadline(o, started, now + DEADLINES[started].windowMs)
      if (entered && deadlineOf(kind, next.state) !== 'receipt') o.receiptDeadline = null
      options.patch?.(o)
      o.log.push({
        at: now,
        state: next.state,
        note: options.note ?? '',
        actor: options.actor,
        ...options.detail,
      })
    },
  })
  const updated = db.orders.findFirst((q) => q.where({ orderSn: order.orderSn }))!
  // received (pending review, or a reservation order finished): the buyer earns points once per order (issue 12
  // item 5; mocks/lib/points.ts awardOrderPoints)
  const postMovements = options.postAll ?? postAll
  if (isReceived(updated.orderState) && !isReceived(order.orderState))
    await awardOrderPoints(updated, postMovements)
  // the final payment was overdue (SPEC.md §4): the kept deposit is written once, as the order enters the state
  // that forfeits it, whichever sweep sent the event
  if (updated.depositForfeited && !order.depositForfeited)
    await recordForfeitedDeposit(updated, postMovements)
  // the buyer hears of the change here, once, whoever sent the event (issue 11 item 6)
  await noticeOrderEvent(updated, event)
  return updated
}

/**
 * The forfeited deposit in the movements of the member who paid it (issue 12 item 1; SPEC.md §4): one
 * `depositForfeited` entry with the order and the deposit's paySn. The deposit already left that member's money
 * when it was paid (an `orderPaid` entry from the balance or credit; by card or e-payment outside the ledger),
 * so the entry is a record entry: amount 0, the deposit as its recordedAmount. Debiting it here would take the
 * deposit twice. Nothing is written without a paid deposit.
 */
async function recordForfeitedDeposit(order: OrderRecord, postMovements: PostAll): Promise<void> {
  const deposit = order.depositPaySn
    ? db.payments.findFirst((q) => q.where({ paySn: order.depositPaySn! }))
    : undefined
  if (!deposit || deposit.payState !== 'paid' || !(deposit.needPay > 0)) return
  await postMovements([
    {
      memberId: deposit.payerMemberId ?? order.memberId,
      account: 'balance',
      amount: 0,
      recordedAmount: deposit.needPay,
      kind: 'depositForfeited',
      orderSn: order.orderSn,
      paySn: deposit.paySn,
    },
  ])
}

/** GLOSSARY.md codes of a received order: pending review (40) or completed (50). */
const isReceived = (orderState: number) => orderState === 40 || orderState === 50

/** Sends an event to a refund's machine; null when its current state refuses it. */
export async function sendRefundEvent(
  refund: RefundRecord,
  event: RefundEvent,
  entry: Omit<RefundHistoryEntry, 'at' | 'state'>,
  patch?: (refund: RefundRecord) => void,
): Promise<RefundRecord | null> {
  const next = advance('refund', refund.lifecycle as never, event)
  if (!next) return null
  const now = clock.now()
  await db.refunds.update((q) => q.where({ afsSn: refund.afsSn }), {
    data(r) {
      r.lifecycle = next as PersistedLifecycle
      if (metaOf('refund', next.state).moneyBack) r.refundedAt = now
      patch?.(r)
      r.history.push({ at: now, state: next.state, ...entry })
    },
  })
  const updated = db.refunds.findFirst((q) => q.where({ afsSn: refund.afsSn }))!
  await noticeRefundEvent(updated, event)
  return updated
}

/** Where the order keeps each clock that starts with a state (the payment window is its payment's expireAt). */
const DEADLINE_FIELD = {
  finalPayment: 'finalPaymentDeadline',
  receipt: 'receiptDeadline',
} as const satisfies Partial<Record<DeadlineName, keyof OrderRecord>>

function setDeadline(order: OrderRecord, name: DeadlineName, at: number) {
  if (name !== 'payment') order[DEADLINE_FIELD[name]] = at
}

/** The deadline of the clock running in the order's state now, or null (none runs, or it is the payment's). */
export function runningDeadline(order: OrderRecord): { name: DeadlineName; at: number | null } | null {
  const name = deadlineOf(kindOf(order), order.lifecycle.state)
  if (!name) return null
  return { name, at: name === 'payment' ? null : order[DEADLINE_FIELD[name]] }
}

export const OVERDUE_NOTE = 'Pedido cerrado: el saldo final no se pagó a tiempo; el depósito se pierde.'
export const AUTO_CONFIRM_NOTE = 'Recepción confirmada automáticamente al vencer el plazo.'

/** The order's clock-driven deadline when it has passed (the payment window is its payment's), or null. */
function passedDeadline(order: OrderRecord, now: number) {
  const running = runningDeadline(order)
  // the payment window is swept with its payment (sweepExpired), which tells the order
  return running && running.at !== null && running.at <= now ? running : null
}

/** Whether sweepOrderDeadlines has something to do, read without taking the ledger's turn. */
export const hasPassedOrderDeadline = (now: number): boolean =>
  db.orders.all().some((order) => passedDeadline(order, now) !== null)

/**
 * The clock-driven transitions (SPEC.md §4): a final payment past its deadline closes the reservation order
 * and forfeits the deposit; receipt is confirmed automatically when its countdown ends. Run by the payment
 * sweep (mocks/lib/order-records.ts sweepExpired) in the ledger's turn, whose postAll it is given: the orders
 * are read inside the turn, so a final payment paid at the same moment is seen before the overdue event.
 */
export async function sweepOrderDeadlines(now: number, postMovements: PostAll): Promise<void> {
  for (const order of db.orders.all()) {
    const passed = passedDeadline(order, now)
    if (passed?.name === 'finalPayment') {
      if (order.finalPaySn) {
        await db.payments.update((q) => q.where({ paySn: order.finalPaySn! }), {
          data: (p) => void (p.payState === 'unpaid' && (p.payState = 'cancelled')),
        })
      }
      await sendOrderEvent(
        order,
        { type: DEADLINES.finalPayment.event },
        { actor: 'platform', note: OVERDUE_NOTE, postAll: postMovements },
      )
    } else if (passed?.name === 'receipt') {
      await sendOrderEvent(
        order,
        { type: DEADLINES.receipt.event },
        { actor: 'platform', note: AUTO_CONFIRM_NOTE, postAll: postMovements },
      )
    }
  }
}
