// How a payment ended, shared by /buy/pay, /buy/waitFor and /tropipay/success|fail: paid (result), expired
// (SPEC.md §4/§8 "payment order expired"), and the loading / load-failed states of those pages. Plain views.
import type { Message } from '../../api/message'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useToastText } from '../../components/notifications'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { paymentMessages as m } from './messages'

import { PaymentExpiredNote, type PaymentWindowProps } from './payment-window-view'
import './payment.css'
import { ResultHeading } from '../../components/result-heading'

export interface PaidResult {
  tradeSn: string | null
  amount: number
  paidAt: string | null
  balanceAfter: number | null
}

export function PaymentPaidView({ result }: { result: PaidResult }) {
  const intl = useIntl()
  const id = useId()
  const rows = [
    result.tradeSn ? { label: intl.formatMessage(m.tradeSn), value: result.tradeSn } : null,
    { label: intl.formatMessage(m.paidAmount), value: formatMoney(result.amount) },
    result.paidAt ? { label: intl.formatMessage(m.paidAt), value: formatDateTime(result.paidAt) } : null,
    result.balanceAfter != null
      ? { label: intl.formatMessage(m.balanceAfter), value: formatMoney(result.balanceAfter) }
      : null,
  ].filter((row): row is { label: string; value: string } => row !== null)
  return (
    <section className="payment payment-outcome payment-outcome--paid" aria-labelledby={`${id}-title`}>
      <ResultHeading id={`${id}-title`}>{intl.formatMessage(m.paidTitle)}</ResultHeading>
      <p>{intl.formatMessage(m.paidIntro)}</p>
      <dl className="payment-outcome__facts">
        {rows.map((row) => (
          <div key={row.label} className="payment-outcome__fact">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="payment-outcome__actions">
        <Link className="payment-button payment-button--primary" to="/member/order/list">
          {intl.formatMessage(m.myOrders)}
        </Link>
        <Link className="payment-button" to="/index">
          {intl.formatMessage(m.keepShopping)}
        </Link>
      </p>
    </section>
  )
}

export function PaymentExpiredView({ paySn, window }: { paySn: string; window: PaymentWindowProps }) {
  const intl = useIntl()
  const id = useId()
  return (
    <section className="payment payment-outcome payment-outcome--expired" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{intl.formatMessage(m.expiredTitle)}</h1>
      <PaymentExpiredNote window={window} />
      <p className="payment-outcome__meta">
        {intl.formatMessage(m.paySn)}: {paySn}
      </p>
      <p className="payment-outcome__actions">
        <Link className="payment-button payment-button--primary" to="/member/order/list">
          {intl.formatMessage(m.myOrders)}
        </Link>
      </p>
    </section>
  )
}

export function PaymentLoadingView() {
  const intl = useIntl()
  return (
    <section className="payment payment-outcome" aria-busy="true">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p role="status">{intl.formatMessage(m.loading)}</p>
    </section>
  )
}

export function PaymentLoadFailedView({ error, onRetry }: { error: Message | null; onRetry?: () => void }) {
  const intl = useIntl()
  const text = useToastText()
  return (
    <section className="payment payment-outcome payment-outcome--failed">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p role="alert">{error ? text(error) : intl.formatMessage(m.loadFailed)}</p>
      <p className="payment-outcome__actions">
        {onRetry ? (
          <button type="button" className="payment-button payment-button--primary" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </button>
        ) : null}
        <Link className="payment-button" to="/member/order/list">
          {intl.formatMessage(m.myOrders)}
        </Link>
      </p>
    </section>
  )
}
