import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { passwordResetMachine } from './password-reset.machine'

const VALUES = { email: 'x', emailCode: '123456', loginPwd: 'Nueva#2026x', confirmLoginPwd: 'Nueva#2026x' }
const SENT = { cooldownSeconds: 60, expiresInSeconds: 600 }
const UNKNOWN = new ApiError('state', {
  state: 255,
  serverMessage: 'Este correo electrónico no está registrado.',
})

function fake(send: () => Promise<typeof SENT> = () => Promise.resolve(SENT)) {
  const calls = { send: [] as unknown[], reset: [] as unknown[] }
  const machine = passwordResetMachine.provide({
    actors: {
      sendVerifyCode: fromPromise(({ input }) => {
        calls.send.push(input)
        return send()
      }),
      resetLoginPwd: fromPromise(({ input }) => {
        calls.reset.push(input)
        return Promise.resolve(null)
      }),
    },
  })
  return { machine, calls }
}

describe('passwordResetMachine', () => {
  it('keeps the email of the link, sends the code and resets with that email', async () => {
    const { machine, calls } = fake()
    const actor = createActor(machine, { input: { email: ' personal@example.com ' } }).start()
    expect(actor.getSnapshot().context.email).toBe('personal@example.com')
    actor.send({ type: 'email.submitted', email: 'personal@example.com' })
    await waitFor(actor, (s) => s.matches('enteringCode'))
    actor.send({ type: 'code.resent' })
    expect(actor.getSnapshot().matches('enteringCode')).toBe(true)
    actor.send({ type: 'form.submitted', values: VALUES })
    await waitFor(actor, (s) => s.matches('done'))
    expect(calls.send).toEqual([{ scene: 'resetPassword', email: 'personal@example.com' }])
    expect(calls.reset).toEqual([{ ...VALUES, email: 'personal@example.com' }])
  })

  it('stays on the email step with the §8 message of an email that is not registered', async () => {
    const { machine } = fake(() => Promise.reject(UNKNOWN))
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'email.submitted', email: 'nadie@example.com' })
    await waitFor(actor, (s) => s.matches('enteringEmail') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Este correo electrónico no está registrado.' })
  })
})

describe('passwordResetMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'email.submitted', email: 'personal@example.com' },
    { type: 'xstate.done.actor.sendVerifyCode', output: { ...SENT, cooldownSeconds: 0 } },
    { type: 'xstate.error.actor.sendVerifyCode', error: UNKNOWN },
    { type: 'code.resent' },
    { type: 'email.changed' },
    { type: 'form.submitted', values: VALUES },
    { type: 'xstate.done.actor.resetLoginPwd', output: null },
    { type: 'xstate.error.actor.resetLoginPwd', error: UNKNOWN },
  ]
  const paths = modelPaths(passwordResetMachine, { input: {}, events })
  const replay = { input: {}, actorNames: ['sendVerifyCode', 'resetLoginPwd'] }

  it('a real actor follows every path of the model', async () => {
    for (const path of paths) {
      const result = await replayPath(passwordResetMachine, path, replay)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(allStateIds(passwordResetMachine)).toContain('passwordReset.resendingCode')
    expect(await uncovered(passwordResetMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
