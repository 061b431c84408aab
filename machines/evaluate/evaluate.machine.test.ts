import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { AddOrderCommentRequest } from '../../src/api/evaluation'
import type { OrderDetail } from '../../src/api/orders'
import type { UploadResult } from '../../src/api/payment'
import { evaluationMessages } from '../../src/schemas/evaluation.schema'
import { paymentMessages } from '../../src/schemas/payment.schema'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { isEvaluable } from './evaluable'
import { evaluatedOrder, orderFixture, orderInTransit, reservationFixture } from './evaluate.fixtures'
import { evaluateMachine, photoProblem } from './evaluate.machine'

const ORDER_SN = 'P202611201200000001'
const NOT_EVALUABLE = new ApiError('state', {
  state: 255,
  serverMessage: 'Este pedido no está pendiente de valoración.',
})
const NOT_FOUND = new ApiError('state', { state: 255, serverMessage: 'El pedido no existe.' })
const BAD_FORMAT = new ApiError('state', { state: 255, serverMessage: 'Formato de archivo incorrecto' })

const png = (name: string, size = 2048) => {
  const file = new File([new Uint8Array(1)], name, { type: 'image/png' })
  Object.defineProperty(file, 'size', { value: size })
  // the graph keys events by their JSON: two picks must not look alike
  Object.defineProperty(file, 'toJSON', { value: () => ({ name, size }) })
  return file
}
const uploaded = (n: number): UploadResult => ({
  url: `/mock-uploads/review/${n}.png`,
  path: `/uploads/review/${n}.png`,
  size: 2048,
  contentType: 'image/png',
})

interface FakeOptions {
  order?: () => Promise<OrderDetail>
  upload?: (file: File, n: number) => Promise<UploadResult>
  comment?: (input: AddOrderCommentRequest) => Promise<OrderDetail>
}

function fakeEvaluate(options: FakeOptions = {}) {
  const calls = { getOrder: 0, uploads: [] as string[], comments: [] as AddOrderCommentRequest[] }
  const goToEvaluations = vi.fn()
  const machine = evaluateMachine.provide({
    actors: {
      getOrder: fromPromise(() => {
        calls.getOrder += 1
        return options.order?.() ?? Promise.resolve(orderFixture())
      }),
      uploadFile: fromPromise(({ input }: { input: { file: File } }) => {
        calls.uploads.push(input.file.name)
        return (
          options.upload?.(input.file, calls.uploads.length) ??
          Promise.resolve(uploaded(calls.uploads.length))
        )
      }),
      addOrderComment: fromPromise(({ input }: { input: AddOrderCommentRequest }) => {
        calls.comments.push(input)
        return options.comment?.(input) ?? Promise.resolve(evaluatedOrder())
      }),
    },
    actions: { goToEvaluations },
  })
  return { machine, calls, goToEvaluations }
}

async function startEditing(fake: ReturnType<typeof fakeEvaluate>) {
  const actor = createActor(fake.machine, { input: { orderSn: ORDER_SN } }).start()
  await waitFor(actor, (s) => s.matches('editing'))
  return actor
}

describe('isEvaluable', () => {
  it('offers the evaluation of a regular order while its lifecycle takes order.evaluated', () => {
    expect(isEvaluable(orderFixture())).toBe(true)
    expect(isEvaluable(orderInTransit())).toBe(false)
  })

  it('offers it once only', () => {
    expect(isEvaluable(orderFixture({ evaluated: true }))).toBe(false)
    expect(isEvaluable(evaluatedOrder())).toBe(false)
  })

  it('offers the evaluation of a reservation order once it is finished and not evaluated', () => {
    expect(isEvaluable(reservationFixture('R202611200000000001', 'finished'))).toBe(true)
    expect(isEvaluable(reservationFixture('R202611200000000001', 'finished', { evaluated: true }))).toBe(
      false,
    )
    expect(isEvaluable(reservationFixture('R202611200000000001', 'waitingReceipt'))).toBe(false)
  })

  it('offers nothing for a state the machine does not know', () => {
    const order = orderFixture({ lifecycle: { kind: 'regular', state: 'somethingNew', context: {} } })
    expect(isEvaluable(order)).toBe(false)
  })
})

describe('photoProblem', () => {
  it('accepts png and jpg of up to 1 MB and refuses the rest with the upload rule’s message', () => {
    expect(photoProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull()
    expect(photoProblem({ type: 'image/jpeg', size: 10 })).toBeNull()
    expect(photoProblem({ type: 'image/png', size: 1.5 * 1024 * 1024 })).toEqual({
      id: paymentMessages.fileTooBig.id,
    })
    expect(photoProblem({ type: 'image/gif', size: 10 })).toEqual({ id: paymentMessages.fileFormat.id })
  })
})

describe('evaluateMachine', () => {
  it('reads the order and shows the form when its lifecycle can be evaluated', async () => {
    const fake = fakeEvaluate()
    const actor = createActor(fake.machine, { input: { orderSn: ORDER_SN } }).start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.order?.orderSn).toBe(ORDER_SN)
  })

  it.each([
    ['already evaluated', evaluatedOrder],
    ['not received yet', orderInTransit],
  ])('stops at notEvaluable when the order is %s', async (_, order) => {
    const fake = fakeEvaluate({ order: () => Promise.resolve(order()) })
    const actor = createActor(fake.machine, { input: { orderSn: ORDER_SN } }).start()
    await waitFor(actor, (s) => s.matches('notEvaluable'))
    expect(actor.getSnapshot().context.order).not.toBeNull()
  })

  it('says why the order cannot be read and reads it again on retry', async () => {
    let attempt = 0
    const fake = fakeEvaluate({
      order: () => (attempt++ === 0 ? Promise.reject(NOT_FOUND) : Promise.resolve(orderFixture())),
    })
    const actor = createActor(fake.machine, { input: { orderSn: ORDER_SN } }).start()
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.loadError).toEqual({ text: 'El pedido no existe.' })
    actor.send({ type: 'retry.requested' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(fake.calls.getOrder).toBe(2)
  })

  it('checks every photo before uploading: a 1.5 MB or non-image file is refused and never sent', async () => {
    const fake = fakeEvaluate()
    const actor = await startEditing(fake)
    const big = png('grande.png', 1.5 * 1024 * 1024)
    const gif = new File(['GIF89a'], 'animada.gif', { type: 'image/gif' })
    actor.send({ type: 'photos.added', files: [big, gif] })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.photoError).toEqual({ id: paymentMessages.fileTooBig.id })
    expect(fake.calls.uploads).toEqual([])
  })

  it('uploads the accepted photos one at a time, in order, with source review', async () => {
    const fake = fakeEvaluate()
    const actor = await startEditing(fake)
    actor.send({ type: 'photos.added', files: [png('a.png'), png('b.png')] })
    expect(actor.getSnapshot().matches('uploadingPhoto')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(fake.calls.uploads).toEqual(['a.png', 'b.png'])
    expect(actor.getSnapshot().context.photos).toEqual([
      { url: '/mock-uploads/review/1.png', path: '/uploads/review/1.png', name: 'a.png' },
      { url: '/mock-uploads/review/2.png', path: '/uploads/review/2.png', name: 'b.png' },
    ])
  })

  it('refuses a 6th photo with “Como máximo 5 imágenes.” and keeps the first five', async () => {
    const fake = fakeEvaluate()
    const actor = await startEditing(fake)
    actor.send({ type: 'photos.added', files: [1, 2, 3, 4].map((n) => png(`${n}.png`)) })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'photos.added', files: [png('5.png'), png('6.png')] })
    await waitFor(actor, (s) => s.matches('editing'))
    const { photos, photoError } = actor.getSnapshot().context
    expect(photos.map((photo) => photo.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png'])
    expect(photoError).toEqual({ id: evaluationMessages.imagesMax.id })
    expect(fake.calls.uploads).toHaveLength(5)
  })

  it('counts the photos still waiting for their upload against the limit', async () => {
    let release: () => void = () => undefined
    const fake = fakeEvaluate({
      upload: (_, n) =>
        n === 1
          ? new Promise((resolve) => (release = () => resolve(uploaded(1))))
          : Promise.resolve(uploaded(n)),
    })
    const actor = await startEditing(fake)
    actor.send({ type: 'photos.added', files: [png('1.png'), png('2.png'), png('3.png')] })
    actor.send({ type: 'photos.added', files: [png('4.png'), png('5.png'), png('6.png')] })
    expect(actor.getSnapshot().context.photoError).toEqual({ id: evaluationMessages.imagesMax.id })
    release()
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.photos).toHaveLength(5)
  })

  it('shows the server’s refusal of one photo and goes on with the others', async () => {
    const fake = fakeEvaluate({
      upload: (file, n) =>
        file.name === 'falsa.png' ? Promise.reject(BAD_FORMAT) : Promise.resolve(uploaded(n)),
    })
    const actor = await startEditing(fake)
    actor.send({ type: 'photos.added', files: [png('falsa.png'), png('buena.png')] })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.photoError).toEqual({ text: 'Formato de archivo incorrecto' })
    expect(actor.getSnapshot().context.photos.map((photo) => photo.name)).toEqual(['buena.png'])
  })

  it('removes a photo and clears the photo message', async () => {
    const fake = fakeEvaluate()
    const actor = await startEditing(fake)
    actor.send({
      type: 'photos.added',
      files: [png('a.png'), png('b.png'), png('grande.png', 2 * 1024 * 1024)],
    })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.photoError).not.toBeNull()
    actor.send({ type: 'photo.removed', index: 0 })
    expect(actor.getSnapshot().context.photos.map((photo) => photo.name)).toEqual(['b.png'])
    expect(actor.getSnapshot().context.photoError).toBeNull()
  })

  it('ignores a form the shared schema refuses', async () => {
    const fake = fakeEvaluate()
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', score: 0, content: '' })
    actor.send({ type: 'form.submitted', score: 6, content: '' })
    actor.send({ type: 'form.submitted', score: 4, content: 'x'.repeat(501) })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(fake.calls.comments).toEqual([])
  })

  it('does not send the evaluation while a photo is going up', async () => {
    const fake = fakeEvaluate({ upload: () => new Promise<UploadResult>(() => undefined) })
    const actor = await startEditing(fake)
    actor.send({ type: 'photos.added', files: [png('a.png')] })
    actor.send({ type: 'form.submitted', score: 4, content: 'Bien' })
    expect(actor.getSnapshot().matches('uploadingPhoto')).toBe(true)
    expect(fake.calls.comments).toEqual([])
  })

  it('publishes once, with the stars, the trimmed text and the uploaded paths, then goes to the list', async () => {
    let answer: (order: OrderDetail) => void = () => undefined
    const fake = fakeEvaluate({ comment: () => new Promise((resolve) => (answer = resolve)) })
    const actor = await startEditing(fake)
    actor.send({ type: 'photos.added', files: [png('a.png')] })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', score: 4, content: '  Muy buena calidad.  ' })
    actor.send({ type: 'form.submitted', score: 4, content: '  Muy buena calidad.  ' })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    answer(evaluatedOrder())
    await waitFor(actor, (s) => s.matches('done'))
    expect(fake.calls.comments).toEqual([
      { orderSn: ORDER_SN, score: 4, content: 'Muy buena calidad.', images: ['/uploads/review/1.png'] },
    ])
    expect(fake.goToEvaluations).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('keeps the values and photos after a refusal, shows the server’s text and may send again', async () => {
    let attempt = 0
    const fake = fakeEvaluate({
      comment: () => (attempt++ === 0 ? Promise.reject(NOT_EVALUABLE) : Promise.resolve(evaluatedOrder())),
    })
    const actor = await startEditing(fake)
    actor.send({ type: 'photos.added', files: [png('a.png')] })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submitted', score: 5, content: 'Excelente' })
    await waitFor(actor, (s) => s.matches('failed'))
    const failed = actor.getSnapshot().context
    expect(failed.submitError).toEqual({ text: 'Este pedido no está pendiente de valoración.' })
    expect(failed.values).toEqual({ score: 5, content: 'Excelente' })
    expect(failed.photos).toHaveLength(1)
    actor.send({ type: 'form.submitted', score: 5, content: 'Excelente' })
    expect(actor.getSnapshot().context.submitError).toBeNull()
    await waitFor(actor, (s) => s.matches('done'))
    expect(fake.calls.comments).toHaveLength(2)
  })
})

const STORE = { description: 5, service: 4, delivery: 3 }
/** The fixture order's two lines, as the form sends them (default 5, no text). */
const productScores = (first = 5, content = '') => [
  { orderProductId: 1, score: first, content },
  { orderProductId: 2, score: 5, content: '' },
]

describe('evaluateMachine store ratings and product scores (issue 16 item 8)', () => {
  it('sends the three store ratings and a score per line with its trimmed text and its own photos', async () => {
    const fake = fakeEvaluate()
    const actor = await startEditing(fake)
    actor.send({ type: 'photos.added', files: [png('orden.png')] })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'photos.added', files: [png('panel.png'), png('marco.png')], orderProductId: 1 })
    await waitFor(actor, (s) => s.matches('editing'))
    const { photos, productPhotos } = actor.getSnapshot().context
    expect(photos.map((photo) => photo.name)).toEqual(['orden.png'])
    expect(productPhotos[1]?.map((photo) => photo.name)).toEqual(['panel.png', 'marco.png'])
    actor.send({
      type: 'form.submitted',
      score: 4,
      content: 'Bien',
      storeScores: STORE,
      productScores: productScores(4, '  Marco algo rayado.  '),
    })
    await waitFor(actor, (s) => s.matches('done'))
    expect(fake.calls.comments).toEqual([
      {
        orderSn: ORDER_SN,
        score: 4,
        content: 'Bien',
        images: ['/uploads/review/1.png'],
        storeScores: STORE,
        productScores: [
          {
            orderProductId: 1,
            score: 4,
            content: 'Marco algo rayado.',
            images: ['/uploads/review/2.png', '/uploads/review/3.png'],
          },
          { orderProductId: 2, score: 5, content: '', images: [] },
        ],
      },
    ])
  })

  it.each([
    ['a store rating of 0', { ...STORE, service: 0 }, productScores()],
    ['a store rating of 6', { ...STORE, delivery: 6 }, productScores()],
    ['a product score of 0', STORE, productScores(0)],
    ['a product score of 6', STORE, productScores(6)],
    ['a product text above 500 characters', STORE, productScores(5, 'x'.repeat(501))],
    ['a product of another order', STORE, [{ orderProductId: 99, score: 5, content: '' }]],
  ])('sends nothing with %s (the mock’s own schema)', async (_, storeScores, scores) => {
    const fake = fakeEvaluate()
    const actor = await startEditing(fake)
    actor.send({ type: 'form.submitted', score: 5, content: '', storeScores, productScores: scores })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(fake.calls.comments).toEqual([])
  })

  it('counts 5 photos per line: a 6th of the same line is refused next to it, other fields go on', async () => {
    const fake = fakeEvaluate()
    const actor = await startEditing(fake)
    actor.send({
      type: 'photos.added',
      files: [1, 2, 3, 4, 5, 6].map((n) => png(`p${n}.png`)),
      orderProductId: 2,
    })
    await waitFor(actor, (s) => s.matches('editing'))
    let context = actor.getSnapshot().context
    expect(context.productPhotos[2]).toHaveLength(5)
    expect(context.productPhotoErrors[2]).toEqual({ id: evaluationMessages.imagesMax.id })
    expect(context.photoError).toBeNull()
    actor.send({ type: 'photos.added', files: [png('orden.png')] })
    actor.send({ type: 'photos.added', files: [png('otra.png')], orderProductId: 1 })
    await waitFor(actor, (s) => s.matches('editing'))
    context = actor.getSnapshot().context
    expect(context.photos).toHaveLength(1)
    expect(context.productPhotos[1]).toHaveLength(1)
    actor.send({ type: 'photo.removed', index: 0, orderProductId: 2 })
    context = actor.getSnapshot().context
    expect(context.productPhotos[2]?.map((photo) => photo.name)).toEqual([
      'p2.png',
      'p3.png',
      'p4.png',
      'p5.png',
    ])
    expect(context.productPhotoErrors[2]).toBeUndefined()
  })

  it('shows the server’s refusal of a product photo (a PDF named .jpg) next to that line only', async () => {
    const fake = fakeEvaluate({
      upload: (file, n) =>
        file.name === 'factura.jpg' ? Promise.reject(BAD_FORMAT) : Promise.resolve(uploaded(n)),
    })
    const actor = await startEditing(fake)
    const pdf = new File(['%PDF-1.4'], 'factura.jpg', { type: 'image/jpeg' })
    actor.send({ type: 'photos.added', files: [pdf, png('buena.png')], orderProductId: 1 })
    await waitFor(actor, (s) => s.matches('editing'))
    const context = actor.getSnapshot().context
    expect(context.productPhotoErrors[1]).toEqual({ text: 'Formato de archivo incorrecto' })
    expect(context.productPhotos[1]?.map((photo) => photo.name)).toEqual(['buena.png'])
    expect(context.photoError).toBeNull()
  })

  it('keeps the store ratings and product scores after a refusal of the server', async () => {
    let attempt = 0
    const fake = fakeEvaluate({
      comment: () => (attempt++ === 0 ? Promise.reject(NOT_EVALUABLE) : Promise.resolve(evaluatedOrder())),
    })
    const actor = await startEditing(fake)
    const sent = {
      type: 'form.submitted' as const,
      score: 5,
      content: '',
      storeScores: STORE,
      productScores: productScores(4, 'Bien'),
    }
    actor.send(sent)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.values).toMatchObject({
      storeScores: STORE,
      productScores: productScores(4, 'Bien'),
    })
    actor.send(sent)
    await waitFor(actor, (s) => s.matches('done'))
    expect(fake.calls.comments[1]).toEqual(fake.calls.comments[0])
  })
})

describe('evaluateMachine model (xstate/graph)', () => {
  const input = { orderSn: ORDER_SN }
  const events: AnyEventObject[] = [
    ...[orderFixture(), evaluatedOrder()].map((output) => ({ type: 'xstate.done.actor.getOrder', output })),
    { type: 'xstate.error.actor.getOrder', error: NOT_FOUND },
    { type: 'retry.requested' },
    { type: 'photos.added', files: [png('a.png')] },
    { type: 'photos.added', files: [png('grande.png', 2 * 1024 * 1024)] },
    { type: 'photo.removed', index: 0 },
    { type: 'photos.added', files: [png('linea.png')], orderProductId: 1 },
    { type: 'photo.removed', index: 0, orderProductId: 1 },
    { type: 'xstate.done.actor.uploadFile', output: uploaded(1) },
    { type: 'xstate.error.actor.uploadFile', error: BAD_FORMAT },
    { type: 'form.submitted', score: 0, content: '' },
    { type: 'form.submitted', score: 4, content: 'Bien' },
    { type: 'form.submitted', score: 4, content: '', storeScores: STORE, productScores: productScores(4) },
    { type: 'form.submitted', score: 4, content: '', storeScores: STORE, productScores: productScores(6) },
    { type: 'xstate.done.actor.addOrderComment', output: evaluatedOrder() },
    { type: 'xstate.error.actor.addOrderComment', error: NOT_EVALUABLE },
  ]
  const paths = modelPaths(evaluateMachine, { input, events })
  const replay = {
    input,
    actorNames: ['getOrder', 'uploadFile', 'addOrderComment'],
    actions: { goToEvaluations: () => undefined },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(evaluateMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(evaluateMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
