// /store/list and /store/hotFactory?type=factory: stores, paginated; the URL holds page, size and keyword.
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { getStoreList, type StoreListQuery } from '../../api/catalogue'
import { StoreListView } from './store-list-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

export function storeListQuery(url: URL): StoreListQuery & { current: number; pageSize: Size } {
  const params = url.searchParams
  const current = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  const requested = Number(params.get('limit'))
  const pageSize = (SIZES as readonly number[]).includes(requested) ? (requested as Size) : 20
  const keyword = (params.get('keyword') ?? '').slice(0, 100)
  const factories = url.pathname === '/store/hotFactory' || params.get('type') === 'factory'
  return {
    current,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(factories ? { isFactory: 1 as const } : {}),
  }
}

export async function storeListLoader({ request }: LoaderFunctionArgs) {
  const query = storeListQuery(new URL(request.url))
  return { query, page: await getStoreList(query) }
}

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
