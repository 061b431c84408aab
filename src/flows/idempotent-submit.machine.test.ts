// The one idempotent submit (issue 25 item 3): a model walk over its whole graph, and the money rules every
// payment relies on (one key per body until a definitive answer, a safe gateway only).
import { createActor, fromPromise, toPromise, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { createAttemptKeys } from '../lib/idempotency'
import { modelPaths, replayPath, uncovered } from '../../machines/testing/model-coverage'
import { createIdempotentSubmit, type SubmitOutcome } from './idempotent-submit.machine'

interface Answer {
  paid: boolean
  redirectUrl: string | null
}
const ORIGIN = 'https://tienda.example'
const body = { billSn: 'B1', amount: 100 }

function harness(answers: (() => Promise<Answer>)[]) {
  const calls: { body: typeof body; key: string | null }[] = []
  const machine = createIdempotentSubmit<typeof body, Answer>({
    id: 'testSubmit',
    send: (sent, key) => {
      calls.push({ body: sent, key })
      const answer = answers.shift()
      if (!answer) throw new Error('no scripted answer')
      return answer()
    },
    redirectOf: (answer) => (answer.paid ? null : { url: answer.redirectUrl }),
  })
  const keys = createAttemptKeys()
  const submit = (sent = body, withKeys = true): Promise<SubmitOutcome<Answer>> =>
    toPromise(
      createActor(machine, {
        input: { body: sent, keys: withKeys ? keys : null, pageOrigin: ORIGIN },
      }).start(),
    )
  return { submit, calls }
}

const refused = new ApiError('state', { state: 255, serverMessage: 'Saldo prepago insuficiente' })

describe('idempotentSubmit', () => {
  it('reuses the key after a lost answer, spends it on the answer, and makes a new one for the next payment', async () => {
    const { submit, calls } = harness([
      () => Promise.reject(new ApiError('network')),
      () => Promise.resolve({ paid: true, redirectUrl: null }),
      () => Promise.resolve({ paid: true, redirectUrl: null }),
    ])
    expect(await submit()).toEqual({ kind: 'failed', error: new ApiError('network'), definitive: false })
    expect(await submit()).toEqual({ kind: 'answered', answer: { paid: true, redirectUrl: null } })
    await submit()
    expect(calls[0]!.key).toEqual(expect.any(String))
    expect(calls[1]!.key).toBe(calls[0]!.key)
    expect(calls[2]!.key).not.toBe(calls[1]!.key)
  })

  it('spends the key on a refusal the member must act on, and gives another body another key', async () => {
    const { submit, calls } = harness([
      () => Promise.reject(refused),
      () => Promise.reject(new ApiError('timeout')),
      () => Promise.reject(new ApiError('timeout')),
    ])
    expect(await submit()).toMatchObject({ kind: 'failed', definitive: true })
    await submit()
    await submit({ ...body, amount: 200 })
    expect(new Set(calls.map((call) => call.key)).size).toBe(3)
  })

  it('follows a safe gateway address only', async () => {
    const { submit } = harness([
      () => Promise.resolve({ paid: false, redirectUrl: 'https://www.tropipay.com/pay/1' }),
      () => Promise.resolve({ paid: false, redirectUrl: '/mock/gateway?sn=1' }),
      () => Promise.resolve({ paid: false, redirectUrl: 'javascript:alert(1)' }),
      () => Promise.resolve({ paid: false, redirectUrl: null }),
    ])
    expect(await submit()).toMatchObject({ kind: 'redirect', url: 'https://www.tropipay.com/pay/1' })
    expect(await submit()).toMatchObject({ kind: 'redirect', url: `${ORIGIN}/mock/gateway?sn=1` })
    expect(await submit()).toMatchObject({ kind: 'redirectRefused' })
    expect(await submit()).toMatchObject({ kind: 'redirectRefused' })
  })

  it('sends no key when the flow gives none (an operation that takes none)', async () => {
    const { submit, calls } = harness([() => Promise.resolve({ paid: true, redirectUrl: null })])
    await submit(body, false)
    expect(calls[0]!.key).toBeNull()
  })
})

describe('idempotentSubmit model (xstate/graph)', () => {
  const machine = createIdempotentSubmit<typeof body, Answer>({
    id: 'modelSubmit',
    send: () => Promise.reject(new Error('replaced by the walk')),
    redirectOf: (answer) => (answer.paid ? null : { url: answer.redirectUrl }),
  })
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.send', output: { paid: true, redirectUrl: null } },
    {
      type: 'xstate.done.actor.send',
      output: { paid: false, redirectUrl: 'https://www.tropipay.com/pay/1' },
    },
    { type: 'xstate.done.actor.send', output: { paid: false, redirectUrl: 'http://evil.example/' } },
    { type: 'xstate.error.actor.send', error: refused },
    { type: 'xstate.error.actor.send', error: new ApiError('network') },
  ]
  const input = { body, keys: createAttemptKeys(), pageOrigin: ORIGIN }
  const paths = modelPaths(machine, { input, events })
  const replay = { input, actorNames: ['send'] }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(machine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(machine, paths, replay)).toEqual({ states: [], transitions: [] })
  })

  it('answers its outcome as its output', async () => {
    const actor = createActor(
      machine.provide({
        actors: { send: fromPromise(() => Promise.resolve({ paid: true, redirectUrl: null })) as never },
      }),
      { input },
    ).start()
    expect(await toPromise(actor)).toEqual({ kind: 'answered', answer: { paid: true, redirectUrl: null } })
  })
})
