import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { RefundDetail, ReturnLogisticsRequest } from '../../src/api/after-sales'
import { ApiError } from '../../src/api/errors'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { REFUND_AFS_SN, refundFixture } from '../refund-apply/refund.fixtures'
import { refundDetailMachine } from './refund-detail.machine'

const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })
const LOGISTICS = { expressId: 2, trackingNumber: 'AB123456' }
const CARRIERS = [
  { expressId: 1, expressName: 'Correos de Cuba' },
  { expressId: 2, expressName: 'Transcargo' },
]

interface FakeOptions {
  load?: () => Promise<RefundDetail>
  ship?: (body: ReturnLogisticsRequest) => Promise<RefundDetail>
  withdraw?: () => Promise<RefundDetail>
}

function fakeDetail(options: FakeOptions = {}) {
  const calls = { getRefund: 0, shipReturn: [] as ReturnLogisticsRequest[], withdrawRefund: 0 }
  const machine = refundDetailMachine.provide({
    actors: {
      listCarriers: fromPromise(() => Promise.resolve(CARRIERS)),
      getRefund: fromPromise(() => {
        calls.getRefund += 1
        return options.load?.() ?? Promise.resolve(refundFixture('applied'))
      }),
      shipReturn: fromPromise(({ input }: { input: ReturnLogisticsRequest }) => {
        calls.shipReturn.push(input)
        return options.ship?.(input) ?? Promise.resolve(refundFixture('returnShipped'))
      }),
      withdrawRefund: fromPromise(() => {
        calls.withdrawRefund += 1
        return options.withdraw?.() ?? Promise.resolve(refundFixture('withdrawn'))
      }),
    },
  })
  return { machine, calls }
}

const start = (fake: ReturnType<typeof fakeDetail>) =>
  createActor(fake.machine, { input: { afsSn: REFUND_AFS_SN } }).start()

describe('refundDetailMachine', () => {
  it.each([
    ['applied', 'return', 'withdrawable'],
    ['refused', 'refund', 'withdrawable'],
    ['waitingReturn', 'return', 'awaitingReturn'],
    ['returnShipped', 'return', 'settled'],
    ['refunded', 'refund', 'settled'],
    ['withdrawn', 'return', 'settled'],
  ] as const)('offers what the refund machine takes: %s (%s) → %s', async (state, type, mode) => {
    const actor = start(fakeDetail({ load: () => Promise.resolve(refundFixture(state, type)) }))
    await waitFor(actor, (s) => s.matches(mode))
  })

  it('withdraws only after the buyer confirms, and shows the withdrawn refund', async () => {
    const fake = fakeDetail()
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches({ withdrawable: 'idle' }))
    actor.send({ type: 'withdraw.requested' })
    actor.send({ type: 'withdraw.dismissed' })
    expect(fake.calls.withdrawRefund).toBe(0)
    actor.send({ type: 'withdraw.requested' })
    actor.send({ type: 'withdraw.confirmed' })
    actor.send({ type: 'withdraw.confirmed' })
    await waitFor(actor, (s) => s.matches('settled'))
    expect(fake.calls.withdrawRefund).toBe(1)
    expect(actor.getSnapshot().context.refund?.state).toBe('withdrawn')
  })

  it('sends valid return logistics once and shows the goods on their way back', async () => {
    let answer: (detail: RefundDetail) => void = () => undefined
    const fake = fakeDetail({
      load: () => Promise.resolve(refundFixture('waitingReturn')),
      ship: () => new Promise((resolve) => (answer = resolve)),
    })
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches({ awaitingReturn: 'idle' }))
    expect(actor.getSnapshot().context.carriers).toEqual(CARRIERS)
    actor.send({ type: 'return.submitted', expressId: 2, trackingNumber: 'AB-1' })
    expect(actor.getSnapshot().matches({ awaitingReturn: 'idle' })).toBe(true)
    // a carrier that is not in the list (issue 16 item 7)
    actor.send({ type: 'return.submitted', expressId: 9, trackingNumber: 'AB123456' })
    expect(actor.getSnapshot().matches({ awaitingReturn: 'idle' })).toBe(true)
    actor.send({ type: 'return.submitted', expressId: 2, trackingNumber: ' AB123456 ' })
    actor.send({ type: 'return.submitted', ...LOGISTICS })
    expect(fake.calls.shipReturn).toEqual([{ afsSn: REFUND_AFS_SN, ...LOGISTICS }])
    answer(refundFixture('returnShipped'))
    await waitFor(actor, (s) => s.matches('settled'))
  })

  it('reads the refund again after a refusal and keeps the server’s message', async () => {
    let loads = 0
    const fake = fakeDetail({
      load: () => Promise.resolve(refundFixture(++loads === 1 ? 'applied' : 'waitingReturn')),
      withdraw: () => Promise.reject(refused('Esta solicitud ya no se puede retirar.')),
    })
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches({ withdrawable: 'idle' }))
    actor.send({ type: 'withdraw.requested' })
    actor.send({ type: 'withdraw.confirmed' })
    await waitFor(actor, (s) => s.matches('awaitingReturn'))
    expect(actor.getSnapshot().context.actionError).toEqual({
      text: 'Esta solicitud ya no se puede retirar.',
    })
    expect(fake.calls.getRefund).toBe(2)
  })

  it('shows why the refund cannot be read and reads it again on retry', async () => {
    let loads = 0
    const fake = fakeDetail({
      load: () =>
        ++loads === 1
          ? Promise.reject(refused('La solicitud de reembolso no existe.'))
          : Promise.resolve(refundFixture('refunded')),
    })
    const actor = start(fake)
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.loadError).toEqual({ text: 'La solicitud de reembolso no existe.' })
    actor.send({ type: 'retry.requested' })
    await waitFor(actor, (s) => s.matches('settled'))
  })
})

describe('refundDetailMachine model (xstate/graph)', () => {
  const input = { afsSn: REFUND_AFS_SN }
  const events: AnyEventObject[] = [
    ...(['applied', 'waitingReturn', 'refunded'] as const).map((state) => ({
      type: 'xstate.done.actor.getRefund',
      output: refundFixture(state),
    })),
    { type: 'xstate.error.actor.getRefund', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'withdraw.requested' },
    { type: 'withdraw.dismissed' },
    { type: 'withdraw.confirmed' },
    { type: 'xstate.done.actor.withdrawRefund', output: refundFixture('withdrawn') },
    { type: 'xstate.error.actor.withdrawRefund', error: refused('Esta solicitud ya no se puede retirar.') },
    { type: 'xstate.done.actor.listCarriers', output: CARRIERS },
    { type: 'xstate.error.actor.listCarriers', error: new ApiError('network') },
    { type: 'return.submitted', ...LOGISTICS },
    { type: 'return.submitted', expressId: 0, trackingNumber: '#' },
    { type: 'xstate.done.actor.shipReturn', output: refundFixture('returnShipped') },
    {
      type: 'xstate.error.actor.shipReturn',
      error: refused('Esta solicitud no espera la devolución de la mercancía.'),
    },
  ]
  const paths = modelPaths(refundDetailMachine, { input, events })
  const replay = { input, actorNames: ['getRefund', 'listCarriers', 'shipReturn', 'withdrawRefund'] }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(refundDetailMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(refundDetailMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
