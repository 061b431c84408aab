// /prototype/sample/history (issue 28 item 3): owns the sample-application list actor; the page lives in the URL.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import { sampleApplyLabelOf } from '../../../machines/sample-apply/sample-apply-lifecycle'
import {
  sampleAppliesOf,
  sampleApplyListErrorOf,
  sampleApplyListMachine,
  sampleApplyListQueryOf,
  sampleApplyListStatusOf,
  sampleApplyPaginationOf,
} from '../../../machines/sample-apply/sample-apply-list.machine'
import { useFlowActor } from '../../lib/flow'
import { SampleHistoryView } from './sample-history-view'

const SIZES = [10, 20, 30, 50]

export function SampleHistoryRoute() {
  const [params, setParams] = useSearchParams()
  const current = Number(params.get('current'))
  const pageSize = Number(params.get('pageSize'))
  const actorRef = useFlowActor(sampleApplyListMachine, {
    input: {
      query: {
        current: Number.isInteger(current) && current > 0 ? current : 1,
        pageSize: SIZES.includes(pageSize) ? pageSize : 10,
      },
    },
  })
  const query = useSelector(actorRef, sampleApplyListQueryOf)
  return (
    <SampleHistoryView
      status={useSelector(actorRef, sampleApplyListStatusOf)}
      list={useSelector(actorRef, sampleAppliesOf)}
      pagination={useSelector(actorRef, sampleApplyPaginationOf)}
      error={useSelector(actorRef, sampleApplyListErrorOf)}
      labelOf={sampleApplyLabelOf}
      onPage={(page, size) => {
        actorRef.send({ type: 'page.changed', page, pageSize: size })
        setParams({ current: String(page), pageSize: String(size ?? query.pageSize) }, { replace: true })
      }}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}
