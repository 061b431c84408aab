// The buyer's housekeeping on an order (issue 16 item 6) through the mock API: a new address before shipping
// with the freight recomputed (and refused once shipped, or to another freight region once paid), and deleting
// a finished or cancelled order from the buyer's list (an open one is refused with a Spanish message) while the
// supplier's side keeps it. Answers are validated against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { states, type StateName } from '../../machines/order-lifecycle/lifecycle'
import { db, type OrderRecord } from '../db'
import { FREIGHT_RATES } from '../lib/freight'
import { ORDER_MESSAGES, ORDER_TOOL_MESSAGES } from '../lib/order-messages'
import { round2 } from '../lib/pricing'
import { resetDatabase } from '../persistence'
import { get, postJson, tokenOf } from '../fixtures/payment-fixtures'

const UPDATE = '/v3/business/front/orderOperate/updateAddress'
const DELETE = '/v3/business/front/orderOperate/delete'
const COMPRADOR = 'comprador@example.com'
const SAME_REGION =
  'El pedido ya está pagado: la nueva dirección debe estar en la misma región de envío, porque el flete no puede cambiar.'

beforeEach(async () => {
  await resetDatabase()
})

/** comprador's seeded regular order in `state` (seed/order-history.ts has one in every state). */
const seeded = (state: StateName<'regular'>): OrderRecord =>
  db.orders
    .all()
    .find((order) => order.orderType === 1 && order.memberId === 1 && order.lifecycle.state === state)!
const orderNow = (orderSn: string) => db.orders.findFirst((q) => q.where({ orderSn }))!
const addressIn = (province: string) =>
  db.addresses.findFirst((q) => q.where({ memberId: 1, province }))!.addressId
const weightOf = (order: OrderRecord) =>
  round2(
    order.lines.reduce(
      (sum, line) =>
        sum + db.goods.findFirst((q) => q.where({ goodsId: line.goodsId }))!.weightKg * line.buyNum,
      0,
    ),
  )

describe('orderOperate/updateAddress', () => {
  it('moves an unpaid order and recomputes its freight, total and payment', async () => {
    const token = await tokenOf(COMPRADOR)
    const order = seeded(states.regular.pendingPayment)
    const needPay = db.payments.findFirst((q) => q.where({ paySn: order.paySn! }))!.needPay
    const answer = await postJson(
      UPDATE,
      { orderSn: order.orderSn, addressId: addressIn('Santiago de Cuba') },
      token,
    )
    expect(answer.state).toBe(200)
    const expected = round2(
      FREIGHT_RATES['cu-oriente'].base + FREIGHT_RATES['cu-oriente'].perKg * weightOf(order),
    )
    expect(answer.data.address.province).toBe('Santiago de Cuba')
    expect(answer.data.expressFee).toBe(expected)
    expect(answer.data.lifecycle.state).toBe(states.regular.pendingPayment)
    const delta = round2(expected - order.expressFee)
    expect(answer.data.totalMoney).toBeCloseTo(order.totalMoney + delta, 2)
    expect(db.payments.findFirst((q) => q.where({ paySn: order.paySn! }))!.needPay).toBeCloseTo(
      needPay + delta,
      2,
    )
    expect(orderNow(order.orderSn).log.at(-1)?.note).toMatch(/^Dirección de entrega cambiada/)
  })

  it('moves a paid order within its freight region, keeping what was paid', async () => {
    const token = await tokenOf(COMPRADOR)
    const order = seeded(states.regular.pendingShipment)
    expect(order.address?.province).toBe('La Habana')
    const answer = await postJson(UPDATE, { orderSn: order.orderSn, addressId: addressIn('Artemisa') }, token)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({ expressFee: order.expressFee, totalMoney: order.totalMoney })
    expect(answer.data.address.province).toBe('Artemisa')
  })

  it('refuses a paid order another freight region, as the form does', async () => {
    const token = await tokenOf(COMPRADOR)
    const order = seeded(states.regular.pendingShipment)
    const before = JSON.stringify(orderNow(order.orderSn))
    expect(
      await postJson(UPDATE, { orderSn: order.orderSn, addressId: addressIn('Santiago de Cuba') }, token),
    ).toMatchObject({ state: 255, msg: SAME_REGION })
    expect(JSON.stringify(orderNow(order.orderSn))).toBe(before)
  })

  it('refuses once the order has shipped, and an address that is not the buyer’s', async () => {
    const token = await tokenOf(COMPRADOR)
    for (const state of [states.regular.partiallyShipped, states.regular.pendingReceipt]) {
      const order = seeded(state)
      expect(
        await postJson(UPDATE, { orderSn: order.orderSn, addressId: addressIn('Artemisa') }, token),
      ).toMatchObject({ state: 255, msg: ORDER_TOOL_MESSAGES.addressLocked })
    }
    const other = db.addresses.findFirst((q) => q.where({ memberId: 2 }))!.addressId
    const order = seeded(states.regular.pendingPayment)
    expect(await postJson(UPDATE, { orderSn: order.orderSn, addressId: other }, token)).toMatchObject({
      state: 255,
      msg: ORDER_MESSAGES.addressNotFound,
    })
  })
})

describe('orderOperate/delete', () => {
  it('refuses an open order with a Spanish message', async () => {
    const token = await tokenOf(COMPRADOR)
    for (const state of [states.regular.pendingPayment, states.regular.pendingShipment]) {
      const order = seeded(state)
      expect(await postJson(DELETE, { orderSn: order.orderSn }, token)).toMatchObject({
        state: 255,
        msg: 'Solo se pueden eliminar pedidos finalizados o cancelados.',
      })
      expect(orderNow(order.orderSn).buyerDeleted).toBe(false)
    }
  })

  it('hides a cancelled order from the buyer only: list, counts and detail; the supplier still has it', async () => {
    const token = await tokenOf(COMPRADOR)
    const order = seeded(states.regular.cancelled)
    const countBefore = (await get('/v3/business/front/orderInfo/stateCount', token)).data
    expect((await postJson(DELETE, { orderSn: order.orderSn }, token)).state).toBe(200)
    const list = await get('/v3/business/front/orderInfo/list?pageSize=50', token)
    expect(list.data.list.map((row: { orderSn: string }) => row.orderSn)).not.toContain(order.orderSn)
    const countAfter = (await get('/v3/business/front/orderInfo/stateCount', token)).data
    expect(countAfter.total).toBe(countBefore.total - 1)
    expect(await get(`/v3/business/front/orderInfo/detail?orderSn=${order.orderSn}`, token)).toMatchObject({
      state: 255,
      msg: ORDER_MESSAGES.orderNotFound,
    })
    expect(await postJson(DELETE, { orderSn: order.orderSn }, token)).toMatchObject({
      state: 255,
      msg: ORDER_MESSAGES.orderNotFound,
    })
    const supplier = await get(`/v3/mock/front/orders?memberEmail=${COMPRADOR}`)
    expect(supplier.data.map((row: { orderSn: string }) => row.orderSn)).toContain(order.orderSn)
  })

  it('deletes a completed order too', async () => {
    const token = await tokenOf(COMPRADOR)
    const order = seeded(states.regular.completed)
    expect((await postJson(DELETE, { orderSn: order.orderSn }, token)).state).toBe(200)
    expect(orderNow(order.orderSn).buyerDeleted).toBe(true)
  })
})
