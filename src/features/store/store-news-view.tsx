// /store/news and /store/article/list — the store's news or articles, paginated (issue 4 item 5).
import { FormattedMessage } from 'react-intl'
import type { NewsKind, StoreNewsItem } from '../../api/stores'
import { Pager } from '../../components/pager'
import { storeMessages as m } from './messages'
import { NewsItems } from './store-news-items'

export interface StoreNewsViewProps {
  storeName: string
  kind: NewsKind
  items: StoreNewsItem[]
  page: number
  limit: number
  total: number
  onPageChange: (page: number, limit: number) => void
}

export function StoreNewsView(props: StoreNewsViewProps) {
  return (
    <div className="store-section">
      <h1 className="store-page__title">
        <FormattedMessage
          {...(props.kind === 'news' ? m.newsTitle : m.articlesTitle)}
          values={{ name: props.storeName }}
        />
      </h1>
      {props.items.length === 0 ? (
        <div className="empty-state" role="status">
          <p>
            <FormattedMessage {...(props.kind === 'news' ? m.newsEmpty : m.articlesEmpty)} />
          </p>
        </div>
      ) : (
        <NewsItems items={props.items} headingLevel={2} />
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
    </div>
  )
}
