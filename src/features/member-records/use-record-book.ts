// Route side of a record book (issue 11 items 4–5): owns the actor of one record-book machine and reads it
// through narrow selectors into the plain props of RecordBookView plus the editor's state.
import { useSelector } from '@xstate/react'
import type { RecordBookMachine } from '../../../machines/record-book/record-book.machine'
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
  const status = useSelector(actorRef, (s): RecordBookStatus => {
    if (s.matches('loading')) return 'loading'
    if (s.matches('loadFailed')) return 'loadFailed'
    return 'ready'
  })
  const records = useSelector(actorRef, (s) => s.context.records)
  const busy = useSelector(actorRef, (s) => s.hasTag('busy') && !s.matches('loading'))
  const notice = useSelector(actorRef, (s) => s.context.notice)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const confirmingId = useSelector(actorRef, (s) =>
    s.matches('confirmingDelete') || s.matches('deleting') ? s.context.pendingId : null,
  )
  const draft = useSelector(actorRef, (s) => (s.matches('editing') ? s.context.draft : null))
  const saving = useSelector(actorRef, (s) => s.matches({ editing: 'saving' }))
  const formError = useSelector(actorRef, (s) => s.context.formError)
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
      onAdd: () => send({ type: 'record.addRequested' }),
      onEdit: (id: number) => send({ type: 'record.editRequested', id }),
      onDelete: (id: number) => send({ type: 'record.deleteRequested', id }),
      onMakeDefault: (id: number) => send({ type: 'record.defaultRequested', id }),
      onConfirmDelete: () => send({ type: 'delete.confirmed' }),
      onCancelDelete: () => send({ type: 'delete.cancelled' }),
      onRetry: () => send({ type: 'retry' }),
      onDismissNotice: () => send({ type: 'notice.dismissed' }),
    },
  }
}
