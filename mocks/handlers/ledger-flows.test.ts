// The payment code writes through the ledger (issue 12 item 1): for any sequence of top-ups, payments by
// balance and by credit (doPay) and paid orders the supplier rejects (paid back to the account that paid),
// comprador's wallet as payInfo answers it is the sum of his entries, within its bounds, and a refused payment
// writes no entry and leaves the payment unpaid.
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db'
import { balanceOf, creditUsedOf, entriesOf, post } from '../lib/ledger'
import { rejectOrder } from '../lib/supplier-actions'
import { resetDatabase } from '../persistence'
import { PAYMENT_MESSAGES as M } from '../lib/payment-view'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  makePayment,
  memberOf,
  ordersOf,
  paymentNow,
  tokenOf,
} from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const PAY_INFO = '/v3/business/front/orderPay/payInfo'

beforeEach(async () => {
  await resetDatabase()
})

type Step =
  | { type: 'topUp'; cents: number }
  | { type: 'pay'; method: 'balance' | 'credit'; cents: number }
  | { type: 'reject' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('topUp' as const), cents: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({
    type: fc.constant('pay' as const),
    method: fc.constantFrom('balance' as const, 'credit' as const),
    cents: fc.integer({ min: 1, max: 600_000 }),
  }),
  fc.constant({ type: 'reject' as const }),
)

const sumOf = (memberId: number, account: 'balance' | 'credit') =>
  entriesOf(memberId, account).reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0) / 100

describe('payments through the ledger', () => {
  it('keep the wallet the sum of its entries; a refused payment writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        await resetDatabase()
        const token = await tokenOf(COMPRADOR)
        const { memberId, creditLimit } = memberOf(COMPRADOR)
        const paid: string[] = []
        for (const s of steps) {
          const entriesBefore = JSON.stringify(db.ledger.all())
          if (s.type === 'topUp') {
            await post({
              memberId,
              account: 'balance',
              amount: s.cents / 100,
              kind: 'topUp',
              documentSn: 'RC-T',
            })
          } else if (s.type === 'pay') {
            const needPay = s.cents / 100
            const payment = await makePayment(COMPRADOR, { needPay, stores: 1 })
            const available =
              s.method === 'balance' ? balanceOf(memberId) : creditLimit - creditUsedOf(memberId)
            const answer = await doPay(token, {
              paySn: payment.paySn,
              payMethod: s.method,
              payPwd: MOCK_PAY_PASSWORD,
            })
            if (available < needPay) {
              expect(answer).toMatchObject({ msg: s.method === 'balance' ? M.balanceShort : M.creditShort })
              expect(JSON.stringify(db.ledger.all())).toBe(entriesBefore)
              expect(paymentNow(payment.paySn).payState).toBe('unpaid')
            } else {
              expect(answer.data.payState).toBe('paid')
              const [entry] = entriesOf(memberId).slice(-1)
              expect(entry).toMatchObject({ kind: 'orderPaid', paySn: payment.paySn, account: s.method })
              expect(Math.abs(entry!.amount)).toBe(needPay)
              paid.push(ordersOf(payment)[0]!.orderSn)
            }
          } else {
            const orderSn = paid.pop()
            if (orderSn) {
              const order = db.orders.findFirst((q) => q.where({ orderSn }))!
              const { balance, creditUsed } = memberOf(COMPRADOR)
              expect((await rejectOrder(order, 'Sin existencias')).ok).toBe(true)
              const back = entriesOf(memberId).slice(-1)[0]!
              expect(back).toMatchObject({ kind: 'orderRejected', orderSn })
              const after = memberOf(COMPRADOR)
              expect(Math.round((after.balance - balance + (creditUsed - after.creditUsed)) * 100)).toBe(
                Math.round(order.totalMoney * 100),
              )
            }
          }
          const info = await get(
            `${PAY_INFO}?paySn=${(await makePayment(COMPRADOR, { stores: 1 })).paySn}`,
            token,
          )
          expect(info.data.balanceAvailable).toBe(sumOf(memberId, 'balance'))
          expect(info.data.credit.available).toBe(
            Math.round((creditLimit - sumOf(memberId, 'credit')) * 100) / 100,
          )
          expect(info.data.balanceAvailable).toBeGreaterThanOrEqual(0)
          expect(sumOf(memberId, 'credit')).toBeGreaterThanOrEqual(0)
          expect(sumOf(memberId, 'credit')).toBeLessThanOrEqual(creditLimit)
        }
      }),
      { numRuns: 10 },
    )
  }, 120_000)
})
