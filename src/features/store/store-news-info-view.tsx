// /store/news/info — one news item or article of a store (sanitised HTML) with a link back to its list.
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { StoreNewsDetail } from '../../api/stores'
import { formatDateTime } from '../../i18n/format'
import { SanitizedHtml } from '../../components/sanitized-html'
import { storeMessages as m } from './messages'
import { storeTabHref } from './store-header-view'

export function StoreNewsInfoView({ news }: { news: StoreNewsDetail }) {
  const back = news.kind === 'news' ? storeTabHref.news(news.storeId) : storeTabHref.articles(news.storeId)
  return (
    <article className="store-section store-article">
      <p>
        <Link to={back}>
          <FormattedMessage {...(news.kind === 'news' ? m.backToNews : m.backToArticles)} />
        </Link>
      </p>
      <h1 className="store-page__title">{news.title}</h1>
      <p className="store-news__meta">
        <FormattedMessage {...(news.kind === 'news' ? m.kindNews : m.kindArticle)} />
        {' · '}
        <FormattedMessage {...m.published} values={{ date: formatDateTime(news.publishedAt).slice(0, 10) }} />
      </p>
      <p className="store-article__summary">{news.summary}</p>
      {/* server HTML, rendered only after sanitising (issue 4) */}
      <SanitizedHtml className="rich-text" html={news.contentHtml} />
    </article>
  )
}

/** Unknown news id: the server's message, with a way out. */
export function StoreNewsMissingView() {
  return (
    <div className="state-page">
      <h1>
        <FormattedMessage {...m.newsMissing} />
      </h1>
      <p className="state-page__actions">
        <Link className="button button--primary" to="/store/list">
          <FormattedMessage {...m.closedLink} />
        </Link>
      </p>
    </div>
  )
}
