// /member/project/list (issue 27 item 6): owns the projects actor (machines/projects/project-list.machine.ts) and
// its list child, and reads them through the machine module's readers. The page, size and state filter live in
// the URL; a project just created opens on its own page, where its products are added.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  confirmingIdOf,
  createdProjectIdOf,
  createFormOf,
  isChangingRows,
  listErrorOf,
  listNoticeOf,
  listPaginationOf,
  listPendingIdOf,
  listRefOf,
  listRowsOf,
  listStateFilterOf,
  listStatusOf,
  projectsMachine,
  type ProjectListRef,
} from '../../../machines/projects/project-list.machine'
import type { ProjectState } from '../../api/projects'
import { useFlowActor } from '../../lib/flow'
import { PROJECT_STATES } from './project-parts'
import { ProjectListView } from './project-list-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

export function ProjectListRoute() {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const current = Number(params.get('current'))
  const pageSize = Number(params.get('pageSize')) as Size
  const stateParam = params.get('state') as ProjectState | null
  const actor = useFlowActor(projectsMachine, {
    input: {
      query: {
        current: Number.isInteger(current) && current > 0 ? current : 1,
        pageSize: SIZES.includes(pageSize) ? pageSize : 10,
        ...(stateParam && PROJECT_STATES.includes(stateParam) ? { state: stateParam } : {}),
      },
    },
  })
  const listRef = useSelector(actor, listRefOf) as ProjectListRef
  const status = useSelector(listRef, listStatusOf)
  const rows = useSelector(listRef, listRowsOf)
  const pagination = useSelector(listRef, listPaginationOf)
  const error = useSelector(listRef, listErrorOf)
  const state = useSelector(listRef, listStateFilterOf)
  const changing = useSelector(listRef, isChangingRows)
  const pendingId = useSelector(listRef, listPendingIdOf)
  const confirmingId = useSelector(listRef, confirmingIdOf)
  const notice = useSelector(listRef, listNoticeOf)
  const creator = useSelector(actor, createFormOf)
  const createdId = useSelector(actor, createdProjectIdOf)

  useEffect(() => {
    if (createdId !== null) void navigate(`/member/project/detail?projectId=${createdId}`)
  }, [createdId, navigate])

  const setQuery = (next: { current: number; pageSize: number; state: ProjectState | null }) =>
    setParams(
      {
        current: String(next.current),
        pageSize: String(next.pageSize),
        ...(next.state ? { state: next.state } : {}),
      },
      { replace: true },
    )
  const confirmRow = rows.find((row) => row.projectId === (confirmingId ?? (changing ? pendingId : null)))

  return (
    <ProjectListView
      list={{
        status,
        rows,
        pagination,
        error,
        state,
        busyId: changing ? pendingId : null,
        onPage: (page, size) => {
          listRef.send({ type: 'page.changed', page, pageSize: size })
          setQuery({ current: page, pageSize: size, state })
        },
        onState: (next) => {
          listRef.send({ type: 'filter.changed', filter: { state: next ?? undefined } })
          setQuery({ current: 1, pageSize: pagination.pageSize, state: next })
        },
        onRetry: () => listRef.send({ type: 'retry' }),
        onDelete: (id) => listRef.send({ type: 'delete.requested', id }),
      }}
      notice={notice}
      onDismissNotice={() => listRef.send({ type: 'notice.dismissed' })}
      confirmDelete={
        confirmRow && (confirmingId !== null || changing) ? { project: confirmRow, busy: changing } : null
      }
      onConfirmDelete={() => listRef.send({ type: 'delete.confirmed' })}
      onCancelDelete={() => listRef.send({ type: 'delete.cancelled' })}
      creator={creator}
      onCreate={() => actor.send({ type: 'create.opened' })}
      onSaveCreate={(values) => actor.send({ type: 'create.submitted', values })}
      onCancelCreate={() => actor.send({ type: 'create.cancelled' })}
    />
  )
}
