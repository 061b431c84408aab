// A forfeited deposit in the movements (issue 12 item 1; SPEC.md §4 "overdue closes the order and forfeits the
// deposit"): when the mock clock passes a reservation's final-payment deadline, the order closes and the deposit
// is written once as a `depositForfeited` record entry with the order number, in the movements of the member who
// paid it. The balance, short of the deposit since it was paid, does not move again. Every answer is also checked
// against the OpenAPI document (tests/setup.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import { FINAL_PAYMENT_WINDOW_MS } from '../../src/lib/order-constants'
import { db } from '../db'
import { balanceOf, entriesOf } from '../lib/ledger'
import { resetDatabase } from '../persistence'
import { finalPaymentReservation, orderNow } from '../fixtures/order-fixtures'
import { MOCK_PAY_PASSWORD, doPay, get, memberOf, postJson, tokenOf } from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const FRIEND = 'personal@example.com'
const ACT = '/v3/mock/front/orders/act'
const LOG = '/v3/member/front/balanceLog/list'
const FIGURES = '/v3/member/front/balanceRecharge/getMemberBalance'

beforeEach(async () => {
  await resetDatabase()
})

const passFinalPaymentDeadline = () =>
  postJson('/v3/mock/front/clock/advance', { hours: FINAL_PAYMENT_WINDOW_MS / 3_600_000 + 1 })

const forfeitsOf = (memberId: number, orderSn: string) =>
  entriesOf(memberId).filter((entry) => entry.kind === 'depositForfeited' && entry.orderSn === orderSn)

describe('a forfeited deposit', () => {
  it('is one movement of 0 with the order number and the deposit kept once the final payment is overdue; the balance stays', async () => {
    const token = await tokenOf(COMPRADOR)
    const { memberId } = memberOf(COMPRADOR)
    const { orderSn } = db.orders
      .all()
      .find((order) => order.orderType === 2 && order.lifecycle.state === 'waitingReview')!
    await postJson(ACT, { orderSn, action: 'approve' })
    const quoted = await postJson(ACT, { orderSn, action: 'quote', total: 1000 })
    const depositPaySn = quoted.data.depositPaySn as string
    const before = balanceOf(memberId)
    const paid = await doPay(token, { paySn: depositPaySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    expect(paid.data.payState).toBe('paid')
    const afterDeposit = balanceOf(memberId)
    expect(afterDeposit).toBe(before - 300)
    expect((await postJson(ACT, { orderSn, action: 'prepare' })).data.lifecycle.state).toBe(
      'waitingFinalPayment',
    )
    expect(forfeitsOf(memberId, orderSn)).toEqual([])

    await passFinalPaymentDeadline()
    const log = await get(`${LOG}?kind=depositForfeited`, token)
    expect(orderNow(orderSn).lifecycle.state).toBe('closedOverdue')
    expect(log.data.list.filter((row: { orderSn: string }) => row.orderSn === orderSn)).toEqual([
      expect.objectContaining({
        kind: 'depositForfeited',
        orderSn,
        paySn: depositPaySn,
        changeValue: 0,
        recordedValue: 300,
        afterValue: afterDeposit,
      }),
    ])
    expect((await get(FIGURES, token)).data.balanceAvailable).toBe(afterDeposit)
    // neither an income nor an expense
    for (const type of ['income', 'expense'])
      expect((await get(`${LOG}?type=${type}&kind=depositForfeited`, token)).data.list).toEqual([])

    // later sweeps (the clock moving on, another read) write nothing more
    await passFinalPaymentDeadline()
    await get(LOG, token)
    await get('/v3/mock/front/orders')
    expect(forfeitsOf(memberId, orderSn)).toHaveLength(1)
    expect(balanceOf(memberId)).toBe(afterDeposit)
  })

  it('goes to the member who paid the deposit (a third-party payer), not to the buyer', async () => {
    const { order } = await finalPaymentReservation(COMPRADOR, FRIEND)
    const friend = memberOf(FRIEND)
    const buyer = memberOf(COMPRADOR)
    await passFinalPaymentDeadline()
    await get(LOG, await tokenOf(FRIEND))
    expect(orderNow(order.orderSn).lifecycle.state).toBe('closedOverdue')
    expect(forfeitsOf(friend.memberId, order.orderSn)).toEqual([
      expect.objectContaining({ amount: 0, recordedAmount: 300, paySn: order.depositPaySn }),
    ])
    expect(forfeitsOf(buyer.memberId, order.orderSn)).toEqual([])
    expect(balanceOf(friend.memberId)).toBe(friend.balance)
  })

  it('is in the seed for comprador’s reservation order closed overdue, with its deposit', () => {
    const { memberId } = memberOf(COMPRADOR)
    const closed = db.orders
      .all()
      .filter((order) => order.memberId === memberId && order.lifecycle.state === 'closedOverdue')
    expect(closed.length).toBeGreaterThan(0)
    for (const order of closed)
      expect(forfeitsOf(memberId, order.orderSn)).toEqual([
        expect.objectContaining({
          amount: 0,
          recordedAmount: order.depositAmount,
          paySn: order.depositPaySn,
        }),
      ])
  })
})
