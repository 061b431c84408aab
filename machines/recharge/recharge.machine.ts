// Top-up flow — issue 12 item 2; SPEC.md §1 (prepaid wallet with top-ups), §4 (Recharge: pending confirmation,
// confirmed), §5 (top-up a positive integer 1-5000; recharge voucher png/jpg up to 1 MB), §8 (upload failed,
// wrong file format).
// Operations: (readImageType → uploadFile for a transfer voucher) → recharge (Idempotency-Key) → getRecharge
// while the platform has not answered, or the gateway redirect; /member/recharge?rechargeSn (the gateway's
// return) starts from getRecharge: the record's state on the server decides, never the URL.
// It touches no browser global: the page passes its origin (input `pageOrigin`) and provides `goToGateway`.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { ValidationError } from 'yup'
import { errorMessageOf } from '../../src/api/errors'
import type { UploadResult } from '../../src/api/payment'
import type { PlatformBankAccount, Recharge, RechargeMethod, RechargeResult } from '../../src/api/wallet'
import {
  isAnswered,
  isFailed,
  isRedirect,
  isRedirectRefused,
  type SubmitOutcome,
} from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { paymentMessages } from '../../src/schemas/payment.schema'
import {
  rechargeAmountOf,
  rechargeAmountSchema,
  rechargeMessages,
  rechargeVoucherFileSchema,
} from '../../src/schemas/recharge.schema'
import { rechargeActors } from './recharge.actors'
import type { Message } from '../../src/api/message'

export type RechargeMessage = Message
export type RechargeField = 'amount' | 'voucher'
export type RechargeProblems = Partial<Record<RechargeField, RechargeMessage>>

export interface RechargeFlowInput {
  /** The page's origin (window.location.origin): a same-origin gateway address (the mock's page) may be followed. */
  pageOrigin?: string | null
  /** Set on the gateway's return: the flow reads this top-up instead of showing the form. */
  rechargeSn?: string | null
  /** A suggested amount (what the payment the buyer came from still needs); checked like a typed one. */
  amount?: string
  method?: RechargeMethod
}

/** Message ids of the machine's own texts (src/features/wallet/messages.ts holds them). */
export const RECHARGE_MESSAGE_IDS = {
  unsafeRedirect: 'wallet.recharge.unsafeRedirect',
} as const

export const RECHARGE_DELAYS = {
  /** A pending top-up is read again this often while the platform has not answered. */
  poll: 5000,
} as const

export interface RechargeContext {
  pageOrigin: string | null
  rechargeSn: string | null
  amount: string
  method: RechargeMethod
  voucher: { url: string; name: string } | null
  /** the name of the file being checked or uploaded */
  voucherFileName: string
  /** the file being checked, then uploaded (readImageType's answer carries no file) */
  pickedFile: File | null
  fieldErrors: RechargeProblems
  formError: RechargeMessage | null
  loadError: RechargeMessage | null
  record: Recharge | null
  redirectUrl: string | null
  /** where a transfer goes (the same account the order payment shows); null until read, or if it could not be */
  bankAccount: PlatformBankAccount | null
  /** One Idempotency-Key per payload until a definitive answer (src/lib/idempotency.ts). */
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type RechargeEvent =
  | { type: 'amount.changed'; value: string }
  | { type: 'amount.blurred' }
  | { type: 'method.selected'; method: RechargeMethod }
  | { type: 'voucher.selected'; file: File }
  | { type: 'voucher.removed' }
  | { type: 'form.submitted' }
  | { type: 'recharge.restarted' }
  | { type: 'retry' }

function messageOf(error: unknown): RechargeMessage {
  if (error instanceof ValidationError) {
    const raw: unknown = error.errors[0] ?? error.message
    return { id: typeof raw === 'string' ? raw : paymentMessages.fileFormat.id }
  }
  return errorMessageOf(error)
}

/** SPEC.md §5 on the amount as typed: the shared rule's message id, or null. */
export function amountProblem(amount: string): RechargeMessage | null {
  try {
    rechargeAmountSchema.validateSync(amount)
    return null
  } catch (error) {
    return messageOf(error)
  }
}

/** SPEC.md §5, §9: a voucher of png/jpg content and at most 1 MB (the mock checks both again). */
export function voucherProblem(file: { type: string; size: number }): RechargeMessage | null {
  try {
    rechargeVoucherFileSchema.validateSync(file)
    return null
  } catch (error) {
    return messageOf(error)
  }
}

export function formProblems(context: Pick<RechargeContext, 'amount' | 'method' | 'voucher'>) {
  const problems: RechargeProblems = {}
  const amount = amountProblem(context.amount)
  if (amount) problems.amount = amount
  if (context.method === 'transfer' && !context.voucher)
    problems.voucher = { id: rechargeMessages.voucherRequired.id }
  return problems
}

type StateOf = { payState: Recharge['payState'] }
const recordState = ({ event }: { event: { output: Recharge } }): StateOf => ({
  payState: event.output.payState,
})
const storeRecord = {
  type: 'storeRecord',
  params: ({ event }: { event: { output: Recharge } }) => ({ record: event.output }),
} as const
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const outcomeParams = ({ event }: { event: { output: SubmitOutcome<RechargeResult> } }) => ({
  outcome: event.output,
})
const EMPTY_FORM = {
  amount: '',
  voucher: null,
  voucherFileName: '',
  pickedFile: null,
  fieldErrors: {},
  formError: null,
}

export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as RechargeFlowInput,
    tags: {} as 'busy',
  },
  actors: rechargeActors,
  delays: RECHARGE_DELAYS,
  actions: {
    /** The browser leaves for the gateway; the page provides it, so a test or a story never navigates. */
    goToGateway: (_, _params: { url: string }) => undefined,
    changeAmount: assign(({ context, event }) => {
      assertEvent(event, 'amount.changed')
      return { amount: event.value, fieldErrors: { ...context.fieldErrors, amount: undefined } }
    }),
    checkAmount: assign(({ context }) =>
      context.amount.trim() === ''
        ? {}
        : { fieldErrors: { ...context.fieldErrors, amount: amountProblem(context.amount) ?? undefined } },
    ),
    selectMethod: assign(({ context, event }) => {
      assertEvent(event, 'method.selected')
      return {
        method: event.method,
        formError: null,
        fieldErrors: { ...context.fieldErrors, voucher: undefined },
      }
    }),
    acceptVoucherFile: assign(({ context }, { file }: { file: File }) => ({
      voucherFileName: file.name,
      pickedFile: file,
      formError: null,
      fieldErrors: { ...context.fieldErrors, voucher: undefined },
    })),
    refuseVoucher: assign(({ context }, { problem }: { problem: RechargeMessage }) => ({
      fieldErrors: { ...context.fieldErrors, voucher: problem },
    })),
    storeVoucher: assign(({ context }, { upload }: { upload: UploadResult }) => ({
      voucher: { url: upload.url, name: context.voucherFileName },
      pickedFile: null,
    })),
    clearVoucher: assign({ voucher: null, pickedFile: null }),
    showFormProblems: assign(({ context }) => ({ fieldErrors: formProblems(context) })),
    clearFormError: assign({ formError: null }),
    storeResult: assign((_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) =>
      isAnswered(outcome) || isRedirect(outcome)
        ? { record: outcome.answer.recharge, rechargeSn: outcome.answer.recharge.rechargeSn }
        : {},
    ),
    storeRedirectUrl: assign((_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) =>
      isRedirect(outcome) ? { redirectUrl: outcome.url } : {},
    ),
    refuseRedirect: assign({ formError: { id: RECHARGE_MESSAGE_IDS.unsafeRedirect } }),
    storeSubmitError: assign((_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) =>
      isFailed(outcome) ? { formError: errorMessageOf(outcome.error) } : {},
    ),
    storeBankAccount: assign((_, { account }: { account: PlatformBankAccount }) => ({
      bankAccount: account,
    })),
    storeRecord: assign((_, { record }: { record: Recharge }) => ({ record, loadError: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    /** A new top-up: an empty form, the same method, no record. */
    resetForm: assign({ ...EMPTY_FORM, record: null, rechargeSn: null, redirectUrl: null }),
  },
  guards: {
    hasRechargeSn: ({ context }) => context.rechargeSn !== null,
    isVoucherSizeAcceptable: (_, { file }: { file: File }) =>
      voucherProblem({ type: 'image/png', size: file.size }) === null,
    isImageContent: (_, { type }: { type: string | null }) => type !== null,
    isFormComplete: ({ context }) => Object.keys(formProblems(context)).length === 0,
    isConfirmed: (_, { payState }: StateOf) => payState === 'confirmed',
    isPendingConfirmation: (_, { payState }: StateOf) => payState === 'pendingConfirmation',
    isDeclined: (_, { payState }: StateOf) => payState === 'declined',
    isAnswered: (_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) => isAnswered(outcome),
    isRedirect: (_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) => isRedirect(outcome),
    isRedirectRefused: (_, { outcome }: { outcome: SubmitOutcome<RechargeResult> }) =>
      isRedirectRefused(outcome),
  },
}).createMachine({
  id: 'recharge',
  context: ({ input }) => ({
    pageOrigin: input.pageOrigin ?? null,
    rechargeSn: input.rechargeSn ?? null,
    ...EMPTY_FORM,
    method: input.method ?? 'transfer',
    amount: input.amount ?? '',
    loadError: null,
    record: null,
    redirectUrl: null,
    bankAccount: null,
    attemptKeys: createAttemptKeys(),
  }),
  // read once for the whole visit: the form shows it while transfer is chosen; a failed read only leaves it out
  // (the request layer has already told the buyer why)
  invoke: {
    id: 'getBankAccount',
    src: 'getBankAccount',
    onDone: { actions: { type: 'storeBankAccount', params: ({ event }) => ({ account: event.output }) } },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasRechargeSn', target: 'loadingRecord' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'amount.changed': { actions: 'changeAmount' },
        'amount.blurred': { actions: 'checkAmount' },
        'method.selected': { actions: 'selectMethod' },
        'voucher.selected': [
          {
            guard: { type: 'isVoucherSizeAcceptable', params: ({ event }) => ({ file: event.file }) },
            target: 'checkingVoucher',
            actions: { type: 'acceptVoucherFile', params: ({ event }) => ({ file: event.file }) },
          },
          {
            actions: {
              type: 'refuseVoucher',
              params: () => ({ problem: { id: paymentMessages.fileTooBig.id } }),
            },
          },
        ],
        'voucher.removed': { actions: 'clearVoucher' },
        'form.submitted': [
          { guard: 'isFormComplete', target: 'submitting' },
          { actions: 'showFormProblems' },
        ],
      },
    },
    checkingVoucher: {
      tags: 'busy',
      on: { 'amount.changed': { actions: 'changeAmount' } },
      invoke: {
        id: 'readImageType',
        src: 'readImageType',
        input: ({ event }) => {
          assertEvent(event, 'voucher.selected')
          return { file: event.file }
        },
        onDone: [
          {
            guard: { type: 'isImageContent', params: ({ event }) => ({ type: event.output }) },
            target: 'uploadingVoucher',
          },
          {
            target: 'editing',
            actions: {
              type: 'refuseVoucher',
              params: () => ({ problem: { id: paymentMessages.fileFormat.id } }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: {
            type: 'refuseVoucher',
            params: () => ({ problem: { id: paymentMessages.fileFormat.id } }),
          },
        },
      },
    },
    uploadingVoucher: {
      tags: 'busy',
      on: { 'amount.changed': { actions: 'changeAmount' } },
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.pickedFile ?? new Blob([]) }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeVoucher', params: ({ event }) => ({ upload: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: [
            'clearVoucher',
            { type: 'refuseVoucher', params: ({ event }) => ({ problem: messageOf(event.error) }) },
          ],
        },
      },
    },
    // no `form.submitted` here: a second click on "Recargar" while submitting does nothing
    submitting: {
      tags: 'busy',
      entry: 'clearFormError',
      invoke: {
        id: 'recharge',
        src: 'recharge',
        input: ({ context }) => ({
          body: {
            amount: rechargeAmountOf(context.amount),
            payMethod: context.method,
            ...(context.method === 'transfer' && context.voucher ? { voucherUrl: context.voucher.url } : {}),
          },
          keys: context.attemptKeys,
          pageOrigin: context.pageOrigin,
        }),
        // a transfer waits for the platform; an e-payment leaves for a safe gateway, never for another address
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'pending',
            actions: { type: 'storeResult', params: outcomeParams },
          },
          {
            guard: { type: 'isRedirect', params: outcomeParams },
            target: 'redirecting',
            actions: [
              { type: 'storeResult', params: outcomeParams },
              { type: 'storeRedirectUrl', params: outcomeParams },
            ],
          },
          {
            guard: { type: 'isRedirectRefused', params: outcomeParams },
            target: 'editing',
            actions: 'refuseRedirect',
          },
          { target: 'editing', actions: { type: 'storeSubmitError', params: outcomeParams } },
        ],
      },
    },
    loadingRecord: {
      tags: 'busy',
      invoke: {
        id: 'getRecharge',
        src: 'getRecharge',
        input: ({ context }) => ({ rechargeSn: context.rechargeSn ?? '' }),
        onDone: [
          { guard: { type: 'isConfirmed', params: recordState }, target: 'confirmed', actions: storeRecord },
          {
            guard: { type: 'isPendingConfirmation', params: recordState },
            target: 'pending',
            actions: storeRecord,
          },
          { guard: { type: 'isDeclined', params: recordState }, target: 'declined', actions: storeRecord },
          // the e-payment was declined or never completed
          { target: 'failed', actions: storeRecord },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: errorParams } },
      },
    },
    loadFailed: {
      on: { retry: 'loadingRecord' },
    },
    // SPEC.md §4 "Recharge: pending confirmation": read the record every 5 s until the platform answers;
    // leaving the page stops the actor and its timer
    pending: {
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'polling' } },
        polling: {
          invoke: {
            id: 'getRecharge',
            src: 'getRecharge',
            input: ({ context }) => ({ rechargeSn: context.rechargeSn ?? '' }),
            onDone: [
              {
                guard: { type: 'isConfirmed', params: recordState },
                target: '#recharge.confirmed',
                actions: storeRecord,
              },
              {
                guard: { type: 'isDeclined', params: recordState },
                target: '#recharge.declined',
                actions: storeRecord,
              },
              { target: 'waiting', actions: storeRecord },
            ],
            // a failed read is not an answer: try again at the next tick
            onError: { target: 'waiting' },
          },
        },
      },
    },
    confirmed: { on: { 'recharge.restarted': { target: 'editing', actions: 'resetForm' } } },
    declined: { on: { 'recharge.restarted': { target: 'editing', actions: 'resetForm' } } },
    failed: { on: { 'recharge.restarted': { target: 'editing', actions: 'resetForm' } } },
    redirecting: {
      type: 'final',
      entry: { type: 'goToGateway', params: ({ context }) => ({ url: context.redirectUrl ?? '' }) },
    },
  },
})

// What the route reads (a machine's readers go through its module: no list of state names in the route)
type RechargeSnapshot = SnapshotFrom<typeof rechargeMachine>
type TopState = Extract<RechargeSnapshot['value'], string> | keyof Exclude<RechargeSnapshot['value'], string>
export type RechargeStage =
  'form' | 'loading' | 'loadFailed' | 'pending' | 'confirmed' | 'declined' | 'failed' | 'redirecting'

/** The screen each state shows; every state not named here shows the form. */
const STAGE_OF: Partial<Record<TopState, RechargeStage>> = {
  loadingRecord: 'loading',
  loadFailed: 'loadFailed',
  pending: 'pending',
  confirmed: 'confirmed',
  declined: 'declined',
  failed: 'failed',
  redirecting: 'redirecting',
}
/** What the form is waiting for, if anything. */
const BUSY_OF: Partial<Record<TopState, 'checking' | 'uploading' | 'submitting'>> = {
  checkingVoucher: 'checking',
  uploadingVoucher: 'uploading',
  submitting: 'submitting',
}
const topStateOf = (snapshot: RechargeSnapshot): TopState =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] as TopState)

export const rechargeStageOf = (snapshot: RechargeSnapshot): RechargeStage =>
  STAGE_OF[topStateOf(snapshot)] ?? 'form'
export const rechargeBusyOf = (snapshot: RechargeSnapshot) => BUSY_OF[topStateOf(snapshot)] ?? null
export const rechargeAmountOfForm = (snapshot: RechargeSnapshot) => snapshot.context.amount
export const rechargeMethodOf = (snapshot: RechargeSnapshot) => snapshot.context.method
export const rechargeVoucherOf = (snapshot: RechargeSnapshot) => snapshot.context.voucher
export const rechargeFieldErrorsOf = (snapshot: RechargeSnapshot) => snapshot.context.fieldErrors
export const rechargeFormErrorOf = (snapshot: RechargeSnapshot) => snapshot.context.formError
export const rechargeRecordOf = (snapshot: RechargeSnapshot) => snapshot.context.record
export const rechargeBankAccountOf = (snapshot: RechargeSnapshot) => snapshot.context.bankAccount
export const rechargeLoadErrorOf = (snapshot: RechargeSnapshot) => snapshot.context.loadError
