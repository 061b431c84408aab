// Applying to become a certified designer, /applyDesigner (issue 27 item 5; SPEC.md §2, §5 images png/jpg at most
// 5, §6 memberType 2). Operations: getDesignerApply, uploadFile (source portfolio), submitDesignerApply
// (Idempotency-Key). The member's latest application decides where the flow starts: none → the form; in review →
// its state; rejected → the platform's reason and "Volver a solicitar" (the form filled with the last
// application); approved → the member is a designer. The form is checked with the shared rule
// (src/schemas/designer-apply-rules.ts) before anything is sent, and the mock checks it again; a refusal keeps
// everything typed and every image uploaded.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { DesignerApply } from '../../src/api/designers'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import {
  designerApplyProblems,
  designerApplyMessages,
  PORTFOLIO_MAX_IMAGES,
  type DesignerApplyField,
  type RuleProblem,
} from '../../src/schemas/designer-apply-rules'
import { designerApplyActors, type PortfolioImage, type PortfolioUpload } from './designer-apply.actors'

export type DesignerApplyTextField = Exclude<DesignerApplyField, 'images'>

export interface DesignerApplyContext {
  record: DesignerApply | null
  values: Record<DesignerApplyTextField, string>
  images: PortfolioImage[]
  errors: Partial<Record<DesignerApplyField, RuleProblem>>
  /** a refused image (format, size, too many, the server's word) */
  imageError: ErrorMessage | null
  /** the submit's refusal, or the load's failure */
  error: ErrorMessage | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type DesignerApplyEvent =
  | { type: 'field.changed'; field: DesignerApplyTextField; value: string }
  | { type: 'images.picked'; files: File[] }
  | { type: 'image.removed'; index: number }
  | { type: 'form.submitted' }
  | { type: 'reapply.requested' }
  | { type: 'retry.requested' }

const EMPTY_VALUES = { realName: '', specialty: '', intro: '' }

const valuesOf = (context: Pick<DesignerApplyContext, 'values' | 'images'>) => ({
  ...context.values,
  images: context.images.map((image) => image.url),
})

/** The rule's problems of the form now, by field (empty when it may be sent). */
export const formProblems = (context: Pick<DesignerApplyContext, 'values' | 'images'>) =>
  designerApplyProblems(valuesOf(context))

const imageName = (url: string, index: number) => url.split('?')[0]?.split('/').pop() || String(index + 1)

const outcomeParams = ({ event }: { event: { output: SubmitOutcome<DesignerApply> } }) => ({
  outcome: event.output,
})
const recordParams = ({ event }: { event: { output: DesignerApply | null } }) => ({ record: event.output })
type RecordParams = { record: DesignerApply | null }

export const designerApplyMachine = setup({
  types: {
    context: {} as DesignerApplyContext,
    events: {} as DesignerApplyEvent,
    /** the member's name from their record, so they need not type it again */
    input: {} as { realName?: string } | undefined,
    tags: {} as 'busy',
  },
  actors: designerApplyActors,
  guards: {
    isInReview: (_, { record }: RecordParams) => record?.state === 1,
    isRejected: (_, { record }: RecordParams) => record?.state === 3,
    isApproved: (_, { record }: RecordParams) => record?.state === 2,
    hasRoomFor: ({ context }, { count }: { count: number }) =>
      count > 0 && context.images.length + count <= PORTFOLIO_MAX_IMAGES,
    isFormValid: ({ context }) => Object.keys(formProblems(context)).length === 0,
    isAnswered: (_, { outcome }: { outcome: SubmitOutcome<DesignerApply> }) => isAnswered(outcome),
  },
  actions: {
    storeRecord: assign((_, { record }: RecordParams) => ({ record, error: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    changeField: assign(({ context }, { field, value }: { field: DesignerApplyTextField; value: string }) => {
      const values = { ...context.values, [field]: value }
      const errors = { ...context.errors }
      const shown = errors[field]
      delete errors[field]
      const now = shown ? formProblems({ ...context, values })[field] : undefined
      if (now) errors[field] = now
      return { values, errors, error: null }
    }),
    refuseTooMany: assign({
      imageError: {
        id: designerApplyMessages.imagesTooMany.id,
        values: { max: PORTFOLIO_MAX_IMAGES },
      },
    }),
    clearImageError: assign({ imageError: null }),
    addImages: assign(({ context }, { upload }: { upload: PortfolioUpload }) => {
      const images = [...context.images, ...upload.uploaded]
      const errors = { ...context.errors }
      if (images.length > 0) delete errors.images
      return { images, errors, imageError: upload.problem }
    }),
    removeImage: assign(({ context }, { index }: { index: number }) => ({
      images: context.images.filter((_, i) => i !== index),
      imageError: null,
    })),
    showProblems: assign(({ context }) => ({ errors: formProblems(context) })),
    clearProblems: assign({ errors: {}, error: null, imageError: null }),
    /** "Volver a solicitar": the last application's words and images, to change what the platform refused */
    fillFromRecord: assign(({ context }) => {
      const record = context.record
      if (!record) return {}
      return {
        values: { realName: record.realName, specialty: record.specialty, intro: record.intro },
        images: record.images.map((url, index) => ({ url, name: imageName(url, index) })),
        errors: {},
        error: null,
      }
    }),
    storeResult: assign((_, { outcome }: { outcome: SubmitOutcome<DesignerApply> }) =>
      isAnswered(outcome) ? { record: outcome.answer } : {},
    ),
    storeSubmitError: assign((_, { outcome }: { outcome: SubmitOutcome<DesignerApply> }) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
  },
}).createMachine({
  id: 'designerApply',
  context: ({ input }) => ({
    record: null,
    values: { ...EMPTY_VALUES, realName: input?.realName ?? '' },
    images: [],
    errors: {},
    imageError: null,
    error: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getDesignerApply',
        src: 'getDesignerApply',
        onDone: [
          {
            guard: { type: 'isInReview', params: recordParams },
            target: 'inReview',
            actions: { type: 'storeRecord', params: recordParams },
          },
          {
            guard: { type: 'isRejected', params: recordParams },
            target: 'rejected',
            actions: { type: 'storeRecord', params: recordParams },
          },
          {
            guard: { type: 'isApproved', params: recordParams },
            target: 'approved',
            actions: { type: 'storeRecord', params: recordParams },
          },
          { target: 'editing', actions: { type: 'storeRecord', params: recordParams } },
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
    editing: {
      on: {
        'field.changed': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
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
        'form.submitted': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearProblems' },
          { actions: 'showProblems' },
        ],
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadPortfolio',
        src: 'uploadPortfolio',
        input: ({ event }) => ({ files: event.type === 'images.picked' ? event.files : [] }),
        onDone: {
          target: 'editing',
          actions: { type: 'addImages', params: ({ event }) => ({ upload: event.output }) },
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitDesignerApply',
        src: 'submitDesignerApply',
        input: ({ context }) => ({
          body: {
            realName: context.values.realName.trim(),
            specialty: context.values.specialty.trim(),
            intro: context.values.intro.trim(),
            images: context.images.map((image) => image.url),
          },
          keys: context.attemptKeys,
        }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'inReview',
            actions: { type: 'storeResult', params: outcomeParams },
          },
          // a refusal spends the key; a lost answer keeps it: sending again replays the first answer
          { target: 'editing', actions: { type: 'storeSubmitError', params: outcomeParams } },
        ],
      },
    },
    inReview: {
      on: { 'retry.requested': 'loading' },
    },
    rejected: {
      on: { 'reapply.requested': { target: 'editing', actions: 'fillFromRecord' } },
    },
    approved: { type: 'final' },
  },
})

// What the route reads (a machine's readers go through its module: no list of state names in the route)
type DesignerApplySnapshot = SnapshotFrom<typeof designerApplyMachine>
export type DesignerApplyStage = 'loading' | 'loadFailed' | 'form' | 'inReview' | 'turnedDown' | 'approved'

export function designerApplyStageOf(snapshot: DesignerApplySnapshot): DesignerApplyStage {
  if (snapshot.matches('loading')) return 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  if (snapshot.matches('inReview')) return 'inReview'
  if (snapshot.matches('rejected')) return 'turnedDown'
  if (snapshot.matches('approved')) return 'approved'
  return 'form'
}
export const isDesignerApplyBusy = (snapshot: DesignerApplySnapshot) => snapshot.hasTag('busy')
export const isUploadingPortfolio = (snapshot: DesignerApplySnapshot) => snapshot.matches('uploading')
export const designerApplyRecordOf = (snapshot: DesignerApplySnapshot) => snapshot.context.record
export const designerApplyValuesOf = (snapshot: DesignerApplySnapshot) => snapshot.context.values
export const portfolioImagesOf = (snapshot: DesignerApplySnapshot) => snapshot.context.images
export const designerApplyProblemsOf = (snapshot: DesignerApplySnapshot) => snapshot.context.errors
export const portfolioErrorOf = (snapshot: DesignerApplySnapshot) => snapshot.context.imageError
export const designerApplyErrorOf = (snapshot: DesignerApplySnapshot) => snapshot.context.error
