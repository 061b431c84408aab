// /store/news/info?newsId= — one news item or article, inside its store's frame.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { ApiError } from '../../api/errors'
import { getStoreNewsDetail, STATE_STORE_CLOSED, type StoreNewsDetail } from '../../api/stores'
import { loadStore, positiveParam, type StoreLoad } from './store-data'
import { StoreFrame } from './store-frame'
import { StoreClosedView } from './store-header-view'
import { StoreNewsInfoView, StoreNewsMissingView } from './store-news-info-view'

type NewsInfoData =
  { kind: 'missing' } | { kind: 'closed' } | { kind: 'open'; news: StoreNewsDetail; load: StoreLoad }

export async function storeNewsInfoLoader({ request }: LoaderFunctionArgs): Promise<NewsInfoData> {
  const newsId = positiveParam(new URL(request.url).searchParams, 'newsId')
  if (newsId === null) return { kind: 'missing' }
  let news: StoreNewsDetail
  try {
    news = await getStoreNewsDetail(newsId, { silent: true })
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'state') {
      return error.state === STATE_STORE_CLOSED ? { kind: 'closed' } : { kind: 'missing' }
    }
    throw error
  }
  return { kind: 'open', news, load: await loadStore(news.storeId) }
}

export function StoreNewsInfoRoute() {
  const data = useLoaderData<NewsInfoData>()
  if (data.kind === 'missing') return <StoreNewsMissingView />
  if (data.kind === 'closed' || data.load.kind === 'closed') return <StoreClosedView />
  return (
    <StoreFrame store={data.load.store} tab={data.news.kind === 'news' ? 'news' : 'articles'}>
      <StoreNewsInfoView news={data.news} />
    </StoreFrame>
  )
}
