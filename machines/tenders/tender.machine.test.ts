import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { TenderDetail } from '../../src/api/tenders'
import { createIdempotentSubmit, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import type { TenderFormValues } from '../../src/schemas/tender.schema'
import {
  allStateIds,
  allTransitionKeys,
  modelPaths,
  replayPath,
  type ModelPath,
} from '../testing/model-coverage'
import {
  tenderActionErrorOf,
  tenderDraftOf,
  tenderInputOf,
  tenderMachine,
  tenderPendingOfferOf,
  tenderStageOf,
} from './tender.machine'

const VALUES: TenderFormValues = {
  title: ' Bloques de hormigón ',
  description: '',
  items: [{ goodsName: 'Bloque 15 cm', buyNum: ' 5000 ', unit: 'unidad' }],
  deadline: '2026-12-10',
  openingDate: '2026-12-11',
}
const offer = (offerSn: string, amount: number) => ({
  offerSn,
  tenderSn: 'TD2026000001',
  storeId: 1,
  storeName: 'Tienda',
  amount,
  deliveryDays: 20,
  note: '',
  createdAt: '2026-12-01T00:00:00.000Z',
  won: false,
})
const tender = (state: TenderDetail['state'], isOwner = true) =>
  ({
    tenderSn: 'TD2026000001',
    state,
    isOwner,
    offers: state === 'open' ? [] : [offer('OF1', 990), offer('OF2', 1200)],
  }) as TenderDetail

describe('tenderMachine', () => {
  it('sends what the form says as the contract wants it', () => {
    expect(tenderInputOf(VALUES)).toMatchObject({
      title: 'Bloques de hormigón',
      items: [{ goodsName: 'Bloque 15 cm', buyNum: 5000, unit: 'unidad' }],
      documents: [],
    })
  })

  it('keeps the draft after a refusal and publishes once with the same key after a lost answer', async () => {
    const keys: (string | null)[] = []
    let calls = 0
    const machine = tenderMachine.provide({
      actors: {
        publishTender: createIdempotentSubmit({
          id: 'publishTender',
          send: (_body, key) => {
            keys.push(key)
            calls += 1
            return calls === 1 ? Promise.reject(new ApiError('network')) : Promise.resolve(tender('open'))
          },
        }),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'publish.submitted', values: VALUES })
    await waitFor(actor, (s) => tenderStageOf(s) === 'drafting' && !s.hasTag('busy'))
    expect(tenderActionErrorOf(actor.getSnapshot())).not.toBeNull()
    expect(tenderDraftOf(actor.getSnapshot())).toEqual(VALUES)
    actor.send({ type: 'publish.submitted', values: VALUES })
    await waitFor(actor, (s) => tenderStageOf(s) === 'receiving')
    expect(keys[0]).toBe(keys[1])
  })

  it('awards one offer after the confirmation, and ignores a second confirmation while awarding', async () => {
    let picks = 0
    const machine = tenderMachine.provide({
      actors: {
        getTender: fromPromise(() => Promise.resolve(tender('opening'))),
        pickWinner: createIdempotentSubmit({
          id: 'pickWinner',
          send: () => {
            picks += 1
            return Promise.resolve(tender('won'))
          },
        }),
      },
    })
    const actor = createActor(machine, { input: { tenderSn: 'TD2026000001' } }).start()
    await waitFor(actor, (s) => tenderStageOf(s) === 'opened' && !s.hasTag('busy'))
    actor.send({ type: 'winner.requested', offerSn: 'OF1' })
    expect(tenderPendingOfferOf(actor.getSnapshot())?.amount).toBe(990)
    actor.send({ type: 'winner.confirmed' })
    actor.send({ type: 'winner.confirmed' })
    await waitFor(actor, (s) => tenderStageOf(s) === 'won' && !s.hasTag('busy'))
    expect(picks).toBe(1)
  })

  it('refuses to award for a reader who is not the owner', async () => {
    const machine = tenderMachine.provide({
      actors: { getTender: fromPromise(() => Promise.resolve(tender('opening', false))) },
    })
    const actor = createActor(machine, { input: { tenderSn: 'TD2026000001' } }).start()
    await waitFor(actor, (s) => tenderStageOf(s) === 'opened' && !s.hasTag('busy'))
    actor.send({ type: 'winner.requested', offerSn: 'OF1' })
    actor.send({ type: 'terminate.requested' })
    expect(tenderPendingOfferOf(actor.getSnapshot())).toBeNull()
    expect(tenderStageOf(actor.getSnapshot())).toBe('opened')
  })
})

describe('tenderMachine model (xstate/graph): publish → receiving → opened → won / terminated', () => {
  const answered = (state: TenderDetail['state']): SubmitOutcome<TenderDetail> => ({
    kind: 'answered',
    answer: tender(state),
  })
  const lost: SubmitOutcome<TenderDetail> = {
    kind: 'failed',
    error: new ApiError('network'),
    definitive: false,
  }
  const refused: SubmitOutcome<TenderDetail> = {
    kind: 'failed',
    error: new ApiError('state', { state: 255, serverMessage: 'Esta licitación ya tiene un adjudicatario.' }),
    definitive: true,
  }
  const events: AnyEventObject[] = [
    { type: 'publish.submitted', values: VALUES },
    { type: 'xstate.done.actor.publishTender', output: answered('open') },
    { type: 'xstate.done.actor.publishTender', output: lost },
    { type: 'refresh.requested' },
    { type: 'xstate.done.actor.getTender', output: tender('open') },
    { type: 'xstate.done.actor.getTender', output: tender('opening') },
    { type: 'xstate.done.actor.getTender', output: tender('won') },
    { type: 'xstate.done.actor.getTender', output: tender('terminated') },
    { type: 'xstate.error.actor.getTender', error: new ApiError('network') },
    { type: 'winner.requested', offerSn: 'OF1' },
    { type: 'winner.cancelled' },
    { type: 'winner.confirmed' },
    { type: 'xstate.done.actor.pickWinner', output: answered('won') },
    { type: 'xstate.done.actor.pickWinner', output: refused },
    { type: 'xstate.done.actor.pickWinner', output: lost },
    { type: 'terminate.requested' },
    { type: 'terminate.cancelled' },
    { type: 'terminate.confirmed', reason: 'Sin financiación' },
    { type: 'xstate.done.actor.terminateTender', output: tender('terminated') },
    { type: 'xstate.error.actor.terminateTender', error: new ApiError('network') },
  ]
  const actorNames = ['getTender', 'publishTender', 'pickWinner', 'terminateTender']

  for (const input of [{}, { tenderSn: 'TD2026000001' }]) {
    const paths: ModelPath[] = modelPaths(tenderMachine, { input, events })
    it(`replays every edge from ${'tenderSn' in input ? 'a loaded tender' : 'the publish form'}`, async () => {
      for (const path of paths) {
        const result = await replayPath(tenderMachine, path, { actorNames, input })
        expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
      }
    })
  }

  it('reaches every state node and takes every transition of the definition', async () => {
    const states = new Set<string>()
    const transitions = new Set<string>()
    for (const input of [{}, { tenderSn: 'TD2026000001' }]) {
      for (const path of modelPaths(tenderMachine, { input, events })) {
        const result = await replayPath(tenderMachine, path, { actorNames, input })
        result.stateIds.forEach((id) => states.add(id))
        result.transitionKeys.forEach((key) => transitions.add(key))
      }
    }
    expect(allStateIds(tenderMachine).filter((id) => !states.has(id))).toEqual([])
    expect(allTransitionKeys(tenderMachine).filter((key) => !transitions.has(key))).toEqual([])
  })
})
