// /register (issue 11 item 1; SPEC.md §2, §5): member type, email with its code, password twice, member name
// and the consent tick, each checked on blur and change by the shared registerSchema. The form stays mounted
// through sending and refusals, so nothing typed is lost. Plain props: register-route owns the flow.
import { useFormik } from 'formik'
import { useRefusalClearsOnEdit } from '../../components/use-refusal-clears-on-edit'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { useToastText } from '../../components/notifications'
import { emailRule } from '../../schemas/account.schema'
import { registerSchema, type RegisterValues } from '../../schemas/register.schema'
import { AccountField, SendCodeButton, useRuleText } from './account-form-kit'
import { accountFormMessages as m, registerPageMessages as p } from './account-messages'
import './auth.css'
import { ResultHeading } from '../../components/result-heading'

export interface RegisterViewProps {
  busy: boolean
  sendingCode: boolean
  /** where the last code went, or null before the first */
  codeSentTo: string | null
  cooldownUntil: number
  error: ErrorMessage | null
  /** set once the account exists (under review) */
  registeredEmail: string | null
  onSendCode: (email: string) => void
  onSubmit: (values: RegisterValues) => void
  /** a field changed while a refusal shows: the owner drops the refusal (issue 25 item 7) */
  onEdited?: () => void
  /** Stories and tests: start with these values, every field touched and validated. */
  initialValues?: Partial<RegisterValues>
  showAllErrors?: boolean
}

type Field = keyof RegisterValues
const FIELDS: Field[] = [
  'memberType',
  'email',
  'emailCode',
  'password',
  'confirmPassword',
  'memberName',
  'agreement',
]

export function RegisterView(props: RegisterViewProps) {
  const titleId = useId()
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      {props.registeredEmail ? (
        <ResultHeading id={titleId}>
          <FormattedMessage {...p.doneTitle} />
        </ResultHeading>
      ) : (
        <h1 id={titleId}>
          <FormattedMessage {...p.title} />
        </h1>
      )}
      {props.registeredEmail ? <Registered email={props.registeredEmail} /> : <RegisterForm {...props} />}
    </section>
  )
}

function Registered({ email }: { email: string }) {
  return (
    <>
      <p className="auth-notice" role="status">
        <FormattedMessage {...m.inReview} />
      </p>
      <Link className="button button--primary" to={`/login?email=${encodeURIComponent(email)}`}>
        <FormattedMessage {...m.login} />
      </Link>
    </>
  )
}

function RegisterForm({
  busy,
  sendingCode,
  codeSentTo,
  cooldownUntil,
  error,
  onSendCode,
  onSubmit,
  onEdited,
  initialValues,
  showAllErrors = false,
}: RegisterViewProps) {
  const intl = useIntl()
  const ruleText = useRuleText()
  const messageText = useToastText()
  const baseId = useId()
  const formik = useFormik<RegisterValues>({
    initialValues: {
      memberType: 1,
      email: '',
      emailCode: '',
      password: '',
      confirmPassword: '',
      memberName: '',
      agreement: false,
      ...initialValues,
    },
    initialTouched: showAllErrors ? Object.fromEntries(FIELDS.map((field) => [field, true])) : {},
    validateOnMount: showAllErrors,
    validationSchema: registerSchema,
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      onSubmit({
        ...values,
        memberType: Number(values.memberType) as RegisterValues['memberType'],
        email: values.email.trim(),
        emailCode: values.emailCode.trim(),
        memberName: values.memberName.trim(),
      })
    },
  })
  const { values, touched, errors } = formik
  useRefusalClearsOnEdit(values, error !== null, () => onEdited?.())
  const id = (field: Field) => `${baseId}-${field}`
  const errorOf = (field: Field) => (touched[field] ? ruleText(errors[field]) : null)
  const text = (field: 'email' | 'emailCode' | 'password' | 'confirmPassword' | 'memberName') => ({
    name: field,
    value: values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(field),
  })

  async function sendCode() {
    await formik.setFieldTouched('email', true, true)
    // the email rule alone decides whether a code can be asked for (SPEC.md §5)
    if (!emailRule().isValidSync(values.email)) return
    onSendCode(values.email.trim())
  }

  return (
    <form className="login-form auth-form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <p className="auth-page__lead">
        <FormattedMessage {...p.lead} />
      </p>
      <fieldset className="auth-form__choice">
        <legend className="login-form__label">
          <FormattedMessage {...m.memberType} />
        </legend>
        {([1, 3] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="memberType"
              value={type}
              checked={Number(values.memberType) === type}
              onChange={() => void formik.setFieldValue('memberType', type)}
            />{' '}
            <FormattedMessage {...(type === 1 ? m.personal : m.enterprise)} />
          </label>
        ))}
        <p className="auth-page__hint">
          <FormattedMessage {...m.designerLater} />
        </p>
      </fieldset>
      <AccountField
        id={id('email')}
        label={m.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...text('email')}
        after={
          <SendCodeButton
            cooldownUntil={cooldownUntil}
            sending={sendingCode}
            onClick={() => void sendCode()}
          />
        }
      />
      <p className="auth-page__hint" role="status">
        {codeSentTo ? intl.formatMessage(m.codeSent, { to: codeSentTo }) : null}
      </p>
      <AccountField
        id={id('emailCode')}
        label={m.emailCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...text('emailCode')}
      />
      <AccountField
        id={id('password')}
        label={m.password}
        type="password"
        autoComplete="new-password"
        hint={m.passwordHint}
        {...text('password')}
      />
      <AccountField
        id={id('confirmPassword')}
        label={m.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...text('confirmPassword')}
      />
      <AccountField
        id={id('memberName')}
        label={m.memberName}
        autoComplete="username"
        hint={m.memberNameHint}
        {...text('memberName')}
      />
      <div className="login-form__field">
        <label className="auth-form__consent">
          <input
            type="checkbox"
            name="agreement"
            checked={values.agreement}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={errorOf('agreement') ? true : undefined}
            aria-describedby={`${id('agreement')}-error`}
          />{' '}
          <FormattedMessage {...m.agreement} />
        </label>
        <Link to="/agreement" target="_blank" rel="noopener">
          <FormattedMessage {...m.readAgreement} />
        </Link>
        <p id={`${id('agreement')}-error`} className="login-form__error">
          {errorOf('agreement')}
        </p>
      </div>
      <button type="submit" className="button button--primary login-form__submit" disabled={busy}>
        <FormattedMessage {...p.submit} />
      </button>
      {error ? (
        <p className="auth-alert login-form__alert" role="alert">
          {messageText(error)}
        </p>
      ) : null}
      <p className="login-form__links">
        <span>
          <FormattedMessage {...m.hasAccount} /> <Link to="/login">{intl.formatMessage(m.login)}</Link>
        </span>
      </p>
    </form>
  )
}
