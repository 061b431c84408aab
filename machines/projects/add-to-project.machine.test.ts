// Walk tests of «Añadir a un proyecto» on the product page (issue 27 leftovers item 3): every edge replayed on a
// real actor with fake actors, every state and transition reached; no project chosen or a quantity that breaks
// the purchase rules shows the problems and sends nothing; the line is sent with the chosen project and
// quantity; a refusal keeps the choice.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { ProjectDetail, ProjectSummary } from '../../src/api/projects'
import { validationMessages } from '../../src/schemas/messages'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import {
  addedProjectOf,
  addToProjectErrorOf,
  addToProjectMachine,
  addToProjectProblemsOf,
  addToProjectStageOf,
  chosenProjectIdOf,
  projectQuantityOf,
} from './add-to-project.machine'

const HOTEL: ProjectSummary = {
  projectId: 7,
  name: 'Hotel Malecón',
  description: '',
  startDate: '2026-11-01',
  endDate: '2027-03-31',
  state: 'inProgress',
  productCount: 2,
  createTime: '2026-10-20T10:00:00.000Z',
}
const DETAIL = { ...HOTEL, products: [] } as unknown as ProjectDetail
const full = new ApiError('state', { state: 255, serverMessage: 'El proyecto ya tiene 100 productos.' })
const input = { productId: 31, minBuyNum: 10 }

describe('addToProjectMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listProjectChoices', output: [HOTEL] },
    { type: 'xstate.error.actor.listProjectChoices', error: new ApiError('network') },
    { type: 'retry.requested' },
    { type: 'project.chosen', projectId: 7 },
    { type: 'quantity.changed', value: '15' },
    { type: 'quantity.changed', value: '20' },
    { type: 'submitted' },
    { type: 'xstate.done.actor.addProduct', output: DETAIL },
    { type: 'xstate.error.actor.addProduct', error: full },
  ]
  const actorNames = ['listProjectChoices', 'addProduct']
  const runs = [
    { input, events },
    // a member with no project: the dialog says so
    { input, events: [{ type: 'xstate.done.actor.listProjectChoices', output: [] }] },
  ]

  it('a real actor follows every path of the model, and every state and transition is reached', async () => {
    const missed = new Set(allStateIds(addToProjectMachine))
    let transitions: string[] | null = null
    for (const run of runs) {
      const paths = modelPaths(addToProjectMachine, run)
      for (const path of paths) {
        const result = await replayPath(addToProjectMachine, path, { input, actorNames })
        expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
      }
      const left = await uncovered(addToProjectMachine, paths, { input, actorNames })
      for (const id of allStateIds(addToProjectMachine)) if (!left.states.includes(id)) missed.delete(id)
      transitions = transitions
        ? transitions.filter((key) => left.transitions.includes(key))
        : left.transitions
    }
    expect({ states: [...missed], transitions }).toEqual({ states: [], transitions: [] })
  })
})

describe('addToProjectMachine rules', () => {
  const start = (
    add: (body: { projectId: number; productId: number; number: number }) => Promise<ProjectDetail>,
  ) => {
    const actor = createActor(
      addToProjectMachine.provide({
        actors: {
          listProjectChoices: fromPromise(async () => [HOTEL]),
          addProduct: fromPromise<ProjectDetail, { projectId: number; productId: number; number: number }>(
            ({ input: body }) => add(body),
          ),
        },
      }),
      { input },
    )
    actor.start()
    return actor
  }

  it('starts at the minimum order, and shows the problems of no project and a broken quantity without sending', async () => {
    const sent: unknown[] = []
    const actor = start(async (body) => {
      sent.push(body)
      return DETAIL
    })
    await waitFor(actor, (s) => addToProjectStageOf(s) === 'choosing')
    expect(projectQuantityOf(actor.getSnapshot())).toBe('10')
    actor.send({ type: 'quantity.changed', value: '15' })
    actor.send({ type: 'submitted' })
    expect(addToProjectProblemsOf(actor.getSnapshot())).toEqual({
      projectId: { id: validationMessages.projectRequired.id },
      quantity: { id: validationMessages.quantityMultiple.id, values: { min: 10 } },
    })
    actor.send({ type: 'quantity.changed', value: 'abc' })
    expect(addToProjectProblemsOf(actor.getSnapshot()).quantity).toEqual({
      id: validationMessages.quantityInteger.id,
    })
    expect(sent).toEqual([])
  })

  it('adds the SKU to the chosen project with the quantity, and names the project', async () => {
    const sent: unknown[] = []
    const actor = start(async (body) => {
      sent.push(body)
      return DETAIL
    })
    await waitFor(actor, (s) => addToProjectStageOf(s) === 'choosing')
    actor.send({ type: 'project.chosen', projectId: 7 })
    actor.send({ type: 'quantity.changed', value: ' 30 ' })
    actor.send({ type: 'submitted' })
    await waitFor(actor, (s) => addToProjectStageOf(s) === 'added')
    expect(sent).toEqual([{ projectId: 7, productId: 31, number: 30 }])
    expect(addedProjectOf(actor.getSnapshot())?.name).toBe('Hotel Malecón')
  })

  it('keeps the choice when the server refuses, in its words', async () => {
    const actor = start(async () => {
      throw full
    })
    await waitFor(actor, (s) => addToProjectStageOf(s) === 'choosing')
    actor.send({ type: 'project.chosen', projectId: 7 })
    actor.send({ type: 'submitted' })
    await waitFor(actor, (s) => addToProjectErrorOf(s) !== null)
    expect(addToProjectErrorOf(actor.getSnapshot())).toEqual({ text: 'El proyecto ya tiene 100 productos.' })
    expect(chosenProjectIdOf(actor.getSnapshot())).toBe(7)
    expect(addToProjectStageOf(actor.getSnapshot())).toBe('choosing')
  })
})
