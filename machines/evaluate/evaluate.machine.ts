// Evaluating an order ("Valorar pedido", /member/order/evaluate?orderSn) — issue 6 item 6; SPEC.md §2, §5 and
// §9 (1 to 5 stars, a text of at most 500 characters, at most 5 review photos, png/jpg of at most 1 MB).
// Operations: getOrder → (uploadFile, source 'review', one photo at a time) → addOrderComment.
//
// The order's own lifecycle decides whether it can be evaluated (./evaluable.ts). Every photo is checked with
// the shared rules (imageFileSchema(PROOF_MAX_BYTES), at most MAX_REVIEW_IMAGES) before anything is uploaded;
// a refused file gets its message and the others go on. The form is sent once: `submitting` does not take
// `form.submitted` again. A refusal of the server ends in `failed` with its text; the view keeps the stars
// and the text, the machine keeps the photos, and the buyer may send again.
// Issue 16 item 8 (REFERENCE.md §4 Review): the three store ratings (descripción, atención, rapidez de entrega)
// and a score per product line (1–5, the view starts it at 5) with its own text and up to 5 photos
// (./evaluate.photos.ts), checked with the same storeEvaluationSchema as the mock before anything is sent.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { AddOrderCommentRequest } from '../../src/api/evaluation'
import type { OrderDetail } from '../../src/api/orders'
import { evaluationSchema, storeEvaluationSchema } from '../../src/schemas/evaluation.schema'
import { isEvaluable } from './evaluable'
import { evaluateActors } from './evaluate.actors'
import {
  acceptPhotos,
  photoRefused,
  photoRemoved,
  photoUploaded,
  photosOf,
  type EvaluatePhoto,
  type PhotoState,
  type QueuedPhoto,
} from './evaluate.photos'

export { photoProblem, photosOf, type EvaluatePhoto, type PhotoTarget } from './evaluate.photos'

export interface EvaluateInput {
  orderSn: string
}

/** The three store ratings (openapi StoreScores), 1 to 5 each. */
export interface StoreScoreValues {
  description: number
  service: number
  delivery: number
}

/** A product line's score (1 to 5) and text; its photos are in the machine (`productPhotos`). */
export interface ProductScoreValues {
  orderProductId: number
  score: number
  content: string
}

export interface EvaluateValues {
  score: number
  content: string
  storeScores?: StoreScoreValues
  productScores?: ProductScoreValues[]
}

export interface EvaluateContext extends EvaluateInput {
  order: OrderDetail | null
  loadError: ErrorMessage | null
  /** The order's own photos. */
  photos: EvaluatePhoto[]
  /** Each product line's photos (issue 16 item 8), by orderProductId. */
  productPhotos: Record<number, EvaluatePhoto[]>
  /** Checked files waiting for their upload, in the order they were picked, with their field. */
  queue: QueuedPhoto[]
  /** The last refused photo of the order's field (rule or server), cleared by the next pick or removal. */
  photoError: ErrorMessage | null
  /** The same per product line. */
  productPhotoErrors: Record<number, ErrorMessage>
  /** What was last sent. */
  values: EvaluateValues | null
  /** The server's refusal of the last submission, cleared when the form is sent again. */
  submitError: ErrorMessage | null
}

export type EvaluateEvent =
  /** `orderProductId`: a product line's photos; without it, the order's own. */
  | { type: 'photos.added'; files: File[]; orderProductId?: number }
  | { type: 'photo.removed'; index: number; orderProductId?: number }
  | ({ type: 'form.submitted' } & EvaluateValues)
  | { type: 'retry.requested' }

const photoState = (context: EvaluateContext): PhotoState => context

/** The photos' paths of a product line, as addOrderComment receives them. */
const productImages = (context: EvaluateContext, orderProductId: number) =>
  photosOf(context, orderProductId).map((photo) => photo.path)

/** The request of the values last sent (openapi addOrderComment). */
export function commentRequest(context: EvaluateContext): AddOrderCommentRequest {
  const values = context.values!
  return {
    orderSn: context.orderSn,
    score: values.score,
    content: values.content,
    images: context.photos.map((photo) => photo.path),
    ...(values.storeScores ? { storeScores: { ...values.storeScores } } : {}),
    ...(values.productScores
      ? {
          productScores: values.productScores.map((item) => ({
            orderProductId: item.orderProductId,
            score: item.score,
            content: item.content,
            images: productImages(context, item.orderProductId),
          })),
        }
      : {}),
  }
}

/** The shared rules of the mock (evaluationSchema and storeEvaluationSchema) on what the form sends. */
export function isEvaluationValid(context: EvaluateContext, values: EvaluateValues): boolean {
  const lineIds = context.order?.productList.map((line) => line.orderProductId ?? line.productId)
  return (
    evaluationSchema.isValidSync({
      score: values.score,
      content: values.content,
      images: context.photos.map((photo) => photo.path),
    }) &&
    storeEvaluationSchema(lineIds).isValidSync({
      storeScores: values.storeScores,
      productScores: values.productScores?.map((item) => ({
        ...item,
        images: productImages(context, item.orderProductId),
      })),
    })
  )
}

export const evaluateMachine = setup({
  types: {
    context: {} as EvaluateContext,
    events: {} as EvaluateEvent,
    input: {} as EvaluateInput,
    tags: {} as 'busy',
  },
  actors: evaluateActors,
  actions: {
    storeOrder: assign((_, params: { order: OrderDetail }) => ({ order: params.order, loadError: null })),
    /**
     * The picked files the rules accept join the queue; the rest are refused — beyond the 5th photo with
     * "Como máximo 5 imágenes.", a wrong type or size with the upload rule's message (the first refusal is shown).
     */
    checkPhotos: assign(({ context, event }) => {
      assertEvent(event, 'photos.added')
      return acceptPhotos(photoState(context), event.files, event.orderProductId ?? null)
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.removed')
      return photoRemoved(photoState(context), event.orderProductId ?? null, event.index)
    }),
    storeValues: assign(({ event }) => {
      assertEvent(event, 'form.submitted')
      const values: EvaluateValues = { score: event.score, content: event.content.trim() }
      if (event.storeScores) values.storeScores = { ...event.storeScores }
      if (event.productScores)
        values.productScores = event.productScores.map((item) => ({
          orderProductId: item.orderProductId,
          score: item.score,
          content: item.content.trim(),
        }))
      return { values, submitError: null }
    }),
    /** The route goes to "Mis valoraciones". */
    goToEvaluations: () => undefined,
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    storePhoto: assign(({ context }, { upload }: { upload: { url: string; path: string } }) =>
      photoUploaded(photoState(context), upload),
    ),
    refusePhoto: assign(({ context }, { error }: { error: unknown }) =>
      photoRefused(photoState(context), errorMessageOf(error)),
    ),
    /** The order as the published evaluation left it. */
    storeEvaluated: assign((_, { order }: { order: OrderDetail }) => ({ order })),
    storeSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: errorMessageOf(error) })),
  },
  guards: {
    isEvaluable: (_, params: { order: OrderDetail }) => isEvaluable(params.order),
    hasQueuedPhotos: ({ context }) => context.queue.length > 0,
    isFormValid: ({ context, event }) => event.type === 'form.submitted' && isEvaluationValid(context, event),
  },
}).createMachine({
  id: 'evaluate',
  context: ({ input }) => ({
    orderSn: input.orderSn,
    order: null,
    loadError: null,
    photos: [],
    productPhotos: {},
    queue: [],
    photoError: null,
    productPhotoErrors: {},
    values: null,
    submitError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getOrder',
        src: 'getOrder',
        input: ({ context }) => ({ orderSn: context.orderSn }),
        onDone: [
          {
            guard: { type: 'isEvaluable', params: ({ event }) => ({ order: event.output }) },
            target: 'editing',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
          },
          {
            target: 'notEvaluable',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    // already evaluated, or not (yet) in a state its lifecycle evaluates
    notEvaluable: {},
    editing: {
      on: {
        'photos.added': { target: 'checkingPhotos', actions: 'checkPhotos' },
        'photo.removed': { actions: 'removePhoto' },
        'form.submitted': { guard: 'isFormValid', target: 'submitting', actions: 'storeValues' },
      },
    },
    checkingPhotos: {
      always: [{ guard: 'hasQueuedPhotos', target: 'uploadingPhoto' }, { target: 'editing' }],
    },
    // no `form.submitted` while photos go up: the evaluation is sent with all of them
    uploadingPhoto: {
      tags: 'busy',
      on: {
        'photos.added': { actions: 'checkPhotos' },
        'photo.removed': { actions: 'removePhoto' },
      },
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.queue[0]!.file }),
        onDone: {
          target: 'checkingPhotos',
          actions: { type: 'storePhoto', params: ({ event }) => ({ upload: event.output }) },
        },
        onError: {
          target: 'checkingPhotos',
          actions: { type: 'refusePhoto', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // no `form.submitted` here: "Publicar valoración" sends once
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'addOrderComment',
        src: 'addOrderComment',
        input: ({ context }) => commentRequest(context),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeEvaluated', params: ({ event }) => ({ order: event.output }) },
            'goToEvaluations',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // the server refused: everything stays, the buyer may change it and send again
    failed: {
      on: {
        'photos.added': { target: 'checkingPhotos', actions: 'checkPhotos' },
        'photo.removed': { actions: 'removePhoto' },
        'form.submitted': { guard: 'isFormValid', target: 'submitting', actions: 'storeValues' },
      },
    },
    done: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type EvaluateSnapshot = SnapshotFrom<typeof evaluateMachine>
export type EvaluateStage =
  'loading' | 'loadFailed' | 'notEvaluable' | 'editing' | 'uploading' | 'submitting' | 'failed' | 'done'
const STAGES = [
  ['loadFailed', 'loadFailed'],
  ['notEvaluable', 'notEvaluable'],
  ['editing', 'editing'],
  ['checkingPhotos', 'uploading'],
  ['uploadingPhoto', 'uploading'],
  ['submitting', 'submitting'],
  ['failed', 'failed'],
  ['done', 'done'],
] as const
export const evaluateStageOf = (s: EvaluateSnapshot): EvaluateStage =>
  STAGES.find(([state]) => s.matches(state))?.[1] ?? 'loading'
