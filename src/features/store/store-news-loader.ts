// /store/news?vid= (kind news) and /store/article/list?vid= (kind article): the loader reads the store and a
// page of its items (page and limit in the URL).
import type { LoaderFunctionArgs } from 'react-router'
import { getStoreNewsList, type NewsKind } from '../../api/stores'
import { loadStore, positiveParam } from './store-data'

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
