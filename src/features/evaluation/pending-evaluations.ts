// The orders waiting for the buyer's evaluation, as one paginated list (issue 6 item 6): regular orders pending
// review (orderState 40, paginated by the server) followed by finished reservation orders not evaluated yet.
// The contract has no "evaluated" filter, so the latter are read whole (orderState 50 + orderType 2, pages of
// 50; they are few: reservation orders are large, rare purchases) and filtered by their own lifecycle
// (machines/evaluate/evaluable.ts). Page n of the joined list is then page n of the server's list, topped up
// with reservation orders once the regular ones run out, so the count and the pages stay true. The lifecycle
// (xstate and the machines) loads while the orders are read: the list's loader does not wait for it before
// asking (issue 14 item 3).
import { listOrders, type OrderListQuery, type OrderSummary } from '../../api/orders'

type ListOrders = typeof listOrders
type PageSize = NonNullable<OrderListQuery['pageSize']>

/** At most this many pages of 50 reservation orders are read (1,000 orders). */
const MAX_PAGES = 20

/** Every order of `query`, page after page (50 per page). */
export async function allOrders(
  query: Omit<OrderListQuery, 'current' | 'pageSize'>,
  list: ListOrders = listOrders,
): Promise<OrderSummary[]> {
  const orders: OrderSummary[] = []
  for (let current = 1; current <= MAX_PAGES; current++) {
    const page = await list({ ...query, current, pageSize: 50 })
    // a page beyond the last answers the last one again
    if (page.pagination.current !== current) break
    orders.push(...page.list)
    if (orders.length >= page.pagination.total || page.list.length === 0) break
  }
  return orders
}

export interface PendingPage {
  list: OrderSummary[]
  pagination: { current: number; pageSize: number; total: number }
}

export async function pendingEvaluations(
  current: number,
  pageSize: PageSize,
  list: ListOrders = listOrders,
): Promise<PendingPage> {
  const [regular, finished, { isEvaluable }] = await Promise.all([
    list({ orderState: 40, current, pageSize }),
    allOrders({ orderState: 50, orderType: 2 }, list),
    import('../../../machines/evaluate/evaluable'),
  ])
  const reservations = finished.filter(isEvaluable)
  const regularTotal = regular.pagination.total
  const total = regularTotal + reservations.length
  const start = (current - 1) * pageSize
  // the server answers its last page for a page beyond it: those orders belong to an earlier page here
  const regularHere = regular.pagination.current === current ? regular.list : []
  const fromReservations = Math.max(0, start - regularTotal)
  const room = pageSize - regularHere.length
  const reservationsHere =
    start + pageSize > regularTotal ? reservations.slice(fromReservations, fromReservations + room) : []
  return { list: [...regularHere, ...reservationsHere], pagination: { current, pageSize, total } }
}
