// /member/order/list (login, router guard; SPEC.md §2: no loading overlay here — the shell knows). The URL holds
// the status tab, the search, the date range, the page and the page size. The countdowns (payment window, final
// payment, automatic receipt confirmation) run on the server's clock (the list answers serverTime); at zero the
// list is loaded again and the server, having swept its deadlines, answers those orders moved on. Each card
// offers the actions its order's machine allows (order-actions.ts); the route owns the order-actions actor and
// reads the list again after a cancel or a receipt confirmation.
import { useCallback, useMemo, useRef } from 'react'
import { useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router'
import type { OrderSummary } from '../../api/orders'
import { orderActionsOf, orderDeadlinesOf } from './order-actions'
import type { OrderListParams, orderListLoader, Size } from './order-list-loader'
import { OrderListView, type OrderCardModel } from './order-list-view'
import { orderToolsOf } from './order-tools'
import { useOrderActions } from './use-order-actions'
import { useOrderTools } from './use-order-tools'

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

/** Each order with the actions its machine allows now and its deadlines. */
export function orderCards(orders: readonly OrderSummary[]): OrderCardModel[] {
  return orders.map((order) => ({
    order,
    actions: orderActionsOf(order),
    deadlines: orderDeadlinesOf(order),
    tools: orderToolsOf(order),
  }))
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
