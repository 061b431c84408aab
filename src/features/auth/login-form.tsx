// The login form of SPEC.md §2/§5: email, password and image captcha, checked on blur and on change with the
// shared loginSchema; submit only when all three are filled and nothing is in flight; Enter submits. Plain
// props: the route (or the modal) owns the login machine.
import { useFormik } from 'formik'
import { useId, useLayoutEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { commonMessages } from '../../components/messages'
import { useToastText } from '../../components/notifications'
import { loginSchema, type LoginValues } from '../../schemas/login.schema'
import { validationMessages } from '../../schemas/messages'
import { loginMessages as m } from './messages'
import './auth.css'
import { Picture } from '../../components/picture'

/**
 * `retrying`: a load failed and is tried again by itself (waiting or loading); `failed`: the automatic retries
 * are spent and "Reintentar" is offered (issue 26 item 2).
 */
export type CaptchaStatus = 'loading' | 'ready' | 'retrying' | 'failed'

export interface LoginFormProps {
  initialEmail: string
  /** A data URL, or null before the first image arrives or after it failed. */
  captchaImage: string | null
  captchaStatus: CaptchaStatus
  busy: boolean
  /** The last refusal (server text or dictionary id); the request layer also toasts it. */
  error: ErrorMessage | null
  onSubmit: (values: LoginValues) => void
  onRefreshCaptcha: () => void
  /** Stories and tests: start with these values, every field touched and validated. */
  initialValues?: Partial<LoginValues>
  showAllErrors?: boolean
}

type Field = keyof LoginValues

const validationById = new Map<string, (typeof validationMessages)[keyof typeof validationMessages]>(
  Object.values(validationMessages).map((message) => [message.id, message]),
)

export function LoginForm({
  initialEmail,
  captchaImage,
  captchaStatus,
  busy,
  error,
  onSubmit,
  onRefreshCaptcha,
  initialValues,
  showAllErrors = false,
}: LoginFormProps) {
  const intl = useIntl()
  const messageText = useToastText()
  const baseId = useId()
  const formik = useFormik<LoginValues>({
    initialValues: { email: initialEmail, password: '', verifyCode: '', ...initialValues },
    initialTouched: showAllErrors ? { email: true, password: true, verifyCode: true } : {},
    validateOnMount: showAllErrors,
    validationSchema: loginSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      onSubmit({
        email: values.email.trim(),
        password: values.password,
        verifyCode: values.verifyCode.trim(),
      })
    },
  })
  const { values, touched, errors, setFieldValue, setFieldTouched } = formik

  // Each captcha answer is spent by one attempt and belongs to one image: a new image needs a new answer.
  // Email and password stay as typed. Cleared before the browser gets control back: a passive effect ran
  // after the commit that enabled the field, so an answer typed in between was wiped and the form could
  // not be sent (CI, stop 31; eslint now refuses form setters in useEffect).
  const answeredImage = useRef(captchaImage)
  useLayoutEffect(() => {
    if (answeredImage.current === captchaImage) return
    answeredImage.current = captchaImage
    void setFieldValue('verifyCode', '', false)
    void setFieldTouched('verifyCode', false, false)
  }, [captchaImage, setFieldValue, setFieldTouched])

  const ids = (field: Field) => ({ input: `${baseId}-${field}`, error: `${baseId}-${field}-error` })
  const errorOf = (field: Field): string | null => {
    const id = touched[field] ? errors[field] : undefined
    if (!id) return null
    const descriptor = validationById.get(id)
    return descriptor ? intl.formatMessage(descriptor) : id
  }
  const captchaNote = errorOf('verifyCode')
    ? null
    : captchaStatus === 'failed'
      ? intl.formatMessage(m.captchaFailed)
      : captchaStatus === 'retrying'
        ? intl.formatMessage(m.captchaRetrying)
        : null
  const filled = values.email.trim() !== '' && values.password !== '' && values.verifyCode.trim() !== ''
  const canSubmit = filled && !busy && captchaStatus === 'ready'
  const email = values.email.trim()
  const refreshLabel = intl.formatMessage(m.captchaRefresh)

  function inputProps(field: Field, note: string | null = null) {
    const message = errorOf(field) ?? note
    return {
      id: ids(field).input,
      name: field,
      value: values[field],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      className: 'login-form__input',
      'aria-invalid': errorOf(field) ? true : undefined,
      'aria-describedby': message ? ids(field).error : undefined,
    }
  }

  function errorSlot(field: Field, note: string | null = null, live = false) {
    return (
      <p id={ids(field).error} className="login-form__error" role={live ? 'status' : undefined}>
        {errorOf(field) ?? note}
      </p>
    )
  }

  const captchaWaiting = captchaStatus === 'loading' || captchaStatus === 'retrying'

  return (
    <form className="login-form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <div className="login-form__field">
        <label className="login-form__label" htmlFor={ids('email').input}>
          <FormattedMessage {...m.email} />
        </label>
        <input {...inputProps('email')} type="email" autoComplete="username" inputMode="email" />
        {errorSlot('email')}
      </div>

      <div className="login-form__field">
        <label className="login-form__label" htmlFor={ids('password').input}>
          <FormattedMessage {...m.password} />
        </label>
        <input {...inputProps('password')} type="password" autoComplete="current-password" />
        {errorSlot('password')}
      </div>

      <div className="login-form__field">
        <label className="login-form__label" htmlFor={ids('verifyCode').input}>
          <FormattedMessage {...m.verifyCode} />
        </label>
        <div className="login-form__captcha">
          <input
            {...inputProps('verifyCode', captchaNote)}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={4}
            // an answer belongs to the image on screen: none can be typed before it arrives (an answer typed
            // while it loaded was cleared when it came, leaving a filled-looking form that could not submit)
            disabled={captchaStatus !== 'ready'}
          />
          <button
            type="button"
            className="login-form__captcha-button"
            aria-label={refreshLabel}
            aria-busy={captchaWaiting}
            onClick={onRefreshCaptcha}
          >
            {captchaImage ? (
              <Picture src={captchaImage} alt={intl.formatMessage(m.captchaImage)} width={120} height={44} />
            ) : captchaWaiting ? (
              <span aria-hidden="true">
                <FormattedMessage
                  {...(captchaStatus === 'retrying' ? m.captchaRetryingShort : m.captchaLoading)}
                />
              </span>
            ) : null}
            <span aria-hidden="true">{refreshLabel}</span>
          </button>
        </div>
        {/* a live region: "Reintentando…" and the end of the retries are heard when they start */}
        {errorSlot('verifyCode', captchaNote, true)}
        {/* every wait ends in a result or a way forward: after the automatic retries, the user's own */}
        {captchaStatus === 'failed' ? (
          <button type="button" className="button login-form__captcha-retry" onClick={onRefreshCaptcha}>
            <FormattedMessage {...commonMessages.retry} />
          </button>
        ) : null}
      </div>

      <button type="submit" className="button button--primary login-form__submit" disabled={!canSubmit}>
        <FormattedMessage {...m.submit} />
      </button>

      {/* below the button, so a refusal never moves it under the pointer */}
      {error ? (
        <p className="auth-alert login-form__alert" role="alert">
          {messageText(error)}
        </p>
      ) : null}

      <div className="login-form__links">
        <Link to={email ? `/pwd/forget?email=${encodeURIComponent(email)}` : '/pwd/forget'}>
          <FormattedMessage {...m.forgotPassword} />
        </Link>
        <span>
          <FormattedMessage {...m.noAccount} />{' '}
          <Link to="/register">{intl.formatMessage(m.createAccount)}</Link>
        </span>
      </div>
    </form>
  )
}
