// Product page machine: loading, the selection and quantity, and every action of the page (SPEC.md §2, §4,
// §5, §6, §8). The SKU rules are in sku.test.ts, the model walk in product-detail.machine.model.test.ts.
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { session, type ContrastItem } from '../../src/api/session'
import { loginPrompt } from '../../src/lib/login-prompt'
import { NOTICE_IDS, productDetailMachine } from './product-detail.machine'
import { QUANTITY_MESSAGE_IDS } from './sku'
import {
  DETAIL,
  CART,
  SAMPLE_CART,
  SAMPLE_CART_USED_UP,
  BUYER,
  DESIGNER,
  refused,
  idle,
  fakeDetail,
  startReady,
} from './product-detail.fixtures'

describe('productDetailMachine', () => {
  it('loads the detail, selects the default SKU and starts at the minimum order', async () => {
    const fake = fakeDetail()
    const actor = createActor(fake.machine, { input: { query: { productId: 101 }, member: null } }).start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, idle)
    expect(actor.getSnapshot().context).toMatchObject({
      productId: 101,
      selection: { Acabado: 'Galvanizado', Medida: '1/2"' },
      quantity: 50,
      quantityError: null,
    })
    expect(actor.getSnapshot().matches({ ready: { quantity: 'valid' } })).toBe(true)
  })

  it('records a footprint for a member, never for a visitor', async () => {
    const member = fakeDetail()
    await startReady(member, BUYER)
    await Promise.resolve()
    expect(member.calls.addFootprint).toEqual([{ productId: 101 }])
    const visitor = fakeDetail()
    await startReady(visitor, null)
    expect(visitor.calls.addFootprint).toEqual([])
  })

  it.each([
    [255, 'notFound'],
    [257, 'storeClosed'],
  ] as const)('goes to %s answers of the detail to %s', async (state, target) => {
    const fake = fakeDetail({
      detail: () => Promise.reject(new ApiError('state', { state, serverMessage: 'x' })),
    })
    const actor = createActor(fake.machine, { input: { query: { productId: 9 }, member: null } }).start()
    await waitFor(actor, (s) => s.matches(target))
  })

  it('goes to failed on a network error and loads again on retry', async () => {
    let attempt = 0
    const fake = fakeDetail({
      detail: () => (++attempt === 1 ? Promise.reject(new ApiError('network')) : Promise.resolve(DETAIL)),
    })
    const actor = createActor(fake.machine, { input: { query: { goodsId: 40 }, member: null } }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.loadError).toEqual({ id: 'api.error.network' })
    actor.send({ type: 'retry' })
    await waitFor(actor, idle)
  })

  it('changes the productId when another option is picked, and the quantity rules follow the SKU stock', async () => {
    const fake = fakeDetail()
    const actor = await startReady(fake)
    actor.send({ type: 'option.selected', name: 'Medida', value: '3/4"' })
    expect(actor.getSnapshot().context.productId).toBe(102)
    actor.send({ type: 'option.selected', name: 'Medida', value: '1"' })
    expect(actor.getSnapshot().context.productId).toBe(103)
    expect(actor.getSnapshot().context.quantityError).toEqual({ id: QUANTITY_MESSAGE_IDS.soldOut })
    expect(actor.getSnapshot().matches({ ready: { quantity: 'invalid' } })).toBe(true)
    actor.send({ type: 'option.selected', name: 'Medida', value: 'inexistente' })
    expect(actor.getSnapshot().context.productId).toBe(103)
  })

  it('validates typed quantities and steps by the minimum order', async () => {
    const actor = await startReady(fakeDetail())
    actor.send({ type: 'quantity.changed', quantity: 70 })
    expect(actor.getSnapshot().context.quantityError).toEqual({
      id: 'validation.quantity.multiple',
      values: { min: 50 },
    })
    expect(actor.getSnapshot().matches({ ready: { quantity: 'invalid' } })).toBe(true)
    actor.send({ type: 'quantity.incremented' })
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 100, quantityError: null })
    actor.send({ type: 'quantity.decremented' })
    expect(actor.getSnapshot().context.quantity).toBe(50)
  })

  it('adds a member line through the API, then reloads the cart list into the session', async () => {
    const fake = fakeDetail()
    const actor = await startReady(fake)
    actor.send({ type: 'quantity.changed', quantity: 500 })
    actor.send({ type: 'cart.added' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => idle(s) && s.context.notice !== null)
    expect(fake.calls.addCart).toEqual([{ productId: 101, number: 500 }])
    expect(fake.actions.storeCartList).toHaveBeenCalledWith(expect.anything(), { cart: CART })
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'success',
      message: { id: NOTICE_IDS.addedToCart },
    })
  })

  it('keeps the server refusal of an add as the notice', async () => {
    const fake = fakeDetail({
      addCart: () => Promise.reject(refused('Cantidad superior al stock disponible.')),
    })
    const actor = await startReady(fake)
    actor.send({ type: 'cart.added' })
    await waitFor(actor, (s) => idle(s) && s.context.notice !== null)
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { text: 'Cantidad superior al stock disponible.' },
    })
  })

  it('turns the buyer into a visitor and opens the login prompt when the session expired during an action', async () => {
    const fake = fakeDetail({ addCart: () => Promise.reject(new ApiError('sessionInvalid', { state: 266 })) })
    const actor = await startReady(fake)
    actor.send({ type: 'cart.added' })
    await waitFor(actor, (s) => idle(s) && s.context.member === null)
    expect(fake.actions.promptLogin).toHaveBeenCalled()
  })

  it('keeps a visitor line locally and never calls the API', async () => {
    const fake = fakeDetail()
    const actor = await startReady(fake, null)
    actor.send({ type: 'cart.added' })
    expect(fake.actions.storeLocalCart).toHaveBeenCalledTimes(1)
    expect(fake.calls.addCart).toEqual([])
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'success',
      message: { id: NOTICE_IDS.addedToLocalCart },
    })
  })

  it('writes the visitor line into the stored cart with its default action', async () => {
    const machine = productDetailMachine.provide({
      actors: { getGoodsDetail: fromPromise(() => Promise.resolve(DETAIL)) },
    })
    const actor = createActor(machine, { input: { query: { productId: 101 }, member: null } }).start()
    await waitFor(actor, idle)
    actor.send({ type: 'cart.added' })
    actor.send({ type: 'cart.added' })
    const cart = session.getSnapshot().cartListData
    expect(cart).toMatchObject({
      availableCartNum: 1,
      storeCartGroupList: [{ storeId: 9, storeGoodsList: [{ productId: 101, buyNum: 100, goodsPrice: 10 }] }],
    })
  })

  it('refuses to buy with a broken quantity rule, off-shelf goods or a sold-out SKU', async () => {
    const fake = fakeDetail()
    const actor = await startReady(fake, null)
    actor.send({ type: 'quantity.changed', quantity: 10 })
    actor.send({ type: 'cart.added' })
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: 'validation.quantity.minimum', values: { min: 50 } },
    })
    actor.send({ type: 'option.selected', name: 'Medida', value: '1"' })
    actor.send({ type: 'cart.added' })
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: NOTICE_IDS.unavailable },
    })
    const offShelf = fakeDetail({ detail: () => Promise.resolve({ ...DETAIL, state: 0 }) })
    const other = await startReady(offShelf, BUYER)
    other.send({ type: 'cart.added' })
    other.send({ type: 'sample.requested' })
    expect(other.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: NOTICE_IDS.unavailable },
    })
    expect(offShelf.calls.addCart).toEqual([])
    expect(offShelf.calls.addSampleCart).toEqual([])
    expect(fake.actions.storeLocalCart).not.toHaveBeenCalled()
  })

  it('requests one sample unit for a member and opens the login prompt for a visitor', async () => {
    const member = fakeDetail()
    const actor = await startReady(member)
    actor.send({ type: 'sample.requested' })
    await waitFor(actor, (s) => idle(s) && s.context.notice !== null)
    expect(member.calls.addSampleCart).toEqual([{ productId: 101, number: 1 }])
    expect(member.actions.storeSampleList).toHaveBeenCalledWith(expect.anything(), {
      sampleCart: SAMPLE_CART,
    })
    const visitor = fakeDetail()
    const other = await startReady(visitor, null)
    other.send({ type: 'sample.requested' })
    expect(visitor.actions.promptLogin).toHaveBeenCalled()
    expect(visitor.calls.addSampleCart).toEqual([])
  })

  it('refuses a sample request before sending it when the monthly count or amount is used up (SPEC.md §5)', async () => {
    const start = async (sampleCart: typeof SAMPLE_CART) => {
      const fake = fakeDetail()
      const actor = createActor(fake.machine, {
        input: { query: { productId: 101 }, member: BUYER, sampleCart },
      }).start()
      await waitFor(actor, idle)
      actor.send({ type: 'sample.requested' })
      return { fake, actor }
    }
    const byCount = await start(SAMPLE_CART_USED_UP)
    expect(byCount.actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: 'validation.sample.countReached', values: { count: 10 } },
    })
    expect(byCount.fake.calls.addSampleCart).toEqual([])
    const byAmount = await start({
      ...SAMPLE_CART,
      quota: { monthlyCount: 10, monthlyAmount: 500, remainingCount: 3, remainingAmount: 0.01 },
    })
    expect(byAmount.actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: 'validation.sample.amountExceeded', values: { amount: 'US$ 0,01' } },
    })
    expect(byAmount.fake.calls.addSampleCart).toEqual([])
  })

  it('opens the real login prompt ("Inicie sesión para continuar") for a visitor favourite', async () => {
    const machine = productDetailMachine.provide({
      actors: { getGoodsDetail: fromPromise(() => Promise.resolve(DETAIL)) },
    })
    const actor = createActor(machine, { input: { query: { productId: 101 }, member: null } }).start()
    await waitFor(actor, idle)
    actor.send({ type: 'favourite.toggled' })
    expect(loginPrompt.getSnapshot()).toMatchObject({ open: true, reason: 'loginRequired' })
    loginPrompt.close()
  })

  it('adds the selected SKU as a favourite and removes every SKU of the goods', async () => {
    const fake = fakeDetail()
    const actor = await startReady(fake)
    actor.send({ type: 'favourite.toggled' })
    await waitFor(actor, (s) => idle(s) && s.context.detail?.isFavourite === true)
    actor.send({ type: 'favourite.toggled' })
    await waitFor(actor, (s) => idle(s) && s.context.detail?.isFavourite === false)
    expect(fake.calls.editFollowProduct).toEqual([
      { productIds: [101], isCollect: 1 },
      { productIds: [101, 102, 103], isCollect: 0 },
    ])
    expect(actor.getSnapshot().context.notice?.message).toEqual({ id: NOTICE_IDS.favouriteRemoved })
  })

  it('follows and unfollows the store for a member; a visitor gets the login prompt', async () => {
    const fake = fakeDetail()
    const actor = await startReady(fake)
    actor.send({ type: 'store.followToggled' })
    await waitFor(actor, (s) => idle(s) && s.context.detail?.store.isFollowing === true)
    actor.send({ type: 'store.followToggled' })
    await waitFor(actor, (s) => idle(s) && s.context.detail?.store.isFollowing === false)
    expect(fake.calls.editFollowStore).toEqual([
      { storeIds: [9], isCollect: 1 },
      { storeIds: [9], isCollect: 0 },
    ])
    const visitor = fakeDetail()
    ;(await startReady(visitor, null)).send({ type: 'store.followToggled' })
    expect(visitor.actions.promptLogin).toHaveBeenCalled()
  })

  it('adds to the comparison, ignores a duplicate and refuses a fifth item or mixing with series', async () => {
    const fake = fakeDetail()
    const actor = await startReady(fake, null)
    const item = (id: number, kind: ContrastItem['kind'] = 'product'): ContrastItem => ({
      kind,
      id,
      categoryId: 12,
      name: `P${id}`,
      image: '',
    })
    actor.send({ type: 'compare.added', list: [item(1)] })
    expect(fake.actions.storeCompareList).toHaveBeenCalledWith(expect.anything(), {
      list: [
        item(1),
        { kind: 'product', id: 101, categoryId: 12, name: DETAIL.goodsName, image: DETAIL.skus[0]!.image },
      ],
    })
    actor.send({ type: 'compare.added', list: [item(101)] })
    expect(actor.getSnapshot().context.notice?.message).toEqual({ id: NOTICE_IDS.compareAlready })
    actor.send({ type: 'compare.added', list: [1, 2, 3, 4].map((id) => item(id)) })
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: NOTICE_IDS.compareFull },
    })
    actor.send({ type: 'compare.added', list: [item(1, 'series')] })
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: NOTICE_IDS.compareMixed },
    })
    expect(fake.actions.storeCompareList).toHaveBeenCalledTimes(1)
  })

  it('opens the selection optimisation for a designer only', async () => {
    const designer = fakeDetail()
    ;(await startReady(designer, DESIGNER)).send({ type: 'optimization.requested' })
    expect(designer.actions.openOptimization).toHaveBeenCalledWith(expect.anything(), { productId: 101 })
    const buyer = fakeDetail()
    const actor = await startReady(buyer, BUYER)
    actor.send({ type: 'optimization.requested' })
    expect(buyer.actions.openOptimization).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: { id: NOTICE_IDS.designersOnly },
    })
    actor.send({ type: 'notice.dismissed' })
    expect(actor.getSnapshot().context.notice).toBeNull()
    const visitor = fakeDetail()
    ;(await startReady(visitor, null)).send({ type: 'optimization.requested' })
    expect(visitor.actions.promptLogin).toHaveBeenCalled()
  })

  it('follows a login or logout of the session', async () => {
    const fake = fakeDetail()
    const actor = await startReady(fake, null)
    actor.send({ type: 'session.changed', member: BUYER })
    actor.send({ type: 'cart.added' })
    expect(actor.getSnapshot().matches({ ready: { action: 'addingToCart' } })).toBe(true)
  })
})
