// The card a chat opened from a product or an order offers (issue 29 item 1), read from the mock over HTTP: the
// product's goods card in its own store's conversation, nothing in another store's (a link with a mismatched
// `vid` offers nothing), and an order card with the order's number, state and total.
import { createActor, toPromise } from 'xstate'
import { beforeEach, describe, expect, it } from 'vitest'
import { tokenOf } from '../../mocks/fixtures/payment-fixtures'
import { db } from '../../mocks/db'
import { resetChats } from '../../mocks/lib/chat-backend'
import { session } from '../../src/api/session'
import { chatScreenActors, type ChatOfferQuery } from './chat-screen.actors'

const EMAIL = 'comprador@example.com'

beforeEach(async () => {
  resetChats()
  session.setTokens({ accessToken: await tokenOf(EMAIL), refreshToken: 'r' })
})

const open = (storeId: number, offer: ChatOfferQuery) =>
  toPromise(createActor(chatScreenActors.openConversation, { input: { storeId, offer } }).start())

describe('the offered card', () => {
  it("offers a product's goods card in its own store's conversation only", async () => {
    const openStores = new Set(
      db.stores
        .all()
        .filter((store) => store.isOpen)
        .map((store) => store.storeId),
    )
    const goods = db.goods.all().find((row) => row.state === 1 && openStores.has(row.storeId))!
    const product = db.products.all().find((row) => row.goodsId === goods.goodsId)!
    const own = await open(goods.storeId, { productId: product.productId })
    expect(own.offer).toMatchObject({
      storeId: goods.storeId,
      msgType: 3,
      content: { productId: product.productId, goodsId: goods.goodsId, goodsName: goods.goodsName },
    })
    expect(typeof own.offer?.content.goodsPrice).toBe('number')
    const other = [...openStores].find((storeId) => storeId !== goods.storeId)!
    expect((await open(other, { productId: product.productId })).offer).toBeNull()
  })

  it("offers an order's card in its store's conversation", async () => {
    const member = db.members.findFirst((q) => q.where({ email: EMAIL }))!
    const order = db.orders.all().find((row) => row.memberId === member.memberId)!
    const answer = await open(order.storeId, { orderSn: order.orderSn })
    expect(answer.offer).toMatchObject({
      storeId: order.storeId,
      msgType: 4,
      content: { orderSn: order.orderSn },
    })
    expect(answer.offer?.content.orderStateValue).toBeTruthy()
    expect((await open(0, { orderSn: order.orderSn })).offer).toBeNull()
  })
})
