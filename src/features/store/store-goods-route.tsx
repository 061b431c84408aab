// /store/goods, /store/product (vid plus categoryId, g, pid or keyword) and /store/new (vid): the store's
// goods through getGoodsList with storeId. The URL holds the filter, sort, page and limit.
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { getGoodsList, type GoodsListQuery } from '../../api/goods'
import { loadStore, positiveParam } from './store-data'
import { StoreFrame } from './store-frame'
import { StoreClosedView } from './store-header-view'
import { usePricesVisible } from '../../components/price'
import { STORE_SORTS, StoreGoodsView, type StoreSort } from './store-goods-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

export function storeGoodsQuery(url: URL) {
  const params = url.searchParams
  const newest = url.pathname === '/store/new'
  const requestedSort = Number(params.get('sort'))
  const sort: StoreSort = newest
    ? 5
    : (STORE_SORTS as readonly number[]).includes(requestedSort)
      ? (requestedSort as StoreSort)
      : 0
  const requestedSize = Number(params.get('limit'))
  const grade = positiveParam(params, 'g')
  const pid = Number(params.get('pid'))
  return {
    storeId: positiveParam(params, 'vid'),
    newest,
    categoryId: newest ? null : positiveParam(params, 'categoryId'),
    g: grade !== null && grade <= 3 ? (grade as 1 | 2 | 3) : undefined,
    pid: Number.isInteger(pid) && pid >= 0 && params.has('pid') ? pid : undefined,
    keyword: newest ? '' : (params.get('keyword') ?? '').trim().slice(0, 100),
    sort,
    current: positiveParam(params, 'page') ?? 1,
    pageSize: ((SIZES as readonly number[]).includes(requestedSize) ? requestedSize : 20) as Size,
  }
}

export async function storeGoodsLoader({ request }: LoaderFunctionArgs) {
  const query = storeGoodsQuery(new URL(request.url))
  const load = await loadStore(query.storeId)
  if (load.kind === 'closed') return { load, query, page: null }
  const goodsQuery: GoodsListQuery = {
    storeId: load.store.storeId,
    sort: query.sort,
    current: query.current,
    pageSize: query.pageSize,
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
    ...(query.categoryId && query.g ? { g: query.g } : {}),
    ...(query.categoryId && query.pid !== undefined ? { pid: query.pid } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  }
  return { load, query, page: await getGoodsList(goodsQuery) }
}

export function StoreGoodsRoute() {
  const { load, query, page } = useLoaderData<Awaited<ReturnType<typeof storeGoodsLoader>>>()
  const showPrice = usePricesVisible()
  const navigate = useNavigate()
  const location = useLocation()
  if (load.kind === 'closed' || !page) return <StoreClosedView />
  const go = (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') params.delete(key)
      else params.set(key, String(value))
    }
    navigate(`${location.pathname}?${params.toString()}`)
  }
  return (
    <StoreFrame store={load.store} tab={query.newest ? 'new' : 'goods'} keyword={query.keyword}>
      <StoreGoodsView
        store={load.store}
        newest={query.newest}
        goods={page.list}
        showPrice={showPrice}
        categoryId={query.categoryId}
        keyword={query.keyword}
        sort={query.sort}
        page={page.pagination.current}
        limit={page.pagination.pageSize}
        total={page.pagination.total}
        onSortChange={(sort) => go({ sort: sort === 0 ? undefined : sort, page: undefined })}
        onClearKeyword={() => go({ keyword: undefined, page: undefined })}
        onPageChange={(nextPage, limit) => go({ page: nextPage, limit })}
      />
    </StoreFrame>
  )
}
