// Platform coupons beside the store coupons (issue 16 item 4; REFERENCE.md checkout "platform coupons tab:
// cards, click toggles"): one coupon of the platform for the whole order, or none. A card whose minimum the
// order does not reach is shown but cannot be chosen; the refusal of a choice is shown under the cards.
import type { Message } from '../../api/message'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CheckoutCoupon, CheckoutData } from '../../api/checkout'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { Amount, FieldError } from './checkout-parts'
import { platformCouponViewMessages as m } from './platform-coupon-messages'

export interface CheckoutPlatformCouponsProps {
  /** The buyer's choice, shown at once while the total is recomputed; null is "none". */
  selected: string | null
  error: Message | null
  onSelect: (couponCode: string | null) => void
}

function CouponCard({
  coupon,
  name,
  checked,
  disabled,
  onSelect,
}: {
  coupon: CheckoutCoupon
  name: string
  checked: boolean
  disabled: boolean
  onSelect: () => void
}) {
  const intl = useIntl()
  const value =
    coupon.couponType === 1
      ? intl.formatMessage(m.amountOff, { amount: formatMoney(coupon.value) })
      : intl.formatMessage(m.percentOff, { percent: coupon.value })
  return (
    <li className={`platform-coupon${coupon.usable ? '' : ' platform-coupon--unusable'}`}>
      <label className="platform-coupon__label">
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled || !coupon.usable}
          onChange={onSelect}
        />
        <span className="platform-coupon__body">
          <strong>{coupon.couponName}</strong>
          <span>{value}</span>
          <span>
            <FormattedMessage {...m.minimum} values={{ amount: formatMoney(coupon.minAmount) }} />
          </span>
          {coupon.effectiveEnd ? (
            <span>
              <FormattedMessage
                {...m.until}
                values={{ date: formatDateTime(coupon.effectiveEnd).slice(0, 10) }}
              />
            </span>
          ) : null}
          <span className="platform-coupon__state">
            {coupon.usable ? (
              <FormattedMessage {...m.saves} values={{ amount: formatMoney(coupon.discount ?? 0) }} />
            ) : (
              <FormattedMessage {...m.notReached} />
            )}
          </span>
        </span>
      </label>
    </li>
  )
}

export function CheckoutPlatformCouponsSection({
  checkout,
  coupons,
  editable,
}: {
  checkout: CheckoutData
  coupons: CheckoutPlatformCouponsProps
  editable: boolean
}) {
  const name = useId()
  const errorId = `${name}-error`
  const list = checkout.platformCouponList ?? []
  const selected = coupons.selected
  return (
    <section className="checkout-section" aria-labelledby="checkout-platform-coupons-title">
      <h2 id="checkout-platform-coupons-title">
        <FormattedMessage {...m.title} />
      </h2>
      {list.length === 0 ? (
        <p>
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <fieldset className="platform-coupons" aria-describedby={errorId}>
          <legend className="visually-hidden">
            <FormattedMessage {...m.title} />
          </legend>
          <ul className="platform-coupons__list">
            <li className="platform-coupon">
              <label className="platform-coupon__label">
                <input
                  type="radio"
                  name={name}
                  checked={selected === null}
                  disabled={!editable}
                  onChange={() => coupons.onSelect(null)}
                />
                <span className="platform-coupon__body">
                  <FormattedMessage {...m.none} />
                </span>
              </label>
            </li>
            {list.map((coupon) => (
              <CouponCard
                key={coupon.couponCode}
                coupon={coupon}
                name={name}
                checked={selected === coupon.couponCode}
                disabled={!editable}
                onSelect={() => coupons.onSelect(coupon.couponCode)}
              />
            ))}
          </ul>
        </fieldset>
      )}
      <FieldError id={errorId} message={coupons.error} />
      {(checkout.platformCouponAmount ?? 0) > 0 ? (
        <dl className="checkout-amounts">
          <Amount
            label={<FormattedMessage {...m.discount} />}
            value={checkout.platformCouponAmount ?? 0}
            negative
          />
        </dl>
      ) : null}
    </section>
  )
}
