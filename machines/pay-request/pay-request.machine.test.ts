import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject, type StateValue } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_MESSAGE_IDS, ApiError } from '../../src/api/errors'
import type { PayRequestDetail, PayRequestRole } from '../../src/api/pay-request'
import { allStateIds, allTransitionKeys, modelPaths, replayPath } from '../testing/model-coverage'
import { EXPIRE_TIME, requestFixture, SERVER_TIME } from './pay-request.fixtures'
import type { LoadedRequest } from './pay-request.actors'
import { payRequestMachine, remainingMs, type PaymentTarget } from './pay-request.machine'

const RECEIVED_AT = Date.parse(SERVER_TIME)
const loaded = (overrides: Partial<PayRequestDetail> = {}, receivedAt = RECEIVED_AT): LoadedRequest => ({
  request: requestFixture(overrides),
  receivedAt,
})
const GONE = new ApiError('state', {
  state: 255,
  serverMessage: 'La solicitud de pago por un tercero fue cancelada o caducó.',
})
const NOT_FOUND = new ApiError('state', { state: 255, serverMessage: 'No se encontró el registro de pago.' })

type Answer = () => Promise<LoadedRequest>

interface FakeOptions {
  get?: Answer[]
  cancel?: Answer
  accept?: Answer
  refuse?: Answer
}

/** Instant fake actors (no ticker unless `realTicker`), a spy for the navigation to the payment screen. */
function fakeRequest(options: FakeOptions = {}, realTicker = false) {
  const calls = { get: 0, cancel: [] as string[], accept: [] as string[], refuse: [] as unknown[] }
  const goToPayment = vi.fn((_: unknown, _target: PaymentTarget) => undefined)
  const answers = options.get ?? [() => Promise.resolve(loaded())]
  const machine = payRequestMachine.provide({
    actors: {
      getPayRequest: fromPromise(() => {
        const answer = answers[Math.min(calls.get, answers.length - 1)]!
        calls.get += 1
        return answer()
      }),
      cancelPayRequest: fromPromise(({ input }: { input: { requestSn: string } }) => {
        calls.cancel.push(input.requestSn)
        return options.cancel?.() ?? Promise.resolve(loaded({ state: 'cancelled', cancelledBy: 'applicant' }))
      }),
      acceptPayRequest: fromPromise(({ input }: { input: { requestSn: string } }) => {
        calls.accept.push(input.requestSn)
        return options.accept?.() ?? Promise.resolve(loaded({ state: 'waitingPayment', role: 'payer' }))
      }),
      refusePayRequest: fromPromise(({ input }: { input: { requestSn: string; reason: string } }) => {
        calls.refuse.push(input)
        return (
          options.refuse?.() ??
          Promise.resolve(loaded({ state: 'cancelled', cancelledBy: 'payer', refuseReason: 'No lo conozco' }))
        )
      }),
      ...(realTicker ? {} : { countdownTicker: fromCallback(() => () => undefined) }),
    },
    actions: { goToPayment },
  })
  return { machine, calls, goToPayment }
}

function start(fake: ReturnType<typeof fakeRequest>, role: PayRequestRole = 'applicant') {
  return createActor(fake.machine, { input: { requestSn: 'ST202603011000000001', role } }).start()
}

afterEach(() => {
  vi.useRealTimers()
})

describe('payRequestMachine', () => {
  it('reads the request first, busy, then stands in the request’s own state', async () => {
    for (const state of ['requested', 'waitingPayment', 'paid', 'cancelled', 'expired'] as const) {
      const fake = fakeRequest({ get: [() => Promise.resolve(loaded({ state }))] })
      const actor = start(fake)
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await waitFor(actor, (s) => !s.hasTag('busy'))
      expect(actor.getSnapshot().matches(state)).toBe(true)
      expect(actor.getSnapshot().hasTag('open')).toBe(state === 'requested' || state === 'waitingPayment')
      actor.stop()
    }
  })

  it('shows why a request cannot be read and reads it again on retry', async () => {
    const fake = fakeRequest({
      get: [() => Promise.reject(NOT_FOUND), () => Promise.resolve(loaded())],
    })
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.loadError).toEqual({ text: 'No se encontró el registro de pago.' })
    actor.send({ type: 'retry.requested' })
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    expect(actor.getSnapshot().context.loadError).toBeNull()
  })

  it('lets the applicant cancel only after confirming, and lands in cancelled', async () => {
    const fake = fakeRequest()
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    actor.send({ type: 'cancel.requested' })
    expect(actor.getSnapshot().matches({ requested: 'confirmingCancel' })).toBe(true)
    actor.send({ type: 'cancel.dismissed' })
    expect(actor.getSnapshot().matches({ requested: 'idle' })).toBe(true)
    expect(fake.calls.cancel).toEqual([])
    actor.send({ type: 'cancel.requested' })
    actor.send({ type: 'cancel.confirmed' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'cancel.confirmed' })
    await waitFor(actor, (s) => s.matches('cancelled'))
    expect(fake.calls.cancel).toEqual(['ST202603011000000001'])
    expect(actor.getSnapshot().context.request?.cancelledBy).toBe('applicant')
  })

  it('lets the applicant cancel a request the payer has accepted', async () => {
    const fake = fakeRequest({ get: [() => Promise.resolve(loaded({ state: 'waitingPayment' }))] })
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches({ waitingPayment: 'idle' }))
    actor.send({ type: 'cancel.requested' })
    actor.send({ type: 'cancel.confirmed' })
    await waitFor(actor, (s) => s.matches('cancelled'))
  })

  it('never lets the payer cancel nor the applicant accept, refuse or pay', async () => {
    const payer = start(fakeRequest(), 'payer')
    await waitFor(payer, (s) => s.matches({ requested: 'idle' }))
    payer.send({ type: 'cancel.requested' })
    expect(payer.getSnapshot().matches({ requested: 'idle' })).toBe(true)

    const fake = fakeRequest({ get: [() => Promise.resolve(loaded({ state: 'waitingPayment' }))] })
    const applicant = start(fake)
    await waitFor(applicant, (s) => s.matches({ waitingPayment: 'idle' }))
    applicant.send({ type: 'accept.confirmed' })
    applicant.send({ type: 'refuse.requested' })
    applicant.send({ type: 'pay.requested' })
    expect(applicant.getSnapshot().matches({ waitingPayment: 'idle' })).toBe(true)
    expect(fake.goToPayment).not.toHaveBeenCalled()
  })

  it('sends the payer to the payment screen once he accepts, with the payment and the request', async () => {
    const fake = fakeRequest({}, false)
    const actor = start(fake, 'payer')
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    actor.send({ type: 'applicant.identified', known: true })
    actor.send({ type: 'accept.confirmed' })
    actor.send({ type: 'accept.confirmed' })
    expect(actor.getSnapshot().matches({ requested: 'accepting' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ waitingPayment: 'idle' }))
    expect(fake.calls.accept).toHaveLength(1)
    expect(fake.goToPayment).toHaveBeenCalledTimes(1)
    expect(fake.goToPayment.mock.calls[0]![1]).toEqual({
      paySn: 'PG202603010959000001',
      requestSn: 'ST202603011000000001',
    })
    // back on the page later: "Pagar" goes to the same payment
    actor.send({ type: 'pay.requested' })
    expect(fake.goToPayment).toHaveBeenCalledTimes(2)
  })

  it('answers an accept before the payer said he knows the applicant with a prompt, and calls nobody', async () => {
    const fake = fakeRequest({ accept: () => Promise.reject(new ApiError('network')) })
    const actor = start(fake, 'payer')
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    actor.send({ type: 'accept.confirmed' })
    actor.send({ type: 'accept.confirmed' })
    expect(actor.getSnapshot().matches({ requested: { idle: 'unidentified' } })).toBe(true)
    expect(actor.getSnapshot().context.identificationPrompts).toBe(2)
    expect(fake.calls.accept).toHaveLength(0)
    actor.send({ type: 'applicant.identified', known: true })
    expect(actor.getSnapshot().context.identificationPrompts).toBe(0)
    actor.send({ type: 'applicant.identified', known: false })
    expect(actor.getSnapshot().matches({ requested: { idle: 'unidentified' } })).toBe(true)
    actor.send({ type: 'applicant.identified', known: true })
    actor.send({ type: 'accept.confirmed' })
    expect(actor.getSnapshot().matches({ requested: 'accepting' })).toBe(true)
    // a failed accept keeps the tick: the payer tries again without ticking again
    await waitFor(actor, (s) => s.matches({ requested: { idle: 'identified' } }))
    expect(actor.getSnapshot().context.actionError).toEqual({ id: API_MESSAGE_IDS.network })
  })

  it('refuses with a valid reason only, and keeps the reason after a failure', async () => {
    const fake = fakeRequest({ refuse: () => Promise.reject(new ApiError('network')) })
    const actor = start(fake, 'payer')
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    actor.send({ type: 'refuse.requested' })
    expect(actor.getSnapshot().matches({ requested: 'editingRefusal' })).toBe(true)
    actor.send({ type: 'refuse.submitted', reason: ' x ' })
    expect(actor.getSnapshot().matches({ requested: 'editingRefusal' })).toBe(true)
    actor.send({ type: 'refuse.submitted', reason: '  No conozco a esta persona  ' })
    expect(actor.getSnapshot().matches({ requested: 'refusing' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ requested: 'editingRefusal' }))
    expect(fake.calls.refuse).toEqual([
      { requestSn: 'ST202603011000000001', reason: 'No conozco a esta persona' },
    ])
    expect(actor.getSnapshot().context).toMatchObject({
      refuseReason: 'No conozco a esta persona',
      actionError: { id: API_MESSAGE_IDS.network },
    })
    actor.send({ type: 'refuse.dismissed' })
    expect(actor.getSnapshot().matches({ requested: 'idle' })).toBe(true)
  })

  it('refuses and lands in cancelled with the payer’s reason', async () => {
    const fake = fakeRequest()
    const actor = start(fake, 'payer')
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    actor.send({ type: 'refuse.requested' })
    actor.send({ type: 'refuse.submitted', reason: 'No lo conozco' })
    await waitFor(actor, (s) => s.matches('cancelled'))
    expect(actor.getSnapshot().context.request).toMatchObject({
      cancelledBy: 'payer',
      refuseReason: 'No lo conozco',
    })
  })

  it('reads the request again after a business refusal and keeps the server’s message', async () => {
    const fake = fakeRequest({
      get: [() => Promise.resolve(loaded()), () => Promise.resolve(loaded({ state: 'expired' }))],
      accept: () => Promise.reject(GONE),
    })
    const actor = start(fake, 'payer')
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    actor.send({ type: 'applicant.identified', known: true })
    actor.send({ type: 'accept.confirmed' })
    await waitFor(actor, (s) => s.matches('expired'))
    expect(fake.calls.get).toBe(2)
    expect(actor.getSnapshot().context.actionError).toEqual({
      text: 'La solicitud de pago por un tercero fue cancelada o caducó.',
    })
    expect(fake.goToPayment).not.toHaveBeenCalled()
  })

  it('stays on the page with the message after a network failure, and clears it on the next action', async () => {
    const fake = fakeRequest({ cancel: () => Promise.reject(new ApiError('timeout')) })
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    actor.send({ type: 'cancel.requested' })
    actor.send({ type: 'cancel.confirmed' })
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }) && s.context.actionError !== null)
    expect(actor.getSnapshot().context.actionError).toEqual({ id: API_MESSAGE_IDS.timeout })
    actor.send({ type: 'cancel.requested' })
    expect(actor.getSnapshot().context.actionError).toBeNull()
  })

  it('counts down by the server clock, not the browser’s (fake timers)', async () => {
    vi.useFakeTimers()
    // the browser's clock is one hour behind the server's
    vi.setSystemTime(Date.parse(SERVER_TIME) - 3_600_000)
    const fake = fakeRequest(
      { get: [() => Promise.resolve({ request: requestFixture(), receivedAt: Date.now() })] },
      true,
    )
    const actor = start(fake)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ requested: 'idle' })).toBe(true)
    const full = Date.parse(EXPIRE_TIME) - Date.parse(SERVER_TIME)
    expect(remainingMs(actor.getSnapshot().context)).toBe(full)
    await vi.advanceTimersByTimeAsync(3000)
    expect(remainingMs(actor.getSnapshot().context)).toBe(full - 3000)
    actor.stop()
  })

  it('reads the request again when the countdown reaches 0 and shows it expired (fake timers)', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.parse(SERVER_TIME))
    const deadline = new Date(Date.parse(SERVER_TIME) + 3000).toISOString()
    const fake = fakeRequest(
      {
        get: [
          () => Promise.resolve(loaded({ expireTime: deadline }, Date.now())),
          () =>
            Promise.resolve(
              loaded(
                { expireTime: deadline, serverTime: deadline, state: 'expired', stateValue: 'Caducado' },
                Date.now(),
              ),
            ),
        ],
      },
      true,
    )
    const actor = start(fake)
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().matches({ requested: 'idle' })).toBe(true)
    expect(remainingMs(actor.getSnapshot().context)).toBe(1000)
    expect(fake.calls.get).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().matches('expired')).toBe(true)
    expect(fake.calls.get).toBe(2)
    expect(remainingMs(actor.getSnapshot().context)).toBe(0)
    // no ticker once the request is closed
    await vi.advanceTimersByTimeAsync(5000)
    expect(fake.calls.get).toBe(2)
    actor.stop()
  })

  it('waits for an answer in flight before reading an expired request again', async () => {
    let answer: (value: LoadedRequest) => void = () => undefined
    const fake = fakeRequest({ cancel: () => new Promise((resolve) => (answer = resolve)) })
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches({ requested: 'idle' }))
    actor.send({ type: 'cancel.requested' })
    actor.send({ type: 'cancel.confirmed' })
    actor.send({ type: 'clock.ticked', now: Date.parse(EXPIRE_TIME) + 1000 })
    expect(actor.getSnapshot().matches({ requested: 'cancelling' })).toBe(true)
    answer(loaded({ state: 'cancelled' }))
    await waitFor(actor, (s) => s.matches('cancelled'))
    expect(fake.calls.get).toBe(1)
  })
})

describe('payRequestMachine model (xstate/graph)', () => {
  const refusal = new ApiError('state', { state: 255, serverMessage: 'Esta solicitud ya está pagada.' })
  const output = (overrides: Partial<PayRequestDetail>) => loaded(overrides)
  const events: AnyEventObject[] = [
    ...(['requested', 'waitingPayment', 'paid', 'cancelled', 'expired'] as const).map((state) => ({
      type: 'xstate.done.actor.getPayRequest',
      output: output({ state }),
    })),
    { type: 'xstate.error.actor.getPayRequest', error: NOT_FOUND },
    { type: 'retry.requested' },
    { type: 'clock.ticked', now: RECEIVED_AT + 1000 },
    { type: 'clock.ticked', now: Date.parse(EXPIRE_TIME) + 1000 },
    { type: 'cancel.requested' },
    { type: 'cancel.dismissed' },
    { type: 'cancel.confirmed' },
    { type: 'xstate.done.actor.cancelPayRequest', output: output({ state: 'cancelled' }) },
    { type: 'xstate.error.actor.cancelPayRequest', error: refusal },
    { type: 'xstate.error.actor.cancelPayRequest', error: new ApiError('network') },
    { type: 'applicant.identified', known: true },
    { type: 'applicant.identified', known: false },
    { type: 'accept.confirmed' },
    { type: 'xstate.done.actor.acceptPayRequest', output: output({ state: 'waitingPayment' }) },
    { type: 'xstate.error.actor.acceptPayRequest', error: GONE },
    { type: 'xstate.error.actor.acceptPayRequest', error: new ApiError('timeout') },
    { type: 'refuse.requested' },
    { type: 'refuse.dismissed' },
    { type: 'refuse.submitted', reason: 'x' },
    { type: 'refuse.submitted', reason: 'No conozco al solicitante' },
    { type: 'xstate.done.actor.refusePayRequest', output: output({ state: 'cancelled' }) },
    { type: 'xstate.error.actor.refusePayRequest', error: GONE },
    { type: 'xstate.error.actor.refusePayRequest', error: new ApiError('network') },
    { type: 'pay.requested' },
  ]
  const actorNames = [
    'getPayRequest',
    'cancelPayRequest',
    'acceptPayRequest',
    'refusePayRequest',
    'countdownTicker',
  ]
  const roles: PayRequestRole[] = ['applicant', 'payer']
  const runs = roles.map((role) => {
    const input = { requestSn: 'ST202603011000000001', role }
    return { role, input, paths: modelPaths(payRequestMachine, { input, events }) }
  })
  const replay = (input: { requestSn: string; role: PayRequestRole }) => ({
    input,
    actorNames,
    actions: { goToPayment: () => undefined },
  })

  for (const { role, input, paths } of runs) {
    it.each(paths.map((path) => [path.description, path] as const))(
      `a real actor follows the model as ${role}: %s`,
      async (_, path) => {
        const result = await replayPath(payRequestMachine, path, replay(input))
        expect(result.values).toEqual(path.steps.map((step) => step.value as StateValue))
      },
    )
  }

  it('reaches every state node and takes every transition of the definition, both roles together', async () => {
    // the definition is read, not listed: make sure the reading sees the whole machine
    expect(allStateIds(payRequestMachine)).toContain('payRequest.waitingPayment.refusing')
    expect(allTransitionKeys(payRequestMachine)).toContain(
      'payRequest.requested.accepting on xstate.done.actor.acceptPayRequest #0',
    )
    const stateIds = new Set<string>()
    const transitionKeys = new Set<string>()
    for (const { input, paths } of runs) {
      for (const path of paths) {
        const result = await replayPath(payRequestMachine, path, replay(input))
        result.stateIds.forEach((id) => stateIds.add(id))
        result.transitionKeys.forEach((key) => transitionKeys.add(key))
      }
    }
    expect({
      states: allStateIds(payRequestMachine).filter((id) => !stateIds.has(id)),
      transitions: allTransitionKeys(payRequestMachine).filter((key) => !transitionKeys.has(key)),
    }).toEqual({ states: [], transitions: [] })
  })
})
