// /buy/another/result?requestSn — after the applicant sent a request (what happens next, links to its detail
// and to the list), and ?requestSn&paid=1 after the payer paid ("Pago realizado para <applicant>"). The page
// states what the server says, never what the URL claims (SPEC.md §4). Plain view: the route's loader reads it.
import type { Message } from '../../api/message'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { PayRequestDetail } from '../../api/pay-request'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { payRequestMessages as m } from './messages'
import { Alert, StateBadge, useViewText } from './pay-request-parts'
import './pay-request.css'

export interface RequestResultViewProps {
  request: PayRequestDetail | null
  /** The payer came back from paying (?paid=1). */
  paidReturn: boolean
  error: Message | null
  onRetry?: () => void
}

export function RequestResultView({ request, paidReturn, error, onRetry }: RequestResultViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()

  if (!request)
    return (
      <section className="pay-request" aria-labelledby={titleId}>
        <h1 id={titleId}>{intl.formatMessage(m.thirdParty)}</h1>
        <div className="pay-request__state">
          <Alert>{text(error ?? { id: m.notFound.id })}</Alert>
          {onRetry ? (
            <button type="button" className="button" onClick={onRetry}>
              {intl.formatMessage(m.retry)}
            </button>
          ) : null}
        </div>
      </section>
    )

  const detailHref = `/buy/another/detail?requestSn=${encodeURIComponent(request.requestSn)}`
  const payerDetailHref = `/buy/another/pay/detail?requestSn=${encodeURIComponent(request.requestSn)}`
  const applicant = request.applicant.companyName
    ? `${request.applicant.memberName} (${request.applicant.companyName})`
    : request.applicant.memberName

  if (paidReturn || request.role === 'payer') {
    const paid = request.state === 'paid'
    return (
      <section className="pay-request pay-request--result" aria-labelledby={titleId}>
        <h1 id={titleId}>
          {paid ? intl.formatMessage(m.resultPaidTitle, { applicant }) : intl.formatMessage(m.thirdParty)}
        </h1>
        {paid ? (
          <p className="pay-request__lead">
            {intl.formatMessage(m.resultPaidText, {
              amount: formatMoney(request.needPay),
              applicant,
              date: request.paidAt ? formatDateTime(request.paidAt) : '',
            })}
          </p>
        ) : (
          <>
            <p className="pay-request__lead">{intl.formatMessage(m.resultNotPaid)}</p>
            <p>
              {intl.formatMessage(m.resultCurrentState, { state: request.stateValue })}{' '}
              <StateBadge state={request.state} label={request.stateValue} />
            </p>
          </>
        )}
        <div className="pay-request__actions">
          <Link
            className="button button--primary"
            to={
              paid ? payerDetailHref : `/buy/another/pay?requestSn=${encodeURIComponent(request.requestSn)}`
            }
          >
            {intl.formatMessage(paid ? m.viewPayment : m.goToPayerPage)}
          </Link>
          <Link className="button" to="/buy/another/anotherFor">
            {intl.formatMessage(m.forOthers)}
          </Link>
        </div>
      </section>
    )
  }

  return (
    <section className="pay-request pay-request--result" aria-labelledby={titleId}>
      <h1 id={titleId}>{intl.formatMessage(m.resultSentTitle)}</h1>
      <p className="pay-request__lead">
        {intl.formatMessage(m.resultSentText, {
          amount: formatMoney(request.needPay),
          payer: request.payer.memberName,
          email: request.payer.email,
        })}
      </p>
      <dl className="pay-request-facts">
        <dt>{intl.formatMessage(m.requestSn)}</dt>
        <dd>{request.requestSn}</dd>
        <dt>{intl.formatMessage(m.state)}</dt>
        <dd>
          <StateBadge state={request.state} label={request.stateValue} />
        </dd>
        <dt>{intl.formatMessage(m.orders)}</dt>
        <dd>{request.orderSnList.join(', ')}</dd>
      </dl>
      <h2>{intl.formatMessage(m.resultNextTitle)}</h2>
      <ol className="pay-request__steps">
        <li>{intl.formatMessage(m.resultNextIdentify)}</li>
        <li>{intl.formatMessage(m.resultNextPay)}</li>
        <li>{intl.formatMessage(m.resultNextExpire, { date: formatDateTime(request.expireTime) })}</li>
        <li>{intl.formatMessage(m.resultNextCancel)}</li>
      </ol>
      <div className="pay-request__actions">
        <Link className="button button--primary" to={detailHref}>
          {intl.formatMessage(m.viewDetail)}
        </Link>
        <Link className="button" to="/buy/another/list">
          {intl.formatMessage(m.myRequests)}
        </Link>
      </div>
    </section>
  )
}
