// /member/order/quoteOrder (issue 6 item 6): the loader reads the tab (`tab=pending` or `tab=quoted`, none
// for "Todas"), the page and the page size from the URL.
//
// "Todas" is the server's own pagination of the reservation orders (orderType 2). The contract has no filter
// by reservation state, and filtering one page on the client would give short pages and a wrong count, so the
// two other tabs read every reservation order (pages of 50; they are few: large, rare purchases), keep those
// of the tab by their lifecycle state and paginate that list here.
import type { LoaderFunctionArgs } from 'react-router'
import { listOrders, type OrderListQuery, type OrderSummary } from '../../api/orders'
import type { QuoteOrderRow, QuoteTab } from './quote-order-rows'

const SIZES = [10, 20, 30, 50] as const
export type Size = (typeof SIZES)[number]

/** At most this many pages of 50 reservation orders are read for a filtered tab (1,000 orders). */
const MAX_PAGES = 20

export interface QuoteOrdersParams {
  tab: QuoteTab
  page: number
  limit: Size
}

/** Reads the page's URL; anything unexpected falls back to the default (all, page 1, 20). */
export function quoteOrdersParams(params: URLSearchParams): QuoteOrdersParams {
  const rawTab = params.get('tab')
  const tab: QuoteTab = rawTab === 'pending' || rawTab === 'quoted' ? rawTab : 'all'
  const requested = Number(params.get('limit'))
  const limit = (SIZES as readonly number[]).includes(requested) ? (requested as Size) : 20
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  return { tab, page, limit }
}

/** Every reservation order of the member, newest first. */
export async function allReservationOrders(list: typeof listOrders = listOrders): Promise<OrderSummary[]> {
  const orders: OrderSummary[] = []
  const query: OrderListQuery = { orderType: 2, pageSize: 50 }
  for (let current = 1; current <= MAX_PAGES; current++) {
    const page = await list({ ...query, current })
    // a page beyond the last answers the last one again
    if (page.pagination.current !== current) break
    orders.push(...page.list)
    if (orders.length >= page.pagination.total || page.list.length === 0) break
  }
  return orders
}

export interface QuoteOrdersData {
  params: QuoteOrdersParams
  rows: QuoteOrderRow[]
  pagination: { current: number; pageSize: number; total: number }
}

export async function quoteOrdersLoader({ request }: LoaderFunctionArgs): Promise<QuoteOrdersData> {
  const params = quoteOrdersParams(new URL(request.url).searchParams)
  // the rows are read by the reservation lifecycle (xstate and the machines), which loads while the orders
  // are read
  if (params.tab === 'all') {
    const [page, { quoteRowOf }] = await Promise.all([
      listOrders({ orderType: 2, current: params.page, pageSize: params.limit }),
      import('./quote-order-rows'),
    ])
    return { params, rows: page.list.map(quoteRowOf), pagination: page.pagination }
  }
  const [all, { isInTab, quoteRowOf }] = await Promise.all([
    allReservationOrders(),
    import('./quote-order-rows'),
  ])
  const orders = all.filter((order) => isInTab(params.tab, order))
  const start = (params.page - 1) * params.limit
  return {
    params,
    rows: orders.slice(start, start + params.limit).map(quoteRowOf),
    pagination: { current: params.page, pageSize: params.limit, total: orders.length },
  }
}
