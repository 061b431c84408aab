// Evaluating an order ("Valorar pedido", /member/order/evaluate?orderSn) — issue 6 item 6; SPEC.md §2, §5 and
// §9 (1 to 5 stars, a text of at most 500 characters, at most 5 review photos, png/jpg of at most 1 MB).
// Operations: getOrder → (uploadFile, source 'review', one photo at a time) → addOrderComment.
//
// The order's own lifecycle decides whether it can be evaluated (./evaluable.ts). Every photo is checked with
// the shared rules (imageFileSchema(PROOF_MAX_BYTES), at most MAX_REVIEW_IMAGES) before anything is uploaded;
// a refused file gets its message and the others go on. The form is sent once: `submitting` does not take
// `form.submitted` again. A refusal of the server ends in `failed` with its text; the view keeps the stars
// and the text, the machine keeps the photos, and the buyer may send again.
import { assertEvent, assign, setup } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { AddOrderCommentRequest } from '../../src/api/evaluation'
import type { OrderDetail } from '../../src/api/orders'
import { MAX_REVIEW_IMAGES } from '../../src/lib/order-constants'
import { evaluationMessages, evaluationSchema } from '../../src/schemas/evaluation.schema'
import { imageFileSchema, paymentMessages, PROOF_MAX_BYTES } from '../../src/schemas/payment.schema'
import { isEvaluable } from './evaluable'
import { evaluateActors } from './evaluate.actors'

export interface EvaluateInput {
  orderSn: string
}

export interface EvaluatePhoto {
  /** Where the photo is shown (the upload's url). */
  url: string
  /** What addOrderComment receives (the upload's path, openapi addOrderComment images). */
  path: string
  name: string
}

export interface EvaluateValues {
  score: number
  content: string
}

export interface EvaluateContext extends EvaluateInput {
  order: OrderDetail | null
  loadError: ErrorMessage | null
  photos: EvaluatePhoto[]
  /** Checked files waiting for their upload, in the order they were picked. */
  queue: File[]
  /** The last refused photo (rule or server), cleared by the next pick or removal. */
  photoError: ErrorMessage | null
  /** What was last sent. */
  values: EvaluateValues | null
  /** The server's refusal of the last submission, cleared when the form is sent again. */
  submitError: ErrorMessage | null
}

export type EvaluateEvent =
  | { type: 'photos.added'; files: File[] }
  | { type: 'photo.removed'; index: number }
  | ({ type: 'form.submitted' } & EvaluateValues)
  | { type: 'retry.requested' }

/** The problem of a picked photo under the shared rules (png/jpg ≤ 1 MB), or null; checked before uploading. */
export function photoProblem(file: { type: string; size: number }): ErrorMessage | null {
  try {
    imageFileSchema(PROOF_MAX_BYTES).validateSync({ type: file.type, size: file.size })
    return null
  } catch (error) {
    const message = (error as { errors?: unknown[] }).errors?.[0]
    return { id: typeof message === 'string' ? message : paymentMessages.fileFormat.id }
  }
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
      const queue = [...context.queue]
      let photoError: ErrorMessage | null = null
      for (const file of event.files) {
        const problem =
          context.photos.length + queue.length >= MAX_REVIEW_IMAGES
            ? { id: evaluationMessages.imagesMax.id }
            : photoProblem(file)
        if (problem) photoError ??= problem
        else queue.push(file)
      }
      return { queue, photoError }
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.removed')
      return { photos: context.photos.filter((_, index) => index !== event.index), photoError: null }
    }),
    storeValues: assign(({ event }) => {
      assertEvent(event, 'form.submitted')
      return { values: { score: event.score, content: event.content.trim() }, submitError: null }
    }),
    /** The route goes to "Mis valoraciones". */
    goToEvaluations: () => undefined,
  },
  guards: {
    isEvaluable: (_, params: { order: OrderDetail }) => isEvaluable(params.order),
    hasQueuedPhotos: ({ context }) => context.queue.length > 0,
    isFormValid: ({ context, event }) =>
      event.type === 'form.submitted' &&
      evaluationSchema.isValidSync({
        score: event.score,
        content: event.content,
        images: context.photos.map((photo) => photo.path),
      }),
  },
}).createMachine({
  id: 'evaluate',
  context: ({ input }) => ({
    orderSn: input.orderSn,
    order: null,
    loadError: null,
    photos: [],
    queue: [],
    photoError: null,
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
          actions: assign(({ event }) => ({ loadError: errorMessageOf(event.error) })),
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
        input: ({ context }) => ({ file: context.queue[0]! }),
        onDone: {
          target: 'checkingPhotos',
          actions: assign(({ context, event }) => ({
            photos: [
              ...context.photos,
              { url: event.output.url, path: event.output.path, name: context.queue[0]?.name ?? '' },
            ],
            queue: context.queue.slice(1),
          })),
        },
        onError: {
          target: 'checkingPhotos',
          actions: assign(({ context, event }) => ({
            photoError: errorMessageOf(event.error),
            queue: context.queue.slice(1),
          })),
        },
      },
    },
    // no `form.submitted` here: "Publicar valoración" sends once
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'addOrderComment',
        src: 'addOrderComment',
        input: ({ context }): AddOrderCommentRequest => ({
          orderSn: context.orderSn,
          score: context.values!.score,
          content: context.values!.content,
          images: context.photos.map((photo) => photo.path),
        }),
        onDone: {
          target: 'done',
          actions: [assign(({ event }) => ({ order: event.output })), 'goToEvaluations'],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ submitError: errorMessageOf(event.error) })),
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
