// /member/createSub (issue 27 item 1; SPEC.md §2, §5, §6): a sub-account's own credentials, its rights and its
// spending limit, checked on blur and on submit with createSubSchema — the one yup schema the mock also checks
// (src/schemas/sub-account.schema.ts). What was typed stays after a refusal; the submit waits while it runs.
// Plain props: the route owns the createSub flow.
import { useFormik } from 'formik'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Message } from '../../api/message'
import { Card } from '../../components/card'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { useSay } from '../../components/say'
import { createSubSchema, type SubPermission } from '../../schemas/sub-account.schema'
import { subAccountMessages as m } from './messages'
import { RightsFields } from './rights-fields'
import './sub-accounts.css'

export interface CreateSubFormValues {
  email: string
  memberName: string
  password: string
  spendingLimit: string
  permissions: SubPermission[]
}

export interface CreateSubViewProps {
  values: CreateSubFormValues
  submitting: boolean
  error: Message | null
  /** the sub-account just created, or null */
  created: { email: string } | null
  onSubmit(values: CreateSubFormValues): void
  onAnother(): void
}

type TextField = 'email' | 'memberName' | 'password' | 'spendingLimit'

export function CreateSubView(props: CreateSubViewProps) {
  const intl = useIntl()
  const say = useSay()
  const formik = useFormik<CreateSubFormValues>({
    initialValues: props.values,
    validationSchema: createSubSchema,
    onSubmit: (values) => props.onSubmit(values),
  })
  const back = { to: '/member/subAccount', label: <FormattedMessage {...m.backToList} /> }
  if (props.created) {
    return (
      <div className="page sub-accounts">
        <PageHeader title={<FormattedMessage {...m.createTitle} />} back={back} />
        <Card>
          <p className="sub-accounts__lead" role="status">
            <FormattedMessage {...m.created} values={{ email: props.created.email }} />
          </p>
          <div className="sub-accounts__actions">
            <Link className="button button--primary" to="/member/subAccount">
              <FormattedMessage {...m.backToList} />
            </Link>
            <button type="button" className="button" onClick={props.onAnother}>
              <FormattedMessage {...m.createAnother} />
            </button>
          </div>
        </Card>
      </div>
    )
  }
  const field = (name: TextField) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    readOnly: props.submitting,
  })
  const errorOf = (name: TextField) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined
    return typeof error === 'string' ? intl.formatMessage({ id: error }) : null
  }
  return (
    <div className="page sub-accounts">
      <PageHeader
        title={<FormattedMessage {...m.createTitle} />}
        lead={<FormattedMessage {...m.createLead} />}
        back={back}
      />
      <Card>
        <form className="sub-accounts__form" noValidate onSubmit={formik.handleSubmit}>
          {props.error ? (
            <p className="sub-accounts__error" role="alert">
              {say(props.error)}
            </p>
          ) : null}
          <div className="sub-accounts__fields">
            <FormField label={<FormattedMessage {...m.fieldEmail} />} error={errorOf('email')} required>
              <input {...field('email')} type="text" inputMode="email" autoComplete="off" />
            </FormField>
            <FormField
              label={<FormattedMessage {...m.fieldMemberName} />}
              hint={<FormattedMessage {...m.memberNameHint} />}
              error={errorOf('memberName')}
              required
            >
              <input {...field('memberName')} autoComplete="off" />
            </FormField>
            <FormField
              label={<FormattedMessage {...m.fieldPassword} />}
              hint={<FormattedMessage {...m.passwordHint} />}
              error={errorOf('password')}
              required
            >
              <input {...field('password')} type="password" autoComplete="new-password" />
            </FormField>
            <FormField
              label={<FormattedMessage {...m.fieldLimit} />}
              hint={<FormattedMessage {...m.limitHint} />}
              error={errorOf('spendingLimit')}
              required
            >
              <input {...field('spendingLimit')} inputMode="decimal" autoComplete="off" />
            </FormField>
          </div>
          <RightsFields
            value={formik.values.permissions}
            disabled={props.submitting}
            onChange={(next) => void formik.setFieldValue('permissions', next)}
          />
          <div className="sub-accounts__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={props.submitting}
              aria-busy={props.submitting}
            >
              <FormattedMessage {...(props.submitting ? m.creating : m.create)} />
            </button>
            <Link className="button" to="/member/subAccount">
              <FormattedMessage {...m.cancel} />
            </Link>
          </div>
        </form>
      </Card>
    </div>
  )
}
