import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { ContractDetail } from '../../src/api/contracts'
import { ApiError } from '../../src/api/errors'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { contractDetailMachine } from './contract-detail.machine'

const CONTRACT: ContractDetail = {
  contractNo: 'CB202600000001',
  title: 'Contrato marco de suministro de cemento 2026',
  source: 'upload',
  state: 'pendingSignature',
  storeId: 3,
  storeName: 'Guangzhou Hengda Materiales Co., Ltd.',
  orderSn: null,
  amount: 48500,
  startDate: '2026-10-16',
  endDate: '2027-01-24',
  createdAt: '2026-10-16T04:00:00.000Z',
  signedAt: null,
  buyer: { name: 'Importadora Caribe S.A.', email: 'comprador@example.com' },
  seller: { storeId: 3, storeName: 'Guangzhou Hengda Materiales Co., Ltd.' },
  signerName: null,
  files: [
    {
      fileId: 11,
      fileName: 'CB202600000001.pdf',
      contentType: 'application/pdf',
      size: 1107,
      kind: 'document',
    },
  ],
  history: [{ at: '2026-10-16T04:00:00.000Z', event: 'created', actor: 'buyer' }],
  canSign: true,
  canCancel: true,
}
const CANCELLED: ContractDetail = { ...CONTRACT, state: 'cancelled', canSign: false, canCancel: false }
const REFUSED = new ApiError('state', { state: 255, serverMessage: 'Este contrato no se puede anular.' })

describe('contractDetailMachine', () => {
  it('withdraws an own contract only after the confirmation, and shows it cancelled', async () => {
    const cancels: string[] = []
    const machine = contractDetailMachine.provide({
      actors: {
        getContract: fromPromise(() => Promise.resolve(CONTRACT)),
        cancelContract: fromPromise(({ input }: { input: { contractNo: string } }) => {
          cancels.push(input.contractNo)
          return Promise.resolve(CANCELLED)
        }),
      },
    })
    const actor = createActor(machine, { input: { contractNo: CONTRACT.contractNo } }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'cancel.requested' })
    actor.send({ type: 'cancel.dismissed' })
    expect(cancels).toEqual([])
    actor.send({ type: 'cancel.requested' })
    actor.send({ type: 'cancel.confirmed' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.cancelled)
    expect(cancels).toEqual([CONTRACT.contractNo])
    expect(actor.getSnapshot().context.contract?.state).toBe('cancelled')
    // nothing more to withdraw
    actor.send({ type: 'cancel.requested' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
  })
})

describe('contractDetailMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getContract', output: CONTRACT },
    { type: 'xstate.error.actor.getContract', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'cancel.requested' },
    { type: 'cancel.dismissed' },
    { type: 'cancel.confirmed' },
    { type: 'xstate.done.actor.cancelContract', output: CONTRACT },
    { type: 'xstate.error.actor.cancelContract', error: REFUSED },
  ]
  const input = { contractNo: CONTRACT.contractNo }
  const paths = modelPaths(contractDetailMachine, { input, events })
  const replay = { input, actorNames: ['getContract', 'cancelContract'] }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(contractDetailMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(contractDetailMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
