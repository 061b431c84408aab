// The payment handlers enforce the rules of SPEC.md §4, §5 and the contract's messages: who may read a
// payment, which methods are available, every method of paying, once per Idempotency-Key, the 24 h window
// on the mock clock, and the upload of payment proofs. Every answer is also checked against the OpenAPI
// document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { IDEMPOTENCY_MESSAGES } from '../lib/idempotency'
import { ORDER_STATE } from '../lib/order-records'
import { resetDatabase } from '../persistence'
import { SEEDED_VOUCHERS } from '../seed/payments'
import { PAYMENT_MESSAGES as M, PLATFORM_BANK_ACCOUNT } from '../lib/payment-view'
import { DECLINED_TEST_CARD } from './payment'
import {
  API,
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  imageBytes,
  makePayment,
  memberOf,
  multipart,
  newKey,
  ordersOf,
  paymentNow,
  postForm,
  postJson,
  postMultipart,
  tokenOf,
  upload,
} from '../fixtures/payment-fixtures'

beforeEach(async () => {
  await resetDatabase()
})

const PAY_INFO = '/v3/business/front/orderPay/payInfo'
const PAY_METHOD = '/v3/business/front/orderPay/payMethod'
const VALID_CARD = {
  cardNumber: '4111111111111111',
  cardHolder: 'Carlos M. Rodríguez',
  cardExpiry: '12/35',
  cardCvv: '123',
}

describe('payInfo', () => {
  it('shows the owner the amount, the orders, the deadline on the mock clock, his wallet and the bank account', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 150.5 })
    clock.advanceHours(2)
    const answer = await get(`${PAY_INFO}?paySn=${payment.paySn}`, token)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({
      paySn: payment.paySn,
      needPay: 150.5,
      payState: 'unpaid',
      expireTime: new Date(payment.expireAt).toISOString(),
      balanceAvailable: 2000,
      hasPayPassword: true,
      credit: { limit: 10000, available: 10000, hasOverdueBill: false },
      receiverName: 'Carlos Manuel Rodríguez Pérez',
      payRequest: null,
      bankAccount: PLATFORM_BANK_ACCOUNT,
    })
    expect(Date.parse(answer.data.serverTime)).toBeGreaterThanOrEqual(payment.createdAt + 2 * 3_600_000)
    expect(answer.data.receiverAddress).toContain('La Habana')
    expect(answer.data.orderList).toHaveLength(2)
    expect(answer.data.orderList[0].orderSn).toBe(payment.orderSns[0])
    expect(answer.data.orderList[0].storeName).toBeTruthy()
    expect(answer.data.orderList[0].goodsNames).toHaveLength(1)
  })

  it('answers "payment record not found" to another member and to an unknown number', async () => {
    const payment = await makePayment('comprador@example.com')
    const other = await tokenOf('personal@example.com')
    expect(await get(`${PAY_INFO}?paySn=${payment.paySn}`, other)).toMatchObject({
      state: 255,
      msg: M.notFound,
    })
    expect(await get(`${PAY_INFO}?paySn=PG000000`, other)).toMatchObject({ state: 255, msg: M.notFound })
  })

  it('answers 266 without a valid session', async () => {
    const payment = await makePayment('comprador@example.com')
    expect((await get(`${PAY_INFO}?paySn=${payment.paySn}`)).state).toBe(266)
  })
})

describe('payMethod', () => {
  it('lists the six methods with their Spanish names, all available when wallet and credit cover the amount', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const answer = await get(`${PAY_METHOD}?paySn=${payment.paySn}`, token)
    expect(answer.data.map((m: { payMethodName: string }) => m.payMethodName)).toEqual([
      'Saldo prepago',
      'Crédito',
      'Tarjeta bancaria',
      'Transferencia bancaria',
      'Vale de recarga',
      'TropiPay (pago electrónico)',
    ])
    expect(answer.data.every((m: { enabled: boolean }) => m.enabled)).toBe(true)
  })

  it('disables credit for an overdue bill and balance when it does not cover the amount', async () => {
    const token = await tokenOf('moroso@example.com')
    const payment = await makePayment('moroso@example.com')
    const answer = await get(`${PAY_METHOD}?paySn=${payment.paySn}`, token)
    const byMethod = Object.fromEntries(answer.data.map((m: { payMethod: string }) => [m.payMethod, m]))
    expect(byMethod.credit).toMatchObject({ enabled: false, disabledReason: M.creditOverdue })
    expect(byMethod.balance).toMatchObject({ enabled: false, disabledReason: M.balanceShort })
    expect(byMethod.card.enabled).toBe(true)
  })

  it('disables credit when the available limit is below the amount', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 12_000 })
    const answer = await get(`${PAY_METHOD}?paySn=${payment.paySn}`, token)
    const credit = answer.data.find((m: { payMethod: string }) => m.payMethod === 'credit')
    expect(credit).toMatchObject({ enabled: false, disabledReason: M.creditShort })
  })
})

describe('doPay with the prepaid balance', () => {
  it('pays, takes the amount from the balance once and moves the orders to pending shipment', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 120 })
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({ paySn: payment.paySn, payState: 'paid', balanceAfter: 1880 })
    expect(answer.data.tradeSn).toMatch(/^TR/)
    expect(memberOf('comprador@example.com').balance).toBe(1880)
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([20, 20])
    expect(paymentNow(payment.paySn)).toMatchObject({ payMethod: 'balance', payerMemberId: 1 })
  })

  it('replays the first answer to a retry with the same key and deducts only once', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 120 })
    const body = { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }
    const key = newKey()
    const first = await doPay(token, body, key)
    const retry = await doPay(token, body, key)
    expect(retry).toEqual(first)
    expect(memberOf('comprador@example.com').balance).toBe(1880)
  })

  it('refuses the same key with another body', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const key = newKey()
    await doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: '11112222' }, key)
    const changed = await doPay(
      token,
      { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD },
      key,
    )
    expect(changed).toMatchObject({ state: 255, msg: IDEMPOTENCY_MESSAGES.reused })
  })

  it('refuses a payment without an Idempotency-Key', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const answer = await postJson(
      '/v3/business/front/orderPay/doPay',
      { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: IDEMPOTENCY_MESSAGES.missing })
  })

  it('refuses to pay twice with "already paid"', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const body = { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }
    expect((await doPay(token, body)).state).toBe(200)
    expect(await doPay(token, body)).toMatchObject({ state: 255, msg: M.alreadyPaid })
    expect(memberOf('comprador@example.com').balance).toBe(1880)
  })

  it('refuses a wrong pay password, a missing one, and a member without one', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    expect(
      await doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: '11112222' }),
    ).toMatchObject({
      state: 255,
      msg: M.wrongPayPassword,
    })
    expect(await doPay(token, { paySn: payment.paySn, payMethod: 'balance' })).toMatchObject({
      msg: 'Introduzca la contraseña de pago',
    })
    await db.members.update((q) => q.where({ memberId: 1 }), { data: (m) => void (m.payPassword = '') })
    expect(
      await doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }),
    ).toMatchObject({ msg: M.noPayPassword })
    expect(memberOf('comprador@example.com').balance).toBe(2000)
  })

  it('refuses when the balance does not cover the amount', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 2000.01 })
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(answer).toMatchObject({ state: 255, msg: M.balanceShort })
    expect(paymentNow(payment.paySn).payState).toBe('unpaid')
  })

  it('answers "payment record not found" for an unknown number and for another member\'s payment', async () => {
    const token = await tokenOf('personal@example.com')
    const payment = await makePayment('comprador@example.com')
    const body = { payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }
    expect(await doPay(token, { ...body, paySn: 'PG123456' })).toMatchObject({ msg: M.notFound })
    expect(await doPay(token, { ...body, paySn: payment.paySn })).toMatchObject({ msg: M.notFound })
  })
})

describe('the 24 h payment window', () => {
  it('cancels an unpaid payment after 24 h on the mock clock: doPay says expired, payInfo shows it cancelled', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    clock.advanceHours(25)
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(answer).toMatchObject({ state: 255, msg: M.expired })
    const info = await get(`${PAY_INFO}?paySn=${payment.paySn}`, token)
    expect(info.data.payState).toBe('cancelled')
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([
      ORDER_STATE.cancelled,
      ORDER_STATE.cancelled,
    ])
    expect(memberOf('comprador@example.com').balance).toBe(2000)
  })
})

describe('doPay with credit', () => {
  it('pays and adds the amount to the credit used', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 300 })
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'credit',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(answer.data.payState).toBe('paid')
    expect(memberOf('comprador@example.com')).toMatchObject({ creditUsed: 300, balance: 2000 })
  })

  it('is blocked by an overdue bill (moroso@example.com)', async () => {
    const token = await tokenOf('moroso@example.com')
    const payment = await makePayment('moroso@example.com', { needPay: 50 })
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'credit',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(answer).toMatchObject({ state: 255, msg: M.creditOverdue })
  })

  it('is refused when the available limit is short', async () => {
    const token = await tokenOf('personal@example.com')
    const payment = await makePayment('personal@example.com', { needPay: 50 })
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'credit',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(answer).toMatchObject({ state: 255, msg: M.creditShort })
  })
})

describe('doPay with a bank card', () => {
  it('pays with a valid card', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const answer = await doPay(token, { paySn: payment.paySn, payMethod: 'card', ...VALID_CARD })
    expect(answer.data).toMatchObject({ payState: 'paid', balanceAfter: null })
    expect(paymentNow(payment.paySn).payMethod).toBe('card')
  })

  it('refuses a number that fails the Luhn check and an expired card', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const base = { paySn: payment.paySn, payMethod: 'card', ...VALID_CARD }
    expect(await doPay(token, { ...base, cardNumber: '4111111111111112' })).toMatchObject({
      state: 255,
      msg: 'El número de tarjeta no es válido.',
    })
    expect(await doPay(token, { ...base, cardNumber: '411111111111111111' })).toMatchObject({
      msg: 'El número de tarjeta no es válido.',
    })
    expect(await doPay(token, { ...base, cardExpiry: '01/20' })).toMatchObject({
      msg: 'La tarjeta está caducada',
    })
  })

  it('declines the test card 4000000000000002', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'card',
      ...VALID_CARD,
      cardNumber: DECLINED_TEST_CARD,
    })
    expect(answer).toMatchObject({ state: 255, msg: M.cardDeclined })
    expect(paymentNow(payment.paySn).payState).toBe('unpaid')
  })
})

describe('doPay with a top-up voucher', () => {
  const { large, small, used } = SEEDED_VOUCHERS

  it('pays and puts the rest of the voucher on the prepaid balance', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 120 })
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'voucher',
      cardNumber: large.cardNumber,
      cardPin: large.pin,
    })
    expect(answer.data).toMatchObject({ payState: 'paid', balanceAfter: 2000 + 5000 - 120 })
    expect(memberOf('comprador@example.com').balance).toBe(6880)
    expect(db.vouchers.findFirst((q) => q.where({ cardNumber: large.cardNumber }))!.usedByMemberId).toBe(1)
  })

  it('refuses a wrong PIN, an unknown number, a used voucher and one worth less than the amount', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 120 })
    const pay = (cardNumber: string, cardPin: string) =>
      doPay(token, { paySn: payment.paySn, payMethod: 'voucher', cardNumber, cardPin })
    expect(await pay(large.cardNumber, '9999999999999999')).toMatchObject({ msg: M.voucherUnknown })
    expect(await pay('1999999999999999999', large.pin)).toMatchObject({ msg: M.voucherUnknown })
    expect(await pay(used.cardNumber, used.pin)).toMatchObject({ msg: M.voucherUsed })
    expect(await pay(small.cardNumber, small.pin)).toMatchObject({ msg: M.voucherShort })
    expect(db.vouchers.findFirst((q) => q.where({ cardNumber: small.cardNumber }))!.usedAt).toBeNull()
  })

  it('refuses an 18-digit voucher number with the rule message', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'voucher',
      cardNumber: large.cardNumber.slice(1),
      cardPin: large.pin,
    })
    expect(answer).toMatchObject({ state: 255, msg: 'El número del vale tiene 19 dígitos' })
  })
})

describe('doPay by wire transfer', () => {
  it('needs a payment proof uploaded by the payer', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    expect(await doPay(token, { paySn: payment.paySn, payMethod: 'transfer' })).toMatchObject({
      state: 255,
      msg: M.proofMissing,
    })
    const othersProof = await upload(await tokenOf('personal@example.com'), imageBytes(2048))
    expect(
      await doPay(token, { paySn: payment.paySn, payMethod: 'transfer', proofUrl: othersProof.data.url }),
    ).toMatchObject({ msg: M.proofMissing })
    const avatar = await upload(token, imageBytes(2048), { source: 'avatar' })
    expect(
      await doPay(token, { paySn: payment.paySn, payMethod: 'transfer', proofUrl: avatar.data.url }),
    ).toMatchObject({ msg: M.proofMissing })
  })

  it('waits for the store: pendingConfirmation with the proof, orders still pending payment, not swept at 24 h', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com')
    const proof = await upload(token, imageBytes(4096))
    const answer = await doPay(token, {
      paySn: payment.paySn,
      payMethod: 'transfer',
      proofUrl: proof.data.url,
    })
    expect(answer.data).toMatchObject({ payState: 'pendingConfirmation', tradeSn: null })
    expect(ordersOf(payment).map((order) => order.orderState)).toEqual([10, 10])
    clock.advanceHours(25)
    const info = await get(`${PAY_INFO}?paySn=${payment.paySn}`, token)
    expect(info.data).toMatchObject({
      payState: 'pendingConfirmation',
      payMethod: 'transfer',
    })
    // a fresh signed link to the same private file (issue 27 item 8)
    expect(info.data.proofUrl).toContain(`${proof.data.path.replace('/uploads/', '/mock-uploads/')}?expires=`)
    expect(
      await doPay(token, { paySn: payment.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD }),
    ).toMatchObject({ msg: M.pendingConfirmation })
  })
})

describe('doPay through TropiPay', () => {
  it('answers the simulated gateway page to go to and leaves the payment unpaid', async () => {
    const token = await tokenOf('comprador@example.com')
    const payment = await makePayment('comprador@example.com', { needPay: 99 })
    const answer = await doPay(token, { paySn: payment.paySn, payMethod: 'tropipay' })
    expect(answer.data).toMatchObject({ payState: 'unpaid', tradeSn: null })
    const token2 = new URL(answer.data.redirectUrl, 'http://app.test').searchParams.get('token')!
    expect(answer.data.redirectUrl).toBe(`/mock-pasarela?token=${token2}`)
    expect(db.gatewaySessions.findFirst((q) => q.where({ token: token2 }))).toMatchObject({
      paySn: payment.paySn,
      amount: 99,
      memberId: 1,
      state: 'open',
    })
  })
})

describe('uploadFile', () => {
  it('stores a PNG proof, answers its url, and the mock file host serves the same bytes', async () => {
    const token = await tokenOf('comprador@example.com')
    const bytes = imageBytes(3000)
    const answer = await upload(token, bytes)
    expect(answer.data).toMatchObject({ size: 3000, contentType: 'image/png' })
    expect(answer.data.url).toMatch(
      /^\/mock-uploads\/payProof\/[0-9a-f]{32}\.png\?expires=\d+&signature=[0-9a-f]{32}$/,
    )
    expect(answer.data.path).toMatch(/^\/uploads\/payProof\/[0-9a-f]{32}\.png$/)
    const served = await fetch(`${API}${answer.data.url}`)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
  })

  it('tells a JPEG by its content whatever the name says', async () => {
    const token = await tokenOf('comprador@example.com')
    const answer = await upload(token, imageBytes(1000, 'jpg'), { name: 'foto.png', type: 'image/png' })
    expect(answer.data).toMatchObject({ contentType: 'image/jpeg' })
    expect(answer.data.path).toMatch(/\.jpg$/)
  })

  it('refuses a file that is not a PNG or JPEG even when named like one', async () => {
    const token = await tokenOf('comprador@example.com')
    const answer = await upload(token, 'esto no es una imagen', { name: 'comprobante.png' })
    expect(answer).toMatchObject({ state: 255, msg: 'Formato de archivo incorrecto' })
  })

  it('refuses a 2 MB proof and accepts a 2 MB avatar (4 MB limit)', async () => {
    const token = await tokenOf('comprador@example.com')
    const big = imageBytes(2 * 1024 * 1024)
    expect(await upload(token, big)).toMatchObject({
      state: 255,
      msg: 'El archivo supera el tamaño máximo de 1 MB.',
    })
    expect((await upload(token, big, { source: 'avatar' })).state).toBe(200)
    expect(await upload(token, imageBytes(5 * 1024 * 1024), { source: 'avatar' })).toMatchObject({
      msg: 'El archivo supera el tamaño máximo de 4 MB.',
    })
  })

  it('answers "upload failed" when the file field is not a file, and 266 without a session', async () => {
    const token = await tokenOf('comprador@example.com')
    const answer = await postMultipart(
      '/v3/oss/common/upload',
      multipart({ source: 'payProof', file: 'texto' }),
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: M.uploadFailed })
    expect((await upload('', imageBytes(100))).state).toBe(266)
  })
})

describe('from the cart to a paid order', () => {
  it('adds to the cart, submits the checkout and pays it with the prepaid balance', async () => {
    const token = await tokenOf('personal@example.com')
    const goods = db.goods
      .findMany((q) => q.where({ state: 1, stockType: 'inStock', purchaseLimit: 0 }))
      .find((g) => db.stores.findFirst((q) => q.where({ storeId: g.storeId, isOpen: true })))!
    const product = db.products.findFirst((q) =>
      q.where({ goodsId: goods.goodsId, stock: (s) => s >= goods.minBuyNum }),
    )!
    const added = await postForm(
      '/v3/business/front/cart/add',
      { productId: product.productId, number: goods.minBuyNum },
      token,
    )
    expect(added.state).toBe(200)
    const confirm = await postJson('/v3/business/front/orderOperate/confirm', { isCart: true }, token)
    expect(confirm.state).toBe(200)
    const productList = confirm.data.storeGroupList.flatMap(
      (group: { productList: { productId: number; buyNum: number; price: number }[] }) =>
        group.productList.map(({ productId, buyNum, price }) => ({ productId, buyNum, price })),
    )
    const submit = await postJson(
      '/v3/business/front/orderOperate/submit',
      { isCart: true, productList, addressId: confirm.data.address.addressId, agreement: true },
      token,
      { 'Idempotency-Key': newKey() },
    )
    expect(submit.state).toBe(200)
    const { paySn, needPay } = submit.data
    expect(needPay).toBe(confirm.data.totalAmount)

    const info = await get(`${PAY_INFO}?paySn=${paySn}`, token)
    expect(info.data).toMatchObject({ payState: 'unpaid', needPay, balanceAvailable: 3000 })
    const paid = await doPay(token, { paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    expect(paid.data).toMatchObject({
      payState: 'paid',
      balanceAfter: Math.round((3000 - needPay) * 100) / 100,
    })
    const orders = await get('/v3/business/front/orderInfo/list?orderState=20', token)
    expect(orders.data.list.map((order: { orderSn: string }) => order.orderSn)).toEqual(
      expect.arrayContaining(submit.data.orderSnList),
    )
  })
})
