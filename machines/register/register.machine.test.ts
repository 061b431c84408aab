import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { RegisterValues } from '../../src/schemas/register.schema'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { registerMachine } from './register.machine'

const VALUES: RegisterValues = {
  memberType: 1,
  email: 'alta@example.com',
  emailCode: '123456',
  password: 'Nueva#2026x',
  confirmPassword: 'Nueva#2026x',
  memberName: 'cliente_nuevo_01',
  agreement: true,
}
const SENT = { cooldownSeconds: 60, expiresInSeconds: 600 }
const TAKEN = new ApiError('state', {
  state: 255,
  serverMessage: 'Este correo electrónico ya está registrado.',
})

function fake(
  register: () => Promise<unknown> = () =>
    Promise.resolve({ memberEmail: VALUES.email, dofipayRegisterStatus: 1 }),
) {
  const sent: unknown[] = []
  const machine = registerMachine.provide({
    actors: {
      sendVerifyCode: fromPromise(({ input }) => {
        sent.push(input)
        return Promise.resolve(SENT)
      }),
      postRegister: fromPromise(register as never),
    },
  })
  return { machine, sent }
}

describe('registerMachine', () => {
  it('sends the code to the trimmed email and then refuses another request within the cooldown', async () => {
    const { machine, sent } = fake()
    const actor = createActor(machine).start()
    actor.send({ type: 'code.requested', email: ' alta@example.com ' })
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({ codeSentTo: 'alta@example.com' })
    expect(actor.getSnapshot().context.cooldownUntil).toBeGreaterThan(Date.now() + 55_000)
    actor.send({ type: 'code.requested', email: 'alta@example.com' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(sent).toEqual([{ scene: 'register', email: 'alta@example.com' }])
  })

  it('ends registered with the account email, ignoring a second submit in flight', async () => {
    let calls = 0
    const { machine } = fake(() => {
      calls += 1
      return Promise.resolve({ memberEmail: VALUES.email, dofipayRegisterStatus: 1 })
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'form.submitted', values: VALUES })
    actor.send({ type: 'form.submitted', values: VALUES })
    await waitFor(actor, (s) => s.matches('registered'))
    expect(calls).toBe(1)
    expect(actor.getSnapshot().context.memberEmail).toBe(VALUES.email)
  })

  it('goes back to editing with the server message of a refusal', async () => {
    const { machine } = fake(() => Promise.reject(TAKEN))
    const actor = createActor(machine).start()
    actor.send({ type: 'form.submitted', values: VALUES })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Este correo electrónico ya está registrado.' })
  })

  it('sends the same Idempotency-Key again after a lost answer, and a new one after a refusal', async () => {
    const keys: string[] = []
    const answers = [
      () => Promise.reject(new ApiError('network')),
      () => Promise.reject(TAKEN),
      () => Promise.resolve({ memberEmail: VALUES.email, dofipayRegisterStatus: 1 }),
    ]
    const { machine } = fake(((args: { input: { idempotencyKey: string } }) => {
      keys.push(args.input.idempotencyKey)
      return answers[keys.length - 1]!()
    }) as never)
    const actor = createActor(machine).start()
    for (let attempt = 0; attempt < 3; attempt += 1) {
      actor.send({ type: 'form.submitted', values: VALUES })
      await waitFor(actor, (s) => !s.hasTag('busy'))
    }
    expect(actor.getSnapshot().matches('registered')).toBe(true)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('drops a refusal once a field changes, since it spoke of what was sent', async () => {
    const { machine } = fake(() => Promise.reject(TAKEN))
    const actor = createActor(machine).start()
    actor.send({ type: 'form.submitted', values: VALUES })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    actor.send({ type: 'fields.changed' })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().matches('editing')).toBe(true)
  })
})

describe('registerMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'code.requested', email: VALUES.email },
    // a zero cooldown lets the walk ask again; the cooldown itself is tested above
    { type: 'xstate.done.actor.sendVerifyCode', output: { ...SENT, cooldownSeconds: 0 } },
    { type: 'xstate.error.actor.sendVerifyCode', error: TAKEN },
    { type: 'form.submitted', values: VALUES },
    {
      type: 'xstate.done.actor.postRegister',
      output: { memberEmail: VALUES.email, dofipayRegisterStatus: 1 },
    },
    { type: 'xstate.error.actor.postRegister', error: TAKEN },
    { type: 'fields.changed' },
  ]
  const paths = modelPaths(registerMachine, { events })
  const replay = { actorNames: ['sendVerifyCode', 'postRegister'] }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(registerMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(allStateIds(registerMachine)).toContain('register.registered')
    expect(await uncovered(registerMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
