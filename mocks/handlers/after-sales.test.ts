// After-sales follows the refund and order machines and the shared refund rules (issue 6 item 5; SPEC.md §4,
// §5, decision 007): what may be refunded, the amount, reason, description, images and account rules with
// their Spanish messages, a return only after something shipped, the order in Reembolso/Posventa while a
// refund is open, and the member's refunds. What follows an open refund is refund-outcomes.test.ts. Every
// answer is also checked against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../persistence'
import { db } from '../db'
import { ORDER_STATE } from '../lib/order-records'
import { REASONS } from '../lib/reasons'
import { orderNow, paidOrder, reservationOrder, shipBatch, unpaidOrder } from '../fixtures/order-fixtures'
import { get, postJson, tokenOf } from '../fixtures/payment-fixtures'
import { AFTER_SALES_MESSAGES as M } from './after-sales'
import {
  BUYER,
  OTHER,
  APPLY_INFO,
  SUBMIT,
  LIST,
  DETAIL,
  BEFORE_RECEIPT,
  RETURN_REASON,
  accountKey,
  request,
  proofImage,
  openRefund,
  postRefund,
} from '../fixtures/refund-fixtures'

beforeEach(async () => {
  await resetDatabase()
})

describe('getRefundApplyInfo', () => {
  it('answers the maximum, the payment account among the member’s accounts and refund only before shipping', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 150 })
    const answer = await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({
      orderSn: order.orderSn,
      orderState: ORDER_STATE.pendingShipment,
      maxAmount: 150,
      paymentAccount: { key: accountKey('balance', BUYER), label: 'Saldo prepago · comprador@example.com' },
      types: ['refund'],
    })
    expect(answer.data.accounts.map((a: { key: string }) => a.key)).toEqual([
      accountKey('balance', BUYER),
      accountKey('credit', BUYER),
    ])
    expect(answer.data.productList).toHaveLength(1)
  })

  it('offers a refund with return once something was shipped', async () => {
    const token = await tokenOf(BUYER)
    const order = await shipBatch(await paidOrder(BUYER, { units: 10 }), 3)
    const answer = await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)
    expect(answer.data.types).toEqual(['refund', 'return'])
  })

  it('refuses unpaid, cancelled and reservation orders, and an order already in after-sales', async () => {
    const token = await tokenOf(BUYER)
    const { order: unpaid } = await unpaidOrder(BUYER)
    const reservation = await reservationOrder(BUYER)
    const paid = await paidOrder(BUYER)
    await openRefund(token, paid)
    for (const order of [unpaid, reservation, paid]) {
      expect(await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)).toMatchObject({
        state: 255,
        msg: M.notRefundable,
      })
    }
    await postJson(
      '/v3/business/front/orderOperate/cancel',
      { orderSn: unpaid.orderSn, reasonId: 10401 },
      token,
    )
    expect(await get(`${APPLY_INFO}?orderSn=${unpaid.orderSn}`, token)).toMatchObject({
      state: 255,
      msg: M.notRefundable,
    })
  })

  it('refuses an order refunded in full', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 90 })
    await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
      data: (o) => void (o.refundedAmount = 90),
    })
    expect(await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)).toMatchObject({
      state: 255,
      msg: M.fullyRefunded,
    })
    expect(await postRefund(SUBMIT, request(order), token)).toMatchObject({
      state: 255,
      msg: M.fullyRefunded,
    })
  })

  it('does not show another member’s order', async () => {
    const order = await paidOrder(BUYER)
    expect(await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, await tokenOf(OTHER))).toMatchObject({
      state: 255,
      msg: M.orderNotFound,
    })
  })
})

describe('submitRefund', () => {
  it('opens a refund: applied, with its first history entry, and the order in Reembolso/Posventa', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 150 })
    const image = await proofImage(token)
    const answer = await postRefund(SUBMIT, request(order, { images: [image.path] }), token)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({
      orderSn: order.orderSn,
      type: 'refund',
      state: 'applied',
      stateValue: 'Solicitado, pendiente del proveedor',
      amount: 40,
      reasonId: BEFORE_RECEIPT.reasonId,
      reason: BEFORE_RECEIPT.content,
      description: 'El proveedor no envió a tiempo',
      images: [image.url],
      refundAccount: accountKey('balance', BUYER),
      maxAmount: 150,
      lifecycle: { kind: 'refund', state: 'applied', context: { type: 'refund' } },
    })
    expect(answer.data.afsSn).toMatch(/^AS\d{18}$/)
    expect(answer.data.history).toEqual([
      expect.objectContaining({
        state: 'applied',
        actor: 'buyer',
        amount: 40,
        reason: BEFORE_RECEIPT.content,
      }),
    ])
    const after = orderNow(order.orderSn)
    expect(after).toMatchObject({ orderState: ORDER_STATE.afterSales })
    expect(after.lifecycle).toMatchObject({
      state: 'afterSales',
      context: { resumeState: 'pendingShipment' },
    })
    const detail = await get(`/v3/business/front/orderInfo/detail?orderSn=${order.orderSn}`, token)
    expect(detail.data).toMatchObject({
      orderStateValue: 'Reembolso/Posventa',
      openRefundSn: answer.data.afsSn,
    })
  })

  it('refuses an amount of 0, above the maximum or with more than 2 decimals', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 150 })
    const cases: [unknown, string][] = [
      [0, 'Indique un importe mayor que 0.'],
      [-5, 'Indique un importe mayor que 0.'],
      [150.01, 'El importe no puede superar el máximo reembolsable.'],
      [10.005, 'El importe admite como máximo 2 decimales.'],
    ]
    for (const [amount, msg] of cases) {
      expect(await postRefund(SUBMIT, request(order, { amount }), token)).toMatchObject({ state: 255, msg })
    }
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingShipment')
    expect((await postRefund(SUBMIT, request(order, { amount: 150 }), token)).state).toBe(200)
  })

  it('asks for a reason of the refund lists and a description of at most 200 characters', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER)
    for (const reasonId of [0, 10401, 10701, 5]) {
      expect(await postRefund(SUBMIT, request(order, { reasonId }), token)).toMatchObject({
        state: 255,
        msg: 'Seleccione un motivo.',
      })
    }
    expect(await postRefund(SUBMIT, request(order, { description: 'x'.repeat(201) }), token)).toMatchObject({
      state: 255,
      msg: 'La descripción admite como máximo 200 caracteres.',
    })
    expect(db.refunds.findMany((q) => q.where({ orderSn: order.orderSn }))).toHaveLength(0)
    expect(
      (await postRefund(SUBMIT, request(order, { reasonId: REASONS[105][2]!.reasonId }), token)).state,
    ).toBe(200)
  })

  it('refuses a 6th image, an image of another member and an image uploaded for another purpose', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER)
    const six = await Promise.all(Array.from({ length: 6 }, () => proofImage(token)))
    expect(await postRefund(SUBMIT, request(order, { images: six.map((i) => i.path) }), token)).toMatchObject(
      {
        state: 255,
        msg: 'Como máximo 5 imágenes.',
      },
    )
    const others = await proofImage(await tokenOf(OTHER))
    const review = await proofImage(token, 'review')
    for (const image of [others.path, review.path, '/uploads/afterSale/9999.png']) {
      expect(
        await postRefund(SUBMIT, request(order, { images: [six[0]!.path, image] }), token),
      ).toMatchObject({
        state: 255,
        msg: M.imageNotUploaded,
      })
    }
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingShipment')
    const five = six.slice(0, 5).map((i) => i.url)
    expect((await postRefund(SUBMIT, request(order, { images: five }), token)).data.images).toEqual(five)
  })

  it('refuses a refund account other than the one that paid', async () => {
    const token = await tokenOf(BUYER)
    // a third party paid from his balance: the refund goes back to his account, not the buyer's
    const order = await paidOrder(BUYER, { payerEmail: OTHER })
    const mismatch = 'La cuenta de reembolso debe ser la cuenta con la que se pagó el pedido.'
    for (const refundAccount of [accountKey('balance', BUYER), accountKey('credit', OTHER), '']) {
      expect(await postRefund(SUBMIT, request(order, { refundAccount }), token)).toMatchObject({
        state: 255,
        msg: mismatch,
      })
    }
    const info = await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)
    expect(info.data.paymentAccount.key).toBe(accountKey('balance', OTHER))
    const answer = await postRefund(
      SUBMIT,
      request(order, { refundAccount: accountKey('balance', OTHER) }),
      token,
    )
    expect(answer.data.refundAccountLabel).toBe('Saldo prepago · personal@example.com')
  })

  it('refuses a return before anything was shipped', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER)
    expect(
      await postRefund(SUBMIT, request(order, { type: 'return', reasonId: RETURN_REASON.reasonId }), token),
    ).toMatchObject({ state: 255, msg: M.returnBeforeShipping })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingShipment')
  })

  it('refuses a second refund while one is open, and a refund of an unpaid order', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER)
    await openRefund(token, order)
    expect(await postRefund(SUBMIT, request(order), token)).toMatchObject({
      state: 255,
      msg: M.notRefundable,
    })
    const { order: unpaid } = await unpaidOrder(BUYER)
    expect(await postRefund(SUBMIT, request(unpaid), token)).toMatchObject({
      state: 255,
      msg: M.notRefundable,
    })
    expect(db.refunds.findMany((q) => q.where({ orderSn: order.orderSn }))).toHaveLength(1)
  })

  it('does not refund another member’s order and asks a visitor to log in', async () => {
    const order = await paidOrder(BUYER)
    expect(await postRefund(SUBMIT, request(order), await tokenOf(OTHER))).toMatchObject({
      state: 255,
      msg: M.orderNotFound,
    })
    expect(await postRefund(SUBMIT, request(order))).toMatchObject({ state: 266 })
  })
})

describe('listRefunds and getRefund', () => {
  it('lists the member’s refunds newest first, filtered by type', async () => {
    const token = await tokenOf(OTHER)
    const first = await openRefund(token, await paidOrder(OTHER), {
      refundAccount: accountKey('balance', OTHER),
    })
    const shipped = await shipBatch(await paidOrder(OTHER, { units: 10 }), 10)
    const second = await openRefund(token, shipped, {
      type: 'return',
      reasonId: RETURN_REASON.reasonId,
      refundAccount: accountKey('balance', OTHER),
    })
    const all = await get(`${LIST}?current=1&pageSize=10`, token)
    const mine = all.data.list
      .map((r: { afsSn: string }) => r.afsSn)
      .filter((sn: string) => [first.afsSn, second.afsSn].includes(sn))
    expect(mine).toEqual([second.afsSn, first.afsSn])
    expect(all.data.list[0]).toMatchObject({ storeName: expect.any(String), productList: expect.any(Array) })
    const returns = await get(`${LIST}?type=return`, token)
    expect(returns.data.list.every((r: { type: string }) => r.type === 'return')).toBe(true)
    expect(returns.data.list.map((r: { afsSn: string }) => r.afsSn)).toContain(second.afsSn)
    expect(await get(`${LIST}?type=other`, token)).toMatchObject({ state: 255 })
  })

  it('answers one refund with its return address and history, and hides it from another member', async () => {
    const token = await tokenOf(BUYER)
    const refund = await openRefund(token, await paidOrder(BUYER))
    const answer = await get(`${DETAIL}?afsSn=${refund.afsSn}`, token)
    expect(answer.data).toMatchObject({ afsSn: refund.afsSn, state: 'applied', returnLogistics: null })
    expect(answer.data.returnAddress).toContain('Mariel')
    expect(await get(`${DETAIL}?afsSn=${refund.afsSn}`, await tokenOf(OTHER))).toMatchObject({
      state: 255,
      msg: M.refundNotFound,
    })
  })
})
