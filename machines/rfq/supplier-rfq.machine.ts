// The supplier's side of one inquiry (issue 28 item 1; SPEC.md §2 /inquiry/supplier/inq_info, quo_info; §6
// "Supplier: quotes"; §8). The store reads the inquiry with its own quote, sends a quote or a revision (a new
// version: the server keeps the old ones), or withdraws its quote after a confirmation. After each change the
// inquiry is read again, so the screen shows the server's versions. A refusal (closed inquiry, not its product,
// no longer revisable) is said and the form keeps what was typed: the form lives in the view, not here.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { Quote } from '../../src/api/inquiries'
import type { QuoteInput, SupplierInquiry } from '../../src/api/supplier-inquiries'
import { supplierRfqActors } from './supplier-rfq.actors'

export interface SupplierRfqContext {
  inquirySn: string
  data: SupplierInquiry | null
  loadError: ErrorMessage | null
  actionError: ErrorMessage | null
  /** what the last successful action did, for the screen's status line */
  done: 'quoted' | 'withdrawn' | null
}

export type SupplierRfqEvent =
  | { type: 'retry.requested' }
  | { type: 'quote.submitted'; body: QuoteInput }
  | { type: 'withdraw.requested' }
  | { type: 'withdraw.confirmed' }
  | { type: 'withdraw.cancelled' }

/** The store's own quote on the inquiry (the server shows no other). */
export const ownQuoteOf = (context: Pick<SupplierRfqContext, 'data'>): Quote | null =>
  context.data?.inquiry.quotes[0] ?? null

export const supplierRfqMachine = setup({
  types: {
    context: {} as SupplierRfqContext,
    events: {} as SupplierRfqEvent,
    input: {} as { inquirySn: string },
    tags: {} as 'busy',
  },
  actors: supplierRfqActors,
  guards: {
    hasActiveQuote: ({ context }) => ownQuoteOf(context)?.state === 'active',
  },
  actions: {
    storeData: assign((_, { data }: { data: SupplierInquiry }) => ({ data, loadError: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    storeActionError: assign((_, { error }: { error: unknown }) => ({ actionError: errorMessageOf(error) })),
    startAction: assign({ actionError: null, done: null }),
    markQuoted: assign({ done: 'quoted' as const }),
    markWithdrawn: assign({ done: 'withdrawn' as const }),
  },
}).createMachine({
  id: 'supplierRfq',
  context: ({ input }) => ({
    inquirySn: input.inquirySn,
    data: null,
    loadError: null,
    actionError: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getSupplierInquiry',
        src: 'getSupplierInquiry',
        input: ({ context }) => ({ inquirySn: context.inquirySn }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
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
    ready: {
      on: {
        'quote.submitted': 'quoting',
        'withdraw.requested': {
          guard: 'hasActiveQuote',
          target: 'confirmingWithdraw',
          actions: 'startAction',
        },
      },
    },
    // no `quote.submitted` here: a second click while sending does nothing
    quoting: {
      tags: 'busy',
      entry: 'startAction',
      invoke: {
        id: 'submitQuote',
        src: 'submitQuote',
        input: ({ event }) => ({
          body: (event as Extract<SupplierRfqEvent, { type: 'quote.submitted' }>).body,
        }),
        onDone: { target: 'reloading', actions: 'markQuoted' },
        onError: {
          target: 'ready',
          actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingWithdraw: {
      on: {
        'withdraw.confirmed': 'withdrawing',
        'withdraw.cancelled': 'ready',
      },
    },
    withdrawing: {
      tags: 'busy',
      invoke: {
        id: 'withdrawQuote',
        src: 'withdrawQuote',
        input: ({ context }) => ({ quoteSn: ownQuoteOf(context)!.quoteSn }),
        onDone: { target: 'reloading', actions: 'markWithdrawn' },
        onError: {
          target: 'reloading',
          actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'getSupplierInquiry',
        src: 'getSupplierInquiry',
        input: ({ context }) => ({ inquirySn: context.inquirySn }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: 'ready',
      },
    },
  },
})

// What the routes read (a machine's readers go through its module)
type SupplierRfqSnapshot = SnapshotFrom<typeof supplierRfqMachine>
export const supplierRfqStatusOf = (s: SupplierRfqSnapshot): 'loading' | 'loadFailed' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready'
export const supplierRfqDataOf = (s: SupplierRfqSnapshot) => s.context.data
export const supplierRfqOwnQuoteOf = (s: SupplierRfqSnapshot) => ownQuoteOf(s.context)
export const supplierRfqBusyOf = (s: SupplierRfqSnapshot) => s.hasTag('busy') && !s.matches('loading')
export const supplierRfqLoadErrorOf = (s: SupplierRfqSnapshot) => s.context.loadError
export const supplierRfqActionErrorOf = (s: SupplierRfqSnapshot) => s.context.actionError
export const supplierRfqDoneOf = (s: SupplierRfqSnapshot) => (s.matches('ready') ? s.context.done : null)
export const supplierRfqConfirmingWithdrawOf = (s: SupplierRfqSnapshot) =>
  s.matches('confirmingWithdraw') || s.matches('withdrawing')
/** The store may quote (or revise its active quote) while the inquiry is open. */
export const supplierRfqCanQuoteOf = (s: SupplierRfqSnapshot) => {
  const data = s.context.data
  if (!data || data.inquiry.state !== 'open') return false
  const own = ownQuoteOf(s.context)
  return !own || own.state === 'active'
}
