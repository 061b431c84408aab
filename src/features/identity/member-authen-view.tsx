// /member/authen (issue 27 item 4; SPEC.md §2, §5, §6 memberTypes 1 and 3): the state of the member's
// authentication (not submitted, in review, approved, rejected with the reason) and, while it may be sent, the
// form: a person's full name and national ID, or a company's name, registration number and licence image (png/jpg,
// at most 1 MB, a private file shown through the signed link the answer gave). Plain props: the route owns the
// member-authen flow, which keeps every value typed through a refusal.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MemberAuthen } from '../../api/identity'
import type { Message } from '../../api/message'
import type { Message as Label } from '../../lib/intl'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import { Card } from '../../components/card'
import { FilePicker } from '../../components/file-picker'
import { FormField } from '../../components/form-field'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { Picture } from '../../components/picture'
import { LoadFailed, useSay } from '../../components/say'
import { formatDateTime } from '../../i18n/format'
import type { MemberAuthenField, MemberAuthenValues } from '../../schemas/member-authen.schema'
import { authenMessages as m } from './messages'
import './identity.css'

export type MemberAuthenStage = 'loading' | 'loadFailed' | 'editing' | 'pending' | 'approved'
export type AuthenTextField = Exclude<MemberAuthenField, 'licencePath'>

export interface MemberAuthenViewProps {
  stage: MemberAuthenStage
  authen: MemberAuthen | null
  loadError: Message | null
  values: MemberAuthenValues
  /** message ids of the fields' broken rules */
  fieldErrors: Partial<Record<MemberAuthenField, string>>
  licence: { url: string; name: string } | null
  licenceError: Message | null
  submitError: Message | null
  busy: boolean
  uploading: boolean
  onChange(field: AuthenTextField, value: string): void
  onPickLicence(file: File): void
  onSubmit(): void
  onRetry(): void
  onRefresh(): void
}

const STATE: Record<MemberAuthen['state'], { label: Label; tone: BadgeTone }> = {
  notSubmitted: { label: m.stateNotSubmitted, tone: 'neutral' },
  pending: { label: m.statePending, tone: 'info' },
  approved: { label: m.stateApproved, tone: 'success' },
  rejected: { label: m.stateRejected, tone: 'error' },
}

function StateCard({ authen, actions }: { authen: MemberAuthen; actions?: ReactNode }) {
  const state = STATE[authen.state]
  return (
    <Card title={<FormattedMessage {...m.stateTitle} />} actions={actions}>
      <div className="identity__state">
        <StatusBadge tone={state.tone}>
          <FormattedMessage {...state.label} />
        </StatusBadge>
        {authen.submitTime ? (
          <span className="identity__muted">
            <FormattedMessage {...m.submittedAt} values={{ time: formatDateTime(authen.submitTime) }} />
          </span>
        ) : null}
        {authen.reviewTime ? (
          <span className="identity__muted">
            <FormattedMessage {...m.reviewedAt} values={{ time: formatDateTime(authen.reviewTime) }} />
          </span>
        ) : null}
      </div>
      {authen.state === 'rejected' && authen.rejectReason ? (
        <div className="identity__notice identity__notice--error" role="alert">
          <p>
            <FormattedMessage {...m.rejectedReason} values={{ reason: authen.rejectReason }} />
          </p>
          <p>
            <FormattedMessage {...m.rejectedHint} />
          </p>
        </div>
      ) : null}
      {authen.state === 'pending' ? (
        <p className="identity__hint" role="status">
          <FormattedMessage {...m.pendingHint} />
        </p>
      ) : null}
      {authen.state === 'approved' ? (
        <p className="identity__hint" role="status">
          <FormattedMessage {...m.approvedHint} />
        </p>
      ) : null}
    </Card>
  )
}

function SentData({ authen, licenceUrl }: { authen: MemberAuthen; licenceUrl: string | null }) {
  const intl = useIntl()
  const rows: [Label, string | null][] =
    authen.authenType === 'personal'
      ? [
          [m.fieldRealName, authen.realName],
          [m.fieldIdNumber, authen.idNumber],
        ]
      : [
          [m.fieldCompany, authen.companyName],
          [m.fieldRegistration, authen.registrationNumber],
        ]
  return (
    <Card title={<FormattedMessage {...m.dataTitle} />}>
      <dl className="identity__facts">
        {rows.map(([label, value]) => (
          <div key={label.id}>
            <dt>
              <FormattedMessage {...label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {licenceUrl ? (
        <Picture className="identity__licence" src={licenceUrl} alt={intl.formatMessage(m.licenceAlt)} />
      ) : null}
    </Card>
  )
}

function AuthenForm(props: MemberAuthenViewProps) {
  const intl = useIntl()
  const say = useSay()
  const { values } = props
  const enterprise = values.authenType === 'enterprise'
  const errorOf = (field: MemberAuthenField) => {
    const id = props.fieldErrors[field]
    return id ? intl.formatMessage({ id }) : null
  }
  const text = (field: AuthenTextField, label: Label, extra: { maxLength: number; hint?: Label }) => (
    <FormField
      label={<FormattedMessage {...label} />}
      hint={extra.hint ? <FormattedMessage {...extra.hint} /> : undefined}
      error={errorOf(field)}
      required
    >
      <input
        name={field}
        value={values[field]}
        maxLength={extra.maxLength}
        autoComplete="off"
        readOnly={props.busy}
        onChange={(event) => props.onChange(field, event.target.value)}
      />
    </FormField>
  )
  const resubmit = props.authen?.state === 'rejected'
  const submitting = props.busy && !props.uploading
  return (
    <Card title={<FormattedMessage {...(enterprise ? m.formTitleEnterprise : m.formTitlePersonal)} />}>
      <form
        className="identity__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit()
        }}
      >
        <div className="identity__fields">
          {enterprise ? (
            <>
              {text('companyName', m.fieldCompany, { maxLength: 100 })}
              {text('registrationNumber', m.fieldRegistration, { maxLength: 30, hint: m.registrationHint })}
            </>
          ) : (
            <>
              {text('realName', m.fieldRealName, { maxLength: 50 })}
              {text('idNumber', m.fieldIdNumber, { maxLength: 18, hint: m.idNumberHint })}
            </>
          )}
        </div>
        {enterprise ? (
          <FilePicker
            label={<FormattedMessage {...m.fieldLicence} />}
            accept="image/png,image/jpeg"
            hint={<FormattedMessage {...m.licenceHint} />}
            chosen={props.licence?.name ? [props.licence.name] : []}
            summary={
              props.licence && !props.licence.name ? <FormattedMessage {...m.licenceChosen} /> : undefined
            }
            status={props.uploading ? intl.formatMessage(m.licenceUploading) : null}
            error={props.licenceError ? say(props.licenceError) : errorOf('licencePath')}
            required
            disabled={props.busy}
            onPick={(files) => {
              if (files[0]) props.onPickLicence(files[0])
            }}
          >
            {props.licence ? (
              <Picture
                className="identity__licence"
                src={props.licence.url}
                alt={intl.formatMessage(m.licenceAlt)}
              />
            ) : null}
          </FilePicker>
        ) : null}
        {props.submitError ? (
          <p className="identity__error" role="alert">
            {say(props.submitError)}
          </p>
        ) : null}
        <div className="identity__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={props.busy}
            aria-busy={submitting}
          >
            <FormattedMessage {...(submitting ? m.submitting : resubmit ? m.resubmit : m.submit)} />
          </button>
        </div>
      </form>
    </Card>
  )
}

export function MemberAuthenView(props: MemberAuthenViewProps) {
  const enterprise = (props.authen?.authenType ?? props.values.authenType) === 'enterprise'
  const header = (
    <PageHeader
      title={<FormattedMessage {...m.title} />}
      lead={<FormattedMessage {...(enterprise ? m.leadEnterprise : m.leadPersonal)} />}
    />
  )
  if (props.stage === 'loading' && !props.authen)
    return (
      <div className="page identity">
        {header}
        <PageLoader />
      </div>
    )
  if (props.stage === 'loadFailed' || !props.authen)
    return (
      <div className="page identity">
        {header}
        <LoadFailed error={props.loadError} onRetry={props.onRetry} />
      </div>
    )
  const { authen } = props
  return (
    <div className="page identity">
      {header}
      <StateCard
        authen={authen}
        actions={
          props.stage === 'pending' ? (
            <button type="button" className="button" onClick={props.onRefresh}>
              <FormattedMessage {...m.refresh} />
            </button>
          ) : null
        }
      />
      {props.stage === 'editing' ? (
        <AuthenForm {...props} />
      ) : (
        <SentData authen={authen} licenceUrl={authen.licenceUrl} />
      )}
    </div>
  )
}
