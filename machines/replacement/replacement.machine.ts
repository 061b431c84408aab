// Replacement search (issue 28 item 5; SPEC.md §2 /prototype/replacement/search and list). Two small flows:
// - replacementSearchMachine (/prototype/replacement/search): idle → searching (the catalogue, by keyword) →
//   found (the products, each offering "Buscar sustitutos") | failed; a new keyword searches again.
// - replacementListMachine (/prototype/replacement/list?productId=): the paged-list flow of src/flows (load,
//   page and page size, retry): the product, its attributes (the page's extra), and its substitutes from the
//   same category ranked by how many attributes match, the differences shown.
// Operations: getGoodsList, getReplacementList. The context changes only through named actions.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { GoodsCard } from '../../src/api/goods'
import {
  getReplacementList,
  type ReplacementCandidate,
  type ReplacementTarget,
} from '../../src/api/replacements'
import { createPagedListMachine, listActors } from '../../src/flows/paged-list.machine'
import { replacementActors } from './replacement.actors'

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

export const replacementSearchMachine = setup({
  types: {
    context: {} as { keyword: string; results: GoodsCard[]; error: ErrorMessage | null },
    events: {} as { type: 'search.submitted'; keyword: string },
    input: {} as { keyword?: string },
  },
  actors: { searchProducts: replacementActors.searchProducts },
  guards: {
    hasKeyword: (_, { keyword }: { keyword: string }) => keyword.trim() !== '',
    hasInitialKeyword: ({ context }) => context.keyword !== '',
  },
  actions: {
    storeKeyword: assign((_, { keyword }: { keyword: string }) => ({ keyword: keyword.trim(), error: null })),
    storeResults: assign((_, { results }: { results: GoodsCard[] }) => ({ results })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error), results: [] })),
  },
}).createMachine({
  id: 'replacementSearch',
  context: ({ input }) => ({ keyword: (input.keyword ?? '').trim(), results: [], error: null }),
  initial: 'idle',
  on: {
    'search.submitted': {
      guard: { type: 'hasKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
      target: '.searching',
      actions: { type: 'storeKeyword', params: ({ event }) => ({ keyword: event.keyword }) },
    },
  },
  states: {
    idle: { always: { guard: 'hasInitialKeyword', target: 'searching' } },
    searching: {
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => ({ keyword: context.keyword }),
        onDone: {
          target: 'found',
          actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorParams } },
      },
    },
    found: {},
    failed: {},
  },
})

export interface ReplacementQuery {
  current: number
  pageSize: 10 | 20 | 30 | 50
  productId: number
}

const replacementList = createPagedListMachine<ReplacementCandidate, ReplacementQuery, ReplacementTarget>({
  id: 'replacementList',
  rowId: (row) => row.goodsId,
  query: { current: 1, pageSize: 20, productId: 0 },
})

export const replacementListOperations = {
  // the product to replace comes with each page, as the list's extra
  listPage: async (query: ReplacementQuery) => {
    const { target, list, pagination } = await getReplacementList(query, { silent: true })
    return { list, pagination, extra: target }
  },
}

/** The substitutes of a product, paged by the one paged-list flow of src/flows (issue 28 item 5). */
export const replacementListMachine = replacementList.provide({
  actors: listActors(replacementList, replacementListOperations),
})

// ── readers ──
type SearchSnapshot = SnapshotFrom<typeof replacementSearchMachine>
type ListSnapshot = SnapshotFrom<typeof replacementListMachine>

export type SearchStage = 'idle' | 'searching' | 'found' | 'failed'
export const searchStageOf = (s: SearchSnapshot): SearchStage =>
  s.matches('searching')
    ? 'searching'
    : s.matches('found')
      ? 'found'
      : s.matches('failed')
        ? 'failed'
        : 'idle'
export const searchKeywordOf = (s: SearchSnapshot) => s.context.keyword
export const searchResultsOf = (s: SearchSnapshot) => s.context.results
export const searchErrorOf = (s: SearchSnapshot) => s.context.error

export { listStatusOf as replacementStatusOf } from '../../src/flows/paged-list.machine'
export const replacementTargetOf = (s: ListSnapshot) => s.context.extra
export const replacementRowsOf = (s: ListSnapshot) => s.context.rows
export const replacementPaginationOf = (s: ListSnapshot) => s.context.pagination
export const replacementQueryOf = (s: ListSnapshot) => s.context.query
export const replacementErrorOf = (s: ListSnapshot) => s.context.loadError
