import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { PayRequestDetail } from '../../src/api/pay-request'
import type { PayInfo } from '../../src/api/payment'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { createRequestMachine } from './create-request.machine'
import type { CreatePayRequestInput, LoadedPayment } from './pay-request.actors'
import { paymentFixture, requestFixture, SERVER_TIME } from './pay-request.fixtures'

const PAY_SN = 'PG202603010959000001'
const loadedPayment = (overrides: Partial<PayInfo> = {}): LoadedPayment => ({
  payment: paymentFixture(overrides),
  receivedAt: Date.parse(SERVER_TIME),
})
const UNKNOWN_PAYER = new ApiError('state', {
  state: 255,
  serverMessage: 'El pagador no está registrado en la plataforma.',
})
const VALUES = { payerEmail: ' personal@example.com ', message: ' Gracias ' }

function fakeCreate(
  payment: () => Promise<LoadedPayment> = () => Promise.resolve(loadedPayment()),
  create: (input: CreatePayRequestInput) => Promise<PayRequestDetail> = () =>
    Promise.resolve(requestFixture()),
) {
  const calls = { getPayInfo: 0, create: [] as CreatePayRequestInput[] }
  const goToResult = vi.fn((_: unknown, _params: { requestSn: string }) => undefined)
  const machine = createRequestMachine.provide({
    actors: {
      getPayInfo: fromPromise(() => {
        calls.getPayInfo += 1
        return payment()
      }),
      createPayRequest: fromPromise(({ input }: { input: CreatePayRequestInput }) => {
        calls.create.push(input)
        return create(input)
      }),
    },
    actions: { goToResult },
  })
  return { machine, calls, goToResult }
}

const start = (fake: ReturnType<typeof fakeCreate>) =>
  createActor(fake.machine, { input: { paySn: PAY_SN } }).start()

describe('createRequestMachine', () => {
  it('reads the payment, then shows the form when it can be asked for', async () => {
    const fake = fakeCreate()
    const actor = start(fake)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.payment?.needPay).toBe(1234.5)
  })

  it.each([
    ['alreadyPaid', { payState: 'paid' }],
    ['paymentExpired', { payState: 'cancelled' }],
    ['awaitingConfirmation', { payState: 'pendingConfirmation' }],
    ['alreadyRequested', { payRequest: requestFixture({ state: 'waitingPayment' }) }],
  ] as const)('stops at %s when the payment cannot be asked for', async (state, overrides) => {
    const fake = fakeCreate(() => Promise.resolve(loadedPayment(overrides as Partial<PayInfo>)))
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches(state))
  })

  it('shows the form again when the last request of the payment was closed', async () => {
    const payRequest = requestFixture({ state: 'cancelled' })
    const fake = fakeCreate(() => Promise.resolve(loadedPayment({ payRequest })))
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches('editing'))
  })

  it('says why the payment cannot be read and reads it again on retry', async () => {
    let attempt = 0
    const fake = fakeCreate(() =>
      attempt++ === 0
        ? Promise.reject(
            new ApiError('state', { state: 255, serverMessage: 'No se encontró el registro de pago.' }),
          )
        : Promise.resolve(loadedPayment()),
    )
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.loadError).toEqual({ text: 'No se encontró el registro de pago.' })
    actor.send({ type: 'retry.requested' })
    await waitFor(actor, (s) => s.matches('editing'))
  })

  it('ignores a form the shared schema refuses', async () => {
    const fake = fakeCreate()
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', payerEmail: 'no-es-un-correo', message: '' })
    actor.send({ type: 'form.submitted', payerEmail: 'personal@example.com', message: 'x'.repeat(201) })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(fake.calls.create).toEqual([])
  })

  it('sends the request once, trimmed, and goes to the result with its number', async () => {
    let answer: (detail: PayRequestDetail) => void = () => undefined
    const fake = fakeCreate(undefined, () => new Promise((resolve) => (answer = resolve)))
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', ...VALUES })
    actor.send({ type: 'form.submitted', ...VALUES })
    expect(actor.getSnapshot().matches('sending')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    answer(requestFixture({ requestSn: 'ST202603011000000042' }))
    await waitFor(actor, (s) => s.matches('sent'))
    expect(fake.calls.create).toEqual([
      { paySn: PAY_SN, payerEmail: 'personal@example.com', message: 'Gracias' },
    ])
    expect(fake.goToResult).toHaveBeenCalledTimes(1)
    expect(fake.goToResult.mock.calls[0]![1]).toEqual({ requestSn: 'ST202603011000000042' })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('goes back to the form with the server’s message, and clears it on the next attempt', async () => {
    let attempt = 0
    const fake = fakeCreate(undefined, () =>
      attempt++ === 0 ? Promise.reject(UNKNOWN_PAYER) : new Promise<PayRequestDetail>(() => undefined),
    )
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', payerEmail: 'nadie@example.com', message: '' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'El pagador no está registrado en la plataforma.',
    })
    expect(actor.getSnapshot().context.values.payerEmail).toBe('nadie@example.com')
    actor.send({ type: 'form.submitted', ...VALUES })
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

describe('createRequestMachine model (xstate/graph)', () => {
  const input = { paySn: PAY_SN }
  const events: AnyEventObject[] = [
    ...[
      {},
      { payState: 'paid' },
      { payState: 'cancelled' },
      { payState: 'pendingConfirmation' },
      { payRequest: requestFixture() },
    ].map((overrides) => ({
      type: 'xstate.done.actor.getPayInfo',
      output: loadedPayment(overrides as Partial<PayInfo>),
    })),
    { type: 'xstate.error.actor.getPayInfo', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'form.submitted', payerEmail: 'mal', message: '' },
    { type: 'form.submitted', ...VALUES },
    { type: 'xstate.done.actor.createPayRequest', output: requestFixture() },
    { type: 'xstate.error.actor.createPayRequest', error: UNKNOWN_PAYER },
  ]
  const paths = modelPaths(createRequestMachine, { input, events })
  const replay = {
    input,
    actorNames: ['getPayInfo', 'createPayRequest'],
    actions: { goToResult: () => undefined },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(createRequestMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(createRequestMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
