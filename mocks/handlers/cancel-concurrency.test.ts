// Cancelling an unpaid order while something else acts on its payment (SPEC.md §4 order states and the 24 h
// payment window, §5 one record per money action): the buyer cancelling while paying, two cancels of one
// order (a double click), and requests that sweep the same expired payment together. An order changes state
// once, through its machine; the money and the points move once; the request that comes second gets the
// envelope with the mock's message for the state it finds. Answers are checked against the contract by
// tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db, type OrderRecord } from '../db'
import { entriesOf } from '../lib/ledger'
import { ORDER_ACTION_MESSAGES as O } from '../lib/order-messages'
import { ORDER_STATE } from '../lib/order-records'
import { PAYMENT_MESSAGES as M } from '../lib/payment-view'
import { REASONS } from '../lib/reasons'
import { resetDatabase } from '../persistence'
import { orderNow, paymentNow, productOf, unpaidOrder } from '../fixtures/order-fixtures'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  memberOf,
  postJson,
  tokenOf,
  type Answer,
} from '../fixtures/payment-fixtures'

const BUYER = 'comprador@example.com'
const CANCEL = '/v3/business/front/orderOperate/cancel'
const PAY_INFO = '/v3/business/front/orderPay/payInfo'
const REASON_ID = REASONS[104][0]!.reasonId

beforeEach(async () => {
  await resetDatabase()
})

const buyerEntries = (kind: string, sn: { paySn?: string; orderSn?: string }) =>
  entriesOf(memberOf(BUYER).memberId).filter(
    (entry) =>
      entry.kind === kind &&
      (sn.paySn === undefined || entry.paySn === sn.paySn) &&
      (sn.orderSn === undefined || entry.orderSn === sn.orderSn),
  )

/** The order spent `points` of the buyer at checkout: cancelling it before payment gives them back. */
async function withPoints(order: OrderRecord, points: number) {
  await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
    data: (o) => void (o.integral = points),
  })
}

const cancelledLogEntries = (orderSn: string) =>
  orderNow(orderSn).log.filter((entry) => entry.state === 'cancelled')

/** Sends `a` and `b` together, `first` going out first; answers in the order a, b. */
async function together(
  a: () => Promise<Answer>,
  b: () => Promise<Answer>,
  first: 'a' | 'b',
): Promise<[Answer, Answer]> {
  if (first === 'a') return Promise.all([a(), b()])
  const [answerB, answerA] = await Promise.all([b(), a()])
  return [answerA, answerB]
}

describe('the buyer cancels an unpaid order while paying it', () => {
  for (const first of ['cancel', 'pay'] as const) {
    it(`either cancels it (points back once, nothing taken) or pays it (taken once, cancel refused) (${first} sent first)`, async () => {
      const token = await tokenOf(BUYER)
      const { order, payment } = await unpaidOrder(BUYER, { total: 120, units: 4 })
      await withPoints(order, 300)
      const stock = productOf(order).stock
      const [cancelled, paid] = await together(
        () => postJson(CANCEL, { orderSn: order.orderSn, reasonId: REASON_ID }, token),
        () => doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }),
        first === 'cancel' ? 'a' : 'b',
      )
      expect([cancelled.state, paid.state].sort()).toEqual([200, 255])
      if (cancelled.state === 200) {
        expect(paid).toEqual({ state: 255, msg: M.expired, data: null })
        expect(paymentNow(payment.paySn).payState).toBe('cancelled')
        expect(orderNow(order.orderSn).orderState).toBe(ORDER_STATE.cancelled)
        expect(buyerEntries('orderPaid', { paySn: payment.paySn })).toEqual([])
        expect(buyerEntries('pointsReturned', { orderSn: order.orderSn }).map((e) => e.amount)).toEqual([300])
        expect(memberOf(BUYER).balance).toBe(2000)
        expect(productOf(order).stock).toBe(stock + 4)
      } else {
        expect(cancelled).toEqual({ state: 255, msg: O.notCancellable, data: null })
        expect(paymentNow(payment.paySn).payState).toBe('paid')
        expect(orderNow(order.orderSn).orderState).toBe(ORDER_STATE.pendingShipment)
        expect(buyerEntries('orderPaid', { paySn: payment.paySn }).map((e) => e.amount)).toEqual([-120])
        expect(buyerEntries('pointsReturned', { orderSn: order.orderSn })).toEqual([])
        expect(memberOf(BUYER).balance).toBe(1880)
        expect(productOf(order).stock).toBe(stock)
      }
      expect(cancelledLogEntries(order.orderSn)).toHaveLength(cancelled.state === 200 ? 1 : 0)
    })

    it(`takes exactly what the orders left in a payment of two cost (${first} sent first)`, async () => {
      const token = await tokenOf(BUYER)
      const { order, payment } = await unpaidOrder(BUYER, { total: 80, stores: 2 })
      const [cancelled, paid] = await together(
        () => postJson(CANCEL, { orderSn: order.orderSn, reasonId: REASON_ID }, token),
        () => doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }),
        first === 'cancel' ? 'a' : 'b',
      )
      // cancelling one order of two leaves the other payable: the pay goes through either way
      expect(paid.state).toBe(200)
      const after = paymentNow(payment.paySn)
      const left = after.orderSns.map(orderNow)
      expect(after.payState).toBe('paid')
      expect(left.map((o) => o.orderState)).toEqual(left.map(() => ORDER_STATE.pendingShipment))
      const taken = buyerEntries('orderPaid', { paySn: payment.paySn }).map((e) => e.amount)
      expect(taken).toEqual([-after.needPay])
      expect(after.needPay).toBe(left.reduce((sum, o) => sum + o.totalMoney, 0))
      if (cancelled.state === 200) {
        expect(after.orderSns).toEqual([payment.orderSns[1]])
        expect(orderNow(order.orderSn).orderState).toBe(ORDER_STATE.cancelled)
        expect(memberOf(BUYER).balance).toBe(1920)
      } else {
        expect(cancelled).toEqual({ state: 255, msg: O.notCancellable, data: null })
        expect(after.orderSns).toEqual(payment.orderSns)
        expect(memberOf(BUYER).balance).toBe(1840)
      }
    })
  }
})

describe('two cancels of the same order at once (a double click)', () => {
  it('cancels it once: the payment drops by its total once, stock and points come back once', async () => {
    const token = await tokenOf(BUYER)
    const { order, payment } = await unpaidOrder(BUYER, { total: 80, units: 5, stores: 2 })
    await withPoints(order, 200)
    const stock = productOf(order).stock
    const cancel = () => postJson(CANCEL, { orderSn: order.orderSn, reasonId: REASON_ID }, token)
    const answers = await Promise.all([cancel(), cancel()])
    expect(answers.map((answer) => answer.state).sort()).toEqual([200, 255])
    expect(answers.find((answer) => answer.state === 255)).toEqual({
      state: 255,
      msg: O.notCancellable,
      data: null,
    })
    expect(paymentNow(payment.paySn)).toMatchObject({
      payState: 'unpaid',
      needPay: 80,
      orderSns: [payment.orderSns[1]],
    })
    expect(cancelledLogEntries(order.orderSn)).toHaveLength(1)
    expect(productOf(order).stock).toBe(stock + 5)
    expect(buyerEntries('pointsReturned', { orderSn: order.orderSn }).map((e) => e.amount)).toEqual([200])
  })
})

describe('requests that sweep the same expired payment at once', () => {
  it('cancel it once through the expiry, and a buyer cancel sent with them is refused', async () => {
    const token = await tokenOf(BUYER)
    const { order, payment } = await unpaidOrder(BUYER, { total: 120, units: 6 })
    await withPoints(order, 150)
    const stock = productOf(order).stock
    clock.advanceHours(25)
    const read = () => get(`${PAY_INFO}?paySn=${payment.paySn}`, token)
    const answers = await Promise.all([
      read(),
      postJson(CANCEL, { orderSn: order.orderSn, reasonId: REASON_ID }, token),
      read(),
    ])
    expect(answers[1]).toEqual({ state: 255, msg: O.notCancellable, data: null })
    expect(paymentNow(payment.paySn).payState).toBe('cancelled')
    expect(cancelledLogEntries(order.orderSn)).toEqual([
      expect.objectContaining({ actor: 'platform', note: expect.stringContaining('24 horas') }),
    ])
    expect(productOf(order).stock).toBe(stock + 6)
    expect(buyerEntries('pointsReturned', { orderSn: order.orderSn }).map((e) => e.amount)).toEqual([150])
  })
})
