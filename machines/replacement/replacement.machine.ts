// Replacement search (issue 28 item 5; SPEC.md §2 /prototype/replacement/search and list). Two small flows:
// - replacementSearchMachine (/prototype/replacement/search): idle → searching (the catalogue, by keyword) →
//   found (the products, each offering "Buscar sustitutos") | failed; a new keyword searches again.
// - replacementListMachine (/prototype/replacement/list?productId=): loading → listed (the product, its
//   attributes, and its substitutes from the same category ranked by how many attributes match, the differences
//   shown) | loadFailed (retry); another page loads again.
// Operations: getGoodsList, getReplacementList. The context changes only through named actions.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { GoodsCard } from '../../src/api/goods'
import type { ReplacementPage } from '../../src/api/replacements'
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

export const replacementListMachine = setup({
  types: {
    context: {} as {
      productId: number
      current: number
      page: ReplacementPage | null
      error: ErrorMessage | null
    },
    events: {} as { type: 'retry' } | { type: 'page.changed'; page: number },
    input: {} as { productId: number; current?: number },
  },
  actors: { getReplacements: replacementActors.getReplacements },
  guards: {
    isOtherPage: ({ context }, { page }: { page: number }) => page !== context.current && page >= 1,
  },
  actions: {
    storePage: assign((_, { page }: { page: ReplacementPage }) => ({
      page,
      current: page.pagination.current,
      error: null,
    })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
    goToPage: assign((_, { page }: { page: number }) => ({ current: page })),
  },
}).createMachine({
  id: 'replacementList',
  context: ({ input }) => ({
    productId: input.productId,
    current: input.current ?? 1,
    page: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getReplacements',
        src: 'getReplacements',
        input: ({ context }) => ({ productId: context.productId, current: context.current }),
        onDone: {
          target: 'listed',
          actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: errorParams } },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    listed: {
      on: {
        'page.changed': {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: { type: 'goToPage', params: ({ event }) => ({ page: event.page }) },
        },
      },
    },
  },
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

export type ReplacementListStatus = 'loading' | 'loadFailed' | 'listed'
export const replacementStatusOf = (s: ListSnapshot): ReplacementListStatus =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'listed'
export const replacementPageOf = (s: ListSnapshot) => s.context.page
export const replacementErrorOf = (s: ListSnapshot) => s.context.error
