// Test fixtures of the order-action and after-sales handlers (their tests only): orders put into the state a
// test needs through the lifecycle machines themselves (markPaymentPaid, sendOrderEvent), never through the
// supplier's control endpoints, so a test depends on nothing but the rules it checks.
import { clock } from '../clock'
import { db, type OrderRecord, type PaymentRecord } from '../db'
import { newOrderLifecycle, openingLogEntry, sendOrderEvent } from '../lib/order-lifecycle'
import { PAYMENT_WINDOW_MS, markPaymentPaid, newPaySn } from '../lib/order-records'
import { round2 } from '../lib/pricing'
import { makePayment, memberOf } from './payment-fixtures'

export const orderNow = (orderSn: string) => db.orders.findFirst((q) => q.where({ orderSn }))!
export const refundNow = (afsSn: string) => db.refunds.findFirst((q) => q.where({ afsSn }))!
export const paymentNow = (paySn: string) => db.payments.findFirst((q) => q.where({ paySn }))!
export const productOf = (order: OrderRecord) =>
  db.products.findFirst((q) => q.where({ productId: order.lines[0]!.productId }))!

/**
 * An unpaid regular order of `email` (pending payment) of `units` units for `total` USD, alone in its
 * payment unless `stores` > 1 (then the payment covers one order per store and the first is returned).
 */
export async function unpaidOrder(
  email: string,
  { total = 100, units = 10, stores = 1 }: { total?: number; units?: number; stores?: number } = {},
): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const payment = await makePayment(email, { needPay: round2(total * stores), stores })
  for (const orderSn of payment.orderSns) {
    await db.orders.update((q) => q.where({ orderSn }), {
      data(o) {
        const line = o.lines[0]!
        line.buyNum = units
        line.price = round2(o.totalMoney / units)
        o.lifecycle = newOrderLifecycle(1, o.lines).lifecycle
      },
    })
  }
  return { order: orderNow(payment.orderSns[0]!), payment }
}

/** A regular order paid (pending shipment) with `payMethod` by `payerEmail` (the buyer by default). */
export async function paidOrder(
  email: string,
  options: { total?: number; units?: number; payMethod?: string; payerEmail?: string } = {},
): Promise<OrderRecord> {
  const { order, payment } = await unpaidOrder(email, options)
  const payer = memberOf(options.payerEmail ?? email)
  await markPaymentPaid(payment, options.payMethod ?? 'balance', payer.memberId)
  return orderNow(order.orderSn)
}

/** The supplier ships a batch of `units` (with a batch record, as the logistics page shows it). */
export async function shipBatch(
  order: OrderRecord,
  units: number,
  pickupCode?: string,
): Promise<OrderRecord> {
  const now = clock.now()
  const batchNo = order.batches.length + 1
  const shipped = await sendOrderEvent(
    order,
    order.orderType === 2 ? { type: 'batch.shipped', units } : { type: 'batch.shipped', units, pickupCode },
    {
      actor: 'supplier',
      note: `Lote ${batchNo} enviado`,
      patch(o) {
        o.batches.push({
          batchNo,
          units,
          lines: [{ orderProductId: o.lines[0]!.orderProductId, quantity: units }],
          logisticsState: 'inTransit',
          containerNumber: `MSCU${String(1234560 + batchNo)}`,
          carrier: 'Naviera Mariel',
          trackingNumber: `NM${batchNo}00${batchNo}`,
          shippedAt: now,
          events: [
            { at: now, state: 'preparing', note: 'Preparando' },
            { at: now, state: 'inTransit', note: 'En tránsito hacia el puerto de Mariel' },
          ],
        })
        if (pickupCode) o.pickupCode = pickupCode
      },
    },
  )
  if (!shipped) throw new Error(`batch of ${units} refused in ${order.lifecycle.state}`)
  return shipped
}

/** A paid regular order with everything shipped: pending receipt confirmation. */
export async function receivableOrder(email: string, options: { total?: number; units?: number } = {}) {
  const order = await paidOrder(email, options)
  return shipBatch(order, options.units ?? 10)
}

/** A regular order whose receipt was confirmed: pending review. */
export async function reviewableOrder(email: string) {
  const order = await receivableOrder(email)
  return (await sendOrderEvent(order, { type: 'receipt.confirmed' }, { actor: 'buyer' }))!
}

/** A reservation order of `email`, waiting for the supplier's review (no payment yet). */
export async function reservationOrder(email: string, { units = 20 } = {}): Promise<OrderRecord> {
  const { order, payment } = await unpaidOrder(email, { total: 1000, units })
  await db.payments.delete((q) => q.where({ paySn: payment.paySn }))
  await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
    data(o) {
      Object.assign(o, newOrderLifecycle(2, o.lines))
      o.orderType = 2
      o.paySn = null
      o.address = null
      o.log = [openingLogEntry(2, 'Pedido de reserva enviado.')]
    },
  })
  return orderNow(order.orderSn)
}

async function createPayment(order: OrderRecord, kind: 'deposit' | 'final', needPay: number) {
  const now = clock.now()
  const paySn = newPaySn()
  await db.payments.create({
    paySn,
    kind,
    memberId: order.memberId,
    orderSns: [order.orderSn],
    needPay,
    createdAt: now,
    expireAt: now + (kind === 'final' ? 7 * 24 * 3_600_000 : PAYMENT_WINDOW_MS),
    payState: 'unpaid',
    payMethod: null,
    payerMemberId: null,
    tradeSn: null,
    paidAt: null,
    proofUrl: null,
    transferSubmittedAt: null,
    transferRejectReason: null,
  })
  return paymentNow(paySn)
}

/** Approved and quoted (1.000 USD, deposit 300): waiting for the deposit, with its payment. */
export async function quotedReservation(email: string): Promise<OrderRecord> {
  let order = await reservationOrder(email)
  order = (await sendOrderEvent(order, { type: 'supplier.approved' }, { actor: 'supplier' }))!
  const deposit = await createPayment(order, 'deposit', 300)
  order = (await sendOrderEvent(
    order,
    { type: 'supplier.quoted', total: 1000, deposit: 300 },
    {
      actor: 'supplier',
      patch(o) {
        o.quote = { total: 1000, deposit: 300, at: clock.now(), note: '' }
        o.depositAmount = 300
        o.finalAmount = 700
        o.depositPaySn = deposit.paySn
        o.contractNo = `CT${o.orderSn.replace(/\D/g, '')}`
      },
    },
  ))!
  return order
}

/**
 * A reservation order waiting for its final payment: the deposit paid by `depositPayerEmail`, the goods
 * prepared, a final payment of 700 USD.
 */
export async function finalPaymentReservation(
  email: string,
  depositPayerEmail = email,
): Promise<{ order: OrderRecord; final: PaymentRecord }> {
  let order = await quotedReservation(email)
  await markPaymentPaid(paymentNow(order.depositPaySn!), 'balance', memberOf(depositPayerEmail).memberId)
  order = orderNow(order.orderSn)
  const final = await createPayment(order, 'final', 700)
  order = (await sendOrderEvent(
    order,
    { type: 'goods.prepared' },
    {
      actor: 'supplier',
      patch(o) {
        o.finalPaySn = final.paySn
        o.finalPaymentDeadline = final.expireAt
      },
    },
  ))!
  return { order, final }
}

/** A reservation order picked up and waiting for the buyer's receipt confirmation. */
export async function receivableReservation(email: string): Promise<OrderRecord> {
  const { order, final } = await finalPaymentReservation(email)
  await markPaymentPaid(final, 'balance', memberOf(email).memberId)
  let current = await shipBatch(orderNow(order.orderSn), 20)
  current = (await sendOrderEvent(
    current,
    { type: 'pickup.ready', pickupCode: '482913' },
    { actor: 'supplier', patch: (o) => void (o.pickupCode = '482913') },
  ))!
  return (await sendOrderEvent(
    current,
    { type: 'goods.pickedUp', pickupCode: '482913' },
    { actor: 'supplier' },
  ))!
}
