// /member/order/aftersales, login needed (SPEC.md §2): the member's refunds; the URL holds the tab (type), the
// page and the page size. "Devolver mercancía" where the refund's machine takes `return.shipped` (issue 16).
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { refundStateAllows } from '../../../machines/refund-apply/refund-lifecycle'
import { listRefunds, type RefundListQuery } from '../../api/after-sales'
import { AftersalesListView, type AftersalesTab } from './aftersales-list-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

export interface AftersalesParams {
  tab: AftersalesTab
  page: number
  limit: Size
}

/** Reads the list's URL; anything unexpected falls back to the default (all, page 1, 20). */
export function aftersalesParams(params: URLSearchParams): AftersalesParams {
  const type = params.get('type')
  const requested = Number(params.get('limit'))
  return {
    tab: type === 'refund' || type === 'return' ? type : 'all',
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    limit: (SIZES as readonly number[]).includes(requested) ? (requested as Size) : 20,
  }
}

export function aftersalesQuery(params: AftersalesParams): RefundListQuery {
  return {
    current: params.page,
    pageSize: params.limit,
    ...(params.tab !== 'all' ? { type: params.tab } : {}),
  }
}

/** The URL of the list for these parameters (defaults left out). */
export function aftersalesHref(params: AftersalesParams): string {
  const search = new URLSearchParams()
  if (params.tab !== 'all') search.set('type', params.tab)
  if (params.page > 1) search.set('page', String(params.page))
  if (params.limit !== 20) search.set('limit', String(params.limit))
  const query = search.toString()
  return query ? `/member/order/aftersales?${query}` : '/member/order/aftersales'
}

export async function aftersalesListLoader({ request }: LoaderFunctionArgs) {
  const params = aftersalesParams(new URL(request.url).searchParams)
  return { params, page: await listRefunds(aftersalesQuery(params)) }
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
