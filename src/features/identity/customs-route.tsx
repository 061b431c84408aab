// /member/request/info (issue 27 item 7; login required, router guard): owns the customs-registration actor
// (machines/customs-registration) and reads it through the machine module's readers.
import { useSelector } from '@xstate/react'
import {
  customsBindErrorOf,
  customsJustBoundOf,
  customsLoadErrorOf,
  customsMachine,
  customsRegistrationOf,
  customsStageOf,
  customsValuesOf,
  isCustomsBinding,
} from '../../../machines/customs-registration/customs.machine'
import { useFlowActor } from '../../lib/flow'
import { CustomsView } from './customs-view'

export function CustomsRoute() {
  const actorRef = useFlowActor(customsMachine)
  return (
    <CustomsView
      stage={useSelector(actorRef, customsStageOf)}
      registration={useSelector(actorRef, customsRegistrationOf)}
      loadError={useSelector(actorRef, customsLoadErrorOf)}
      values={useSelector(actorRef, customsValuesOf)}
      binding={useSelector(actorRef, isCustomsBinding)}
      bindError={useSelector(actorRef, customsBindErrorOf)}
      justBound={useSelector(actorRef, customsJustBoundOf)}
      onSubmit={(values) => actorRef.send({ type: 'form.submitted', values })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
