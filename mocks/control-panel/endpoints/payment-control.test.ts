// Mock-only payment controls (tag `mock`): the supplier confirms or rejects wire transfers, changes a SKU's
// price, and the simulated TropiPay page approves or declines — each through the same rules as the buyer's
// flows (a payment becomes paid only through markPaymentPaid).
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../../clock'
import { db } from '../../db'
import { resetDatabase } from '../../persistence'
import { PAYMENT_MESSAGES as M } from '../../lib/payment-view'
import { PAYMENT_CONTROL_MESSAGES as C } from './payment-control'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  imageBytes,
  makePayment,
  ordersOf,
  paymentNow,
  postForm,
  postJson,
  tokenOf,
  upload,
} from '../../fixtures/payment-fixtures'

beforeEach(async () => {
  await resetDatabase()
})

const MOCK = '/v3/mock/front'
const PAY_INFO = '/v3/business/front/orderPay/payInfo'

async function pendingTransfer(email = 'comprador@example.com') {
  const token = await tokenOf(email)
  const payment = await makePayment(email, { needPay: 180 })
  const proof = await upload(token, imageBytes(5000))
  await doPay(token, { paySn: payment.paySn, payMethod: 'transfer', proofUrl: proof.data.url })
  // the answers hand out fresh signed links to the same private file (issue 27 item 8)
  return {
    token,
    payment,
    proofUrl: `${(proof.data.path as string).replace('/uploads/', '/mock-uploads/')}?expires=`,
  }
}

async function tropipaySession(token: string, paySn: string, extra: Record<string, string> = {}) {
  const answer = await doPay(token, { paySn, payMethod: 'tropipay', ...extra })
  return new URL(answer.data.redirectUrl, 'http://app.test').searchParams.get('token')!
}

describe('wire transfers waiting for the store', () => {
  it('lists every pending transfer with the buyer, the amount, the orders and the proof', async () => {
    expect((await get(`${MOCK}/payments/pendingTransfers`)).data).toEqual([])
    const { payment, proofUrl } = await pendingTransfer()
    const list = await get(`${MOCK}/payments/pendingTransfers`)
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({
      paySn: payment.paySn,
      memberEmail: 'comprador@example.com',
      payerEmail: 'comprador@example.com',
      needPay: 180,
      proofUrl: expect.stringContaining(proofUrl),
      orderSnList: payment.orderSns,
    })
    expect(list.data[0].submittedAt).toBe(
      new Date(paymentNow(payment.paySn).transferSubmittedAt!).toISOString(),
    )
  })

  it('confirming makes the payment paid by transfer and the orders pending shipment', async () => {
    const { token, payment } = await pendingTransfer()
    const answer = await postJson(`${MOCK}/payments/confirmTransfer`, { paySn: payment.paySn })
    expect(answer.data).toMatchObject({ paySn: payment.paySn, payState: 'paid', payMethod: 'transfer' })
    expect(answer.data.tradeSn).toMatch(/^TR/)
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([20, 20])
    expect((await get(`${PAY_INFO}?paySn=${payment.paySn}`, token)).data.payState).toBe('paid')
    expect((await get(`${MOCK}/payments/pendingTransfers`)).data).toEqual([])
  })

  it('refuses to confirm or reject a payment that is not pending, and an unknown one', async () => {
    const payment = await makePayment('comprador@example.com')
    expect(await postJson(`${MOCK}/payments/confirmTransfer`, { paySn: payment.paySn })).toMatchObject({
      state: 255,
      msg: C.notPending,
    })
    expect(
      await postJson(`${MOCK}/payments/rejectTransfer`, { paySn: payment.paySn, reason: 'Ilegible' }),
    ).toMatchObject({ msg: C.notPending })
    expect(await postJson(`${MOCK}/payments/confirmTransfer`, { paySn: 'PG99999999' })).toMatchObject({
      msg: M.notFound,
    })
  })

  it('rejecting puts the payment back to unpaid with the reason, and the buyer can pay again', async () => {
    const { token, payment } = await pendingTransfer()
    const answer = await postJson(`${MOCK}/payments/rejectTransfer`, {
      paySn: payment.paySn,
      reason: ' El importe del comprobante no coincide ',
    })
    expect(answer.data).toMatchObject({
      payState: 'unpaid',
      proofUrl: null,
      transferRejectReason: 'El importe del comprobante no coincide',
    })
    const info = await get(`${PAY_INFO}?paySn=${payment.paySn}`, token)
    expect(info.data).toMatchObject({
      payState: 'unpaid',
      transferRejectReason: 'El importe del comprobante no coincide',
    })
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([10, 10])
    const paid = await doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    expect(paid.data.payState).toBe('paid')
    expect(paymentNow(payment.paySn).transferRejectReason).toBeNull()
  })

  it('a transfer sent by a third-party payer, once confirmed, pays his request', async () => {
    const payment = await makePayment('comprador@example.com', { needPay: 75 })
    const applicant = await tokenOf('comprador@example.com')
    const payer = await tokenOf('personal@example.com')
    const { data } = await postForm(
      '/v3/business/front/payRequest/add',
      { paySn: payment.paySn, payerEmail: 'personal@example.com' },
      applicant,
    )
    await postForm('/v3/business/front/payRequest/accept', { requestSn: data.requestSn }, payer)
    const proof = await upload(payer, imageBytes(800, 'jpg'), {
      name: 'transferencia.jpg',
      type: 'image/jpeg',
    })
    await doPay(payer, {
      paySn: payment.paySn,
      payMethod: 'transfer',
      proofUrl: proof.data.url,
      requestSn: data.requestSn,
    })
    const list = await get(`${MOCK}/payments/pendingTransfers`)
    expect(list.data[0]).toMatchObject({
      memberEmail: 'comprador@example.com',
      payerEmail: 'personal@example.com',
    })
    expect(
      await postForm('/v3/business/front/payRequest/cancel', { requestSn: data.requestSn }, applicant),
    ).toMatchObject({ state: 255, msg: M.pendingConfirmation })
    await postJson(`${MOCK}/payments/confirmTransfer`, { paySn: payment.paySn })
    const detail = await get(`/v3/business/front/payRequest/detail?requestSn=${data.requestSn}`, payer)
    expect(detail.data.state).toBe('paid')
    expect(paymentNow(payment.paySn).payerMemberId).toBe(2)
  })
})

describe('goods/price', () => {
  it("changes a SKU's price (the goods' ladder scales it) and refuses an unknown SKU", async () => {
    const product = db.products.all()[0]!
    expect(
      (await postJson(`${MOCK}/goods/price`, { productId: product.productId, price: 12.345 })).state,
    ).toBe(200)
    expect(db.products.findFirst((q) => q.where({ productId: product.productId }))!.price).toBe(12.35)
    expect(await postJson(`${MOCK}/goods/price`, { productId: 99_999_999, price: 5 })).toMatchObject({
      state: 255,
      msg: C.unknownProduct,
    })
    expect((await postJson(`${MOCK}/goods/price`, { productId: product.productId, price: 0 })).state).toBe(
      255,
    )
  })
})

describe('the simulated TropiPay page', () => {
  it('reads its session: amount, payment and where to come back', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 64.2 })
    const session = await tropipaySession(token, payment.paySn)
    const answer = await get(`${MOCK}/gateway/session?token=${session}`)
    expect(answer.data).toEqual({
      token: session,
      paySn: payment.paySn,
      amount: 64.2,
      returnSuccess: `/tropipay/success?paySn=${payment.paySn}`,
      returnFail: `/tropipay/fail?paySn=${payment.paySn}`,
      state: 'open',
    })
    expect(await get(`${MOCK}/gateway/session?token=NO-EXISTE-1`)).toMatchObject({
      state: 255,
      msg: C.unknownSession,
    })
  })

  it('approving pays through tropipay once; the session cannot be completed again', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const session = await tropipaySession(token, payment.paySn)
    const answer = await postJson(`${MOCK}/gateway/complete`, { token: session, outcome: 'approved' })
    expect(answer.data.state).toBe('approved')
    expect(paymentNow(payment.paySn)).toMatchObject({
      payState: 'paid',
      payMethod: 'tropipay',
      payerMemberId: 1,
    })
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([20, 20])
    expect(await postJson(`${MOCK}/gateway/complete`, { token: session, outcome: 'declined' })).toMatchObject(
      {
        state: 255,
        msg: C.sessionClosed,
      },
    )
  })

  it('declining leaves the payment unpaid', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const session = await tropipaySession(token, payment.paySn)
    const answer = await postJson(`${MOCK}/gateway/complete`, { token: session, outcome: 'declined' })
    expect(answer.data.state).toBe('declined')
    expect((await get(`${PAY_INFO}?paySn=${payment.paySn}`, token)).data.payState).toBe('unpaid')
  })

  it('refuses to approve once the payment window is over', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const session = await tropipaySession(token, payment.paySn)
    clock.advanceHours(25)
    expect(await postJson(`${MOCK}/gateway/complete`, { token: session, outcome: 'approved' })).toMatchObject(
      {
        state: 255,
        msg: M.expired,
      },
    )
    expect(paymentNow(payment.paySn).payState).toBe('cancelled')
  })
})
