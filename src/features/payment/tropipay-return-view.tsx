// /tropipay/success and /tropipay/fail when the payment is still unpaid: the e-payment did not complete
// (the pages read the payment; the URL alone proves nothing).
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paymentMessages as m } from './messages'
import './payment.css'

export function GatewayNotCompletedView({ paySn }: { paySn: string }) {
  const intl = useIntl()
  const id = useId()
  return (
    <section className="payment payment-outcome payment-outcome--failed" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{intl.formatMessage(m.gatewayFailedTitle)}</h1>
      <p>{intl.formatMessage(m.gatewayFailedIntro)}</p>
      <p className="payment-outcome__meta">
        {intl.formatMessage(m.paySn)}: {paySn}
      </p>
      <p className="payment-outcome__actions">
        <Link
          className="payment-button payment-button--primary"
          to={`/buy/pay?paySn=${encodeURIComponent(paySn)}`}
        >
          {intl.formatMessage(m.tryAgain)}
        </Link>
        <Link className="payment-button" to="/member/order/list">
          {intl.formatMessage(m.myOrders)}
        </Link>
      </p>
    </section>
  )
}
