// The control panel's supplier beside a text (issue 29 item 3): the goods cards of the conversation's store and
// the buyer's order cards with it, sent and pushed to the buyer's sockets; a picture checked by content and size
// (a GIF or a 5 MB image refused) and kept on the file host, then sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CHAT_EVENTS } from '../../machines/chat/chat-socket'
import { db } from '../db'
import { memberOf, imageBytes } from '../fixtures/payment-fixtures'
import { chatOf, resetChats } from './chat-backend'
import { live, supplierSend } from './chat-live'
import { storeSupplierPicture, supplierCardsOf } from './chat-supplier'

const buyer = () => memberOf('comprador@example.com').memberId

beforeEach(() => resetChats())
afterEach(() => live.clear())

describe('the supplier of the control panel', () => {
  it("offers the store's goods and the buyer's orders with it as cards, and sends one to the buyer's sockets", () => {
    const memberId = buyer()
    const order = db.orders.findFirst((q) => q.where({ memberId }))!
    const cards = supplierCardsOf(memberId, order.storeId)
    expect(cards.some((card) => card.msgType === 3)).toBe(true)
    const orderCard = cards.find((card) => card.msgType === 4 && card.content.orderSn === order.orderSn)!
    expect(orderCard.content).toMatchObject({ orderSn: order.orderSn, goodsPrice: order.totalMoney })
    expect(cards.filter((card) => card.msgType === 4).every((card) => card.content.orderSn)).toBe(true)

    const pushed: string[] = []
    live.add({ memberId, emit: (event) => pushed.push(event), close() {} })
    const message = supplierSend(memberId, order.storeId, 4, orderCard.content)
    expect(message).toMatchObject({ userType: 2, msgType: 4, msgContent: { orderSn: order.orderSn } })
    expect(pushed).toEqual([CHAT_EVENTS.getSendMsg, CHAT_EVENTS.unreadNumChange])
    expect(chatOf(memberId).unreadOf(order.storeId)).toBeGreaterThan(0)
    // a card without its fields is not sent
    expect(supplierSend(memberId, order.storeId, 3, { goodsName: 'Sin producto' })).toBeNull()
  })

  it('keeps a png/jpg picture of at most 4 MB and sends it; refuses a GIF and a 5 MB image', async () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b])
    expect(await storeSupplierPicture(gif)).toEqual({ problem: 'format' })
    expect(await storeSupplierPicture(imageBytes(5 * 1024 * 1024))).toEqual({ problem: 'tooBig' })
    const stored = await storeSupplierPicture(imageBytes(2000, 'jpg'))
    expect(stored).toEqual({ url: expect.stringMatching(/^\/mock-uploads\/chat\/[0-9a-f]{32}\.jpg$/) })
    const url = (stored as { url: string }).url
    expect(supplierSend(buyer(), 0, 2, { pic: url })).toMatchObject({ msgType: 2, msgContent: { pic: url } })
    expect(supplierSend(buyer(), 0, 2, { pic: 'javascript:alert(1)' })).toBeNull()
  })
})
