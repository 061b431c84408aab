// What follows an open refund (issue 6 item 5; SPEC.md §4, §5, decision 007): the supplier's answers
// (mocks/lib/refund-records.ts) and the money going back to the account that paid, the return logistics,
// reapplying only after a refusal, and withdrawing. Every answer is also checked against the OpenAPI document
// by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../persistence'
import { adjustTo } from '../lib/ledger'
import { ORDER_STATE } from '../lib/order-records'
import { confirmRefund, payBack, receiveReturn, refuseRefund } from '../lib/refund-records'
import { REASONS } from '../lib/reasons'
import { orderNow, paidOrder, receivableOrder, refundNow, shipBatch } from '../fixtures/order-fixtures'
import { get, memberOf, postJson, tokenOf } from '../fixtures/payment-fixtures'
import { AFTER_SALES_MESSAGES as M } from './after-sales'
import {
  BUYER,
  OTHER,
  APPLY_INFO,
  SHIP_RETURN,
  REAPPLY,
  WITHDRAW,
  BEFORE_RECEIPT,
  RETURN_REASON,
  accountKey,
  openRefund,
  postRefund,
} from '../fixtures/refund-fixtures'

beforeEach(async () => {
  await resetDatabase()
})

describe('the supplier’s answers (mocks/lib/refund-records.ts)', () => {
  it('a refusal records the reason and gives the order back where it was', async () => {
    const token = await tokenOf(BUYER)
    const order = await receivableOrder(BUYER)
    const refund = await openRefund(token, order, {
      goodsState: 'received',
      reasonId: REASONS[106][0]!.reasonId,
    })
    const refused = await refuseRefund(refund, 'La mercancía se entregó completa.')
    expect(refused).toMatchObject({ refuseReason: 'La mercancía se entregó completa.' })
    expect(refused!.lifecycle.state).toBe('refused')
    expect(refused!.history.at(-1)).toMatchObject({ state: 'refused', actor: 'supplier' })
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingReceipt')
    expect(await refuseRefund(refused!, 'otra vez')).toBeNull()
  })

  it('confirming a refund only pays the balance back at once; a partial refund gives the order back', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 150 })
    const balance = memberOf(BUYER).balance
    // 3 of the 10 units (US$ 15 each)
    const productList = [{ orderProductId: order.lines[0]!.orderProductId, afsNum: 3 }]
    const refund = await openRefund(token, order, { amount: 40, productList })
    const refunded = await confirmRefund(refund)
    expect(refunded!.lifecycle.state).toBe('refunded')
    expect(refunded!.refundedAt).not.toBeNull()
    expect(memberOf(BUYER).balance).toBe(balance + 40)
    const after = orderNow(order.orderSn)
    expect(after).toMatchObject({ refundedAmount: 40, orderState: ORDER_STATE.pendingShipment })
    const info = await get(`${APPLY_INFO}?orderSn=${order.orderSn}`, token)
    expect(info.data.maxAmount).toBe(110)
    expect(info.data.lines[0]).toMatchObject({ refundableNum: 7 })
    expect(await confirmRefund(refunded!)).toBeNull()
  })

  it('a refund of everything paid cancels the order', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 150 })
    await confirmRefund(await openRefund(token, order, { amount: 150 }))
    expect(orderNow(order.orderSn)).toMatchObject({ refundedAmount: 150, orderState: ORDER_STATE.cancelled })
  })

  it('pays a credit payment back by freeing the credit used', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 100, payMethod: 'credit' })
    await adjustTo(memberOf(BUYER).memberId, 'credit', 100)
    const balance = memberOf(BUYER).balance
    await confirmRefund(
      await openRefund(token, order, { amount: 60, refundAccount: accountKey('credit', BUYER) }),
    )
    expect(memberOf(BUYER)).toMatchObject({ creditUsed: 40, balance })
  })

  it('records a card refund without touching the wallet', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 100, payMethod: 'card' })
    const before = memberOf(BUYER)
    const refund = await openRefund(token, order, { amount: 30, refundAccount: accountKey('card', BUYER) })
    await payBack(refund)
    expect(orderNow(order.orderSn).refundedAmount).toBe(30)
    expect(memberOf(BUYER)).toMatchObject({ balance: before.balance, creditUsed: before.creditUsed })
  })
})

describe('refund with return', () => {
  it('waits for the return, takes the logistics once, and refunds when the supplier receives the goods', async () => {
    const token = await tokenOf(BUYER)
    const order = await shipBatch(await paidOrder(BUYER, { total: 200, units: 10 }), 10)
    const refund = await openRefund(token, order, {
      type: 'return',
      amount: 200,
      reasonId: RETURN_REASON.reasonId,
    })
    // Transcargo in the carrier list (system/front/express/list)
    const logistics = { afsSn: refund.afsSn, expressId: 2, trackingNumber: 'TC123456' }
    expect(await postJson(SHIP_RETURN, logistics, token)).toMatchObject({
      state: 255,
      msg: M.notWaitingReturn,
    })

    const approved = await confirmRefund(refund)
    expect(approved!.lifecycle.state).toBe('waitingReturn')
    expect(orderNow(order.orderSn).refundedAmount).toBe(0)
    for (const expressId of [0, 99, 'Transcargo'])
      expect(await postJson(SHIP_RETURN, { ...logistics, expressId }, token)).toMatchObject({
        state: 255,
        msg: 'Indique la empresa de transporte.',
      })
    expect(await postJson(SHIP_RETURN, { ...logistics, trackingNumber: 'TC-12' }, token)).toMatchObject({
      state: 255,
      msg: 'El número de seguimiento tiene de 1 a 20 letras o cifras.',
    })
    const shipped = await postJson(SHIP_RETURN, logistics, token)
    expect(shipped.data).toMatchObject({
      state: 'returnShipped',
      returnLogistics: { carrier: 'Transcargo', trackingNumber: 'TC123456' },
    })
    expect(await postJson(SHIP_RETURN, logistics, token)).toMatchObject({
      state: 255,
      msg: M.notWaitingReturn,
    })

    const balance = memberOf(BUYER).balance
    const received = await receiveReturn(refundNow(refund.afsSn))
    expect(received!.lifecycle.state).toBe('refunded')
    expect(memberOf(BUYER).balance).toBe(balance + 200)
    expect(orderNow(order.orderSn).orderState).toBe(ORDER_STATE.cancelled)
    expect(await receiveReturn(received!)).toBeNull()
  })

  it('does not take another member’s return logistics', async () => {
    const token = await tokenOf(BUYER)
    const order = await shipBatch(await paidOrder(BUYER, { units: 10 }), 10)
    const refund = await confirmRefund(
      await openRefund(token, order, { type: 'return', reasonId: RETURN_REASON.reasonId }),
    )
    const other = await tokenOf(OTHER)
    expect(
      await postJson(SHIP_RETURN, { afsSn: refund!.afsSn, expressId: 2, trackingNumber: 'A1' }, other),
    ).toMatchObject({ state: 255, msg: M.refundNotFound })
  })
})

describe('reapplyRefund', () => {
  it('reapplies only after a refusal, with the same rules, and the order goes back to Reembolso/Posventa', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 150 })
    const refund = await openRefund(token, order)
    const again = {
      afsSn: refund.afsSn,
      amount: 50,
      reasonId: REASONS[105][2]!.reasonId,
      description: 'Acordado por teléfono',
      refundAccount: accountKey('balance', BUYER),
    }
    expect(await postRefund(REAPPLY, again, token)).toMatchObject({
      state: 255,
      msg: M.reapplyOnlyAfterRefusal,
    })

    await refuseRefund(refund, 'Pedido en preparación.')
    expect(orderNow(order.orderSn).lifecycle.state).toBe('pendingShipment')
    expect(await postRefund(REAPPLY, { ...again, amount: 0 }, token)).toMatchObject({
      state: 255,
      msg: 'Indique un importe mayor que 0.',
    })
    expect(await postRefund(REAPPLY, { ...again, amount: 151 }, token)).toMatchObject({
      state: 255,
      msg: 'El importe no puede superar el máximo reembolsable.',
    })
    expect(
      await postRefund(REAPPLY, { ...again, refundAccount: accountKey('credit', BUYER) }, token),
    ).toMatchObject({
      state: 255,
      msg: 'La cuenta de reembolso debe ser la cuenta con la que se pagó el pedido.',
    })
    expect(refundNow(refund.afsSn).lifecycle.state).toBe('refused')

    const answer = await postRefund(REAPPLY, again, token)
    expect(answer.data).toMatchObject({
      state: 'applied',
      amount: 50,
      reason: REASONS[105][2]!.content,
      description: 'Acordado por teléfono',
      refuseReason: null,
    })
    expect(answer.data.history.map((h: { state: string }) => h.state)).toEqual([
      'applied',
      'refused',
      'applied',
    ])
    expect(orderNow(order.orderSn).orderState).toBe(ORDER_STATE.afterSales)
    expect(await postRefund(REAPPLY, again, token)).toMatchObject({
      state: 255,
      msg: M.reapplyOnlyAfterRefusal,
    })
  })

  it('refuses to reapply while another refund of the order is open', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 150 })
    const refused = await refuseRefund(await openRefund(token, order), 'No procede.')
    await openRefund(token, orderNow(order.orderSn), { amount: 20 })
    const answer = await postRefund(
      REAPPLY,
      {
        afsSn: refused!.afsSn,
        amount: 30,
        reasonId: BEFORE_RECEIPT.reasonId,
        refundAccount: accountKey('balance', BUYER),
      },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: M.notRefundable })
    expect(refundNow(refused!.afsSn).lifecycle.state).toBe('refused')
  })
})

describe('withdrawRefund', () => {
  it('withdraws an open refund and gives the order back where it was', async () => {
    const token = await tokenOf(BUYER)
    const order = await receivableOrder(BUYER)
    const refund = await openRefund(token, order, {
      goodsState: 'received',
      reasonId: REASONS[106][1]!.reasonId,
    })
    const answer = await postJson(WITHDRAW, { afsSn: refund.afsSn }, token)
    expect(answer.data).toMatchObject({ state: 'withdrawn', stateValue: 'Retirado por el comprador' })
    expect(orderNow(order.orderSn)).toMatchObject({
      orderState: ORDER_STATE.pendingReceipt,
      refundedAmount: 0,
    })
    expect(await postJson(WITHDRAW, { afsSn: refund.afsSn }, token)).toMatchObject({
      state: 255,
      msg: M.notWithdrawable,
    })
  })

  it('withdraws a refused refund without touching a newer refund of the order', async () => {
    const token = await tokenOf(BUYER)
    const order = await paidOrder(BUYER, { total: 150 })
    const refused = await refuseRefund(await openRefund(token, order), 'No procede.')
    const newer = await openRefund(token, orderNow(order.orderSn), { amount: 20 })
    expect((await postJson(WITHDRAW, { afsSn: refused!.afsSn }, token)).data.state).toBe('withdrawn')
    expect(orderNow(order.orderSn).lifecycle.state).toBe('afterSales')
    expect(refundNow(newer.afsSn).lifecycle.state).toBe('applied')
  })

  it('refuses to withdraw a refund being returned or already refunded', async () => {
    const token = await tokenOf(BUYER)
    const order = await shipBatch(await paidOrder(BUYER, { units: 10 }), 10)
    const waiting = await confirmRefund(
      await openRefund(token, order, { type: 'return', reasonId: RETURN_REASON.reasonId }),
    )
    expect(await postJson(WITHDRAW, { afsSn: waiting!.afsSn }, token)).toMatchObject({
      state: 255,
      msg: M.notWithdrawable,
    })
    expect(refundNow(waiting!.afsSn).lifecycle.state).toBe('waitingReturn')
    expect(await postJson(WITHDRAW, { afsSn: waiting!.afsSn }, await tokenOf(OTHER))).toMatchObject({
      state: 255,
      msg: M.refundNotFound,
    })
  })
})
