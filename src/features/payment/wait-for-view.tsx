// /buy/waitFor (SPEC.md §4 "Remittance or cash payment: pending store confirmation"): the transfer's proof is
// with the store; the page reads the payment every 5 s (the route's machine) until the store answers.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { PayInfo } from '../../api/payment'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { paymentMessages as m } from './messages'
import './payment.css'
import { Picture } from '../../components/picture'

export interface WaitForViewProps {
  info: PayInfo
}

export function WaitForView({ info }: WaitForViewProps) {
  const intl = useIntl()
  const id = useId()
  return (
    <section className="payment payment-outcome payment-outcome--waiting" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{intl.formatMessage(m.waitTitle)}</h1>
      <p role="status">{intl.formatMessage(m.waitIntro)}</p>
      <dl className="payment-outcome__facts">
        <div className="payment-outcome__fact">
          <dt>{intl.formatMessage(m.paySn)}</dt>
          <dd>{info.paySn}</dd>
        </div>
        <div className="payment-outcome__fact">
          <dt>{intl.formatMessage(m.needPay)}</dt>
          <dd>{formatMoney(info.needPay)}</dd>
        </div>
        <div className="payment-outcome__fact">
          <dt>{intl.formatMessage(m.orderSn)}</dt>
          <dd>{info.orderList.map((order) => order.orderSn).join(', ')}</dd>
        </div>
        {info.paidAt ? (
          <div className="payment-outcome__fact">
            <dt>{intl.formatMessage(m.paidAt)}</dt>
            <dd>{formatDateTime(info.paidAt)}</dd>
          </div>
        ) : null}
      </dl>
      {info.proofUrl ? (
        <section className="payment-proof" aria-labelledby={`${id}-proof`}>
          <h2 id={`${id}-proof`}>{intl.formatMessage(m.waitProofTitle)}</h2>
          <Picture
            className="payment-proof__image"
            src={info.proofUrl}
            alt={intl.formatMessage(m.waitProofAlt)}
          />
        </section>
      ) : null}
      <p className="payment-outcome__actions">
        <Link className="payment-button payment-button--primary" to="/member/order/list">
          {intl.formatMessage(m.myOrders)}
        </Link>
      </p>
    </section>
  )
}
