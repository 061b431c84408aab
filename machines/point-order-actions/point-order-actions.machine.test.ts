// Walk test of one points order's screen (issue 12 item 5): every edge replayed on a real actor with fake
// actors; every state and transition of the definition reached.
import type { AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { pointOrderActionsMachine } from './point-order-actions.machine'

const ORDER = { orderSn: 'PT1', orderState: 20 }
const ACTORS = ['getPointOrder', 'cancelPointOrder', 'receivePointOrder', 'deletePointOrder']

describe('pointOrderActionsMachine model (xstate/graph)', () => {
  const error = new ApiError('state', {
    state: 255,
    serverMessage: 'Acción no permitida en el estado actual del pedido.',
  })
  const events: AnyEventObject[] = [
    ...ACTORS.flatMap((name) => [
      { type: `xstate.done.actor.${name}`, output: ORDER },
      { type: `xstate.error.actor.${name}`, error },
    ]),
    { type: 'retry.requested' },
    { type: 'cancel.requested' },
    { type: 'receive.requested' },
    { type: 'delete.requested' },
  ]
  const input = { orderSn: 'PT1' }
  const paths = modelPaths(pointOrderActionsMachine, { input, events })
  const replay = { input, actorNames: ACTORS }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(pointOrderActionsMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(pointOrderActionsMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
