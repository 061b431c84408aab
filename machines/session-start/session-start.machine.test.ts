import { createActor, fromPromise, toPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { db, type GoodsRecord, type ProductRecord } from '../../mocks/db'
import { getCaptcha, postToken, postWechatLogin } from '../../src/api/auth'
import type { addCart } from '../../src/api/cart'
import { API_MESSAGE_IDS, ApiError } from '../../src/api/errors'
import { session, type CartData, type MemberInfo, type SampleCartData } from '../../src/api/session'
import { addToLocalCart, localCartInfo } from '../../src/lib/local-cart'
import { notify } from '../../src/lib/notify'
import { loginMachine } from '../login/login.machine'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import {
  sessionStartMachine,
  type LocalCartLineRef,
  type SessionStartInput,
  type SessionStartOutput,
} from './session-start.machine'

const MEMBER: MemberInfo = {
  memberId: 1,
  memberName: 'comprador_empresa',
  memberEmail: 'comprador@example.com',
  memberType: 3,
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
  quota: { monthlyCount: 5, monthlyAmount: 500, remainingCount: 5, remainingAmount: 500 },
}
const REFUSED = new ApiError('state', { state: 255, serverMessage: 'No se pudo leer el miembro.' })
const OFF_SHELF = new ApiError('state', {
  state: 255,
  serverMessage: 'El producto ha sido retirado de la venta.',
})
const NO_LOCAL_CART: SessionStartInput = { localCartLines: [] }
const STARTED: SessionStartOutput = { status: 'started', unmergedLines: 0 }
const LINES: LocalCartLineRef[] = [
  { productId: 11, buyNum: 2 },
  { productId: 12, buyNum: 5 },
  { productId: 13, buyNum: 1 },
]

type CartAdd = { productId: number; number: number }
type CartAddAnswer = Awaited<ReturnType<typeof addCart>>

interface FakeOptions {
  member?: () => Promise<MemberInfo>
  addCart?: (line: CartAdd) => Promise<CartAddAnswer>
  cart?: () => Promise<CartData>
  sampleCart?: () => Promise<SampleCartData>
}

/** Instant fake actors, counted, and spy actions: nothing leaves the test. */
function fakeStart(options: FakeOptions = {}) {
  const calls = { getMemberInfo: 0, getCartList: 0, getSampleCartList: 0 }
  const added: CartAdd[] = []
  /** Every request in the order it was made. */
  const order: string[] = []
  const actions = {
    storeMemberInfo: vi.fn(),
    storeCartList: vi.fn(),
    storeSampleList: vi.fn(),
    discardSession: vi.fn(),
  }
  const machine = sessionStartMachine.provide({
    actors: {
      getMemberInfo: fromPromise(() => {
        calls.getMemberInfo += 1
        order.push('getMemberInfo')
        return options.member?.() ?? Promise.resolve(MEMBER)
      }),
      addCart: fromPromise<CartAddAnswer, CartAdd>(({ input }) => {
        added.push(input)
        order.push(`addCart ${input.productId}`)
        return options.addCart?.(input) ?? Promise.resolve(null)
      }),
      getCartList: fromPromise(() => {
        calls.getCartList += 1
        order.push('getCartList')
        return options.cart?.() ?? Promise.resolve(CART)
      }),
      getSampleCartList: fromPromise(() => {
        calls.getSampleCartList += 1
        order.push('getSampleCartList')
        return options.sampleCart?.() ?? Promise.resolve(SAMPLE_CART)
      }),
    },
    actions,
  })
  return { machine, calls, added, order, actions }
}

/** Every state value the actor goes through, the initial one included. */
function recordValues(actor: {
  getSnapshot: () => { value: unknown }
  subscribe: (f: () => void) => unknown
}) {
  const values = [JSON.stringify(actor.getSnapshot().value)]
  actor.subscribe(() => values.push(JSON.stringify(actor.getSnapshot().value)))
  return values
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('sessionStartMachine', () => {
  it('stores the member info, then both cart lists, and ends started', async () => {
    const fake = fakeStart()
    const actor = createActor(fake.machine, { input: NO_LOCAL_CART }).start()
    expect(await toPromise(actor)).toEqual(STARTED)
    expect(actor.getSnapshot().value).toBe('started')
    expect(fake.actions.storeMemberInfo).toHaveBeenCalledWith(expect.anything(), { memberInfo: MEMBER })
    expect(fake.actions.storeCartList).toHaveBeenCalledWith(expect.anything(), { cart: CART })
    expect(fake.actions.storeSampleList).toHaveBeenCalledWith(expect.anything(), { sampleCart: SAMPLE_CART })
    expect(fake.actions.discardSession).not.toHaveBeenCalled()
  })

  it('asks for the cart lists only after the member info, and for both at once', async () => {
    const member = deferred<MemberInfo>()
    const cart = deferred<CartData>()
    const fake = fakeStart({ member: () => member.promise, cart: () => cart.promise })
    const actor = createActor(fake.machine, { input: NO_LOCAL_CART }).start()
    expect(actor.getSnapshot().value).toBe('loadingMember')
    expect(fake.calls).toEqual({ getMemberInfo: 1, getCartList: 0, getSampleCartList: 0 })
    member.resolve(MEMBER)
    await vi.waitFor(() =>
      expect(fake.calls).toEqual({ getMemberInfo: 1, getCartList: 1, getSampleCartList: 1 }),
    )
    await vi.waitFor(() =>
      expect(actor.getSnapshot().value).toEqual({ loadingCarts: { cart: 'loading', sampleCart: 'done' } }),
    )
    cart.resolve(CART)
    expect(await toPromise(actor)).toEqual(STARTED)
  })

  it.each([
    ['cart', 'storeCartList', 'storeSampleList'],
    ['sampleCart', 'storeSampleList', 'storeCartList'],
  ] as const)(
    'still ends started when the %s list fails, storing the other one',
    async (list, failed, stored) => {
      const fake = fakeStart({ [list]: () => Promise.reject(new ApiError('network')) })
      const actor = createActor(fake.machine, { input: NO_LOCAL_CART }).start()
      expect(await toPromise(actor)).toEqual(STARTED)
      expect(fake.actions[failed]).not.toHaveBeenCalled()
      expect(fake.actions[stored]).toHaveBeenCalled()
      expect(fake.actions.discardSession).not.toHaveBeenCalled()
    },
  )

  it.each([
    ['a dictionary id', new ApiError('timeout'), { id: API_MESSAGE_IDS.timeout }],
    ['the server text', REFUSED, { text: REFUSED.serverMessage }],
  ])(
    'drops the tokens and ends failed with %s when the member info cannot be read',
    async (_, error, message) => {
      const fake = fakeStart({ member: () => Promise.reject(error) })
      const actor = createActor(fake.machine, { input: { localCartLines: LINES } }).start()
      expect(await toPromise(actor)).toEqual({ status: 'failed', error: message })
      expect(actor.getSnapshot().value).toBe('failed')
      expect(fake.actions.discardSession).toHaveBeenCalledTimes(1)
      expect(fake.actions.storeMemberInfo).not.toHaveBeenCalled()
      expect(fake.calls).toMatchObject({ getCartList: 0, getSampleCartList: 0 })
      expect(fake.added).toEqual([])
    },
  )

  it('adds the local lines to the member cart one at a time, in order, between the member info and the carts', async () => {
    const pending: { resolve: (value: null) => void }[] = []
    const fake = fakeStart({
      addCart: () => new Promise((resolve) => pending.push({ resolve })),
    })
    const actor = createActor(fake.machine, { input: { localCartLines: LINES } }).start()
    await waitFor(actor, (s) => s.matches('mergingLocalCart'))
    for (const line of LINES) {
      // the next line waits for the answer about this one
      await vi.waitFor(() => expect(pending).toHaveLength(1))
      expect(fake.added.at(-1)).toEqual({ productId: line.productId, number: line.buyNum })
      expect(fake.calls.getCartList).toBe(0)
      pending.shift()?.resolve(null)
    }
    expect(await toPromise(actor)).toEqual(STARTED)
    expect(fake.order).toEqual([
      'getMemberInfo',
      'addCart 11',
      'addCart 12',
      'addCart 13',
      'getCartList',
      'getSampleCartList',
    ])
    // the server cart, which now holds the local lines, replaces the local cart
    expect(fake.actions.storeCartList).toHaveBeenCalledWith(expect.anything(), { cart: CART })
  })

  it.each([
    ['the first', 11, 1],
    ['a middle', 12, 1],
    ['the last', 13, 1],
  ])('goes on after %s line is refused and counts it', async (_, refusedId, unmerged) => {
    const fake = fakeStart({
      addCart: (line) => (line.productId === refusedId ? Promise.reject(OFF_SHELF) : Promise.resolve(null)),
    })
    const actor = createActor(fake.machine, { input: { localCartLines: LINES } }).start()
    expect(await toPromise(actor)).toEqual({ status: 'started', unmergedLines: unmerged })
    expect(fake.added.map((line) => line.productId)).toEqual([11, 12, 13])
    expect(fake.calls).toMatchObject({ getCartList: 1, getSampleCartList: 1 })
  })

  it('counts every refused line', async () => {
    const fake = fakeStart({ addCart: () => Promise.reject(OFF_SHELF) })
    const actor = createActor(fake.machine, { input: { localCartLines: LINES } }).start()
    expect(await toPromise(actor)).toEqual({ status: 'started', unmergedLines: 3 })
    expect(fake.added).toHaveLength(3)
  })

  it.each([
    ['network', new ApiError('network')],
    ['timeout', new ApiError('timeout')],
    ['sessionInvalid', new ApiError('sessionInvalid', { state: 266, serverMessage: 'x' })],
    ['http', new ApiError('http', { status: 500 })],
  ])(
    'stops adding after a %s failure, counts the lines not added, and still loads the carts',
    async (_, error) => {
      const fake = fakeStart({
        addCart: (line) => (line.productId === 12 ? Promise.reject(error) : Promise.resolve(null)),
      })
      const actor = createActor(fake.machine, { input: { localCartLines: LINES } }).start()
      expect(await toPromise(actor)).toEqual({ status: 'started', unmergedLines: 2 })
      expect(fake.added.map((line) => line.productId)).toEqual([11, 12])
      expect(fake.calls).toMatchObject({ getCartList: 1, getSampleCartList: 1 })
    },
  )

  it('skips mergingLocalCart when the visitor had no local lines', async () => {
    const fake = fakeStart()
    const actor = createActor(fake.machine, { input: NO_LOCAL_CART })
    const values = recordValues(actor)
    actor.start()
    expect(await toPromise(actor)).toEqual(STARTED)
    expect(values.some((value) => value.includes('mergingLocalCart'))).toBe(false)
    expect(fake.added).toEqual([])
    expect(fake.order).toEqual(['getMemberInfo', 'getCartList', 'getSampleCartList'])
  })

  it('writes the member info and both cart lists into the session store with its default actions', async () => {
    session.setTokens({ accessToken: 'at-1', refreshToken: 'rt-1' })
    const machine = sessionStartMachine.provide({
      actors: {
        getMemberInfo: fromPromise(() => Promise.resolve(MEMBER)),
        getCartList: fromPromise(() => Promise.resolve(CART)),
        getSampleCartList: fromPromise(() => Promise.resolve(SAMPLE_CART)),
      },
    })
    await toPromise(createActor(machine, { input: NO_LOCAL_CART }).start())
    expect(session.accessToken()).toBe('at-1')
    expect(session.getSnapshot()).toMatchObject({
      loginFlag: true,
      memberInfo: MEMBER,
      cartListData: CART,
      sampleListData: SAMPLE_CART,
    })
  })

  it('logs the stored tokens out with its default action when the member info cannot be read', async () => {
    session.setTokens({ accessToken: 'at-1', refreshToken: 'rt-1' })
    const machine = sessionStartMachine.provide({
      actors: { getMemberInfo: fromPromise(() => Promise.reject(new ApiError('network'))) },
    })
    await toPromise(createActor(machine, { input: NO_LOCAL_CART }).start())
    expect(session.accessToken()).toBeFalsy()
    expect(session.getSnapshot().loginFlag).toBe(false)
  })
})

/** Seeded goods a member can add at its minimum (on sale, open store, stock for it, no purchase limit). */
function sellableProducts(): { goods: GoodsRecord; product: ProductRecord }[] {
  const open = new Set(db.stores.findMany((q) => q.where({ isOpen: true })).map((store) => store.storeId))
  return db.goods
    .all()
    .filter((goods) => goods.state === 1 && open.has(goods.storeId) && goods.purchaseLimit === 0)
    .flatMap((goods) =>
      db.products
        .findMany((q) => q.where({ goodsId: goods.goodsId }))
        .filter((product) => product.stock >= goods.minBuyNum * 2)
        .map((product) => ({ goods, product })),
    )
}

/** What the product page stores for a visitor (src/lib/local-cart.ts), with the seeded goods. */
function addToVisitorCart({ goods, product }: { goods: GoodsRecord; product: ProductRecord }) {
  const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
  const cart = addToLocalCart(
    session.getSnapshot().cartListData,
    {
      productId: product.productId,
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      goodsImage: '',
      specValues: product.specValues,
      goodsPrice: product.price,
      minBuyNum: goods.minBuyNum,
      productStock: product.stock,
      stockType: goods.stockType,
      storeId: goods.storeId,
      storeName: store?.storeName ?? '',
    },
    goods.minBuyNum,
  )
  session.setCartListData(cart as CartData)
}

function serverCartOf(email: string) {
  const member = db.members.all().find((row) => row.email === email)
  if (!member) throw new Error(`no seeded member ${email}`)
  return db.cartLines
    .findMany((q) => q.where({ memberId: member.memberId }))
    .map((line) => ({ productId: line.productId, buyNum: line.buyNum }))
}

function storedCartLines() {
  return localCartInfo(session.getSnapshot().cartListData)
}

describe('sessionStartMachine against the mock backend', () => {
  // GLOSSARY.md: the mock backend also accepts the captcha 0000, so scripted tests can log in
  const MOCK_CAPTCHA = '0000'

  it('starts the session of the member whose tokens the server issued', async () => {
    const tokens = await postWechatLogin({ code: 'member-1', source: 4, cartInfo: [] })
    session.setTokens({ accessToken: tokens.access_token ?? '', refreshToken: tokens.refresh_token })
    const output = await toPromise(createActor(sessionStartMachine, { input: NO_LOCAL_CART }).start())
    expect(output).toEqual(STARTED)
    expect(session.getSnapshot()).toMatchObject({
      loginFlag: true,
      memberInfo: { memberId: 1, memberEmail: 'comprador@example.com' },
    })
    expect(session.getSnapshot().cartListData).toHaveProperty('storeCartGroupList')
    expect(session.getSnapshot().sampleListData).toHaveProperty('quota')
  })

  it('fails with the server message, without a toast, for tokens the server does not know', async () => {
    session.setTokens({ accessToken: 'unknown', refreshToken: 'r' })
    const output = await toPromise(createActor(sessionStartMachine, { input: NO_LOCAL_CART }).start())
    expect(output).toEqual({
      status: 'failed',
      error: { text: 'Su sesión ha caducado. Inicie sesión de nuevo.' },
    })
    expect(session.accessToken()).toBeFalsy()
    expect(notify.getSnapshot().toasts).toEqual([])
  })

  it("keeps a visitor's local line in the member's cart after a password login of personal@example.com", async () => {
    const email = 'personal@example.com'
    const before = serverCartOf(email)
    const chosen = sellableProducts().find(
      ({ product }) => !before.some((line) => line.productId === product.productId),
    )
    if (!chosen) throw new Error('no sellable product outside the member cart in the seed')
    addToVisitorCart(chosen)
    const line = { productId: chosen.product.productId, buyNum: chosen.goods.minBuyNum }
    expect(storedCartLines()).toEqual([line])

    const actor = createActor(loginMachine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', email, password: 'Prueba#2026', verifyCode: MOCK_CAPTCHA })
    await waitFor(actor, (s) => s.status === 'done')

    expect(actor.getSnapshot().value).toBe('loggedIn')
    expect(serverCartOf(email)).toEqual([...before, line])
    // the session now holds the server cart, which carries the line
    expect(session.getSnapshot().loginFlag).toBe(true)
    expect(storedCartLines()).toContainEqual(line)
    expect(notify.getSnapshot().toasts).toEqual([])
  })

  it('adds the lines the server accepts, counts the refused one, and toasts nothing for it', async () => {
    const email = 'disenador@example.com'
    const before = serverCartOf(email)
    const [first, second] = sellableProducts().filter(
      ({ product }) => !before.some((line) => line.productId === product.productId),
    )
    const offShelf = db.goods.all().find((goods) => goods.state === 0)
    const offShelfProduct = offShelf && db.products.findFirst((q) => q.where({ goodsId: offShelf.goodsId }))
    if (!first || !second || !offShelfProduct) throw new Error('the seed lacks the products of this test')
    const localCartLines = [
      { productId: first.product.productId, buyNum: first.goods.minBuyNum },
      { productId: offShelfProduct.productId, buyNum: 1 },
      { productId: second.product.productId, buyNum: second.goods.minBuyNum },
    ]
    const captcha = await getCaptcha()
    const tokens = await postToken({
      username: email,
      password: 'Prueba#2026',
      verifyCode: MOCK_CAPTCHA,
      verifyKey: captcha.key,
      loginType: 1,
    })
    session.setTokens({ accessToken: tokens.access_token ?? '', refreshToken: tokens.refreshToken })

    const output = await toPromise(createActor(sessionStartMachine, { input: { localCartLines } }).start())

    expect(output).toEqual({ status: 'started', unmergedLines: 1 })
    expect(serverCartOf(email)).toEqual([...before, localCartLines[0], localCartLines[2]])
    expect(storedCartLines()).toEqual(expect.arrayContaining([localCartLines[0], localCartLines[2]]))
    expect(notify.getSnapshot().toasts).toEqual([])
  })
})

describe('sessionStartMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getMemberInfo', output: MEMBER },
    { type: 'xstate.error.actor.getMemberInfo', error: new ApiError('network') },
    { type: 'xstate.done.actor.addCart', output: undefined },
    { type: 'xstate.error.actor.addCart', error: OFF_SHELF },
    { type: 'xstate.error.actor.addCart', error: new ApiError('network') },
    { type: 'xstate.done.actor.getCartList', output: CART },
    { type: 'xstate.error.actor.getCartList', error: new ApiError('network') },
    { type: 'xstate.done.actor.getSampleCartList', output: SAMPLE_CART },
    { type: 'xstate.error.actor.getSampleCartList', error: new ApiError('network') },
  ]
  // States are keyed by value only, so one input cannot show both ends of the local-line loop: no lines (the
  // state is skipped), one line (its answer ends the loop), two lines (the first answer loops).
  const inputs: [string, SessionStartInput][] = [
    ['no local lines', NO_LOCAL_CART],
    ['one local line', { localCartLines: LINES.slice(0, 1) }],
    ['two local lines', { localCartLines: LINES.slice(0, 2) }],
  ]
  const models = inputs.map(([label, input]) => ({
    label,
    input,
    paths: modelPaths(sessionStartMachine, { input, events }),
  }))
  const replayOptions = (input: SessionStartInput) => ({
    input,
    actorNames: ['getMemberInfo', 'addCart', 'getCartList', 'getSampleCartList'],
    actions: {
      storeMemberInfo: () => undefined,
      storeCartList: () => undefined,
      storeSampleList: () => undefined,
      discardSession: () => undefined,
    },
  })
  const cases = models.flatMap(({ label, input, paths }) =>
    paths.map(
      (path) => [`${label}: ${path.description}`, input, path] as [string, SessionStartInput, ModelPath],
    ),
  )

  it.each(cases)('a real actor follows the model: %s', async (_, input, path) => {
    const result = await replayPath(sessionStartMachine, path, replayOptions(input))
    expect(result.values).toEqual(path.steps.map((step) => step.value))
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    // the definition is read, not listed: make sure the reading sees the local-line loop
    expect(allStateIds(sessionStartMachine)).toContain('sessionStart.mergingLocalCart')
    expect(allTransitionKeys(sessionStartMachine)).toContain(
      'sessionStart.mergingLocalCart on xstate.error.actor.addCart #2',
    )
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const [, input, path] of cases) {
      const result = await replayPath(sessionStartMachine, path, replayOptions(input))
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    expect({
      states: allStateIds(sessionStartMachine).filter((id) => !stateIds.has(id)),
      transitions: allTransitionKeys(sessionStartMachine).filter((key) => !transitionKeys.has(key)),
    }).toEqual({ states: [], transitions: [] })
  })
})
