// The checkout's totals as the server computed them, where the order goes, the shopping agreement, the notices
// and "Enviar pedido".
import type { Message } from '../../api/message'
import { FormattedMessage } from 'react-intl'
import type { Address, CheckoutData } from '../../api/checkout'
import { EuroReference } from '../../components/euro-reference'
import { FreightLabel, FreightValue, overallExpressState } from '../../components/freight-amount'
import { Amount, FieldError, useText, type CheckoutStatus } from './checkout-parts'
import { checkoutMessages as m } from './messages'

export interface CheckoutSummaryProps {
  agreement: boolean
  agreementError: Message | null
  notice: Message | null
  /** "submit order failed" (SPEC.md §8): shown while the order list is 2 s away */
  submitFailure: Message | null
  onAgreementChange: (checked: boolean) => void
  onSubmit: () => void
  onDismissNotice: () => void
  /** EUR per USD for the total's reference (SPEC.md §9, issue 16 item 10); null or absent: none shown */
  euroRate?: number | null
}

export function CheckoutSummarySection({
  summary,
  checkout,
  shipTo: address,
  status,
  recalculating,
}: {
  summary: CheckoutSummaryProps
  checkout: CheckoutData
  /** the address chosen, else the one the server priced */
  shipTo: Address | null
  status: CheckoutStatus
  recalculating: boolean
}) {
  const text = useText()
  const sending = status === 'submitting'
  return (
    <section
      className="checkout-section checkout-summary"
      aria-labelledby="checkout-summary-title"
      aria-busy={recalculating}
    >
      <h2 id="checkout-summary-title">
        <FormattedMessage {...m.summaryTitle} />
      </h2>
      <dl className="checkout-amounts">
        <Amount label={<FormattedMessage {...m.summaryGoods} />} value={checkout.goodsAmount} />
        <Amount label={<FormattedMessage {...m.summaryCoupons} />} value={checkout.couponAmount} negative />
        <Amount
          label={<FormattedMessage {...m.summaryPoints} values={{ points: checkout.integral }} />}
          value={checkout.integralCashAmount}
          negative
        />
        <div className="checkout-amount checkout-amount--freight">
          <dt>
            <FreightLabel />
          </dt>
          <dd>
            <FreightValue
              expressFee={checkout.expressFee}
              expressState={overallExpressState(checkout.storeGroupList)}
            />
          </dd>
        </div>
        <Amount label={<FormattedMessage {...m.summaryTotal} />} value={checkout.totalAmount} strong />
      </dl>
      <p className="checkout-summary__euro">
        <EuroReference amount={checkout.totalAmount} rate={summary.euroRate} />
      </p>
      <p className="checkout-summary__status" role="status">
        {recalculating ? <FormattedMessage {...m.recalculating} /> : null}
        {sending ? <FormattedMessage {...m.submitting} /> : null}
      </p>
      {checkout.stockType === 'reserved' ? (
        <p className="checkout-section__note">
          <FormattedMessage {...m.summaryReserved} />
        </p>
      ) : address ? (
        <p className="checkout-section__note">
          <FormattedMessage
            {...m.summaryShipTo}
            values={{ name: address.memberName, address: `${address.addressAll} · ${address.detailAddress}` }}
          />
        </p>
      ) : null}
      <div className="checkout-agreement">
        <label className="checkout-agreement__label">
          <input
            type="checkbox"
            checked={summary.agreement}
            disabled={status !== 'ready'}
            aria-invalid={summary.agreementError ? true : undefined}
            aria-describedby={summary.agreementError ? 'checkout-agreement-error' : undefined}
            onChange={(event) => summary.onAgreementChange(event.target.checked)}
          />
          <FormattedMessage {...m.agreement} />
        </label>
        <a href="/agreement" target="_blank" rel="noopener noreferrer" className="checkout-agreement__link">
          <FormattedMessage {...m.agreementLink} />
        </a>
        <FieldError id="checkout-agreement-error" message={summary.agreementError} />
      </div>
      {summary.notice && (
        <div className="checkout-notice" role="alert">
          <p>{text(summary.notice)}</p>
          <button type="button" className="link-button" onClick={summary.onDismissNotice}>
            <FormattedMessage {...m.closeNotice} />
          </button>
        </div>
      )}
      {status === 'submitFailed' && summary.submitFailure && (
        <div className="checkout-notice checkout-notice--error" role="alert">
          <p>{text(summary.submitFailure)}</p>
          <p>
            <FormattedMessage {...m.redirecting} />
          </p>
        </div>
      )}
      <button
        type="button"
        className="button button--primary checkout-summary__submit"
        disabled={status !== 'ready' || recalculating}
        aria-busy={sending}
        onClick={summary.onSubmit}
      >
        <FormattedMessage {...m.submit} />
      </button>
    </section>
  )
}
