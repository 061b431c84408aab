// /member/project/detail?projectId= (issue 27 item 6): owns the project's actor
// (machines/projects/project-detail.machine.ts) and reads it through the machine module's readers; a deleted
// project goes back to the list.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  isAddingToCart,
  isConfirmingDelete,
  isDeleting,
  isProjectBusy,
  pendingProductOf,
  quantityProblemOf,
  projectActionErrorOf,
  projectCartOutcomeOf,
  projectDetailMachine,
  projectEditorOf,
  projectLoadErrorOf,
  projectNoticeOf,
  projectOf,
  projectSearchOf,
  projectStatusOf,
} from '../../../machines/projects/project-detail.machine'
import { useFlowActor } from '../../lib/flow'
import { ProjectDetailView } from './project-detail-view'

export function ProjectDetailRoute() {
  const [params] = useSearchParams()
  const projectId = Number(params.get('projectId'))
  const navigate = useNavigate()
  const actor = useFlowActor(projectDetailMachine, {
    input: { projectId: Number.isInteger(projectId) && projectId > 0 ? projectId : 0 },
  })
  const status = useSelector(actor, projectStatusOf)
  const project = useSelector(actor, projectOf)
  const loadError = useSelector(actor, projectLoadErrorOf)
  const busy = useSelector(actor, isProjectBusy)
  const noticeId = useSelector(actor, projectNoticeOf)
  const actionError = useSelector(actor, projectActionErrorOf)
  const editor = useSelector(actor, projectEditorOf)
  const search = useSelector(
    actor,
    projectSearchOf,
    (a, b) =>
      a.keyword === b.keyword &&
      a.results === b.results &&
      a.error === b.error &&
      a.searching === b.searching,
  )
  const pendingProductId = useSelector(actor, pendingProductOf)
  const quantityProblem = useSelector(actor, quantityProblemOf)
  const addingToCart = useSelector(actor, isAddingToCart)
  const cartOutcome = useSelector(actor, projectCartOutcomeOf)
  const confirming = useSelector(actor, isConfirmingDelete)
  const deleting = useSelector(actor, isDeleting)

  useEffect(() => {
    if (status === 'deleted') void navigate('/member/project/list', { replace: true })
  }, [status, navigate])

  return (
    <ProjectDetailView
      status={status}
      project={project}
      loadError={loadError}
      onRetry={() => actor.send({ type: 'retry' })}
      busy={busy}
      notice={noticeId ? { id: noticeId } : null}
      actionError={actionError}
      onDismissNotice={() => actor.send({ type: 'notice.dismissed' })}
      cart={{ busy: addingToCart, outcome: cartOutcome }}
      onAddToCart={() => actor.send({ type: 'cart.requested' })}
      pendingProductId={pendingProductId}
      onRemove={(productId) => actor.send({ type: 'product.removed', productId })}
      quantityProblem={quantityProblem}
      onQuantity={(productId, number) => actor.send({ type: 'quantity.saved', productId, number })}
      search={search}
      onSearch={(keyword) => actor.send({ type: 'search.submitted', keyword })}
      onAdd={(productId, number) => actor.send({ type: 'product.added', productId, number })}
      editor={editor}
      onEdit={() => actor.send({ type: 'edit.opened' })}
      onSaveEdit={(values) => actor.send({ type: 'edit.submitted', values })}
      onCancelEdit={() => actor.send({ type: 'edit.cancelled' })}
      confirmDelete={confirming ? { busy: deleting } : null}
      onDelete={() => actor.send({ type: 'delete.requested' })}
      onConfirmDelete={() => actor.send({ type: 'delete.confirmed' })}
      onCancelDelete={() => actor.send({ type: 'delete.cancelled' })}
    />
  )
}
