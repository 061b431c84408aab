// /member/order/list (issue 6): the loader reads the status tab, the search, the date range, the page and the
// page size from the URL, and that page of orders with the tab badges' counts. Light on purpose (no xstate):
// the request starts while the screen's chunk, with the lifecycle machines, still loads (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { isOrderStatusCode } from '../../../machines/order-lifecycle/order-status-codes'
import { countOrdersByState } from '../../api/member-home'
import { listOrders, type OrderListQuery, type OrderState } from '../../api/orders'
import type { ServerClock } from './order-labels'
import type { OrderSearch } from './order-list-view'

const SIZES = [10, 20, 30, 50] as const
export type Size = (typeof SIZES)[number]

export interface OrderListParams extends OrderSearch {
  state: OrderState | null
  page: number
  limit: Size
}

const isDay = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime())

/** Reads the list's URL; anything unexpected falls back to the default (all orders, page 1, 20). */
export function orderListParams(params: URLSearchParams): OrderListParams {
  const rawState = params.get('state')
  const stateNumber = rawState !== null && /^\d{1,2}$/.test(rawState) ? Number(rawState) : NaN
  const state = isOrderStatusCode(stateNumber) ? stateNumber : null
  const requested = Number(params.get('limit'))
  const limit = (SIZES as readonly number[]).includes(requested) ? (requested as Size) : 20
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50)
  let startTime = params.get('startTime')
  let endTime = params.get('endTime')
  startTime = isDay(startTime) ? startTime : ''
  endTime = isDay(endTime) ? endTime : ''
  // a range typed backwards is read the right way round (as the price filter does, SPEC.md §5)
  if (startTime && endTime && startTime > endTime) [startTime, endTime] = [endTime, startTime]
  return { state, page, limit, keyword, startTime, endTime }
}

export function orderListQuery(params: OrderListParams): OrderListQuery {
  return {
    current: params.page,
    pageSize: params.limit,
    ...(params.state !== null ? { orderState: params.state } : {}),
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.startTime ? { startTime: params.startTime } : {}),
    ...(params.endTime ? { endTime: params.endTime } : {}),
  }
}

/** The server's clock the list was answered at, for the countdowns. */
export function listClockOf(page: { serverTime: string }): ServerClock {
  return { serverTime: page.serverTime, receivedAt: Date.now() }
}

export async function orderListLoader({ request }: LoaderFunctionArgs) {
  const params = orderListParams(new URL(request.url).searchParams)
  // the tab badges are a help, not the list: without them the list still shows (issue 11 item 3)
  const [page, counts] = await Promise.all([
    listOrders(orderListQuery(params)),
    countOrdersByState({ silent: true }).catch(() => null),
  ])
  const clock = listClockOf(page)
  return { params, page, clock, counts }
}
