// /bindMobile?code= (SPEC.md §2; issue 11 item 2): the mobile of the buyer account (§5 mobile rule) and the
// 6-digit SMS code, checked on blur and change by bindMobileSchema; the review dialogs of the login when the
// account is not approved. Plain props: bind-mobile-route owns the flow.
import { useFormik } from 'formik'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import { useToastText } from '../../components/notifications'
import { bindMobileSchema, mobileOnlySchema, type BindMobileValues } from '../../schemas/bind-mobile.schema'
import { AccountField, SendCodeButton, useRuleText } from './account-form-kit'
import { bindMobilePageMessages as b } from './account-messages'
import { LoginStatusDialogs, type LoginStatusDialogsProps } from './login-view'
import './auth.css'

export interface BindMobileViewProps extends LoginStatusDialogsProps {
  hasCode: boolean
  busy: boolean
  sendingCode: boolean
  cooldownUntil: number
  error: ErrorMessage | null
  onSendCode: (mobile: string) => void
  onSubmit: (values: BindMobileValues) => void
  initialValues?: Partial<BindMobileValues>
  showAllErrors?: boolean
}

export function BindMobileView(props: BindMobileViewProps) {
  const { hasCode, busy, sendingCode, cooldownUntil, error, initialValues, showAllErrors = false } = props
  const titleId = useId()
  const baseId = useId()
  const ruleText = useRuleText()
  const messageText = useToastText()
  const formik = useFormik<BindMobileValues>({
    initialValues: { mobile: '', smsCode: '', ...initialValues },
    initialTouched: showAllErrors ? { mobile: true, smsCode: true } : {},
    validateOnMount: showAllErrors,
    validationSchema: bindMobileSchema,
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      props.onSubmit({ mobile: values.mobile.trim(), smsCode: values.smsCode.trim() })
    },
  })
  const { values, touched, errors } = formik
  const field = (name: keyof BindMobileValues) => ({
    id: `${baseId}-${name}`,
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: touched[name] ? ruleText(errors[name]) : null,
  })

  async function sendCode() {
    await formik.setFieldTouched('mobile', true, true)
    if (!mobileOnlySchema.isValidSync({ mobile: values.mobile })) return
    props.onSendCode(values.mobile.trim())
  }

  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <h1 id={titleId}>
        <FormattedMessage {...b.title} />
      </h1>
      {hasCode ? (
        <form className="login-form auth-form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
          <p className="auth-page__lead">
            <FormattedMessage {...b.lead} />
          </p>
          <AccountField
            {...field('mobile')}
            label={b.mobile}
            type="tel"
            autoComplete="tel"
            after={
              <SendCodeButton
                cooldownUntil={cooldownUntil}
                sending={sendingCode}
                onClick={() => void sendCode()}
              />
            }
          />
          <AccountField
            {...field('smsCode')}
            label={b.smsCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <button type="submit" className="button button--primary login-form__submit" disabled={busy}>
            <FormattedMessage {...b.submit} />
          </button>
          {error ? (
            <p className="auth-alert login-form__alert" role="alert">
              {messageText(error)}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="auth-alert" role="alert">
          <FormattedMessage {...b.missingCode} />
        </p>
      )}
      <LoginStatusDialogs
        dialog={props.dialog}
        onDialogClosed={props.onDialogClosed}
        onContactSupport={props.onContactSupport}
      />
    </section>
  )
}
