// A designer proposes an optimisation of a product, /prototype/optimize/index?productId= (issue 28 item 4; SPEC.md
// §2, §5 images png/jpg at most 5, §6 memberType 2, §8 "only designers"). Operations: getOptimizeInit, uploadFile
// (source optimize), getGoodsList (the alternatives' search), submitOptimize (Idempotency-Key).
// loading (the product; a non-designer reads the mock's refusal) → editing ⇄ uploading | searching → submitting →
// sent. The form is checked with the shared rules (src/schemas/optimize.schema.ts) before anything is sent, and
// the mock checks them again; a refusal keeps the notes, every image uploaded and every alternative chosen.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { Optimize, OptimizeProduct } from '../../src/api/optimize'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import {
  optimizeMessages,
  optimizeProblems,
  OPTIMIZE_MAX_ALTERNATIVES,
  OPTIMIZE_MAX_IMAGES,
  type OptimizeField,
  type RuleProblem,
} from '../../src/schemas/optimize.schema'
import { optimizeActors, type OptimizeImage, type OptimizeUpload } from './optimize.actors'

export interface OptimizeContext {
  productId: number
  product: OptimizeProduct | null
  notes: string
  images: OptimizeImage[]
  alternatives: OptimizeProduct[]
  /** the last catalogue search for alternatives, and what it found */
  keyword: string
  results: OptimizeProduct[]
  searchError: ErrorMessage | null
  errors: Partial<Record<OptimizeField, RuleProblem>>
  /** a refused image (format, size, too many, the server's word) */
  imageError: ErrorMessage | null
  /** the submit's refusal, or the load's failure (a non-designer: "Solo los diseñadores…") */
  error: ErrorMessage | null
  sent: Optimize | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type OptimizeEvent =
  | { type: 'notes.changed'; value: string }
  | { type: 'images.picked'; files: File[] }
  | { type: 'image.removed'; index: number }
  | { type: 'search.submitted'; keyword: string }
  | { type: 'alternative.added'; product: OptimizeProduct }
  | { type: 'alternative.removed'; productId: number }
  | { type: 'form.submitted' }
  | { type: 'retry.requested' }

const valuesOf = (context: Pick<OptimizeContext, 'productId' | 'notes' | 'images' | 'alternatives'>) => ({
  productId: context.productId,
  notes: context.notes,
  images: context.images.map((image) => image.url),
  alternatives: context.alternatives.map((product) => product.productId),
})

/** The rules' problems of the form now, by field (empty when it may be sent). */
export const formProblems = (
  context: Pick<OptimizeContext, 'productId' | 'notes' | 'images' | 'alternatives'>,
) => optimizeProblems(valuesOf(context))

const outcomeParams = ({ event }: { event: { output: SubmitOutcome<Optimize> } }) => ({
  outcome: event.output,
})
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const optimizeMachine = setup({
  types: {
    context: {} as OptimizeContext,
    events: {} as OptimizeEvent,
    input: {} as { productId: number },
    tags: {} as 'busy',
  },
  actors: optimizeActors,
  guards: {
    hasRoomFor: ({ context }, { count }: { count: number }) =>
      count > 0 && context.images.length + count <= OPTIMIZE_MAX_IMAGES,
    hasKeyword: (_, { keyword }: { keyword: string }) => keyword.trim() !== '',
    mayAdd: ({ context }, { product }: { product: OptimizeProduct }) =>
      context.alternatives.length < OPTIMIZE_MAX_ALTERNATIVES &&
      product.productId !== context.productId &&
      !context.alternatives.some((chosen) => chosen.productId === product.productId),
    isFormValid: ({ context }) => Object.keys(formProblems(context)).length === 0,
    isAnswered: (_, { outcome }: { outcome: SubmitOutcome<Optimize> }) => isAnswered(outcome),
  },
  actions: {
    storeProduct: assign((_, { product }: { product: OptimizeProduct }) => ({ product, error: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    changeNotes: assign(({ context }, { value }: { value: string }) => {
      const errors = { ...context.errors }
      const shown = errors.notes
      delete errors.notes
      const now = shown ? formProblems({ ...context, notes: value }).notes : undefined
      if (now) errors.notes = now
      return { notes: value, errors, error: null }
    }),
    refuseTooMany: assign({ imageError: { id: optimizeMessages.imagesTooMany.id } }),
    clearImageError: assign({ imageError: null }),
    addImages: assign(({ context }, { upload }: { upload: OptimizeUpload }) => {
      const images = [...context.images, ...upload.uploaded]
      const errors = { ...context.errors }
      if (images.length <= OPTIMIZE_MAX_IMAGES) delete errors.images
      return { images, errors, imageError: upload.problem }
    }),
    removeImage: assign(({ context }, { index }: { index: number }) => ({
      images: context.images.filter((_, i) => i !== index),
      imageError: null,
    })),
    storeKeyword: assign((_, { keyword }: { keyword: string }) => ({
      keyword: keyword.trim(),
      searchError: null,
    })),
    storeResults: assign((_, { results }: { results: OptimizeProduct[] }) => ({ results })),
    storeSearchError: assign((_, { error }: { error: unknown }) => ({
      searchError: errorMessageOf(error),
      results: [],
    })),
    addAlternative: assign(({ context }, { product }: { product: OptimizeProduct }) => {
      const errors = { ...context.errors }
      delete errors.alternatives
      return { alternatives: [...context.alternatives, product], errors }
    }),
    refuseAlternative: assign({
      errors: ({ context }) => ({
        ...context.errors,
        alternatives: { id: optimizeMessages.alternatives.id },
      }),
    }),
    removeAlternative: assign(({ context }, { productId }: { productId: number }) => {
      const errors = { ...context.errors }
      delete errors.alternatives
      return {
        alternatives: context.alternatives.filter((product) => product.productId !== productId),
        errors,
      }
    }),
    showProblems: assign(({ context }) => ({ errors: formProblems(context) })),
    clearProblems: assign({ errors: {}, error: null, imageError: null }),
    storeSent: assign((_, { outcome }: { outcome: SubmitOutcome<Optimize> }) =>
      isAnswered(outcome) ? { sent: outcome.answer } : {},
    ),
    storeSubmitError: assign((_, { outcome }: { outcome: SubmitOutcome<Optimize> }) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
  },
}).createMachine({
  id: 'optimize',
  context: ({ input }) => ({
    productId: input.productId,
    product: null,
    notes: '',
    images: [],
    alternatives: [],
    keyword: '',
    results: [],
    searchError: null,
    errors: {},
    imageError: null,
    error: null,
    sent: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getOptimizeInit',
        src: 'getOptimizeInit',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeProduct', params: ({ event }) => ({ product: event.output }) },
        },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: errorParams } },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    editing: {
      on: {
        'notes.changed': {
          actions: { type: 'changeNotes', params: ({ event }) => ({ value: event.value }) },
        },
        'images.picked': [
          {
            guard: { type: 'hasRoomFor', params: ({ event }) => ({ count: event.files.length }) },
            target: 'uploading',
            actions: 'clearImageError',
          },
          { actions: 'refuseTooMany' },
        ],
        'image.removed': {
          actions: { type: 'removeImage', params: ({ event }) => ({ index: event.index }) },
        },
        'search.submitted': {
          guard: { type: 'hasKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
          target: 'searching',
          actions: { type: 'storeKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
        },
        'alternative.added': [
          {
            guard: { type: 'mayAdd', params: ({ event }) => ({ product: event.product }) },
            actions: { type: 'addAlternative', params: ({ event }) => ({ product: event.product }) },
          },
          { actions: 'refuseAlternative' },
        ],
        'alternative.removed': {
          actions: { type: 'removeAlternative', params: ({ event }) => ({ productId: event.productId }) },
        },
        'form.submitted': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearProblems' },
          { actions: 'showProblems' },
        ],
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadOptimizeImages',
        src: 'uploadOptimizeImages',
        input: ({ event }) => ({ files: event.type === 'images.picked' ? event.files : [] }),
        onDone: {
          target: 'editing',
          actions: { type: 'addImages', params: ({ event }) => ({ upload: event.output }) },
        },
      },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'searchAlternatives',
        src: 'searchAlternatives',
        input: ({ context }) => ({ keyword: context.keyword }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: { target: 'editing', actions: { type: 'storeSearchError', params: errorParams } },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitOptimize',
        src: 'submitOptimize',
        input: ({ context }) => ({
          body: {
            productId: context.productId,
            notes: context.notes.trim(),
            images: context.images.map((image) => image.url),
            alternatives: context.alternatives.map((product) => product.productId),
          },
          keys: context.attemptKeys,
        }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'sent',
            actions: { type: 'storeSent', params: outcomeParams },
          },
          // a refusal spends the key; a lost answer keeps it: sending again replays the first answer
          { target: 'editing', actions: { type: 'storeSubmitError', params: outcomeParams } },
        ],
      },
    },
    sent: { type: 'final' },
  },
})

// What the route reads (a machine's readers go through its module: no list of state names in the route)
type OptimizeSnapshot = SnapshotFrom<typeof optimizeMachine>
export type OptimizeStage = 'loading' | 'loadFailed' | 'form' | 'done'

export function optimizeStageOf(snapshot: OptimizeSnapshot): OptimizeStage {
  if (snapshot.matches('loading')) return 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  if (snapshot.matches('sent')) return 'done'
  return 'form'
}
export const isOptimizeBusy = (snapshot: OptimizeSnapshot) => snapshot.hasTag('busy')
export const isUploadingOptimizeImages = (snapshot: OptimizeSnapshot) => snapshot.matches('uploading')
export const isSearchingAlternatives = (snapshot: OptimizeSnapshot) => snapshot.matches('searching')
export const optimizeProductOf = (snapshot: OptimizeSnapshot) => snapshot.context.product
export const optimizeNotesOf = (snapshot: OptimizeSnapshot) => snapshot.context.notes
export const optimizeImagesOf = (snapshot: OptimizeSnapshot) => snapshot.context.images
export const optimizeAlternativesOf = (snapshot: OptimizeSnapshot) => snapshot.context.alternatives
export const alternativeResultsOf = (snapshot: OptimizeSnapshot) => snapshot.context.results
export const alternativeKeywordOf = (snapshot: OptimizeSnapshot) => snapshot.context.keyword
export const alternativeSearchErrorOf = (snapshot: OptimizeSnapshot) => snapshot.context.searchError
export const optimizeProblemsOf = (snapshot: OptimizeSnapshot) => snapshot.context.errors
export const optimizeImageErrorOf = (snapshot: OptimizeSnapshot) => snapshot.context.imageError
export const optimizeErrorOf = (snapshot: OptimizeSnapshot) => snapshot.context.error
export const sentOptimizeOf = (snapshot: OptimizeSnapshot) => snapshot.context.sent
