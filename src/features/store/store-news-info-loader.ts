// /store/news/info?newsId=: the loader reads one news item or article, then its store.
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError } from '../../api/errors'
import { getStoreNewsDetail, STATE_STORE_CLOSED, type StoreNewsDetail } from '../../api/stores'
import { loadStore, positiveParam, type StoreLoad } from './store-data'

export type NewsInfoData =
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
