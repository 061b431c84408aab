// /member/contract/authen and /contract/agreement (issue 11 item 5; SPEC.md §2, §5, §8): the e-signature
// authentication form (person or company, mobile and SMS code), the agreement text (server HTML, sanitised) with
// its tick and "Firmar contrato", and the outcomes. One view for the steps of the contract-sign flow; plain
// props: the routes own the actor.
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ContractDetail, ContractSignInfo } from '../../api/contracts'
import type { ErrorMessage } from '../../api/errors'
import { formatDateTime } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { SanitizedHtml } from '../../components/sanitized-html'
import type { ContractAuthenValues } from '../../schemas/contract.schema'
import { StateBadge } from './contract-parts'
import { LoadFailed, useSay } from '../../components/say'
import { contractMessages as m } from './messages'

export type AuthenField = keyof ContractAuthenValues
export type AuthenErrors = Partial<Record<AuthenField, string>>

export type ContractSignStep =
  'loading' | 'loadFailed' | 'authenticating' | 'authenticated' | 'reviewing' | 'signed'

export interface ContractSignViewProps {
  /** which page shows the flow: the authentication page or the agreement page */
  page: 'authen' | 'agreement'
  step: ContractSignStep
  busy: boolean
  info: ContractSignInfo | null
  loadError: ErrorMessage | null
  values: ContractAuthenValues
  fieldErrors: AuthenErrors
  /** seconds before another code can be asked for (0: now) */
  resendIn: number
  authenError: ErrorMessage | null
  accepted: boolean
  signError: ErrorMessage | null
  signed: ContractDetail | null
  onChange(field: AuthenField, value: string): void
  onRequestCode(): void
  onAuthenticate(): void
  onToggleAgreement(accepted: boolean): void
  onSign(): void
  onRetry(): void
}

function Field(props: {
  label: Message
  error?: string
  children: (id: string, errorId: string) => ReactNode
}) {
  const intl = useIntl()
  const id = useId()
  return (
    <div>
      <label htmlFor={id}>
        <FormattedMessage {...props.label} />
      </label>
      {props.children(id, `${id}-error`)}
      <p id={`${id}-error`} className="contract-form__error">
        {props.error ? intl.formatMessage({ id: props.error }) : null}
      </p>
    </div>
  )
}

const detailHref = (contractNo: string) =>
  `/member/contract/detail?contractNo=${encodeURIComponent(contractNo)}`

function AuthenForm(props: ContractSignViewProps) {
  const intl = useIntl()
  const say = useSay()
  const { values } = props
  const text = (field: AuthenField, label: Message, extra: { maxLength: number; inputMode?: 'numeric' }) => (
    <Field label={label} error={props.fieldErrors[field]}>
      {(id, errorId) => (
        <input
          id={id}
          value={values[field]}
          aria-invalid={props.fieldErrors[field] ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => props.onChange(field, event.target.value)}
          {...extra}
        />
      )}
    </Field>
  )
  const enterprise = values.signerType === 'enterprise'
  return (
    <form
      className="contract-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.onAuthenticate()
      }}
    >
      <p>
        <FormattedMessage {...m.authenHint} />
      </p>
      <fieldset>
        <legend>
          <FormattedMessage {...m.signerType} />
        </legend>
        {(['personal', 'enterprise'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="signerType"
              value={type}
              checked={values.signerType === type}
              onChange={() => props.onChange('signerType', type)}
            />{' '}
            <FormattedMessage {...(type === 'personal' ? m.signerPersonal : m.signerEnterprise)} />
          </label>
        ))}
      </fieldset>
      {enterprise ? text('companyName', m.fieldCompany, { maxLength: 100 }) : null}
      {enterprise ? text('creditCode', m.fieldCreditCode, { maxLength: 20 }) : null}
      {text('realName', enterprise ? m.fieldRepresentative : m.fieldRealName, { maxLength: 50 })}
      {enterprise ? null : text('idNumber', m.fieldIdNumber, { maxLength: 18 })}
      <div className="contract-form__row">
        {text('mobile', m.fieldMobile, { maxLength: 20, inputMode: 'numeric' })}
        <button
          type="button"
          className="button"
          disabled={props.busy || props.resendIn > 0}
          onClick={props.onRequestCode}
        >
          <FormattedMessage {...m.sendCode} />
        </button>
      </div>
      {props.resendIn > 0 ? (
        <p role="status">{intl.formatMessage(m.codeSent, { seconds: props.resendIn })}</p>
      ) : null}
      {text('code', m.fieldCode, { maxLength: 6, inputMode: 'numeric' })}
      <p className="contract-form__error" role="alert">
        {say(props.authenError)}
      </p>
      <div className="contract-actions">
        <button type="submit" className="button button--primary" disabled={props.busy}>
          <FormattedMessage {...m.authenSubmit} />
        </button>
      </div>
    </form>
  )
}

function Agreement(props: ContractSignViewProps) {
  const say = useSay()
  const html = props.info?.agreementHtml ?? ''
  const contract = props.info?.contract
  if (!props.info || !contract) return null
  const signable = contract.state === 'pendingSignature'
  return (
    <>
      <p>
        <FormattedMessage
          {...m.agreementFor}
          values={{ contractNo: contract.contractNo, title: contract.title }}
        />{' '}
        <StateBadge state={contract.state} />
      </p>
      <section className="contract-agreement" aria-label={props.info.agreementTitle}>
        <h2>{props.info.agreementTitle}</h2>
        {/* server HTML, sanitised (SPEC.md §2 agreement pages; README security) */}
        <SanitizedHtml html={html} />
      </section>
      {signable ? (
        <>
          <label>
            <input
              type="checkbox"
              checked={props.accepted}
              onChange={(event) => props.onToggleAgreement(event.target.checked)}
            />{' '}
            <FormattedMessage {...m.accept} />
          </label>
          <p className="contract-form__error" role="alert">
            {say(props.signError)}
          </p>
          <div className="contract-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={props.busy}
              onClick={props.onSign}
            >
              <FormattedMessage {...m.signNow} />
            </button>
            <Link className="button" to={detailHref(contract.contractNo)}>
              <FormattedMessage {...m.toDetail} />
            </Link>
          </div>
        </>
      ) : (
        <p role="status">
          <FormattedMessage {...m.notSignable} />{' '}
          <Link to={detailHref(contract.contractNo)}>
            <FormattedMessage {...m.toDetail} />
          </Link>
        </p>
      )}
    </>
  )
}

export function ContractSignView(props: ContractSignViewProps) {
  const signer = props.info?.signer
  const contractNo = props.info?.contract?.contractNo
  return (
    <div className="page page--narrow contracts">
      <h1>
        <FormattedMessage {...(props.page === 'authen' ? m.authenTitle : m.agreementTitle)} />
      </h1>
      {props.step === 'loading' ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : null}
      {props.step === 'loadFailed' ? <LoadFailed error={props.loadError} onRetry={props.onRetry} /> : null}
      {props.step === 'authenticating' && props.page === 'agreement' ? (
        <p role="status">
          <FormattedMessage {...m.needsAuthen} />
        </p>
      ) : null}
      {props.step === 'authenticating' ? <AuthenForm {...props} /> : null}
      {(props.step === 'authenticated' || (props.step === 'reviewing' && props.page === 'authen')) &&
      signer?.authenticated ? (
        <p role="status">
          <FormattedMessage
            {...m.authenDone}
            values={{
              name: signer.companyName ? `${signer.signerName} (${signer.companyName})` : signer.signerName,
              mobile: signer.mobile,
              at: signer.authenticatedAt ? formatDateTime(signer.authenticatedAt) : '',
            }}
          />
        </p>
      ) : null}
      {props.step === 'reviewing' && props.page === 'authen' && contractNo ? (
        <Link
          className="button button--primary"
          to={`/contract/agreement?contractNo=${encodeURIComponent(contractNo)}`}
        >
          <FormattedMessage {...m.toAgreement} />
        </Link>
      ) : null}
      {props.step === 'reviewing' && props.page === 'agreement' ? <Agreement {...props} /> : null}
      {props.step === 'signed' && props.signed ? (
        <div role="status">
          <p>
            <FormattedMessage {...m.signed} values={{ contractNo: props.signed.contractNo }} />
          </p>
          <Link className="button button--primary" to={detailHref(props.signed.contractNo)}>
            <FormattedMessage {...m.toDetail} />
          </Link>
        </div>
      ) : null}
      {props.step === 'authenticated' && props.page === 'agreement' ? (
        <p role="status">
          <FormattedMessage {...m.noContract} />
        </p>
      ) : null}
      {props.step === 'authenticated' ? (
        <Link className="button" to="/member/contract/index">
          <FormattedMessage {...m.backToList} />
        </Link>
      ) : null}
    </div>
  )
}
