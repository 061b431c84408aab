// /buy/another/detail?requestSn (the applicant: state, payer, amount, orders, expiry countdown, "Cancelar
// solicitud" with a confirmation while requested or waiting payment; a refusal shows the payer's reason) and
// /buy/another/pay/detail?requestSn (the payer: what was paid and when, or why it is closed). SPEC.md §4, §8.
// Plain view: the route owns the pay-request machine.
import type { Message } from '../../api/message'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { PayRequestDetail, PayRequestRole, PayRequestState } from '../../api/pay-request'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { PageLoader } from '../../components/page-loader'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { payRequestMessages as m } from './messages'
import { Alert, Countdown, OrdersTable, PartyFacts, StateBadge, useViewText } from './pay-request-parts'
import './pay-request.css'

export type RequestPageStatus = 'loading' | 'loadFailed' | PayRequestState

export interface RequestDetailViewProps {
  /** Which side of the request the page shows. */
  side: PayRequestRole
  status: RequestPageStatus
  request: PayRequestDetail | null
  /** Remaining time by the server's clock (open requests). */
  remainingMs: number
  busy: boolean
  confirmingCancel: boolean
  loadError: Message | null
  actionError: Message | null
  onCancel: () => void
  onConfirmCancel: () => void
  onDismissCancel: () => void
  /** Read the request again; without it (nothing to retry, e.g. no requestSn) no button is shown. */
  onRetry?: () => void
}

export const isOpen = (status: RequestPageStatus) => status === 'requested' || status === 'waitingPayment'

export const listPath = (role: PayRequestRole) =>
  role === 'applicant' ? '/buy/another/list' : '/buy/another/anotherFor'

export function RequestDetailView(props: RequestDetailViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()
  const { request, side: role, status } = props
  const title = intl.formatMessage(role === 'applicant' ? m.detailTitle : m.payerDetailTitle)

  return (
    <section className="pay-request" aria-labelledby={titleId} aria-busy={props.busy}>
      <h1 id={titleId}>{title}</h1>
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
            <Link className="button" to={listPath(role)}>
              {intl.formatMessage(role === 'applicant' ? m.myRequests : m.forOthers)}
            </Link>
          </div>
        </div>
      ) : null}
      {request && status !== 'loading' && status !== 'loadFailed' ? (
        <DetailBody {...props} request={request} status={status} />
      ) : null}
    </section>
  )
}

function StateNote({
  side: role,
  status,
  request,
}: {
  side: PayRequestRole
  status: PayRequestState
  request: PayRequestDetail
}) {
  const intl = useIntl()
  if (status === 'cancelled' || status === 'expired') {
    if (role === 'payer') return <p className="pay-request__note">{intl.formatMessage(m.gone)}</p>
    if (status === 'expired') return <p className="pay-request__note">{intl.formatMessage(m.expiredNote)}</p>
    return (
      <p className="pay-request__note">
        {intl.formatMessage(request.cancelledBy === 'payer' ? m.cancelledByPayer : m.cancelledByApplicant)}
      </p>
    )
  }
  const note = { requested: m.requestedNote, waitingPayment: m.waitingNote, paid: m.paidNote }[status]
  return <p className="pay-request__note">{intl.formatMessage(note)}</p>
}

function DetailBody(props: RequestDetailViewProps & { request: PayRequestDetail; status: PayRequestState }) {
  const intl = useIntl()
  const text = useViewText()
  const { request, side: role, status } = props
  const open = isOpen(status)
  const counterpart = role === 'applicant' ? request.payer : request.applicant

  return (
    <>
      <section className="pay-request-card" aria-label={intl.formatMessage(m.thirdParty)}>
        <dl className="pay-request-facts">
          <dt>{intl.formatMessage(m.requestSn)}</dt>
          <dd>{request.requestSn}</dd>
          <dt>{intl.formatMessage(m.state)}</dt>
          <dd>
            <StateBadge state={status} label={request.stateValue} />
          </dd>
          <dt>{intl.formatMessage(m.amount)}</dt>
          <dd className="pay-request__amount">{formatMoney(request.needPay)}</dd>
          <dt>{intl.formatMessage(m.createTime)}</dt>
          <dd>{formatDateTime(request.createTime)}</dd>
          {status === 'paid' && request.paidAt ? (
            <>
              <dt>{intl.formatMessage(m.paidAt)}</dt>
              <dd>{formatDateTime(request.paidAt)}</dd>
            </>
          ) : (
            <>
              <dt>{intl.formatMessage(m.expireTime)}</dt>
              <dd>{formatDateTime(request.expireTime)}</dd>
            </>
          )}
        </dl>
        <StateNote side={role} status={status} request={request} />
        {status === 'cancelled' && request.cancelledBy === 'payer' && request.refuseReason ? (
          <div className="pay-request__reason">
            <h2 className="pay-request-card__title">{intl.formatMessage(m.refuseReason)}</h2>
            <p>{request.refuseReason}</p>
          </div>
        ) : null}
        {open ? <Countdown remainingMs={props.remainingMs} /> : null}
        <div role="status" className="pay-request__status">
          {props.busy ? intl.formatMessage(m.busy) : null}
        </div>
        {props.actionError ? <Alert>{text(props.actionError)}</Alert> : null}
        <div className="pay-request__actions">
          {open && role === 'applicant' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={props.busy}
              onClick={props.onCancel}
            >
              {intl.formatMessage(m.cancel)}
            </button>
          ) : null}
          {open && role === 'payer' ? (
            <Link
              className="button button--primary"
              to={`/buy/another/pay?requestSn=${encodeURIComponent(request.requestSn)}`}
            >
              {intl.formatMessage(m.goToPayerPage)}
            </Link>
          ) : null}
          <Link className="button" to={listPath(role)}>
            {intl.formatMessage(role === 'applicant' ? m.myRequests : m.forOthers)}
          </Link>
        </div>
      </section>

      <PartyFacts
        title={intl.formatMessage(role === 'applicant' ? m.payer : m.applicant)}
        party={counterpart}
      />

      {request.message ? (
        <section className="pay-request-card" aria-label={intl.formatMessage(m.message)}>
          <h2 className="pay-request-card__title">{intl.formatMessage(m.message)}</h2>
          <p className="pay-request__message">{request.message}</p>
        </section>
      ) : null}

      <section className="pay-request-card" aria-label={intl.formatMessage(m.orders)}>
        <h2 className="pay-request-card__title">{intl.formatMessage(m.orders)}</h2>
        <OrdersTable orders={request.orderList} total={request.needPay} />
      </section>

      <ConfirmDialog
        open={props.confirmingCancel}
        title={intl.formatMessage(m.cancelTitle)}
        message={intl.formatMessage(m.cancelText)}
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.cancelDismiss)}
        onConfirm={props.onConfirmCancel}
        onCancel={props.onDismissCancel}
      />
    </>
  )
}
