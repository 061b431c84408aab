// /member/order/aftersales, login needed (SPEC.md §2): the member's refunds; the URL holds the tab (type), the
// page and the page size. "Devolver mercancía" where the refund's machine takes `return.shipped` (issue 16).
import { useLoaderData, useNavigate } from 'react-router'
import { refundStateAllows } from '../../../machines/refund-apply/refund-lifecycle'
import type { AftersalesParams, aftersalesListLoader, Size } from './aftersales-list-loader'
import { AftersalesListView } from './aftersales-list-view'

/** The URL of the list for these parameters (defaults left out). */
export function aftersalesHref(params: AftersalesParams): string {
  const search = new URLSearchParams()
  if (params.tab !== 'all') search.set('type', params.tab)
  if (params.page > 1) search.set('page', String(params.page))
  if (params.limit !== 20) search.set('limit', String(params.limit))
  const query = search.toString()
  return query ? `/member/order/aftersales?${query}` : '/member/order/aftersales'
}

export function AftersalesListRoute() {
  const { params, page } = useLoaderData<Awaited<ReturnType<typeof aftersalesListLoader>>>()
  const navigate = useNavigate()
  return (
    <AftersalesListView
      tab={params.tab}
      refunds={page.list}
      page={page.pagination.current}
      limit={page.pagination.pageSize}
      total={page.pagination.total}
      canShipBack={(refund) => refundStateAllows(refund.state, 'return.shipped')}
      tabHref={(tab) => aftersalesHref({ tab, page: 1, limit: params.limit })}
      onPageChange={(nextPage, limit) =>
        void navigate(aftersalesHref({ tab: params.tab, page: nextPage, limit: limit as Size }))
      }
    />
  )
}
