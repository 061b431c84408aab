// Walk tests of a designer applying to join an enterprise, /member/apply (issue 27 item 5): every edge replayed on
// a real actor with fake actors, every state and transition reached; an incomplete form shows the shared rule's
// problems and sends nothing; a sent application empties the form and reads the list again; a refusal keeps what
// was typed; a pending application is withdrawn after a confirmation.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { DesignerEnterprise, DesignerJoinInput, OwnDesignerApplication } from '../../src/api/designers'
import type { SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { designerJoinMessages } from '../../src/schemas/designer-join.schema'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { designerJoinSubmit } from './designer-join.actors'
import {
  chosenEnterpriseOf,
  designerJoinErrorOf,
  designerJoinMachine,
  designerJoinNoticeOf,
  designerJoinProblemsOf,
  designerJoinStageOf,
  isDesignerJoinBusy,
  joinMessageOf,
  ownApplicationsOf,
  withdrawingApplicationOf,
} from './designer-join.machine'

const ORIENTE: DesignerEnterprise = { enterpriseId: 4, enterpriseName: 'Comercializadora Oriente S.A.' }
const PENDING: OwnDesignerApplication = {
  desAppId: 9,
  enterpriseId: 1,
  enterpriseName: 'Importadora Caribe S.A.',
  specialty: 'Interiores comerciales',
  message: 'Propongo iluminación para sus hoteles.',
  state: 1,
  declineReason: null,
  createTime: '2026-11-20T10:00:00.000Z',
  decideTime: null,
}
const DECLINED: OwnDesignerApplication = {
  ...PENDING,
  desAppId: 8,
  state: 3,
  declineReason: 'No compramos iluminación.',
  decideTime: '2026-11-21T10:00:00.000Z',
}
const SENT: OwnDesignerApplication = {
  ...PENDING,
  desAppId: 10,
  enterpriseId: 4,
  enterpriseName: ORIENTE.enterpriseName,
}
const MESSAGE = 'Propongo selecciones de iluminación para sus almacenes.'
const refused = new ApiError('state', {
  state: 255,
  serverMessage: 'Ya tiene una solicitud pendiente con esta empresa.',
})
const lost = new ApiError('network')

describe('designerJoinMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.listOwnDesignerApplications', output: [PENDING, DECLINED] },
    { type: 'xstate.error.actor.listOwnDesignerApplications', error: lost },
    { type: 'retry.requested' },
    { type: 'keyword.changed', value: 'oriente' },
    { type: 'search.requested' },
    { type: 'xstate.done.actor.searchDesignerEnterprises', output: [ORIENTE] },
    { type: 'xstate.error.actor.searchDesignerEnterprises', error: lost },
    { type: 'enterprise.chosen', enterprise: ORIENTE },
    { type: 'message.changed', value: 'corto' },
    { type: 'message.changed', value: MESSAGE },
    { type: 'form.submitted' },
    { type: 'xstate.done.actor.submitDesignerJoin', output: { kind: 'answered', answer: SENT } },
    {
      type: 'xstate.done.actor.submitDesignerJoin',
      output: {
        kind: 'failed',
        error: refused,
        definitive: true,
      } satisfies SubmitOutcome<OwnDesignerApplication>,
    },
    { type: 'withdraw.requested', desAppId: 9 },
    // a decided application cannot be withdrawn: the model finds no transition for it
    { type: 'withdraw.requested', desAppId: 8 },
    { type: 'withdraw.confirmed' },
    { type: 'withdraw.cancelled' },
    { type: 'xstate.done.actor.withdrawDesignerApplication' },
    { type: 'xstate.error.actor.withdrawDesignerApplication', error: refused },
  ]
  const actorNames = [
    'listOwnDesignerApplications',
    'searchDesignerEnterprises',
    'submitDesignerJoin',
    'withdrawDesignerApplication',
  ]
  const paths = modelPaths(designerJoinMachine, { events })

  it('a real actor follows every path of the model', async () => {
    for (const path of paths) {
      const result = await replayPath(designerJoinMachine, path, { actorNames })
      expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
    }
  })

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(allStateIds(designerJoinMachine).length).toBeGreaterThan(10)
    expect(await uncovered(designerJoinMachine, paths, { actorNames })).toEqual({
      states: [],
      transitions: [],
    })
  })
})

describe('designerJoinMachine rules', () => {
  const start = (send: (body: DesignerJoinInput, key: string | null) => Promise<OwnDesignerApplication>) => {
    let lists = 0
    const actor = createActor(
      designerJoinMachine.provide({
        actors: {
          listOwnDesignerApplications: fromPromise(async () => (lists++ === 0 ? [PENDING] : [SENT, PENDING])),
          searchDesignerEnterprises: fromPromise(async () => [ORIENTE]),
          submitDesignerJoin: designerJoinSubmit(send),
          withdrawDesignerApplication: fromPromise<void, { desAppId: number }>(async () => {}),
        },
      }),
    )
    actor.start()
    return actor
  }

  it('shows the shared rule’s problems of an incomplete form and sends nothing', async () => {
    const sent: DesignerJoinInput[] = []
    const actor = start(async (body) => {
      sent.push(body)
      return SENT
    })
    await waitFor(actor, (s) => designerJoinStageOf(s) === 'ready')
    actor.send({ type: 'message.changed', value: 'corto' })
    actor.send({ type: 'form.submitted' })
    expect(designerJoinProblemsOf(actor.getSnapshot())).toEqual({
      enterpriseId: { id: designerJoinMessages.enterprise.id },
      message: { id: designerJoinMessages.message.id },
    })
    actor.send({ type: 'enterprise.chosen', enterprise: ORIENTE })
    actor.send({ type: 'message.changed', value: MESSAGE })
    expect(designerJoinProblemsOf(actor.getSnapshot())).toEqual({})
    expect(sent).toEqual([])
  })

  it('sends once with the trimmed message, empties the form and reads the list again', async () => {
    const sent: { body: DesignerJoinInput; key: string | null }[] = []
    const actor = start(async (body, key) => {
      sent.push({ body, key })
      return SENT
    })
    await waitFor(actor, (s) => designerJoinStageOf(s) === 'ready')
    actor.send({ type: 'keyword.changed', value: 'oriente' })
    actor.send({ type: 'search.requested' })
    actor.send({ type: 'enterprise.chosen', enterprise: ORIENTE })
    actor.send({ type: 'message.changed', value: `  ${MESSAGE}  ` })
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => ownApplicationsOf(s).length === 2 && !isDesignerJoinBusy(s))
    expect(sent).toEqual([{ body: { enterpriseId: 4, message: MESSAGE }, key: expect.any(String) }])
    expect(designerJoinNoticeOf(actor.getSnapshot())).toEqual({
      kind: 'sent',
      enterpriseName: ORIENTE.enterpriseName,
    })
    expect(chosenEnterpriseOf(actor.getSnapshot())).toBeNull()
    expect(joinMessageOf(actor.getSnapshot())).toBe('')
  })

  it('keeps what was typed when the server refuses, in its words', async () => {
    const actor = start(async () => {
      throw refused
    })
    await waitFor(actor, (s) => designerJoinStageOf(s) === 'ready')
    actor.send({ type: 'enterprise.chosen', enterprise: ORIENTE })
    actor.send({ type: 'message.changed', value: MESSAGE })
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => designerJoinErrorOf(s) !== null && !isDesignerJoinBusy(s))
    expect(designerJoinErrorOf(actor.getSnapshot())).toEqual({
      text: 'Ya tiene una solicitud pendiente con esta empresa.',
    })
    expect(chosenEnterpriseOf(actor.getSnapshot())).toEqual(ORIENTE)
    expect(joinMessageOf(actor.getSnapshot())).toBe(MESSAGE)
  })

  it('withdraws a pending application after a confirmation', async () => {
    const actor = start(async () => SENT)
    await waitFor(actor, (s) => designerJoinStageOf(s) === 'ready')
    actor.send({ type: 'withdraw.requested', desAppId: 9 })
    expect(withdrawingApplicationOf(actor.getSnapshot())).toEqual(PENDING)
    actor.send({ type: 'withdraw.confirmed' })
    await waitFor(actor, (s) => designerJoinNoticeOf(s)?.kind === 'retracted' && !isDesignerJoinBusy(s))
    expect(designerJoinNoticeOf(actor.getSnapshot())).toEqual({
      kind: 'retracted',
      enterpriseName: PENDING.enterpriseName,
    })
    expect(withdrawingApplicationOf(actor.getSnapshot())).toBeNull()
  })
})
