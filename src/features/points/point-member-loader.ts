// /member/myPoint and /member/pointOrder/list (issue 12 item 5): the loaders of the points history and the
// points orders (the URL holds filter and page). The status codes come from point-order-codes.ts, apart from
// the machine, so the list asks without waiting for xstate (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { POINT_ORDER_TABS } from '../../../machines/point-order/point-order-codes'
import { listIntegralLog, listPointOrders, type PageSize, type PointOrderStateCode } from '../../api/points'
import type { LogType } from './point-member-views'

const SIZES = [10, 20, 30, 50] as const
function pageOf(params: URLSearchParams): { current: number; pageSize: PageSize } {
  const current = Math.max(1, Math.floor(Number(params.get('current'))) || 1)
  const size = Number(params.get('pageSize'))
  return { current, pageSize: ((SIZES as readonly number[]).includes(size) ? size : 10) as PageSize }
}
export async function myPointLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const raw = Number(params.get('type'))
  const type: LogType = raw === 1 || raw === 2 ? raw : 0
  const page = pageOf(params)
  return { type, page: await listIntegralLog({ type, ...page }) }
}

export async function pointOrderListLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const raw = params.get('orderState')
  const orderState = POINT_ORDER_TABS.find((code) => String(code) === raw) ?? null
  const page = pageOf(params)
  const query = orderState === null ? page : { ...page, orderState: orderState as PointOrderStateCode }
  return { orderState, page: await listPointOrders(query) }
}
