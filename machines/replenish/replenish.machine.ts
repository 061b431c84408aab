// Supplementary information — issue 11 item 2, SPEC.md §2 (/replenish?verify=&email=), §4 (status 0 → the
// account goes to review), §5 (national ID, mobile). Operation: postReplenish with the login's verifyValue.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { replenishActors } from './replenish.actors'
import type { ReplenishRequest } from '../../src/api/auth'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { ReplenishValues } from '../../src/schemas/replenish.schema'

export interface ReplenishInput {
  verify: string
  email: string
}

export interface ReplenishContext extends ReplenishInput {
  error: ErrorMessage | null
}

export type ReplenishEvent = { type: 'form.submitted'; values: ReplenishValues }

export const replenishMachine = setup({
  types: {
    context: {} as ReplenishContext,
    events: {} as ReplenishEvent,
    input: {} as ReplenishInput,
    tags: {} as 'busy',
  },
  actors: replenishActors,
  actions: {
    clearError: assign({ error: null }),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'replenish',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submitted': { target: 'submitting', actions: 'clearError' } },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'postReplenish',
        src: 'postReplenish',
        input: ({ context, event }): ReplenishRequest => {
          assertEvent(event, 'form.submitted')
          const { memberType, mobile } = event.values
          // only the fields of the chosen member type leave the browser (SPEC.md §5 per member type)
          const details =
            memberType === 1
              ? { memberTrueName: event.values.memberTrueName, nationalId: event.values.nationalId }
              : { companyName: event.values.companyName, contactName: event.values.contactName }
          return { verify: context.verify, email: context.email, memberType, mobile, ...details }
        },
        onDone: 'inReview',
        onError: {
          target: 'editing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    inReview: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type ReplenishSnapshot = SnapshotFrom<typeof replenishMachine>
/** The details were sent and the account now waits for the platform's review. */
export const replenishSentOf = (s: ReplenishSnapshot) => s.matches('inReview')
export const replenishErrorOf = (s: ReplenishSnapshot) => s.context.error
