import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { session, type CartData } from '../../src/api/session'
import { loginPrompt } from '../../src/lib/login-prompt'
import { validationMessages } from '../../src/schemas/messages'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { goodsCardMachine, goodsCardMessages } from './goods-card.machine'

afterEach(() => loginPrompt.close())

const cart = (quantity: number, loggedIn = true) => ({
  type: 'card.cartAdded' as const,
  goodsId: 7,
  productId: 70,
  quantity,
  minBuyNum: 10,
  loggedIn,
})
const REFUSED = new ApiError('state', { state: 255, serverMessage: 'Producto agotado.' })

describe('goodsCardMachine', () => {
  it('opens the login prompt for a visitor and sends nothing', () => {
    const actor = createActor(goodsCardMachine).start()
    actor.send(cart(10, false))
    actor.send({ type: 'card.favouriteAdded', goodsId: 7, productId: 70, loggedIn: false })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(loginPrompt.getSnapshot()).toMatchObject({ open: true, reason: 'loginRequired' })
  })

  it('refuses a quantity below the minimum order in the form, on that card', () => {
    const actor = createActor(goodsCardMachine).start()
    actor.send(cart(5))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.notices[7]).toEqual({
      kind: 'error',
      message: { id: validationMessages.quantityMinimum.id },
    })
  })

  it('adds the minimum to the cart, reads the cart again and notes it on the card', async () => {
    const added: unknown[] = []
    const actor = createActor(
      goodsCardMachine.provide({
        actors: {
          addCart: fromPromise(async ({ input }) => void added.push(input)),
          getCartList: fromPromise(async (): Promise<CartData> => ({}) as CartData),
        },
        actions: { storeCartList: () => undefined },
      }),
    ).start()
    actor.send(cart(10))
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(added).toEqual([{ productId: 70, number: 10 }])
    expect(actor.getSnapshot().context.notices[7]).toEqual({
      kind: 'success',
      message: { id: goodsCardMessages.addedToCart.id },
    })
  })

  it('offline, keeps the line for when the link returns and says so on the card, sending nothing', () => {
    const queued: unknown[] = []
    const actor = createActor(
      goodsCardMachine.provide({
        guards: { isOfflineForCart: () => true },
        actions: { queueCartAdd: ({ event }) => void queued.push(event) },
      }),
    ).start()
    actor.send(cart(10))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(queued).toHaveLength(1)
    expect(actor.getSnapshot().context.notices[7]).toEqual({
      kind: 'success',
      message: { id: goodsCardMessages.queuedForCart.id },
    })
  })

  it('keeps the server’s refusal on the card', async () => {
    const actor = createActor(
      goodsCardMachine.provide({
        actors: { addCart: fromPromise(async () => Promise.reject(REFUSED)) },
      }),
    ).start()
    actor.send(cart(10))
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.notices[7]?.message).toEqual({ text: 'Producto agotado.' })
  })

  it('adds to cart and to favourites on the mock backend', async () => {
    const { tokenOf } = await import('../../mocks/fixtures/checkout-fixtures')
    const { db } = await import('../../mocks/db')
    session.setTokens({ accessToken: await tokenOf('personal@example.com') })
    const goods = db.goods.all().find((row) => row.state === 1 && row.minBuyNum > 1)!
    const product = db.products
      .all()
      .find((row) => row.goodsId === goods.goodsId && row.stock >= goods.minBuyNum)!
    const actor = createActor(goodsCardMachine).start()
    const base = { goodsId: goods.goodsId, productId: product.productId, loggedIn: true }
    actor.send({ type: 'card.cartAdded', ...base, quantity: goods.minBuyNum, minBuyNum: goods.minBuyNum })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.notices[goods.goodsId]?.kind).toBe('success')
    expect(session.getSnapshot().cartListData).toBeTruthy()
    actor.send({ type: 'card.favouriteAdded', ...base })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.notices[goods.goodsId]?.message).toEqual({
      id: goodsCardMessages.addedToFavourites.id,
    })
  })
})

describe('goodsCardMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    cart(10, false),
    cart(5),
    cart(10),
    { type: 'card.favouriteAdded', goodsId: 7, productId: 70, loggedIn: false },
    { type: 'card.favouriteAdded', goodsId: 7, productId: 70, loggedIn: true },
    { type: 'xstate.done.actor.addCart', output: null },
    { type: 'xstate.error.actor.addCart', error: REFUSED },
    { type: 'xstate.done.actor.getCartList', output: {} },
    { type: 'xstate.error.actor.getCartList', error: new Error('network') },
    { type: 'xstate.done.actor.editFollowProduct', output: null },
    { type: 'xstate.error.actor.editFollowProduct', error: REFUSED },
  ]
  const paths = modelPaths(goodsCardMachine, { events })
  const replay = {
    actorNames: ['addCart', 'getCartList', 'editFollowProduct'],
    actions: { promptLogin: () => undefined, storeCartList: () => undefined },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(goodsCardMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  // offline (issue 26 item 3), a member's "Añadir al carrito" waits in the outbox instead of being sent
  const offlineMachine = goodsCardMachine.provide({ guards: { isOfflineForCart: () => true } })
  const offlinePaths = modelPaths(offlineMachine, { events: [cart(10)] })
  const offlineReplay = { ...replay, actions: { ...replay.actions, queueCartAdd: () => undefined } }

  it.each(offlinePaths.map((path) => [path.description, path] as const))(
    'a real actor follows the model offline: %s',
    async (_, path) => {
      const result = await replayPath(offlineMachine, path, offlineReplay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(allStateIds(goodsCardMachine)).toContain('goodsCard.refreshingCart')
    const online = await uncovered(goodsCardMachine, paths, replay)
    const offline = await uncovered(offlineMachine, offlinePaths, offlineReplay)
    expect(online.states).toEqual([])
    expect(online.transitions.filter((key) => offline.transitions.includes(key))).toEqual([])
  })
})
