// /member/applyInfo (issue 27 item 5): owns the designer-certification actor.
import { useSelector } from '@xstate/react'
import {
  designerInfoErrorOf,
  designerInfoMachine,
  designerInfoOf,
  designerInfoStatusOf,
} from '../../../machines/designer-apply/designer-info.machine'
import { useFlowActor } from '../../lib/flow'
import { DesignerInfoView } from './designer-info-view'

export function DesignerInfoRoute() {
  const actorRef = useFlowActor(designerInfoMachine)
  return (
    <DesignerInfoView
      status={useSelector(actorRef, designerInfoStatusOf)}
      info={useSelector(actorRef, designerInfoOf)}
      error={useSelector(actorRef, designerInfoErrorOf)}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
