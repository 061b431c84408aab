// /store/list and /store/hotFactory?type=factory: the loader reads page, size and keyword from the URL.
import type { LoaderFunctionArgs } from 'react-router'
import { getStoreList, type StoreListQuery } from '../../api/catalogue'

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
