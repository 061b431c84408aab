// Industry news (SPEC.md §2 /information, /information/list, /information/detail): the landing page with
// categories and the latest items, the paginated list with a category filter, and one item with its
// sanitised HTML and related items. News links open a new tab (SPEC.md §2: links to articles).
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { InformationDetail, InformationItem } from '../../api/content'
import type { ErrorMessage } from '../../api/errors'
import { InformationLink } from '../../components/entity-links'
import { LazyImage } from '../../components/lazy-image'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../i18n/format'
import { ContentNotFound } from './content-nav'
import { ServerHtml } from './server-html'
import { contentMessages as m } from './messages'
import './content.css'

const listHref = (category?: string) =>
  category ? `/information/list?categoryName=${encodeURIComponent(category)}` : '/information/list'

function Published({ item }: { item: InformationItem }) {
  return (
    <p className="news-item__meta">
      {item.categoryName} ·{' '}
      <time dateTime={item.publishedAt}>
        <FormattedMessage
          {...m.publishedAt}
          values={{ date: formatDateTime(item.publishedAt).slice(0, 10) }}
        />
      </time>
    </p>
  )
}

export function NewsList({
  items,
  headingLevel = 2,
  covers = true,
}: {
  items: InformationItem[]
  headingLevel?: 2 | 3
  covers?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.infoId} className="news-item">
          {covers ? (
            <LazyImage className="news-item__cover" src={item.cover} alt="" width={200} height={120} />
          ) : null}
          <div>
            <Heading className="news-item__title">
              <InformationLink infoId={item.infoId}>{item.title}</InformationLink>
            </Heading>
            <Published item={item} />
            <p className="news-item__summary">{item.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

function CategoryNav({ categories, current }: { categories: string[]; current: string | null }) {
  const intl = useIntl()
  return (
    <nav aria-label={intl.formatMessage(m.newsCategories)}>
      <ul className="chip-list">
        {[null, ...categories].map((category) => (
          <li key={category ?? 'all'}>
            <Link
              className="chip"
              to={listHref(category ?? undefined)}
              aria-current={category === current ? 'page' : undefined}
            >
              {category ?? intl.formatMessage(m.newsAllCategories)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export interface InformationHomeViewProps {
  latest: InformationItem[]
  /** the newest items of each category, in the order the categories are listed */
  byCategory: { category: string; items: InformationItem[] }[]
}

export function InformationHomeView({ latest, byCategory }: InformationHomeViewProps) {
  return (
    <div className="page news">
      <h1>
        <FormattedMessage {...m.newsTitle} />
      </h1>
      <p className="content-page__lead">
        <FormattedMessage {...m.newsLead} />
      </p>
      <CategoryNav categories={byCategory.map((group) => group.category)} current={null} />
      <section aria-labelledby="news-latest" className="news__section">
        <h2 id="news-latest">
          <FormattedMessage {...m.newsLatest} />
        </h2>
        <NewsList items={latest} headingLevel={3} />
        <p>
          <Link to={listHref()}>
            <FormattedMessage {...m.newsSeeAll} />
          </Link>
        </p>
      </section>
      {byCategory.map((group, index) => (
        <section key={group.category} aria-labelledby={`news-category-${index}`} className="news__section">
          <h2 id={`news-category-${index}`}>
            <Link to={listHref(group.category)}>{group.category}</Link>
          </h2>
          <NewsList items={group.items} headingLevel={3} covers={false} />
        </section>
      ))}
    </div>
  )
}

export interface InformationListViewProps {
  items: InformationItem[]
  categories: string[]
  category: string | null
  page: number
  limit: number
  total: number
  onPageChange: (page: number, limit: number) => void
}

export function InformationListView(props: InformationListViewProps) {
  return (
    <div className="page news">
      <h1>
        {props.category ? (
          <FormattedMessage {...m.newsListCategoryTitle} values={{ category: props.category }} />
        ) : (
          <FormattedMessage {...m.newsListTitle} />
        )}
      </h1>
      <CategoryNav categories={props.categories} current={props.category} />
      <p className="news__count" role="status">
        <FormattedMessage {...m.newsCount} values={{ count: props.total }} />
      </p>
      {props.items.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage {...m.newsEmpty} />
        </p>
      ) : (
        <NewsList items={props.items} />
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
    </div>
  )
}

export interface InformationDetailViewProps {
  item: InformationDetail | null
  error?: ErrorMessage
}

export function InformationDetailView({ item, error }: InformationDetailViewProps) {
  const intl = useIntl()
  if (!item) return <ContentNotFound message={error ?? { text: '' }} />
  return (
    <div className="page news-detail">
      <nav aria-label={intl.formatMessage(m.newsBreadcrumb)} className="breadcrumb">
        <ol>
          <li>
            <Link to="/information?from=main">
              <FormattedMessage {...m.newsTitle} />
            </Link>
          </li>
          <li>
            <Link to={listHref(item.categoryName)}>{item.categoryName}</Link>
          </li>
        </ol>
      </nav>
      <article className="content-page">
        <h1>{item.title}</h1>
        <Published item={item} />
        <p className="content-page__lead">{item.summary}</p>
        <ServerHtml html={item.contentHtml} />
      </article>
      {item.related.length > 0 ? (
        <aside aria-labelledby="news-related" className="news__section">
          <h2 id="news-related">
            <FormattedMessage {...m.newsRelated} />
          </h2>
          <NewsList items={item.related} headingLevel={3} covers={false} />
        </aside>
      ) : null}
    </div>
  )
}
