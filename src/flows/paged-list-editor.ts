// The editor part of the paged-list flow (issue 25 item 2): a new row or a shown one opened in the editor with
// its values, what was typed kept through a refusal, and the editor closed. Pure context updates and guards;
// paged-list.machine.ts names them as actions in its setup.
import { errorMessageOf } from '../api/errors'
import { hasRow } from './paged-list-selection'
import type { PagedListOptions, PageQuery, RowId } from './paged-list.types'

export const initialEditor = { draft: null, formError: null }

/** The editor opens on a row's values, or the blank ones for a new row (id null). */
export function openDraft<Row, Q extends PageQuery, V, C extends string>(
  options: PagedListOptions<Row, Q, V, C>,
  rows: readonly Row[],
  id: RowId | null,
) {
  const row = id === null ? undefined : rows.find((r) => options.rowId(r) === id)
  const values = row && options.editor ? options.editor.valuesOf(row) : (options.editor?.blank as V)
  return { draft: { id, values }, formError: null, notice: null, openNew: false }
}

export const keepTyped = <V>(draft: { id: RowId | null; values: V } | null, values: V) => ({
  draft: draft ? { ...draft, values } : null,
  formError: null,
})

export const storeFormError = (error: unknown) => ({ formError: errorMessageOf(error) })
export const closeDraft = { draft: null, formError: null }

/** A list with an editor edits a new row, or a row that is shown. */
export const canEdit = <Row, Q extends PageQuery, V, C extends string>(
  options: PagedListOptions<Row, Q, V, C>,
  rows: readonly Row[],
  id: RowId | null,
) => options.editor !== undefined && (id === null || hasRow(options.rowId, rows, id))
