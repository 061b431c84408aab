// Publishing an inquiry, /inquiry/purchaser/init_inquiry (issue 28 item 1; SPEC.md §5 at most 5 attachments,
// §8 wrong file format, upload failed). Operations: getGoodsList (catalogue products to ask for) ·
// (readFileTypes → uploadAttachments)* · publishInquiry.
//
// The form's values are Formik's (the view keeps what was typed through every refusal); the machine holds what
// is not typed: the catalogue search, the attachments, the submit and its outcome. Picked files are checked
// before anything is sent, with the contract attachment's rules (count ≤ 5, size ≤ 5 MB, then PDF, PNG or JPEG
// by content) that the mock applies again. The publish goes through the one submit of src/flows: a second
// "Publicar solicitud" while one is in flight does nothing, and a refusal brings the form back as it was.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { GoodsCard } from '../../src/api/goods'
import type { InquiryDetail, InquiryInput } from '../../src/api/inquiries'
import type { SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import {
  contractFileSchema,
  contractMessages,
  firstProblem,
  type ContractFileType,
} from '../../src/schemas/contract.schema'
import { INQUIRY_ATTACHMENTS_MAX, type InquiryFormValues } from '../../src/schemas/inquiry.schema'
import { paymentMessages } from '../../src/schemas/payment.schema'
import { inquiryPublishActors, type UploadedAttachment } from './inquiry-publish.actors'

export interface FileRefusal {
  fileName: string
  message: ErrorMessage
}

export interface InquiryPublishContext {
  keyword: string
  results: GoodsCard[]
  attachments: UploadedAttachment[]
  pending: File[]
  fileRefusal: FileRefusal | null
  submitError: ErrorMessage | null
  published: InquiryDetail | null
  /** the values of the submit in flight */
  submitting: InquiryFormValues | null
}

export type InquiryPublishEvent =
  | { type: 'catalogue.searched'; keyword: string }
  | { type: 'files.picked'; files: File[] }
  | { type: 'attachment.removed'; index: number }
  | { type: 'form.submitted'; values: InquiryFormValues }

/** "Formato de archivo incorrecto" (SPEC.md §8). */
const fileFormat: ErrorMessage = { id: paymentMessages.fileFormat.id }

/** The first picked file refused by count or size (before its content is read), or null. */
export function pickRefusal(files: readonly File[], already: number): FileRefusal | null {
  if (already + files.length > INQUIRY_ATTACHMENTS_MAX)
    return { fileName: files.at(-1)?.name ?? '', message: { id: contractMessages.tooManyFiles.id } }
  for (const file of files) {
    // the declared type is not trusted: any allowed type here, the content is read next
    const problem = firstProblem(contractFileSchema, { type: 'application/pdf', size: file.size })
    if (problem) return { fileName: file.name, message: { id: problem } }
  }
  return null
}

/** What the form says, as the contract wants it (the rules were checked by the form with the same schema). */
export function inquiryInputOf(
  values: InquiryFormValues,
  attachments: readonly UploadedAttachment[],
): InquiryInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    lines: values.lines.map((line) => ({
      productId: line.productId.trim() === '' ? null : Number(line.productId),
      goodsName: line.goodsName.trim(),
      buyNum: Number(line.buyNum.trim()),
      unit: line.unit.trim(),
    })),
    deliveryPlace: values.deliveryPlace.trim(),
    deliveryDate: values.deliveryDate.trim(),
    deadline: values.deadline.trim(),
    attachments: attachments.map((file) => ({ path: file.url, fileName: file.fileName })),
  }
}

type Outcome = SubmitOutcome<InquiryDetail>
const outcomeParams = ({ event }: { event: { output: Outcome } }) => ({ outcome: event.output })

export const inquiryPublishMachine = setup({
  types: {
    context: {} as InquiryPublishContext,
    events: {} as InquiryPublishEvent,
    tags: {} as 'busy',
  },
  actors: inquiryPublishActors,
  guards: {
    isPickAcceptable: ({ context }, { files }: { files: File[] }) =>
      pickRefusal(files, context.attachments.length) === null,
    hasReadableFile: (_, { types }: { types: (ContractFileType | null)[] }) =>
      types.some((type) => type !== null),
    isAnswered: (_, { outcome }: { outcome: Outcome }) => outcome.kind === 'answered',
  },
  actions: {
    takeKeyword: assign((_, { keyword }: { keyword: string }) => ({ keyword: keyword.trim() })),
    storeResults: assign((_, { results }: { results: GoodsCard[] }) => ({ results })),
    clearResults: assign({ results: [] }),
    /** The picked files wait while their content is read, then uploaded. */
    holdPicked: assign((_, { files }: { files: File[] }) => ({ pending: files, fileRefusal: null })),
    removeAttachment: assign(({ context }, { index }: { index: number }) => ({
      attachments: context.attachments.filter((_, at) => at !== index),
      fileRefusal: null,
    })),
    storeUploaded: assign(({ context }, { uploaded }: { uploaded: UploadedAttachment[] }) => ({
      attachments: [...context.attachments, ...uploaded],
      pending: [],
    })),
    /** The first waiting file is named with the refusal; none of them is kept. */
    refuseUpload: assign(({ context }, { error }: { error: unknown }) => ({
      fileRefusal: { fileName: context.pending[0]?.name ?? '', message: errorMessageOf(error) },
      pending: [],
    })),
    takeValues: assign((_, { values }: { values: InquiryFormValues }) => ({
      submitting: values,
      submitError: null,
    })),
    refusePick: assign(({ context }, { files }: { files: File[] }) => ({
      fileRefusal: pickRefusal(files, context.attachments.length),
    })),
    keepReadable: assign(({ context }, { types }: { types: (ContractFileType | null)[] }) => {
      const refusedAt = types.findIndex((type) => type === null)
      return {
        pending: context.pending.filter((_, index) => types[index] !== null),
        fileRefusal:
          refusedAt < 0 ? null : { fileName: context.pending[refusedAt]!.name, message: fileFormat },
      }
    }),
    refuseUnreadable: assign(({ context }) => ({
      fileRefusal: { fileName: context.pending[0]?.name ?? '', message: fileFormat },
      pending: [],
    })),
    storePublished: assign((_, { outcome }: { outcome: Outcome }) =>
      outcome.kind === 'answered' ? { published: outcome.answer, submitting: null } : {},
    ),
    storeSubmitError: assign((_, { outcome }: { outcome: Outcome }) => ({
      submitError: outcome.kind === 'failed' ? errorMessageOf(outcome.error) : null,
      submitting: null,
    })),
  },
}).createMachine({
  id: 'inquiryPublish',
  context: {
    keyword: '',
    results: [],
    attachments: [],
    pending: [],
    fileRefusal: null,
    submitError: null,
    published: null,
    submitting: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'catalogue.searched': {
          target: 'searching',
          actions: { type: 'takeKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
        },
        'files.picked': [
          {
            guard: { type: 'isPickAcceptable', params: ({ event }) => ({ files: event.files }) },
            target: 'checkingFiles',
            actions: { type: 'holdPicked', params: ({ event }) => ({ files: event.files }) },
          },
          { actions: { type: 'refusePick', params: ({ event }) => ({ files: event.files }) } },
        ],
        'attachment.removed': {
          actions: { type: 'removeAttachment', params: ({ event }) => ({ index: event.index }) },
        },
        'form.submitted': {
          target: 'submitting',
          actions: { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'searchCatalogue',
        src: 'searchCatalogue',
        input: ({ context }) => ({ keyword: context.keyword }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) },
        },
        // the search is a help: the form stays, with no results until a new search
        onError: { target: 'editing', actions: 'clearResults' },
      },
    },
    checkingFiles: {
      tags: 'busy',
      invoke: {
        id: 'readFileTypes',
        src: 'readFileTypes',
        input: ({ context }) => ({ files: context.pending }),
        onDone: [
          {
            guard: { type: 'hasReadableFile', params: ({ event }) => ({ types: event.output }) },
            target: 'uploadingFiles',
            actions: { type: 'keepReadable', params: ({ event }) => ({ types: event.output }) },
          },
          { target: 'editing', actions: 'refuseUnreadable' },
        ],
        onError: { target: 'editing', actions: 'refuseUnreadable' },
      },
    },
    uploadingFiles: {
      tags: 'busy',
      invoke: {
        id: 'uploadAttachments',
        src: 'uploadAttachments',
        input: ({ context }) => ({ files: context.pending }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeUploaded', params: ({ event }) => ({ uploaded: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'refuseUpload', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // no `form.submitted` here: a second click while publishing does nothing
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'publishInquiry',
        src: 'publishInquiry',
        input: ({ context }) => ({
          body: inquiryInputOf(context.submitting!, context.attachments),
          keys: null,
        }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'published',
            actions: { type: 'storePublished', params: outcomeParams },
          },
          { target: 'editing', actions: { type: 'storeSubmitError', params: outcomeParams } },
        ],
      },
    },
    published: { type: 'final' },
  },
})

/** Today as AAAA-MM-DD in UTC, the day the mock checks the dates against (as the contract form does). */
export { todayOf } from '../contract-add/contract-add.machine'

// What the route reads (a machine's readers go through its module)
type PublishSnapshot = SnapshotFrom<typeof inquiryPublishMachine>
export const publishResultsOf = (s: PublishSnapshot) => s.context.results
export const publishAttachmentsOf = (s: PublishSnapshot) => s.context.attachments
export const publishFileRefusalOf = (s: PublishSnapshot) => s.context.fileRefusal
export const publishFilesBusyOf = (s: PublishSnapshot) =>
  s.matches('checkingFiles') || s.matches('uploadingFiles')
export const publishSearchedOf = (s: PublishSnapshot) => s.context.keyword !== ''
export const publishSearchingOf = (s: PublishSnapshot) => s.matches('searching')
export const publishSubmittingOf = (s: PublishSnapshot) => s.matches('submitting')
export const publishErrorOf = (s: PublishSnapshot) => s.context.submitError
export const publishedOf = (s: PublishSnapshot) => s.context.published
