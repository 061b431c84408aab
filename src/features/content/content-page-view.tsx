// Static content pages (SPEC.md §2: introduce_* pages, legal pages, /agreement, /article): server HTML,
// sanitised, beside the navigation of the platform information pages.
import { FormattedMessage } from 'react-intl'
import type { ContentPage } from '../../api/content'
import type { ErrorMessage } from '../../api/errors'
import { formatDateTime } from '../../i18n/format'
import { ContentNav, ContentNotFound } from './content-nav'
import { ServerHtml } from './server-html'
import { contentMessages as m } from './messages'
import './content.css'

export interface ContentPageViewProps {
  /** One page, or the two documents of /agreement. */
  pages: ContentPage[]
  currentPath: string
  error?: ErrorMessage
}

function Updated({ value }: { value: string }) {
  return (
    <p className="content-page__updated">
      <FormattedMessage {...m.updatedAt} values={{ date: formatDateTime(value).slice(0, 10) }} />
    </p>
  )
}

export function ContentPageView({ pages, currentPath, error }: ContentPageViewProps) {
  if (error || pages.length === 0) return <ContentNotFound message={error ?? { text: '' }} />
  const [single] = pages
  return (
    <div className="page content-layout">
      <ContentNav currentPath={currentPath} />
      {pages.length === 1 && single ? (
        <article className="content-page">
          <h1>{single.title}</h1>
          <Updated value={single.updatedAt} />
          <ServerHtml html={single.contentHtml} />
        </article>
      ) : (
        <div className="content-page">
          <h1>
            <FormattedMessage {...m.agreementTitle} />
          </h1>
          {pages.map((page) => (
            <article key={page.code} className="content-page__document" aria-labelledby={`doc-${page.code}`}>
              <h2 id={`doc-${page.code}`}>{page.title}</h2>
              <Updated value={page.updatedAt} />
              <ServerHtml html={page.contentHtml} demote />
            </article>
          ))}
        </div>
      )}
    </div>
  )
}
