// Product page machine, issue 16 items 1–2: "Comprar ahora" (member to the checkout, visitor to the login
// prompt with a way back) and the SKU grid (quantities per SKU, added in one all-or-nothing request).
import { createActor, fromPromise, waitFor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BatchAddResult } from '../../src/api/quick-order'
import { loginPrompt } from '../../src/lib/login-prompt'
import { NOTICE_IDS } from './product-detail.machine'
import { BUYER, CART, fakeDetail, idle, startReady } from './product-detail.fixtures'

afterEach(() => loginPrompt.close())

function withGrid(result: () => Promise<BatchAddResult>) {
  const fake = fakeDetail()
  const batches: unknown[] = []
  const openCheckout = vi.fn()
  const machine = fake.machine.provide({
    actors: {
      batchAddCart: fromPromise(({ input }) => {
        batches.push(input)
        return result()
      }),
    },
    actions: { openCheckout: (_, params: { url: string }) => openCheckout(params.url) },
  })
  return { ...fake, machine, batches, openCheckout }
}

const added: BatchAddResult = { added: 2, refused: [], cart: CART }

describe('buy now', () => {
  it('sends a member to the checkout with the chosen SKU and quantity', async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const actor = await startReady(fake, BUYER)
    actor.send({ type: 'quantity.changed', quantity: 100 })
    actor.send({ type: 'buyNow.requested' })
    expect(fake.openCheckout).toHaveBeenCalledWith('/buy/confirm?productId=101&numbers=100&ifcart=false')
  })

  it('shows the quantity problem instead of leaving the page', async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const actor = await startReady(fake, BUYER)
    actor.send({ type: 'quantity.changed', quantity: 70 })
    actor.send({ type: 'buyNow.requested' })
    expect(fake.openCheckout).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: 'validation.quantity.multiple', values: { min: 50 } },
    })
  })

  it('asks a visitor to log in and to come back to this product with the quantities', async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const actor = await startReady(fake, null)
    actor.send({ type: 'grid.opened' })
    actor.send({ type: 'gridQuantity.incremented', productId: 102 })
    actor.send({ type: 'buyNow.requested' })
    expect(fake.openCheckout).not.toHaveBeenCalled()
    expect(loginPrompt.getSnapshot()).toEqual({
      open: true,
      reason: 'loginRequired',
      redirectUrl: '/goods/detail?productId=101&lines=101-50,102-50&grid=1',
    })
  })

  it('starts from the quantities of the link back, in the grid', async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const actor = createActor(fake.machine, {
      input: {
        query: { productId: 101 },
        member: BUYER,
        restore: { lines: [{ productId: 102, number: 100 }], grid: true },
      },
    }).start()
    await waitFor(actor, idle)
    expect(actor.getSnapshot().matches({ ready: { mode: 'grid' } })).toBe(true)
    expect(actor.getSnapshot().context.grid).toEqual({ 102: 100 })
    actor.send({ type: 'buyNow.requested' })
    expect(fake.openCheckout).toHaveBeenCalledWith('/buy/confirm?productId=102&numbers=100&ifcart=false')
  })

  it('restores a single choice from the link back', async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const actor = createActor(fake.machine, {
      input: {
        query: { productId: 101 },
        member: BUYER,
        restore: { lines: [{ productId: 102, number: 150 }], grid: false },
      },
    }).start()
    await waitFor(actor, idle)
    expect(actor.getSnapshot().context).toMatchObject({ productId: 102, quantity: 150, quantityError: null })
  })
})

describe('the SKU grid', () => {
  it('starts from the single choice and adds every row in one request', async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const actor = await startReady(fake, BUYER)
    actor.send({ type: 'grid.opened' })
    expect(actor.getSnapshot().context.grid).toEqual({ 101: 50 })
    actor.send({ type: 'gridQuantity.changed', productId: 102, quantity: 100 })
    actor.send({ type: 'cart.added' })
    await waitFor(actor, idle)
    expect(fake.batches).toEqual([
      {
        lines: [
          { productId: 101, number: 50 },
          { productId: 102, number: 100 },
        ],
      },
    ])
    expect(fake.actions.storeCartList).toHaveBeenCalled()
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'success',
      message: { id: NOTICE_IDS.addedToCart },
    })
  })

  it('adds nothing while a row breaks a rule, and says so', async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const actor = await startReady(fake, BUYER)
    actor.send({ type: 'grid.opened' })
    actor.send({ type: 'gridQuantity.changed', productId: 102, quantity: 70 })
    actor.send({ type: 'cart.added' })
    actor.send({ type: 'buyNow.requested' })
    expect(fake.batches).toEqual([])
    expect(fake.openCheckout).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', message: { id: NOTICE_IDS.gridFix } })
  })

  it('asks for one quantity when every row is 0', async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const actor = await startReady(fake, BUYER)
    actor.send({ type: 'grid.opened' })
    actor.send({ type: 'gridQuantity.decremented', productId: 101 })
    actor.send({ type: 'cart.added' })
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: 'validation.skuGrid.noLine' },
    })
  })

  it("shows the server's refusal on its row and clears it when the row changes", async () => {
    const fake = withGrid(() =>
      Promise.resolve({ added: 0, refused: [{ productId: 101, msg: 'Producto agotado.' }], cart: CART }),
    )
    const actor = await startReady(fake, BUYER)
    actor.send({ type: 'grid.opened' })
    actor.send({ type: 'cart.added' })
    await waitFor(actor, idle)
    expect(actor.getSnapshot().context.gridRefusals).toEqual({ 101: 'Producto agotado.' })
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: NOTICE_IDS.gridRefused },
    })
    actor.send({ type: 'gridQuantity.incremented', productId: 101 })
    expect(actor.getSnapshot().context.gridRefusals).toEqual({})
  })

  it("keeps a visitor's rows in the local cart", async () => {
    const fake = withGrid(() => Promise.resolve(added))
    const storeLocalGridCart = vi.fn()
    const actor = createActor(fake.machine.provide({ actions: { storeLocalGridCart } }), {
      input: { query: { productId: 101 }, member: null },
    }).start()
    await waitFor(actor, idle)
    actor.send({ type: 'grid.opened' })
    actor.send({ type: 'cart.added' })
    expect(storeLocalGridCart).toHaveBeenCalledTimes(1)
    expect(fake.batches).toEqual([])
  })
})
