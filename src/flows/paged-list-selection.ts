// The selection part of the paged-list flow (issue 25 item 2): the row whose detail is shown, and the row a
// delete or a command is pending on (a command may also be on the whole list). Pure context updates and guards;
// paged-list.machine.ts names them as actions in its setup.
import { errorMessageOf } from '../api/errors'
import type { PagedListOptions, PageQuery, RowId } from './paged-list.types'

export const initialSelection = {
  pendingId: null,
  pendingCommand: null,
  selectedId: null,
  detail: null,
  detailError: null,
}

export const hasRow = <Row>(rowId: (row: Row) => RowId, rows: readonly Row[], id: RowId) =>
  rows.some((row) => rowId(row) === id)

export const selectRow = (id: RowId) => ({ selectedId: id, detail: null, detailError: null })
export const clearSelection = { selectedId: null, detail: null, detailError: null }
export const storeDetail = <Detail>(detail: Detail) => ({ detail, detailError: null })
export const storeDetailError = (error: unknown) => ({ detailError: errorMessageOf(error) })

/** The row (or null: the whole list) a delete or a command waits on; a pending change clears the notice. */
export const markPending = <C extends string>(params: { id: RowId | null; command?: C }) => ({
  pendingId: params.id,
  pendingCommand: params.command ?? null,
  notice: null,
})
export const clearPending = { pendingId: null, pendingCommand: null }

/** A command runs on a row that is shown (or on the list), when the list allows it now. */
export const canCommand = <Row, Q extends PageQuery, V, C extends string>(
  options: PagedListOptions<Row, Q, V, C>,
  rows: Row[],
  params: { command: C; id: RowId | null },
) =>
  (params.id === null || hasRow(options.rowId, rows, params.id)) &&
  (options.canCommand?.(rows, params.command, params.id) ?? true)
