// /buy/another/list (applicant) and /buy/another/anotherFor (payer), login needed (SPEC.md §2): loaders
// (request-list-loader.ts) read the state tab and the page from the URL (page, limit, state) and the list
// from the server.
import { useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router'
import type { RequestListData } from './request-list-loader'
import { RequestListView } from './request-list-view'

function RequestListScreen() {
  const { query, page, error } = useLoaderData<RequestListData>()
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
