// /member/order/list (login, router guard; SPEC.md §2: no loading overlay here — the shell knows). The URL holds
// the status tab, the search, the date range, the page and the page size. The countdowns (payment window, final
// payment, automatic receipt confirmation) run on the server's clock (the list answers serverTime); at zero the
// list is loaded again and the server, having swept its deadlines, answers those orders moved on. Each card
// offers the actions its order's machine allows (order-actions.ts); the route owns the order-actions actor and
// reads the list again after a cancel or a receipt confirmation.
import { useCallback, useMemo, useRef } from 'react'
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router'
import { countOrdersByState } from '../../api/member-home'
import { listOrders, type OrderListQuery, type OrderState, type OrderSummary } from '../../api/orders'
import { orderActionsOf, orderDeadlinesOf } from './order-actions'
import { isOrderState, type ServerClock } from './order-labels'
import { OrderListView, type OrderCardModel, type OrderSearch } from './order-list-view'
import { orderToolsOf } from './order-tools'
import { useOrderActions } from './use-order-actions'
import { useOrderTools } from './use-order-tools'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

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
  const state = isOrderState(stateNumber) ? stateNumber : null
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

/** The URL of the list for these parameters (defaults left out). */
export function orderListHref(params: OrderListParams): string {
  const search = new URLSearchParams()
  if (params.state !== null) search.set('state', String(params.state))
  if (params.keyword) search.set('keyword', params.keyword)
  if (params.startTime) search.set('startTime', params.startTime)
  if (params.endTime) search.set('endTime', params.endTime)
  if (params.page > 1) search.set('page', String(params.page))
  if (params.limit !== 20) search.set('limit', String(params.limit))
  const query = search.toString()
  return query ? `/member/order/list?${query}` : '/member/order/list'
}

/** The server's clock the list was answered at, for the countdowns. */
export function listClockOf(page: { serverTime: string }): ServerClock {
  return { serverTime: page.serverTime, receivedAt: Date.now() }
}

/** Each order with the actions its machine allows now and its deadlines. */
export function orderCards(orders: readonly OrderSummary[]): OrderCardModel[] {
  return orders.map((order) => ({
    order,
    actions: orderActionsOf(order),
    deadlines: orderDeadlinesOf(order),
    tools: orderToolsOf(order),
  }))
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

export function OrderListRoute() {
  const { params, page, clock, counts } = useLoaderData<Awaited<ReturnType<typeof orderListLoader>>>()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  const revalidator = useRevalidator()
  // one reload per loaded list, however many countdowns reach zero together
  const reloadedFor = useRef<unknown>(null)
  const onDeadline = useCallback(() => {
    if (reloadedFor.current === page) return
    reloadedFor.current = page
    void revalidator.revalidate()
  }, [page, revalidator])
  const revalidate = revalidator.revalidate
  const onOrderChanged = useCallback(() => void revalidate(), [revalidate])
  const flow = useOrderActions({ orders: page.list, clock, onOrderChanged })
  const tools = useOrderTools({ onOrderChanged, onOrderDeleted: onOrderChanged })
  const cards = useMemo(() => orderCards(page.list), [page.list])
  const loadingHere =
    (navigation.state === 'loading' && navigation.location.pathname === location.pathname) ||
    revalidator.state === 'loading'
  return (
    <OrderListView
      state={params.state}
      counts={counts}
      search={{ keyword: params.keyword, startTime: params.startTime, endTime: params.endTime }}
      orders={cards}
      page={page.pagination.current}
      limit={page.pagination.pageSize}
      total={page.pagination.total}
      clock={clock}
      busy={loadingHere}
      tabHref={(state) => orderListHref({ ...params, state, page: 1 })}
      onSearch={(search) => navigate(orderListHref({ ...params, ...search, page: 1 }))}
      onPageChange={(nextPage, limit) =>
        navigate(orderListHref({ ...params, page: nextPage, limit: limit as Size }))
      }
      onDeadline={onDeadline}
      pending={flow.pending}
      onAction={flow.onAction}
      actionFlow={flow.dialogs}
      onTool={tools.onTool}
      toolFlow={tools.dialogs}
    />
  )
}
