// /prototype/sample/apply (issue 28 item 3): owns the sampleApply actor. "Solicitar muestras" in the sample cart
// leads here; the member's name and mobile fill the contact.
import { useSyncExternalStore } from 'react'
import { useSelector } from '@xstate/react'
import {
  appliedSnOf,
  applyContactOf,
  applyErrorOf,
  applyLinesOf,
  applyProblemsOf,
  applyQuotaOf,
  sampleApplyMachine,
  sampleApplyStatusOf,
} from '../../../machines/sample-apply/sample-apply.machine'
import { session } from '../../api/session'
import { useFlowActor } from '../../lib/flow'
import { SampleApplyView } from './sample-apply-view'

export function SampleApplyRoute() {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = 'memberId' in state.memberInfo ? state.memberInfo : null
  const actorRef = useFlowActor(sampleApplyMachine, {
    input: {
      contact: {
        receiverName: member?.memberTrueName || member?.memberName || '',
        receiverMobile: member?.memberMobile ?? '',
      },
    },
  })
  return (
    <SampleApplyView
      status={useSelector(actorRef, sampleApplyStatusOf)}
      lines={useSelector(actorRef, applyLinesOf)}
      quota={useSelector(actorRef, applyQuotaOf)}
      contact={useSelector(actorRef, applyContactOf)}
      errors={useSelector(actorRef, applyProblemsOf)}
      error={useSelector(actorRef, applyErrorOf)}
      applySn={useSelector(actorRef, appliedSnOf)}
      onField={(field, value) => actorRef.send({ type: 'field.changed', field, value })}
      onSubmit={() => actorRef.send({ type: 'form.submitted' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
