import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { GoodsDetail, Sku } from '../../src/api/goods-detail'
import { session, type CartData, type ContrastItem, type SampleCartData } from '../../src/api/session'
import { loginPrompt } from '../../src/lib/login-prompt'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import {
  NOTICE_IDS,
  productDetailMachine,
  type ProductDetailInput,
  type ProductDetailMember,
} from './product-detail.machine'
import {
  isOptionAvailable,
  optionGroups,
  QUANTITY_MESSAGE_IDS,
  quantityProblem,
  resolveSku,
  selectOption,
  skuLadder,
  stepQuantity,
  unitPriceFor,
} from './sku'

const sku = (productId: number, medida: string, overrides: Partial<Sku> = {}): Sku => ({
  productId,
  productCode: `PC-${productId}`,
  specValues: `Acabado: Galvanizado · Medida: ${medida}`,
  options: [
    { name: 'Acabado', value: 'Galvanizado' },
    { name: 'Medida', value: medida },
  ],
  price: 10,
  marketPrice: 12,
  stock: 5000,
  image: `/mock-images/goods/${productId}.svg`,
  ...overrides,
})

const DETAIL: GoodsDetail = {
  goodsId: 40,
  goodsName: 'Tubo de acero galvanizado',
  brief: 'Tubo para obras.',
  state: 1,
  stockType: 'inStock',
  productionState: 'inStock',
  minBuyNum: 50,
  saleUnit: 'unidad',
  purchaseLimit: 0,
  ladder: [
    { minQty: 50, price: 10 },
    { minQty: 500, price: 9 },
  ],
  detailHtml: '<p>Tubo</p>',
  attributes: [{ name: 'Material', value: 'Acero' }],
  images: ['/a.svg', '/b.svg', '/c.svg'],
  skus: [sku(101, '1/2"'), sku(102, '3/4"', { price: 11 }), sku(103, '1"', { stock: 0 })],
  defaultProductId: 101,
  store: {
    storeId: 9,
    storeName: 'Tianjin Steel',
    storeLogo: '/s.svg',
    isFactory: true,
    isSelf: false,
    province: 'Tianjin',
    city: 'Tianjin',
    mainBusiness: 'Acero',
    score: { description: 4.8, service: 4.7, delivery: 4.6 },
    isOpen: true,
    isFollowing: false,
    servicePhone: '+86 22 0000 0000',
  },
  categoryPath: [
    { categoryId: 1, categoryName: 'Materiales de construcción', grade: 1 },
    { categoryId: 5, categoryName: 'Acero y perfiles', grade: 2 },
    { categoryId: 12, categoryName: 'Tubos de acero', grade: 3 },
  ],
  saleNum: 1200,
  isFavourite: false,
  review: { avgScore: 4.6, total: 8, withPhotos: 2 },
}

const CART: CartData = {
  storeCartGroupList: [],
  invalidList: [],
  availableCartNum: 0,
  checkedAll: false,
  totalAmount: 0,
  totalCheck: 0,
}
const SAMPLE_CART: SampleCartData = {
  ...CART,
  availableSampleCartNum: 0,
  quota: { monthlyCount: 10, monthlyAmount: 500, remainingCount: 9, remainingAmount: 400 },
}
const BUYER: ProductDetailMember = { memberType: 3 }
const DESIGNER: ProductDetailMember = { memberType: 2 }
const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })

interface FakeOptions {
  detail?: () => Promise<GoodsDetail>
  addCart?: () => Promise<unknown>
  followProduct?: () => Promise<unknown>
}

function fakeDetail(options: FakeOptions = {}) {
  const calls = {
    addCart: [] as unknown[],
    addSampleCart: [] as unknown[],
    editFollowProduct: [] as unknown[],
    editFollowStore: [] as unknown[],
    addFootprint: [] as unknown[],
  }
  const actions = {
    promptLogin: vi.fn(),
    storeCartList: vi.fn(),
    storeSampleList: vi.fn(),
    storeLocalCart: vi.fn(),
    storeCompareList: vi.fn(),
    openOptimization: vi.fn(),
  }
  const machine = productDetailMachine.provide({
    actors: {
      getGoodsDetail: fromPromise(() => options.detail?.() ?? Promise.resolve(structuredClone(DETAIL))),
      addCart: fromPromise(({ input }) => {
        calls.addCart.push(input)
        return (options.addCart?.() ?? Promise.resolve(null)) as Promise<null>
      }),
      getCartList: fromPromise(() => Promise.resolve(CART)),
      addSampleCart: fromPromise(({ input }) => {
        calls.addSampleCart.push(input)
        return Promise.resolve(null)
      }),
      getSampleCartList: fromPromise(() => Promise.resolve(SAMPLE_CART)),
      editFollowProduct: fromPromise(({ input }) => {
        calls.editFollowProduct.push(input)
        return (options.followProduct?.() ?? Promise.resolve(null)) as Promise<null>
      }),
      editFollowStore: fromPromise(({ input }) => {
        calls.editFollowStore.push(input)
        return Promise.resolve(null)
      }),
      addFootprint: fromPromise(({ input }) => {
        calls.addFootprint.push(input)
        return Promise.resolve(null)
      }),
    },
    actions,
  })
  return { machine, calls, actions }
}

async function startReady(fake: ReturnType<typeof fakeDetail>, member: ProductDetailMember | null = BUYER) {
  const actor = createActor(fake.machine, { input: { query: { productId: 101 }, member } }).start()
  await waitFor(actor, (s) => s.matches('ready') || s.matches('notFound') || s.matches('failed'))
  return actor
}

type Snapshot = ReturnType<ReturnType<typeof createActor<typeof productDetailMachine>>['getSnapshot']>
const idle = (s: Snapshot) => s.matches({ ready: { action: 'idle' } })

describe('SKU rules', () => {
  it('lists the option groups in the order their names appear', () => {
    expect(optionGroups(DETAIL.skus)).toEqual([
      { name: 'Acabado', values: ['Galvanizado'] },
      { name: 'Medida', values: ['1/2"', '3/4"', '1"'] },
    ])
  })

  it('resolves a full selection to its SKU and disables combinations no SKU has', () => {
    expect(resolveSku(DETAIL.skus, { Acabado: 'Galvanizado', Medida: '3/4"' })?.productId).toBe(102)
    const skus = [
      sku(1, 'A'),
      {
        ...sku(2, 'B'),
        options: [
          { name: 'Acabado', value: 'Negro' },
          { name: 'Medida', value: 'B' },
        ],
      },
    ]
    expect(isOptionAvailable(skus, { Acabado: 'Galvanizado', Medida: 'A' }, 'Medida', 'B')).toBe(false)
    expect(isOptionAvailable(skus, { Acabado: 'Negro', Medida: 'B' }, 'Medida', 'B')).toBe(true)
    // picking an impossible value moves the other choices to the SKU that has it
    expect(selectOption(skus, { Acabado: 'Galvanizado', Medida: 'A' }, 'Medida', 'B')?.productId).toBe(2)
  })

  it('scales the tiers to the SKU price and picks the tier of a quantity', () => {
    const tiers = skuLadder(DETAIL.ladder, { price: 11 })
    expect(tiers).toEqual([
      { minQty: 50, price: 11 },
      { minQty: 500, price: 9.9 },
    ])
    expect(unitPriceFor(tiers, 50)).toBe(11)
    expect(unitPriceFor(tiers, 499)).toBe(11)
    expect(unitPriceFor(tiers, 500)).toBe(9.9)
  })

  it('checks the quantity: integer, range, minimum, multiple, stock and purchase limit', () => {
    const goods = { minBuyNum: 50, purchaseLimit: 0 }
    const stocked = { stock: 1000 }
    expect(quantityProblem(goods, stocked, 100)).toBeNull()
    expect(quantityProblem(goods, stocked, Number.NaN)).toEqual({ id: 'validation.quantity.integer' })
    expect(quantityProblem(goods, stocked, 2.5)).toEqual({ id: 'validation.quantity.integer' })
    expect(quantityProblem(goods, stocked, 100_000)).toEqual({ id: 'validation.quantity.range' })
    expect(quantityProblem(goods, stocked, 40)).toEqual({
      id: 'validation.quantity.minimum',
      values: { min: 50 },
    })
    expect(quantityProblem(goods, stocked, 70)).toEqual({
      id: 'validation.quantity.multiple',
      values: { min: 50 },
    })
    expect(quantityProblem(goods, stocked, 1050)).toEqual({
      id: QUANTITY_MESSAGE_IDS.stock,
      values: { stock: 1000 },
    })
    expect(quantityProblem(goods, { stock: 0 }, 50)).toEqual({ id: QUANTITY_MESSAGE_IDS.soldOut })
    expect(quantityProblem({ minBuyNum: 50, purchaseLimit: 200 }, stocked, 250)).toEqual({
      id: QUANTITY_MESSAGE_IDS.limit,
      values: { limit: 200 },
    })
  })

  it('steps the quantity by the minimum order, never below one step', () => {
    expect(stepQuantity(50, 50, 1)).toBe(100)
    expect(stepQuantity(100, 50, -1)).toBe(50)
    expect(stepQuantity(50, 50, -1)).toBe(50)
    expect(stepQuantity(70, 50, -1)).toBe(50)
    expect(stepQuantity(70, 50, 1)).toBe(100)
    expect(stepQuantity(99_999, 1, 1)).toBe(99_999)
    expect(stepQuantity(Number.NaN, 50, 1)).toBe(50)
  })
})

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

describe('productDetailMachine model (xstate/graph)', () => {
  const loadError = (state: number) => new ApiError('state', { state, serverMessage: 'x' })
  const item = (id: number, kind: ContrastItem['kind'] = 'product'): ContrastItem => ({
    kind,
    id,
    categoryId: 12,
    name: '',
    image: '',
  })
  const common: AnyEventObject[] = [
    { type: 'xstate.error.actor.getGoodsDetail', error: loadError(255) },
    { type: 'xstate.error.actor.getGoodsDetail', error: loadError(257) },
    { type: 'xstate.error.actor.getGoodsDetail', error: new ApiError('network') },
    { type: 'retry' },
    { type: 'option.selected', name: 'Medida', value: '3/4"' },
    { type: 'quantity.changed', quantity: 70 },
    { type: 'quantity.changed', quantity: 100 },
    { type: 'quantity.incremented' },
    { type: 'quantity.decremented' },
    { type: 'notice.dismissed' },
    { type: 'cart.added' },
    { type: 'sample.requested' },
    { type: 'favourite.toggled' },
    { type: 'store.followToggled' },
    { type: 'compare.added', list: [] },
    { type: 'compare.added', list: [item(101)] },
    { type: 'compare.added', list: [1, 2, 3, 4].map((id) => item(id)) },
    { type: 'compare.added', list: [item(1, 'series')] },
    { type: 'optimization.requested' },
    { type: 'session.changed', member: null },
    ...[
      'addCart',
      'getCartList',
      'addSampleCart',
      'getSampleCartList',
      'editFollowProduct',
      'editFollowStore',
    ].flatMap((id) => [
      {
        type: `xstate.done.actor.${id}`,
        output: id === 'getCartList' ? CART : id === 'getSampleCartList' ? SAMPLE_CART : null,
      },
      { type: `xstate.error.actor.${id}`, error: refused('No') },
    ]),
    ...['addCart', 'addSampleCart', 'editFollowProduct', 'editFollowStore'].map((id) => ({
      type: `xstate.error.actor.${id}`,
      error: new ApiError('sessionInvalid', { state: 266 }),
    })),
  ]
  const loaded = (detail: GoodsDetail) => ({ type: 'xstate.done.actor.getGoodsDetail', output: detail })
  // The graph keys states by value, so each context that changes a guard's answer is its own configuration.
  const configurations: { name: string; input: ProductDetailInput; events: AnyEventObject[] }[] = [
    {
      name: 'visitor',
      input: { query: { productId: 101 }, member: null },
      events: [loaded(DETAIL), ...common],
    },
    {
      name: 'buyer',
      input: { query: { productId: 101 }, member: BUYER },
      events: [loaded(DETAIL), ...common],
    },
    {
      name: 'designer',
      input: { query: { productId: 101 }, member: DESIGNER },
      events: [loaded(DETAIL), ...common],
    },
    {
      name: 'favourite goods of a followed store',
      input: { query: { productId: 101 }, member: BUYER },
      events: [
        loaded({ ...DETAIL, isFavourite: true, store: { ...DETAIL.store, isFollowing: true } }),
        ...common,
      ],
    },
    {
      name: 'off-shelf goods',
      input: { query: { productId: 101 }, member: BUYER },
      events: [loaded({ ...DETAIL, state: 0 }), ...common],
    },
  ]
  const actorNames = [
    'getGoodsDetail',
    'addCart',
    'getCartList',
    'addSampleCart',
    'getSampleCartList',
    'editFollowProduct',
    'editFollowStore',
    'addFootprint',
  ]
  const noop = () => undefined
  const actions = {
    promptLogin: noop,
    storeCartList: noop,
    storeSampleList: noop,
    storeLocalCart: noop,
    storeCompareList: noop,
    openOptimization: noop,
  }
  const runs = configurations.flatMap((config) =>
    modelPaths(productDetailMachine, { input: config.input, events: config.events }).map(
      (path) => [`${config.name}: ${path.description}`, config, path] as const,
    ),
  )

  it.each(runs)('a real actor follows the model: %s', async (_, config, path) => {
    const result = await replayPath(productDetailMachine, path, { input: config.input, actorNames, actions })
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, config, path] of runs) {
      const result = await replayPath(productDetailMachine, path, {
        input: config.input,
        actorNames,
        actions,
      })
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    const everyState = allStateIds(productDetailMachine)
    const everyTransition = allTransitionKeys(productDetailMachine)
    expect(everyState).toContain('productDetail.ready.action.togglingFollow')
    expect(everyTransition.length).toBeGreaterThan(30)
    expect(everyState.filter((id) => !stateIds.has(id))).toEqual([])
    expect(everyTransition.filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
