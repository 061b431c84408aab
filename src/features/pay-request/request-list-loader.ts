// /buy/another/list (applicant) and /buy/another/anotherFor (payer) (SPEC.md §2): the loaders read the state
// tab and the page from the URL (page, limit, state) and the list from the server.
import type { LoaderFunctionArgs } from 'react-router'
import { errorMessageOf } from '../../api/errors'
import {
  listPayRequests,
  PAY_REQUEST_STATES,
  type PayRequestListQuery,
  type PayRequestRole,
  type PayRequestState,
} from '../../api/pay-request'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

export function requestListQuery(
  url: URL,
  role: PayRequestRole,
): Required<Omit<PayRequestListQuery, 'state'>> & {
  state?: PayRequestState
} {
  const params = url.searchParams
  const current = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  const requested = Number(params.get('limit'))
  const pageSize = (SIZES as readonly number[]).includes(requested) ? (requested as Size) : 20
  const state = PAY_REQUEST_STATES.find((value) => value === params.get('state'))
  return { role, current, pageSize, ...(state ? { state } : {}) }
}

async function load(request: Request, role: PayRequestRole) {
  const query = requestListQuery(new URL(request.url), role)
  try {
    return { query, page: await listPayRequests(query, { silent: true }), error: null }
  } catch (error) {
    return { query, page: null, error: errorMessageOf(error) }
  }
}

export const applicantListLoader = ({ request }: LoaderFunctionArgs) => load(request, 'applicant')
export const payerListLoader = ({ request }: LoaderFunctionArgs) => load(request, 'payer')

export type RequestListData = Awaited<ReturnType<typeof load>>
