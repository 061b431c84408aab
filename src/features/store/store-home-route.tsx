// /store/index?vid= — the store home (issue 4 item 5). /store/detail redirects here (router).
import { useLoaderData } from 'react-router'
import { usePricesVisible } from '../../components/price'
import { StoreFrame } from './store-frame-route'
import { StoreClosedView } from './store-header-view'
import type { storeHomeLoader } from './store-home-loader'
import { StoreHomeView } from './store-home-view'

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
