// Refund request and reapplication — issue 6 item 5; SPEC.md §4 (refund or refund with return; the buyer may
// reapply after a refusal), §5 (amount positive and not above the maximum, refund account = payment account,
// at most 5 png/jpg proof images of up to 1 MB), §9 (refund images max 5).
// Operations: getRefundApplyInfo (+ listReasons) for /member/order/refund/apply?orderSn, or getRefund
// (+ getOrder, listReasons) for ?afsSn ("Volver a solicitar"); uploadFile (source afterSale) per image;
// submitRefund or reapplyRefund.
// The fields live in the form (Formik); the machine holds the uploaded images, checks each picked file and the
// count BEFORE uploading, and validates the sent values again with the same rules (refund-form.ts). `submitting`
// does not take `form.submitted` again (no double request); a refusal goes back to editing with the server's
// message and nothing the buyer entered is lost.
import { and, assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { RefundDetail } from '../../src/api/after-sales'
import { isDefinitiveFailure } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { refundApplyActors, type UploadOutcome } from './refund-apply.actors'
import {
  applyBody,
  checkImageFiles,
  reapplyBody,
  refundFormProblems,
  rulesOf,
  type RefundFormData,
  type RefundFormValues,
  type RefundImage,
} from './refund-form'

export type RefundApplyInput = { orderSn: string } | { afsSn: string }

export interface RefundApplyContext {
  orderSn: string | null
  afsSn: string | null
  form: RefundFormData | null
  images: RefundImage[]
  /** the files being uploaded (their names show while they upload) */
  uploading: File[]
  /** why the last picked file was refused (checked here, or by the server) */
  imageError: ErrorMessage | null
  loadError: ErrorMessage | null
  /** the server's refusal of the last request */
  error: ErrorMessage | null
  /** the values of the request in flight */
  values: RefundFormValues | null
  result: RefundDetail | null
  /** one Idempotency-Key per sent request, until a definitive answer (issue 26 item 2) */
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type RefundApplyEvent =
  | { type: 'images.added'; files: File[] }
  | { type: 'image.removed'; index: number }
  | { type: 'form.submitted'; values: RefundFormValues }
  | { type: 'retry.requested' }

type FormOutput = { event: { output: RefundFormData } }

export const refundApplyMachine = setup({
  types: {
    context: {} as RefundApplyContext,
    events: {} as RefundApplyEvent,
    input: {} as RefundApplyInput,
    tags: {} as 'busy',
  },
  actors: refundApplyActors,
  actions: {
    storeForm: assign((_, { form }: { form: RefundFormData }) => ({
      form,
      images: form.images,
      loadError: null,
    })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    storeResult: assign((_, { result }: { result: RefundDetail }) => ({ result })),
    /** Keeps the acceptable files for the upload and the first refusal's message. */
    checkImages: assign(({ context }, { files }: { files: File[] }) => {
      const { accepted, problem } = checkImageFiles(files, context.images.length)
      return { uploading: accepted, imageError: problem }
    }),
    addUploaded: assign(({ context }, { outcome }: { outcome: UploadOutcome }) => ({
      images: [...context.images, ...outcome.uploaded],
      imageError: context.imageError ?? outcome.problem,
      uploading: [],
    })),
    storeUploadError: assign((_, { error }: { error: unknown }) => ({
      imageError: errorMessageOf(error),
      uploading: [],
    })),
    removeImage: assign(({ context }, { index }: { index: number }) => ({
      images: context.images.filter((_, at) => at !== index),
      imageError: null,
    })),
    storeValues: assign((_, { values }: { values: RefundFormValues }) => ({ values, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    // a lost answer keeps the key, so sending again replays the first answer; a refusal spends it
    settleKeyIfDefinitive: ({ context }, { error }: { error: unknown }) => {
      if (isDefinitiveFailure(error)) context.attemptKeys.settle()
    },
    /** The route goes to /member/order/refund/detail?afsSn (history replaced). */
    goToDetail: (_, _params: { afsSn: string }) => undefined,
  },
  guards: {
    isReapply: ({ context }) => context.afsSn !== null,
    isReapplicable: (_, { form }: { form: RefundFormData }) => form.reapplicable,
    hasAcceptableImages: ({ context }, { files }: { files: File[] }) =>
      checkImageFiles(files, context.images.length).accepted.length > 0,
    isRequestValid: ({ context, event }) =>
      event.type === 'form.submitted' &&
      context.form !== null &&
      Object.keys(refundFormProblems(event.values, rulesOf(context.form), context.images)).length === 0,
  },
}).createMachine({
  id: 'refundApply',
  context: ({ input }) => ({
    orderSn: 'orderSn' in input ? input.orderSn : null,
    afsSn: 'afsSn' in input ? input.afsSn : null,
    form: null,
    images: [],
    uploading: [],
    imageError: null,
    loadError: null,
    error: null,
    values: null,
    result: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isReapply', target: 'refund' }, { target: 'applyInfo' }],
        },
        applyInfo: {
          invoke: {
            id: 'getRefundApplyInfo',
            src: 'getRefundApplyInfo',
            input: ({ context }) => ({ orderSn: context.orderSn ?? '' }),
            onDone: {
              target: '#refundApply.editing',
              actions: { type: 'storeForm', params: ({ event }: FormOutput) => ({ form: event.output }) },
            },
            onError: {
              target: '#refundApply.loadFailed',
              actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        refund: {
          invoke: {
            id: 'getRefund',
            src: 'getRefund',
            input: ({ context }) => ({ afsSn: context.afsSn ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'isReapplicable',
                  params: ({ event }: FormOutput) => ({ form: event.output }),
                },
                target: '#refundApply.editing',
                actions: { type: 'storeForm', params: ({ event }: FormOutput) => ({ form: event.output }) },
              },
              {
                target: '#refundApply.notReapplicable',
                actions: { type: 'storeForm', params: ({ event }: FormOutput) => ({ form: event.output }) },
              },
            ],
            onError: {
              target: '#refundApply.loadFailed',
              actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    // reapplying a refund that was not refused (already reapplied, withdrawn, confirmed): nothing to send
    notReapplicable: {},
    editing: {
      initial: 'idle',
      on: {
        'image.removed': {
          actions: { type: 'removeImage', params: ({ event }) => ({ index: event.index }) },
        },
      },
      states: {
        idle: {
          on: {
            'images.added': [
              {
                guard: { type: 'hasAcceptableImages', params: ({ event }) => ({ files: event.files }) },
                target: 'uploading',
                actions: { type: 'checkImages', params: ({ event }) => ({ files: event.files }) },
              },
              { actions: { type: 'checkImages', params: ({ event }) => ({ files: event.files }) } },
            ],
            'form.submitted': [
              {
                guard: and(['isReapply', 'isRequestValid']),
                target: '#refundApply.submitting.reapplying',
                actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
              },
              {
                guard: 'isRequestValid',
                target: '#refundApply.submitting.applying',
                actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
              },
            ],
          },
        },
        // the picker is disabled while its files upload; "Enviar solicitud" waits for them
        uploading: {
          tags: 'busy',
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => ({ files: context.uploading }),
            onDone: {
              target: 'idle',
              actions: { type: 'addUploaded', params: ({ event }) => ({ outcome: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'storeUploadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // no `form.submitted` here: "Enviar solicitud" sends once
    submitting: {
      tags: 'busy',
      // entered at `applying` or `reapplying` by `form.submitted`
      initial: 'applying',
      states: {
        applying: {
          invoke: {
            id: 'submitRefund',
            src: 'submitRefund',
            input: ({ context }) => {
              const body = applyBody(context.orderSn ?? '', context.values!, context.images)
              return { body, idempotencyKey: context.attemptKeys.keyFor(body) }
            },
            onDone: {
              target: '#refundApply.submitted',
              actions: [
                { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
                { type: 'goToDetail', params: ({ event }) => ({ afsSn: event.output.afsSn }) },
              ],
            },
            onError: {
              target: '#refundApply.editing',
              actions: [
                { type: 'settleKeyIfDefinitive', params: ({ event }) => ({ error: event.error }) },
                { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        reapplying: {
          invoke: {
            id: 'reapplyRefund',
            src: 'reapplyRefund',
            input: ({ context }) => {
              const body = reapplyBody(context.afsSn ?? '', context.values!, context.images)
              return { body, idempotencyKey: context.attemptKeys.keyFor(body) }
            },
            onDone: {
              target: '#refundApply.submitted',
              actions: [
                { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
                { type: 'goToDetail', params: ({ event }) => ({ afsSn: event.output.afsSn }) },
              ],
            },
            onError: {
              target: '#refundApply.editing',
              actions: [
                { type: 'settleKeyIfDefinitive', params: ({ event }) => ({ error: event.error }) },
                { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    submitted: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type RefundApplySnapshot = SnapshotFrom<typeof refundApplyMachine>
export type RefundApplyStage =
  'loading' | 'loadFailed' | 'notReapplicable' | 'editing' | 'uploading' | 'submitting'
export const refundApplyStageOf = (s: RefundApplySnapshot): RefundApplyStage => {
  if (s.matches('loadFailed')) return 'loadFailed'
  if (s.matches('notReapplicable')) return 'notReapplicable'
  if (s.matches({ editing: 'uploading' })) return 'uploading'
  if (s.matches('editing')) return 'editing'
  // `submitted` keeps the form on screen (busy) for the moment the navigation takes
  if (s.matches('submitting') || s.matches('submitted')) return 'submitting'
  return 'loading'
}
