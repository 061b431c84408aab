// /member/order/evaluation (issue 6 item 6): the loader reads the tab (`tab=mine` for "Mis valoraciones",
// none for "Pendientes de valorar"), the page and the page size from the URL, and that page of the list.
import type { LoaderFunctionArgs } from 'react-router'
import { listOrderComments, type OrderComment } from '../../api/evaluation'
import type { OrderSummary } from '../../api/orders'
import type { EvaluationTab } from './evaluation-parts'
import { pendingEvaluations } from './pending-evaluations'

const SIZES = [10, 20, 30, 50] as const
export type Size = (typeof SIZES)[number]

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
