// Route side of a record book (issue 11 items 4–5): owns the actor of one record-book machine and reads it
// through narrow selectors into the plain props of RecordBookView plus the editor's state.
import { useSelector } from '@xstate/react'
import {
  confirmingRecordIdOf,
  isRecordBookBusy,
  isRecordSaving,
  recordBookStatusOf,
  recordDraftOf,
  recordFormErrorOf,
  recordLoadErrorOf,
  recordNoticeOf,
  recordsOf,
  type RecordBookMachine,
} from '../../../machines/record-book/record-book.machine'
import { useFlowActor } from '../../lib/flow'
import type { RecordBookStatus, RecordBookViewProps } from './record-book-view'

export interface RecordEditorState<V> {
  mode: 'new' | 'edit'
  values: V
  saving: boolean
  error: RecordBookViewProps<unknown>['loadError']
  /** Stories and tests: every field touched and validated from the start (the route never sets it). */
  showAllErrors?: boolean
}

export function useRecordBook<R, V>(
  machine: RecordBookMachine<R, V>,
  options: { openNew?: boolean; nameOf: (record: R) => string; idOf: (record: R) => number },
) {
  const actorRef = useFlowActor(machine, { input: { openNew: options.openNew ?? false } })
  const status: RecordBookStatus = useSelector(actorRef, recordBookStatusOf)
  const records = useSelector(actorRef, recordsOf<R, V>)
  const busy = useSelector(actorRef, isRecordBookBusy<R, V>)
  const notice = useSelector(actorRef, recordNoticeOf<R, V>)
  const loadError = useSelector(actorRef, recordLoadErrorOf<R, V>)
  const confirmingId = useSelector(actorRef, confirmingRecordIdOf)
  const draft = useSelector(actorRef, recordDraftOf<R, V>)
  const saving = useSelector(actorRef, isRecordSaving<R, V>)
  const formError = useSelector(actorRef, recordFormErrorOf<R, V>)
  const confirmed = records.find((record) => options.idOf(record) === confirmingId)
  const send = actorRef.send
  const editor: RecordEditorState<V> | null = draft
    ? { mode: draft.id === null ? 'new' : 'edit', values: draft.values, saving, error: formError }
    : null
  return {
    editor,
    onSave: (values: V) => send({ type: 'editor.saved', values }),
    onCancel: () => send({ type: 'editor.cancelled' }),
    book: {
      status,
      records,
      busy,
      notice,
      loadError,
      idOf: options.idOf,
      nameOf: options.nameOf,
      confirming: confirmed ? options.nameOf(confirmed) : null,
      onAdd: () => send({ type: 'editor.opened' }),
      onEdit: (id: number) => send({ type: 'editor.opened', id }),
      onDelete: (id: number) => send({ type: 'delete.requested', id }),
      onMakeDefault: (id: number) => send({ type: 'command.requested', command: 'makeDefault', id }),
      onConfirmDelete: () => send({ type: 'delete.confirmed' }),
      onCancelDelete: () => send({ type: 'delete.cancelled' }),
      onRetry: () => send({ type: 'retry' }),
      onDismissNotice: () => send({ type: 'notice.dismissed' }),
    },
  }
}
