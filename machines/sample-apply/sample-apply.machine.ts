// Applying for samples, /prototype/sample/apply (issue 28 item 3; SPEC.md §2, §5 monthly sample quota of count
// and amount). "Solicitar muestras" in the sample cart leads here with the cart's selected lines. The form is
// checked with the shared rule (src/schemas/sample-apply.schema.ts) before anything is sent; the mock checks it
// again. The submit is the idempotent submit of src/flows: one Idempotency-Key per body until a definitive
// answer, so a double click or a retry after a lost answer makes one application. A refusal (over the quota)
// keeps everything typed.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { SampleCartData } from '../../src/api/session'
import type { SampleApplication } from '../../src/api/sample-applies'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import {
  sampleApplyProblems,
  type SampleApplyField,
  type SampleApplyQuota,
  type SampleApplyValues,
} from '../../src/schemas/sample-apply.schema'
import { sampleApplyActors } from './sample-apply.actors'

type CartLine = SampleCartData['storeCartGroupList'][number]['storeGoodsList'][number]
export type SampleApplyCartLine = CartLine & { storeName: string }
export type ContactField = Exclude<SampleApplyField, 'lines'>

export interface SampleApplyContext {
  lines: SampleApplyCartLine[]
  quota: SampleApplyQuota | null
  contact: Omit<SampleApplyValues, 'lines'>
  errors: Partial<Record<SampleApplyField, { id: string; values?: Record<string, unknown> }>>
  error: ErrorMessage | null
  result: SampleApplication | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type SampleApplyEvent =
  | { type: 'field.changed'; field: ContactField; value: string }
  | { type: 'form.submitted' }
  | { type: 'retry.requested' }

/** The selected valid lines of the sample cart, with their store's name. */
export function selectedLinesOf(cart: SampleCartData): SampleApplyCartLine[] {
  return cart.storeCartGroupList.flatMap((group) =>
    group.storeGoodsList
      .filter((line) => line.isChecked === 1)
      .map((line) => ({ ...line, storeName: group.storeName })),
  )
}

export const quotaOf = (cart: SampleCartData): SampleApplyQuota => ({
  monthlyCount: cart.quota.monthlyCount,
  monthlyAmount: cart.quota.monthlyAmount,
  appliedCount: cart.quota.appliedCount ?? 0,
  appliedAmount: cart.quota.appliedAmount ?? 0,
})

const valuesOf = (context: Pick<SampleApplyContext, 'lines' | 'contact'>): SampleApplyValues => ({
  lines: context.lines.map((line) => ({ cartId: line.cartId, subtotal: line.subtotal })),
  ...context.contact,
})

/** The rule's problems of the form now, by field (empty when it may be sent). */
export const applyProblems = (context: Pick<SampleApplyContext, 'lines' | 'contact' | 'quota'>) =>
  context.quota ? sampleApplyProblems(context.quota, valuesOf(context)) : {}

const outcomeParams = ({ event }: { event: { output: SubmitOutcome<SampleApplication> } }) => ({
  outcome: event.output,
})

export const sampleApplyMachine = setup({
  types: {
    context: {} as SampleApplyContext,
    events: {} as SampleApplyEvent,
    /** what the member's record already says (name, mobile), so they need not type it again */
    input: {} as { contact?: Partial<SampleApplyContext['contact']> } | undefined,
    tags: {} as 'busy',
  },
  actors: sampleApplyActors,
  guards: {
    isFormValid: ({ context }) => Object.keys(applyProblems(context)).length === 0,
    isAnswered: (_, { outcome }: { outcome: SubmitOutcome<SampleApplication> }) => isAnswered(outcome),
  },
  actions: {
    showProblems: assign(({ context }) => ({ errors: applyProblems(context) })),
    /** The sample cart's selected lines and the month's quota. */
    storeCart: assign((_, { cart }: { cart: SampleCartData }) => ({
      lines: selectedLinesOf(cart),
      quota: quotaOf(cart),
      error: null,
    })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    /** A shown message is checked again as the member types; the other fields stay as they were. */
    changeField: assign(({ context }, { field, value }: { field: ContactField; value: string }) => {
      const contact = { ...context.contact, [field]: value }
      const errors = { ...context.errors }
      const shown = errors[field]
      delete errors[field]
      const now = shown ? applyProblems({ ...context, contact })[field] : undefined
      if (now) errors[field] = now
      return { contact, error: null, errors }
    }),
    clearProblems: assign({ errors: {}, error: null }),
    storeResult: assign((_, { outcome }: { outcome: SubmitOutcome<SampleApplication> }) =>
      isAnswered(outcome) ? { result: outcome.answer } : {},
    ),
    storeSubmitError: assign((_, { outcome }: { outcome: SubmitOutcome<SampleApplication> }) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
  },
}).createMachine({
  id: 'sampleApply',
  context: ({ input }) => ({
    lines: [],
    quota: null,
    contact: { receiverName: '', receiverMobile: '', address: '', remark: '', ...input?.contact },
    errors: {},
    error: null,
    result: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadSampleCart',
        src: 'loadSampleCart',
        onDone: {
          target: 'editing',
          actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
        },
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
        'form.submitted': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearProblems' },
          { actions: 'showProblems' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitSampleApply',
        src: 'submitSampleApply',
        input: ({ context }) => ({
          body: {
            cartIds: context.lines.map((line) => line.cartId),
            receiverName: context.contact.receiverName.trim(),
            receiverMobile: context.contact.receiverMobile.trim(),
            address: context.contact.address.trim(),
            remark: context.contact.remark.trim(),
          },
          keys: context.attemptKeys,
        }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'submitted',
            actions: { type: 'storeResult', params: outcomeParams },
          },
          // a refusal spends the key; a lost answer keeps it: sending again replays the first answer.
          // Either way what was typed stays.
          { target: 'editing', actions: { type: 'storeSubmitError', params: outcomeParams } },
        ],
      },
    },
    submitted: { type: 'final' },
  },
})

// What the route reads (a machine's readers go through its module: no list of state names in the route)
type SampleApplySnapshot = SnapshotFrom<typeof sampleApplyMachine>
export type SampleApplyStatus = SnapshotFrom<typeof sampleApplyMachine>['value']

export const sampleApplyStatusOf = (snapshot: SampleApplySnapshot): SampleApplyStatus => snapshot.value
export const isSampleApplyBusy = (snapshot: SampleApplySnapshot) => snapshot.hasTag('busy')
export const applyLinesOf = (snapshot: SampleApplySnapshot) => snapshot.context.lines
export const applyQuotaOf = (snapshot: SampleApplySnapshot) => snapshot.context.quota
export const applyContactOf = (snapshot: SampleApplySnapshot) => snapshot.context.contact
export const applyProblemsOf = (snapshot: SampleApplySnapshot) => snapshot.context.errors
export const applyErrorOf = (snapshot: SampleApplySnapshot) => snapshot.context.error
export const appliedSnOf = (snapshot: SampleApplySnapshot) =>
  snapshot.matches('submitted') ? (snapshot.context.result?.applySn ?? null) : null
