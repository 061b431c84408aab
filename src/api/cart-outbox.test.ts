// The offline cart outbox (issue 26 item 3) against the mock backend: lines added offline are sent once, in
// order, when the link returns; an answer lost on the link and its retry add a line once (the key is replayed);
// a refused line is dropped and said; another member's lines are never sent.
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { notify } from '../lib/notify'
import { cartOutbox, OUTBOX_STORAGE_KEY } from './cart-outbox'
import { session } from './session'

const CART_ADD = 'http://api.test/v3/business/front/cart/add'

/** Two products a member can add in any quantity of their minimum order. */
function purchasable(count: number) {
  const picked: { productId: number; number: number }[] = []
  for (const goods of db.goods.findMany((q) => q.where({ state: 1 }))) {
    const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
    const product = db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))
    const number = Math.max(goods.minBuyNum, 1)
    if (!store?.isOpen || !product || product.stock < number * 3 || goods.purchaseLimit > 0) continue
    picked.push({ productId: product.productId, number })
    if (picked.length === count) break
  }
  return picked
}

async function logIn(memberId: number, accessToken: string) {
  await db.sessions.create({ accessToken, refreshToken: `${accessToken}-r`, memberId, issuedAt: Date.now() })
  session.setTokens({ accessToken, refreshToken: `${accessToken}-r` })
  session.setMemberInfo({
    memberId,
    memberName: 'comprador',
    memberEmail: 'comprador@example.com',
    memberType: 1,
  })
}

const linesOf = (memberId: number) => db.cartLines.findMany((q) => q.where({ memberId }))

let online = true
beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  cartOutbox.reset()
})
afterEach(() => cartOutbox.reset())

describe('the offline cart outbox (issue 26 item 3)', () => {
  it('queues only while offline, keeps the lines in storage, and sends them once, in order', async () => {
    await logIn(1, 'at-outbox-1')
    const [first, second] = purchasable(2)
    const before = linesOf(1).length
    online = false
    expect(cartOutbox.shouldQueue()).toBe(true)
    cartOutbox.queue(first!)
    cartOutbox.queue(second!)
    expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY)!)).toHaveLength(2)
    await cartOutbox.flush() // still offline: nothing goes
    expect(linesOf(1)).toHaveLength(before)

    const sent: number[] = []
    const listener = async ({ request }: { request: Request }) => {
      if (request.url === CART_ADD)
        sent.push(Number(new URLSearchParams(await request.clone().text()).get('productId')))
    }
    server.events.on('request:start', listener)
    online = true
    await Promise.all([cartOutbox.flush(), cartOutbox.flush()]) // the online event and a start together
    server.events.removeListener('request:start', listener)
    expect(sent).toEqual([first!.productId, second!.productId])
    expect(cartOutbox.getSnapshot()).toEqual([])
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull()
    expect(linesOf(1)).toHaveLength(before + 2)
    expect(notify.getSnapshot().toasts.map((toast) => toast.message)).toContainEqual({
      id: 'api.outboxSent',
      values: { count: 2 },
    })
  })

  it('adds a line once when its answer was lost on the link and it is sent again with its key', async () => {
    await logIn(1, 'at-outbox-2')
    const [line] = purchasable(1)
    const before = linesOf(1).find((l) => l.productId === line!.productId)?.buyNum ?? 0
    online = false
    cartOutbox.queue(line!)
    online = true
    // the server adds the line, then the link drops before the answer arrives
    server.use(
      http.post(
        CART_ADD,
        async ({ request }) => {
          await fetch(
            new Request(request.url, {
              method: 'POST',
              headers: request.headers,
              body: await request.text(),
            }),
          )
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    await cartOutbox.flush()
    expect(cartOutbox.getSnapshot()).toHaveLength(1) // kept: the link was down
    await cartOutbox.flush()
    expect(cartOutbox.getSnapshot()).toEqual([])
    const after = linesOf(1).find((l) => l.productId === line!.productId)!.buyNum
    expect(after - before).toBe(line!.number)
  })

  it("drops a line the store refuses, and never sends another member's lines", async () => {
    await logIn(1, 'at-outbox-3')
    online = false
    cartOutbox.queue({ productId: 999_999, number: 1 })
    const [line] = purchasable(1)
    await logIn(2, 'at-outbox-4')
    cartOutbox.queue(line!)
    const otherBefore = linesOf(1).length
    online = true
    await cartOutbox.flush()
    expect(cartOutbox.getSnapshot().map((queued) => queued.memberId)).toEqual([1])
    expect(linesOf(1)).toHaveLength(otherBefore)
    await logIn(1, 'at-outbox-5')
    await cartOutbox.flush()
    expect(cartOutbox.getSnapshot()).toEqual([])
    expect(notify.getSnapshot().toasts.map((toast) => toast.message)).toContainEqual({
      text: 'El producto no existe.',
    })
  })
})
