// /index — home. The loader (index-loader.ts) reads the decoration, the recommendations and the latest news;
// the two side reads are optional: if one fails the home still shows its decoration.
import { useSyncExternalStore } from 'react'
import { useLoaderData } from 'react-router'
import { canSeePrices, session } from '../../api/session'
import type { indexLoader } from './index-loader'
import { IndexView } from './index-view'

export function IndexRoute() {
  const { modules, recommended, news } = useLoaderData<Awaited<ReturnType<typeof indexLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  return <IndexView modules={modules} recommended={recommended} news={news} showPrice={canSeePrices(state)} />
}
