// The buyer's order actions enforce the lifecycle machines and the contract's messages (issue 6; SPEC.md §4,
// §5, decision 007): an action the order's state does not take is refused and changes nothing; cancelling gives
// stock, coupon and points back and takes the order out of its payment; receipt is confirmed once; the
// evaluation follows the shared rules and only accepts this member's review uploads. A final payment is paid
// only from the account that paid the deposit (doPay, payRequest/add and accept). Every answer is also
// checked against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { ORDER_STATE, SAME_PAYER_MESSAGE } from '../lib/order-records'
import { resetDatabase } from '../persistence'
import { REASONS } from '../lib/reasons'
import { ORDER_ACTION_MESSAGES as M } from '../lib/order-messages'
import {
  finalPaymentReservation,
  orderNow,
  paidOrder,
  paymentNow,
  productOf,
  quotedReservation,
  receivableOrder,
  receivableReservation,
  reservationOrder,
  reviewableOrder,
  shipBatch,
  unpaidOrder,
} from '../fixtures/order-fixtures'
import {
  MOCK_PAY_PASSWORD,
  doPay,
  get,
  imageBytes,
  memberOf,
  postForm,
  postJson,
  tokenOf,
  upload,
} from '../fixtures/payment-fixtures'

const BUYER = 'comprador@example.com'
const OTHER = 'personal@example.com'
const REASONS_PATH = '/v3/system/front/reason/list'
const CANCEL = '/v3/business/front/orderOperate/cancel'
const RECEIVE = '/v3/business/front/orderOperate/receive'
const TRACE = '/v3/business/front/logistics/order/getTrace'
const COMMENT = '/v3/business/front/orderComment/addOrderComment'
const COMMENTS = '/v3/business/front/orderComment/list'
const CANCEL_REASON = REASONS[104][0]!

beforeEach(async () => {
  await resetDatabase()
})

async function reviewImage(token: string, source = 'review') {
  const answer = await upload(token, imageBytes(2048), { source, name: 'foto.png', type: 'image/png' })
  expect(answer.state).toBe(200)
  return answer.data as { path: string; url: string }
}

describe('listReasons', () => {
  it('answers a few Spanish reasons with stable ids for each type', async () => {
    for (const type of [104, 105, 106, 107] as const) {
      const answer = await get(`${REASONS_PATH}?type=${type}`)
      expect(answer.state).toBe(200)
      expect(answer.data.length).toBeGreaterThanOrEqual(4)
      expect(answer.data).toEqual(REASONS[type])
    }
    expect((await get(`${REASONS_PATH}?type=104`)).data[0]).toEqual({
      reasonId: 10401,
      content: 'Ya no necesito el pedido',
    })
  })

  it('refuses an unknown type with an error envelope', async () => {
    expect(await get(`${REASONS_PATH}?type=999`)).toMatchObject({ state: 255 })
    expect(await get(REASONS_PATH)).toMatchObject({ state: 255 })
  })
})

describe('cancelOrder', () => {
  it('cancels an unpaid order alone in its payment: the payment is cancelled, stock, coupon and points come back', async () => {
    const token = await tokenOf(BUYER)
    const { order, payment } = await unpaidOrder(BUYER, { units: 7 })
    const member = memberOf(BUYER)
    const receipt = db.couponReceipts.findFirst((q) => q.where({ memberId: member.memberId }))!
    await db.couponReceipts.update(receipt, { data: (r) => void (r.usedAt = clock.now()) })
    await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
      data(o) {
        o.couponReceiptId = receipt.receiptId
        o.integral = 300
      },
    })
    const stockBefore = productOf(order).stock
    const answer = await postJson(CANCEL, { orderSn: order.orderSn, reasonId: CANCEL_REASON.reasonId }, token)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({
      orderSn: order.orderSn,
      orderState: ORDER_STATE.cancelled,
      orderStateValue: 'Cancelado',
      cancelReason: CANCEL_REASON.content,
      lifecycle: { kind: 'regular', state: 'cancelled' },
    })
    expect(answer.data.log.at(-1)).toMatchObject({ state: 'cancelled', actor: 'buyer' })
    expect(paymentNow(payment.paySn).payState).toBe('cancelled')
    expect(productOf(order).stock).toBe(stockBefore + 7)
    expect(db.couponReceipts.findFirst((q) => q.where({ receiptId: receipt.receiptId }))!.usedAt).toBe(0)
    expect(memberOf(BUYER).points).toBe(member.points + 300)
  })

  it('takes one order out of a payment of two: the amount drops by its total and the other order stays payable', async () => {
    const token = await tokenOf(BUYER)
    const { order, payment } = await unpaidOrder(BUYER, { total: 80, stores: 2 })
    expect(payment.needPay).toBe(160)
    const answer = await postJson(CANCEL, { orderSn: order.orderSn, reasonId: 10403 }, token)
    expect(answer.state).toBe(200)
    const after = paymentNow(payment.paySn)
    expect(after).toMatchObject({ payState: 'unpaid', needPay: 80, orderSns: [payment.orderSns[1]] })
    expect(orderNow(payment.orderSns[1]!).lifecycle.state).toBe('pendingPayment')
    const info = await get(`/v3/business/front/orderPay/payInfo?paySn=${payment.paySn}`, token)
    expect(info.data).toMatchObject({ needPay: 80, orderList: [{ orderSn: payment.orderSns[1] }] })
  })

  it('asks for a reason of the cancel list', async () => {
    const token = await tokenOf(BUYER)
    const { order } = await unpaidOrder(BUYER)
    for (const reasonId of [0, 10501, 99999]) {
      expect(await postJson(CANCEL, { orderSn: order.orderSn, reasonId }, token)).toMatchObject({
        state: 255,
        msg: M.cancelReason,
      })
    }
    expect(await postJson(CANCEL, { orderSn: order.orderSn }, token)).toMatchObject({
      state: 255,
      msg: M.cancelReason,
    })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingPayment')
  })

  it('refuses to cancel a paid order and changes nothing', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER)
    const stock = productOf(order).stock
    const answer = await postJson(CANCEL, { orderSn: order.orderSn, reasonId: 10401 }, token)
    expect(answer).toMatchObject({ state: 255, msg: M.notCancellable })
    expect(orderNow(order.orderSn)).toEqual(order)
    expect(productOf(order).stock).toBe(stock)
  })

  it('refuses to cancel while a wire transfer waits for the store’s confirmation', async () => {
    const token = await tokenOf(BUYER)
    const { order, payment } = await unpaidOrder(BUYER)
    await db.payments.update((q) => q.where({ paySn: payment.paySn }), {
      data: (p) => void (p.payState = 'pendingConfirmation'),
    })
    expect(await postJson(CANCEL, { orderSn: order.orderSn, reasonId: 10401 }, token)).toMatchObject({
      state: 255,
      msg: M.notCancellable,
    })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingPayment')
  })

  it('cancels a reservation order waiting for review and gives the stock back', async () => {
    const token = await tokenOf(BUYER)
    const order = await reservationOrder(BUYER, { units: 20 })
    const stock = productOf(order).stock
    const answer = await postJson(CANCEL, { orderSn: order.orderSn, reasonId: 10404 }, token)
    expect(answer.data).toMatchObject({ orderState: 0, reserveState: 'cancelled' })
    expect(productOf(order).stock).toBe(stock + 20)
  })

  it('cancels a reservation order waiting for its deposit together with the deposit payment', async () => {
    const token = await tokenOf(BUYER)
    const order = await quotedReservation(BUYER)
    expect(order.lifecycle.state).toBe('waitingDeposit')
    const answer = await postJson(CANCEL, { orderSn: order.orderSn, reasonId: 10401 }, token)
    expect(answer.data).toMatchObject({ reserveState: 'cancelled', depositPayState: 'cancelled' })
    expect(paymentNow(order.depositPaySn!).payState).toBe('cancelled')
  })

  it('refuses to cancel a reservation order once the deposit is paid', async () => {
    const token = await tokenOf(BUYER)
    const { order } = await finalPaymentReservation(BUYER)
    expect(await postJson(CANCEL, { orderSn: order.orderSn, reasonId: 10401 }, token)).toMatchObject({
      state: 255,
      msg: M.notCancellable,
    })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('waitingFinalPayment')
  })

  it('does not show another member’s order and asks a visitor to log in', async () => {
    const { order } = await unpaidOrder(BUYER)
    const other = await tokenOf(OTHER)
    expect(await postJson(CANCEL, { orderSn: order.orderSn, reasonId: 10401 }, other)).toMatchObject({
      state: 255,
      msg: M.orderNotFound,
    })
    expect(await postJson(CANCEL, { orderSn: order.orderSn, reasonId: 10401 })).toMatchObject({
      state: 266,
    })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingPayment')
  })
})

describe('confirmReceipt', () => {
  it('confirms receipt once: the order waits for its review; a second confirmation is refused', async () => {
    const token = await tokenOf(BUYER)
    const order = await receivableOrder(BUYER)
    expect(order.lifecycle.state).toBe('pendingReceipt')
    const answer = await postJson(RECEIVE, { orderSn: order.orderSn }, token)
    expect(answer.data).toMatchObject({
      orderState: ORDER_STATE.pendingReview,
      orderStateValue: 'Pendiente de valoración',
      receiptDeadline: null,
    })
    expect(answer.data.log.at(-1)).toMatchObject({ state: 'pendingReview', actor: 'buyer' })
    const again = await postJson(RECEIVE, { orderSn: order.orderSn }, token)
    expect(again).toMatchObject({ state: 255, msg: M.notWaitingReceipt })
    expect(orderNow(order.orderSn).log).toHaveLength(answer.data.log.length)
  })

  it('refuses an order that was not shipped yet and leaves it unchanged', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER)
    expect(await postJson(RECEIVE, { orderSn: order.orderSn }, token)).toMatchObject({
      state: 255,
      msg: M.notWaitingReceipt,
    })
    expect(orderNow(order.orderSn)).toEqual(order)
  })

  it('finishes a reservation order picked up by the buyer', async () => {
    const token = await tokenOf(BUYER)
    const order = await receivableReservation(BUYER)
    expect(order.lifecycle.state).toBe('waitingReceipt')
    const answer = await postJson(RECEIVE, { orderSn: order.orderSn }, token)
    expect(answer.data).toMatchObject({ reserveState: 'finished', orderState: ORDER_STATE.completed })
  })

  it('is confirmed automatically when the 7 days of the mock clock pass', async () => {
    const token = await tokenOf(BUYER)
    const order = await receivableOrder(BUYER)
    clock.advanceHours(7 * 24 + 1)
    const answer = await get(`/v3/business/front/orderInfo/detail?orderSn=${order.orderSn}`, token)
    expect(answer.data.lifecycle.state).toBe('pendingReview')
    expect(await postJson(RECEIVE, { orderSn: order.orderSn }, token)).toMatchObject({
      state: 255,
      msg: M.notWaitingReceipt,
    })
  })
})

describe('getOrderTrace', () => {
  it('answers the batches with their logistics, the units shipped and the delivery address', async () => {
    const token = await tokenOf(BUYER)
    const order = await shipBatch(await paidOrder(BUYER, { units: 10 }), 4)
    const answer = await get(`${TRACE}?orderSn=${order.orderSn}`, token)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({
      orderSn: order.orderSn,
      unitsTotal: 10,
      unitsShipped: 4,
      pickupCode: null,
      batches: [{ batchNo: 1, units: 4, logisticsState: 'inTransit', containerNumber: 'MSCU1234561' }],
    })
    expect(answer.data.address).toContain('La Habana')
    expect(answer.data.batches[0].events).toHaveLength(2)
  })

  it('shows the pickup code of a reservation order ready for pickup', async () => {
    const token = await tokenOf(BUYER)
    const order = await receivableReservation(BUYER)
    const answer = await get(`${TRACE}?orderSn=${order.orderSn}`, token)
    expect(answer.data).toMatchObject({
      unitsTotal: 20,
      unitsShipped: 20,
      pickupCode: '482913',
      address: null,
    })
  })

  it('answers "El pedido no existe." to another member and refuses a malformed number', async () => {
    const order = await paidOrder(BUYER)
    const other = await tokenOf(OTHER)
    expect(await get(`${TRACE}?orderSn=${order.orderSn}`, other)).toMatchObject({
      state: 255,
      msg: M.orderNotFound,
    })
    expect(await get(`${TRACE}?orderSn=x`, other)).toMatchObject({ state: 255 })
  })
})

describe('addOrderComment', () => {
  it('evaluates an order pending review with stars, text and uploaded photos: the order is completed', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    const first = await reviewImage(token)
    const second = await reviewImage(token)
    const answer = await postJson(
      COMMENT,
      { orderSn: order.orderSn, score: 4, content: '  Buena calidad  ', images: [first.path, second.url] },
      token,
    )
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({
      orderState: ORDER_STATE.completed,
      orderStateValue: 'Completado',
      evaluated: true,
      evaluation: { score: 4, content: 'Buena calidad', images: [first.url, second.url] },
    })
    expect(answer.data.log.at(-1)).toMatchObject({ state: 'completed', actor: 'buyer' })
  })

  it('refuses a second evaluation and an order that is not pending review', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    expect((await postJson(COMMENT, { orderSn: order.orderSn, score: 5 }, token)).state).toBe(200)
    expect(await postJson(COMMENT, { orderSn: order.orderSn, score: 3 }, token)).toMatchObject({
      state: 255,
      msg: M.notWaitingReview,
    })
    expect(orderNow(order.orderSn).evaluation?.score).toBe(5)
    const receivable = await receivableOrder(BUYER)
    expect(await postJson(COMMENT, { orderSn: receivable.orderSn, score: 5 }, token)).toMatchObject({
      state: 255,
      msg: M.notWaitingReview,
    })
    expect(orderNow(receivable.orderSn)).toEqual(receivable)
  })

  it('applies the rules of the evaluation form with their messages', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    for (const score of [0, 6, 2.5]) {
      expect(await postJson(COMMENT, { orderSn: order.orderSn, score }, token)).toMatchObject({
        state: 255,
        msg: 'Seleccione de 1 a 5 estrellas.',
      })
    }
    expect(
      await postJson(COMMENT, { orderSn: order.orderSn, score: 5, content: 'a'.repeat(501) }, token),
    ).toMatchObject({ state: 255, msg: 'La valoración admite como máximo 500 caracteres.' })
    const images = await Promise.all(Array.from({ length: 6 }, () => reviewImage(token)))
    expect(
      await postJson(COMMENT, { orderSn: order.orderSn, score: 5, images: images.map((i) => i.path) }, token),
    ).toMatchObject({ state: 255, msg: 'Como máximo 5 imágenes.' })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingReview')
    const five = images.slice(0, 5).map((i) => i.path)
    expect((await postJson(COMMENT, { orderSn: order.orderSn, score: 5, images: five }, token)).state).toBe(
      200,
    )
  })

  it('refuses a photo uploaded by another member, for another purpose, or never uploaded', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    const others = await reviewImage(await tokenOf(OTHER))
    const proof = await reviewImage(token, 'payProof')
    for (const image of [others.path, proof.path, '/uploads/review/999.png']) {
      expect(
        await postJson(COMMENT, { orderSn: order.orderSn, score: 5, images: [image] }, token),
      ).toMatchObject({ state: 255, msg: M.imageNotUploaded })
    }
    expect(orderNow(order.orderSn).evaluation).toBeNull()
  })

  it('evaluates a finished reservation order once, without changing its state', async () => {
    const token = await tokenOf(BUYER)
    const picked = await receivableReservation(BUYER)
    expect(await postJson(COMMENT, { orderSn: picked.orderSn, score: 5 }, token)).toMatchObject({
      state: 255,
      msg: M.notWaitingReview,
    })
    await postJson(RECEIVE, { orderSn: picked.orderSn }, token)
    const answer = await postJson(COMMENT, { orderSn: picked.orderSn, score: 5, content: 'Puntual' }, token)
    expect(answer.data).toMatchObject({ reserveState: 'finished', evaluated: true, evaluation: { score: 5 } })
    expect(await postJson(COMMENT, { orderSn: picked.orderSn, score: 1 }, token)).toMatchObject({
      state: 255,
      msg: M.notWaitingReview,
    })
  })

  it('does not evaluate another member’s order', async () => {
    const order = await reviewableOrder(BUYER)
    const other = await tokenOf(OTHER)
    expect(await postJson(COMMENT, { orderSn: order.orderSn, score: 5 }, other)).toMatchObject({
      state: 255,
      msg: M.orderNotFound,
    })
  })
})

describe('listOrderComments', () => {
  it('lists the member’s evaluations newest first, with the store and the products', async () => {
    const token = await tokenOf(OTHER)
    const older = await reviewableOrder(OTHER)
    const newer = await reviewableOrder(OTHER)
    await postJson(COMMENT, { orderSn: older.orderSn, score: 3, content: 'Correcto' }, token)
    clock.advanceHours(1)
    await postJson(COMMENT, { orderSn: newer.orderSn, score: 5, content: 'Excelente' }, token)
    const answer = await get(`${COMMENTS}?current=1&pageSize=10`, token)
    expect(answer.state).toBe(200)
    const mine = answer.data.list.filter((c: { orderSn: string }) =>
      [older.orderSn, newer.orderSn].includes(c.orderSn),
    )
    expect(mine.map((c: { orderSn: string }) => c.orderSn)).toEqual([newer.orderSn, older.orderSn])
    expect(mine[0]).toMatchObject({ score: 5, content: 'Excelente', images: [] })
    expect(mine[0].storeName).toBeTruthy()
    expect(mine[0].productList).toHaveLength(1)
    expect(answer.data.pagination).toMatchObject({ current: 1, pageSize: 10 })
    expect(await get(`${COMMENTS}?pageSize=7`, token)).toMatchObject({ state: 255 })
    expect(await get(COMMENTS)).toMatchObject({ state: 266 })
  })
})

describe('final payment from the deposit’s account (SPEC.md §5)', () => {
  it('lets the member whose account paid the deposit pay the final payment', async () => {
    const token = await tokenOf(BUYER)
    const { order, final } = await finalPaymentReservation(BUYER)
    const answer = await doPay(token, { paySn: final.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    expect(answer).toMatchObject({ state: 200, data: { payState: 'paid' } })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('waitingShipment')
  })

  it('refuses the buyer’s own account when a third party paid the deposit, and nothing is charged', async () => {
    const token = await tokenOf(BUYER)
    const { order, final } = await finalPaymentReservation(BUYER, OTHER)
    const balance = memberOf(BUYER).balance
    const answer = await doPay(token, { paySn: final.paySn, payMethod: 'balance', payPwd: MOCK_PAY_PASSWORD })
    expect(answer).toMatchObject({ state: 255, msg: SAME_PAYER_MESSAGE })
    expect(memberOf(BUYER).balance).toBe(balance)
    expect(paymentNow(final.paySn).payState).toBe('unpaid')
    expect(orderNow(order.orderSn).lifecycle.state).toBe('waitingFinalPayment')
  })

  it('refuses to ask another member to pay a final payment the buyer’s account started', async () => {
    const token = await tokenOf(BUYER)
    const { final } = await finalPaymentReservation(BUYER)
    const answer = await postForm(
      '/v3/business/front/payRequest/add',
      { paySn: final.paySn, payerEmail: OTHER },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: SAME_PAYER_MESSAGE })
    expect(db.payRequests.findMany((q) => q.where({ paySn: final.paySn }))).toHaveLength(0)
  })

  it('lets the third party who paid the deposit be asked, accept and pay the final payment', async () => {
    const token = await tokenOf(BUYER)
    const payerToken = await tokenOf(OTHER)
    const { order, final } = await finalPaymentReservation(BUYER, OTHER)
    const added = await postForm(
      '/v3/business/front/payRequest/add',
      { paySn: final.paySn, payerEmail: OTHER },
      token,
    )
    expect(added.state).toBe(200)
    const requestSn = added.data.requestSn as string
    expect((await postForm('/v3/business/front/payRequest/accept', { requestSn }, payerToken)).state).toBe(
      200,
    )
    const paid = await doPay(payerToken, {
      paySn: final.paySn,
      requestSn,
      payMethod: 'balance',
      payPwd: MOCK_PAY_PASSWORD,
    })
    expect(paid).toMatchObject({ state: 200, data: { payState: 'paid' } })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('waitingShipment')
  })

  it('refuses a payer who accepts a final payment whose deposit another account paid', async () => {
    const payerToken = await tokenOf(OTHER)
    const { final } = await finalPaymentReservation(BUYER)
    // a request made before the rule (or by hand): the payer's acceptance is checked too
    await db.payRequests.create({
      requestSn: 'ST202601010000000001',
      paySn: final.paySn,
      applicantMemberId: memberOf(BUYER).memberId,
      payerMemberId: memberOf(OTHER).memberId,
      state: 'requested',
      message: '',
      refuseReason: null,
      cancelledBy: null,
      createdAt: clock.now(),
      expireAt: final.expireAt,
      paidAt: null,
    })
    const answer = await postForm(
      '/v3/business/front/payRequest/accept',
      { requestSn: 'ST202601010000000001' },
      payerToken,
    )
    expect(answer).toMatchObject({ state: 255, msg: SAME_PAYER_MESSAGE })
    expect(db.payRequests.findFirst((q) => q.where({ requestSn: 'ST202601010000000001' }))!.state).toBe(
      'requested',
    )
  })
})
