// The member centre's record books (issue 11 items 4–5; SPEC.md §3 contact info and invoice, §5): delivery
// addresses (/member/address/list), invoice headers (/member/invoice/header, /add) and invoice receiving
// addresses (/member/invoice/address). One flow for the three: load the list; add or edit in an editor that
// keeps what was typed through a refusal; delete after a confirmation; make one the default. Each book supplies
// its operations as the paged-list flow's actors (src/flows, issue 25 item 2; record-book.actors.ts): listPage,
// saveRow, deleteRow and runCommand `makeDefault`, each answering the member's list as it is after the change (one
// page holding every record), so the screen never shows a stale default.
import type { SnapshotFrom } from 'xstate'
import {
  createPagedListMachine,
  isChangingRows,
  isEditing,
  isSaving,
  type ListPage,
  type SaveRowInput,
} from '../../src/flows/paged-list.machine'
import { addMessages } from '../../src/i18n/dictionary'
import memberPart from '../../src/i18n/parts/member.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'

addMessages(memberPart)

export interface RecordBookKind<R, V> {
  /** The record's id (addressId, invoiceId, invoiceAddressId). */
  idOf: (record: R) => number
  /** The editor's values of a record. */
  valuesOf: (record: R) => V
  /** The editor's values of a new record. */
  blank: V
}

/** A book is not paged: one page holds every record. */
export interface RecordBookQuery {
  current: number
  pageSize: number
}

export type SaveInput<V> = SaveRowInput<V>

/** The whole book as the flow's one page. */
export const wholeBook = <R>(records: R[]): ListPage<R> => ({
  list: records,
  pagination: { current: 1, pageSize: records.length, total: records.length },
})

/** The flow's own notices (stored as ids, shown through react-intl). */
export const recordBookMessages = defineMessages({
  saved: { id: 'member.records.notice.saved', defaultMessage: 'Cambios guardados.' },
  deleted: { id: 'member.records.notice.deleted', defaultMessage: 'Eliminado.' },
  defaultChanged: {
    id: 'member.records.notice.defaultChanged',
    defaultMessage: 'Se cambió la opción predeterminada.',
  },
})

export function createRecordBookMachine<R, V>(kind: RecordBookKind<R, V>) {
  return createPagedListMachine<R, RecordBookQuery, undefined, never, V, 'makeDefault'>({
    id: 'recordBook',
    rowId: kind.idOf,
    query: { current: 1, pageSize: 0 },
    notices: {
      saved: recordBookMessages.saved.id,
      deleted: recordBookMessages.deleted.id,
      commands: { makeDefault: recordBookMessages.defaultChanged.id },
    },
    editor: { valuesOf: kind.valuesOf, blank: kind.blank },
  })
}

export type RecordBookMachine<R, V> = ReturnType<typeof createRecordBookMachine<R, V>>

// What the route's hook reads (a machine's readers go through its module)
type RecordBookSnapshot<R, V> = SnapshotFrom<RecordBookMachine<R, V>>
export {
  confirmingIdOf as confirmingRecordIdOf,
  listStatusOf as recordBookStatusOf,
} from '../../src/flows/paged-list.machine'
export const recordsOf = <R, V>(snapshot: RecordBookSnapshot<R, V>) => snapshot.context.rows
/** a save, delete or default change runs on the records shown */
export const isRecordBookBusy = <R, V>(snapshot: RecordBookSnapshot<R, V>) => isChangingRows(snapshot)
export const recordNoticeOf = <R, V>(snapshot: RecordBookSnapshot<R, V>) => snapshot.context.notice
export const recordLoadErrorOf = <R, V>(snapshot: RecordBookSnapshot<R, V>) => snapshot.context.loadError
/** the editor's record (null for a new one) and values while it is open */
export const recordDraftOf = <R, V>(snapshot: RecordBookSnapshot<R, V>) =>
  isEditing(snapshot) ? snapshot.context.draft : null
export const isRecordSaving = <R, V>(snapshot: RecordBookSnapshot<R, V>) => isSaving(snapshot)
export const recordFormErrorOf = <R, V>(snapshot: RecordBookSnapshot<R, V>) => snapshot.context.formError
