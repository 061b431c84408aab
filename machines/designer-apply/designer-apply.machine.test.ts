// Walk tests of applying to become a designer (issue 27 item 5): every edge of the machine replayed on a real
// actor with fake actors, every state and transition reached; the shared rule refuses an incomplete form before
// anything is sent; a sixth image is refused; a refusal keeps what was typed; a portfolio file is told by its
// content and size; "Volver a solicitar" fills the form with the rejected application.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { DesignerApply } from '../../src/api/designers'
import { designerApplyMessages } from '../../src/schemas/designer-apply-rules'
import { allStateIds, modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { designerApplySubmit, portfolioFileProblem, type PortfolioUpload } from './designer-apply.actors'
import {
  designerApplyErrorOf,
  designerApplyMachine,
  designerApplyStageOf,
  designerApplyValuesOf,
  formProblems,
  portfolioErrorOf,
  portfolioImagesOf,
} from './designer-apply.machine'

const APPLY: DesignerApply = {
  applyId: 7,
  realName: 'Ana Laura Martínez Díaz',
  specialty: 'Interiores',
  intro: 'Diseño de tiendas y hoteles en La Habana.',
  images: ['/mock-uploads/portfolio/abc.png'],
  state: 1,
  rejectReason: null,
  createTime: '2026-11-01T10:00:00.000Z',
  reviewTime: null,
}
const REJECTED: DesignerApply = { ...APPLY, state: 3, rejectReason: 'Faltan obras terminadas.' }
const APPROVED: DesignerApply = { ...APPLY, state: 2 }
const refusal = new ApiError('state', { state: 255, serverMessage: 'Ya tiene una solicitud en revisión.' })
const lost = new ApiError('network')
const png = new File(
  [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
  'a.png',
)
const UPLOADED: PortfolioUpload = {
  uploaded: [{ url: '/mock-uploads/portfolio/x.png', name: 'a.png' }],
  problem: null,
}

describe('designerApplyMachine model (xstate/graph)', () => {
  const formEvents: AnyEventObject[] = [
    { type: 'field.changed', field: 'realName', value: 'Ana Laura Martínez Díaz' },
    { type: 'field.changed', field: 'specialty', value: 'Interiores' },
    { type: 'field.changed', field: 'intro', value: 'Diseño de tiendas y hoteles en La Habana.' },
    { type: 'images.picked', files: [png] },
    { type: 'images.picked', files: Array.from({ length: 6 }, () => png) },
    { type: 'xstate.done.actor.uploadPortfolio', output: UPLOADED },
    { type: 'image.removed', index: 0 },
    { type: 'form.submitted' },
    { type: 'xstate.done.actor.submitDesignerApply', output: { kind: 'answered', answer: APPLY } },
    {
      type: 'xstate.done.actor.submitDesignerApply',
      output: { kind: 'failed', error: refusal, definitive: true },
    },
    { type: 'retry.requested' },
    { type: 'reapply.requested' },
  ]
  const runs = [null, APPLY, REJECTED, APPROVED].map((record) => ({
    input: {},
    events: [
      { type: 'xstate.done.actor.getDesignerApply', output: record },
      { type: 'xstate.error.actor.getDesignerApply', error: lost },
      ...formEvents,
    ],
  }))
  const actorNames = ['getDesignerApply', 'uploadPortfolio', 'submitDesignerApply']

  it('a real actor follows every path of the model, and every state and transition is reached', async () => {
    const missedStates = new Set(allStateIds(designerApplyMachine))
    let missedTransitions: string[] | null = null
    for (const run of runs) {
      const paths = modelPaths(designerApplyMachine, run)
      for (const path of paths) {
        const result = await replayPath(designerApplyMachine, path, { input: run.input, actorNames })
        expect(result.values, path.description).toEqual(path.steps.map((step) => step.value))
      }
      const left = await uncovered(designerApplyMachine, paths, { input: run.input, actorNames })
      for (const id of allStateIds(designerApplyMachine))
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

describe('designerApplyMachine rules', () => {
  const start = (record: DesignerApply | null, submit = designerApplySubmit(async () => APPLY)) => {
    const actor = createActor(
      designerApplyMachine.provide({
        actors: {
          getDesignerApply: fromPromise(async () => record),
          uploadPortfolio: fromPromise(async () => UPLOADED),
          submitDesignerApply: submit,
        },
      }),
      { input: { realName: 'Ana Laura Martínez Díaz' } },
    )
    actor.start()
    return actor
  }

  it('asks for a speciality, a presentation and one image before sending anything', async () => {
    let sent = 0
    const actor = start(
      null,
      designerApplySubmit(async () => {
        sent += 1
        return APPLY
      }),
    )
    await waitFor(actor, (s) => designerApplyStageOf(s) === 'form')
    actor.send({ type: 'form.submitted' })
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['images', 'intro', 'specialty'])
    expect(actor.getSnapshot().context.errors.images?.id).toBe(designerApplyMessages.imagesRequired.id)
    expect(sent).toBe(0)
  })

  it('refuses a sixth image without sending it', async () => {
    const actor = start(null)
    await waitFor(actor, (s) => designerApplyStageOf(s) === 'form')
    actor.send({ type: 'images.picked', files: Array.from({ length: 6 }, () => png) })
    expect(portfolioErrorOf(actor.getSnapshot())).toEqual({
      id: designerApplyMessages.imagesTooMany.id,
      values: { max: 5 },
    })
    expect(portfolioImagesOf(actor.getSnapshot())).toEqual([])
  })

  it('keeps what was typed and the images when the server refuses, then sends again', async () => {
    let calls = 0
    const actor = start(
      null,
      designerApplySubmit(async () => {
        calls += 1
        if (calls === 1) throw refusal
        return APPLY
      }),
    )
    await waitFor(actor, (s) => designerApplyStageOf(s) === 'form')
    actor.send({ type: 'field.changed', field: 'specialty', value: 'Interiores' })
    actor.send({ type: 'field.changed', field: 'intro', value: 'Diseño de tiendas y hoteles.' })
    actor.send({ type: 'images.picked', files: [png] })
    await waitFor(actor, (s) => portfolioImagesOf(s).length === 1)
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => designerApplyErrorOf(s) !== null)
    expect(designerApplyErrorOf(actor.getSnapshot())).toEqual({ text: 'Ya tiene una solicitud en revisión.' })
    expect(designerApplyValuesOf(actor.getSnapshot()).specialty).toBe('Interiores')
    expect(portfolioImagesOf(actor.getSnapshot())).toHaveLength(1)
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => designerApplyStageOf(s) === 'inReview')
  })

  it('shows the rejection, and "Volver a solicitar" fills the form with the rejected application', async () => {
    const actor = start(REJECTED)
    await waitFor(actor, (s) => designerApplyStageOf(s) === 'turnedDown')
    actor.send({ type: 'reapply.requested' })
    expect(designerApplyStageOf(actor.getSnapshot())).toBe('form')
    expect(designerApplyValuesOf(actor.getSnapshot())).toEqual({
      realName: REJECTED.realName,
      specialty: REJECTED.specialty,
      intro: REJECTED.intro,
    })
    expect(portfolioImagesOf(actor.getSnapshot()).map((image) => image.url)).toEqual(REJECTED.images)
    expect(formProblems(actor.getSnapshot().context)).toEqual({})
  })

  it('tells a portfolio file by its content and size: a PDF renamed .png and a 2 MB image are refused', async () => {
    expect(await portfolioFileProblem(png)).toBeNull()
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n')], 'obra.png', { type: 'image/png' })
    expect(await portfolioFileProblem(pdf)).toEqual({ id: 'validation.upload.fileFormat' })
    const big = new File([png, new Uint8Array(2 * 1024 * 1024)], 'grande.png', { type: 'image/png' })
    expect(await portfolioFileProblem(big)).toEqual({ id: expect.stringMatching(/fileTooBig/) })
  })
})
