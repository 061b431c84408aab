// Property tests of the credit bills on the ledger (issue 12 item 4; the ledger's own in ./ledger.test.ts): for
// any sequence of credit payments, credit refunds, top-ups, days passing on the mock clock and bill payments
// from the balance or from outside, the bills' outstanding amounts add up to the credit used, each bill's state
// is what the clock and its due date say, a bill is paid at most once, and a refused bill payment writes nothing.
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db, type MemberRecord } from '../db'
import { resetDatabase } from '../persistence'
import { BILL_DUE_DAYS, billOf, billsOf, hasOverdueBill, payBill, periodOf } from './credit-bills'
import { balanceOf, creditUsedOf, payBackTo, post } from './ledger'

const DAY = 86_400_000

beforeEach(async () => {
  await resetDatabase()
})
afterEach(() => clock.reset())

let nextMemberId = 95_000
async function newMember(creditLimit: number): Promise<number> {
  const template = db.members.all()[0] as MemberRecord
  nextMemberId += 1
  await db.members.create({
    ...template,
    memberId: nextMemberId,
    email: `bills-${nextMemberId}@example.com`,
    creditLimit,
  })
  return nextMemberId
}

type Step =
  | { type: 'payCredit' | 'refundCredit' | 'topUp'; cents: number }
  | { type: 'days'; days: number }
  | { type: 'payBill'; pick: number; source: 'balance' | 'external' }

const cents = fc.integer({ min: 1, max: 200_000 })
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constantFrom('payCredit' as const, 'refundCredit' as const, 'topUp' as const),
    cents,
  }),
  fc.record({ type: fc.constant('days' as const), days: fc.integer({ min: 1, max: 45 }) }),
  fc.record({
    type: fc.constant('payBill' as const),
    pick: fc.nat({ max: 20 }),
    source: fc.constantFrom('balance' as const, 'external' as const),
  }),
)

const toCents = (value: number) => Math.round(value * 100)

describe('credit bills on the ledger', () => {
  it('add up to the credit used, follow the clock, are paid at most once; a refused payment writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        clock.reset()
        const memberId = await newMember(10_000)
        for (const s of steps) {
          if (s.type === 'days') clock.advanceHours(s.days * 24)
          else if (s.type === 'payCredit')
            await post({
              memberId,
              account: 'credit',
              amount: s.cents / 100,
              kind: 'orderPaid',
              paySn: 'PG-T',
            })
          else if (s.type === 'refundCredit')
            await payBackTo('credit', memberId, s.cents / 100, { kind: 'refund', afsSn: 'AS-T' })
          else if (s.type === 'topUp')
            await post({ memberId, account: 'balance', amount: s.cents / 100, kind: 'topUp' })
          else if (s.type === 'payBill') {
            const bills = billsOf(memberId)
            const bill = bills.length > 0 ? bills[s.pick % bills.length]! : null
            if (!bill) continue
            const before = JSON.stringify(db.ledger.all())
            const balance = balanceOf(memberId)
            const paid = await payBill(memberId, bill.billSn, s.source)
            const payable = bill.state === 'pending' || bill.state === 'overdue'
            const covered = s.source === 'external' || toCents(balance) >= toCents(bill.outstanding)
            expect(paid.ok, JSON.stringify({ s, bill })).toBe(payable && covered)
            if (paid.ok) {
              expect(billOf(memberId, bill.billSn)).toMatchObject({ state: 'paid', outstanding: 0 })
              const spent = s.source === 'balance' ? toCents(bill.outstanding) : 0
              expect(toCents(balanceOf(memberId))).toBe(toCents(balance) - spent)
              // paying it again is refused
              expect((await payBill(memberId, bill.billSn, s.source)).ok).toBe(false)
            } else {
              expect(JSON.stringify(db.ledger.all())).toBe(before)
            }
          }
          const now = clock.now()
          const bills = billsOf(memberId)
          const owed = bills.reduce((sum, bill) => sum + toCents(bill.outstanding), 0)
          expect(owed).toBe(toCents(creditUsedOf(memberId)))
          expect(balanceOf(memberId)).toBeGreaterThanOrEqual(0)
          for (const bill of bills) {
            expect(bill.outstanding).toBeGreaterThanOrEqual(0)
            const expected =
              now < bill.periodEnd
                ? 'open'
                : bill.outstanding === 0
                  ? 'paid'
                  : now > bill.dueAt
                    ? 'overdue'
                    : 'pending'
            expect(bill.state).toBe(expected)
            expect(bill.dueAt - bill.periodEnd).toBe(BILL_DUE_DAYS * DAY)
          }
          expect(hasOverdueBill(memberId)).toBe(bills.some((bill) => bill.state === 'overdue'))
        }
      }),
      { numRuns: 80 },
    )
  })

  it('puts an entry in the bill of its UTC month, numbered CB + member + year + month', async () => {
    const memberId = await newMember(1000)
    await post({ memberId, account: 'credit', amount: 10, kind: 'orderPaid', paySn: 'PG-1' })
    const [bill] = billsOf(memberId)
    const { period, start, end } = periodOf(clock.now())
    expect(bill).toMatchObject({ period, periodStart: start, periodEnd: end, state: 'open', amount: 10 })
    expect(bill!.billSn).toBe(`CB${String(memberId).padStart(6, '0')}${period.replace('-', '')}`)
  })
})
