// /store/news/info?newsId= — one news item or article, inside its store's frame.
import { useLoaderData } from 'react-router'
import { StoreFrame } from './store-frame-route'
import { StoreClosedView } from './store-header-view'
import type { NewsInfoData } from './store-news-info-loader'
import { StoreNewsInfoView, StoreNewsMissingView } from './store-news-info-view'

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
