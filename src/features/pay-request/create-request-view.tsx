// /buy/request?paySn — "Pago por un tercero": the orders and amount of a payment, the payer's email and an
// optional message (payRequestSchema, checked on blur and change), "Enviar solicitud" once (SPEC.md §1, §4,
// §8). Plain view: the route owns the create-request machine. A refusal of the server is shown under the form
// and everything typed stays.
import type { Message } from '../../api/message'
import { useFormik } from 'formik'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { PayOrder } from '../../api/pay-request'
import { PageLoader } from '../../components/page-loader'
import { formatDateTime } from '../../i18n/format'
import { payRequestSchema } from '../../schemas/pay-request.schema'
import { payRequestMessages as m } from './messages'
import { Alert, OrdersTable, useViewText } from './pay-request-parts'
import './pay-request.css'

export type CreateRequestStatus =
  | 'loading'
  | 'loadFailed'
  | 'editing'
  | 'sending'
  | 'alreadyPaid'
  | 'paymentExpired'
  | 'awaitingConfirmation'
  | 'alreadyRequested'

export interface CreateRequestValues {
  payerEmail: string
  message: string
}

export interface CreateRequestViewProps {
  status: CreateRequestStatus
  paySn: string
  payment: { needPay: number; expireTime: string; orderList: PayOrder[] } | null
  /** The open request of the payment (status alreadyRequested). */
  activeRequestSn: string | null
  loadError: Message | null
  /** The server's refusal of the last request (e.g. "El pagador no está registrado en la plataforma."). */
  error: Message | null
  onSubmit: (values: CreateRequestValues) => void
  /** Read the payment again; without it (nothing to retry, e.g. no paySn) no button is shown. */
  onRetry?: () => void
  /** Stories and tests: start with these values, every field touched and validated. */
  initialValues?: Partial<CreateRequestValues>
  showAllErrors?: boolean
}

type Field = keyof CreateRequestValues

export function CreateRequestView(props: CreateRequestViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()

  let body: React.ReactNode
  if (props.status === 'loading') body = <PageLoader />
  else if (props.status === 'loadFailed')
    body = (
      <div className="pay-request__state">
        <Alert>{text(props.loadError ?? { id: m.notFound.id })}</Alert>
        {props.onRetry ? (
          <button type="button" className="button" onClick={props.onRetry}>
            {intl.formatMessage(m.retry)}
          </button>
        ) : null}
      </div>
    )
  else
    body = (
      <>
        {props.payment ? (
          <section className="pay-request-card" aria-labelledby={`${titleId}-payment`}>
            <h2 id={`${titleId}-payment`} className="pay-request-card__title">
              {intl.formatMessage(m.payment)}
            </h2>
            <dl className="pay-request-facts">
              <dt>{intl.formatMessage(m.paySn)}</dt>
              <dd>{props.paySn}</dd>
            </dl>
            <OrdersTable orders={props.payment.orderList} total={props.payment.needPay} />
            {props.status === 'editing' || props.status === 'sending' ? (
              <p className="pay-request__muted">
                {intl.formatMessage(m.payBefore, { date: formatDateTime(props.payment.expireTime) })}
              </p>
            ) : null}
          </section>
        ) : null}
        <Outcome {...props} />
      </>
    )

  return (
    <section className="pay-request" aria-labelledby={titleId}>
      <h1 id={titleId}>{intl.formatMessage(m.createTitle)}</h1>
      <p>{intl.formatMessage(m.createIntro)}</p>
      {body}
    </section>
  )
}

function Outcome(props: CreateRequestViewProps) {
  const intl = useIntl()
  const payLink = (
    <Link className="button" to={`/buy/pay?paySn=${encodeURIComponent(props.paySn)}`}>
      {intl.formatMessage(m.backToPay)}
    </Link>
  )
  switch (props.status) {
    case 'alreadyPaid':
      return (
        <div className="pay-request__state">
          <Alert>{intl.formatMessage(m.alreadyPaid)}</Alert>
          <Link className="button" to="/member/order/list">
            {intl.formatMessage(m.myOrders)}
          </Link>
        </div>
      )
    case 'paymentExpired':
      return (
        <div className="pay-request__state">
          <Alert>{intl.formatMessage(m.paymentExpired)}</Alert>
          <Link className="button" to="/member/order/list">
            {intl.formatMessage(m.myOrders)}
          </Link>
        </div>
      )
    case 'awaitingConfirmation':
      return (
        <div className="pay-request__state">
          <Alert>{intl.formatMessage(m.awaitingConfirmation)}</Alert>
          {payLink}
        </div>
      )
    case 'alreadyRequested':
      return (
        <div className="pay-request__state">
          <Alert>{intl.formatMessage(m.alreadyRequested)}</Alert>
          <div className="pay-request__actions">
            {props.activeRequestSn ? (
              <Link
                className="button button--primary"
                to={`/buy/another/detail?requestSn=${encodeURIComponent(props.activeRequestSn)}`}
              >
                {intl.formatMessage(m.viewRequest)}
              </Link>
            ) : null}
            {payLink}
          </div>
        </div>
      )
    default:
      return <RequestForm {...props} />
  }
}

function RequestForm(props: CreateRequestViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const baseId = useId()
  const busy = props.status === 'sending'
  const formik = useFormik<CreateRequestValues>({
    initialValues: { payerEmail: '', message: '', ...props.initialValues },
    initialTouched: props.showAllErrors ? { payerEmail: true, message: true } : {},
    validateOnMount: props.showAllErrors ?? false,
    validationSchema: payRequestSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false)
      props.onSubmit({ payerEmail: values.payerEmail.trim(), message: values.message.trim() })
    },
  })
  const ids = (field: Field) => ({
    input: `${baseId}-${field}`,
    error: `${baseId}-${field}-error`,
    hint: `${baseId}-${field}-hint`,
  })
  const errorOf = (field: Field): string | null => {
    const id = formik.touched[field] ? formik.errors[field] : undefined
    return id ? intl.formatMessage({ id }) : null
  }
  const describedBy = (field: Field) =>
    [ids(field).hint, errorOf(field) ? ids(field).error : null].filter(Boolean).join(' ')

  return (
    <form
      className="pay-request-form pay-request-card"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-busy={busy}
    >
      <div className="pay-request-form__field">
        <label htmlFor={ids('payerEmail').input}>{intl.formatMessage(m.payerEmail)}</label>
        <input
          id={ids('payerEmail').input}
          name="payerEmail"
          type="email"
          inputMode="email"
          autoComplete="off"
          className="pay-request-form__input"
          value={formik.values.payerEmail}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={errorOf('payerEmail') ? true : undefined}
          aria-describedby={describedBy('payerEmail')}
        />
        <p id={ids('payerEmail').hint} className="pay-request__muted">
          {intl.formatMessage(m.payerEmailHint)}
        </p>
        <p id={ids('payerEmail').error} className="pay-request-form__error">
          {errorOf('payerEmail')}
        </p>
      </div>
      <div className="pay-request-form__field">
        <label htmlFor={ids('message').input}>{intl.formatMessage(m.payerMessage)}</label>
        <textarea
          id={ids('message').input}
          name="message"
          rows={4}
          className="pay-request-form__input"
          value={formik.values.message}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={errorOf('message') ? true : undefined}
          aria-describedby={describedBy('message')}
        />
        <p id={ids('message').hint} className="pay-request__muted">
          {intl.formatMessage(m.payerMessageHint)}
        </p>
        <p id={ids('message').error} className="pay-request-form__error">
          {errorOf('message')}
        </p>
      </div>
      <div className="pay-request__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {intl.formatMessage(m.send)}
        </button>
        <Link className="button" to={`/buy/pay?paySn=${encodeURIComponent(props.paySn)}`}>
          {intl.formatMessage(m.backToPay)}
        </Link>
      </div>
      <div role="status" className="pay-request__status">
        {busy ? intl.formatMessage(m.sending) : null}
      </div>
      {props.error ? <Alert>{text(props.error)}</Alert> : null}
    </form>
  )
}
