// /index: the loader reads the decoration, the recommendations and the latest news; the two side reads are
// optional: if one fails the home still shows its decoration.
import { getHomeDecoration, getInformationList, type InformationItem } from '../../api/content'
import { getRecommendList, type GoodsCard } from '../../api/goods'

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
