// The shapes of the paged-list flow (issue 25 item 2): its query, page, context, events and options, shared by
// the machine (paged-list.machine.ts) and its parts (paged-list-list.ts, -selection.ts, -editor.ts).
import type { PromiseActorLogic } from 'xstate'
import type { ErrorMessage } from '../api/errors'

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
