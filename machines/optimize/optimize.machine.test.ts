// Walk tests of a designer's optimisation proposal (issue 28 item 4): every edge of the machine replayed on a real
// actor with fake actors, every state and transition reached; the shared rules refuse short notes before
// anything is sent; a sixth image and a seventh alternative, the product itself or one twice are refused; a
// refusal keeps the notes, images and alternatives; an image is told by its content and size; the load's refusal
// of a non-designer is shown in place.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { Optimize, OptimizeProduct } from '../../src/api/optimize'
import { optimizeMessages } from '../../src/schemas/optimize.schema'
import { allStateIds, modelPaths, replayPath, uncovered, type ModelPath } from '../testing/model-coverage'
import { optimizeFileProblem, optimizeSubmit, type OptimizeUpload } from './optimize.actors'
import {
  optimizeAlternativesOf,
  optimizeErrorOf,
  optimizeImageErrorOf,
  optimizeImagesOf,
  optimizeMachine,
  optimizeNotesOf,
  optimizeProblemsOf,
  optimizeStageOf,
  sentOptimizeOf,
} from './optimize.machine'

const product = (productId: number): OptimizeProduct => ({
  productId,
  goodsId: productId * 10,
  goodsName: `Lámpara ${productId}`,
  goodsImage: '/img.png',
  storeName: 'Tienda',
  goodsPrice: 12.5,
})
const PRODUCT = product(7)
const NOTES = 'Un acabado mate refleja menos la luz.'
const SENT: Optimize = {
  optimizeId: 9,
  product: PRODUCT,
  notes: NOTES,
  images: [],
  alternatives: [product(8)],
  state: 1,
  answer: null,
  createTime: '2026-11-01T10:00:00.000Z',
  answerTime: null,
}
const designersOnly = new ApiError('state', {
  state: 255,
  serverMessage: 'Solo los diseñadores pueden usar esta función',
})
const refusal = new ApiError('state', { state: 255, serverMessage: 'Error al subir el archivo' })
const lost = new ApiError('network')
const png = new File(
  [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
  'a.png',
)
const UPLOADED: OptimizeUpload = {
  uploaded: [{ url: '/mock-uploads/optimize/x.png', name: 'a.png' }],
  problem: null,
}
const input = { productId: 7 }

describe('optimizeMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getOptimizeInit', output: PRODUCT },
    { type: 'xstate.error.actor.getOptimizeInit', error: designersOnly },
    { type: 'retry.requested' },
    { type: 'notes.changed', value: NOTES },
    { type: 'images.picked', files: [png] },
    { type: 'images.picked', files: Array.from({ length: 6 }, () => png) },
    { type: 'xstate.done.actor.uploadOptimizeImages', output: UPLOADED },
    { type: 'image.removed', index: 0 },
    { type: 'search.submitted', keyword: 'lámpara' },
    { type: 'search.submitted', keyword: '   ' },
    { type: 'xstate.done.actor.searchAlternatives', output: [product(8)] },
    { type: 'xstate.error.actor.searchAlternatives', error: lost },
    { type: 'alternative.added', product: product(8) },
    { type: 'alternative.added', product: PRODUCT },
    { type: 'alternative.removed', productId: 8 },
    { type: 'form.submitted' },
    { type: 'xstate.done.actor.submitOptimize', output: { kind: 'answered', answer: SENT } },
    {
      type: 'xstate.done.actor.submitOptimize',
      output: { kind: 'failed', error: refusal, definitive: true },
    },
  ]
  const actorNames = ['getOptimizeInit', 'uploadOptimizeImages', 'searchAlternatives', 'submitOptimize']
  // states are keyed by value alone, so the graph keeps the empty form: the valid form's branch (notes typed,
  // then sent, answered or refused) is added as two paths written out
  const typed = [
    { event: { type: 'xstate.done.actor.getOptimizeInit', output: PRODUCT }, value: 'editing' },
    { event: { type: 'notes.changed', value: NOTES }, value: 'editing' },
    { event: { type: 'form.submitted' }, value: 'submitting' },
  ]
  const paths: ModelPath[] = [
    ...modelPaths(optimizeMachine, { input, events }),
    {
      description: 'valid form → submitted → answered',
      steps: [...typed, { event: events[16]!, value: 'sent' }],
    },
    {
      description: 'valid form → submitted → refused, kept for another try',
      steps: [...typed, { event: events[17]!, value: 'editing' }],
    },
  ]
  const replay = { input, actorNames }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(optimizeMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state and transition', async () => {
    expect(allStateIds(optimizeMachine).length).toBeGreaterThan(5)
    expect(await uncovered(optimizeMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})

describe('optimizeMachine rules', () => {
  const start = (
    submit = optimizeSubmit(async () => SENT),
    init: () => Promise<OptimizeProduct> = async () => PRODUCT,
  ) => {
    const actor = createActor(
      optimizeMachine.provide({
        actors: {
          getOptimizeInit: fromPromise(init),
          uploadOptimizeImages: fromPromise(async () => UPLOADED),
          searchAlternatives: fromPromise(async () => [product(8)]),
          submitOptimize: submit,
        },
      }),
      { input },
    )
    actor.start()
    return actor
  }

  it('asks for notes of 10–500 characters before sending anything', async () => {
    let sent = 0
    const actor = start(
      optimizeSubmit(async () => {
        sent += 1
        return SENT
      }),
    )
    await waitFor(actor, (s) => optimizeStageOf(s) === 'form')
    actor.send({ type: 'notes.changed', value: '  corto  ' })
    actor.send({ type: 'form.submitted' })
    expect(optimizeProblemsOf(actor.getSnapshot())).toEqual({ notes: { id: optimizeMessages.notes.id } })
    expect(sent).toBe(0)
    // the problem goes as soon as the notes pass
    actor.send({ type: 'notes.changed', value: NOTES })
    expect(optimizeProblemsOf(actor.getSnapshot())).toEqual({})
  })

  it('refuses a sixth image, and the product itself or a repeated alternative', async () => {
    const actor = start()
    await waitFor(actor, (s) => optimizeStageOf(s) === 'form')
    actor.send({ type: 'images.picked', files: Array.from({ length: 6 }, () => png) })
    expect(optimizeImageErrorOf(actor.getSnapshot())).toEqual({ id: optimizeMessages.imagesTooMany.id })
    expect(optimizeImagesOf(actor.getSnapshot())).toEqual([])
    actor.send({ type: 'alternative.added', product: product(8) })
    actor.send({ type: 'alternative.added', product: product(8) })
    actor.send({ type: 'alternative.added', product: PRODUCT })
    expect(optimizeAlternativesOf(actor.getSnapshot()).map((row) => row.productId)).toEqual([8])
    expect(optimizeProblemsOf(actor.getSnapshot()).alternatives).toEqual({
      id: optimizeMessages.alternatives.id,
    })
    for (const id of [11, 12, 13, 14, 15]) actor.send({ type: 'alternative.added', product: product(id) })
    expect(optimizeAlternativesOf(actor.getSnapshot())).toHaveLength(5)
  })

  it('keeps the notes, images and alternatives when the server refuses, then sends again', async () => {
    let calls = 0
    const actor = start(
      optimizeSubmit(async () => {
        calls += 1
        if (calls === 1) throw refusal
        return SENT
      }),
    )
    await waitFor(actor, (s) => optimizeStageOf(s) === 'form')
    actor.send({ type: 'notes.changed', value: NOTES })
    actor.send({ type: 'images.picked', files: [png] })
    await waitFor(actor, (s) => optimizeImagesOf(s).length === 1)
    actor.send({ type: 'alternative.added', product: product(8) })
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => optimizeErrorOf(s) !== null)
    expect(optimizeErrorOf(actor.getSnapshot())).toEqual({ text: 'Error al subir el archivo' })
    expect(optimizeNotesOf(actor.getSnapshot())).toBe(NOTES)
    expect(optimizeImagesOf(actor.getSnapshot())).toHaveLength(1)
    expect(optimizeAlternativesOf(actor.getSnapshot())).toHaveLength(1)
    actor.send({ type: 'form.submitted' })
    await waitFor(actor, (s) => optimizeStageOf(s) === 'done')
    expect(sentOptimizeOf(actor.getSnapshot())).toEqual(SENT)
  })

  it('shows the mock’s refusal of a non-designer in place', async () => {
    const actor = start(undefined, () => Promise.reject(designersOnly))
    await waitFor(actor, (s) => optimizeStageOf(s) === 'loadFailed')
    expect(optimizeErrorOf(actor.getSnapshot())).toEqual({
      text: 'Solo los diseñadores pueden usar esta función',
    })
  })

  it('tells an image by its content and size: a PDF renamed .png and a 2 MB image are refused', async () => {
    expect(await optimizeFileProblem(png)).toBeNull()
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n')], 'foto.png', { type: 'image/png' })
    expect(await optimizeFileProblem(pdf)).toEqual({ id: 'validation.upload.fileFormat' })
    const big = new File([png, new Uint8Array(2 * 1024 * 1024)], 'grande.png', { type: 'image/png' })
    expect(await optimizeFileProblem(big)).toEqual({ id: expect.stringMatching(/fileTooBig/) })
  })
})
