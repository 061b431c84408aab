// /member/createSub (issue 27 item 1): owns the createSub actor (machines/sub-accounts) and reads it through the
// machine module's selectors. The form is keyed by the flow's values, so "Crear otra subcuenta" starts it blank.
import { useSelector } from '@xstate/react'
import {
  createdSubOf,
  createSubErrorOf,
  createSubMachine,
  createSubValuesOf,
  isCreatingSub,
} from '../../../machines/sub-accounts/create-sub.machine'
import { useFlowActor } from '../../lib/flow'
import { CreateSubView } from './create-sub-view'

export function CreateSubRoute() {
  const actorRef = useFlowActor(createSubMachine)
  const values = useSelector(actorRef, createSubValuesOf)
  const created = useSelector(actorRef, createdSubOf)
  return (
    <CreateSubView
      key={created ? 'created' : 'form'}
      values={values}
      submitting={useSelector(actorRef, isCreatingSub)}
      error={useSelector(actorRef, createSubErrorOf)}
      created={created}
      onSubmit={(next) => actorRef.send({ type: 'form.submitted', values: next })}
      onAnother={() => actorRef.send({ type: 'another.requested' })}
    />
  )
}
