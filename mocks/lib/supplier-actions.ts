// What the supplier does to an order (issue 6 item 7; SPEC.md §4, §6; decision 007), shared by the control
// panel's endpoint (mocks/control-panel/endpoints/order-control.ts) and the seed of orders in every status
// (mocks/seed/order-history.ts). Every change of state is an event sent through the order's lifecycle machine
// (sendOrderEvent): when the machine refuses it, nothing changes and the action answers notAllowed. The
// records that go with a transition (deposit and final payments, batches, pickup code, money back) are
// written only once the machine has taken the event.
import { lifecycles } from '../../machines/order-lifecycle/lifecycle'
import { DEPOSIT_SHARE, PAYMENT_WINDOW_MS } from '../../src/lib/order-constants'
import { clock } from '../clock'
import { db, type BatchRecord, type OrderRecord, type PaymentRecord } from '../db'
import { ensureOrderContract } from './contracts'
import { payBackTo } from './ledger'
import { invalidField } from './envelope'
import { kindOf, orderAccepts, sendOrderEvent, type OrderEvent } from './order-lifecycle'
import { restoreStock } from './order-records'
import { accountOf, paidAmount, paymentOf } from './order-view'
import { newPaymentRecord } from './payment-record'
import { round2 } from './pricing'

export const SUPPLIER_MESSAGES = {
  notAllowed: 'Acción no permitida en el estado actual del pedido.',
  wrongPickupCode: 'El código de recogida no es correcto.',
  tooManyUnits: 'No quedan tantas unidades por enviar.',
  orderNotFound: 'El pedido no existe.',
} as const

export type ActionResult = { ok: true; order: OrderRecord } | { ok: false; message: string }

const refused = (message: string = SUPPLIER_MESSAGES.notAllowed): ActionResult => ({ ok: false, message })
const done = (order: OrderRecord | null): ActionResult => (order ? { ok: true, order } : refused())

/** Whether the order's current state has a transition for the event type at all (guards aside). */
function stateTakes(order: OrderRecord, type: OrderEvent['type']): boolean {
  const node = lifecycles[kindOf(order)].root.states[order.lifecycle.state]
  return Boolean(node && type in node.on)
}

const contextOf = (order: OrderRecord) =>
  order.lifecycle.context as { unitsTotal: number; unitsShipped: number; pickupCode: string | null }

/** FNV-1a: a stable number from a text, so pickup codes and container numbers repeat with the same order. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** The 6-digit pickup code of an order (SPEC.md §4), derived from its number and its last batch. */
export const pickupCodeOf = (orderSn: string, batchNo: number): string =>
  String(stableHash(`pickup:${orderSn}:${batchNo}`) % 1_000_000).padStart(6, '0')

/** An ISO 6346-shaped container number (owner code MSCU + 7 digits) for a batch shipped without one. */
export const containerNumberOf = (orderSn: string, batchNo: number): string =>
  `MSCU${String(stableHash(`container:${orderSn}:${batchNo}`) % 10_000_000).padStart(7, '0')}`

/** The contract number of a quoted reservation order: CT + the digits of the order number. */
export const contractNoOf = (orderSn: string): string => `CT${orderSn.replace(/\D/g, '')}`

/** The carrier of the direct China–Cuba sea route (SPEC.md §1) that every mock batch travels on. */
export const SEA_CARRIER = 'Línea marítima directa China–Cuba'

const note = {
  approved: 'Pedido aprobado por el proveedor; pendiente de cotización.',
  rejected: (reason: string) => `Revisión rechazada por el proveedor: ${reason}`,
  prepared: 'Mercancía preparada; pendiente del pago final.',
  shipped: (batchNo: number, units: number, container: string) =>
    `Lote ${batchNo} enviado: ${units} unidades, contenedor ${container}.`,
  pickupReady: 'Mercancía lista para recoger con el código de recogida.',
  pickedUp: 'Mercancía recogida con el código de recogida.',
}

/**
 * Notes with money are keys and numbers, worded and formatted by the client (issue 15 item 11, GLOSSARY.md
 * money `US$ 1.234,56`): a text written here would show "651.16 USD" beside the app's own amounts.
 */
const detail = {
  quoted: (total: number, deposit: number) => ({
    noteKey: 'quoted' as const,
    noteValues: { total, deposit },
  }),
  orderRejected: (reason: string, amount: number) => ({
    noteKey: 'orderRejected' as const,
    noteValues: { reason, amount },
  }),
}

/**
 * The number of a reservation order's deposit or final payment: PGD / PGF + the order number's digits (one of
 * each per order), so it reads as the order's and stays the same when the seed is replayed.
 */
export const stagePaySnOf = (orderSn: string, kind: 'deposit' | 'final'): string =>
  `${kind === 'deposit' ? 'PGD' : 'PGF'}${orderSn.replace(/\D/g, '')}`

function newPayment(
  order: OrderRecord,
  kind: 'deposit' | 'final',
  needPay: number,
  expireAt: number,
): PaymentRecord {
  return newPaymentRecord({
    paySn: stagePaySnOf(order.orderSn, kind),
    kind,
    memberId: order.memberId,
    orderSns: [order.orderSn],
    needPay,
    expireAt,
  })
}

/** The supplier approves a reservation order's review (waitingReview → waitingQuote). */
export async function approve(order: OrderRecord): Promise<ActionResult> {
  if (kindOf(order) !== 'reservation') return refused()
  return done(
    await sendOrderEvent(order, { type: 'supplier.approved' }, { actor: 'supplier', note: note.approved }),
  )
}

/** The supplier rejects a reservation order's review (ends it; the reserved stock comes back). */
export async function reject(order: OrderRecord, reason: string): Promise<ActionResult> {
  if (kindOf(order) !== 'reservation') return refused()
  const changed = await sendOrderEvent(
    order,
    { type: 'supplier.rejected', reason },
    { actor: 'supplier', note: note.rejected(reason), patch: (o) => void (o.rejectReason = reason) },
  )
  if (changed) await restoreStock(changed)
  return done(changed)
}

/**
 * The supplier quotes a reservation order: the deposit is DEPOSIT_SHARE of the total (rounded to cents), paid
 * within the 24 h payment window through a deposit payment; the rest is the final payment.
 */
export async function quote(order: OrderRecord, total: number, quoteNote = ''): Promise<ActionResult> {
  if (kindOf(order) !== 'reservation') return refused()
  const amount = round2(total)
  const deposit = round2(amount * DEPOSIT_SHARE)
  const now = clock.now()
  const payment = newPayment(order, 'deposit', deposit, now + PAYMENT_WINDOW_MS)
  const changed = await sendOrderEvent(
    order,
    { type: 'supplier.quoted', total: amount, deposit },
    {
      actor: 'supplier',
      detail: detail.quoted(amount, deposit),
      patch(o) {
        o.quote = { total: amount, deposit, at: now, note: quoteNote.trim() }
        o.totalMoney = amount
        o.depositAmount = deposit
        o.finalAmount = round2(amount - deposit)
        o.depositPaySn = payment.paySn
        // an order made from a quote's contract keeps that contract (issue 28 item 1)
        o.contractNo = o.contractNo ?? contractNoOf(o.orderSn)
      },
    },
  )
  if (changed) {
    await db.payments.create(payment)
    // the purchase contract of the quote, listed in /member/contract/index (issue 11 item 5)
    await ensureOrderContract(changed)
  }
  return done(changed)
}

/**
 * The goods are prepared: the final payment opens. It is due when the final-payment clock, which the order's
 * new state starts (machines/order-lifecycle DEADLINES, SPEC.md §4), runs out.
 */
export async function prepare(order: OrderRecord): Promise<ActionResult> {
  if (kindOf(order) !== 'reservation') return refused()
  const paySn = stagePaySnOf(order.orderSn, 'final')
  const changed = await sendOrderEvent(
    order,
    { type: 'goods.prepared' },
    { actor: 'supplier', note: note.prepared, patch: (o) => void (o.finalPaySn = paySn) },
  )
  if (changed)
    await db.payments.create(
      newPayment(changed, 'final', changed.finalAmount ?? 0, changed.finalPaymentDeadline!),
    )
  return done(changed)
}

/** The order lines a batch of `units` takes: the units not shipped yet, line by line in order. */
function batchLines(order: OrderRecord, units: number): BatchRecord['lines'] {
  const shipped = new Map<number, number>()
  for (const batch of order.batches)
    for (const line of batch.lines)
      shipped.set(line.orderProductId, (shipped.get(line.orderProductId) ?? 0) + line.quantity)
  const lines: BatchRecord['lines'] = []
  let left = units
  for (const line of order.lines) {
    if (left === 0) break
    const open = line.buyNum - (shipped.get(line.orderProductId) ?? 0)
    const quantity = Math.min(open, left)
    if (quantity <= 0) continue
    lines.push({ orderProductId: line.orderProductId, quantity })
    left -= quantity
  }
  return lines
}

export interface ShipBatchInput {
  units: number
  /** ISO 6346 number; '' or absent: one is assigned (MSCU + 7 digits) */
  containerNumber?: string
  /** a regular order's last batch is collected by the buyer: a pickup code is issued with it */
  toPickup?: boolean
}

/**
 * Ships part of the order in a batch (SPEC.md §4 "shipped in batches"). A regular order's last batch goes to
 * pending receipt, or to pending pickup with a pickup code when `toPickup`; a reservation order's batches
 * are followed by pickupReady. More units than are left to ship are refused.
 */
export async function shipBatch(order: OrderRecord, input: ShipBatchInput): Promise<ActionResult> {
  if (!stateTakes(order, 'batch.shipped')) return refused()
  const { unitsTotal, unitsShipped } = contextOf(order)
  if (!Number.isInteger(input.units) || input.units < 1) return refused(invalidField('units'))
  if (unitsShipped + input.units > unitsTotal) return refused(SUPPLIER_MESSAGES.tooManyUnits)
  const now = clock.now()
  const batchNo = order.batches.length + 1
  const containerNumber = input.containerNumber || containerNumberOf(order.orderSn, batchNo)
  const last = unitsShipped + input.units === unitsTotal
  const pickupCode =
    kindOf(order) === 'regular' && last && input.toPickup ? pickupCodeOf(order.orderSn, batchNo) : null
  const batch: BatchRecord = {
    batchNo,
    units: input.units,
    lines: batchLines(order, input.units),
    logisticsState: 'preparing',
    containerNumber,
    carrier: SEA_CARRIER,
    trackingNumber: `${order.orderSn}-${batchNo}`,
    shippedAt: now,
    events: [{ at: now, state: 'preparing', note: note.shipped(batchNo, input.units, containerNumber) }],
  }
  const event: OrderEvent =
    kindOf(order) === 'regular'
      ? { type: 'batch.shipped', units: input.units, pickupCode }
      : { type: 'batch.shipped', units: input.units }
  return done(
    await sendOrderEvent(order, event, {
      actor: 'supplier',
      note: note.shipped(batchNo, input.units, containerNumber),
      patch(o) {
        o.batches.push(batch)
        if (pickupCode) o.pickupCode = pickupCode
      },
    }),
  )
}

/** SPEC.md §4 logistics states of a batch, in order (plus delivered). */
export const LOGISTICS_STEPS: BatchRecord['logisticsState'][] = [
  'preparing',
  'prepared',
  'waitingTransport',
  'inTransit',
  'delivered',
]

const LOGISTICS_NOTE: Record<BatchRecord['logisticsState'], string> = {
  preparing: 'Preparando el envío.',
  prepared: 'Mercancía preparada en el almacén de origen.',
  waitingTransport: 'En el puerto de origen, esperando el transporte.',
  inTransit: 'En tránsito por la ruta marítima China–Cuba.',
  delivered: 'Entregado en el puerto de destino.',
}

/**
 * A batch's logistics move one step (preparing → prepared → waiting transport → in transit → delivered).
 * Logistics are not a state of the order's machine: the order does not change, nothing moves past delivered.
 */
export async function advanceLogistics(order: OrderRecord, batchNo: number): Promise<ActionResult> {
  const batch = order.batches.find((row) => row.batchNo === batchNo)
  if (!batch) return refused(invalidField('batchNo'))
  const next = LOGISTICS_STEPS[LOGISTICS_STEPS.indexOf(batch.logisticsState) + 1]
  if (!next) return refused()
  const now = clock.now()
  await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
    data(o) {
      const row = o.batches.find((entry) => entry.batchNo === batchNo)!
      row.logisticsState = next
      row.events.push({ at: now, state: next, note: LOGISTICS_NOTE[next] })
    },
  })
  return done(db.orders.findFirst((q) => q.where({ orderSn: order.orderSn })) ?? null)
}

/** Everything of a reservation order has been shipped: it waits for pickup with a new 6-digit code. */
export async function pickupReady(order: OrderRecord): Promise<ActionResult> {
  if (kindOf(order) !== 'reservation') return refused()
  const pickupCode = pickupCodeOf(order.orderSn, order.batches.length)
  return done(
    await sendOrderEvent(
      order,
      { type: 'pickup.ready', pickupCode },
      { actor: 'supplier', note: note.pickupReady, patch: (o) => void (o.pickupCode = pickupCode) },
    ),
  )
}

/** The buyer collected the goods showing the pickup code; a wrong code is refused. */
export async function pickedUp(order: OrderRecord, pickupCode: string): Promise<ActionResult> {
  if (!stateTakes(order, 'goods.pickedUp')) return refused()
  if (!orderAccepts(order, { type: 'goods.pickedUp', pickupCode }))
    return refused(SUPPLIER_MESSAGES.wrongPickupCode)
  return done(
    await sendOrderEvent(
      order,
      { type: 'goods.pickedUp', pickupCode },
      { actor: 'supplier', note: note.pickedUp },
    ),
  )
}

/**
 * Gives money back to the account that paid (SPEC.md §5 refund account = payment account): a prepaid balance
 * gets it back, a credit line frees it; card, transfer, voucher and e-payment refunds are only recorded.
 */
async function payBackToAccount(accountKey: string, amount: number, order: OrderRecord): Promise<void> {
  const [method, payer] = accountKey.split(':')
  const member = db.members.findFirst((q) => q.where({ memberId: Number(payer) }))
  if (!member || amount <= 0) return
  await payBackTo(method ?? '', member.memberId, amount, {
    kind: 'orderRejected',
    orderSn: order.orderSn,
    paySn: order.paySn,
  })
}

/**
 * A paid regular order the supplier cannot fulfil (pending shipment → rejected): it is refunded in full to
 * the account that paid, like a refund, and its stock comes back.
 */
export async function rejectOrder(order: OrderRecord, reason: string): Promise<ActionResult> {
  if (kindOf(order) !== 'regular') return refused()
  const amount = round2(paidAmount(order) - order.refundedAmount)
  const account = accountOf(paymentOf(order))
  const changed = await sendOrderEvent(
    order,
    { type: 'supplier.rejected', reason },
    {
      actor: 'supplier',
      detail: detail.orderRejected(reason, amount),
      patch(o) {
        o.rejectReason = reason
        o.refundedAmount = round2(o.refundedAmount + amount)
      },
    },
  )
  if (!changed) return refused()
  if (account) await payBackToAccount(account.key, amount, changed)
  await restoreStock(changed)
  return done(changed)
}
