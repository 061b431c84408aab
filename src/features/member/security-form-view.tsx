// The security forms of the member centre (issue 11 item 3; SPEC.md §2 /member/pwd/login, pwd/pay, pwd/reset,
// phone, email; §5 rules): fields chosen by the route from the flow's rules, checked on blur and change with
// the same rule set the mock uses, a "Enviar código" button beside the code field when the change needs one.
// Plain view: Formik keeps what was typed, so a refusal of the server loses nothing.
import { useFormik } from 'formik'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { ValidationError, type AnyObjectSchema } from 'yup'
import type { ErrorMessage } from '../../api/errors'
import type { SecurityCodeSent } from '../../api/member-security'
import { PageLoader } from '../../components/page-loader'
import { useSecondsLeft } from '../../components/use-seconds-left'
import { formatDateTime } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { useErrorText } from './member-parts'
import { securityMessages as s } from './messages'

export type SecurityFormKind = 'loginPwd' | 'payPwd' | 'payReset' | 'mobile' | 'email'
export type SecurityFormStatus = 'loading' | 'loadFailed' | 'editing' | 'sendingCode' | 'submitting' | 'done'

export interface SecurityFormViewProps {
  kind: SecurityFormKind
  status: SecurityFormStatus
  /** the pay form: change (true) or first set (false) */
  hasPayPassword: boolean
  /** the fields shown, in order, and the rule set that checks them */
  fields: readonly string[]
  schema: AnyObjectSchema
  /** the field whose value the code goes to; null = the member's own email; undefined = no code */
  codeTarget?: string | null
  codeSent: SecurityCodeSent | null
  /** When "Enviar código" may be pressed again (ms, this device's clock); absent or 0: at once */
  cooldownUntil?: number
  codeError: ErrorMessage | null
  submitError: ErrorMessage | null
  loadError: ErrorMessage | null
  onRequestCode: (target: string) => void
  onSubmit: (values: Record<string, string>) => void
  onRetry?: () => void
  /** stories: start with these values, every field touched */
  initialValues?: Record<string, string>
  /** The page that sent the buyer here (a checked path of this site, e.g. the payment): "Volver al pago". */
  returnTo?: string | null
}

const FIELD: Record<string, { label: Message; type: string; autoComplete: string; hint?: Message }> = {
  oldPwd: { label: s.oldPwd, type: 'password', autoComplete: 'current-password' },
  newPwd: { label: s.newPwd, type: 'password', autoComplete: 'new-password', hint: s.hintNewPwd },
  confirmPwd: { label: s.confirmPwd, type: 'password', autoComplete: 'new-password' },
  loginPwd: { label: s.loginPwd, type: 'password', autoComplete: 'current-password' },
  oldPayPwd: { label: s.oldPayPwd, type: 'password', autoComplete: 'off' },
  payPwd: { label: s.payPwd, type: 'password', autoComplete: 'off', hint: s.hintPayPwd },
  confirmPayPwd: { label: s.confirmPayPwd, type: 'password', autoComplete: 'off' },
  mobile: { label: s.mobile, type: 'tel', autoComplete: 'tel' },
  email: { label: s.email, type: 'email', autoComplete: 'email' },
  code: { label: s.emailCode, type: 'text', autoComplete: 'one-time-code' },
}

const TITLE: Record<SecurityFormKind, Message> = {
  loginPwd: s.titleLoginPwd,
  payPwd: s.titlePayPwd,
  payReset: s.titlePayReset,
  mobile: s.titleMobile,
  email: s.titleEmail,
}

export function securityTitle(kind: SecurityFormKind, hasPayPassword: boolean): Message {
  return kind === 'payPwd' && !hasPayPassword ? s.titlePayPwdSet : TITLE[kind]
}

function errorsOf(schema: AnyObjectSchema, values: Record<string, string>) {
  try {
    schema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: Record<string, string> = {}
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message
    return errors
  }
}

/** "Enviar código": busy while a code is sent, then counting down until another may be asked for. */
function SendCodeButton(props: {
  sending: boolean
  disabled: boolean
  cooldownUntil: number
  onClick: () => void
}) {
  const intl = useIntl()
  const seconds = useSecondsLeft(props.cooldownUntil)
  return (
    <button
      type="button"
      className="button"
      disabled={props.disabled || props.sending || seconds > 0}
      aria-busy={props.sending}
      onClick={props.onClick}
    >
      {props.sending
        ? intl.formatMessage(s.sendingCode)
        : seconds > 0
          ? intl.formatMessage(s.resendIn, { seconds })
          : intl.formatMessage(s.sendCode)}
    </button>
  )
}

function SecurityForm(props: SecurityFormViewProps) {
  const intl = useIntl()
  const errorText = useErrorText()
  const id = useId()
  const sending = props.status === 'submitting' || props.status === 'done'
  const initial = Object.fromEntries(props.fields.map((field) => [field, props.initialValues?.[field] ?? '']))
  const formik = useFormik<Record<string, string>>({
    initialValues: initial,
    initialTouched: props.initialValues ? Object.fromEntries(props.fields.map((field) => [field, true])) : {},
    initialErrors: props.initialValues ? errorsOf(props.schema, initial) : {},
    validate: (values) => errorsOf(props.schema, values),
    onSubmit: (values) => props.onSubmit(values),
  })
  const shown = (field: string) => {
    const message = formik.touched[field] ? formik.errors[field] : undefined
    // a rule's message id (src/schemas): not extracted from here
    const descriptor = message ? { id: message } : null
    return descriptor ? intl.formatMessage(descriptor) : null
  }
  const requestCode = async () => {
    const targetField = props.codeTarget
    if (targetField) {
      await formik.setFieldTouched(targetField, true, false)
      const errors = await formik.validateForm()
      if (errors[targetField]) return
      props.onRequestCode(formik.values[targetField] ?? '')
    } else {
      props.onRequestCode('')
    }
  }
  return (
    <form className="member-form" noValidate onSubmit={formik.handleSubmit}>
      {props.kind === 'payReset' ? <p className="member-hint">{intl.formatMessage(s.resetTo)}</p> : null}
      {props.fields.map((field) => {
        const config = FIELD[field]!
        const label = field === 'code' && props.kind === 'mobile' ? s.smsCode : config.label
        const error = shown(field)
        const inputId = `${id}-${field}`
        return (
          <div key={field} className="member-field">
            <label htmlFor={inputId}>{intl.formatMessage(label)}</label>
            {config.hint ? (
              <p id={`${inputId}-hint`} className="member-hint">
                {intl.formatMessage(config.hint)}
              </p>
            ) : null}
            <div className="member-field__row">
              <input
                id={inputId}
                name={field}
                type={config.type}
                inputMode={field === 'code' || field.toLowerCase().includes('paypwd') ? 'numeric' : undefined}
                autoComplete={config.autoComplete}
                value={formik.values[field] ?? ''}
                disabled={sending}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${config.hint ? `${inputId}-hint ` : ''}${inputId}-error`}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
              {field === 'code' && props.codeTarget !== undefined ? (
                <SendCodeButton
                  sending={props.status === 'sendingCode'}
                  disabled={sending}
                  cooldownUntil={props.cooldownUntil ?? 0}
                  onClick={() => void requestCode()}
                />
              ) : null}
            </div>
            <p id={`${inputId}-error`} className="member-error" role="alert">
              {error ?? (field === 'code' ? errorText(props.codeError) : null)}
            </p>
            {field === 'code' && props.codeSent ? (
              <p className="member-hint" role="status">
                {intl.formatMessage(s.codeSent, {
                  target: props.codeSent.target,
                  time: formatDateTime(props.codeSent.expiresAt),
                })}
              </p>
            ) : null}
          </div>
        )
      })}
      <p className="member-error" role="alert">
        {errorText(props.submitError)}
      </p>
      {props.status === 'done' ? (
        <>
          <p role="status">{intl.formatMessage(s.done)}</p>
          {props.returnTo ? (
            <p>
              <Link className="button button--primary" to={props.returnTo}>
                {intl.formatMessage(s.backToPayment)}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <button type="submit" className="button button--primary" disabled={sending}>
          {intl.formatMessage(sending ? s.submitting : s.submit)}
        </button>
      )}
    </form>
  )
}

export function SecurityFormView(props: SecurityFormViewProps) {
  const intl = useIntl()
  const errorText = useErrorText()
  if (props.status === 'loading') return <PageLoader />
  const title = intl.formatMessage(securityTitle(props.kind, props.hasPayPassword))
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      {props.status === 'loadFailed' ? (
        <>
          <p role="alert">{errorText(props.loadError) ?? intl.formatMessage(s.loadFailed)}</p>
          {props.onRetry ? (
            <button type="button" className="button button--primary" onClick={props.onRetry}>
              {intl.formatMessage(s.retry)}
            </button>
          ) : null}
        </>
      ) : (
        <SecurityForm {...props} />
      )}
      <p>
        {props.kind === 'payPwd' && props.hasPayPassword ? (
          <>
            <Link to="/member/pwd/reset">{intl.formatMessage(s.forgotPay)}</Link>
            {' · '}
          </>
        ) : null}
        {props.returnTo && props.status !== 'done' ? (
          <>
            <Link to={props.returnTo}>{intl.formatMessage(s.backToPayment)}</Link>
            {' · '}
          </>
        ) : null}
        <Link to="/member/account">{intl.formatMessage(s.backToAccount)}</Link>
      </p>
    </div>
  )
}
