// Pieces shared by the content screens: the side navigation of the platform information pages, the
// "not available" state, sanitised server HTML, and the route → page code table (SPEC.md §2).
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { contentMessages as m, contentPageLabels } from './messages'

/** Route path → content page code (the agreement route shows two pages, see content-page-route.tsx). */
export const CONTENT_PAGE_ROUTES = [
  ['/introduce/introduce_advantage', 'introduce_advantage'],
  ['/introduce/introduce_company', 'introduce_company'],
  ['/introduce/introduce_about', 'introduce_about'],
  ['/introduce/introduce_question', 'introduce_question'],
  ['/introduce/introduce_guide', 'introduce_guide'],
  ['/introduce/introduce_wallet', 'introduce_wallet'],
  ['/legal/privacy', 'privacy'],
  ['/legal/shipping', 'shipping'],
  ['/legal/refund', 'refund'],
  ['/legal/terms', 'terms'],
  ['/legal/instructions', 'instructions'],
  ['/agreement', 'agreement'],
] as const

export type ContentRouteCode = (typeof CONTENT_PAGE_ROUTES)[number][1]

export function ContentNav({ currentPath }: { currentPath: string }) {
  const intl = useIntl()
  return (
    <nav className="content-nav" aria-label={intl.formatMessage(m.pagesNav)}>
      <ul>
        {CONTENT_PAGE_ROUTES.map(([path, code]) => (
          <li key={path}>
            <Link to={path} aria-current={path === currentPath ? 'page' : undefined}>
              <FormattedMessage {...contentPageLabels[code]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function ErrorText({ message }: { message: ErrorMessage }) {
  const intl = useIntl()
  if ('text' in message) return <>{message.text}</>
  // a dictionary id chosen at run time (request layer or this feature): not extracted from here
  const descriptor = { id: message.id }
  return <>{intl.formatMessage(descriptor)}</>
}

/** A content screen whose item does not exist: the server's message and a way home. */
export function ContentNotFound({ message }: { message: ErrorMessage }) {
  return (
    <section className="page page--narrow state-page">
      <h1>
        <FormattedMessage {...m.notFoundTitle} />
      </h1>
      <p role="alert">
        <ErrorText message={message} />
      </p>
      <p>
        <FormattedMessage {...m.notFoundHint} />
      </p>
      <Link className="button button--primary" to="/index">
        <FormattedMessage {...m.backHome} />
      </Link>
    </section>
  )
}

/**
 * Server HTML, always through sanitizeHtml (issue 4). `demote` lowers its headings one level when the page
 * already spends h2 on the document's own title (the agreement page shows two documents).
 */
export function ServerHtml({
  html,
  className,
  demote = false,
}: {
  html: string
  className?: string
  demote?: boolean
}) {
  const clean = sanitizeHtml(html)
  const markup = demote
    ? clean.replace(
        /<(\/?)h([2-5])\b/g,
        (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
      )
    : clean
  return (
    <div className={`rich-text ${className ?? ''}`.trim()} dangerouslySetInnerHTML={{ __html: markup }} />
  )
}
