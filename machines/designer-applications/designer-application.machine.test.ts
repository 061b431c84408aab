// Walk tests of an enterprise's designer application (issue 27 item 5): every edge replayed on a real actor with
// fake actors, every state and transition reached; a decline needs a reason (the shared rule) before anything
// is sent; a decision refused because another tab decided first shows the refusal and reads the application again.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { DesignerApplication, DesignerApplicationDecision } from '../../src/api/designers'
import { designerApplyMessages } from '../../src/schemas/designer-apply-rules'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import {
  declineReasonErrorOf,
  designerApplicationErrorOf,
  designerApplicationMachine,
  designerApplicationOf,
  designerApplicationStageOf,
  openDecisionOf,
} from './designer-application.machine'

const PENDING: DesignerApplication = {
  desAppId: 3,
  designerId: 12,
  designerName: 'Laura Beatriz Ortega Ramos',
  specialty: 'Arquitectura de interiores',
  message: 'Propongo selecciones de sillas y lámparas.',
  images: [],
  state: 1,
  declineReason: null,
  createTime: '2026-11-20T10:00:00.000Z',
  decideTime: null,
}
const ACCEPTED: DesignerApplication = { ...PENDING, state: 2, decideTime: '2026-11-21T10:00:00.000Z' }
const lost = new ApiError('network')
const decided = new ApiError('state', { state: 255, serverMessage: 'Esta solicitud ya se decidió.' })

describe('designerApplicationMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.error.actor.getDesignerApplication', error: lost },
    { type: 'retry.requested' },
    { type: 'accept.requested' },
    { type: 'decline.requested' },
    { type: 'reason.changed', value: 'x' },
    { type: 'reason.changed', value: 'No compramos esa línea.' },
    { type: 'decision.confirmed' },
    { type: 'decision.cancelled' },
    { type: 'xstate.done.actor.decideDesignerApplication', output: ACCEPTED },
    { type: 'xstate.error.actor.decideDesignerApplication', error: decided },
  ]
  const runs = [PENDING, ACCEPTED].map((application) => ({
    input: { desAppId: 3 },
    events: [{ type: 'xstate.done.actor.getDesignerApplication', output: application }, ...events],
  }))
  const actorNames = ['getDesignerApplication', 'decideDesignerApplication']

  it('a real actor follows every path of the model, and every state and transition is reached', async () => {
    const missedStates = new Set(allStateIds(designerApplicationMachine))
    let missedTransitions: string[] | null = null
    for (const run of runs) {
      // the reload after a refused decision is the same actor name: the model sends its done event too
      const paths = modelPaths(designerApplicationMachine, run)
      for (const path of paths) {
        const result = await replayPath(designerApplicationMachine, path, { input: run.input, actorNames })
        expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
      }
      const left = await uncovered(designerApplicationMachine, paths, { input: run.input, actorNames })
      for (const id of allStateIds(designerApplicationMachine))
        if (!left.states.includes(id)) missedStates.delete(id)
      missedTransitions = missedTransitions
        ? missedTransitions.filter((key) => left.transitions.includes(key))
        : left.transitions
    }
    expect({ states: [...missedStates], transitions: missedTransitions }).toEqual({
      states: [],
      transitions: [],
    })
  })
})

describe('designerApplicationMachine rules', () => {
  const start = (decide: (input: DesignerApplicationDecision) => Promise<DesignerApplication>) => {
    const actor = createActor(
      designerApplicationMachine.provide({
        actors: {
          getDesignerApplication: fromPromise(async () => PENDING),
          decideDesignerApplication: fromPromise<DesignerApplication, DesignerApplicationDecision>(
            ({ input }) => decide(input),
          ),
        },
      }),
      { input: { desAppId: 3 } },
    )
    actor.start()
    return actor
  }

  it('asks for a reason of 2–200 characters before a decline is sent', async () => {
    const sent: DesignerApplicationDecision[] = []
    const actor = start(async (input) => {
      sent.push(input)
      return { ...PENDING, state: 3, declineReason: input.reason ?? null }
    })
    await waitFor(actor, (s) => designerApplicationStageOf(s) === 'shown')
    actor.send({ type: 'decline.requested' })
    expect(openDecisionOf(actor.getSnapshot())).toBe('decline')
    actor.send({ type: 'decision.confirmed' })
    expect(declineReasonErrorOf(actor.getSnapshot())).toEqual({ id: designerApplyMessages.reason.id })
    expect(sent).toEqual([])
    actor.send({ type: 'reason.changed', value: 'No compramos esa línea este año.' })
    actor.send({ type: 'decision.confirmed' })
    await waitFor(actor, (s) => designerApplicationOf(s)?.state === 3)
    expect(sent).toEqual([{ desAppId: 3, decision: 'decline', reason: 'No compramos esa línea este año.' }])
    expect(openDecisionOf(actor.getSnapshot())).toBeNull()
  })

  it('accepts after a confirmation', async () => {
    const actor = start(async () => ACCEPTED)
    await waitFor(actor, (s) => designerApplicationStageOf(s) === 'shown')
    actor.send({ type: 'accept.requested' })
    expect(openDecisionOf(actor.getSnapshot())).toBe('accept')
    actor.send({ type: 'decision.confirmed' })
    await waitFor(actor, (s) => designerApplicationOf(s)?.state === 2)
  })

  it('shows the refusal when another tab decided first, and reads the application again', async () => {
    const actor = start(async () => {
      throw decided
    })
    await waitFor(actor, (s) => designerApplicationStageOf(s) === 'shown')
    actor.send({ type: 'accept.requested' })
    actor.send({ type: 'decision.confirmed' })
    await waitFor(actor, (s) => designerApplicationErrorOf(s) !== null && !s.hasTag('busy'))
    expect(designerApplicationErrorOf(actor.getSnapshot())).toEqual({ text: 'Esta solicitud ya se decidió.' })
    expect(openDecisionOf(actor.getSnapshot())).toBeNull()
  })
})
