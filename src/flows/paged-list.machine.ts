// The one paged-list flow (issue 25 item 2; SPEC.md §2 member lists, §9 page sizes): load a page of rows for a
// query, page, filter, refresh, select a row (reading its detail when the list has one), confirm and delete a
// row, run an unconfirmed command on a row or the list (mark read, make default), and add or edit a row in an
// editor that keeps what was typed through a refusal. Every list of the member centre is a configuration of it
// (machines/record-book, message-list, member-coupons, contract-list, credit-bills); a new list gives its
// operations as the actors listPage, deleteRow, runCommand, saveRow and readDetail, and its notices by id.
// A change answers either the list as it is after the change (stored at once) or nothing (the page is read
// again). The server may answer another page than the asked one (the asked one is gone): the query follows.
// Machine logic only (no React): machines/ import it, routes read it through the selectors below.
// The machine composes three parts, each a module of pure context updates and guards it names as actions:
// the list (paged-list-list.ts: query, page, filter, notices), the selection (paged-list-selection.ts: the
// row shown in detail, the row a delete or command waits on) and the editor (paged-list-editor.ts). Their
// shapes are in paged-list.types.ts; this module re-exports them, so a list imports the flow from here alone.
import { assign, fromPromise, setup, type ContextFrom, type SnapshotFrom } from 'xstate'
import * as editor from './paged-list-editor'
import * as list from './paged-list-list'
import * as selection from './paged-list-selection'
import type {
  ListOperations,
  ListFilter,
  PagedListActors,
  PagedListContext,
  PagedListEvent,
  PagedListInput,
  PagedListOptions,
  PageQuery,
  RowId,
} from './paged-list.types'

export type {
  ChangeAnswer,
  CommandInput,
  ListFilter,
  ListNotice,
  ListOperations,
  ListPage,
  ListPagination,
  PagedListActors,
  PagedListContext,
  PagedListEvent,
  PagedListInput,
  PagedListOptions,
  PageQuery,
  RowId,
  SaveRowInput,
} from './paged-list.types'

type OperationsOf<M> =
  ContextFrom<M> extends PagedListContext<infer Row, infer Q, infer Extra, infer Detail, infer V, infer C>
    ? ListOperations<Row, Q, Extra, Detail, V, C>
    : never
type ActorsOf<M> =
  ContextFrom<M> extends PagedListContext<infer Row, infer _Q, infer Extra, infer Detail, infer _V, infer _C>
    ? Partial<PagedListActors<Row, Extra, Detail>>
    : never

/** The actors of a list from its operations: `machine.provide({ actors: listActors(machine, { listPage }) })`. */
export function listActors<M extends { provide: unknown }>(
  _machine: M,
  operations: OperationsOf<M>,
): ActorsOf<M> {
  return Object.fromEntries(
    Object.entries(operations as unknown as Record<string, (input: unknown) => Promise<unknown>>).map(
      ([name, run]) => [name, fromPromise(({ input }: { input: unknown }) => run(input))],
    ),
  ) as ActorsOf<M>
}

const missing = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`paged list without ${name}`)))

export function createPagedListMachine<
  Row,
  Q extends PageQuery,
  Extra = undefined,
  Detail = never,
  V = never,
  C extends string = never,
>(options: PagedListOptions<Row, Q, V, C>) {
  type Context = PagedListContext<Row, Q, Extra, Detail, V, C>
  const root = `#${options.id}`
  const answerParams = ({ event }: { event: { output: unknown } }) => ({ answer: event.output })
  const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

  return setup({
    types: {
      context: {} as Context,
      events: {} as PagedListEvent<Q, V, C>,
      input: {} as PagedListInput<Q>,
      tags: {} as 'busy',
    },
    actors: {
      listPage: missing('listPage') as unknown as PagedListActors<Row, Extra, Detail>['listPage'],
      deleteRow: missing('deleteRow') as unknown as PagedListActors<Row, Extra, Detail>['deleteRow'],
      runCommand: missing('runCommand') as unknown as PagedListActors<Row, Extra, Detail>['runCommand'],
      saveRow: missing('saveRow') as unknown as PagedListActors<Row, Extra, Detail>['saveRow'],
      readDetail: missing('readDetail') as unknown as PagedListActors<Row, Extra, Detail>['readDetail'],
    },
    actions: {
      /** the flow started (the message list refreshes the header's unread count); a no-op by default */
      listStarted: () => undefined,
      /** a list that remembers one of its rows elsewhere (the checkout's addressId, §3) forgets it here */
      rowDeleted: (_, _params: { id: RowId }) => undefined,
      /**
       * a change went through (a delete, a command, a save): a list whose rows are counted elsewhere tells its
       * parent here (the order approvals, counted in the sub-accounts' table); a no-op by default
       */
      rowsChanged: () => undefined,
      // the list
      storePage: assign(({ context }, { answer }: { answer: unknown }) => list.storePage(context, answer)),
      storeLoadError: assign((_, { error }: { error: unknown }) => list.storeLoadError(error)),
      clearLoadError: assign({ loadError: null }),
      applyFilter: assign(({ context }, params: { filter: ListFilter<Q>; page?: number }) =>
        list.applyFilter(context, params),
      ),
      goToPage: assign(({ context }, params: { page: number; pageSize?: number }) =>
        list.goToPage(context, params),
      ),
      noticeSuccess: assign((_, { id }: { id: string | undefined }) => list.noticeSuccess(id)),
      noticeError: assign((_, { error }: { error: unknown }) => list.noticeError(error)),
      dismissNotice: assign({ notice: null }),
      // the selection
      selectRow: assign((_, { id }: { id: RowId }) => selection.selectRow(id)),
      clearSelection: assign(selection.clearSelection),
      storeDetail: assign((_, { detail }: { detail: Detail }) => selection.storeDetail(detail)),
      storeDetailError: assign((_, { error }: { error: unknown }) => selection.storeDetailError(error)),
      markPending: assign((_, params: { id: RowId | null; command?: C }) => selection.markPending(params)),
      clearPending: assign(selection.clearPending),
      // the editor
      openDraft: assign(({ context }, { id }: { id: RowId | null }) =>
        editor.openDraft(options, context.rows, id),
      ),
      keepTyped: assign(({ context }, { values }: { values: V }) => editor.keepTyped(context.draft, values)),
      storeFormError: assign((_, { error }: { error: unknown }) => editor.storeFormError(error)),
      closeDraft: assign(editor.closeDraft),
    },
    guards: {
      isOpeningNew: ({ context }) => context.openNew,
      isPageAnswer: (_, { answer }: { answer: unknown }) => list.isPage(answer),
      isOtherPage: ({ context }, params: { page: number; pageSize?: number }) =>
        list.isOtherPage(context, params),
      hasRow: ({ context }, { id }: { id: RowId }) => selection.hasRow(options.rowId, context.rows, id),
      canCommand: ({ context }, params: { command: C; id: RowId | null }) =>
        selection.canCommand(options, context.rows, params),
      canEdit: ({ context }, { id }: { id: RowId | null }) => editor.canEdit(options, context.rows, id),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({
      ...list.initialList(options, input),
      extra: null,
      ...selection.initialSelection,
      ...editor.initialEditor,
      openNew: input.openNew ?? false,
    }),
    entry: 'listStarted',
    initial: 'browsing',
    on: { 'notice.dismissed': { actions: 'dismissNotice' } },
    states: {
      browsing: {
        initial: 'loading',
        // a newer query wins, also over a load under way or a failed one
        on: {
          'filter.changed': {
            target: '.loading',
            reenter: true,
            actions: {
              type: 'applyFilter',
              params: ({ event }) => ({ filter: event.filter, page: event.page }),
            },
          },
          'page.changed': {
            guard: {
              type: 'isOtherPage',
              params: ({ event }) => ({ page: event.page, pageSize: event.pageSize }),
            },
            target: '.loading',
            reenter: true,
            actions: {
              type: 'goToPage',
              params: ({ event }) => ({ page: event.page, pageSize: event.pageSize }),
            },
          },
          'refresh.requested': { target: '.loading', reenter: true },
        },
        states: {
          loading: {
            tags: 'busy',
            entry: 'clearLoadError',
            invoke: {
              id: 'listPage',
              src: 'listPage',
              input: ({ context }) => context.query,
              onDone: [
                {
                  guard: 'isOpeningNew',
                  target: `${root}.editing`,
                  actions: [
                    { type: 'storePage', params: answerParams },
                    { type: 'openDraft', params: { id: null } },
                  ],
                },
                { target: 'ready', actions: { type: 'storePage', params: answerParams } },
              ],
              onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: errorParams } },
            },
          },
          loadFailed: {
            on: { retry: 'loading' },
          },
          ready: {
            initial: 'idle',
            on: {
              'row.selected': {
                guard: { type: 'hasRow', params: ({ event }) => ({ id: event.id }) },
                target: '.detailLoading',
                actions: { type: 'selectRow', params: ({ event }) => ({ id: event.id }) },
              },
              'selection.cleared': { target: '.idle', actions: 'clearSelection' },
              'delete.requested': {
                guard: { type: 'hasRow', params: ({ event }) => ({ id: event.id }) },
                target: `${root}.confirmingDelete`,
                actions: { type: 'markPending', params: ({ event }) => ({ id: event.id }) },
              },
              'command.requested': {
                guard: {
                  type: 'canCommand',
                  params: ({ event }) => ({ command: event.command, id: event.id ?? null }),
                },
                target: `${root}.commanding`,
                actions: {
                  type: 'markPending',
                  params: ({ event }) => ({ id: event.id ?? null, command: event.command }),
                },
              },
              'editor.opened': {
                guard: { type: 'canEdit', params: ({ event }) => ({ id: event.id ?? null }) },
                target: `${root}.editing`,
                actions: { type: 'openDraft', params: ({ event }) => ({ id: event.id ?? null }) },
              },
            },
            states: {
              idle: {},
              detailLoading: {
                tags: 'busy',
                invoke: {
                  id: 'readDetail',
                  src: 'readDetail',
                  input: ({ context }) => context.selectedId!,
                  onDone: {
                    target: 'detailShown',
                    actions: { type: 'storeDetail', params: ({ event }) => ({ detail: event.output }) },
                  },
                  onError: {
                    target: 'detailFailed',
                    actions: { type: 'storeDetailError', params: errorParams },
                  },
                },
              },
              detailShown: {},
              detailFailed: {
                on: { retry: 'detailLoading' },
              },
            },
          },
        },
      },
      confirmingDelete: {
        on: {
          'delete.confirmed': 'deleting',
          'delete.cancelled': { target: 'browsing.ready', actions: 'clearPending' },
        },
      },
      deleting: {
        tags: 'busy',
        invoke: {
          id: 'deleteRow',
          src: 'deleteRow',
          input: ({ context }) => context.pendingId!,
          onDone: [
            {
              guard: { type: 'isPageAnswer', params: answerParams },
              target: 'browsing.ready',
              actions: [
                { type: 'rowDeleted', params: ({ context }) => ({ id: context.pendingId! }) },
                { type: 'storePage', params: answerParams },
                'clearPending',
                'rowsChanged',
                { type: 'noticeSuccess', params: { id: options.notices?.deleted } },
              ],
            },
            {
              target: 'browsing.loading',
              actions: [
                { type: 'rowDeleted', params: ({ context }) => ({ id: context.pendingId! }) },
                'clearPending',
                'rowsChanged',
                { type: 'noticeSuccess', params: { id: options.notices?.deleted } },
              ],
            },
          ],
          onError: {
            target: 'browsing.ready',
            actions: ['clearPending', { type: 'noticeError', params: errorParams }],
          },
        },
      },
      commanding: {
        tags: 'busy',
        invoke: {
          id: 'runCommand',
          src: 'runCommand',
          input: ({ context }) => ({
            command: context.pendingCommand!,
            id: context.pendingId,
            query: context.query,
          }),
          onDone: [
            {
              guard: { type: 'isPageAnswer', params: answerParams },
              target: 'browsing.ready',
              actions: [
                { type: 'storePage', params: answerParams },
                'rowsChanged',
                {
                  type: 'noticeSuccess',
                  params: ({ context }) => ({ id: options.notices?.commands?.[context.pendingCommand!] }),
                },
                'clearPending',
              ],
            },
            {
              target: 'browsing.loading',
              actions: [
                'rowsChanged',
                {
                  type: 'noticeSuccess',
                  params: ({ context }) => ({ id: options.notices?.commands?.[context.pendingCommand!] }),
                },
                'clearPending',
              ],
            },
          ],
          onError: {
            target: 'browsing.ready',
            actions: ['clearPending', { type: 'noticeError', params: errorParams }],
          },
        },
      },
      editing: {
        initial: 'idle',
        on: { 'editor.cancelled': { target: 'browsing.ready', actions: 'closeDraft' } },
        states: {
          idle: {
            on: {
              'editor.saved': {
                target: 'saving',
                actions: { type: 'keepTyped', params: ({ event }) => ({ values: event.values }) },
              },
            },
          },
          saving: {
            tags: 'busy',
            // leaving mid-save would hide the answer: the editor closes only after it
            on: { 'editor.cancelled': {} },
            invoke: {
              id: 'saveRow',
              src: 'saveRow',
              input: ({ context }) => ({ id: context.draft?.id ?? null, values: context.draft!.values }),
              onDone: [
                {
                  guard: { type: 'isPageAnswer', params: answerParams },
                  target: `${root}.browsing.ready`,
                  actions: [
                    { type: 'storePage', params: answerParams },
                    'closeDraft',
                    'rowsChanged',
                    { type: 'noticeSuccess', params: { id: options.notices?.saved } },
                  ],
                },
                {
                  target: `${root}.browsing.loading`,
                  actions: [
                    'closeDraft',
                    'rowsChanged',
                    { type: 'noticeSuccess', params: { id: options.notices?.saved } },
                  ],
                },
              ],
              onError: { target: 'idle', actions: { type: 'storeFormError', params: errorParams } },
            },
          },
        },
      },
    },
  })
}

export type PagedListMachine<
  Row,
  Q extends PageQuery,
  Extra = undefined,
  Detail = never,
  V = never,
  C extends string = never,
> = ReturnType<typeof createPagedListMachine<Row, Q, Extra, Detail, V, C>>

// Readers of any paged list's snapshot: a route asks these, never the state names (STYLE.md).
type AnyListSnapshot = SnapshotFrom<PagedListMachine<unknown, PageQuery, unknown, unknown, unknown, string>>
type ListSnapshotLike = Pick<AnyListSnapshot, 'matches' | 'hasTag'> & {
  context: Pick<PagedListContext<unknown, PageQuery, unknown, unknown, unknown, string>, 'pendingId'>
}

export type ListStatus = 'loading' | 'loadFailed' | 'ready'
export type DetailStatus = 'closed' | 'loading' | 'shown' | 'failed'

/** What the list area shows: the load under way, its failure, or the rows (also while a change runs). */
export const listStatusOf = (snapshot: ListSnapshotLike): ListStatus =>
  snapshot.matches({ browsing: 'loading' })
    ? 'loading'
    : snapshot.matches({ browsing: 'loadFailed' })
      ? 'loadFailed'
      : 'ready'

/** Something runs (a load, a change, a detail). */
export const isListBusy = (snapshot: ListSnapshotLike): boolean => snapshot.hasTag('busy')

/** A change runs on the rows shown (not the load of a page). */
export const isChangingRows = (snapshot: ListSnapshotLike): boolean =>
  snapshot.hasTag('busy') && !snapshot.matches({ browsing: 'loading' })

/** The row whose delete is being confirmed or done, or null. */
export const confirmingIdOf = (snapshot: ListSnapshotLike): RowId | null =>
  snapshot.matches('confirmingDelete') || snapshot.matches('deleting') ? snapshot.context.pendingId : null

export const detailStatusOf = (snapshot: ListSnapshotLike): DetailStatus =>
  snapshot.matches({ browsing: { ready: 'detailLoading' } })
    ? 'loading'
    : snapshot.matches({ browsing: { ready: 'detailShown' } })
      ? 'shown'
      : snapshot.matches({ browsing: { ready: 'detailFailed' } })
        ? 'failed'
        : 'closed'

export const isEditing = (snapshot: ListSnapshotLike): boolean => snapshot.matches('editing')

export const isSaving = (snapshot: ListSnapshotLike): boolean => snapshot.matches({ editing: 'saving' })
