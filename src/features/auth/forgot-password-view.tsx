// /pwd/forget?email= (issue 11 item 2; SPEC.md §2, §5, §8): the email, then its code and the new password
// twice (passwordResetSchema on blur and change). The two steps share one form, so going back to change the
// email or a refusal keeps what was typed. Plain props: forgot-password-route owns the flow.
import { useFormik } from 'formik'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { useToastText } from '../../components/notifications'
import { passwordResetSchema, type PasswordResetValues } from '../../schemas/password-reset.schema'
import { emailOnlySchema } from '../../schemas/register.schema'
import { AccountField, SendCodeButton, useRuleText } from './account-form-kit'
import { accountFormMessages as a, resetPageMessages as r } from './account-messages'
import { authPageMessages as m } from './messages'
import './auth.css'
import { ResultHeading } from '../../components/result-heading'

export type ForgotPasswordStep = 'email' | 'code' | 'done'

export interface ForgotPasswordViewProps {
  step: ForgotPasswordStep
  email: string
  busy: boolean
  sendingCode: boolean
  cooldownUntil: number
  error: ErrorMessage | null
  onEmailSubmitted: (email: string) => void
  onResend: () => void
  onChangeEmail: () => void
  onSubmit: (values: PasswordResetValues) => void
  initialValues?: Partial<PasswordResetValues>
  showAllErrors?: boolean
}

type Field = keyof PasswordResetValues

export function ForgotPasswordView(props: ForgotPasswordViewProps) {
  const { step, email, busy, sendingCode, cooldownUntil, error, initialValues, showAllErrors = false } = props
  const titleId = useId()
  const baseId = useId()
  const intl = useIntl()
  const ruleText = useRuleText()
  const messageText = useToastText()
  const formik = useFormik<PasswordResetValues>({
    initialValues: { email, emailCode: '', loginPwd: '', confirmLoginPwd: '', ...initialValues },
    initialTouched: showAllErrors
      ? { email: true, emailCode: true, loginPwd: true, confirmLoginPwd: true }
      : {},
    validateOnMount: showAllErrors,
    // the first step checks the email alone; the second the whole rule set
    validationSchema: step === 'email' ? emailOnlySchema : passwordResetSchema,
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      if (step === 'email') props.onEmailSubmitted(values.email.trim())
      else props.onSubmit({ ...values, email: values.email.trim(), emailCode: values.emailCode.trim() })
    },
  })
  const { values, touched, errors } = formik
  const field = (name: Field) => ({
    id: `${baseId}-${name}`,
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: touched[name] ? ruleText(errors[name]) : null,
  })

  if (step === 'done') {
    return (
      <section className="auth-page" aria-labelledby={titleId}>
        <ResultHeading id={titleId}>
          <FormattedMessage {...r.doneTitle} />
        </ResultHeading>
        <p className="auth-notice" role="status">
          <FormattedMessage {...r.doneBody} />
        </p>
        <Link className="button button--primary" to={`/login?email=${encodeURIComponent(email)}`}>
          <FormattedMessage {...a.login} />
        </Link>
      </section>
    )
  }

  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <h1 id={titleId}>
        <FormattedMessage {...m.forgotTitle} />
      </h1>
      <p className="auth-page__lead">
        <FormattedMessage {...m.forgotLead} />
      </p>
      <form className="login-form auth-form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
        <AccountField
          {...field('email')}
          label={a.email}
          type="email"
          autoComplete="email"
          readOnly={step === 'code'}
        />
        {step === 'email' ? (
          <button type="submit" className="button button--primary login-form__submit" disabled={busy}>
            <FormattedMessage {...a.sendCode} />
          </button>
        ) : (
          <>
            <p className="auth-page__hint" role="status">
              {intl.formatMessage(a.codeSent, { to: email })}{' '}
              <button type="button" className="button button--link" onClick={props.onChangeEmail}>
                <FormattedMessage {...r.changeEmail} />
              </button>
            </p>
            <AccountField
              {...field('emailCode')}
              label={a.emailCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              after={
                <SendCodeButton
                  cooldownUntil={cooldownUntil}
                  sending={sendingCode}
                  onClick={props.onResend}
                />
              }
            />
            <AccountField
              {...field('loginPwd')}
              label={r.newPassword}
              type="password"
              autoComplete="new-password"
              hint={a.passwordHint}
            />
            <AccountField
              {...field('confirmLoginPwd')}
              label={r.confirmNewPassword}
              type="password"
              autoComplete="new-password"
            />
            <button type="submit" className="button button--primary login-form__submit" disabled={busy}>
              <FormattedMessage {...r.submit} />
            </button>
          </>
        )}
        {error ? (
          <p className="auth-alert login-form__alert" role="alert">
            {messageText(error)}
          </p>
        ) : null}
        <p className="login-form__links">
          <Link
            to={values.email.trim() ? `/login?email=${encodeURIComponent(values.email.trim())}` : '/login'}
          >
            <FormattedMessage {...m.backToLogin} />
          </Link>
        </p>
      </form>
    </section>
  )
}
