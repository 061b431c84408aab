import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { errorMessages } from './messages'

export function NotFoundView() {
  return (
    <section className="page page--narrow state-page">
      <h1>
        <FormattedMessage {...errorMessages.notFoundTitle} />
      </h1>
      <p>
        <FormattedMessage {...errorMessages.notFoundBody} />
      </p>
      <Link className="button button--primary" to="/index">
        <FormattedMessage {...errorMessages.goHome} />
      </Link>
    </section>
  )
}
