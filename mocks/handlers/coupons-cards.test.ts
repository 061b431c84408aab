// Coupons where buyers look for them and the goods list cards (issue 16 items 4 and 5) through the mock server:
// a store's coupon list, receiving once and running out, platform coupons at checkout with their minimum, the
// cart lines' ladder, code and unit, and adding a card's goods below its minimum. Every answer is also validated
// against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db'
import { SOLD_OUT_STORE_COUPON_ID, STORE_COUPON_ID } from '../seed/content'
import { COUPON_ALREADY_RECEIVED, COUPON_SOLD_OUT, STORE_NOT_FOUND } from './content'
import {
  A,
  B,
  COMPRADOR,
  CONFIRM,
  PERSONAL,
  get,
  memberOf,
  postForm,
  postJson,
  seenLines,
  setCart,
  startWithoutOrders,
  submit,
  tokenOf,
} from '../fixtures/checkout-fixtures'

beforeEach(startWithoutOrders)

const STORE_COUPONS = '/v3/promotion/front/coupon/storeCouponList'
const RECEIVE = '/v3/promotion/front/coupon/receiveCoupon'
const couponOf = (couponId: number) => db.coupons.findFirst((q) => q.where({ couponId }))!
const couponStoreId = () => couponOf(STORE_COUPON_ID).storeId!

describe('store coupon list', () => {
  it('lists the store’s coupons in their window, six at most, marking the received and the sold-out ones', async () => {
    const storeId = couponStoreId()
    const visitor = await get(`${STORE_COUPONS}?storeId=${storeId}`)
    expect(visitor.state).toBe(200)
    const ids = visitor.data.list.map((coupon: { couponId: number }) => coupon.couponId)
    expect(ids).toEqual(expect.arrayContaining([STORE_COUPON_ID, SOLD_OUT_STORE_COUPON_ID]))
    expect(visitor.data.pagination.pageSize).toBe(6)
    expect(visitor.data.list.every((coupon: { storeId: number }) => coupon.storeId === storeId)).toBe(true)
    const soldOut = visitor.data.list.find(
      (coupon: { couponId: number }) => coupon.couponId === SOLD_OUT_STORE_COUPON_ID,
    )
    expect(soldOut).toMatchObject({ total: 1, received: 1, isReceived: false })
  })

  it('refuses a missing or unknown store', async () => {
    expect((await get(STORE_COUPONS)).state).toBe(255)
    expect((await get(`${STORE_COUPONS}?storeId=99999`)).msg).toBe(STORE_NOT_FOUND)
    expect((await get(`${STORE_COUPONS}?storeId=1&pageSize=21`)).state).toBe(255)
  })

  it('lets a member receive a store coupon once, then answers that it was received', async () => {
    const token = await tokenOf(PERSONAL)
    const first = await postForm(RECEIVE, { couponId: STORE_COUPON_ID }, token)
    expect(first.state).toBe(200)
    const again = await postForm(RECEIVE, { couponId: STORE_COUPON_ID }, token)
    expect(again).toMatchObject({ state: 255, msg: COUPON_ALREADY_RECEIVED })
    const { data } = await get(`${STORE_COUPONS}?storeId=${couponStoreId()}`, token)
    expect(data.list.find((c: { couponId: number }) => c.couponId === STORE_COUPON_ID).isReceived).toBe(true)
  })

  it('refuses a sold-out coupon with its Spanish message', async () => {
    const token = await tokenOf(PERSONAL)
    const answer = await postForm(RECEIVE, { couponId: SOLD_OUT_STORE_COUPON_ID }, token)
    expect(answer).toMatchObject({ state: 255, msg: COUPON_SOLD_OUT })
  })

  it('asks a visitor to log in before receiving', async () => {
    expect((await postForm(RECEIVE, { couponId: STORE_COUPON_ID })).state).toBe(266)
  })
})

describe('cart lines and store headers', () => {
  it('gives each line its product code, sale unit and price ladder, and marks stores that have coupons', async () => {
    const token = await tokenOf(COMPRADOR)
    await setCart(COMPRADOR, [
      [A.product.productId, A.goods.minBuyNum],
      [B.product.productId, B.goods.minBuyNum],
    ])
    const { data } = await get('/v3/business/front/cart/cartList', token)
    const line = data.storeCartGroupList[0].storeGoodsList[0]
    expect(line.productCode).toBe(A.product.productCode)
    expect(line.saleUnit).toBe(A.goods.saleUnit)
    expect(line.ladder.map((tier: { minQty: number }) => tier.minQty)).toEqual(
      A.goods.ladder.map((tier) => tier.minQty),
    )
    expect(line.ladder.some((tier: { price: number }) => tier.price === line.goodsPrice)).toBe(true)
    const withCoupons = new Set(
      db.coupons.all().flatMap((coupon) => (coupon.storeId ? [coupon.storeId] : [])),
    )
    for (const group of data.storeCartGroupList) expect(group.hasCoupon).toBe(withCoupons.has(group.storeId))
  })

  it('refuses a card’s add to cart below the minimum order quantity', async () => {
    const token = await tokenOf(COMPRADOR)
    const goods = db.goods.all().find((row) => row.minBuyNum > 1 && row.state === 1)!
    const product = db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))!
    const answer = await postForm(
      '/v3/business/front/cart/add',
      { productId: product.productId, number: goods.minBuyNum - 1 },
      token,
    )
    expect(answer.state).toBe(255)
    expect(answer.msg).toMatch(/mínim/i)
  })
})

describe('platform coupons at checkout', () => {
  /** comprador receives a platform coupon with a minimum; the cart holds A and B at their minimum. */
  async function prepare(minAmount: number) {
    const token = await tokenOf(COMPRADOR)
    const coupon = db.coupons.all().find((row) => row.storeId === null && row.couponId === 1)!
    await db.coupons.update((q) => q.where({ couponId: coupon.couponId }), {
      data: (row) => void (row.minAmount = minAmount),
    })
    expect((await postForm(RECEIVE, { couponId: coupon.couponId }, token)).state).toBe(200)
    await setCart(COMPRADOR, [
      [A.product.productId, A.goods.minBuyNum],
      [B.product.productId, B.goods.minBuyNum],
    ])
    const confirm = await postJson(CONFIRM, { isCart: true }, token)
    const entry = confirm.data.platformCouponList.find(
      (row: { couponName: string }) => row.couponName === coupon.couponName,
    )
    return { token, coupon, confirm, code: entry.couponCode as string, entry }
  }

  it('lists the received platform coupons beside the store ones and takes the chosen one off the total', async () => {
    const { token, confirm, code, entry, coupon } = await prepare(1)
    expect(entry).toMatchObject({ usable: true, checked: false, discount: coupon.value })
    const applied = await postJson(CONFIRM, { isCart: true, platformCouponCode: code }, token)
    expect(applied.state).toBe(200)
    expect(applied.data.platformCouponCode).toBe(code)
    expect(applied.data.platformCouponAmount).toBe(coupon.value)
    expect(applied.data.totalAmount).toBeCloseTo(confirm.data.totalAmount - coupon.value, 2)
    const shares = applied.data.storeGroupList.map(
      (group: { platformCouponAmount: number }) => group.platformCouponAmount,
    )
    expect(shares.reduce((sum: number, share: number) => sum + share, 0)).toBeCloseTo(coupon.value, 2)
  })

  it('refuses a platform coupon whose minimum the order does not reach, and marks it unusable', async () => {
    const { token, code, entry } = await prepare(999_999)
    expect(entry.usable).toBe(false)
    const refused = await postJson(CONFIRM, { isCart: true, platformCouponCode: code }, token)
    expect(refused.state).toBe(255)
    expect(refused.msg).toMatch(/^El importe del pedido no alcanza el mínimo del cupón/)
  })

  it('refuses a store coupon given as the platform one', async () => {
    const token = await tokenOf(COMPRADOR)
    const { memberId } = memberOf(COMPRADOR)
    await postForm(RECEIVE, { couponId: STORE_COUPON_ID }, token)
    const receipt = db.couponReceipts
      .findMany((q) => q.where({ memberId }))
      .find((row) => row.couponId === STORE_COUPON_ID)!
    await setCart(COMPRADOR, [[A.product.productId, A.goods.minBuyNum]])
    const refused = await postJson(
      CONFIRM,
      { isCart: true, platformCouponCode: String(receipt.receiptId) },
      token,
    )
    expect(refused).toMatchObject({ state: 255, msg: 'El cupón no es un cupón de la plataforma.' })
  })

  it('uses the platform coupon once: the order is cheaper and the coupon leaves the list', async () => {
    const { token, code, coupon } = await prepare(1)
    const applied = await postJson(CONFIRM, { isCart: true, platformCouponCode: code }, token)
    const answer = await submit(
      {
        isCart: true,
        addressId: applied.data.address.addressId,
        productList: seenLines(applied),
        agreement: true,
        platformCouponCode: code,
      },
      token,
    )
    expect(answer.state).toBe(200)
    expect(answer.data.needPay).toBeCloseTo(applied.data.totalAmount, 2)
    const receipt = db.couponReceipts.findFirst((q) => q.where({ receiptId: Number(code) }))!
    expect(receipt.usedAt).toBeGreaterThan(0)
    const orders = db.orders.all().filter((order) => answer.data.orderSnList.includes(order.orderSn))
    const discount = orders.reduce((sum, order) => sum + order.couponAmount, 0)
    expect(discount).toBeCloseTo(coupon.value, 2)
  })
})
