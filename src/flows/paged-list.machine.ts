// The one paged-list flow (issue 25 item 2; SPEC.md §2 member lists, §9 page sizes): load a page of rows for a
// query, page, filter, refresh, select a row (reading its detail when the list has one), confirm and delete a
// row, run an unconfirmed command on a row or the list (mark read, make default), and add or edit a row in an
// editor that keeps what was typed through a refusal. Every list of the member centre is a configuration of it
// (machines/record-book, message-list, member-coupons, contract-list, credit-bills); a new list gives its
// operations as the actors listPage, deleteRow, runCommand, saveRow and readDetail, and its notices by id.
// A change answers either the list as it is after the change (stored at once) or nothing (the page is read
// again). The server may answer another page than the asked one (the asked one is gone): the query follows.
// Machine logic only (no React): machines/ import it, routes read it through the selectors below.
import {
  assign,
  fromPromise,
  setup,
  type ContextFrom,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../api/errors'

export type RowId = string | number

export interface PageQuery {
  current: number
  pageSize: number
}

export interface ListPagination {
  current: number
  pageSize: number
  total: number
}

/** One page as a list's listPage answers it; `extra` is what comes with it (a summary, the tab sizes). */
export interface ListPage<Row, Extra = undefined> {
  list: Row[]
  pagination: ListPagination
  extra?: Extra
}

/** What deleteRow, runCommand and saveRow answer: the list after the change, or nothing (read it again). */
export type ChangeAnswer<Row, Extra> = ListPage<Row, Extra> | void

export type ListFilter<Q extends PageQuery> = Partial<Omit<Q, 'current' | 'pageSize'>>

export interface PagedListInput<Q extends PageQuery> {
  /** the query to start with (from the URL); a page that is not a whole number from 1 becomes 1 */
  query?: Partial<Q>
  /** open the new-row editor as soon as the list is loaded (/member/invoice/add) */
  openNew?: boolean
}

export interface ListNotice {
  tone: 'success' | 'error'
  message: ErrorMessage
}

export interface PagedListContext<Row, Q extends PageQuery, Extra, Detail, V, C extends string> {
  query: Q
  rows: Row[]
  pagination: ListPagination
  extra: Extra | null
  loadError: ErrorMessage | null
  /** the row being confirmed, deleted, or commanded */
  pendingId: RowId | null
  pendingCommand: C | null
  /** the row whose detail is shown */
  selectedId: RowId | null
  detail: Detail | null
  detailError: ErrorMessage | null
  draft: { id: RowId | null; values: V } | null
  formError: ErrorMessage | null
  notice: ListNotice | null
  openNew: boolean
}

export type PagedListEvent<Q extends PageQuery, V, C extends string> =
  | { type: 'retry' }
  | { type: 'refresh.requested' }
  | { type: 'page.changed'; page: number; pageSize?: number }
  | { type: 'filter.changed'; filter: ListFilter<Q>; page?: number }
  | { type: 'row.selected'; id: RowId }
  | { type: 'selection.cleared' }
  | { type: 'delete.requested'; id: RowId }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' }
  | { type: 'command.requested'; command: C; id?: RowId }
  | { type: 'editor.opened'; id?: RowId }
  | { type: 'editor.saved'; values: V }
  | { type: 'editor.cancelled' }
  | { type: 'notice.dismissed' }

export interface CommandInput<Q, C extends string> {
  command: C
  id: RowId | null
  query: Q
}

export interface SaveRowInput<V> {
  id: RowId | null
  values: V
}

export interface PagedListOptions<Row, Q extends PageQuery, V, C extends string> {
  /** the machine id (the inspector's name of the flow) */
  id: string
  rowId: (row: Row) => RowId
  /** the query before the URL's values; its pageSize is the list's default size */
  query: Q
  /** the success notices by message id; a change without one shows none */
  notices?: { deleted?: string; saved?: string; commands?: Partial<Record<C, string>> }
  /** whether a command may run now (e.g. only an unread notice is marked read); every command by default */
  canCommand?: (rows: Row[], command: C, id: RowId | null) => boolean
  /** the editor's values of a row, and of a new one */
  editor?: { valuesOf: (row: Row) => V; blank: V }
}

const validPage = (page: number | undefined) =>
  page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== ''),
  ) as Partial<T>

const isPage = <Row, Extra>(answer: unknown): answer is ListPage<Row, Extra> =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as { list?: unknown }).list)

/**
 * The flow's actors as setup declares them. Their inputs are the flow's own shapes (a list's query, command and
 * values are of its own types); `listActors` gives a list's operations these types.
 */
export interface PagedListActors<Row, Extra, Detail> {
  listPage: PromiseActorLogic<ListPage<Row, Extra>, PageQuery>
  deleteRow: PromiseActorLogic<ChangeAnswer<Row, Extra>, RowId>
  runCommand: PromiseActorLogic<ChangeAnswer<Row, Extra>, CommandInput<PageQuery, string>>
  saveRow: PromiseActorLogic<ChangeAnswer<Row, Extra>, SaveRowInput<unknown>>
  readDetail: PromiseActorLogic<Detail, RowId>
}

/** A list's operations, each a plain async function of the list's own types. */
export interface ListOperations<Row, Q, Extra, Detail, V, C extends string> {
  listPage?(query: Q): Promise<ListPage<Row, Extra>>
  deleteRow?(id: RowId): Promise<ChangeAnswer<Row, Extra>>
  runCommand?(input: CommandInput<Q, C>): Promise<ChangeAnswer<Row, Extra>>
  saveRow?(input: SaveRowInput<V>): Promise<ChangeAnswer<Row, Extra>>
  readDetail?(id: RowId): Promise<Detail>
}

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
  const hasRow = (rows: Row[], id: RowId) => rows.some((row) => options.rowId(row) === id)
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
      storePage: assign(({ context }, { answer }: { answer: unknown }) => {
        if (!isPage<Row, Extra>(answer)) return {}
        return {
          rows: answer.list,
          pagination: answer.pagination,
          extra: answer.extra ?? null,
          loadError: null,
          query: { ...context.query, current: answer.pagination.current },
        }
      }),
      storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
      clearLoadError: assign({ loadError: null }),
      applyFilter: assign(({ context }, params: { filter: ListFilter<Q>; page?: number }) => ({
        query: {
          ...definedOnly(params.filter),
          current: validPage(params.page),
          pageSize: context.query.pageSize,
        } as Q,
        notice: null,
      })),
      goToPage: assign(({ context }, params: { page: number; pageSize?: number }) => ({
        query: {
          ...context.query,
          current: params.page,
          pageSize: params.pageSize ?? context.query.pageSize,
        },
        notice: null,
      })),
      selectRow: assign((_, { id }: { id: RowId }) => ({ selectedId: id, detail: null, detailError: null })),
      clearSelection: assign({ selectedId: null, detail: null, detailError: null }),
      storeDetail: assign((_, { detail }: { detail: Detail }) => ({ detail, detailError: null })),
      storeDetailError: assign((_, { error }: { error: unknown }) => ({
        detailError: errorMessageOf(error),
      })),
      markPending: assign((_, params: { id: RowId | null; command?: C }) => ({
        pendingId: params.id,
        pendingCommand: params.command ?? null,
        notice: null,
      })),
      clearPending: assign({ pendingId: null, pendingCommand: null }),
      openDraft: assign(({ context }, { id }: { id: RowId | null }) => {
        const row = id === null ? undefined : context.rows.find((r) => options.rowId(r) === id)
        const values = row && options.editor ? options.editor.valuesOf(row) : (options.editor?.blank as V)
        return { draft: { id, values }, formError: null, notice: null, openNew: false }
      }),
      keepTyped: assign(({ context }, { values }: { values: V }) => ({
        draft: context.draft ? { ...context.draft, values } : null,
        formError: null,
      })),
      storeFormError: assign((_, { error }: { error: unknown }) => ({ formError: errorMessageOf(error) })),
      closeDraft: assign({ draft: null, formError: null }),
      noticeSuccess: assign((_, { id }: { id: string | undefined }) => ({
        notice: id ? { tone: 'success' as const, message: { id } } : null,
      })),
      noticeError: assign((_, { error }: { error: unknown }) => ({
        notice: { tone: 'error' as const, message: errorMessageOf(error) },
      })),
      dismissNotice: assign({ notice: null }),
    },
    guards: {
      isOpeningNew: ({ context }) => context.openNew,
      hasRow: ({ context }, { id }: { id: RowId }) => hasRow(context.rows, id),
      isOtherPage: ({ context }, params: { page: number; pageSize?: number }) =>
        Number.isSafeInteger(params.page) &&
        params.page >= 1 &&
        (params.page !== context.query.current ||
          (params.pageSize !== undefined && params.pageSize !== context.query.pageSize)),
      canCommand: ({ context }, params: { command: C; id: RowId | null }) =>
        (params.id === null || hasRow(context.rows, params.id)) &&
        (options.canCommand?.(context.rows, params.command, params.id) ?? true),
      canEdit: ({ context }, { id }: { id: RowId | null }) =>
        options.editor !== undefined && (id === null || hasRow(context.rows, id)),
      isPageAnswer: (_, { answer }: { answer: unknown }) => isPage(answer),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({
      query: {
        ...options.query,
        ...definedOnly(input.query ?? {}),
        current: validPage(input.query?.current ?? options.query.current),
      } as Q,
      rows: [],
      pagination: {
        current: 1,
        pageSize: input.query?.pageSize ?? options.query.pageSize,
        total: 0,
      },
      extra: null,
      loadError: null,
      pendingId: null,
      pendingCommand: null,
      selectedId: null,
      detail: null,
      detailError: null,
      draft: null,
      formError: null,
      notice: null,
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
                { type: 'noticeSuccess', params: { id: options.notices?.deleted } },
              ],
            },
            {
              target: 'browsing.loading',
              actions: [
                { type: 'rowDeleted', params: ({ context }) => ({ id: context.pendingId! }) },
                'clearPending',
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
                    { type: 'noticeSuccess', params: { id: options.notices?.saved } },
                  ],
                },
                {
                  target: `${root}.browsing.loading`,
                  actions: ['closeDraft', { type: 'noticeSuccess', params: { id: options.notices?.saved } }],
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
