// /store/index?vid= (issue 4 item 5): the loader reads the store and its best sellers.
import type { LoaderFunctionArgs } from 'react-router'
import { getGoodsList, type GoodsCard } from '../../api/goods'
import { loadStore, positiveParam } from './store-data'

const FEATURED_COUNT = 8

export async function storeHomeLoader({ request }: LoaderFunctionArgs) {
  const load = await loadStore(positiveParam(new URL(request.url).searchParams, 'vid'))
  if (load.kind === 'closed') return { load, featured: [] as GoodsCard[] }
  // best sellers; the page stands without them if the list fails (the request layer already told why)
  const featured = await getGoodsList({ storeId: load.store.storeId, sort: 1, pageSize: 10 })
    .then((page) => page.list.slice(0, FEATURED_COUNT))
    .catch(() => [] as GoodsCard[])
  return { load, featured }
}
