// /store/news?vid= (kind news) and /store/article/list?vid= (kind article), paginated; page and limit in the URL.
import { useLoaderData, useLocation, useNavigate } from 'react-router'
import { StoreFrame } from './store-frame-route'
import { StoreClosedView } from './store-header-view'
import type { storeNewsLoader } from './store-news-loader'
import { StoreNewsView } from './store-news-view'

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
