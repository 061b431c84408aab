// Money in an order's records (issue 15 item 11; GLOSSARY.md money `US$ 1.234,56`): the mock never writes an
// amount as text into an order's history — a note with money is a key and numbers, which the client words and
// formats — and a reservation order lists both its payments, deposit and final payment, once both are paid.
import { beforeEach, describe, expect, it } from 'vitest'
import { DEPOSIT_SHARE } from '../../src/lib/order-constants'
import { db, type OrderRecord } from '../db'
import { MOCK_PAY_PASSWORD, doPay, get, makePayment, postJson, tokenOf } from '../fixtures/payment-fixtures'
import { resetDatabase } from '../persistence'
import { round2 } from './pricing'

const COMPRADOR = 'comprador@example.com'
const DETAIL = '/v3/business/front/orderInfo/detail'
/** an amount written as text: "651.16 USD", "US$ 651,16", "195.35" */
const WRITTEN_AMOUNT = /USD|US\$|\d+[.,]\d{2}\b/

beforeEach(async () => {
  await resetDatabase()
})

/** A seeded reservation order in `state` whose deposit its buyer paid (a friend paid one deposit of the seed). */
const seeded = (state: string): OrderRecord =>
  db.orders
    .all()
    .find(
      (order) =>
        order.orderType === 2 &&
        order.lifecycle.state === state &&
        db.payments.findFirst((q) => q.where({ paySn: order.depositPaySn ?? '' }))?.payerMemberId ===
          order.memberId,
    )!

describe('money in order histories', () => {
  it('keeps no written amount in any seeded order note, and keeps the quote as numbers', () => {
    const entries = db.orders.all().flatMap((order) => order.log)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) expect(entry.note, entry.note).not.toMatch(WRITTEN_AMOUNT)
    const quoted = entries.filter((entry) => entry.noteKey === 'quoted')
    expect(quoted.length).toBeGreaterThan(0)
    for (const entry of quoted) {
      expect(typeof entry.noteValues?.total).toBe('number')
      expect(entry.noteValues?.deposit).toBe(round2(entry.noteValues!.total! * DEPOSIT_SHARE))
    }
  })

  it('answers the quote note as a key with numbers, and lists the deposit and the final payment once both are paid', async () => {
    const token = await tokenOf(COMPRADOR)
    const order = seeded('waitingFinalPayment')
    const paid = await doPay(token, {
      paySn: order.finalPaySn!,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(paid.data.payState).toBe('paid')
    const { data } = await get(`${DETAIL}?orderSn=${order.orderSn}`, token)
    const quoted = data.log.find((entry: { noteKey?: string }) => entry.noteKey === 'quoted')
    expect(quoted).toMatchObject({
      note: '',
      noteValues: { total: order.totalMoney, deposit: order.depositAmount },
    })
    expect(data.payments).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        paySn: order.depositPaySn,
        amount: order.depositAmount,
        payState: 'paid',
        payMethod: expect.any(String),
        tradeSn: expect.any(String),
        paidAt: expect.any(String),
      }),
      expect.objectContaining({
        kind: 'final',
        paySn: order.finalPaySn,
        amount: order.finalAmount,
        payState: 'paid',
        payMethod: 'balance',
        tradeSn: paid.data.tradeSn,
      }),
    ])
    expect(data.payments[0].tradeSn).not.toBe(data.payments[1].tradeSn)
  })

  it('records the money a rejected order gives back as a number', async () => {
    const token = await tokenOf(COMPRADOR)
    const payment = await makePayment(COMPRADOR, { needPay: 651.16, stores: 1 })
    await doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    const orderSn = payment.orderSns[0]!
    expect(
      (await postJson('/v3/mock/front/orders/act', { orderSn, action: 'rejectOrder', reason: 'Sin stock' }))
        .state,
    ).toBe(200)
    const { data } = await get(`${DETAIL}?orderSn=${orderSn}`, token)
    expect(data.payments).toEqual([
      expect.objectContaining({ kind: 'order', amount: 651.16, payState: 'paid' }),
    ])
    const rejected = data.log.at(-1)
    expect(rejected).toMatchObject({
      state: 'rejected',
      note: '',
      noteKey: 'orderRejected',
      noteValues: { reason: 'Sin stock', amount: 651.16 },
    })
  })
})
