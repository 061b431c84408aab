// The member's purchase contracts, /member/contract/index (issue 11 item 5; SPEC.md §2, §9 page sizes).
// Operation: listContracts. A filter change starts again at page 1; a page change keeps the filters. The route
// writes the query into the URL, so a reload or a link shows the same page.
import { assign, setup } from 'xstate'
import type { ContractQuery, ContractSummary, Pagination } from '../../src/api/contracts'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { contractListActors } from './contract-list.actors'

export type ContractFilters = Pick<ContractQuery, 'state' | 'source' | 'keyword'>

export interface ContractListContext {
  query: ContractQuery
  list: ContractSummary[]
  pagination: Pagination
  error: ErrorMessage | null
}

export type ContractListEvent =
  | { type: 'filters.changed'; filters: ContractFilters }
  | { type: 'page.changed'; current: number; pageSize?: ContractQuery['pageSize'] }
  | { type: 'retry.requested' }

export const contractListMachine = setup({
  types: {
    context: {} as ContractListContext,
    events: {} as ContractListEvent,
    input: {} as { query?: ContractQuery },
    tags: {} as 'busy',
  },
  actors: contractListActors,
}).createMachine({
  id: 'contractList',
  context: ({ input }) => ({
    query: { current: 1, pageSize: 20, ...input.query },
    list: [],
    pagination: { current: 1, pageSize: input.query?.pageSize ?? 20, total: 0 },
    error: null,
  }),
  initial: 'loading',
  on: {
    'filters.changed': {
      target: '.loading',
      actions: assign(({ context, event }) => ({
        query: { pageSize: context.query.pageSize, ...event.filters, current: 1 },
      })),
    },
    'page.changed': {
      target: '.loading',
      actions: assign(({ context, event }) => ({
        query: {
          ...context.query,
          current: event.current,
          pageSize: event.pageSize ?? context.query.pageSize,
        },
      })),
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'listContracts',
        src: 'listContracts',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            list: event.output.list,
            pagination: event.output.pagination,
            error: null,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })),
        },
      },
    },
    ready: {},
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
  },
})
