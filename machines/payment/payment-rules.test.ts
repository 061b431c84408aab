// The payment page's own checks before "Pagar" (issue 16 item 9b, 9d; SPEC.md §5, §8): funds through the shared
// rule of src/schemas/payment.schema.ts, and a reservation's final payment only from the deposit's payer, asked
// of the reservation machine (machines/order-lifecycle) — never a copy of its guard.
import { describe, expect, it } from 'vitest'
import type { PayInfo } from '../../src/api/payment'
import { initial, states } from '../order-lifecycle/lifecycle'
import { fakePayment, info, METHODS, method, startChoosing } from './payment.fixtures'
import { methodProblemsOf, offersThirdParty } from './payment-rules'

const ALL = [method('balance'), method('credit'), method('card'), method('tropipay')]

/** A reservation order waiting for its final payment, whose deposit member `payer` paid. */
function finalPayment(payer: number): PayInfo {
  const start = initial('reservation', { unitsTotal: 10 })
  return info({
    payKind: 'final',
    orderLifecycle: {
      kind: 'reservation',
      state: states.reservation.waitingFinalPayment,
      context: { ...start.context, depositPayerMemberId: payer },
    },
    depositPayer: { memberName: 'Comprador', email: 'c***@example.com' },
  })
}

describe('payment rules', () => {
  it('disables the prepaid balance when it does not cover the amount, to the cent', () => {
    expect(methodProblemsOf(info({ needPay: 150.5, balanceAvailable: 150.49 }), ALL, 1)).toEqual({
      balance: { id: 'validation.payment.balanceShort' },
    })
    expect(methodProblemsOf(info({ needPay: 150.5, balanceAvailable: 150.5 }), ALL, 1)).toEqual({})
  })

  it('disables credit for an overdue bill first, then for a short limit (moroso)', () => {
    const overdue = info({ credit: { limit: 10, available: 0, hasOverdueBill: true } })
    expect(methodProblemsOf(overdue, ALL, 1).credit).toEqual({ id: 'validation.payment.creditOverdue' })
    const short = info({ credit: { limit: 100, available: 100, hasOverdueBill: false } })
    expect(methodProblemsOf(short, ALL, 1).credit).toEqual({ id: 'validation.payment.creditShort' })
  })

  it('offers a final payment only to the account that paid the deposit, as the reservation machine decides', () => {
    expect(methodProblemsOf(finalPayment(1), ALL, 1)).toEqual({})
    const other = methodProblemsOf(finalPayment(1), ALL, 2)
    expect(Object.keys(other)).toEqual(['balance', 'credit', 'card', 'tropipay'])
    expect(other.card).toEqual({ id: 'validation.payment.finalPayerOnly' })
    // the deposit's payer pays himself: a third party would be refused by the same guard
    expect(offersThirdParty(finalPayment(1), 1)).toBe(false)
    // the buyer whose deposit a third party paid may ask that account again
    expect(offersThirdParty(finalPayment(1), 2)).toBe(true)
    expect(offersThirdParty(info(), 1)).toBe(true)
  })

  it('asks nothing of a final payment whose order no longer takes it', () => {
    const done = finalPayment(1)
    const closed = {
      ...done,
      orderLifecycle: { ...done.orderLifecycle!, state: states.reservation.closedOverdue },
    }
    expect(methodProblemsOf(closed, ALL, 2)).toEqual({})
  })
})

describe('paymentMachine with the payment rules', () => {
  it('skips a balance that does not cover the amount, and does not let it be chosen', async () => {
    const fake = fakePayment({ payInfo: () => Promise.resolve(info({ balanceAvailable: 10 })) })
    const actor = await startChoosing(fake)
    expect(actor.getSnapshot().context.methodProblems.balance).toEqual({
      id: 'validation.payment.balanceShort',
    })
    // METHODS: balance is short, credit disabled by the server: the card is preselected
    expect(actor.getSnapshot().context.method).toBe('card')
    actor.send({ type: 'method.selected', method: 'balance' })
    expect(actor.getSnapshot().context.method).toBe('card')
    expect(METHODS[0]!.enabled).toBe(true)
  })

  it('offers no method at all to an account other than the deposit’s payer; nothing can be paid', async () => {
    const fake = fakePayment({ payInfo: () => Promise.resolve(finalPayment(1)) })
    const actor = await startChoosing(fake, { memberId: 2 })
    expect(actor.getSnapshot().context.method).toBeNull()
    actor.send({ type: 'method.selected', method: 'tropipay' })
    actor.send({ type: 'payment.submitted' })
    expect(actor.getSnapshot().context.method).toBeNull()
    expect(fake.calls.doPay).toEqual([])
    const own = await startChoosing(fakePayment({ payInfo: () => Promise.resolve(finalPayment(1)) }), {
      memberId: 1,
    })
    expect(own.getSnapshot().context.method).toBe('balance')
  })
})
