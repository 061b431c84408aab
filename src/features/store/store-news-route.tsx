// /store/news?vid= (kind news) and /store/article/list?vid= (kind article), paginated; page and limit in the URL.
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { getStoreNewsList, type NewsKind } from '../../api/stores'
import { loadStore, positiveParam } from './store-data'
import { StoreFrame } from './store-frame'
import { StoreClosedView } from './store-header-view'
import { StoreNewsView } from './store-news-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

export async function storeNewsLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const kind: NewsKind = url.pathname === '/store/article/list' ? 'article' : 'news'
  const load = await loadStore(positiveParam(url.searchParams, 'vid'))
  if (load.kind === 'closed') return { load, kind, page: null }
  const requested = Number(url.searchParams.get('limit'))
  const pageSize = ((SIZES as readonly number[]).includes(requested) ? requested : 20) as Size
  const page = await getStoreNewsList({
    storeId: load.store.storeId,
    kind,
    current: positiveParam(url.searchParams, 'page') ?? 1,
    pageSize,
  })
  return { load, kind, page }
}

export function StoreNewsRoute() {
  const { load, kind, page } = useLoaderData<Awaited<ReturnType<typeof storeNewsLoader>>>()
  const navigate = useNavigate()
  const location = useLocation()
  if (load.kind === 'closed' || !page) return <StoreClosedView />
  return (
    <StoreFrame store={load.store} tab={kind === 'news' ? 'news' : 'articles'}>
      <StoreNewsView
        storeName={load.store.storeName}
        kind={kind}
        items={page.list}
        page={page.pagination.current}
        limit={page.pagination.pageSize}
        total={page.pagination.total}
        onPageChange={(nextPage, limit) => {
          const params = new URLSearchParams(location.search)
          params.set('page', String(nextPage))
          params.set('limit', String(limit))
          navigate(`${location.pathname}?${params.toString()}`)
        }}
      />
    </StoreFrame>
  )
}
