// "Guardar como lista de compras frecuentes" on an order's page (issue 27 item 6; SPEC.md §2 /member/regular/list):
//   idle → naming (a dialog asks the list's name, 1–50 characters) → saving (once per click, through the
//   idempotent submit) → saved (a link to the lists) | naming with the refusal, the name kept.
// Operation: addRegularListFromOrder.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { RegularList } from '../../src/api/projects'
import { isAnswered, isFailed, type SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { projectActors } from './projects.actors'

export interface SaveOrderListContext {
  orderSn: string
  name: string
  error: ErrorMessage | null
  saved: RegularList | null
  keys: ReturnType<typeof createAttemptKeys>
}

export type SaveOrderListEvent =
  | { type: 'save.opened'; name: string }
  | { type: 'save.cancelled' }
  | { type: 'save.submitted'; name: string }
  | { type: 'saved.dismissed' }

type Outcome = SubmitOutcome<RegularList>
const outcomeParams = ({ event }: { event: { output: Outcome } }) => ({ outcome: event.output })

export const saveOrderListMachine = setup({
  types: {
    context: {} as SaveOrderListContext,
    events: {} as SaveOrderListEvent,
    input: {} as { orderSn: string },
    tags: {} as 'busy',
  },
  actors: { saveOrderList: projectActors.saveOrderList },
  guards: {
    isAnswered: (_, { outcome }: { outcome: Outcome }) => isAnswered(outcome),
  },
  actions: {
    startNaming: assign((_, { name }: { name: string }) => ({ name, error: null, saved: null })),
    keepName: assign((_, { name }: { name: string }) => ({ name, error: null })),
    storeSaved: assign((_, { outcome }: { outcome: Outcome }) =>
      isAnswered(outcome) ? { saved: outcome.answer, error: null } : {},
    ),
    storeError: assign((_, { outcome }: { outcome: Outcome }) =>
      isFailed(outcome) ? { error: errorMessageOf(outcome.error) } : {},
    ),
    forget: assign({ error: null, saved: null }),
  },
}).createMachine({
  id: 'saveOrderList',
  context: ({ input }) => ({
    orderSn: input.orderSn,
    name: '',
    error: null,
    saved: null,
    keys: createAttemptKeys(),
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'save.opened': {
          target: 'naming',
          actions: { type: 'startNaming', params: ({ event }) => ({ name: event.name }) },
        },
      },
    },
    naming: {
      on: {
        'save.submitted': {
          target: 'saving',
          actions: { type: 'keepName', params: ({ event }) => ({ name: event.name }) },
        },
        'save.cancelled': { target: 'idle', actions: 'forget' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveOrderList',
        src: 'saveOrderList',
        input: ({ context }) => ({
          body: { name: context.name.trim(), orderSn: context.orderSn },
          keys: context.keys,
        }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'saved',
            actions: { type: 'storeSaved', params: outcomeParams },
          },
          { target: 'naming', actions: { type: 'storeError', params: outcomeParams } },
        ],
      },
    },
    saved: {
      on: {
        'saved.dismissed': { target: 'idle', actions: 'forget' },
        'save.opened': {
          target: 'naming',
          actions: { type: 'startNaming', params: ({ event }) => ({ name: event.name }) },
        },
      },
    },
  },
})

// ── readers ──
type Snapshot = SnapshotFrom<typeof saveOrderListMachine>
/** The naming dialog, or null when it is closed. */
export const saveListDialogOf = (s: Snapshot) =>
  s.matches('naming') || s.matches('saving')
    ? { name: s.context.name, saving: s.matches('saving'), error: s.context.error }
    : null
/** The list just saved, or null. */
export const savedListOf = (s: Snapshot) => (s.matches('saved') ? s.context.saved : null)
