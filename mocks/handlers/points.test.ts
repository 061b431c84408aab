// The points mall through the mock server (issue 12 item 5; SPEC.md §2 /point/*, §5 points in multiples of a
// set number, §8 "Puntos insuficientes"): redeeming spends points through the ledger once per Idempotency-Key,
// a refusal writes nothing, points + cash goods are paid from the balance with the pay password, cancelling
// gives everything back, the platform ships, and a received regular order earns points once. Every answer is
// validated against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db'
import { balanceOf, entriesOf, pointsOf } from '../lib/ledger'
import { sendOrderEvent } from '../lib/order-lifecycle'
import { MOCK_PAY_PASSWORD } from '../seed'
import {
  COMPRADOR,
  get,
  memberOf,
  postForm,
  postJson,
  startWithoutOrders,
  tokenOf,
} from '../fixtures/checkout-fixtures'
import { receivableOrder } from '../fixtures/order-fixtures'
import { POINT_PATHS } from './points'

const LANTERN = 1 // 500 points, points only
const GENERATOR = 2 // 80.000 points
const DRILL = 3 // 3.000 points + 15 USD

let keySerial = 0
const key = () => `points-test-key-${String(++keySerial).padStart(6, '0')}`

async function start() {
  await startWithoutOrders()
  db.pointOrders.clear()
}
beforeEach(start)

const goodsOf = (goodsId: number) => db.pointGoods.findFirst((q) => q.where({ goodsId }))!
const addressIdOf = (email: string) =>
  db.addresses.findFirst((q) => q.where({ memberId: memberOf(email).memberId }))!.addressId

function redeemBody(goodsId: number, number = 1, email = COMPRADOR) {
  return { goodsId, number, addressId: addressIdOf(email), integral: number * goodsOf(goodsId).integralPrice }
}
const submit = (body: unknown, token: string, idempotencyKey = key()) =>
  postJson(POINT_PATHS.submit, body, token, { 'Idempotency-Key': idempotencyKey })

describe('points mall catalogue', () => {
  it('shows categories with counts, recommended goods and the member’s points (null for a guest)', async () => {
    const guest = await get(POINT_PATHS.home)
    expect(guest.data.memberIntegral).toBeNull()
    expect(guest.data.categories.length).toBe(4)
    expect(guest.data.recommended.length).toBeGreaterThan(0)
    const token = await tokenOf(COMPRADOR)
    expect((await get(POINT_PATHS.home, token)).data).toMatchObject({ memberIntegral: 5000, pointsUnit: 100 })
  })

  it('lists goods by category and page, each price a multiple of the points unit', async () => {
    const all = await get(`${POINT_PATHS.goodsList}?pageSize=10`)
    expect(all.data.list).toHaveLength(10)
    expect(all.data.pagination.total).toBe(db.pointGoods.all().length)
    const tools = await get(`${POINT_PATHS.goodsList}?categoryId=1`)
    expect(tools.data.list.every((g: { categoryId: number }) => g.categoryId === 1)).toBe(true)
    for (const goods of db.pointGoods.all()) expect(goods.integralPrice % 100).toBe(0)
    const detail = await get(`${POINT_PATHS.details}?goodsId=${DRILL}`)
    expect(detail.data).toMatchObject({ goodsId: DRILL, cashPrice: 15, integralPrice: 3000 })
    expect((await get(`${POINT_PATHS.details}?goodsId=999`)).msg).toBe(
      'El producto de puntos no existe o ya no está disponible.',
    )
  })
})

describe('redeeming', () => {
  it('redeems a points-only good: points down by its price, one pointsSpent entry, order waiting for shipment', async () => {
    const token = await tokenOf(COMPRADOR)
    const { memberId } = memberOf(COMPRADOR)
    const confirm = await postJson(POINT_PATHS.confirm, { goodsId: LANTERN, number: 2 }, token)
    expect(confirm.data).toMatchObject({ integral: 1000, cashAmount: 0, memberIntegral: 5000 })
    expect(confirm.data.addresses.length).toBeGreaterThan(0)
    const stock = goodsOf(LANTERN).stock
    const answer = await submit(redeemBody(LANTERN, 2), token)
    expect(answer.data).toMatchObject({ orderState: 20, needPay: 0 })
    expect(pointsOf(memberId)).toBe(4000)
    expect(goodsOf(LANTERN).stock).toBe(stock - 2)
    const spent = entriesOf(memberId, 'points').filter((e) => e.kind === 'pointsSpent')
    expect(spent).toMatchObject([{ amount: -1000, documentSn: answer.data.orderSn }])
    const list = await get(POINT_PATHS.list, token)
    expect(list.data.list).toMatchObject([{ orderSn: answer.data.orderSn, orderState: 20, integral: 1000 }])
    const log = await get(`${POINT_PATHS.log}?type=2`, token)
    expect(log.data.list[0]).toMatchObject({
      kind: 'pointsSpent',
      value: -1000,
      orderSn: answer.data.orderSn,
    })
    expect(
      (await get(`${POINT_PATHS.log}?type=1`, token)).data.list.every((e: { value: number }) => e.value > 0),
    ).toBe(true)
  })

  it('refuses a good costing more points than the member has with "Puntos insuficientes" and writes nothing', async () => {
    const token = await tokenOf(COMPRADOR)
    const { memberId } = memberOf(COMPRADOR)
    const entries = entriesOf(memberId).length
    const stock = goodsOf(GENERATOR).stock
    const answer = await submit(redeemBody(GENERATOR), token)
    expect(answer).toMatchObject({ state: 255, msg: 'Puntos insuficientes' })
    expect(entriesOf(memberId)).toHaveLength(entries)
    expect(goodsOf(GENERATOR).stock).toBe(stock)
    expect(db.pointOrders.all()).toHaveLength(0)
  })

  it('refuses points off the unit’s multiples, a changed price, a quantity over the limit and no address', async () => {
    const token = await tokenOf(COMPRADOR)
    const body = redeemBody(LANTERN)
    expect((await submit({ ...body, integral: 550 }, token)).msg).toBe(
      'Los puntos deben usarse en múltiplos de 100.',
    )
    expect((await submit({ ...body, integral: 600 }, token)).msg).toBe(
      'El precio en puntos del producto cambió. Vuelva atrás y canjee de nuevo.',
    )
    expect((await submit({ ...body, number: 6, integral: 3000 }, token)).msg).toBe(
      'Cantidad fuera del límite o rango',
    )
    expect((await submit({ ...body, addressId: 99999 }, token)).msg).toBe('Elija una dirección de entrega.')
    expect(db.pointOrders.all()).toHaveLength(0)
    expect(pointsOf(memberOf(COMPRADOR).memberId)).toBe(5000)
  })

  it('makes exactly one order for a double click or a retry with the same Idempotency-Key', async () => {
    const token = await tokenOf(COMPRADOR)
    const same = key()
    const [first, second] = await Promise.all([
      submit(redeemBody(LANTERN), token, same),
      submit(redeemBody(LANTERN), token, same),
    ])
    const retry = await submit(redeemBody(LANTERN), token, same)
    expect(db.pointOrders.all()).toHaveLength(1)
    const orderSn = db.pointOrders.all()[0]!.orderSn
    // the second click is either refused as in flight or answered with the first answer replayed
    for (const answer of [first, second].filter((a) => a.state === 200))
      expect(answer.data.orderSn).toBe(orderSn)
    expect(retry.data.orderSn).toBe(orderSn)
    expect(pointsOf(memberOf(COMPRADOR).memberId)).toBe(4500)
  })
})

describe('points + cash goods and the order states', () => {
  it('pays the cash part from the balance with the pay password, once; a wrong password posts nothing', async () => {
    const token = await tokenOf(COMPRADOR)
    const { memberId } = memberOf(COMPRADOR)
    const balance = balanceOf(memberId)
    const placed = await submit(redeemBody(DRILL), token)
    expect(placed.data).toMatchObject({ orderState: 10, needPay: 15 })
    expect(pointsOf(memberId)).toBe(2000)
    const info = await get(`${POINT_PATHS.payInfo}?orderSn=${placed.data.orderSn}`, token)
    expect(info.data).toMatchObject({ needPay: 15, balanceAvailable: balance, hasPayPassword: true })
    const pay = (payPwd: string, k = key()) =>
      postJson(POINT_PATHS.doPay, { orderSn: placed.data.orderSn, payMethod: 'balance', payPwd }, token, {
        'Idempotency-Key': k,
      })
    expect((await pay('99999999')).msg).toBe('La contraseña de pago no es correcta.')
    expect(balanceOf(memberId)).toBe(balance)
    const paid = await pay(MOCK_PAY_PASSWORD)
    expect(paid.data).toMatchObject({ orderState: 20, cashPaid: true })
    expect(balanceOf(memberId)).toBe(balance - 15)
    expect((await pay(MOCK_PAY_PASSWORD)).msg).toBe('Este pedido ya está pagado.')
    expect(balanceOf(memberId)).toBe(balance - 15)

    const cancelled = await postForm(POINT_PATHS.cancel, { orderSn: placed.data.orderSn }, token)
    expect(cancelled.data.orderState).toBe(0)
    expect(pointsOf(memberId)).toBe(5000)
    expect(balanceOf(memberId)).toBe(balance)
    expect(
      entriesOf(memberId)
        .filter((e) => e.documentSn === placed.data.orderSn)
        .map((e) => e.kind),
    ).toEqual(['pointsSpent', 'orderPaid', 'pointsReturned', 'refund'])
  })

  it('is shipped by the platform, received by the buyer, then may be deleted; no cancel after shipping', async () => {
    const token = await tokenOf(COMPRADOR)
    const { orderSn } = (await submit(redeemBody(LANTERN), token)).data
    expect((await postForm(POINT_PATHS.receive, { orderSn }, token)).msg).toBe(
      'Acción no permitida en el estado actual del pedido.',
    )
    const panel = await get('/v3/mock/front/pointOrders')
    expect(panel.data[0]).toMatchObject({ orderSn, memberEmail: COMPRADOR })
    expect((await postJson('/v3/mock/front/pointOrders/ship', { orderSn })).data.orderState).toBe(30)
    expect((await postForm(POINT_PATHS.cancel, { orderSn }, token)).msg).toBe(
      'Acción no permitida en el estado actual del pedido.',
    )
    expect((await postForm(POINT_PATHS.receive, { orderSn }, token)).data.orderState).toBe(40)
    expect((await postForm(POINT_PATHS.delete, { orderSn }, token)).state).toBe(200)
    expect((await get(POINT_PATHS.list, token)).data.list).toHaveLength(0)
    expect(pointsOf(memberOf(COMPRADOR).memberId)).toBe(4500)
  })
})

describe('points earned', () => {
  it('credits 1 point per whole USD paid when a regular order is received, once per order', async () => {
    const { memberId } = memberOf(COMPRADOR)
    const order = await receivableOrder(COMPRADOR, { total: 1234.56 })
    const before = pointsOf(memberId)
    const received = (await sendOrderEvent(order, { type: 'receipt.confirmed' }, { actor: 'buyer' }))!
    expect(pointsOf(memberId)).toBe(before + 1234)
    await sendOrderEvent(received, { type: 'order.evaluated' }, { actor: 'buyer' })
    expect(pointsOf(memberId)).toBe(before + 1234)
    const earned = entriesOf(memberId, 'points').filter((e) => e.kind === 'pointsEarned')
    expect(earned).toMatchObject([{ amount: 1234, orderSn: order.orderSn }])
  })
})
