// /buy/another/pay?requestSn — the payer of a third-party request (SPEC.md §6 "pays for an applicant after
// identifying them"): who asks (name, company, masked email, message), the order numbers and the amount, the
// expiry countdown; "Conozco al solicitante y acepto pagar" then "Aceptar y pagar" (the payment screen does the
// paying), or "Rechazar" with a reason (refuseReasonSchema). Plain view: the route owns the machine.
import type { Message } from '../../api/message'
import { useFormik } from 'formik'
import { useEffect, useId, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { PayRequestDetail } from '../../api/pay-request'
import { Dialog } from '../../components/dialog'
import { PageLoader } from '../../components/page-loader'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { refuseReasonSchema } from '../../schemas/pay-request.schema'
import { payRequestMessages as m } from './messages'
import { Alert, Countdown, OrdersTable, PartyFacts, StateBadge, useViewText } from './pay-request-parts'
import type { RequestPageStatus } from './request-detail-view'
import './pay-request.css'

export interface PayerPayViewProps {
  status: RequestPageStatus
  request: PayRequestDetail | null
  remainingMs: number
  busy: boolean
  editingRefusal: boolean
  /** The last reason sent, shown again when the refusal failed. */
  refuseReason: string
  /** The payer ticked "Conozco al solicitante y acepto pagar" (the machine holds it). */
  applicantKnown: boolean
  /** How many times "Aceptar y pagar" was pressed without the tick: > 0 shows why, and each one focuses the box. */
  identificationPrompts: number
  onIdentify: (known: boolean) => void
  loadError: Message | null
  actionError: Message | null
  onAccept: () => void
  onPay: () => void
  onRefuse: () => void
  onSubmitRefusal: (reason: string) => void
  onDismissRefusal: () => void
  /** Read the request again; without it (nothing to retry, e.g. no requestSn) no button is shown. */
  onRetry?: () => void
  /** Stories: the refusal form starts touched and validated. */
  showRefusalErrors?: boolean
}

export function PayerPayView(props: PayerPayViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()
  const { request, status } = props

  return (
    <section className="pay-request" aria-labelledby={titleId} aria-busy={props.busy}>
      <h1 id={titleId}>{intl.formatMessage(m.payTitle)}</h1>
      {status === 'loading' ? <PageLoader /> : null}
      {status === 'loadFailed' ? (
        <div className="pay-request__state">
          <Alert>{text(props.loadError ?? { id: m.notFound.id })}</Alert>
          <div className="pay-request__actions">
            {props.onRetry ? (
              <button type="button" className="button" onClick={props.onRetry}>
                {intl.formatMessage(m.retry)}
              </button>
            ) : null}
            <Link className="button" to="/buy/another/anotherFor">
              {intl.formatMessage(m.forOthers)}
            </Link>
          </div>
        </div>
      ) : null}
      {request && status !== 'loading' && status !== 'loadFailed' ? (
        <PayerBody {...props} request={request} />
      ) : null}
    </section>
  )
}

function PayerBody(props: PayerPayViewProps & { request: PayRequestDetail }) {
  const intl = useIntl()
  const text = useViewText()
  const baseId = useId()
  const { request, status, identificationPrompts } = props
  const knowsRef = useRef<HTMLInputElement>(null)
  // each "Aceptar y pagar" without the tick takes the payer to the box that is missing
  useEffect(() => {
    if (identificationPrompts > 0) knowsRef.current?.focus()
  }, [identificationPrompts])
  const prompted = identificationPrompts > 0 && !props.applicantKnown
  // the applicant opened the payer's page of his own request: he cannot answer it
  const own = request.role === 'applicant'
  const open = (status === 'requested' || status === 'waitingPayment') && !own

  return (
    <>
      {open ? <p>{intl.formatMessage(m.payIntro)}</p> : null}

      <PartyFacts title={intl.formatMessage(m.whoAsks)} party={request.applicant} />
      {request.message ? (
        <section className="pay-request-card" aria-label={intl.formatMessage(m.message)}>
          <h2 className="pay-request-card__title">{intl.formatMessage(m.message)}</h2>
          <p className="pay-request__message">{request.message}</p>
        </section>
      ) : null}

      <section className="pay-request-card" aria-labelledby={`${baseId}-what`}>
        <h2 id={`${baseId}-what`} className="pay-request-card__title">
          {intl.formatMessage(m.whatToPay)}
        </h2>
        <dl className="pay-request-facts">
          <dt>{intl.formatMessage(m.requestSn)}</dt>
          <dd>{request.requestSn}</dd>
          <dt>{intl.formatMessage(m.state)}</dt>
          <dd>
            <StateBadge state={request.state} label={request.stateValue} />
          </dd>
          <dt>{intl.formatMessage(m.amount)}</dt>
          <dd className="pay-request__amount">{formatMoney(request.needPay)}</dd>
          <dt>{intl.formatMessage(m.expireTime)}</dt>
          <dd>{formatDateTime(request.expireTime)}</dd>
        </dl>
        <OrdersTable orders={request.orderList} total={request.needPay} />
        {open ? <Countdown remainingMs={props.remainingMs} /> : null}
        {open && request.payerBalanceAvailable != null ? (
          <p className="pay-request__muted">
            {intl.formatMessage(m.yourBalance, { amount: formatMoney(request.payerBalanceAvailable) })}
          </p>
        ) : null}
      </section>

      <section
        className="pay-request-card pay-request-decision"
        aria-label={intl.formatMessage(m.thirdParty)}
      >
        {own ? (
          <p className="pay-request__note">
            {intl.formatMessage(m.ownRequest)}{' '}
            <Link to={`/buy/another/detail?requestSn=${encodeURIComponent(request.requestSn)}`}>
              {intl.formatMessage(m.viewRequest)}
            </Link>
          </p>
        ) : null}
        {status === 'requested' && open ? (
          <div className="pay-request-form__check">
            <input
              ref={knowsRef}
              id={`${baseId}-knows`}
              type="checkbox"
              checked={props.applicantKnown}
              disabled={props.busy}
              aria-invalid={prompted || undefined}
              aria-describedby={prompted ? `${baseId}-knows-error` : undefined}
              onChange={(event) => props.onIdentify(event.target.checked)}
            />
            <label htmlFor={`${baseId}-knows`}>{intl.formatMessage(m.knowApplicant)}</label>
            <p id={`${baseId}-knows-error`} className="pay-request-form__error">
              {prompted ? intl.formatMessage(m.identifyFirst) : null}
            </p>
          </div>
        ) : null}
        {status === 'waitingPayment' && open ? (
          <p className="pay-request__note">{intl.formatMessage(m.acceptedNote)}</p>
        ) : null}
        {status === 'paid' ? <p className="pay-request__note">{intl.formatMessage(m.paidByYou)}</p> : null}
        {status === 'cancelled' || status === 'expired' ? <Alert>{intl.formatMessage(m.gone)}</Alert> : null}

        <div role="status" className="pay-request__status">
          {props.busy ? intl.formatMessage(m.busy) : null}
        </div>
        {props.actionError && !props.editingRefusal ? <Alert>{text(props.actionError)}</Alert> : null}

        <div className="pay-request__actions">
          {status === 'requested' && open ? (
            <button
              type="button"
              className="button button--primary"
              disabled={props.busy}
              aria-describedby={prompted ? `${baseId}-knows-error` : undefined}
              onClick={props.onAccept}
            >
              {intl.formatMessage(m.accept)}
            </button>
          ) : null}
          {status === 'waitingPayment' && open ? (
            <button
              type="button"
              className="button button--primary"
              disabled={props.busy}
              onClick={props.onPay}
            >
              {intl.formatMessage(m.pay)}
            </button>
          ) : null}
          {open ? (
            <button type="button" className="button" disabled={props.busy} onClick={props.onRefuse}>
              {intl.formatMessage(m.refuse)}
            </button>
          ) : null}
          {status === 'paid' && !own ? (
            <Link
              className="button button--primary"
              to={`/buy/another/pay/detail?requestSn=${encodeURIComponent(request.requestSn)}`}
            >
              {intl.formatMessage(m.viewPayment)}
            </Link>
          ) : null}
          <Link className="button" to="/buy/another/anotherFor">
            {intl.formatMessage(m.forOthers)}
          </Link>
        </div>
      </section>

      <RefusalDialog {...props} />
    </>
  )
}

function RefusalDialog(props: PayerPayViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const baseId = useId()
  const busy = props.busy
  const formik = useFormik({
    initialValues: { reason: props.refuseReason },
    initialTouched: props.showRefusalErrors ? { reason: true } : {},
    validateOnMount: props.showRefusalErrors ?? false,
    validationSchema: refuseReasonSchema,
    enableReinitialize: false,
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      props.onSubmitRefusal(values.reason.trim())
    },
  })
  const errorId = formik.touched.reason ? formik.errors.reason : undefined
  const error = errorId ? intl.formatMessage({ id: errorId }) : null
  const formId = `${baseId}-form`

  return (
    <Dialog
      open={props.editingRefusal}
      title={intl.formatMessage(m.refuseTitle)}
      onClose={busy ? undefined : props.onDismissRefusal}
      actions={
        <>
          <button type="button" className="button" disabled={busy} onClick={props.onDismissRefusal}>
            {intl.formatMessage(m.refuseDismiss)}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {intl.formatMessage(m.refuseConfirm)}
          </button>
        </>
      }
    >
      <form id={formId} className="pay-request-form" noValidate onSubmit={formik.handleSubmit}>
        <div className="pay-request-form__field">
          <label htmlFor={`${baseId}-reason`}>{intl.formatMessage(m.refuseLabel)}</label>
          <textarea
            id={`${baseId}-reason`}
            name="reason"
            rows={4}
            className="pay-request-form__input"
            value={formik.values.reason}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${baseId}-hint${error ? ` ${baseId}-error` : ''}`}
          />
          <p id={`${baseId}-hint`} className="pay-request__muted">
            {intl.formatMessage(m.refuseHint)}
          </p>
          <p id={`${baseId}-error`} className="pay-request-form__error">
            {error}
          </p>
        </div>
        {props.actionError ? <Alert>{text(props.actionError)}</Alert> : null}
      </form>
    </Dialog>
  )
}
