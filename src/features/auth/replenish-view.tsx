// The entry of the supplementary-information page (SPEC.md §2 /replenish, §4 status 0). The form itself comes
// with a later issue: until then the page explains the step and shows the "feature under upgrade" notice.
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { authPageMessages as m } from './messages'
import './auth.css'

export interface ReplenishViewProps {
  email: string
  /** Whether the link carried the verify value the form will need. */
  hasVerify: boolean
}

export function ReplenishView({ email, hasVerify }: ReplenishViewProps) {
  const titleId = useId()
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <h1 id={titleId}>
        <FormattedMessage {...m.replenishTitle} />
      </h1>
      <dl className="auth-summary">
        <dt>
          <FormattedMessage {...m.emailLabel} />
        </dt>
        <dd>{email || <FormattedMessage {...m.noEmail} />}</dd>
      </dl>
      {hasVerify ? (
        <>
          <p>
            <FormattedMessage {...m.replenishLead} />
          </p>
          <div className="auth-notice" role="status">
            <p>
              <strong>
                <FormattedMessage {...m.featureUpdating} />
              </strong>
            </p>
            <p>
              <FormattedMessage {...m.replenishFormSoon} />
            </p>
          </div>
        </>
      ) : (
        <p className="auth-alert" role="alert">
          <FormattedMessage {...m.replenishMissingLink} />
        </p>
      )}
      <Link to={email ? `/login?email=${encodeURIComponent(email)}` : '/login'}>
        <FormattedMessage {...m.backToLogin} />
      </Link>
    </section>
  )
}
