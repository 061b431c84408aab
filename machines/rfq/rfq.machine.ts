// Comparing the quotes of an inquiry and accepting one (issue 28 item 1; SPEC.md §2 /inquiry/purchaser/inq_info,
// quo_info, contract_quo; §8 refusals). The buyer reads the inquiry with its quotes side by side (cheapest
// first), picks the quote whose versions and differences to show, asks to accept one, confirms, and the
// acceptance runs through the idempotent submit: a contract draft (source quote) is the result, read by the
// contract screens (/member/contract/detail and the e-signature). A refusal (expired, withdrawn, changed,
// another quote accepted) is said and the inquiry is read again, so what the screen shows is the server's;
// a lost answer keeps the key, and "Aceptar" again replays the first acceptance.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { ContractDetail } from '../../src/api/contracts'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { InquiryDetail, Quote } from '../../src/api/inquiries'
import type { SubmitOutcome } from '../../src/flows/idempotent-submit.machine'
import { createAttemptKeys } from '../../src/lib/idempotency'
import { rfqActors } from './rfq.actors'
import { rfqMessages } from './rfq-rules'

export interface RfqContext {
  inquirySn: string
  inquiry: InquiryDetail | null
  loadError: ErrorMessage | null
  /** the quote whose versions and differences are shown */
  selectedQuoteSn: string | null
  /** the quote the buyer asked to accept, waiting for the confirmation */
  pendingQuoteSn: string | null
  acceptError: ErrorMessage | null
  contract: ContractDetail | null
  attemptKeys: ReturnType<typeof createAttemptKeys>
}

export type RfqEvent =
  | { type: 'retry.requested' }
  | { type: 'quote.selected'; quoteSn: string }
  | { type: 'accept.requested'; quoteSn: string }
  | { type: 'accept.confirmed' }
  | { type: 'accept.cancelled' }

type Outcome = SubmitOutcome<ContractDetail>
const outcomeParams = ({ event }: { event: { output: Outcome } }) => ({ outcome: event.output })

export const quoteOf = (context: Pick<RfqContext, 'inquiry'>, quoteSn: string | null): Quote | null =>
  context.inquiry?.quotes.find((quote) => quote.quoteSn === quoteSn) ?? null

export const rfqMachine = setup({
  types: {
    context: {} as RfqContext,
    events: {} as RfqEvent,
    input: {} as { inquirySn: string; quoteSn?: string | null },
    tags: {} as 'busy',
  },
  actors: rfqActors,
  guards: {
    isAcceptable: ({ context }, { quoteSn }: { quoteSn: string }) =>
      quoteOf(context, quoteSn)?.canAccept === true,
    isAnswered: (_, { outcome }: { outcome: Outcome }) => outcome.kind === 'answered',
    isDefinitive: (_, { outcome }: { outcome: Outcome }) => outcome.kind === 'failed' && outcome.definitive,
  },
  actions: {
    storeInquiry: assign(({ context }, { inquiry }: { inquiry: InquiryDetail }) => ({
      inquiry,
      loadError: null,
      // the cheapest quote is shown first unless the buyer picked one that still exists
      selectedQuoteSn:
        quoteOf({ inquiry }, context.selectedQuoteSn)?.quoteSn ?? inquiry.quotes[0]?.quoteSn ?? null,
    })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    select: assign((_, { quoteSn }: { quoteSn: string }) => ({ selectedQuoteSn: quoteSn })),
    askToAccept: assign((_, { quoteSn }: { quoteSn: string }) => ({
      pendingQuoteSn: quoteSn,
      acceptError: null,
    })),
    refuseNotAcceptable: assign({ acceptError: (): ErrorMessage => rfqMessages.notAcceptable }),
    forgetPending: assign({ pendingQuoteSn: null }),
    clearAcceptError: assign({ acceptError: null }),
    storeContract: assign((_, { outcome }: { outcome: Outcome }) =>
      outcome.kind === 'answered' ? { contract: outcome.answer, pendingQuoteSn: null } : {},
    ),
    storeAcceptError: assign((_, { outcome }: { outcome: Outcome }) =>
      outcome.kind === 'failed' ? { acceptError: errorMessageOf(outcome.error) } : {},
    ),
  },
}).createMachine({
  id: 'rfq',
  context: ({ input }) => ({
    inquirySn: input.inquirySn,
    inquiry: null,
    loadError: null,
    selectedQuoteSn: input.quoteSn ?? null,
    pendingQuoteSn: null,
    acceptError: null,
    contract: null,
    attemptKeys: createAttemptKeys(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getInquiry',
        src: 'getInquiry',
        input: ({ context }) => ({ inquirySn: context.inquirySn }),
        onDone: {
          target: 'comparing',
          actions: { type: 'storeInquiry', params: ({ event }) => ({ inquiry: event.output }) },
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
    comparing: {
      on: {
        'quote.selected': {
          actions: { type: 'select', params: ({ event }) => ({ quoteSn: event.quoteSn }) },
        },
        'accept.requested': [
          {
            guard: { type: 'isAcceptable', params: ({ event }) => ({ quoteSn: event.quoteSn }) },
            target: 'confirming',
            actions: { type: 'askToAccept', params: ({ event }) => ({ quoteSn: event.quoteSn }) },
          },
          { actions: 'refuseNotAcceptable' },
        ],
      },
    },
    confirming: {
      on: {
        'accept.confirmed': 'accepting',
        'accept.cancelled': { target: 'comparing', actions: 'forgetPending' },
      },
    },
    // no `accept.confirmed` here: a second click while accepting does nothing
    accepting: {
      tags: 'busy',
      entry: 'clearAcceptError',
      invoke: {
        id: 'acceptQuote',
        src: 'acceptQuote',
        input: ({ context }) => ({
          body: {
            quoteSn: context.pendingQuoteSn!,
            version: quoteOf(context, context.pendingQuoteSn)?.version ?? 1,
          },
          keys: context.attemptKeys,
        }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: outcomeParams },
            target: 'accepted',
            actions: { type: 'storeContract', params: outcomeParams },
          },
          // refused for good (expired, withdrawn, changed, another accepted): read the quotes again
          {
            guard: { type: 'isDefinitive', params: outcomeParams },
            target: 'reloading',
            actions: [{ type: 'storeAcceptError', params: outcomeParams }, 'forgetPending'],
          },
          // no answer: the same key is kept, and accepting again replays the first acceptance
          { target: 'confirming', actions: { type: 'storeAcceptError', params: outcomeParams } },
        ],
      },
    },
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'getInquiry',
        src: 'getInquiry',
        input: ({ context }) => ({ inquirySn: context.inquirySn }),
        onDone: {
          target: 'comparing',
          actions: { type: 'storeInquiry', params: ({ event }) => ({ inquiry: event.output }) },
        },
        onError: 'comparing',
      },
    },
    accepted: { type: 'final' },
  },
})

// What the routes read (a machine's readers go through its module)
type RfqSnapshot = SnapshotFrom<typeof rfqMachine>
export const rfqStatusOf = (s: RfqSnapshot): 'loading' | 'loadFailed' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready'
export const rfqInquiryOf = (s: RfqSnapshot) => s.context.inquiry
export const rfqLoadErrorOf = (s: RfqSnapshot) => s.context.loadError
export const rfqSelectedOf = (s: RfqSnapshot) => s.context.selectedQuoteSn
export const rfqPendingOf = (s: RfqSnapshot) =>
  s.matches('confirming') || s.matches('accepting') ? quoteOf(s.context, s.context.pendingQuoteSn) : null
export const rfqAcceptingOf = (s: RfqSnapshot) => s.hasTag('busy') && !s.matches('loading')
export const rfqAcceptErrorOf = (s: RfqSnapshot) => s.context.acceptError
export const rfqContractOf = (s: RfqSnapshot) => s.context.contract
