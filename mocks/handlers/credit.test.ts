// Credit bills on the mock (issue 12 item 4; SPEC.md §5, §8): bills are read from the ledger's credit entries
// and the mock clock; moroso's seeded bill is overdue and blocks credit until it is paid; a bill is paid from the
// balance or through the gateway, exactly once per bill whatever the retries; a refusal writes nothing. Every
// answer is also checked against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { BILL_DUE_DAYS, CREDIT_BILL_MESSAGES as B, billsOf, periodOf } from '../lib/credit-bills'
import { IDEMPOTENCY_MESSAGES } from '../lib/idempotency'
import { adjustTo, balanceOf, creditUsedOf, entriesOf } from '../lib/ledger'
import { PAYMENT_MESSAGES as M } from '../lib/payment-view'
import { resetDatabase } from '../persistence'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  makePayment,
  memberOf,
  newKey,
  postJson,
  tokenOf,
} from '../fixtures/payment-fixtures'

beforeEach(async () => {
  await resetDatabase()
})

const SUMMARY = '/v3/member/front/credit/summary'
const LIST = '/v3/member/front/creditBill/list'
const DETAIL = '/v3/member/front/creditBill/detail'
const PAY = '/v3/member/front/creditBill/pay'
const COMPLETE = '/v3/mock/front/gateway/complete'
const DAY = 86_400_000

const payBill = (token: string, body: Record<string, unknown>, key = newKey()) =>
  postJson(PAY, body, token, { 'Idempotency-Key': key })

/** moroso's one bill (seeded: its opening credit a year ago). */
async function morosoBill(token: string) {
  const list = await get(LIST, token)
  expect(list.state).toBe(200)
  expect(list.data.list).toHaveLength(1)
  return list.data.list[0]
}

/** Gives moroso prepaid money (as a top-up would) so the bill can be paid from the balance. */
async function fundMoroso(amount: number) {
  await adjustTo(memberOf('moroso@example.com').memberId, 'balance', amount)
}

describe('credit summary and bills', () => {
  it('comprador: limit 10 000, nothing used, no bill, no overdue bill', async () => {
    const token = await tokenOf('comprador@example.com')
    const summary = await get(SUMMARY, token)
    expect(summary.data).toMatchObject({
      creditLimit: 10000,
      creditUsed: 0,
      creditAvailable: 10000,
      hasOverdueBill: false,
      overdueAmount: 0,
      balanceAvailable: 2000,
    })
    expect((await get(LIST, token)).data.list).toEqual([])
  })

  it('moroso: one overdue bill of 4 800 because its due date is past on the mock clock', async () => {
    const token = await tokenOf('moroso@example.com')
    const summary = await get(SUMMARY, token)
    expect(summary.data).toMatchObject({ creditLimit: 5000, creditUsed: 4800, hasOverdueBill: true })
    expect(summary.data.overdueAmount).toBe(4800)
    const bill = await morosoBill(token)
    expect(bill).toMatchObject({ amount: 4800, outstanding: 4800, paidAmount: 0, state: 'overdue' })
    expect(Date.parse(bill.dueTime)).toBeLessThan(clock.now())
    const detail = await get(`${DETAIL}?billSn=${bill.billSn}`, token)
    expect(detail.data.lines).toEqual([expect.objectContaining({ kind: 'opening', amount: 4800 })])
  })

  it('an order paid on credit opens the month’s bill; the clock past the due date makes it overdue', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 300 })
    const paid = await doPay(token, { paySn: payment.paySn, payMethod: 'credit', payPwd: MOCK_PAY_PASSWORD })
    expect(paid.state).toBe(200)
    const [open] = (await get(LIST, token)).data.list
    expect(open).toMatchObject({ amount: 300, outstanding: 300, state: 'open', orderCount: 2 })
    const detail = await get(`${DETAIL}?billSn=${open.billSn}`, token)
    expect(detail.data.lines[0]).toMatchObject({ kind: 'orderPaid', paySn: payment.paySn })
    expect(detail.data.lines[0].orderSnList).toHaveLength(2)
    // an open bill cannot be paid yet
    expect((await payBill(token, { billSn: open.billSn, payMethod: 'tropipay' })).msg).toBe(B.stillOpen)

    const { end } = periodOf(clock.now())
    clock.setOffsetMs(clock.offsetMs() + (end - clock.now()) + DAY)
    expect((await get(LIST, token)).data.list[0].state).toBe('pending')
    expect((await get(SUMMARY, token)).data.hasOverdueBill).toBe(false)
    clock.setOffsetMs(clock.offsetMs() + BILL_DUE_DAYS * DAY)
    expect((await get(LIST, token)).data.list[0].state).toBe('overdue')
    expect((await get(`${LIST}?state=overdue`, token)).data.list).toHaveLength(1)
    expect((await get(`${LIST}?state=paid`, token)).data.list).toHaveLength(0)
    expect((await get(SUMMARY, token)).data).toMatchObject({ hasOverdueBill: true, overdueAmount: 300 })
    clock.reset()
  })

  it('another member’s bill or an unknown number is not found', async () => {
    const moroso = await tokenOf('moroso@example.com')
    const bill = await morosoBill(moroso)
    const comprador = await tokenOf('comprador@example.com')
    expect((await get(`${DETAIL}?billSn=${bill.billSn}`, comprador)).msg).toBe(B.notFound)
    expect((await payBill(comprador, { billSn: bill.billSn, payMethod: 'tropipay' })).msg).toBe(B.notFound)
    expect((await get(`${DETAIL}?billSn=CB000004199001`, moroso)).msg).toBe(B.notFound)
  })
})

describe('paying a bill', () => {
  it('from the balance: balance −4 800 and credit freed, one billPaid pair; credit payment works again', async () => {
    await fundMoroso(6000)
    const token = await tokenOf('moroso@example.com')
    const bill = await morosoBill(token)
    const blocked = await makePayment('moroso@example.com', { needPay: 100 })
    const before = await doPay(token, {
      paySn: blocked.paySn,
      payMethod: 'credit',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(before.msg).toBe(M.creditOverdue)

    const paid = await payBill(token, {
      billSn: bill.billSn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(paid.state).toBe(200)
    expect(paid.data).toMatchObject({ billSn: bill.billSn, state: 'paid', balanceAfter: 1200 })
    const memberId = memberOf('moroso@example.com').memberId
    expect(balanceOf(memberId)).toBe(1200)
    expect(creditUsedOf(memberId)).toBe(0)
    const billPaid = entriesOf(memberId).filter((entry) => entry.kind === 'billPaid')
    expect(billPaid.map((e) => [e.account, e.amount, e.documentSn])).toEqual([
      ['balance', -4800, bill.billSn],
      ['credit', -4800, bill.billSn],
    ])
    expect((await get(SUMMARY, token)).data).toMatchObject({ hasOverdueBill: false, creditAvailable: 5000 })
    const detail = (await get(`${DETAIL}?billSn=${bill.billSn}`, token)).data
    expect(detail).toMatchObject({ state: 'paid', outstanding: 0, paidAmount: 4800 })
    expect(detail.payments).toHaveLength(1)

    const after = await doPay(token, { paySn: blocked.paySn, payMethod: 'credit', payPwd: MOCK_PAY_PASSWORD })
    expect(after.state).toBe(200)
    // a second payment of the paid bill (a new attempt) is refused and writes nothing
    const again = await payBill(token, {
      billSn: bill.billSn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(again.msg).toBe(B.alreadyPaid)
    expect(balanceOf(memberId)).toBe(1200)
  })

  it('refuses a short balance, a wrong or missing pay password, a bad method: nothing is posted', async () => {
    const token = await tokenOf('moroso@example.com')
    const memberId = memberOf('moroso@example.com').memberId
    const bill = await morosoBill(token)
    const count = () => entriesOf(memberId).length
    const entries = count()
    const attempt = (body: Record<string, unknown>) => payBill(token, { billSn: bill.billSn, ...body })
    expect((await attempt({ payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })).msg).toBe(M.balanceShort)
    await fundMoroso(6000)
    expect((await attempt({ payMethod: 'balance', payPwd: '99999999' })).msg).toBe(M.wrongPayPassword)
    expect((await attempt({ payMethod: 'balance' })).msg).toBe('Introduzca la contraseña de pago')
    expect((await attempt({ payMethod: 'balance', payPwd: '12ab' })).msg).toBe(
      'La contraseña de pago tiene al menos 8 dígitos',
    )
    expect((await attempt({ payMethod: 'cash' })).state).toBe(255)
    expect(count()).toBe(entries + 1) // the funding adjustment only
    expect((await get(SUMMARY, token)).data.hasOverdueBill).toBe(true)
  })

  it('a double click and a retry after a lost answer make exactly one payment (Idempotency-Key)', async () => {
    await fundMoroso(6000)
    const token = await tokenOf('moroso@example.com')
    const memberId = memberOf('moroso@example.com').memberId
    const bill = await morosoBill(token)
    const body = { billSn: bill.billSn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }
    const key = newKey()
    // double click: the same key twice at once
    const [first, second] = await Promise.all([payBill(token, body, key), payBill(token, body, key)])
    expect(first).toMatchObject({ state: 200, data: { state: 'paid', balanceAfter: 1200 } })
    expect(second.msg).toBe(IDEMPOTENCY_MESSAGES.inFlight)
    // the retry after a lost answer replays the first answer
    expect(await payBill(token, body, key)).toEqual(first)
    // two different keys at once (two tabs): one pays, the other is refused
    const other = await Promise.all([payBill(token, body), payBill(token, body)])
    expect(other.map((answer) => answer.msg)).toEqual([B.alreadyPaid, B.alreadyPaid])
    expect(entriesOf(memberId).filter((entry) => entry.kind === 'billPaid')).toHaveLength(2)
    expect(balanceOf(memberId)).toBe(1200)
    expect((await payBill(token, { ...body, payPwd: '12345678' }, key)).msg).toBe(IDEMPOTENCY_MESSAGES.reused)
  })

  it('by e-payment: the gateway approval frees the credit only; a declined session pays nothing', async () => {
    const token = await tokenOf('moroso@example.com')
    const memberId = memberOf('moroso@example.com').memberId
    const bill = await morosoBill(token)
    const declinedStart = await payBill(token, { billSn: bill.billSn, payMethod: 'tropipay' })
    const declinedToken = new URL(declinedStart.data.redirectUrl, 'http://x').searchParams.get('token')!
    const declined = await postJson(COMPLETE, { token: declinedToken, outcome: 'declined' })
    expect(declined.data.returnFail).toBe(`/member/credit/pay?billSn=${bill.billSn}&result=fail`)
    expect(creditUsedOf(memberId)).toBe(4800)

    const started = await payBill(token, { billSn: bill.billSn, payMethod: 'tropipay' })
    expect(started.data).toMatchObject({ state: 'overdue', balanceAfter: null })
    expect(started.data.redirectUrl).toMatch(/^\/mock-pasarela\?token=TP-CB-/)
    const sessionToken = new URL(started.data.redirectUrl, 'http://x').searchParams.get('token')!
    const session = await get(`/v3/mock/front/gateway/session?token=${sessionToken}`)
    expect(session.data).toMatchObject({ paySn: bill.billSn, amount: 4800 })
    const approved = await postJson(COMPLETE, { token: sessionToken, outcome: 'approved' })
    expect(approved.data).toMatchObject({
      state: 'approved',
      returnSuccess: `/member/credit/pay?billSn=${bill.billSn}&result=success`,
    })
    expect(creditUsedOf(memberId)).toBe(0)
    expect(balanceOf(memberId)).toBe(0)
    expect((await get(`${DETAIL}?billSn=${bill.billSn}`, token)).data.state).toBe('paid')
    // a second session approved later does not pay twice
    expect(db.ledger.all().filter((e) => e.kind === 'billPaid')).toHaveLength(1)
  })

  it('credit freed by a refund of an earlier month pays the oldest bill first: outstanding sums to credit used', async () => {
    const memberId = memberOf('moroso@example.com').memberId
    await adjustTo(memberId, 'credit', 4000)
    const bills = billsOf(memberId)
    expect(bills.reduce((sum, bill) => sum + bill.outstanding, 0)).toBe(creditUsedOf(memberId))
    expect(bills[0]!.outstanding).toBe(4000)
  })
})
