// /member/order/quoteOrder (login, router guard; issue 6 item 6). The URL holds the tab (`tab=pending` or
// `tab=quoted`, none for "Todas"), the page and the page size; quote-orders-loader.ts reads the rows.
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router'
import type { QuoteOrdersData, QuoteOrdersParams, Size } from './quote-orders-loader'
import { QuoteOrdersView } from './quote-orders-view'

export function quoteOrdersHref(params: QuoteOrdersParams): string {
  const search = new URLSearchParams()
  if (params.tab !== 'all') search.set('tab', params.tab)
  if (params.page > 1) search.set('page', String(params.page))
  if (params.limit !== 20) search.set('limit', String(params.limit))
  const query = search.toString()
  return query ? `/member/order/quoteOrder?${query}` : '/member/order/quoteOrder'
}

export function QuoteOrdersRoute() {
  const { params, rows, pagination } = useLoaderData<QuoteOrdersData>()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  return (
    <QuoteOrdersView
      tab={params.tab}
      rows={rows}
      page={pagination.current}
      limit={pagination.pageSize}
      total={pagination.total}
      busy={busy}
      tabHref={(tab) => quoteOrdersHref({ tab, page: 1, limit: params.limit })}
      onPageChange={(page, limit) => navigate(quoteOrdersHref({ ...params, page, limit: limit as Size }))}
    />
  )
}
