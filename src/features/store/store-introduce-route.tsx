// /store/introduce?vid= — the store's presentation in full.
import { useLoaderData } from 'react-router'
import type { storeIntroduceLoader } from './store-introduce-loader'
import { StoreFrame } from './store-frame-route'
import { StoreClosedView } from './store-header-view'
import { StoreIntroduceView } from './store-introduce-view'

export function StoreIntroduceRoute() {
  const load = useLoaderData<Awaited<ReturnType<typeof storeIntroduceLoader>>>()
  if (load.kind === 'closed') return <StoreClosedView />
  return (
    <StoreFrame store={load.store} tab="introduce">
      <StoreIntroduceView store={load.store} />
    </StoreFrame>
  )
}
