// The member's frequent-purchase lists, /member/regular/list (issue 27 item 6; SPEC.md §2, §5 purchase
// quantities): the lists as a paged list of src/flows (rename in the list's editor, delete after the kit's
// confirmation), and around it "add the whole list to the cart":
//   idle → addingToCart (every line at its quantity, one batchAdd) → idle with what was added and, line by line,
//   what the server refused (below the minimum order, not a multiple of it, over the stock, off the shelf).
// An order's lines become a list from the order's page (./save-order-list.machine.ts).
// Operations: listRegularLists, renameRegularList, deleteRegularList, batchAddCart.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { RegularList, RegularListQuery } from '../../src/api/projects'
import type { BatchAddResult } from '../../src/api/quick-order'
import { session } from '../../src/api/session'
import {
  createPagedListMachine,
  isEditing,
  isSaving,
  listActors,
  type ListNotice,
} from '../../src/flows/paged-list.machine'
import { addMessages } from '../../src/i18n/dictionary'
import memberPart from '../../src/i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'
import { cartLinesOf, cartOutcomeOf, type CartOutcome } from './project-detail.machine'
import { projectActors, regularListOperations } from './projects.actors'

addMessages(memberPart)

export const regularNotices = defineMessages({
  saved: { id: 'member.regular.notice.saved', defaultMessage: 'Lista renombrada.' },
  deleted: { id: 'member.regular.notice.deleted', defaultMessage: 'Lista eliminada.' },
})

export interface RegularNameValues {
  name: string
}

export const regularListMachine = (() => {
  const machine = createPagedListMachine<
    RegularList,
    RegularListQuery,
    undefined,
    never,
    RegularNameValues,
    never
  >({
    id: 'regularList',
    rowId: (row) => row.listId,
    query: { current: 1, pageSize: 10 },
    notices: { saved: regularNotices.saved.id, deleted: regularNotices.deleted.id },
    editor: { valuesOf: (row) => ({ name: row.name }), blank: { name: '' } },
  })
  return machine.provide({ actors: listActors(machine, regularListOperations) })
})()

export interface RegularListsContext {
  query: Partial<RegularListQuery>
  /** the list whose lines are being, or were last, added to the cart */
  cartListId: number | null
  cartLines: RegularList['lines']
  cart: CartOutcome | null
  cartError: ErrorMessage | null
}

export type RegularListsEvent = { type: 'cart.requested'; list: RegularList } | { type: 'cart.dismissed' }

export const regularListsMachine = setup({
  types: {
    context: {} as RegularListsContext,
    events: {} as RegularListsEvent,
    input: {} as { query?: Partial<RegularListQuery> } | undefined,
    tags: {} as 'busy',
  },
  actors: { regularList: regularListMachine, addToCart: projectActors.addToCart },
  guards: {
    hasLines: (_, { list }: { list: RegularList }) => list.lines.length > 0,
  },
  actions: {
    takeList: assign((_, { list }: { list: RegularList }) => ({
      cartListId: list.listId,
      cartLines: list.lines,
      cart: null,
      cartError: null,
    })),
    storeCart: assign(({ context }, { result }: { result: BatchAddResult }) => ({
      cart: cartOutcomeOf(result, context.cartLines),
    })),
    setCartListData: (_, { result }: { result: BatchAddResult }) => session.setCartListData(result.cart),
    storeCartError: assign((_, { error }: { error: unknown }) => ({ cartError: errorMessageOf(error) })),
    dismissCart: assign({ cartListId: null, cartLines: [], cart: null, cartError: null }),
  },
}).createMachine({
  id: 'regularLists',
  context: ({ input }) => ({
    query: input?.query ?? {},
    cartListId: null,
    cartLines: [],
    cart: null,
    cartError: null,
  }),
  invoke: { id: 'list', src: 'regularList', input: ({ context }) => ({ query: context.query }) },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cart.requested': {
          guard: { type: 'hasLines', params: ({ event }) => ({ list: event.list }) },
          target: 'addingToCart',
          actions: { type: 'takeList', params: ({ event }) => ({ list: event.list }) },
        },
        'cart.dismissed': { actions: 'dismissCart' },
      },
    },
    addingToCart: {
      tags: 'busy',
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ lines: cartLinesOf(context.cartLines) }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeCart', params: ({ event }) => ({ result: event.output }) },
            { type: 'setCartListData', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'storeCartError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

// ── readers ──
type RegularSnapshot = SnapshotFrom<typeof regularListsMachine>
type ListSnapshot = SnapshotFrom<typeof regularListMachine>
export type RegularListRef = NonNullable<RegularSnapshot['children']['list']>

export const listRefOf = (s: RegularSnapshot) => s.children.list
/** The list added to the cart, what the cart answered (or its failure), and whether it runs. */
export const regularCartOf = (s: RegularSnapshot) => ({
  listId: s.context.cartListId,
  busy: s.matches('addingToCart'),
  outcome: s.context.cart,
  error: s.context.cartError,
})

export { listStatusOf, isChangingRows, confirmingIdOf } from '../../src/flows/paged-list.machine'
export const listRowsOf = (s: ListSnapshot) => s.context.rows
export const listPaginationOf = (s: ListSnapshot) => s.context.pagination
export const listErrorOf = (s: ListSnapshot) => s.context.loadError
export const listNoticeOf = (s: ListSnapshot): ListNotice | null => s.context.notice
export const listPendingIdOf = (s: ListSnapshot) => s.context.pendingId
export const listFormErrorOf = (s: ListSnapshot) => s.context.formError
/** The list being renamed (its id and the name as typed), or null. */
export const renameDraftOf = (s: ListSnapshot) => (isEditing(s) ? s.context.draft : null)
export const isRenameSaving = (s: ListSnapshot) => isSaving(s)
