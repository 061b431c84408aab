// The supplementary-information form (SPEC.md §2 /replenish, §4 status 0; issue 11 item 2): personal members
// give their full name and national ID, enterprises their company and contact person, both a mobile; checked
// on blur and change by the shared replenishSchema. Plain props: replenish-route owns the flow.
import { useFormik } from 'formik'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import { useToastText } from '../../components/notifications'
import { replenishSchema, type ReplenishValues } from '../../schemas/replenish.schema'
import { AccountField, useRuleText } from './account-form-kit'
import { accountFormMessages as a, replenishPageMessages as r } from './account-messages'
import { authPageMessages as m } from './messages'
import './auth.css'
import { ResultHeading } from '../../components/result-heading'

export interface ReplenishViewProps {
  email: string
  /** Whether the link carried the login's verify value. */
  hasVerify: boolean
  busy: boolean
  error: ErrorMessage | null
  /** the information was accepted: the account is under review */
  sent: boolean
  onSubmit: (values: ReplenishValues) => void
  initialValues?: Partial<ReplenishValues>
  showAllErrors?: boolean
}

type Field = keyof ReplenishValues

export function ReplenishView({ email, hasVerify, sent, ...form }: ReplenishViewProps) {
  const titleId = useId()
  const loginLink = email ? `/login?email=${encodeURIComponent(email)}` : '/login'
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      {sent ? (
        <ResultHeading id={titleId}>
          <FormattedMessage {...r.doneTitle} />
        </ResultHeading>
      ) : (
        <h1 id={titleId}>
          <FormattedMessage {...m.replenishTitle} />
        </h1>
      )}
      <dl className="auth-summary">
        <dt>
          <FormattedMessage {...m.emailLabel} />
        </dt>
        <dd>{email || <FormattedMessage {...m.noEmail} />}</dd>
      </dl>
      {sent ? (
        <p className="auth-notice" role="status">
          <FormattedMessage {...a.inReview} />
        </p>
      ) : hasVerify ? (
        <>
          <p>
            <FormattedMessage {...m.replenishLead} />
          </p>
          <ReplenishForm {...form} />
        </>
      ) : (
        <p className="auth-alert" role="alert">
          <FormattedMessage {...m.replenishMissingLink} />
        </p>
      )}
      <Link to={loginLink}>
        <FormattedMessage {...m.backToLogin} />
      </Link>
    </section>
  )
}

function ReplenishForm({
  busy,
  error,
  onSubmit,
  initialValues,
  showAllErrors = false,
}: Omit<ReplenishViewProps, 'email' | 'hasVerify' | 'sent'>) {
  const baseId = useId()
  const ruleText = useRuleText()
  const messageText = useToastText()
  const all: Field[] = ['memberType', 'memberTrueName', 'nationalId', 'companyName', 'contactName', 'mobile']
  const formik = useFormik<ReplenishValues>({
    initialValues: {
      memberType: 1,
      memberTrueName: '',
      nationalId: '',
      companyName: '',
      contactName: '',
      mobile: '',
      ...initialValues,
    },
    initialTouched: showAllErrors ? Object.fromEntries(all.map((field) => [field, true])) : {},
    validateOnMount: showAllErrors,
    validationSchema: replenishSchema,
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      onSubmit({ ...values, memberType: Number(values.memberType) as ReplenishValues['memberType'] })
    },
  })
  const { values, touched, errors } = formik
  const personal = Number(values.memberType) === 1
  const field = (name: Exclude<Field, 'memberType'>) => ({
    id: `${baseId}-${name}`,
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: touched[name] ? ruleText(errors[name]) : null,
  })
  return (
    <form className="login-form auth-form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <fieldset className="auth-form__choice">
        <legend className="login-form__label">
          <FormattedMessage {...a.memberType} />
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
            <FormattedMessage {...(type === 1 ? a.personal : a.enterprise)} />
          </label>
        ))}
      </fieldset>
      {personal ? (
        <>
          <AccountField {...field('memberTrueName')} label={r.trueName} autoComplete="name" />
          <AccountField
            {...field('nationalId')}
            label={r.nationalId}
            hint={r.nationalIdHint}
            inputMode="numeric"
            maxLength={18}
          />
        </>
      ) : (
        <>
          <AccountField {...field('companyName')} label={r.companyName} autoComplete="organization" />
          <AccountField {...field('contactName')} label={r.contactName} autoComplete="name" />
        </>
      )}
      <AccountField {...field('mobile')} label={r.mobile} type="tel" autoComplete="tel" />
      <button type="submit" className="button button--primary login-form__submit" disabled={busy}>
        <FormattedMessage {...r.submit} />
      </button>
      {error ? (
        <p className="auth-alert login-form__alert" role="alert">
          {messageText(error)}
        </p>
      ) : null}
    </form>
  )
}
