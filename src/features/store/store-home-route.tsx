// /store/index?vid= — the store home (issue 4 item 5). /store/detail redirects here (router).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getGoodsList, type GoodsCard } from '../../api/goods'
import { usePricesVisible } from '../../components/price'
import { loadStore, positiveParam } from './store-data'
import { StoreFrame } from './store-frame'
import { StoreClosedView } from './store-header-view'
import { StoreHomeView } from './store-home-view'

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

export function StoreHomeRoute() {
  const { load, featured } = useLoaderData<Awaited<ReturnType<typeof storeHomeLoader>>>()
  const showPrice = usePricesVisible()
  if (load.kind === 'closed') return <StoreClosedView />
  return (
    <StoreFrame store={load.store} tab="home" nameAsHeading>
      <StoreHomeView store={load.store} featured={featured} showPrice={showPrice} />
    </StoreFrame>
  )
}
