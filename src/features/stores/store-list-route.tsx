// /store/list and /store/hotFactory?type=factory: stores, paginated; the URL holds page, size and keyword.
import { useLoaderData, useLocation, useNavigate } from 'react-router'
import type { storeListLoader } from './store-list-loader'
import { StoreListView } from './store-list-view'

export function StoreListRoute() {
  const { query, page } = useLoaderData<Awaited<ReturnType<typeof storeListLoader>>>()
  const navigate = useNavigate()
  const location = useLocation()
  const go = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') params.delete(key)
      else params.set(key, String(value))
    }
    navigate(`${location.pathname}?${params.toString()}`)
  }
  return (
    <StoreListView
      stores={page.list}
      page={page.pagination.current}
      limit={page.pagination.pageSize}
      total={page.pagination.total}
      keyword={query.keyword ?? ''}
      factoriesOnly={query.isFactory === 1}
      onPageChange={(nextPage, limit) => go({ page: nextPage, limit })}
      onSearch={(keyword) => go({ keyword: keyword.trim(), page: undefined })}
    />
  )
}
