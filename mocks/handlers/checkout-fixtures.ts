// What the checkout and order tests share (mocks/handlers/checkout-*.test.ts, orders.test.ts): requests
// through the mock server, a logged-in member, a cart of two in-stock goods of two stores, and a start without
// comprador's order history. Used by tests only.
import { expect } from 'vitest'
import { clock } from '../clock'
import { db, nextId } from '../db'
import { walletOf } from '../lib/ledger'
import { resetDatabase } from '../persistence'
import { MOCK_PASSWORD, buildSeedData } from '../seed'
import { sellableGoods } from '../seed/orders'
import type { Answer } from './payment-fixtures'

/** These tests count the orders and payments their checkouts create: start without comprador's order history. */
export async function startWithoutOrders() {
  await resetDatabase()
  db.orders.clear()
  db.payments.clear()
  db.refunds.clear()
}

const API = 'http://api.test'
export const COMPRADOR = 'comprador@example.com'
export const PERSONAL = 'personal@example.com'
export const CONFIRM = '/v3/business/front/orderOperate/confirm'
export const SUBMIT = '/v3/business/front/orderOperate/submit'
export const ORDERS = '/v3/business/front/orderInfo/list'
export const ORDER = '/v3/business/front/orderInfo/detail'
export const ADDRESSES = '/v3/member/front/memberAddress'

export type { Answer }

export async function get(
  path: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
  return (await response.json()) as Answer
}

export async function postForm(
  path: string,
  body: Record<string, string | number>,
  token?: string,
): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString(),
  })
  return (await response.json()) as Answer
}

export async function postJson(
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Answer
}

export async function tokenOf(email: string): Promise<string> {
  const { data } = await get('/v3/captcha/common/getCaptcha')
  const answer = await postForm('/v3/frontLogin/front/oauth/token', {
    username: email,
    password: MOCK_PASSWORD,
    verifyCode: '0000',
    verifyKey: data.key,
    loginType: 1,
  })
  return answer.data.access_token as string
}

let keySerial = 0
export const newKey = () => `orders-test-key-${String(++keySerial).padStart(6, '0')}`
export const submit = (body: unknown, token: string, key = newKey()) =>
  postJson(SUBMIT, body, token, { 'Idempotency-Key': key })

/** The member as stored, with the figures of his wallet (sums of his ledger entries). */
export function memberOf(email: string) {
  const member = db.members.findFirst((q) => q.where({ email }))!
  return { ...member, ...walletOf(member.memberId) }
}
export const stockOf = (productId: number) => db.products.findFirst((q) => q.where({ productId }))!.stock
const seeded = sellableGoods(buildSeedData())
/** Two in-stock goods of two open stores (the first of mocks/seed/orders.ts) */
export const A = seeded[0]!
export const B = seeded[1]!

/** Replaces a member's cart with these checked lines. */
export async function setCart(email: string, lines: [productId: number, buyNum: number][]) {
  const { memberId } = memberOf(email)
  db.cartLines.deleteMany((q) => q.where({ memberId }))
  for (const [productId, buyNum] of lines) {
    await db.cartLines.create({
      cartId: nextId('cartLines', 'cartId'),
      memberId,
      productId,
      buyNum,
      isChecked: 1,
      addedAt: clock.now(),
    })
  }
}

/** The member's unused receipt of the store's coupon with the lowest minimum (seeded: usable on one minimum order). */
export function couponCodeOf(storeId: number, email = COMPRADOR): string {
  const { memberId } = memberOf(email)
  const receipt = db.couponReceipts
    .findMany((q) => q.where({ memberId }))
    .filter((row) => row.usedAt === 0)
    .map((row) => ({ row, coupon: db.coupons.findFirst((q) => q.where({ couponId: row.couponId }))! }))
    .filter(({ coupon }) => coupon.storeId === storeId)
    .sort((a, b) => a.coupon.minAmount - b.coupon.minAmount)[0]
  return String(receipt!.row.receiptId)
}

export function reservedGoods() {
  const goods = db.goods
    .all()
    .sort((a, b) => a.goodsId - b.goodsId)
    .find((row) => {
      const store = db.stores.findFirst((q) => q.where({ storeId: row.storeId }))
      const sku = db.products.findFirst((q) => q.where({ goodsId: row.goodsId }))
      return (
        row.stockType === 'reserved' &&
        row.state === 1 &&
        row.purchaseLimit === 0 &&
        store?.isOpen &&
        sku &&
        sku.stock >= row.minBuyNum * 2
      )
    })!
  return { goods, product: db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))! }
}

/** The lines a confirm answered, as submit's productList (the prices the buyer saw). */
export const seenLines = (confirm: Answer) =>
  confirm.data.storeGroupList.flatMap(
    (group: { productList: { productId: number; buyNum: number; price: number }[] }) =>
      group.productList.map(({ productId, buyNum, price }) => ({ productId, buyNum, price })),
  )

export async function checkoutAB(token: string, extra: Record<string, unknown> = {}) {
  await setCart(COMPRADOR, [
    [A.product.productId, A.goods.minBuyNum],
    [B.product.productId, B.goods.minBuyNum],
  ])
  const confirm = await postJson(CONFIRM, { isCart: true, ...extra }, token)
  expect(confirm.state).toBe(200)
  return {
    confirm,
    body: {
      isCart: true,
      addressId: confirm.data.address.addressId,
      productList: seenLines(confirm),
      agreement: true,
      ...extra,
    },
  }
}
