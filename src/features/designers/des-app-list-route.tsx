// /member/desApp/list (issue 27 item 5): owns the designer-application list actor; page and filter live in the URL.
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  designerApplicationListErrorOf,
  designerApplicationListMachine,
  designerApplicationListStatusOf,
  designerApplicationPaginationOf,
  designerApplicationQueryOf,
  designerApplicationsOf,
} from '../../../machines/designer-applications/designer-application-list.machine'
import { useFlowActor } from '../../lib/flow'
import { DesAppListView, type DesAppStateFilter } from './des-app-list-view'

const SIZES = [10, 20, 30, 50] as const
const STATES = [1, 2, 3] as const

export function DesAppListRoute() {
  const [params, setParams] = useSearchParams()
  const current = Number(params.get('current'))
  const pageSize = SIZES.find((size) => size === Number(params.get('pageSize'))) ?? 10
  const state = STATES.find((value) => value === Number(params.get('state')))
  const actorRef = useFlowActor(designerApplicationListMachine, {
    input: {
      query: {
        current: Number.isInteger(current) && current > 0 ? current : 1,
        pageSize,
        ...(state ? { state } : {}),
      },
    },
  })
  const query = useSelector(actorRef, designerApplicationQueryOf)
  const write = (next: { current: number; pageSize: number; state?: number }) =>
    setParams(
      {
        current: String(next.current),
        pageSize: String(next.pageSize),
        ...(next.state ? { state: String(next.state) } : {}),
      },
      { replace: true },
    )
  return (
    <DesAppListView
      status={useSelector(actorRef, designerApplicationListStatusOf)}
      list={useSelector(actorRef, designerApplicationsOf)}
      pagination={useSelector(actorRef, designerApplicationPaginationOf)}
      state={(query.state ?? 0) as DesAppStateFilter}
      error={useSelector(actorRef, designerApplicationListErrorOf)}
      onState={(value) => {
        actorRef.send({ type: 'filter.changed', filter: { state: value === 0 ? undefined : value }, page: 1 })
        write({ current: 1, pageSize: query.pageSize, state: value })
      }}
      onPage={(page, size) => {
        actorRef.send({ type: 'page.changed', page, pageSize: size })
        write({ current: page, pageSize: size ?? query.pageSize, state: query.state })
      }}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}
