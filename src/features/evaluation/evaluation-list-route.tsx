// /member/order/evaluation (login, router guard; issue 6 item 6). The URL holds the tab (`tab=mine` for "Mis
// valoraciones", none for "Pendientes de valorar"), the page and the page size.
import { useLoaderData, useLocation, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router'
import { listOrderComments, type OrderComment } from '../../api/evaluation'
import type { OrderSummary } from '../../api/orders'
import { evaluationsHref, type EvaluationTab } from './evaluation-parts'
import { EvaluationListView } from './evaluation-list-view'
import { pendingEvaluations } from './pending-evaluations'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

export interface EvaluationListParams {
  tab: EvaluationTab
  page: number
  limit: Size
}

/** Reads the list's URL; anything unexpected falls back to the default (pending, page 1, 20). */
export function evaluationListParams(params: URLSearchParams): EvaluationListParams {
  const tab: EvaluationTab = params.get('tab') === 'mine' ? 'mine' : 'pending'
  const requested = Number(params.get('limit'))
  const limit = (SIZES as readonly number[]).includes(requested) ? (requested as Size) : 20
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  return { tab, page, limit }
}

/** The URL of the list for these parameters (defaults left out). */
export function evaluationListHref(params: EvaluationListParams): string {
  const search = new URLSearchParams(evaluationsHref(params.tab).split('?')[1] ?? '')
  if (params.page > 1) search.set('page', String(params.page))
  if (params.limit !== 20) search.set('limit', String(params.limit))
  const query = search.toString()
  return query ? `/member/order/evaluation?${query}` : '/member/order/evaluation'
}

export interface EvaluationListData {
  params: EvaluationListParams
  pending: OrderSummary[]
  comments: OrderComment[]
  pagination: { current: number; pageSize: number; total: number }
}

export async function evaluationListLoader({ request }: LoaderFunctionArgs): Promise<EvaluationListData> {
  const params = evaluationListParams(new URL(request.url).searchParams)
  if (params.tab === 'mine') {
    const page = await listOrderComments({ current: params.page, pageSize: params.limit })
    return { params, pending: [], comments: page.list, pagination: page.pagination }
  }
  const page = await pendingEvaluations(params.page, params.limit)
  return { params, pending: page.list, comments: [], pagination: page.pagination }
}

export function EvaluationListRoute() {
  const { params, pending, comments, pagination } = useLoaderData<EvaluationListData>()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  return (
    <EvaluationListView
      tab={params.tab}
      pending={pending}
      comments={comments}
      page={pagination.current}
      limit={pagination.pageSize}
      total={pagination.total}
      busy={busy}
      tabHref={(tab) => evaluationListHref({ tab, page: 1, limit: params.limit })}
      onPageChange={(page, limit) => navigate(evaluationListHref({ ...params, page, limit: limit as Size }))}
    />
  )
}
