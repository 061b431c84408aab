import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { session, type CartData, type SampleCartData } from '../../src/api/session'
import { loginPrompt } from '../../src/lib/login-prompt'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import {
  CART_MESSAGE_IDS,
  isMixedSelection,
  quantityProblem,
  type AnyCart,
  type CartKind,
  type CartLine,
} from './cart-rules'
import { cartMachine, type CartInput } from './cart.machine'

const line = (cartId: number, overrides: Partial<CartLine> = {}): CartLine => ({
  cartId,
  productId: cartId * 10,
  goodsId: cartId * 100,
  goodsName: `Producto ${cartId}`,
  goodsImage: `/mock-images/goods/${cartId}.svg`,
  goodsPrice: 2,
  buyNum: 10,
  minBuyNum: 10,
  productStock: 1000,
  productState: 1,
  stockType: 'inStock',
  isChecked: 1,
  subtotal: 20,
  ...overrides,
})

const cartOf = (lines: CartLine[]): CartData => ({
  storeCartGroupList: [
    {
      storeId: 7,
      storeName: 'Tienda 7',
      storeGoodsList: lines,
      checkedAll: lines.every((l) => l.isChecked === 1),
      totalAmount: lines.filter((l) => l.isChecked === 1).reduce((sum, l) => sum + l.subtotal, 0),
      totalCheck: lines.filter((l) => l.isChecked === 1).length,
    },
  ],
  invalidList: [],
  availableCartNum: lines.length,
  checkedAll: lines.every((l) => l.isChecked === 1),
  totalAmount: lines.filter((l) => l.isChecked === 1).reduce((sum, l) => sum + l.subtotal, 0),
  totalCheck: lines.filter((l) => l.isChecked === 1).length,
})

const CART = cartOf([line(1), line(2)])
const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })

function fakeCart(options: { load?: () => Promise<AnyCart>; changeNum?: () => Promise<unknown> } = {}) {
  const calls = { changeCartNum: [] as unknown[], checkCarts: [] as unknown[], deleteCarts: [] as unknown[] }
  const actions = { goToCheckout: vi.fn(), promptLogin: vi.fn() }
  const machine = cartMachine.provide({
    delays: { quantityDebounce: 5 },
    actions,
    actors: {
      getCartList: fromPromise<AnyCart, { kind: CartKind }>(
        () => options.load?.() ?? Promise.resolve(structuredClone(CART)),
      ),
      changeCartNum: fromPromise(async ({ input }) => {
        calls.changeCartNum.push(input)
        if (options.changeNum) {
          await options.changeNum().catch(() => undefined)
        }
        return options.changeNum
          ? {
              cart: null,
              accepted: [],
              refused: [{ cartId: 1, message: { text: 'Supera el límite de compra (20).' } }],
            }
          : {
              cart: cartOf([line(1, { buyNum: 20, subtotal: 40 }), line(2)]),
              accepted: input.changes.map((change: { cartId: number }) => change.cartId),
              refused: [],
            }
      }),
      checkCarts: fromPromise(({ input }) => {
        calls.checkCarts.push(input)
        return Promise.resolve(cartOf([line(1, { isChecked: 0 }), line(2, { isChecked: 0 })]))
      }),
      deleteCarts: fromPromise(({ input }) => {
        calls.deleteCarts.push(input)
        return Promise.resolve(cartOf([line(2)]))
      }),
    },
  })
  return { machine, calls, actions }
}

async function start(fake: ReturnType<typeof fakeCart>, input: CartInput = { kind: 'cart', loggedIn: true }) {
  const actor = createActor(fake.machine, { input }).start()
  await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'))
  return actor
}

describe('cart rules', () => {
  it('checks the minimum order, its multiples and the stock of a line', () => {
    expect(quantityProblem(line(1), 20, 'cart')).toBeNull()
    expect(quantityProblem(line(1), 15, 'cart')).toEqual({
      id: 'validation.quantity.multiple',
      values: { min: 10 },
    })
    expect(quantityProblem(line(1), 5, 'cart')).toEqual({
      id: 'validation.quantity.minimum',
      values: { min: 10 },
    })
    expect(quantityProblem(line(1, { productStock: 30 }), 40, 'cart')).toEqual({
      id: CART_MESSAGE_IDS.stockExceeded,
      values: { stock: 30 },
    })
    expect(quantityProblem(line(1), 3, 'sample')).toBeNull()
  })

  it('sees a selection of in-stock and reserved goods as mixed', () => {
    expect(isMixedSelection(CART)).toBe(false)
    expect(isMixedSelection(cartOf([line(1), line(2, { stockType: 'reserved' })]))).toBe(true)
    expect(isMixedSelection(cartOf([line(1), line(2, { stockType: 'reserved', isChecked: 0 })]))).toBe(false)
  })
})

describe('cartMachine', () => {
  it('loads the member cart and stores it in the session for the header count', async () => {
    const actor = await start(fakeCart())
    expect(actor.getSnapshot().context.cart).toEqual(CART)
    expect(session.getSnapshot().cartListData).toEqual(CART)
  })

  it('goes to failed when the cart cannot be loaded and loads again on retry', async () => {
    let attempt = 0
    const fake = fakeCart({
      load: () => (++attempt === 1 ? Promise.reject(new ApiError('network')) : Promise.resolve(CART)),
    })
    const actor = await start(fake)
    expect(actor.getSnapshot().context.loadError).toEqual({ id: 'api.error.network' })
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('debounces typed quantities and sends only the last one', async () => {
    const fake = fakeCart()
    const actor = await start(fake)
    actor.send({ type: 'line.quantityChanged', cartId: 1, quantity: 30 })
    actor.send({ type: 'line.quantityChanged', cartId: 1, quantity: 20 })
    expect(actor.getSnapshot().matches({ ready: 'debouncing' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.cart?.totalAmount === 60)
    expect(fake.calls.changeCartNum).toEqual([{ kind: 'cart', changes: [{ cartId: 1, quantity: 20 }] }])
    expect(actor.getSnapshot().context.drafts).toEqual({})
  })

  it('keeps an invalid typed quantity with its message and sends nothing', async () => {
    const fake = fakeCart()
    const actor = await start(fake)
    actor.send({ type: 'line.quantityChanged', cartId: 1, quantity: 15 })
    expect(actor.getSnapshot().context.drafts).toEqual({ 1: 15 })
    expect(actor.getSnapshot().context.lineErrors[1]).toEqual({
      id: 'validation.quantity.multiple',
      values: { min: 10 },
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fake.calls.changeCartNum).toEqual([])
  })

  it('keeps a quantity the server refuses visible with the server text', async () => {
    const fake = fakeCart({ changeNum: () => Promise.reject(refused('Supera el límite de compra (20).')) })
    const actor = await start(fake)
    actor.send({ type: 'line.quantityChanged', cartId: 1, quantity: 30 })
    await waitFor(actor, (s) => s.context.lineErrors[1] !== undefined)
    expect(actor.getSnapshot().context.drafts).toEqual({ 1: 30 })
    expect(actor.getSnapshot().context.lineErrors[1]).toEqual({ text: 'Supera el límite de compra (20).' })
  })

  it('refuses a sample quantity over the monthly amount left before sending it (SPEC.md §5)', async () => {
    // 2 lines of US$ 2 × 10; US$ 30 left this month: line 1 may grow by 15 units, not by 16
    const sampleCart: SampleCartData = {
      ...CART,
      availableSampleCartNum: 2,
      quota: { monthlyCount: 10, monthlyAmount: 500, remainingCount: 8, remainingAmount: 30 },
    }
    const fake = fakeCart({ load: () => Promise.resolve(structuredClone(sampleCart)) })
    const actor = await start(fake, { kind: 'sample', loggedIn: true })
    actor.send({ type: 'line.quantityChanged', cartId: 1, quantity: 26 })
    expect(actor.getSnapshot().context.lineErrors[1]).toEqual({
      id: 'validation.sample.amountExceeded',
      values: { amount: 'US$ 30,00' },
    })
    expect(actor.getSnapshot().context.drafts).toEqual({ 1: 26 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fake.calls.changeCartNum).toEqual([])
    actor.send({ type: 'line.quantityChanged', cartId: 1, quantity: 25 })
    expect(actor.getSnapshot().context.lineErrors[1]).toBeUndefined()
    await waitFor(actor, () => fake.calls.changeCartNum.length === 1)
    expect(fake.calls.changeCartNum).toEqual([{ kind: 'sample', changes: [{ cartId: 1, quantity: 25 }] }])
  })

  it('unselects a whole store through the API', async () => {
    const fake = fakeCart()
    const actor = await start(fake)
    actor.send({ type: 'store.toggled', storeId: 7, checked: false })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(fake.calls.checkCarts).toEqual([{ kind: 'cart', cartIds: [1, 2], checked: 0 }])
    expect(actor.getSnapshot().context.cart?.totalCheck).toBe(0)
  })

  it('refuses checkout without a selection, with mixed stock types, or below the minimum, naming the SKU', async () => {
    const cases: [CartData, unknown][] = [
      [cartOf([line(1, { isChecked: 0 })]), { id: CART_MESSAGE_IDS.nothingSelected }],
      [cartOf([line(1), line(2, { stockType: 'reserved' })]), { id: CART_MESSAGE_IDS.mixedStock }],
      [
        cartOf([line(1, { buyNum: 15 })]),
        { id: CART_MESSAGE_IDS.belowMinimum, values: { name: 'Producto 1', min: 10 } },
      ],
      [
        cartOf([line(1), line(2, { buyNum: 15, specValues: 'Talla: M · Color: Rojo' })]),
        {
          id: CART_MESSAGE_IDS.belowMinimumWithSpec,
          values: { name: 'Producto 2', spec: 'Talla: M, Color: Rojo', min: 10 },
        },
      ],
    ]
    for (const [cart, notice] of cases) {
      const fake = fakeCart({ load: () => Promise.resolve(cart) })
      const actor = await start(fake)
      actor.send({ type: 'checkout.requested' })
      expect(actor.getSnapshot().context.notice).toEqual(notice)
      expect(fake.actions.goToCheckout).not.toHaveBeenCalled()
    }
  })

  it('goes to the checkout with a valid selection', async () => {
    const fake = fakeCart()
    const actor = await start(fake)
    actor.send({ type: 'checkout.requested' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(fake.actions.goToCheckout).toHaveBeenCalledWith(expect.anything(), {
      url: '/buy/confirm?ifcart=true',
    })
  })

  it('works on the local cart for a visitor and opens the login prompt at checkout', async () => {
    const spy = vi.spyOn(loginPrompt, 'open')
    session.setCartListData(CART)
    const fake = cartMachine.provide({
      actors: { getCartList: fromPromise(() => Promise.reject(new Error('no'))) },
    })
    const actor = createActor(fake, { input: { kind: 'cart', loggedIn: false } }).start()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.send({ type: 'line.quantityChanged', cartId: 1, quantity: 30 })
    expect(actor.getSnapshot().context.cart?.totalAmount).toBe(80)
    expect((session.getSnapshot().cartListData as CartData).totalAmount).toBe(80)
    actor.send({ type: 'lines.deleted', cartIds: [2] })
    expect((session.getSnapshot().cartListData as CartData).availableCartNum).toBe(1)
    actor.send({ type: 'checkout.requested' })
    expect(spy).toHaveBeenCalledWith({ reason: 'loginRequired' })
    vi.restoreAllMocks()
  })
})

describe('cartMachine model (xstate/graph)', () => {
  const SAMPLE: SampleCartData = {
    ...CART,
    availableSampleCartNum: 2,
    quota: { monthlyCount: 10, monthlyAmount: 500, remainingCount: 8, remainingAmount: 400 },
  }
  const changeOutput = { cart: CART, accepted: [1], refused: [] }
  const common: AnyEventObject[] = [
    { type: 'xstate.error.actor.getCartList', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'line.quantityChanged', cartId: 1, quantity: 20 },
    { type: 'line.quantityChanged', cartId: 1, quantity: 15 },
    { type: 'xstate.after.quantityDebounce.cart.ready.debouncing' },
    { type: 'line.toggled', cartId: 1, checked: false },
    { type: 'line.toggled', cartId: 99, checked: false },
    { type: 'store.toggled', storeId: 7, checked: false },
    { type: 'all.toggled', checked: true },
    { type: 'lines.deleted', cartIds: [1] },
    { type: 'invalid.emptied' },
    { type: 'lines.movedToFavourites', cartIds: [1] },
    { type: 'checkout.requested' },
    { type: 'notice.dismissed' },
    ...['changeCartNum', 'checkCarts', 'deleteCarts', 'emptyInvalid', 'moveCartsToCollection'].flatMap(
      (id) => [
        { type: `xstate.done.actor.${id}`, output: id === 'changeCartNum' ? changeOutput : CART },
        { type: `xstate.error.actor.${id}`, error: refused('No') },
      ],
    ),
  ]
  const loaded = (cart: unknown) => ({ type: 'xstate.done.actor.getCartList', output: cart })
  const configurations: { name: string; input: CartInput; events: AnyEventObject[] }[] = [
    { name: 'member cart', input: { kind: 'cart', loggedIn: true }, events: [loaded(CART), ...common] },
    {
      name: 'member sample cart',
      input: { kind: 'sample', loggedIn: true },
      events: [loaded(SAMPLE), ...common],
    },
    {
      name: 'nothing selected',
      input: { kind: 'cart', loggedIn: true },
      events: [loaded(cartOf([line(1, { isChecked: 0 })])), { type: 'checkout.requested' }],
    },
    {
      name: 'mixed selection',
      input: { kind: 'cart', loggedIn: true },
      events: [loaded(cartOf([line(1), line(2, { stockType: 'reserved' })])), { type: 'checkout.requested' }],
    },
    {
      name: 'below the minimum',
      input: { kind: 'cart', loggedIn: true },
      events: [loaded(cartOf([line(1, { buyNum: 15 })])), { type: 'checkout.requested' }],
    },
    { name: 'visitor', input: { kind: 'cart', loggedIn: false }, events: common },
  ]
  const actorNames = [
    'getCartList',
    'changeCartNum',
    'checkCarts',
    'deleteCarts',
    'emptyInvalid',
    'moveCartsToCollection',
  ]
  const noop = () => undefined
  const actions = { goToCheckout: noop, promptLogin: noop, storeCart: noop }
  // the real timer must never beat the replayed `after` event
  const machine = cartMachine.provide({ delays: { quantityDebounce: 1e9 } })
  const runs = configurations.flatMap((config) =>
    modelPaths(machine, { input: config.input, events: config.events }).map(
      (path) => [`${config.name}: ${path.description}`, config, path] as const,
    ),
  )

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const result = await replayPath(machine, path, { input: config.input, actorNames, actions })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, config, path] of runs) {
      const result = await replayPath(machine, path, { input: config.input, actorNames, actions })
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    const everyState = allStateIds(machine)
    const everyTransition = allTransitionKeys(machine)
    expect(everyState).toContain('cart.updating.moving')
    expect(everyState.filter((id) => !stateIds.has(id))).toEqual([])
    expect(everyTransition.filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
