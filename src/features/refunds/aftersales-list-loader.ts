// /member/order/aftersales (SPEC.md §2): the loader reads the tab (type), the page and the page size from the
// URL and that page of the member's refunds.
import type { LoaderFunctionArgs } from 'react-router'
import { listRefunds, type RefundListQuery } from '../../api/after-sales'
import type { AftersalesTab } from './aftersales-list-view'

const SIZES = [10, 20, 30, 50] as const
export type Size = (typeof SIZES)[number]

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

export async function aftersalesListLoader({ request }: LoaderFunctionArgs) {
  const params = aftersalesParams(new URL(request.url).searchParams)
  return { params, page: await listRefunds(aftersalesQuery(params)) }
}
