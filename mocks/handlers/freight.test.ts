// Freight (issue 16 item 3): the rule of mocks/lib/freight.ts through the estimate of the product detail
// (goods/calculateExpress) and the checkout (confirm per store, recomputed with the address; submit's orders
// and payment carry it). Every answer is also validated against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db'
import { FREIGHT_RATES } from '../lib/freight'
import { round2 } from '../lib/pricing'
import {
  A,
  COMPRADOR,
  CONFIRM,
  ORDER,
  checkoutAB,
  get,
  reservedGoods,
  setCart,
  startWithoutOrders,
  submit,
  tokenOf,
  postJson,
} from '../fixtures/checkout-fixtures'

const ESTIMATE = '/v3/goods/front/goods/calculateExpress'

beforeEach(startWithoutOrders)

const addressIn = (province: string) =>
  db.addresses.findFirst((q) => q.where({ memberId: 1, province }))!.addressId

/** What the rule charges for `kg` kilograms to a region. */
const charge = (region: keyof typeof FREIGHT_RATES, kg: number) =>
  round2(FREIGHT_RATES[region].base + FREIGHT_RATES[region].perKg * kg)

describe('goods/calculateExpress', () => {
  it('estimates a visitor’s delivery to a region: a base plus the weight, the regions listed', async () => {
    const buyNum = A.goods.minBuyNum
    const kg = round2(A.goods.weightKg * buyNum)
    const west = await get(`${ESTIMATE}?productId=${A.product.productId}&buyNum=${buyNum}`)
    expect(west.data).toMatchObject({
      regionCode: 'cu-occidente',
      addressId: null,
      addressList: [],
      weightKg: kg,
      expressState: 'charged',
      expressFee: charge('cu-occidente', kg),
    })
    expect(west.data.regionList.map((r: { regionCode: string }) => r.regionCode)).toEqual([
      'cu-occidente',
      'cu-centro',
      'cu-oriente',
      'latam',
    ])
    const east = await get(
      `${ESTIMATE}?productId=${A.product.productId}&buyNum=${buyNum}&regionCode=cu-oriente`,
    )
    expect(east.data.expressFee).toBe(charge('cu-oriente', kg))
    expect(east.data.expressFee).toBeGreaterThan(west.data.expressFee)
  })

  it('estimates to a buyer’s own address (the default one first) and lists their addresses', async () => {
    const token = await tokenOf(COMPRADOR)
    const buyNum = A.goods.minBuyNum
    const kg = round2(A.goods.weightKg * buyNum)
    const byDefault = await get(`${ESTIMATE}?productId=${A.product.productId}&buyNum=${buyNum}`, token)
    expect(byDefault.data).toMatchObject({ regionCode: 'cu-occidente', addressId: addressIn('La Habana') })
    expect(byDefault.data.addressList).toHaveLength(3)
    const santiago = addressIn('Santiago de Cuba')
    const east = await get(
      `${ESTIMATE}?productId=${A.product.productId}&buyNum=${buyNum}&addressId=${santiago}`,
      token,
    )
    expect(east.data).toMatchObject({ regionCode: 'cu-oriente', addressId: santiago })
    expect(east.data.expressFee).toBe(charge('cu-oriente', kg))
  })

  it('is free from the threshold on, and nothing for reserved goods (picked up)', async () => {
    // the platform lowers its free-shipping threshold (setting freight_free_above, 5.000 USD by default)
    await db.settings.create({ name: 'freight_free_above', value: '1' })
    const free = await get(`${ESTIMATE}?productId=${A.product.productId}&buyNum=${A.goods.minBuyNum}`)
    expect(free.data).toMatchObject({ expressFee: 0, expressState: 'free', freeAbove: 1 })
    const reserved = reservedGoods()
    const pickup = await get(
      `${ESTIMATE}?productId=${reserved.product.productId}&buyNum=${reserved.goods.minBuyNum}`,
    )
    expect(pickup.data).toMatchObject({ expressFee: 0, expressState: 'pickup' })
  })

  it('refuses an address that is not the buyer’s, an unknown product and a bad region', async () => {
    const visitor = await get(
      `${ESTIMATE}?productId=${A.product.productId}&buyNum=1&addressId=${addressIn('La Habana')}`,
    )
    expect(visitor).toMatchObject({ state: 255, msg: 'La dirección no existe.' })
    expect(await get(`${ESTIMATE}?productId=999999&buyNum=1`)).toMatchObject({
      state: 255,
      msg: 'El producto no existe.',
    })
    expect((await get(`${ESTIMATE}?productId=${A.product.productId}&buyNum=1&regionCode=x`)).state).toBe(255)
  })
})

describe('freight at checkout', () => {
  it('charges each store its freight to the chosen address and adds it to the totals', async () => {
    const token = await tokenOf(COMPRADOR)
    const { confirm } = await checkoutAB(token)
    const { data } = confirm
    for (const group of data.storeGroupList) {
      expect(group.expressState).toBe('charged')
      expect(group.expressFee).toBeGreaterThan(0)
      expect(group.totalAmount).toBeCloseTo(group.goodsAmount - group.couponAmount + group.expressFee, 2)
    }
    const sum = data.storeGroupList.reduce(
      (total: number, g: { expressFee: number }) => total + g.expressFee,
      0,
    )
    expect(data.expressFee).toBeCloseTo(sum, 2)
    expect(data.totalAmount).toBeCloseTo(data.goodsAmount + data.expressFee, 2)
  })

  it('recomputes the freight when the address changes (farther costs more)', async () => {
    const token = await tokenOf(COMPRADOR)
    const { confirm: west } = await checkoutAB(token)
    const east = await postJson(CONFIRM, { isCart: true, addressId: addressIn('Santiago de Cuba') }, token)
    expect(east.data.address.province).toBe('Santiago de Cuba')
    expect(east.data.expressFee).toBeGreaterThan(west.data.expressFee)
    expect(east.data.totalAmount - west.data.totalAmount).toBeCloseTo(
      east.data.expressFee - west.data.expressFee,
      2,
    )
  })

  it('charges no freight on reserved goods (picked up at the warehouse)', async () => {
    const token = await tokenOf(COMPRADOR)
    const reserved = reservedGoods()
    await setCart(COMPRADOR, [[reserved.product.productId, reserved.goods.minBuyNum]])
    const { data } = await postJson(CONFIRM, { isCart: true }, token)
    expect(data.storeGroupList[0]).toMatchObject({ expressFee: 0, expressState: 'pickup' })
    expect(data.expressFee).toBe(0)
  })

  it('puts the freight in the orders and the payment it submits', async () => {
    const token = await tokenOf(COMPRADOR)
    const { confirm, body } = await checkoutAB(token, { addressId: addressIn('Artemisa') })
    const placed = await submit(body, token)
    expect(placed.state).toBe(200)
    expect(placed.data.needPay).toBeCloseTo(confirm.data.totalAmount, 2)
    for (const [index, orderSn] of (placed.data.orderSnList as string[]).entries()) {
      const { data: order } = await get(`${ORDER}?orderSn=${orderSn}`, token)
      const group = confirm.data.storeGroupList[index]
      expect(order).toMatchObject({ expressFee: group.expressFee, expressState: 'charged' })
      expect(order.totalMoney).toBeCloseTo(group.totalAmount, 2)
    }
  })
})
