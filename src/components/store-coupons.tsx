// A store's coupons where buyers look for them (issue 16 item 4; REFERENCE.md goods detail "up to 4 chips,
// dialog with receive", cart store header popover): the chips, and the list with a "Recibir" button per coupon.
// Plain props: the screen that shows them owns the receiving flow (machines/coupon-receive) and the list.
import { isText } from '../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Coupon } from '../api/content'
import type { ErrorMessage } from '../api/errors'
import { formatDateTime, formatMoney } from '../i18n/format'
import { storeCouponMessages as m } from './store-coupons.messages'
import './store-coupons.css'

export interface StoreCouponNotice {
  kind: 'success' | 'error'
  message: ErrorMessage
}

export interface StoreCouponsState {
  /** null while the list loads */
  coupons: Coupon[] | null
  failed: boolean
  /** ms timestamp the validity windows are compared with */
  now: number
  /** the coupon being received, if any */
  pendingId: number | null
  notices: Record<number, StoreCouponNotice>
}

export interface StoreCouponListProps extends StoreCouponsState {
  onReceive: (couponId: number) => void
  onRetry: () => void
  /** the list's heading level inside its dialog or popover */
  headingLevel?: 2 | 3
}

/** REFERENCE.md: the product detail shows up to 4 chips. */
export const MAX_COUPON_CHIPS = 4

export type StoreCouponStatus = 'receivable' | 'received' | 'soldOut' | 'expired'

export function storeCouponStatus(coupon: Coupon, now: number): StoreCouponStatus {
  if (coupon.isReceived) return 'received'
  if (Date.parse(coupon.effectiveEnd) < now || Date.parse(coupon.effectiveStart) > now) return 'expired'
  if (coupon.received >= coupon.total) return 'soldOut'
  return 'receivable'
}

const BUTTON_LABEL = {
  receivable: m.receive,
  received: m.received,
  soldOut: m.soldOut,
  expired: m.expired,
} as const

function CouponValue({ coupon }: { coupon: Coupon }) {
  return coupon.couponType === 1 ? (
    <FormattedMessage {...m.amountOff} values={{ amount: formatMoney(coupon.value) }} />
  ) : (
    <FormattedMessage {...m.percentOff} values={{ percent: coupon.value }} />
  )
}

function useValueText() {
  const intl = useIntl()
  return (coupon: Coupon) =>
    coupon.couponType === 1
      ? intl.formatMessage(m.amountOff, { amount: formatMoney(coupon.value) })
      : intl.formatMessage(m.percentOff, { percent: coupon.value })
}

/** Up to four chips: value and minimum; a received one says so. */
export function CouponChips({ coupons }: { coupons: Coupon[] }) {
  const intl = useIntl()
  const valueText = useValueText()
  return (
    <ul className="coupon-chips" aria-label={intl.formatMessage(m.chipsLabel)}>
      {coupons.slice(0, MAX_COUPON_CHIPS).map((coupon) => {
        const value = valueText(coupon)
        return (
          <li
            key={coupon.couponId}
            className={`coupon-chip${coupon.isReceived ? ' coupon-chip--received' : ''}`}
          >
            {coupon.isReceived ? intl.formatMessage(m.chipReceived, { value }) : value}
          </li>
        )
      })}
    </ul>
  )
}

function NoticeText({ message }: { message: ErrorMessage }) {
  const intl = useIntl()
  return <>{isText(message) ? message.text : intl.formatMessage({ id: message.id })}</>
}

/** The coupons with their conditions and a "Recibir" button each; a refusal stays on its coupon. */
export function StoreCouponList(props: StoreCouponListProps) {
  const intl = useIntl()
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3'
  if (props.failed)
    return (
      <div className="store-coupons__state" role="alert">
        <p>
          <FormattedMessage {...m.failed} />
        </p>
        <button type="button" className="button" onClick={props.onRetry}>
          <FormattedMessage {...m.retry} />
        </button>
      </div>
    )
  if (props.coupons === null)
    return (
      <p className="store-coupons__state" role="status">
        <FormattedMessage {...m.loading} />
      </p>
    )
  if (props.coupons.length === 0)
    return (
      <p className="store-coupons__state" role="status">
        <FormattedMessage {...m.empty} />
      </p>
    )
  return (
    <ul className="store-coupons">
      {props.coupons.map((coupon) => {
        const status = storeCouponStatus(coupon, props.now)
        const pending = props.pendingId === coupon.couponId
        const notice = props.notices[coupon.couponId]
        const action = intl.formatMessage(pending ? m.receiving : BUTTON_LABEL[status])
        return (
          <li key={coupon.couponId} className={`store-coupon store-coupon--${status}`}>
            <div className="store-coupon__body">
              <Heading className="store-coupon__value">
                <CouponValue coupon={coupon} />
              </Heading>
              <p className="store-coupon__condition">
                {coupon.minAmount > 0 ? (
                  <FormattedMessage {...m.minAmount} values={{ amount: formatMoney(coupon.minAmount) }} />
                ) : (
                  <FormattedMessage {...m.noMinimum} />
                )}
              </p>
              <p className="store-coupon__meta">
                <FormattedMessage
                  {...m.validity}
                  values={{ end: formatDateTime(coupon.effectiveEnd).slice(0, 10) }}
                />
                {' · '}
                <FormattedMessage
                  {...m.remaining}
                  values={{ count: Math.max(0, coupon.total - coupon.received) }}
                />
              </p>
            </div>
            <button
              type="button"
              className={`button${status === 'receivable' ? ' button--primary' : ''} store-coupon__button`}
              disabled={status !== 'receivable' || pending}
              aria-busy={pending || undefined}
              aria-label={intl.formatMessage(m.receiveLabel, { action, name: coupon.couponName })}
              onClick={() => props.onReceive(coupon.couponId)}
            >
              {action}
            </button>
            <p
              className={`store-coupon__notice${notice ? ` store-coupon__notice--${notice.kind}` : ''}`}
              role="status"
            >
              {notice ? <NoticeText message={notice.message} /> : null}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
