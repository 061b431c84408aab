// The news items of a store (its home and its news and article lists), each linking to its page.
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { StoreNewsItem } from '../../api/stores'
import { formatDateTime } from '../../i18n/format'
import { storeMessages as m } from './messages'

export const newsInfoHref = (newsId: number) => `/store/news/info?newsId=${newsId}`

export function NewsItems({ items, headingLevel = 3 }: { items: StoreNewsItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="store-news">
      {items.map((item) => (
        <li key={item.newsId} className="store-news__item">
          <Heading className="store-news__title">
            <Link to={newsInfoHref(item.newsId)}>{item.title}</Link>
          </Heading>
          <p className="store-news__meta">
            <FormattedMessage {...(item.kind === 'news' ? m.kindNews : m.kindArticle)} />
            {' · '}
            <FormattedMessage
              {...m.published}
              values={{ date: formatDateTime(item.publishedAt).slice(0, 10) }}
            />
          </p>
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  )
}
