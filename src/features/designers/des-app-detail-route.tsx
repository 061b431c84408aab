// /member/desApp/detail?desAppId= (issue 27 item 5): owns the designer-application actor.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  declineReasonErrorOf,
  declineReasonOf,
  designerApplicationErrorOf,
  designerApplicationMachine,
  designerApplicationOf,
  designerApplicationStageOf,
  isDecisionBusy,
  openDecisionOf,
} from '../../../machines/designer-applications/designer-application.machine'
import { useFlowActor } from '../../lib/flow'
import { DesAppDetailView } from './des-app-detail-view'

export function DesAppDetailRoute() {
  const [params] = useSearchParams()
  const desAppId = Number(params.get('desAppId')) || 0
  return <DesAppDetail key={desAppId} desAppId={desAppId} />
}

function DesAppDetail({ desAppId }: { desAppId: number }) {
  const actorRef = useFlowActor(designerApplicationMachine, { input: { desAppId } })
  return (
    <DesAppDetailView
      stage={useSelector(actorRef, designerApplicationStageOf)}
      application={useSelector(actorRef, designerApplicationOf)}
      decision={useSelector(actorRef, openDecisionOf)}
      reason={useSelector(actorRef, declineReasonOf)}
      reasonError={useSelector(actorRef, declineReasonErrorOf)}
      error={useSelector(actorRef, designerApplicationErrorOf)}
      busy={useSelector(actorRef, isDecisionBusy)}
      onAccept={() => actorRef.send({ type: 'accept.requested' })}
      onDecline={() => actorRef.send({ type: 'decline.requested' })}
      onReason={(value) => actorRef.send({ type: 'reason.changed', value })}
      onConfirm={() => actorRef.send({ type: 'decision.confirmed' })}
      onCancel={() => actorRef.send({ type: 'decision.cancelled' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
