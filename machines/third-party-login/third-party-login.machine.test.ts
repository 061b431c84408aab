import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import type { WechatLoginRequest } from '../../src/api/auth'
import { API_MESSAGE_IDS, ApiError } from '../../src/api/errors'
import { session } from '../../src/api/session'
import { notify } from '../../src/lib/notify'
import { allStateIds, allTransitionKeys, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { fakeSessionStart, SESSION_STARTED } from '../session-start/session-start.fake'
import type { SessionStartInput, SessionStartOutput } from '../session-start/session-start.machine'
import { thirdPartyLoginMachine } from './third-party-login.machine'

type WechatAnswer = { redirect?: string; access_token?: string; refresh_token?: string }

const INPUT = { code: 'member-1', state: 'st-1', cartLines: [{ productId: 3, buyNum: 2 }] }
const REFUSED = new ApiError('state', {
  state: 255,
  serverMessage: 'No se pudo iniciar sesión con la cuenta externa.',
})

function fakeThirdParty(
  answer: () => Promise<WechatAnswer>,
  sessionStart = (): Promise<SessionStartOutput> => Promise.resolve(SESSION_STARTED),
) {
  const requests: WechatLoginRequest[] = []
  const sessionInputs: SessionStartInput[] = []
  const order: string[] = []
  const actions = { storeTokens: vi.fn(() => void order.push('storeTokens')) }
  const machine = thirdPartyLoginMachine.provide({
    actors: {
      postWechatLogin: fromPromise(({ input }: { input: WechatLoginRequest }) => {
        requests.push(input)
        return answer()
      }),
      startSession: fakeSessionStart((input) => {
        sessionInputs.push(input)
        order.push('startSession')
        return sessionStart()
      }),
    },
    actions,
  })
  return { machine, requests, sessionInputs, actions, order }
}

describe('thirdPartyLoginMachine', () => {
  it('sends the code, source 4 and the local cart lines, and is busy meanwhile', async () => {
    const fake = fakeThirdParty(() => Promise.resolve({ access_token: 'at', refresh_token: 'rt' }))
    const actor = createActor(fake.machine, { input: INPUT }).start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(fake.requests).toEqual([{ code: 'member-1', source: 4, cartInfo: [{ productId: 3, buyNum: 2 }] }])
  })

  it('stores the tokens, then starts the session, busy all along, and ends logged in', async () => {
    let started: (output: SessionStartOutput) => void = () => undefined
    const fake = fakeThirdParty(
      () => Promise.resolve({ access_token: 'at', refresh_token: 'rt' }),
      () => new Promise((resolve) => (started = resolve)),
    )
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('startingSession'))
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    started(SESSION_STARTED)
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(actor.getSnapshot().status).toBe('done')
    expect(fake.actions.storeTokens).toHaveBeenCalledWith(expect.anything(), {
      accessToken: 'at',
      refreshToken: 'rt',
    })
    expect(fake.order).toEqual(['storeTokens', 'startSession'])
  })

  it('hands no local cart lines to the session start: the login already sent them for the server to merge', async () => {
    const fake = fakeThirdParty(() => Promise.resolve({ access_token: 'at', refresh_token: 'rt' }))
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(fake.requests[0]?.cartInfo).toEqual(INPUT.cartLines)
    expect(fake.sessionInputs).toEqual([{ localCartLines: [] }])
  })

  it('ends at bindRequired with the redirect when the external account has no member yet', async () => {
    const fake = fakeThirdParty(() => Promise.resolve({ redirect: '/bindMobile?code=bind-1&bindKey=1' }))
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('bindRequired'))
    expect(actor.getSnapshot().context.redirect).toBe('/bindMobile?code=bind-1&bindKey=1')
    expect(fake.actions.storeTokens).not.toHaveBeenCalled()
    expect(fake.order).toEqual([])
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

  it('ends failed with the error of a session that could not start', async () => {
    const fake = fakeThirdParty(
      () => Promise.resolve({ access_token: 'at', refresh_token: 'rt' }),
      () => Promise.resolve({ status: 'failed', error: { id: API_MESSAGE_IDS.network } }),
    )
    const actor = createActor(fake.machine, { input: INPUT }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(fake.order).toEqual(['storeTokens', 'startSession'])
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
    // the session start's own states are walked in session-start.machine.test.ts; here, its two outputs
    { type: 'xstate.done.actor.startSession', output: SESSION_STARTED },
    {
      type: 'xstate.done.actor.startSession',
      output: { status: 'failed', error: { id: API_MESSAGE_IDS.network } } satisfies SessionStartOutput,
    },
  ]
  const paths = modelPaths(thirdPartyLoginMachine, { input: INPUT, events })
  const replay = {
    input: INPUT,
    actorNames: ['postWechatLogin', 'startSession'],
    actions: { storeTokens: () => undefined },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(thirdPartyLoginMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    // the definition is read, not listed: make sure the reading sees the whole machine
    expect(allStateIds(thirdPartyLoginMachine)).toContain('thirdPartyLogin.startingSession')
    expect(allTransitionKeys(thirdPartyLoginMachine)).toContain(
      'thirdPartyLogin.startingSession on xstate.done.actor.startSession #1',
    )
    expect(await uncovered(thirdPartyLoginMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
