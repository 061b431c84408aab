// /store/introduce?vid= — the store's presentation in full.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { loadStore, positiveParam } from './store-data'
import { StoreFrame } from './store-frame'
import { StoreClosedView } from './store-header-view'
import { StoreIntroduceView } from './store-introduce-view'

export async function storeIntroduceLoader({ request }: LoaderFunctionArgs) {
  return loadStore(positiveParam(new URL(request.url).searchParams, 'vid'))
}

export function StoreIntroduceRoute() {
  const load = useLoaderData<Awaited<ReturnType<typeof storeIntroduceLoader>>>()
  if (load.kind === 'closed') return <StoreClosedView />
  return (
    <StoreFrame store={load.store} tab="introduce">
      <StoreIntroduceView store={load.store} />
    </StoreFrame>
  )
}
