// A new contract, /member/contract/add (issue 11 item 5; SPEC.md §5 at most 5 attachments, §8 wrong file
// format, upload failed). Operations: listStores → (readFileTypes → uploadAttachments)* → addContract.
//
// Everything typed stays in the context through every refusal. Picked files are checked before anything is
// sent: the count (at most 5), the size (≤ 5 MB) and then the content (PDF, PNG or JPEG by magic bytes) with the
// shared rule of src/schemas/contract.schema.ts, which the mock applies again. A refused file is named with its
// reason; the accepted ones of the same pick are uploaded.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import type { StoreSummary } from '../../src/api/catalogue'
import type { ContractDetail, ContractInput } from '../../src/api/contracts'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import {
  CONTRACT_ATTACHMENTS_MAX,
  contractFileSchema,
  contractMessages,
  contractSchema,
  emptyContract,
  firstProblem,
  type ContractFileType,
  type ContractFormValues,
} from '../../src/schemas/contract.schema'
import { paymentMessages } from '../../src/schemas/payment.schema'
import { contractAddActors, type UploadedAttachment } from './contract-add.actors'

/** "Formato de archivo incorrecto" (SPEC.md §8). */
const contractFileFormatId = paymentMessages.fileFormat.id

export type ContractField = keyof ContractFormValues
export type FieldErrors = Partial<Record<ContractField, string>>

export interface FileRefusal {
  fileName: string
  message: ErrorMessage
}

export interface ContractAddContext {
  values: ContractFormValues
  fieldErrors: FieldErrors
  /** the form was sent once: errors follow every change from then on */
  submitted: boolean
  stores: StoreSummary[]
  storeKeyword: string
  attachments: UploadedAttachment[]
  /** files being checked or uploaded */
  pending: File[]
  fileRefusal: FileRefusal | null
  submitError: ErrorMessage | null
  created: ContractDetail | null
}

export type ContractAddEvent =
  | { type: 'field.changed'; field: ContractField; value: string }
  | { type: 'stores.searched'; keyword: string }
  | { type: 'files.picked'; files: File[] }
  | { type: 'attachment.removed'; index: number }
  | { type: 'form.submitted' }

/** Today as AAAA-MM-DD in UTC, the day the mock checks end dates against. */
export const todayOf = (now = Date.now()) => new Date(now).toISOString().slice(0, 10)

/** Every field's first broken rule (message ids), empty when the form can be sent. */
export function fieldErrorsOf(values: ContractFormValues, today = todayOf()): FieldErrors {
  const errors: FieldErrors = {}
  const schema = contractSchema(today)
  for (const field of Object.keys(emptyContract) as ContractField[]) {
    try {
      schema.validateSyncAt(field, values)
    } catch (error) {
      const message = (error as { errors?: unknown[] }).errors?.[0]
      if (typeof message === 'string') errors[field] = message
    }
  }
  return errors
}

/** The first picked file that is refused by count or size (before its content is read), or null. */
export function pickRefusal(files: File[], already: number): FileRefusal | null {
  if (already + files.length > CONTRACT_ATTACHMENTS_MAX)
    return { fileName: files.at(-1)?.name ?? '', message: { id: contractMessages.tooManyFiles.id } }
  for (const file of files) {
    // the declared type is not trusted: any allowed type here, the content is read next
    const problem = firstProblem(contractFileSchema, { type: 'application/pdf', size: file.size })
    if (problem) return { fileName: file.name, message: { id: problem } }
  }
  return null
}

function inputOf(values: ContractFormValues, attachments: UploadedAttachment[]): ContractInput {
  return {
    title: values.title.trim(),
    storeId: Number(values.storeId),
    orderSn: values.orderSn.trim() || null,
    startDate: values.startDate.trim(),
    endDate: values.endDate.trim(),
    amount: Number(values.amount.trim().replace(',', '.')),
    attachments: attachments.map((file) => ({ path: file.url, fileName: file.fileName })),
  }
}

export const contractAddMachine = setup({
  types: {
    context: {} as ContractAddContext,
    events: {} as ContractAddEvent,
    input: {} as { orderSn?: string; storeId?: string; values?: Partial<ContractFormValues> },
    tags: {} as 'busy',
  },
  actors: contractAddActors,
  guards: {
    isPickAcceptable: ({ context, event }) =>
      event.type === 'files.picked' && pickRefusal(event.files, context.attachments.length) === null,
    isFormValid: ({ context }) => Object.keys(fieldErrorsOf(context.values)).length === 0,
  },
  actions: {
    refusePick: assign(({ context, event }) => {
      assertEvent(event, 'files.picked')
      return { fileRefusal: pickRefusal(event.files, context.attachments.length) }
    }),
    changeField: assign(({ context }, { field, value }: { field: ContractField; value: string }) => {
      const values = { ...context.values, [field]: value }
      return { values, fieldErrors: context.submitted ? fieldErrorsOf(values) : context.fieldErrors }
    }),
    storeStores: assign((_, { stores }: { stores: StoreSummary[] }) => ({ stores })),
    storeKeyword: assign((_, { keyword }: { keyword: string }) => ({ storeKeyword: keyword.trim() })),
    holdFiles: assign((_, { files }: { files: File[] }) => ({ pending: files, fileRefusal: null })),
    removeAttachment: assign(({ context }, { index }: { index: number }) => ({
      attachments: context.attachments.filter((_, at) => at !== index),
      fileRefusal: null,
    })),
    startSubmit: assign({ fieldErrors: {}, submitted: true, submitError: null }),
    showFieldErrors: assign(({ context }) => ({
      fieldErrors: fieldErrorsOf(context.values),
      submitted: true,
    })),
    /** keeps the files whose content was recognised and names the first that was not */
    keepRecognisedFiles: assign(({ context }, { types }: { types: (ContractFileType | null)[] }) => {
      const refusedAt = types.findIndex((type) => type === null)
      return {
        pending: context.pending.filter((_, index) => types[index] !== null),
        fileRefusal:
          refusedAt < 0
            ? null
            : { fileName: context.pending[refusedAt]!.name, message: { id: contractFileFormatId } },
      }
    }),
    /** the first pending file is refused with `message` (its format when none is given) and nothing is kept */
    refusePending: assign(({ context }, { message }: { message?: ErrorMessage }) => ({
      fileRefusal: {
        fileName: context.pending[0]?.name ?? '',
        message: message ?? { id: contractFileFormatId },
      },
      pending: [],
    })),
    addAttachments: assign(({ context }, { uploaded }: { uploaded: UploadedAttachment[] }) => ({
      attachments: [...context.attachments, ...uploaded],
      pending: [],
    })),
    storeCreated: assign((_, { created }: { created: ContractDetail }) => ({ created })),
    storeSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'contractAdd',
  context: ({ input }) => ({
    values: {
      ...emptyContract,
      orderSn: input.orderSn ?? '',
      storeId: input.storeId ?? '',
      ...input.values,
    },
    fieldErrors: {},
    submitted: false,
    stores: [],
    storeKeyword: '',
    attachments: [],
    pending: [],
    fileRefusal: null,
    submitError: null,
    created: null,
  }),
  initial: 'loadingStores',
  // typing never waits: a change is kept in every state but the last
  on: {
    'field.changed': {
      actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
    },
  },
  states: {
    loadingStores: {
      tags: 'busy',
      invoke: {
        id: 'listStores',
        src: 'listStores',
        input: ({ context }) => ({ keyword: context.storeKeyword }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeStores', params: ({ event }) => ({ stores: event.output }) },
        },
        // the store list is a convenience: the form still shows, with no store to pick until a new search
        onError: { target: 'editing', actions: { type: 'storeStores', params: { stores: [] } } },
      },
    },
    editing: {
      on: {
        'stores.searched': {
          target: 'loadingStores',
          actions: { type: 'storeKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
        },
        'files.picked': [
          {
            guard: 'isPickAcceptable',
            target: 'checkingFiles',
            actions: { type: 'holdFiles', params: ({ event }) => ({ files: event.files }) },
          },
          { actions: 'refusePick' },
        ],
        'attachment.removed': {
          actions: { type: 'removeAttachment', params: ({ event }) => ({ index: event.index }) },
        },
        'form.submitted': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: 'startSubmit',
          },
          { actions: 'showFieldErrors' },
        ],
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
            guard: ({ event }) => event.output.some((type: ContractFileType | null) => type !== null),
            target: 'uploadingFiles',
            actions: { type: 'keepRecognisedFiles', params: ({ event }) => ({ types: event.output }) },
          },
          { target: 'editing', actions: { type: 'refusePending', params: {} } },
        ],
        onError: { target: 'editing', actions: { type: 'refusePending', params: {} } },
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
          actions: { type: 'addAttachments', params: ({ event }) => ({ uploaded: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'refusePending',
            params: ({ event }) => ({ message: errorMessageOf(event.error) }),
          },
        },
      },
    },
    // no second "Guardar" while one is in flight
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'addContract',
        src: 'addContract',
        input: ({ context }) => inputOf(context.values, context.attachments),
        onDone: {
          target: 'created',
          actions: { type: 'storeCreated', params: ({ event }) => ({ created: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    created: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type ContractAddSnapshot = SnapshotFrom<typeof contractAddMachine>
/** Picked files are being checked or uploaded. */
export const contractFilesBusyOf = (s: ContractAddSnapshot) =>
  s.matches('checkingFiles') || s.matches('uploadingFiles')
export const contractSubmittingOf = (s: ContractAddSnapshot) => s.matches('submitting')
