// /member/article (issue 11 item 6): the platform announcements of the member centre — a paged list, pinned
// first, and one announcement with its sanitised body. Plain props: the route's loader reads the server.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { MemberArticleDetail, MemberArticleSummary } from '../../api/member-messages'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../i18n/format'
import { SanitizedHtml } from '../../components/sanitized-html'
import { msgMessages as m } from './messages'
import type { ViewMessage } from './message-list-view'
import './messages.css'

export type MemberArticleViewData =
  | { kind: 'detail'; article: MemberArticleDetail | null; error?: ViewMessage }
  | { kind: 'list'; articles: MemberArticleSummary[]; page: number; pageSize: number; total: number }

export interface MemberArticleViewProps {
  data: MemberArticleViewData
  onPage(page: number, pageSize: number): void
}

const CATEGORY = {
  notice: m.articleCategoryNotice,
  policy: m.articleCategoryPolicy,
  guide: m.articleCategoryGuide,
} as const

function Meta({ article }: { article: MemberArticleSummary }) {
  return (
    <p className="msg-article__meta">
      <span className="msg-item__type">
        <FormattedMessage {...CATEGORY[article.category]} />
      </span>
      {article.isTop ? (
        <span className="msg-item__badge">
          <FormattedMessage {...m.articlePinned} />
        </span>
      ) : null}
      <span>
        <FormattedMessage {...m.articlePublished} values={{ time: formatDateTime(article.createTime) }} />
      </span>
    </p>
  )
}

function ArticleDetail({ data }: { data: Extract<MemberArticleViewData, { kind: 'detail' }> }) {
  const intl = useIntl()
  const back = (
    <Link to="/member/article">
      <FormattedMessage {...m.articleBack} />
    </Link>
  )
  if (!data.article) {
    const error = data.error ?? { text: intl.formatMessage(m.articlesEmpty) }
    return (
      <>
        <p role="alert" className="msg-notice msg-notice--error">
          {'text' in error ? error.text : intl.formatMessage({ id: error.id }, error.values)}
        </p>
        {back}
      </>
    )
  }
  return (
    <article className="msg-article">
      <h1>{data.article.title}</h1>
      <Meta article={data.article} />
      <SanitizedHtml className="rich-text" html={data.article.content} />
      {back}
    </article>
  )
}

export function MemberArticleView({ data, onPage }: MemberArticleViewProps) {
  return (
    <div className="page">
      <section className="msg-main">
        {data.kind === 'detail' ? (
          <ArticleDetail data={data} />
        ) : (
          <>
            <h1>
              <FormattedMessage {...m.articlesTitle} />
            </h1>
            {data.articles.length === 0 ? (
              <p className="empty-state" role="status">
                <FormattedMessage {...m.articlesEmpty} />
              </p>
            ) : (
              <>
                <ul className="msg-list">
                  {data.articles.map((article) => (
                    <li key={article.articleId} className="msg-item">
                      <h2 className="msg-item__title">
                        <Link to={`/member/article?articleId=${article.articleId}`}>{article.title}</Link>
                      </h2>
                      <Meta article={article} />
                      <p className="msg-item__content">{article.summary}</p>
                    </li>
                  ))}
                </ul>
                <Pager page={data.page} limit={data.pageSize} total={data.total} onChange={onPage} />
              </>
            )}
          </>
        )}
      </section>
    </div>
  )
}
