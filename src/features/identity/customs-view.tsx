// /member/request/info (issue 27 item 7; SPEC.md §2, §3 importer and enterprise registration, §8): the buyer's
// customs registration with its status, and the form that binds or changes it, checked on blur and on submit
// with customsBindSchema — the one yup schema the mock also checks. A failed read shows the §8 fetch failure
// with a retry; a refused bind its reason, and what was typed stays. Plain props: the route owns the flow.
import { useFormik } from 'formik'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CustomsRegistration } from '../../api/identity'
import type { Message } from '../../api/message'
import { StatusBadge } from '../../components/badges'
import { Card } from '../../components/card'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import type { Message as Label } from '../../lib/intl'
import { customsBindSchema, type CustomsBindValues } from '../../schemas/customs.schema'
import { customsMessagesView as m } from './messages'
import './identity.css'

export type CustomsStage = 'loading' | 'loadFailed' | 'ready'

export interface CustomsViewProps {
  stage: CustomsStage
  registration: CustomsRegistration | null
  loadError: Message | null
  values: CustomsBindValues
  binding: boolean
  bindError: Message | null
  justBound: boolean
  onSubmit(values: CustomsBindValues): void
  onRetry(): void
}

type Field = keyof CustomsBindValues

function StatusCard({ registration }: { registration: CustomsRegistration }) {
  const registered = registration.state === 'registered'
  return (
    <Card title={<FormattedMessage {...m.stateTitle} />}>
      <div className="identity__state">
        <StatusBadge tone={registered ? 'success' : 'warning'}>
          <FormattedMessage {...(registered ? m.stateRegistered : m.stateUnregistered)} />
        </StatusBadge>
        <span className="identity__muted">
          {registered && registration.boundTime ? (
            <FormattedMessage {...m.readyHint} values={{ time: formatDateTime(registration.boundTime) }} />
          ) : (
            <FormattedMessage {...m.notReadyHint} />
          )}
        </span>
      </div>
    </Card>
  )
}

function CustomsForm(props: CustomsViewProps) {
  const intl = useIntl()
  const say = useSay()
  const formik = useFormik<CustomsBindValues>({
    initialValues: props.values,
    validationSchema: customsBindSchema,
    onSubmit: (values) => props.onSubmit(values),
  })
  const errorOf = (name: Field) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined
    return typeof error === 'string' ? intl.formatMessage({ id: error }) : null
  }
  const field = (
    name: Field,
    label: Label,
    extra: { maxLength: number; hint?: Label; inputMode?: 'numeric' },
  ) => (
    <FormField
      label={<FormattedMessage {...label} />}
      hint={extra.hint ? <FormattedMessage {...extra.hint} /> : undefined}
      error={errorOf(name)}
      required
    >
      <input
        name={name}
        value={formik.values[name]}
        maxLength={extra.maxLength}
        inputMode={extra.inputMode}
        autoComplete="off"
        readOnly={props.binding}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
    </FormField>
  )
  const registered = props.registration?.state === 'registered'
  return (
    <Card>
      <form className="identity__form" noValidate onSubmit={formik.handleSubmit}>
        <fieldset className="identity__fieldset">
          <legend className="identity__legend">
            <FormattedMessage {...m.importerTitle} />
          </legend>
          <div className="identity__fields">
            {field('importerName', m.fieldImporterName, { maxLength: 100 })}
            {field('importerCode', m.fieldImporterCode, { maxLength: 20, hint: m.importerCodeHint })}
          </div>
        </fieldset>
        <fieldset className="identity__fieldset">
          <legend className="identity__legend">
            <FormattedMessage {...m.enterpriseTitle} />
          </legend>
          <div className="identity__fields">
            {field('enterpriseName', m.fieldEnterpriseName, { maxLength: 100 })}
            {field('enterpriseCode', m.fieldEnterpriseCode, {
              maxLength: 11,
              hint: m.enterpriseCodeHint,
              inputMode: 'numeric',
            })}
          </div>
        </fieldset>
        {props.bindError ? (
          <p className="identity__error" role="alert">
            {say(props.bindError)}
          </p>
        ) : null}
        {props.justBound ? (
          <p className="identity__notice" role="status">
            <FormattedMessage {...m.bound} />
          </p>
        ) : null}
        <div className="identity__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={props.binding}
            aria-busy={props.binding}
          >
            <FormattedMessage {...(props.binding ? m.binding : registered ? m.rebind : m.bind)} />
          </button>
        </div>
      </form>
    </Card>
  )
}

export function CustomsView(props: CustomsViewProps) {
  const header = (
    <PageHeader title={<FormattedMessage {...m.title} />} lead={<FormattedMessage {...m.lead} />} />
  )
  if (props.stage === 'loading')
    return (
      <div className="page identity">
        {header}
        <PageLoader />
      </div>
    )
  if (props.stage === 'loadFailed' || !props.registration)
    return (
      <div className="page identity">
        {header}
        <LoadFailed error={props.loadError} onRetry={props.onRetry} />
      </div>
    )
  return (
    <div className="page identity">
      {header}
      <StatusCard registration={props.registration} />
      <CustomsForm {...props} />
    </div>
  )
}
