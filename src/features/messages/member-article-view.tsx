// /member/article (issue 11 item 6): the platform announcements of the member centre — a paged list, pinned
// first, and one announcement with its sanitised body. Plain props: the route's loader reads the server. Drawn
// with the kit (issue 24 item 5): one card of rows (title, category and pinned badges, date, summary), and the
// announcement under a page header whose back link returns to the list.
import { isText } from '../../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { MemberArticleDetail, MemberArticleSummary } from '../../api/member-messages'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
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
    <span className="msg-article__meta">
      {article.isTop ? (
        <StatusBadge tone="warning">
          <FormattedMessage {...m.articlePinned} />
        </StatusBadge>
      ) : null}
      <StatusBadge>
        <FormattedMessage {...CATEGORY[article.category]} />
      </StatusBadge>
      <span className="msg-article__date">
        <FormattedMessage {...m.articlePublished} values={{ time: formatDateTime(article.createTime) }} />
      </span>
    </span>
  )
}

const BACK = { to: '/member/article', label: <FormattedMessage {...m.articleBack} /> }

function ArticleDetail({ data }: { data: Extract<MemberArticleViewData, { kind: 'detail' }> }) {
  const intl = useIntl()
  if (!data.article) {
    const error = data.error ?? { text: intl.formatMessage(m.articlesEmpty) }
    return (
      <>
        <PageHeader title={<FormattedMessage {...m.articlesTitle} />} back={BACK} />
        <p role="alert" className="msg-notice msg-notice--error">
          {isText(error) ? error.text : intl.formatMessage({ id: error.id }, error.values)}
        </p>
      </>
    )
  }
  return (
    <article className="msg-article">
      <PageHeader title={data.article.title} lead={<Meta article={data.article} />} back={BACK} />
      <Card>
        <SanitizedHtml className="rich-text msg-article__body" html={data.article.content} />
      </Card>
    </article>
  )
}

export function MemberArticleView({ data, onPage }: MemberArticleViewProps) {
  const intl = useIntl()
  return (
    <div className="page msg-page">
      {data.kind === 'detail' ? (
        <ArticleDetail data={data} />
      ) : (
        <>
          <PageHeader title={<FormattedMessage {...m.articlesTitle} />} />
          <Card>
            <PagedListFrame
              status="ready"
              isEmpty={data.articles.length === 0}
              empty={
                <div role="status">
                  <EmptyState title={intl.formatMessage(m.articlesEmpty)} />
                </div>
              }
              pager={{ page: data.page, limit: data.pageSize, total: data.total, onChange: onPage }}
            >
              <ul className="msg-list">
                {data.articles.map((article) => (
                  <li key={article.articleId} className="msg-item">
                    <div className="msg-item__main">
                      <h2 className="msg-item__title">
                        <Link to={`/member/article?articleId=${article.articleId}`}>{article.title}</Link>
                      </h2>
                      <p className="msg-item__content">{article.summary}</p>
                    </div>
                    <div className="msg-item__side">
                      <Meta article={article} />
                    </div>
                  </li>
                ))}
              </ul>
            </PagedListFrame>
          </Card>
        </>
      )}
    </div>
  )
}
