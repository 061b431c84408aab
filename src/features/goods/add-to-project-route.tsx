// «Añadir a un proyecto» on the product page (issue 27 leftovers item 3): owns the add-to-project actor while the
// dialog is open, and reads it through its module's readers.
import { useSelector } from '@xstate/react'
import {
  addedProjectOf,
  addToProjectErrorOf,
  addToProjectMachine,
  addToProjectProblemsOf,
  addToProjectStageOf,
  chosenProjectIdOf,
  isAddingToProject,
  projectChoicesOf,
  projectQuantityOf,
} from '../../../machines/projects/add-to-project.machine'
import { useFlowActor } from '../../lib/flow'
import { AddToProjectDialog } from './add-to-project-dialog'

export interface AddToProjectTarget {
  productId: number
  minBuyNum: number
  goodsName: string
  saleUnit: string
}

export function AddToProjectRoute({ target, onClose }: { target: AddToProjectTarget; onClose(): void }) {
  const actorRef = useFlowActor(addToProjectMachine, {
    input: { productId: target.productId, minBuyNum: target.minBuyNum },
  })
  return (
    <AddToProjectDialog
      stage={useSelector(actorRef, addToProjectStageOf)}
      goodsName={target.goodsName}
      saleUnit={target.saleUnit}
      minBuyNum={target.minBuyNum}
      projects={useSelector(actorRef, projectChoicesOf)}
      projectId={useSelector(actorRef, chosenProjectIdOf)}
      quantity={useSelector(actorRef, projectQuantityOf)}
      errors={useSelector(actorRef, addToProjectProblemsOf)}
      error={useSelector(actorRef, addToProjectErrorOf)}
      adding={useSelector(actorRef, isAddingToProject)}
      added={useSelector(actorRef, addedProjectOf)}
      onProject={(projectId) => actorRef.send({ type: 'project.chosen', projectId })}
      onQuantity={(value) => actorRef.send({ type: 'quantity.changed', value })}
      onSubmit={() => actorRef.send({ type: 'submitted' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
      onClose={onClose}
    />
  )
}
