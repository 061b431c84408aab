// /buy/another/list (applicant) and /buy/another/anotherFor (payer), login needed (SPEC.md §2): loaders read
// the state tab and the page from the URL (page, limit, state) and the list from the server.
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router'
import { errorMessageOf } from '../../api/errors'
import {
  listPayRequests,
  PAY_REQUEST_STATES,
  type PayRequestListQuery,
  type PayRequestRole,
  type PayRequestState,
} from '../../api/pay-request'
import { RequestListView } from './request-list-view'

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

function RequestListScreen() {
  const { query, page, error } = useLoaderData<Awaited<ReturnType<typeof load>>>()
  const navigate = useNavigate()
  const location = useLocation()
  const revalidator = useRevalidator()
  const href = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') params.delete(key)
      else params.set(key, String(value))
    }
    const search = params.toString()
    return search ? `${location.pathname}?${search}` : location.pathname
  }
  return (
    <RequestListView
      side={query.role}
      state={query.state ?? null}
      list={page?.list ?? []}
      page={page?.pagination.current ?? query.current}
      limit={page?.pagination.pageSize ?? query.pageSize}
      total={page?.pagination.total ?? 0}
      error={error}
      tabHref={(state) => href({ state: state ?? undefined, page: undefined })}
      onPageChange={(nextPage, limit) => navigate(href({ page: nextPage, limit }))}
      onRetry={() => void revalidator.revalidate()}
    />
  )
}

export const ApplicantListRoute = RequestListScreen
export const PayerListRoute = RequestListScreen
