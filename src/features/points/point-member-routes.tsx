// /member/myPoint, /member/pointOrder/list, /member/pointOrder/detail (login required, router guard; issue 12
// item 5): the history and the list are reads through loaders (point-member-loader.ts; the URL holds filter
// and page); the detail owns the pointOrderActions actor. Labels and offers come from the points-order
// machine's module.
import { useSelector } from '@xstate/react'
import { useLoaderData, useNavigate, useSearchParams } from 'react-router'
import {
  POINT_ORDER_TABS,
  pointOrderLabelOf,
  pointOrderOffersOfCode,
  pointOrderToneOf,
} from '../../../machines/point-order/point-order'
import {
  pointOrderActionsMachine,
  pointOrderActionsStageOf,
} from '../../../machines/point-order-actions/point-order-actions.machine'
import { useFlowActor } from '../../lib/flow'
import { pointMessages as m } from './messages'
import type { myPointLoader, pointOrderListLoader } from './point-member-loader'
import { MyPointView, PointOrderDetailView, PointOrderListView } from './point-member-views'

const withQuery = (path: string, query: Record<string, string | number | null>) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, String(value))
  return `${path}?${params.toString()}`
}

export function MyPointRoute() {
  const { type, page } = useLoaderData<Awaited<ReturnType<typeof myPointLoader>>>()
  const navigate = useNavigate()
  return (
    <MyPointView
      memberIntegral={page.memberIntegral}
      type={type}
      list={page.list}
      pagination={page.pagination}
      onType={(next) => void navigate(withQuery('/member/myPoint', { type: next }))}
      onPage={(current, pageSize) => void navigate(withQuery('/member/myPoint', { type, current, pageSize }))}
    />
  )
}

const TABS = [
  { code: null, label: m.filterAll },
  ...POINT_ORDER_TABS.map((code) => ({ code, label: pointOrderLabelOf(code)! })),
]

export function PointOrderListRoute() {
  const { orderState, page } = useLoaderData<Awaited<ReturnType<typeof pointOrderListLoader>>>()
  const navigate = useNavigate()
  return (
    <PointOrderListView
      tabs={TABS}
      orderState={orderState}
      list={page.list}
      pagination={page.pagination}
      labelOf={pointOrderLabelOf}
      toneOf={pointOrderToneOf}
      canPay={(code) => pointOrderOffersOfCode(code).pay}
      onTab={(code) => void navigate(withQuery('/member/pointOrder/list', { orderState: code }))}
      onPage={(current, pageSize) =>
        void navigate(withQuery('/member/pointOrder/list', { orderState, current, pageSize }))
      }
    />
  )
}

export function PointOrderDetailRoute() {
  const [params] = useSearchParams()
  const orderSn = params.get('orderSn') ?? ''
  return <PointOrderDetail key={orderSn} orderSn={orderSn} />
}

function PointOrderDetail({ orderSn }: { orderSn: string }) {
  const actorRef = useFlowActor(pointOrderActionsMachine, { input: { orderSn } })
  const status = useSelector(actorRef, pointOrderActionsStageOf)
  const order = useSelector(actorRef, (s) => s.context.order)
  const error = useSelector(actorRef, (s) => s.context.error)
  return (
    <PointOrderDetailView
      status={status}
      order={order}
      error={error}
      labelOf={pointOrderLabelOf}
      toneOf={pointOrderToneOf}
      offers={pointOrderOffersOfCode(order?.orderState ?? -1)}
      onCancel={() => actorRef.send({ type: 'cancel.requested' })}
      onReceive={() => actorRef.send({ type: 'receive.requested' })}
      onDelete={() => actorRef.send({ type: 'delete.requested' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
