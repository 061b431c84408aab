// The extreme data of issue 24 "Bad input" (mocks/seed/extreme.ts), loaded through the mock-only endpoint.
import { afterAll, describe, expect, it } from 'vitest'
import { db } from '../db'
import { balanceOf, entriesOf, pointsOf } from '../lib/ledger'
import { resetDatabase } from '../persistence'
import {
  EMPTY_WALLET_MEMBER,
  EXTREME_BUYER,
  EXTREME_CONTACT_NAME,
  EXTREME_GOODS_NAME,
  EXTREME_LONG_STORE_NAME,
  EXTREME_MONEY,
  EXTREME_POINTS,
  EXTREME_STORE_NAME,
  EXTREME_UNREAD_MESSAGES,
} from './extreme'

const API = 'http://api.test'

async function load() {
  const response = await fetch(`${API}/v3/mock/front/extremeData`, { method: 'POST' })
  return (await response.json()) as { state: number }
}

const memberId = (email: string) => db.members.findFirst((q) => q.where({ email }))!.memberId

afterAll(async () => {
  await resetDatabase()
})

describe('extreme data', () => {
  it('is not in the default seed', () => {
    const buyer = memberId(EXTREME_BUYER)
    expect(db.goods.all().some((goods) => goods.goodsName === EXTREME_GOODS_NAME)).toBe(false)
    expect(db.stores.all().some((store) => store.storeName === EXTREME_STORE_NAME)).toBe(false)
    expect(db.goods.all().some((goods) => goods.imageSeed === 0)).toBe(false)
    expect(balanceOf(buyer)).toBe(2000)
  })

  it('gives the buyer every extreme record, and the other member an empty wallet', async () => {
    expect((await load()).state).toBe(200)
    const buyer = memberId(EXTREME_BUYER)
    expect(EXTREME_CONTACT_NAME).toHaveLength(50)
    expect(EXTREME_GOODS_NAME).toHaveLength(200)
    expect(db.addresses.findMany((q) => q.where({ memberId: buyer })).map((row) => row.memberName)).toContain(
      EXTREME_CONTACT_NAME,
    )
    const cartGoods = db.cartLines
      .findMany((q) => q.where({ memberId: buyer }))
      .map((line) => {
        const product = db.products.findFirst((q) => q.where({ productId: line.productId }))!
        return db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))!
      })
    expect(cartGoods[0]?.goodsName).toBe(EXTREME_GOODS_NAME)
    expect(cartGoods[0]?.imageSeed).toBe(0)
    const storeNames = db.stores.all().map((store) => store.storeName)
    expect(storeNames).toContain(EXTREME_STORE_NAME)
    expect(storeNames).toContain(EXTREME_LONG_STORE_NAME)
    expect(db.stores.all().some((store) => store.logoMissing)).toBe(true)
    expect(balanceOf(buyer)).toBe(EXTREME_MONEY)
    expect(pointsOf(buyer)).toBe(EXTREME_POINTS)
    const orders = db.orders.findMany((q) => q.where({ memberId: buyer }))
    expect(orders.some((order) => order.lines[0]?.goodsName === EXTREME_GOODS_NAME)).toBe(true)
    const unread = db.memberMessages.findMany((q) => q.where({ memberId: buyer, isRead: false }))
    expect(unread).toHaveLength(EXTREME_UNREAD_MESSAGES)
    expect(new Set(db.memberMessages.all().map((message) => message.messageId)).size).toBe(
      db.memberMessages.count(),
    )
    const empty = memberId(EMPTY_WALLET_MEMBER)
    expect(entriesOf(empty)).toEqual([])
    expect(db.recharges.findMany((q) => q.where({ memberId: empty }))).toEqual([])
  })

  it('changes nothing more when loaded twice', async () => {
    const unread = db.memberMessages.count()
    const entries = db.ledger.count()
    expect((await load()).state).toBe(200)
    expect(db.memberMessages.count()).toBe(unread)
    expect(db.ledger.count()).toBe(entries)
  })

  it('serves the missing pictures as 404 from the image host', async () => {
    const response = await fetch(`${API}/mock-images/missing/goods-1.svg`)
    expect(response.status).toBe(404)
  })
})
