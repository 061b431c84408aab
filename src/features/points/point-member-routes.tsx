// /member/myPoint, /member/pointOrder/list, /member/pointOrder/detail (login required, router guard; issue 12
// item 5): the history and the list are reads through loaders (the URL holds filter and page); the detail owns
// the pointOrderActions actor. Labels and offers come from the points-order machine's module.
import { useSelector } from '@xstate/react'
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import {
  POINT_ORDER_TABS,
  pointOrderLabelOf,
  pointOrderOffersOfCode,
} from '../../../machines/point-order/point-order'
import { pointOrderActionsMachine } from '../../../machines/point-order-actions/point-order-actions.machine'
import { listIntegralLog, listPointOrders, type PageSize, type PointOrderStateCode } from '../../api/points'
import { useFlowActor } from '../../lib/flow'
import { pointMessages as m } from './messages'
import { MyPointView, PointOrderDetailView, PointOrderListView, type LogType } from './point-member-views'

const SIZES = [10, 20, 30, 50] as const
function pageOf(params: URLSearchParams): { current: number; pageSize: PageSize } {
  const current = Math.max(1, Math.floor(Number(params.get('current'))) || 1)
  const size = Number(params.get('pageSize'))
  return { current, pageSize: ((SIZES as readonly number[]).includes(size) ? size : 10) as PageSize }
}
const withQuery = (path: string, query: Record<string, string | number | null>) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, String(value))
  return `${path}?${params.toString()}`
}

export async function myPointLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const raw = Number(params.get('type'))
  const type: LogType = raw === 1 || raw === 2 ? raw : 0
  const page = pageOf(params)
  return { type, page: await listIntegralLog({ type, ...page }) }
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

export async function pointOrderListLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const raw = params.get('orderState')
  const orderState = POINT_ORDER_TABS.find((code) => String(code) === raw) ?? null
  const page = pageOf(params)
  const query = orderState === null ? page : { ...page, orderState: orderState as PointOrderStateCode }
  return { orderState, page: await listPointOrders(query) }
}

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
  const status = useSelector(actorRef, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : s.matches('deleted')
          ? 'deleted'
          : s.hasTag('busy')
            ? 'busy'
            : 'ready',
  )
  const order = useSelector(actorRef, (s) => s.context.order)
  const error = useSelector(actorRef, (s) => s.context.error)
  return (
    <PointOrderDetailView
      status={status}
      order={order}
      error={error}
      labelOf={pointOrderLabelOf}
      offers={pointOrderOffersOfCode(order?.orderState ?? -1)}
      onCancel={() => actorRef.send({ type: 'cancel.requested' })}
      onReceive={() => actorRef.send({ type: 'receive.requested' })}
      onDelete={() => actorRef.send({ type: 'delete.requested' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
