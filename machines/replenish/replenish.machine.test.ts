import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { ReplenishValues } from '../../src/schemas/replenish.schema'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { replenishMachine } from './replenish.machine'

const INPUT = { verify: 'verify-5-17', email: 'nuevo@example.com' }
const PERSONAL: ReplenishValues = {
  memberType: 1,
  memberTrueName: 'Yanelis Castro Ruiz',
  nationalId: '11010519491231002X',
  companyName: 'ignorada',
  contactName: 'ignorado',
  mobile: '13800138000',
}
const FORGED = new ApiError('state', { state: 255, serverMessage: 'El enlace ha caducado o no es válido.' })

describe('replenishMachine', () => {
  it('sends the verify value with only the fields of the chosen member type, then is in review', async () => {
    const sent: unknown[] = []
    const machine = replenishMachine.provide({
      actors: {
        postReplenish: fromPromise(({ input }) => {
          sent.push(input)
          return Promise.resolve({ memberEmail: INPUT.email, dofipayRegisterStatus: 1 })
        }),
      },
    })
    const actor = createActor(machine, { input: INPUT }).start()
    actor.send({ type: 'form.submitted', values: PERSONAL })
    actor.send({ type: 'form.submitted', values: { ...PERSONAL, memberType: 3 } })
    await waitFor(actor, (s) => s.matches('inReview'))
    expect(sent).toEqual([
      {
        ...INPUT,
        memberType: 1,
        mobile: PERSONAL.mobile,
        memberTrueName: PERSONAL.memberTrueName,
        nationalId: PERSONAL.nationalId,
      },
    ])
  })
})

describe('replenishMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'form.submitted', values: PERSONAL },
    { type: 'form.submitted', values: { ...PERSONAL, memberType: 3 } },
    {
      type: 'xstate.done.actor.postReplenish',
      output: { memberEmail: INPUT.email, dofipayRegisterStatus: 1 },
    },
    { type: 'xstate.error.actor.postReplenish', error: FORGED },
  ]
  const paths = modelPaths(replenishMachine, { input: INPUT, events })
  const replay = { input: INPUT, actorNames: ['postReplenish'] }

  it('a real actor follows every path of the model', async () => {
    for (const path of paths) {
      const result = await replayPath(replenishMachine, path, replay)
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(replenishMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
