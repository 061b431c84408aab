// /store/goods, /store/product (vid plus categoryId, g, pid or keyword) and /store/new (vid): the loader
// reads the filter, sort, page and limit from the URL, the store and its goods (getGoodsList with storeId).
import type { LoaderFunctionArgs } from 'react-router'
import { getGoodsList, type GoodsListQuery } from '../../api/goods'
import { loadStore, positiveParam } from './store-data'
import { STORE_SORTS, type StoreSort } from './store-sorts'

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
