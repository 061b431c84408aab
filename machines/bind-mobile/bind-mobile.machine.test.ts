import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { API_MESSAGE_IDS, ApiError } from '../../src/api/errors'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { fakeSessionStart, SESSION_STARTED } from '../session-start/session-start.fake'
import type { SessionStartOutput } from '../session-start/session-start.machine'
import { bindMobileMachine } from './bind-mobile.machine'

const INPUT = { code: 'bind-abc' }
const VALUES = { mobile: '13800138000', smsCode: '123456' }
const SENT = { cooldownSeconds: 60, expiresInSeconds: 600 }
const TOKENS = {
  access_token: 'at-1',
  refresh_token: 'rt-1',
  dofipayRegisterStatus: 2,
  memberEmail: 'c@example.com',
}
const WRONG = new ApiError('state', { state: 255, serverMessage: 'El código de verificación es incorrecto.' })

describe('bindMobileMachine', () => {
  it('binds with the callback code, stores the tokens and starts the session', async () => {
    const bound: unknown[] = []
    const storeTokens = vi.fn()
    const machine = bindMobileMachine.provide({
      actors: {
        sendVerifyCode: fromPromise(() => Promise.resolve(SENT)),
        postWechatBindMobile: fromPromise(({ input }) => {
          bound.push(input)
          return Promise.resolve(TOKENS)
        }),
        startSession: fakeSessionStart(() => Promise.resolve(SESSION_STARTED)),
      },
      actions: { storeTokens },
    })
    const actor = createActor(machine, { input: INPUT }).start()
    actor.send({ type: 'code.requested', mobile: VALUES.mobile })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', values: VALUES })
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(bound).toEqual([{ ...INPUT, ...VALUES }])
    expect(storeTokens).toHaveBeenCalledWith(expect.anything(), { accessToken: 'at-1', refreshToken: 'rt-1' })
  })
})

describe('bindMobileMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'code.requested', mobile: VALUES.mobile },
    { type: 'xstate.done.actor.sendVerifyCode', output: { ...SENT, cooldownSeconds: 0 } },
    { type: 'xstate.error.actor.sendVerifyCode', error: WRONG },
    { type: 'form.submitted', values: VALUES },
    ...[0, 1, 4].map((status) => ({
      type: 'xstate.done.actor.postWechatBindMobile',
      output: { dofipayRegisterStatus: status, verifyValue: 'v', memberEmail: 'm@example.com' },
    })),
    { type: 'xstate.done.actor.postWechatBindMobile', output: TOKENS },
    { type: 'xstate.done.actor.postWechatBindMobile', output: { dofipayRegisterStatus: 2 } },
    { type: 'xstate.error.actor.postWechatBindMobile', error: WRONG },
    { type: 'dialog.closed' },
    { type: 'xstate.done.actor.startSession', output: SESSION_STARTED },
    {
      type: 'xstate.done.actor.startSession',
      output: { status: 'failed', error: { id: API_MESSAGE_IDS.network } } satisfies SessionStartOutput,
    },
  ]
  const paths = modelPaths(bindMobileMachine, { input: INPUT, events })
  const replay = {
    input: INPUT,
    actorNames: ['sendVerifyCode', 'postWechatBindMobile', 'startSession'],
    actions: { storeTokens: () => undefined },
  }

  it('a real actor follows every path of the model', async () => {
    for (const path of paths) {
      const result = await replayPath(bindMobileMachine, path, replay)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(bindMobileMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
