// The entry of the forgot-password page (SPEC.md §2 /pwd/forget?email=…). The reset form comes with a later
// issue: the page shows the email it received and the "feature under upgrade" notice.
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { authPageMessages as m } from './messages'
import './auth.css'

export interface ForgotPasswordViewProps {
  email: string
}

export function ForgotPasswordView({ email }: ForgotPasswordViewProps) {
  const titleId = useId()
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <h1 id={titleId}>
        <FormattedMessage {...m.forgotTitle} />
      </h1>
      <p className="auth-page__lead">
        <FormattedMessage {...m.forgotLead} />
      </p>
      <dl className="auth-summary">
        <dt>
          <FormattedMessage {...m.emailLabel} />
        </dt>
        <dd>{email || <FormattedMessage {...m.noEmail} />}</dd>
      </dl>
      <div className="auth-notice" role="status">
        <p>
          <strong>
            <FormattedMessage {...m.featureUpdating} />
          </strong>
        </p>
        <p>
          <FormattedMessage {...m.forgotFormSoon} />
        </p>
      </div>
      <Link to={email ? `/login?email=${encodeURIComponent(email)}` : '/login'}>
        <FormattedMessage {...m.backToLogin} />
      </Link>
    </section>
  )
}
