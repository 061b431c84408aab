// Pieces shared by the content screens: the side navigation of the platform information pages (its route →
// page code table is content-page-keys.ts, SPEC.md §2) and the "not available" state. Server HTML is
// server-html.tsx, so that a screen without any (coupons, topics) does not load DOMPurify (issue 14 item 3).
import { isText } from '../../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { CONTENT_PAGE_ROUTES } from './content-page-keys'
import { contentMessages as m, contentPageLabels } from './messages'

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
  if (isText(message)) return <>{message.text}</>
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
