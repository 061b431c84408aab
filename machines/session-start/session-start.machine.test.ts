import { createActor, fromPromise, toPromise, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { postWechatLogin } from '../../src/api/auth'
import { API_MESSAGE_IDS, ApiError } from '../../src/api/errors'
import { session, type CartData, type MemberInfo, type SampleCartData } from '../../src/api/session'
import { notify } from '../../src/lib/notify'
import { modelPaths, replayPath, uncovered } from '../login/model-coverage'
import { sessionStartMachine } from './session-start.machine'

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

interface FakeOptions {
  member?: () => Promise<MemberInfo>
  cart?: () => Promise<CartData>
  sampleCart?: () => Promise<SampleCartData>
}

/** Instant fake actors, counted, and spy actions: nothing leaves the test. */
function fakeStart(options: FakeOptions = {}) {
  const calls = { getMemberInfo: 0, getCartList: 0, getSampleCartList: 0 }
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
        return options.member?.() ?? Promise.resolve(MEMBER)
      }),
      getCartList: fromPromise(() => {
        calls.getCartList += 1
        return options.cart?.() ?? Promise.resolve(CART)
      }),
      getSampleCartList: fromPromise(() => {
        calls.getSampleCartList += 1
        return options.sampleCart?.() ?? Promise.resolve(SAMPLE_CART)
      }),
    },
    actions,
  })
  return { machine, calls, actions }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('sessionStartMachine', () => {
  it('stores the member info, then both cart lists, and ends started', async () => {
    const fake = fakeStart()
    const actor = createActor(fake.machine).start()
    expect(await toPromise(actor)).toEqual({ status: 'started' })
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
    const actor = createActor(fake.machine).start()
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
    expect(await toPromise(actor)).toEqual({ status: 'started' })
  })

  it.each([
    ['cart', 'storeCartList', 'storeSampleList'],
    ['sampleCart', 'storeSampleList', 'storeCartList'],
  ] as const)(
    'still ends started when the %s list fails, storing the other one',
    async (list, failed, stored) => {
      const fake = fakeStart({ [list]: () => Promise.reject(new ApiError('network')) })
      const actor = createActor(fake.machine).start()
      expect(await toPromise(actor)).toEqual({ status: 'started' })
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
      const actor = createActor(fake.machine).start()
      expect(await toPromise(actor)).toEqual({ status: 'failed', error: message })
      expect(actor.getSnapshot().value).toBe('failed')
      expect(fake.actions.discardSession).toHaveBeenCalledTimes(1)
      expect(fake.actions.storeMemberInfo).not.toHaveBeenCalled()
      expect(fake.calls).toMatchObject({ getCartList: 0, getSampleCartList: 0 })
    },
  )

  it('writes the member info and both cart lists into the session store with its default actions', async () => {
    session.setTokens({ accessToken: 'at-1', refreshToken: 'rt-1' })
    const machine = sessionStartMachine.provide({
      actors: {
        getMemberInfo: fromPromise(() => Promise.resolve(MEMBER)),
        getCartList: fromPromise(() => Promise.resolve(CART)),
        getSampleCartList: fromPromise(() => Promise.resolve(SAMPLE_CART)),
      },
    })
    await toPromise(createActor(machine).start())
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
    await toPromise(createActor(machine).start())
    expect(session.accessToken()).toBeFalsy()
    expect(session.getSnapshot().loginFlag).toBe(false)
  })
})

describe('sessionStartMachine against the mock backend', () => {
  it('starts the session of the member whose tokens the server issued', async () => {
    const tokens = await postWechatLogin({ code: 'member-1', source: 4, cartInfo: [] })
    session.setTokens({ accessToken: tokens.access_token ?? '', refreshToken: tokens.refresh_token })
    const output = await toPromise(createActor(sessionStartMachine).start())
    expect(output).toEqual({ status: 'started' })
    expect(session.getSnapshot()).toMatchObject({
      loginFlag: true,
      memberInfo: { memberId: 1, memberEmail: 'comprador@example.com' },
    })
    expect(session.getSnapshot().cartListData).toHaveProperty('storeCartGroupList')
    expect(session.getSnapshot().sampleListData).toHaveProperty('quota')
  })

  it('fails with the server message, without a toast, for tokens the server does not know', async () => {
    session.setTokens({ accessToken: 'unknown', refreshToken: 'r' })
    const output = await toPromise(createActor(sessionStartMachine).start())
    expect(output).toEqual({
      status: 'failed',
      error: { text: 'Su sesión ha caducado. Inicie sesión de nuevo.' },
    })
    expect(session.accessToken()).toBeFalsy()
    expect(notify.getSnapshot().toasts).toEqual([])
  })
})

describe('sessionStartMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getMemberInfo', output: MEMBER },
    { type: 'xstate.error.actor.getMemberInfo', error: new ApiError('network') },
    { type: 'xstate.done.actor.getCartList', output: CART },
    { type: 'xstate.error.actor.getCartList', error: new ApiError('network') },
    { type: 'xstate.done.actor.getSampleCartList', output: SAMPLE_CART },
    { type: 'xstate.error.actor.getSampleCartList', error: new ApiError('network') },
  ]
  const paths = modelPaths(sessionStartMachine, { events })
  const replay = {
    actorNames: ['getMemberInfo', 'getCartList', 'getSampleCartList'],
    actions: {
      storeMemberInfo: () => undefined,
      storeCartList: () => undefined,
      storeSampleList: () => undefined,
      discardSession: () => undefined,
    },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(sessionStartMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(sessionStartMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
