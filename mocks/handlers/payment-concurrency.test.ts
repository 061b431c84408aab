// Two ways of paying one payment at the same moment (SPEC.md §5 "prepaid balance must cover payment"; every
// money action is idempotent): two tabs paying with different Idempotency-Keys, or the buyer paying from the
// balance while the gateway approves. The payment is paid once, the money leaves once, and the call that comes
// second gets the contract's envelope with "Este pedido ya está pagado." A top-up card bound and spent on a
// payment at once is used once (binds and payments share the ledger's turn; this one held on the timing of the
// previous code too, it guards the shared turn). The store confirming and rejecting one wire transfer at once
// leaves it paid or unpaid, never paid orders under an unpaid payment (SPEC.md §4). Answers are checked against
// the contract by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { entriesOf } from '../lib/ledger'
import { ORDER_STATE } from '../lib/order-records'
import { PAYMENT_MESSAGES as M } from '../lib/payment-view'
import { resetDatabase } from '../persistence'
import { SEEDED_VOUCHERS } from '../seed/payments'
import { PAYMENT_CONTROL_MESSAGES as C } from '../control-panel/endpoints/payment-control'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  makePayment,
  memberOf,
  newKey,
  ordersOf,
  imageBytes,
  paymentNow,
  postJson,
  tokenOf,
  upload,
  type Answer,
} from '../fixtures/payment-fixtures'

const BUYER = 'comprador@example.com'
const COMPLETE = '/v3/mock/front/gateway/complete'
const BIND = '/v3/member/front/rechargeCard/bind'
const CONFIRM = '/v3/mock/front/payments/confirmTransfer'
const REJECT = '/v3/mock/front/payments/rejectTransfer'

beforeEach(async () => {
  await resetDatabase()
})

/** The ledger entries that paid `paySn`, of every account. */
const paidEntries = (paySn: string) =>
  entriesOf(memberOf(BUYER).memberId).filter((entry) => entry.kind === 'orderPaid' && entry.paySn === paySn)

/** The one answer that paid, and the other one. */
function winnerOf(answers: Answer[]): { paid: Answer; refused: Answer } {
  const paid = answers.filter((answer) => answer.state === 200)
  expect(paid).toHaveLength(1)
  return { paid: paid[0]!, refused: answers.find((answer) => answer.state !== 200)! }
}

describe('doPay twice at once with different Idempotency-Keys', () => {
  it('takes the prepaid balance once, pays once and tells the second "ya está pagado"', async () => {
    const token = await tokenOf(BUYER)
    const payment = await makePayment(BUYER, { needPay: 120 })
    const body = { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }
    const { paid, refused } = winnerOf(await Promise.all([doPay(token, body), doPay(token, body)]))
    expect(refused).toEqual({ state: 255, msg: M.alreadyPaid, data: null })
    expect(paidEntries(payment.paySn).map(({ account, amount }) => [account, amount])).toEqual([
      ['balance', -120],
    ])
    expect(memberOf(BUYER).balance).toBe(1880)
    expect(paymentNow(payment.paySn)).toMatchObject({
      payState: 'paid',
      payMethod: 'balance',
      tradeSn: paid.data.tradeSn,
    })
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([20, 20])
  })

  it('uses the credit once, pays once and tells the second "ya está pagado"', async () => {
    const token = await tokenOf(BUYER)
    const payment = await makePayment(BUYER, { needPay: 300 })
    const body = { paySn: payment.paySn, payMethod: 'credit', payPwd: MOCK_PAY_PASSWORD }
    const { paid, refused } = winnerOf(await Promise.all([doPay(token, body), doPay(token, body)]))
    expect(refused).toEqual({ state: 255, msg: M.alreadyPaid, data: null })
    expect(paidEntries(payment.paySn).map(({ account, amount }) => [account, amount])).toEqual([
      ['credit', 300],
    ])
    expect(memberOf(BUYER)).toMatchObject({ creditUsed: 300, balance: 2000 })
    expect(paymentNow(payment.paySn)).toMatchObject({ payState: 'paid', tradeSn: paid.data.tradeSn })
  })

  it('pays once when one tab pays from the balance and the other on credit', async () => {
    const token = await tokenOf(BUYER)
    const payment = await makePayment(BUYER, { needPay: 300 })
    const body = { paySn: payment.paySn, payPwd: MOCK_PAY_PASSWORD }
    const { paid, refused } = winnerOf(
      await Promise.all([
        doPay(token, { ...body, payMethod: 'balance' }),
        doPay(token, { ...body, payMethod: 'credit' }),
      ]),
    )
    expect(refused.msg).toBe(M.alreadyPaid)
    expect(paidEntries(payment.paySn)).toHaveLength(1)
    const { balance, creditUsed } = memberOf(BUYER)
    expect([balance, creditUsed]).toEqual(
      paymentNow(payment.paySn).payMethod === 'balance' ? [1700, 0] : [2000, 300],
    )
    expect(paymentNow(payment.paySn).tradeSn).toBe(paid.data.tradeSn)
  })
})

describe('doPay from the balance while the gateway approves the same payment', () => {
  async function race(first: 'balance' | 'gateway') {
    const token = await tokenOf(BUYER)
    const payment = await makePayment(BUYER, { needPay: 120 })
    const opened = await doPay(token, { paySn: payment.paySn, payMethod: 'tropipay' })
    const session = new URL(opened.data.redirectUrl, 'http://app.test').searchParams.get('token')!
    const pay = () => doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    const approve = () => postJson(COMPLETE, { token: session, outcome: 'approved' })
    const [payAnswer, approveAnswer] =
      first === 'balance'
        ? await Promise.all([pay(), approve()])
        : await Promise.all([approve(), pay()]).then(([a, p]) => [p, a] as const)
    return { payment, payAnswer: payAnswer!, approveAnswer: approveAnswer! }
  }

  for (const first of ['balance', 'gateway'] as const) {
    it(`takes the money once, from one side only (${first} sent first)`, async () => {
      const { payment, payAnswer, approveAnswer } = await race(first)
      const { refused } = winnerOf([payAnswer, approveAnswer])
      expect(refused).toEqual({ state: 255, msg: M.alreadyPaid, data: null })
      const byBalance = payAnswer.state === 200
      // one debit in all: the balance's ledger entry, or the gateway's money from outside
      expect(paidEntries(payment.paySn)).toHaveLength(byBalance ? 1 : 0)
      expect(memberOf(BUYER).balance).toBe(byBalance ? 1880 : 2000)
      expect(paymentNow(payment.paySn)).toMatchObject({
        payState: 'paid',
        payMethod: byBalance ? 'balance' : 'tropipay',
      })
    })
  }
})

describe('a top-up card bound and spent on a payment at the same moment', () => {
  for (const first of ['payment', 'bind'] as const) {
    it(`is used once: its value reaches the balance or it pays, never both (${first} sent first)`, async () => {
      const token = await tokenOf(BUYER)
      const payment = await makePayment(BUYER, { needPay: 120 })
      const { large } = SEEDED_VOUCHERS
      const spend = () =>
        doPay(token, {
          paySn: payment.paySn,
          payMethod: 'voucher',
          cardNumber: large.cardNumber,
          cardPin: large.pin,
        })
      const bind = () =>
        postJson(BIND, { cardNumber: large.cardNumber, cardPin: large.pin }, token, {
          'Idempotency-Key': newKey(),
        })
      const [spent, bound] =
        first === 'payment'
          ? await Promise.all([spend(), bind()])
          : await Promise.all([bind(), spend()]).then(([b, s]) => [s, b] as const)
      expect([spent!.state, bound!.state].sort()).toEqual([200, 255])
      const credited = entriesOf(memberOf(BUYER).memberId).filter(
        (entry) => entry.kind === 'cardBound' || entry.kind === 'voucherRest',
      )
      expect(credited).toHaveLength(1)
      expect(memberOf(BUYER).balance).toBe(spent!.state === 200 ? 2000 + 5000 - 120 : 2000 + 5000)
    })
  }
})

describe('the store confirms and rejects the same wire transfer at once', () => {
  for (const first of ['confirm', 'reject'] as const) {
    it(`ends paid with its orders paid, or unpaid with the reason and its orders unpaid, never a mix (${first} sent first)`, async () => {
      const token = await tokenOf(BUYER)
      const payment = await makePayment(BUYER, { needPay: 180 })
      const proof = await upload(token, imageBytes(5000))
      await doPay(token, { paySn: payment.paySn, payMethod: 'transfer', proofUrl: proof.data.url })
      const confirm = () => postJson(CONFIRM, { paySn: payment.paySn })
      const reject = () => postJson(REJECT, { paySn: payment.paySn, reason: 'Ilegible' })
      const [confirmed, rejected] =
        first === 'confirm'
          ? await Promise.all([confirm(), reject()])
          : await Promise.all([reject(), confirm()]).then(([r, c]) => [c, r] as const)
      const { refused } = winnerOf([confirmed!, rejected!])
      expect(refused).toEqual({ state: 255, msg: C.notPending, data: null })
      const byConfirm = confirmed!.state === 200
      expect(paymentNow(payment.paySn)).toMatchObject(
        byConfirm
          ? { payState: 'paid', payMethod: 'transfer', transferRejectReason: null }
          : { payState: 'unpaid', payMethod: null, tradeSn: null, transferRejectReason: 'Ilegible' },
      )
      const state = byConfirm ? ORDER_STATE.pendingShipment : ORDER_STATE.pendingPayment
      expect(ordersOf(payment).map((order) => order.orderState)).toEqual([state, state])
      // a transfer's money comes from outside: no ledger entry either way
      expect(paidEntries(payment.paySn)).toEqual([])
    })
  }
})
