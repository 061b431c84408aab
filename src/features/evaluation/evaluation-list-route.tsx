// /member/order/evaluation (login, router guard; issue 6 item 6). The URL holds the tab (`tab=mine` for "Mis
// valoraciones", none for "Pendientes de valorar"), the page and the page size.
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router'
import type { EvaluationListData, EvaluationListParams, Size } from './evaluation-list-loader'
import { evaluationsHref } from './evaluation-parts'
import { EvaluationListView } from './evaluation-list-view'

/** The URL of the list for these parameters (defaults left out). */
export function evaluationListHref(params: EvaluationListParams): string {
  const search = new URLSearchParams(evaluationsHref(params.tab).split('?')[1] ?? '')
  if (params.page > 1) search.set('page', String(params.page))
  if (params.limit !== 20) search.set('limit', String(params.limit))
  const query = search.toString()
  return query ? `/member/order/evaluation?${query}` : '/member/order/evaluation'
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
