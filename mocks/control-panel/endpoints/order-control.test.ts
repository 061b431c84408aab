// Mock-only supplier controls of orders and refunds (tag `mock`, issue 6 item 7): every action through the
// order's or refund's lifecycle machine, in a state that takes it, and refused out of state with the order or
// refund unchanged (the bad-input cases of issue 6: actions out of state sent straight to the mock API).
import { beforeEach, describe, expect, it } from 'vitest'
import { stateNames } from '../../../machines/order-lifecycle/lifecycle'
import { DEPOSIT_SHARE, FINAL_PAYMENT_WINDOW_MS, PAYMENT_WINDOW_MS } from '../../../src/lib/order-constants'
import { clock } from '../../clock'
import { db, type OrderRecord } from '../../db'
import { resetDatabase } from '../../persistence'
import { ORDER_CONTROL_MESSAGES as M } from './order-control'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  makePayment,
  memberOf,
  postJson,
  tokenOf,
} from '../../fixtures/payment-fixtures'
import { postRefund } from '../../fixtures/refund-fixtures'

const ORDERS = '/v3/mock/front/orders'
const ACT = '/v3/mock/front/orders/act'
const REFUNDS = '/v3/mock/front/refunds'
const REFUND_ACT = '/v3/mock/front/refunds/act'
const COMPRADOR = 'comprador@example.com'

beforeEach(async () => {
  await resetDatabase()
})

const act = (orderSn: string, action: string, extra: Record<string, unknown> = {}) =>
  postJson(ACT, { orderSn, action, ...extra })
const actOnRefund = (afsSn: string, action: string, extra: Record<string, unknown> = {}) =>
  postJson(REFUND_ACT, { afsSn, action, ...extra })

const orderNow = (orderSn: string) => db.orders.findFirst((q) => q.where({ orderSn }))!
const refundNow = (afsSn: string) => db.refunds.findFirst((q) => q.where({ afsSn }))!
const paymentNow = (paySn: string) => db.payments.findFirst((q) => q.where({ paySn }))!
/** comprador's seeded order in `state` (seed/order-history.ts has one in every state of both machines). */
const seeded = (kind: 'regular' | 'reservation', state: string): OrderRecord =>
  db.orders
    .all()
    .find((order) => order.orderType === (kind === 'reservation' ? 2 : 1) && order.lifecycle.state === state)!
const unitsOf = (order: OrderRecord) => order.lines.reduce((sum, line) => sum + line.buyNum, 0)
const snapshot = (orderSn: string) => JSON.stringify(orderNow(orderSn))
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000')

/** A regular order of one unit paid from comprador's prepaid balance (pending shipment). */
async function balancePaidOrder(token: string, needPay = 150) {
  const payment = await makePayment(COMPRADOR, { needPay, stores: 1 })
  const paid = await doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
  expect(paid.data.payState).toBe('paid')
  return orderNow(payment.orderSns[0]!)
}

describe('orders for the control panel', () => {
  it('lists every member’s orders newest first with their machine state, label, amounts and batches', async () => {
    const { data } = await get(ORDERS)
    expect(data.length).toBe(db.orders.count())
    const times = data.map((row: { createTime: string }) => Date.parse(row.createTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const shipping = data.find((row: { lifecycle: { state: string } }) => row.lifecycle.state === 'shipping')
    expect(shipping).toMatchObject({
      memberEmail: COMPRADOR,
      orderType: 2,
      lifecycle: { kind: 'reservation', state: 'shipping' },
      orderStateValue: 'Enviado en lotes',
    })
    expect(shipping.batches[0]).toMatchObject({ logisticsState: 'inTransit' })
    expect(shipping.batches[0].containerNumber).toMatch(/^MSCU\d{7}$/)
  })

  it('filters by the member’s email and by orders still open (not in a final state)', async () => {
    const mine = (await get(`${ORDERS}?memberEmail=${encodeURIComponent(COMPRADOR)}`)).data
    expect(mine.length).toBe(db.orders.count())
    expect((await get(`${ORDERS}?memberEmail=personal%40example.com`)).data).toEqual([])
    expect((await get(`${ORDERS}?memberEmail=nadie%40example.com`)).data).toEqual([])
    const open = (await get(`${ORDERS}?open=true`)).data.map(
      (row: { lifecycle: { state: string } }) => row.lifecycle.state,
    )
    for (const ended of ['cancelled', 'rejected', 'finished', 'closedOverdue'])
      expect(open).not.toContain(ended)
    expect(open).toContain('waitingReview')
    const closed = (await get(`${ORDERS}?open=false`)).data
    expect(open.length + closed.length).toBe(db.orders.count())
    expect(await get(`${ORDERS}?open=quizas`)).toMatchObject({ state: 255 })
  })
})

describe('a reservation order driven by the supplier', () => {
  it('goes review → quote → deposit → prepared → final payment → batches → pickup code → picked up', async () => {
    const token = await tokenOf(COMPRADOR)
    const { orderSn } = seeded('reservation', 'waitingReview')
    const units = unitsOf(orderNow(orderSn))

    expect((await act(orderSn, 'approve')).data.lifecycle.state).toBe('waitingQuote')

    const quoted = await act(orderSn, 'quote', { total: 1000.01, note: 'Flete incluido' })
    expect(quoted.data).toMatchObject({
      lifecycle: { state: 'waitingDeposit' },
      reserveState: 'waitingDeposit',
      totalMoney: 1000.01,
      depositAmount: 300,
      finalAmount: 700.01,
      quote: { total: 1000.01, deposit: 300, note: 'Flete incluido' },
      depositPayState: 'unpaid',
    })
    expect(quoted.data.contractNo).toBe(`CT${orderSn.replace(/\D/g, '')}`)
    const deposit = paymentNow(quoted.data.depositPaySn)
    expect(deposit).toMatchObject({ kind: 'deposit', needPay: 300, orderSns: [orderSn], payState: 'unpaid' })
    expect(deposit.expireAt - deposit.createdAt).toBe(PAYMENT_WINDOW_MS)
    expect(Math.round(1000.01 * DEPOSIT_SHARE * 100) / 100).toBe(300)

    const depositPaid = await doPay(token, {
      paySn: deposit.paySn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(depositPaid.data.payState).toBe('paid')
    expect(orderNow(orderSn).lifecycle.state).toBe('preparing')

    const prepared = await act(orderSn, 'prepare')
    expect(prepared.data.lifecycle.state).toBe('waitingFinalPayment')
    const final = paymentNow(prepared.data.finalPaySn)
    expect(final).toMatchObject({ kind: 'final', needPay: 700.01, payState: 'unpaid' })
    expect(final.expireAt).toBe(orderNow(orderSn).finalPaymentDeadline)
    expect(final.expireAt - clock.now()).toBeLessThanOrEqual(FINAL_PAYMENT_WINDOW_MS)
    expect(final.expireAt - clock.now()).toBeGreaterThan(FINAL_PAYMENT_WINDOW_MS - 60_000)

    await doPay(token, { paySn: final.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    expect(orderNow(orderSn).lifecycle.state).toBe('waitingShipment')
    expect(memberOf(COMPRADOR).balance).toBe(2000 - 1000.01)

    expect(await act(orderSn, 'shipBatch', { units: units + 1 })).toMatchObject({
      state: 255,
      msg: M.tooManyUnits,
    })
    const first = await act(orderSn, 'shipBatch', { units: 1, containerNumber: 'TGHU1234567' })
    expect(first.data.lifecycle).toMatchObject({ state: 'shipping', context: { unitsShipped: 1 } })
    expect(first.data.batches[0]).toMatchObject({
      batchNo: 1,
      units: 1,
      containerNumber: 'TGHU1234567',
      logisticsState: 'preparing',
    })
    expect(await act(orderSn, 'pickupReady')).toMatchObject({ state: 255, msg: M.notAllowed })
    const second = await act(orderSn, 'shipBatch', { units: units - 1, containerNumber: '' })
    expect(second.data.batches[1].containerNumber).toMatch(/^MSCU\d{7}$/)
    expect(
      second.data.batches[1].lines.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0),
    ).toBe(units - 1)

    const ready = await act(orderSn, 'pickupReady')
    expect(ready.data.lifecycle.state).toBe('waitingPickup')
    expect(ready.data.pickupCode).toMatch(/^\d{6}$/)
    const before = snapshot(orderSn)
    expect(await act(orderSn, 'pickedUp', { pickupCode: otherCode(ready.data.pickupCode) })).toMatchObject({
      state: 255,
      msg: M.wrongPickupCode,
    })
    expect(snapshot(orderSn)).toBe(before)
    const picked = await act(orderSn, 'pickedUp', { pickupCode: ready.data.pickupCode })
    expect(picked.data.lifecycle.state).toBe('waitingReceipt')
    expect(picked.data.receiptDeadline).not.toBeNull()
    expect(orderNow(orderSn).log.filter((entry) => entry.actor === 'supplier').length).toBeGreaterThanOrEqual(
      6,
    )
  })

  it('rejecting the review ends the order with the reason and gives the reserved stock back', async () => {
    const order = seeded('reservation', 'waitingReview')
    const product = () => db.products.findFirst((q) => q.where({ productId: order.lines[0]!.productId }))!
    const stock = product().stock
    const answer = await act(order.orderSn, 'reject', { reason: '  Sin capacidad de producción  ' })
    expect(answer.data).toMatchObject({
      lifecycle: { state: 'rejected' },
      rejectReason: 'Sin capacidad de producción',
      orderStateValue: 'Revisión rechazada por el proveedor',
    })
    expect(product().stock).toBe(stock + order.lines[0]!.buyNum)
  })
})

describe('a regular order driven by the supplier', () => {
  it('ships in batches: a partial batch, then the last one to pick up with a code, then picked up', async () => {
    const { orderSn } = seeded('regular', 'pendingShipment')
    const units = unitsOf(orderNow(orderSn))
    const partial = await act(orderSn, 'shipBatch', { units: 1, toPickup: true })
    expect(partial.data).toMatchObject({ lifecycle: { state: 'partiallyShipped' }, pickupCode: null })
    expect(await act(orderSn, 'shipBatch', { units })).toMatchObject({ state: 255, msg: M.tooManyUnits })
    const last = await act(orderSn, 'shipBatch', { units: units - 1, toPickup: true })
    expect(last.data.lifecycle.state).toBe('pendingPickup')
    expect(last.data.pickupCode).toMatch(/^\d{6}$/)
    expect(last.data.lifecycle.context.pickupCode).toBe(last.data.pickupCode)
    expect(await act(orderSn, 'pickupReady')).toMatchObject({ state: 255, msg: M.notAllowed })
    expect(await act(orderSn, 'pickedUp', { pickupCode: otherCode(last.data.pickupCode) })).toMatchObject({
      msg: M.wrongPickupCode,
    })
    const picked = await act(orderSn, 'pickedUp', { pickupCode: last.data.pickupCode })
    expect(picked.data.lifecycle.state).toBe('pendingReceipt')
  })

  it('goes to pending receipt when the last batch is delivered (not picked up)', async () => {
    const { orderSn } = seeded('regular', 'pendingShipment')
    const answer = await act(orderSn, 'shipBatch', { units: unitsOf(orderNow(orderSn)) })
    expect(answer.data).toMatchObject({ lifecycle: { state: 'pendingReceipt' }, pickupCode: null })
    expect(answer.data.receiptDeadline).not.toBeNull()
  })

  it('moves a batch’s logistics one step at a time up to delivered, and no further', async () => {
    const { orderSn } = seeded('regular', 'pendingShipment')
    await act(orderSn, 'shipBatch', { units: 1 })
    const steps: string[] = []
    for (let i = 0; i < 4; i++) {
      const answer = await act(orderSn, 'advanceLogistics', { batchNo: 1 })
      steps.push(answer.data.batches[0].logisticsState)
      expect(answer.data.lifecycle.state).toBe('partiallyShipped')
    }
    expect(steps).toEqual(['prepared', 'waitingTransport', 'inTransit', 'delivered'])
    expect(orderNow(orderSn).batches[0]!.events.map((event) => event.state)).toEqual(['preparing', ...steps])
    const before = snapshot(orderSn)
    expect(await act(orderSn, 'advanceLogistics', { batchNo: 1 })).toMatchObject({
      state: 255,
      msg: M.notAllowed,
    })
    expect(await act(orderSn, 'advanceLogistics', { batchNo: 2 })).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: el campo «batchNo» no es válido.',
    })
    expect(snapshot(orderSn)).toBe(before)
  })

  it('rejecting a paid order refunds it in full to the prepaid balance that paid it', async () => {
    const token = await tokenOf(COMPRADOR)
    const order = await balancePaidOrder(token, 150)
    expect(memberOf(COMPRADOR).balance).toBe(1850)
    const answer = await act(order.orderSn, 'rejectOrder', { reason: 'No podemos cumplir el plazo' })
    expect(answer.data).toMatchObject({
      lifecycle: { state: 'rejected' },
      orderState: 60,
      rejectReason: 'No podemos cumplir el plazo',
      refundedAmount: 150,
      refundableAmount: 0,
    })
    expect(memberOf(COMPRADOR).balance).toBe(2000)
    expect(await act(order.orderSn, 'rejectOrder', { reason: 'Otra vez' })).toMatchObject({
      msg: M.notAllowed,
    })
    expect(memberOf(COMPRADOR).balance).toBe(2000)
  })
})

describe('actions out of state', () => {
  const cases: [kind: 'regular' | 'reservation', state: string, action: string, extra?: object][] = [
    ['reservation', 'waitingQuote', 'approve'],
    ['reservation', 'waitingReview', 'quote', { total: 500 }],
    ['reservation', 'waitingDeposit', 'prepare'],
    ['reservation', 'preparing', 'shipBatch', { units: 1 }],
    ['reservation', 'waitingFinalPayment', 'reject', { reason: 'Tarde' }],
    ['reservation', 'shipping', 'pickedUp', { pickupCode: '123456' }],
    ['reservation', 'finished', 'shipBatch', { units: 1 }],
    ['reservation', 'closedOverdue', 'prepare'],
    ['reservation', 'waitingShipment', 'rejectOrder', { reason: 'Sin stock' }],
    ['regular', 'pendingPayment', 'shipBatch', { units: 1 }],
    ['regular', 'pendingShipment', 'approve'],
    ['regular', 'pendingShipment', 'reject', { reason: 'Sin stock' }],
    ['regular', 'pendingShipment', 'quote', { total: 100 }],
    ['regular', 'partiallyShipped', 'rejectOrder', { reason: 'Sin stock' }],
    ['regular', 'pendingReceipt', 'pickedUp', { pickupCode: '123456' }],
    ['regular', 'cancelled', 'rejectOrder', { reason: 'Sin stock' }],
    ['regular', 'completed', 'pickupReady'],
    ['regular', 'afterSales', 'shipBatch', { units: 1 }],
  ]
  it.each(cases)('a %s order in %s refuses %s and stays unchanged', async (kind, state, action, extra) => {
    const order = seeded(kind, state)
    expect(order, `seeded ${kind} ${state}`).toBeDefined()
    const before = snapshot(order.orderSn)
    const payments = JSON.stringify(db.payments.all())
    expect(await act(order.orderSn, action, extra as Record<string, unknown>)).toEqual({
      state: 255,
      msg: M.notAllowed,
      data: null,
    })
    expect(snapshot(order.orderSn)).toBe(before)
    expect(JSON.stringify(db.payments.all())).toBe(payments)
  })

  it('every state of both machines has a seeded order to try actions on', () => {
    for (const kind of ['regular', 'reservation'] as const)
      for (const state of stateNames(kind)) expect(seeded(kind, state), `${kind} ${state}`).toBeDefined()
  })
})

describe('bad requests', () => {
  it('answers the missing field of an action, an unknown order and a malformed container number', async () => {
    const review = seeded('reservation', 'waitingReview').orderSn
    const quoting = seeded('reservation', 'waitingQuote').orderSn
    const shipping = seeded('regular', 'pendingShipment').orderSn
    const field = (name: string) => `Solicitud no válida: el campo «${name}» no es válido.`
    expect(await act(review, 'reject')).toMatchObject({ state: 255, msg: field('reason') })
    expect(await act(review, 'reject', { reason: '   x  ' })).toMatchObject({ msg: field('reason') })
    expect(await act(quoting, 'quote')).toMatchObject({ msg: field('total') })
    expect(await act(shipping, 'shipBatch')).toMatchObject({ msg: field('units') })
    expect(await act(shipping, 'advanceLogistics')).toMatchObject({ msg: field('batchNo') })
    expect(await act(shipping, 'pickedUp')).toMatchObject({ msg: field('pickupCode') })
    expect(await act(shipping, 'rejectOrder')).toMatchObject({ msg: field('reason') })
    expect(await act('P99999999999', 'approve')).toMatchObject({ state: 255, msg: M.orderNotFound })
    expect(await act(shipping, 'shipBatch', { units: 1, containerNumber: 'abc' })).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: el campo «containerNumber» tiene un formato no válido.',
    })
    expect(await act(shipping, 'shipBatch', { units: 0 })).toMatchObject({ state: 255 })
    expect(await act(shipping, 'fly')).toMatchObject({ state: 255 })
    expect(orderNow(shipping).lifecycle.state).toBe('pendingShipment')
  })

  it('a quote whose deposit rounds to nothing is refused by the machine', async () => {
    const { orderSn } = seeded('reservation', 'waitingQuote')
    expect(await act(orderSn, 'quote', { total: 0.01 })).toMatchObject({ state: 255, msg: M.notAllowed })
    expect(orderNow(orderSn).depositPaySn).toBeNull()
  })
})

describe('refunds for the control panel', () => {
  /** A refund only of `amount` on comprador's seeded pending-receipt order (paid by e-payment). */
  async function openRefund(token: string, amount = 10) {
    const order = seeded('regular', 'pendingReceipt')
    const info = await get(`/v3/business/front/after/sale/apply/applyInfo?orderSn=${order.orderSn}`, token)
    const answer = await postRefund(
      '/v3/business/front/after/sale/apply/submit',
      {
        orderSn: order.orderSn,
        type: 'refund',
        // issue 16 item 7: the lines and units asked back, and whether the goods arrived
        productList: order.lines.map((line) => ({
          orderProductId: line.orderProductId,
          afsNum: line.buyNum,
        })),
        goodsState: 'notReceived',
        amount,
        reasonId: 10501,
        description: 'No llegó a tiempo',
        images: [],
        refundAccount: info.data.paymentAccount.key,
      },
      token,
    )
    expect(answer.state, answer.msg).toBe(200)
    return { order, afsSn: answer.data.afsSn as string }
  }

  it('lists every refund newest first, and the open ones', async () => {
    const { data } = await get(REFUNDS)
    expect(data.length).toBe(db.refunds.count())
    expect(data.map((row: { lifecycle: { state: string } }) => row.lifecycle.state).sort()).toEqual([
      'refused',
      'waitingReturn',
    ])
    expect(data[0]).toMatchObject({ memberEmail: COMPRADOR, lifecycle: { kind: 'refund' } })
    const token = await tokenOf(COMPRADOR)
    const { afsSn } = await openRefund(token)
    const open = (await get(`${REFUNDS}?open=true`)).data
    expect(open[0]).toMatchObject({ afsSn, stateValue: 'Solicitado, pendiente del proveedor', amount: 10 })
    await actOnRefund(afsSn, 'confirm')
    expect((await get(`${REFUNDS}?open=true`)).data.map((row: { afsSn: string }) => row.afsSn)).not.toContain(
      afsSn,
    )
    expect((await get(`${REFUNDS}?open=false`)).data.map((row: { afsSn: string }) => row.afsSn)).toEqual([
      afsSn,
    ])
  })

  it('confirming a refund only refunds it at once and the order goes back where it was', async () => {
    const token = await tokenOf(COMPRADOR)
    const { order, afsSn } = await openRefund(token, 25)
    expect(orderNow(order.orderSn).lifecycle.state).toBe('afterSales')
    const answer = await actOnRefund(afsSn, 'confirm')
    expect(answer.data).toMatchObject({ afsSn, state: 'refunded', lifecycle: { state: 'refunded' } })
    expect(orderNow(order.orderSn)).toMatchObject({
      lifecycle: { state: 'pendingReceipt' },
      refundedAmount: 25,
    })
    const before = JSON.stringify(refundNow(afsSn))
    for (const action of ['confirm', 'refuse', 'receiveReturn'])
      expect(await actOnRefund(afsSn, action, { reason: 'No procede' })).toMatchObject({
        state: 255,
        msg: M.refundNotAllowed,
      })
    expect(JSON.stringify(refundNow(afsSn))).toBe(before)
  })

  it('refusing needs a reason, records it, and the order goes back where it was', async () => {
    const token = await tokenOf(COMPRADOR)
    const { order, afsSn } = await openRefund(token)
    expect(await actOnRefund(afsSn, 'refuse')).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: el campo «reason» no es válido.',
    })
    expect(refundNow(afsSn).lifecycle.state).toBe('applied')
    const answer = await actOnRefund(afsSn, 'refuse', { reason: 'La mercancía ya salió del almacén' })
    expect(answer.data).toMatchObject({
      state: 'refused',
      refuseReason: 'La mercancía ya salió del almacén',
    })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingReceipt')
    expect(await actOnRefund(afsSn, 'receiveReturn')).toMatchObject({ msg: M.refundNotAllowed })
  })

  it('a refund with return waits for the goods: received after the buyer ships them back', async () => {
    const token = await tokenOf(COMPRADOR)
    const refund = db.refunds.all().find((row) => row.lifecycle.state === 'waitingReturn')!
    const order = orderNow(refund.orderSn)
    expect(order.lifecycle.state).toBe('afterSales')
    expect(await actOnRefund(refund.afsSn, 'receiveReturn')).toMatchObject({ msg: M.refundNotAllowed })
    const shipped = await postJson(
      '/v3/business/front/after/sale/deliverGoods',
      { afsSn: refund.afsSn, expressId: 2, trackingNumber: 'TC123456' },
      token,
    )
    expect(shipped.data.state).toBe('returnShipped')
    const answer = await actOnRefund(refund.afsSn, 'receiveReturn')
    expect(answer.data).toMatchObject({ state: 'refunded' })
    expect(orderNow(refund.orderSn)).toMatchObject({
      lifecycle: { state: 'pendingReview' },
      refundedAmount: refund.amount,
    })
  })

  it('answers an unknown refund', async () => {
    expect(await actOnRefund('AS99999999', 'confirm')).toMatchObject({ state: 255, msg: M.refundNotFound })
    expect(await get(`${REFUNDS}?open=maybe`)).toMatchObject({ state: 255 })
  })
})
