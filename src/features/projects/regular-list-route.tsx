// /member/regular/list (issue 27 item 6): owns the frequent-purchase lists' actor
// (machines/projects/regular-lists.machine.ts) and its list child, read through the machine module's readers.
// The page and size live in the URL.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  confirmingIdOf,
  isChangingRows,
  isRenameSaving,
  listErrorOf,
  listFormErrorOf,
  listNoticeOf,
  listPaginationOf,
  listPendingIdOf,
  listRefOf,
  listRowsOf,
  listStatusOf,
  regularCartOf,
  regularListsMachine,
  renameDraftOf,
  type RegularListRef,
} from '../../../machines/projects/regular-lists.machine'
import { useFlowActor } from '../../lib/flow'
import { RegularListView } from './regular-list-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

export function RegularListRoute() {
  const [params, setParams] = useSearchParams()
  const current = Number(params.get('current'))
  const pageSize = Number(params.get('pageSize')) as Size
  const actor = useFlowActor(regularListsMachine, {
    input: {
      query: {
        current: Number.isInteger(current) && current > 0 ? current : 1,
        pageSize: SIZES.includes(pageSize) ? pageSize : 10,
      },
    },
  })
  const listRef = useSelector(actor, listRefOf) as RegularListRef
  const status = useSelector(listRef, listStatusOf)
  const rows = useSelector(listRef, listRowsOf)
  const pagination = useSelector(listRef, listPaginationOf)
  const error = useSelector(listRef, listErrorOf)
  const changing = useSelector(listRef, isChangingRows)
  const pendingId = useSelector(listRef, listPendingIdOf)
  const confirmingId = useSelector(listRef, confirmingIdOf)
  const notice = useSelector(listRef, listNoticeOf)
  const draft = useSelector(listRef, renameDraftOf)
  const saving = useSelector(listRef, isRenameSaving)
  const formError = useSelector(listRef, listFormErrorOf)
  const cart = useSelector(
    actor,
    regularCartOf,
    (a, b) => a.listId === b.listId && a.busy === b.busy && a.outcome === b.outcome && a.error === b.error,
  )
  const confirmRow = rows.find((row) => row.listId === (confirmingId ?? (changing ? pendingId : null)))

  return (
    <RegularListView
      list={{
        status,
        rows,
        pagination,
        error,
        busyId: changing ? pendingId : null,
        onPage: (page, size) => {
          listRef.send({ type: 'page.changed', page, pageSize: size })
          setParams({ current: String(page), pageSize: String(size) }, { replace: true })
        },
        onRetry: () => listRef.send({ type: 'retry' }),
        onRename: (id) => listRef.send({ type: 'editor.opened', id }),
        onDelete: (id) => listRef.send({ type: 'delete.requested', id }),
      }}
      notice={notice}
      onDismissNotice={() => listRef.send({ type: 'notice.dismissed' })}
      cart={cart}
      onAddToCart={(list) => actor.send({ type: 'cart.requested', list })}
      onDismissCart={() => actor.send({ type: 'cart.dismissed' })}
      confirmDelete={
        confirmRow && (confirmingId !== null || changing) ? { list: confirmRow, busy: changing } : null
      }
      onConfirmDelete={() => listRef.send({ type: 'delete.confirmed' })}
      onCancelDelete={() => listRef.send({ type: 'delete.cancelled' })}
      renamer={draft ? { name: draft.values.name, saving, error: formError } : null}
      onSaveRename={(name) => listRef.send({ type: 'editor.saved', values: { name } })}
      onCancelRename={() => listRef.send({ type: 'editor.cancelled' })}
    />
  )
}
