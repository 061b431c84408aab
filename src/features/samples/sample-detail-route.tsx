// /prototype/sample/detail?applySn= (issue 28 item 3): owns the sample-application detail actor.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  sampleApplyDetailErrorOf,
  sampleApplyDetailMachine,
  sampleApplyDetailStatusOf,
  sampleApplyOf,
} from '../../../machines/sample-apply/sample-apply-detail.machine'
import { sampleApplyLabelOf, usesQuotaCode } from '../../../machines/sample-apply/sample-apply-lifecycle'
import { useFlowActor } from '../../lib/flow'
import { SampleDetailView } from './sample-detail-view'

export function SampleDetailRoute() {
  const [params] = useSearchParams()
  const applySn = params.get('applySn') ?? ''
  return <SampleDetail key={applySn} applySn={applySn} />
}

function SampleDetail({ applySn }: { applySn: string }) {
  const actorRef = useFlowActor(sampleApplyDetailMachine, { input: { applySn } })
  return (
    <SampleDetailView
      status={useSelector(actorRef, sampleApplyDetailStatusOf)}
      apply={useSelector(actorRef, sampleApplyOf)}
      error={useSelector(actorRef, sampleApplyDetailErrorOf)}
      labelOf={sampleApplyLabelOf}
      usesQuota={usesQuotaCode}
      onRefresh={() => actorRef.send({ type: 'refresh.requested' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
