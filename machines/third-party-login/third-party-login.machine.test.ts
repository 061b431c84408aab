import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { WechatLoginRequest } from '../../src/api/auth'
import { API_MESSAGE_IDS, ApiError } from '../../src/api/errors'
import { session, type CartData, type MemberInfo, type SampleCartData } from '../../src/api/session'
import { notify } from '../../src/lib/notify'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../login/model-coverage'
import { thirdPartyLoginMachine } from './third-party-login.machine'

type WechatAnswer = { redirect?: string; access_token?: string; refresh_token?: string }

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
const INPUT = { code: 'member-1', state: 'st-1', cartLines: [{ productId: 3, buyNum: 2 }] }
const REFUSED = new ApiError('state', {
  state: 255,
  serverMessage: 'No se pudo iniciar sesión con la cuenta externa.',
})

function fakeThirdParty(answer: () => Promise<WechatAnswer>, member = () => Promise.resolve(MEMBER)) {
  const requests: WechatLoginRequest[] = []
  const actions = {
    storeTokens: vi.fn(),
    storeMemberInfo: vi.fn(),
    storeCartList: vi.fn(),
    storeSampleList: vi.fn(),
    discardSession: vi.fn(),
  }
  const machine = thirdPartyLoginMachine.provide({
    actors: {
      postWechatLogin: fromPromise(({ input }: { input: WechatLoginRequest }) => {
        requests.push(input)
        return answer()
      }),
      getMemberInfo: fromPromise(member),
      getCartList: fromPromise(() => Promise.resolve(CART)),
      getSampleCartList: fromPromise(() => Promise.resolve(SAMPLE_CART)),
    },
    actions,
  })
  return { machine, requests, actions }
}

describe('thirdPartyLoginMachine', () => {
  it('sends the code, source 4 and the local cart lines, and is busy meanwhile', async () => {
    const fake = fakeThirdParty(() => Promise.resolve({ access_token: 'at', refresh_token: 'rt' }))
    const actor = createActor(fake.machine, { input: INPUT }).start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(fake.requests).toEqual([{ code: 'member-1', source: 4, cartInfo: [{ productId: 3, buyNum: 2 }] }])
  })

  it('stores the tokens, then member info and both cart lists, and ends logged in', async () => {
    const fake = fakeThirdParty(() => Promise.resolve({ access_token: 'at', refresh_token: 'rt' }))
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(actor.getSnapshot().status).toBe('done')
    expect(fake.actions.storeTokens).toHaveBeenCalledWith(expect.anything(), {
      accessToken: 'at',
      refreshToken: 'rt',
    })
    expect(fake.actions.storeMemberInfo).toHaveBeenCalledWith(expect.anything(), { memberInfo: MEMBER })
    expect(fake.actions.storeCartList).toHaveBeenCalled()
    expect(fake.actions.storeSampleList).toHaveBeenCalled()
  })

  it('ends at bindRequired with the redirect when the external account has no member yet', async () => {
    const fake = fakeThirdParty(() => Promise.resolve({ redirect: '/bindMobile?code=bind-1&bindKey=1' }))
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('bindRequired'))
    expect(actor.getSnapshot().context.redirect).toBe('/bindMobile?code=bind-1&bindKey=1')
    expect(fake.actions.storeTokens).not.toHaveBeenCalled()
  })

  it('ends failed with the server message when the login is refused', async () => {
    const fake = fakeThirdParty(() => Promise.reject(REFUSED))
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual({ text: REFUSED.serverMessage })
  })

  it('ends failed with a dictionary id when the answer has neither a redirect nor tokens', async () => {
    const fake = fakeThirdParty(() => Promise.resolve({}))
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual({ id: API_MESSAGE_IDS.upgrade })
  })

  it('drops the tokens and ends failed when the member info cannot be read', async () => {
    const fake = fakeThirdParty(
      () => Promise.resolve({ access_token: 'at', refresh_token: 'rt' }),
      () => Promise.reject(new ApiError('network')),
    )
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(fake.actions.discardSession).toHaveBeenCalled()
    expect(actor.getSnapshot().context.error).toEqual({ id: API_MESSAGE_IDS.network })
  })
})

describe('thirdPartyLoginMachine against the mock backend', () => {
  it('logs the member of a `member-<id>` code in and merges the local cart into theirs', async () => {
    const actor = createActor(thirdPartyLoginMachine, {
      input: { code: 'member-1', state: 'x', cartLines: [] },
    }).start()
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('loggedIn')
    expect(session.getSnapshot()).toMatchObject({
      loginFlag: true,
      memberInfo: { memberEmail: 'comprador@example.com' },
    })
    expect(session.accessToken()).toBeTruthy()
    expect(session.getSnapshot().cartListData).toHaveProperty('storeCartGroupList')
  })

  it('asks for a bind page for a code that belongs to no member', async () => {
    const actor = createActor(thirdPartyLoginMachine, {
      input: { code: 'bind-abc', state: 'x', cartLines: [] },
    }).start()
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('bindRequired')
    expect(actor.getSnapshot().context.redirect).toBe('/bindMobile?code=bind-abc&bindKey=abc')
  })

  it('fails with the server message, without a toast, for a code the provider refuses', async () => {
    const actor = createActor(thirdPartyLoginMachine, {
      input: { code: 'nope', state: 'x', cartLines: [] },
    }).start()
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'No se pudo iniciar sesión con la cuenta externa.',
    })
    expect(notify.getSnapshot().toasts).toEqual([])
  })
})

describe('thirdPartyLoginMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.postWechatLogin', output: { redirect: '/bindMobile?code=bind-1&bindKey=1' } },
    { type: 'xstate.done.actor.postWechatLogin', output: { access_token: 'at', refresh_token: 'rt' } },
    { type: 'xstate.done.actor.postWechatLogin', output: {} },
    { type: 'xstate.error.actor.postWechatLogin', error: REFUSED },
    { type: 'xstate.done.actor.getMemberInfo', output: MEMBER },
    { type: 'xstate.error.actor.getMemberInfo', error: new ApiError('network') },
    { type: 'xstate.done.actor.getCartList', output: CART },
    { type: 'xstate.error.actor.getCartList', error: new ApiError('network') },
    { type: 'xstate.done.actor.getSampleCartList', output: SAMPLE_CART },
    { type: 'xstate.error.actor.getSampleCartList', error: new ApiError('network') },
  ]
  const paths = modelPaths(thirdPartyLoginMachine, { input: INPUT, events })
  const replay = {
    input: INPUT,
    actorNames: ['postWechatLogin', 'getMemberInfo', 'getCartList', 'getSampleCartList'],
    actions: {
      storeTokens: () => undefined,
      storeMemberInfo: () => undefined,
      storeCartList: () => undefined,
      storeSampleList: () => undefined,
      discardSession: () => undefined,
    },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(thirdPartyLoginMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const path of paths) {
      const result = await replayPath(thirdPartyLoginMachine, path, replay)
      result.stateIds.forEach((id) => stateIds.add(id))
      result.transitionKeys.forEach((key) => transitionKeys.add(key))
    }
    expect(allStateIds(thirdPartyLoginMachine).filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(thirdPartyLoginMachine).filter((key) => !transitionKeys.has(key))).toEqual([])
  })
})
