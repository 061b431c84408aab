// The member's credit line and bills, /member/credit/index (issue 12 item 4; SPEC.md §2, §5, §9 page sizes).
// Operations: getCreditSummary + listCreditBills, then getCreditBill for the bill the member opens (its orders).
// A filter change starts again at page 1; a page change keeps the filter. Which bills can be paid is asked here
// (isPayable), so the view never reads a bill state by name.
import { assign, setup } from 'xstate'
import type {
  CreditBill,
  CreditBillDetail,
  CreditBillQuery,
  CreditBillState,
  CreditSummary,
  Pagination,
} from '../../src/api/credit'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { creditBillsActors } from './credit-bills.actors'

export interface CreditBillsContext {
  query: CreditBillQuery
  summary: CreditSummary | null
  list: CreditBill[]
  pagination: Pagination
  error: ErrorMessage | null
  /** the bill whose orders are shown, and its detail once read */
  openBillSn: string | null
  detail: CreditBillDetail | null
  detailError: ErrorMessage | null
}

export type CreditBillsEvent =
  | { type: 'filter.changed'; state: CreditBillState | undefined }
  | { type: 'page.changed'; current: number; pageSize?: CreditBillQuery['pageSize'] }
  | { type: 'bill.opened'; billSn: string }
  | { type: 'bill.closed' }
  | { type: 'retry.requested' }

/** SPEC.md §5: a bill whose period has closed and that still owes can be paid (pending or overdue). */
export const isPayable = (bill: Pick<CreditBill, 'state' | 'outstanding'>): boolean =>
  (bill.state === 'pending' || bill.state === 'overdue') && bill.outstanding > 0

/** An unpaid bill past its due date: it blocks credit payment at checkout until paid. */
export const isOverdue = (bill: Pick<CreditBill, 'state'>): boolean => bill.state === 'overdue'

export const CREDIT_BILL_STATES: readonly CreditBillState[] = ['open', 'pending', 'overdue', 'paid']

export const creditBillsMachine = setup({
  types: {
    context: {} as CreditBillsContext,
    events: {} as CreditBillsEvent,
    input: {} as { query?: CreditBillQuery },
    tags: {} as 'busy',
  },
  actors: creditBillsActors,
  actions: {
    storeQuery: assign((_, query: CreditBillQuery) => ({ query })),
    openBill: assign((_, { billSn }: { billSn: string }) => ({
      openBillSn: billSn,
      detail: null,
      detailError: null,
    })),
    closeBill: assign({ openBillSn: null, detail: null, detailError: null }),
  },
}).createMachine({
  id: 'creditBills',
  context: ({ input }) => ({
    query: { current: 1, pageSize: 20, ...input.query },
    summary: null,
    list: [],
    pagination: { current: 1, pageSize: input.query?.pageSize ?? 20, total: 0 },
    error: null,
    openBillSn: null,
    detail: null,
    detailError: null,
  }),
  initial: 'loading',
  on: {
    'filter.changed': {
      target: '.loading',
      actions: {
        type: 'storeQuery',
        params: ({ context, event }) => ({
          pageSize: context.query.pageSize,
          state: event.state,
          current: 1,
        }),
      },
    },
    'page.changed': {
      target: '.loading',
      actions: {
        type: 'storeQuery',
        params: ({ context, event }) => ({
          ...context.query,
          current: event.current,
          pageSize: event.pageSize ?? context.query.pageSize,
        }),
      },
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCredit',
        src: 'loadCredit',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            summary: event.output.summary,
            list: event.output.page.list,
            pagination: event.output.page.pagination,
            error: null,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })),
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    ready: {
      initial: 'closed',
      on: {
        'bill.opened': {
          target: '.detailLoading',
          actions: { type: 'openBill', params: ({ event }) => ({ billSn: event.billSn }) },
        },
        'bill.closed': { target: '.closed', actions: 'closeBill' },
      },
      states: {
        closed: {},
        detailLoading: {
          tags: 'busy',
          invoke: {
            id: 'getCreditBill',
            src: 'getCreditBill',
            input: ({ context }) => ({ billSn: context.openBillSn ?? '' }),
            onDone: {
              target: 'detailShown',
              actions: assign(({ event }) => ({ detail: event.output, detailError: null })),
            },
            onError: {
              target: 'detailFailed',
              actions: assign(({ event }) => ({ detailError: errorMessageOf(event.error) })),
            },
          },
        },
        detailShown: {},
        detailFailed: {
          on: { 'retry.requested': 'detailLoading' },
        },
      },
    },
  },
})
