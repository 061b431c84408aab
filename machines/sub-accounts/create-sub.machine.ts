// Creating a sub-account, /member/createSub (issue 27 item 1; SPEC.md §2, §5, §6): the form is checked with
// the one yup schema the mock also uses (src/schemas/sub-account.schema.ts, createSubSchema); the submit goes
// once through the idempotent submit of src/flows (a second click while it runs does nothing), and a refusal
// (an email already registered, a rule the server holds) leaves every typed value in place.
// Operation: addSubAccount.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { SubAccount } from '../../src/api/sub-accounts'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createSubSchema, type SubPermission } from '../../src/schemas/sub-account.schema'
import { subAccountActors } from './sub-accounts.actors'

export interface CreateSubValues {
  email: string
  memberName: string
  password: string
  spendingLimit: string
  permissions: SubPermission[]
}

export const blankCreateSub: CreateSubValues = {
  email: '',
  memberName: '',
  password: '',
  spendingLimit: '',
  // a new sub-account may browse and see prices; ordering, paying and addresses are given on purpose
  permissions: ['browse', 'prices'],
}

export interface CreateSubContext {
  values: CreateSubValues
  error: ErrorMessage | null
  created: SubAccount | null
}

export type CreateSubEvent =
  { type: 'form.submitted'; values: CreateSubValues } | { type: 'another.requested' }

const outcomeParams = ({ event }: { event: { output: SubmitOutcome<SubAccount> } }) => ({
  outcome: event.output,
})

export const createSubMachine = setup({
  types: {
    context: {} as CreateSubContext,
    events: {} as CreateSubEvent,
    tags: {} as 'busy',
  },
  actors: { addSubAccount: subAccountActors.addSubAccount },
  guards: {
    isAnswered: (_, { outcome }: { outcome: SubmitOutcome<SubAccount> }) => isAnswered(outcome),
  },
  actions: {
    storeCreated: assign((_, { outcome }: { outcome: SubmitOutcome<SubAccount> }) =>
      isAnswered(outcome) ? { created: outcome.answer } : {},
    ),
    storeError: assign((_, { outcome }: { outcome: SubmitOutcome<SubAccount> }) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
    storeValues: assign((_, { values }: { values: CreateSubContext['values'] }) => ({ values, error: null })),
    /** "Crear otra": a blank form again. */
    resetForm: assign({ values: blankCreateSub, created: null }),
  },
}).createMachine({
  id: 'createSub',
  context: { values: blankCreateSub, error: null, created: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submitted': {
          target: 'submitting',
          actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'addSubAccount',
        src: 'addSubAccount',
        input: ({ context }) => ({
          // the same rules as the mock's, applied to what is sent (trimmed, the limit a number)
          body: createSubSchema.cast({
            email: context.values.email.trim(),
            memberName: context.values.memberName.trim(),
            password: context.values.password,
            spendingLimit: context.values.spendingLimit,
            permissions: context.values.permissions,
          }),
        }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'created',
            actions: { type: 'storeCreated', params: outcomeParams },
          },
          { target: 'editing', actions: { type: 'storeError', params: outcomeParams } },
        ],
      },
    },
    created: {
      on: {
        'another.requested': {
          target: 'editing',
          actions: 'resetForm',
        },
      },
    },
  },
})

type CreateSubSnapshot = SnapshotFrom<typeof createSubMachine>
export const createSubValuesOf = (snapshot: CreateSubSnapshot) => snapshot.context.values
export const createSubErrorOf = (snapshot: CreateSubSnapshot) => snapshot.context.error
export const isCreatingSub = (snapshot: CreateSubSnapshot) => snapshot.hasTag('busy')
export const createdSubOf = (snapshot: CreateSubSnapshot) =>
  snapshot.matches('created') ? snapshot.context.created : null
