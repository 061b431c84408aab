// /index — home. The loader reads the decoration, the recommendations and the latest news; the two side
// reads are optional: if one fails the home still shows its decoration.
import { useSyncExternalStore } from 'react'
import { useLoaderData } from 'react-router'
import { getHomeDecoration, getInformationList, type InformationItem } from '../../api/content'
import { getRecommendList, type GoodsCard } from '../../api/goods'
import { canSeePrices, session } from '../../api/session'
import { IndexView } from './index-view'

export const HOME_NEWS_COUNT = 6
export const HOME_RECOMMENDED_COUNT = 10

export async function indexLoader() {
  const [decoration, recommended, news] = await Promise.all([
    getHomeDecoration(),
    getRecommendList('home', HOME_RECOMMENDED_COUNT).catch((): GoodsCard[] => []),
    getInformationList({ pageSize: 10 }, { silent: true })
      .then((page) => page.list.slice(0, HOME_NEWS_COUNT))
      .catch((): InformationItem[] => []),
  ])
  return { modules: decoration.modules, recommended, news }
}

export function IndexRoute() {
  const { modules, recommended, news } = useLoaderData<Awaited<ReturnType<typeof indexLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  return <IndexView modules={modules} recommended={recommended} news={news} showPrice={canSeePrices(state)} />
}
