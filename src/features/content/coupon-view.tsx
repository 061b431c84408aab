// /coupon — the coupon centre (issue 4 item 6): one card per coupon with its value, conditions, scope
// (platform or store), validity, how many were received, and the "Recibir" button.
import { FormattedMessage, useIntl } from 'react-intl'
import type { Coupon } from '../../api/content'
import type { ErrorMessage } from '../../api/errors'
import { StoreLink } from '../../components/entity-links'
import { Pager } from '../../components/pager'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { ErrorText } from './content-nav'
import { contentMessages as m } from './messages'
import './content.css'

export interface CouponNotice {
  kind: 'success' | 'error'
  message: ErrorMessage
}

export interface CouponViewProps {
  coupons: Coupon[]
  page: number
  limit: number
  total: number
  /** ms timestamp the validity windows are compared with */
  now: number
  /** the coupon being received, if any */
  pendingId: number | null
  notices: Record<number, CouponNotice>
  onReceive: (coupon: Coupon) => void
  onPageChange: (page: number, limit: number) => void
}

type CouponStatus = 'receivable' | 'received' | 'soldOut' | 'expired'

export function couponStatus(coupon: Coupon, now: number): CouponStatus {
  if (coupon.isReceived) return 'received'
  if (Date.parse(coupon.effectiveEnd) < now || Date.parse(coupon.effectiveStart) > now) return 'expired'
  if (coupon.received >= coupon.total) return 'soldOut'
  return 'receivable'
}

const BUTTON_LABEL = {
  receivable: m.couponReceive,
  received: m.couponReceived,
  soldOut: m.couponSoldOut,
  expired: m.couponExpired,
} as const

const day = (value: string) => formatDateTime(value).slice(0, 10)

function CouponCard({
  coupon,
  now,
  pending,
  notice,
  onReceive,
}: {
  coupon: Coupon
  now: number
  pending: boolean
  notice: CouponNotice | undefined
  onReceive: () => void
}) {
  const intl = useIntl()
  const status = couponStatus(coupon, now)
  const headingId = `coupon-${coupon.couponId}`
  return (
    <li className={`coupon-card coupon-card--${status}`}>
      <article aria-labelledby={headingId}>
        <p className="coupon-card__value">
          {coupon.couponType === 1 ? (
            <FormattedMessage {...m.couponAmountOff} values={{ amount: formatMoney(coupon.value) }} />
          ) : (
            <FormattedMessage {...m.couponPercentOff} values={{ percent: coupon.value }} />
          )}
        </p>
        <h2 id={headingId} className="coupon-card__name">
          {coupon.couponName}
        </h2>
        <p className="coupon-card__condition">
          {coupon.minAmount > 0 ? (
            <FormattedMessage {...m.couponMinAmount} values={{ amount: formatMoney(coupon.minAmount) }} />
          ) : (
            <FormattedMessage {...m.couponNoMinimum} />
          )}
        </p>
        <p className="coupon-card__scope">
          {coupon.storeId ? (
            <>
              <FormattedMessage {...m.couponStore} />{' '}
              <StoreLink storeId={coupon.storeId}>{coupon.storeName ?? ''}</StoreLink>
            </>
          ) : (
            <FormattedMessage {...m.couponPlatform} />
          )}
        </p>
        <p className="coupon-card__description">{coupon.description}</p>
        <p className="coupon-card__validity">
          <FormattedMessage
            {...m.couponValidity}
            values={{ start: day(coupon.effectiveStart), end: day(coupon.effectiveEnd) }}
          />
        </p>
        <div className="coupon-card__progress">
          <progress
            value={Math.min(coupon.received, coupon.total)}
            max={Math.max(1, coupon.total)}
            aria-label={intl.formatMessage(m.couponProgressLabel, { name: coupon.couponName })}
          />
          <span>
            <FormattedMessage
              {...m.couponProgress}
              values={{ received: coupon.received, total: coupon.total }}
            />
          </span>
        </div>
        <button
          type="button"
          className={`button${status === 'receivable' ? ' button--primary' : ''} coupon-card__button`}
          disabled={status !== 'receivable' || pending}
          aria-busy={pending || undefined}
          onClick={onReceive}
        >
          <FormattedMessage {...(pending ? m.couponReceiving : BUTTON_LABEL[status])} />
        </button>
        <p
          className={`coupon-card__notice${notice ? ` coupon-card__notice--${notice.kind}` : ''}`}
          role="status"
        >
          {notice ? <ErrorText message={notice.message} /> : null}
        </p>
      </article>
    </li>
  )
}

export function CouponView(props: CouponViewProps) {
  return (
    <div className="page coupon-centre">
      <h1>
        <FormattedMessage {...m.couponTitle} />
      </h1>
      <p className="content-page__lead">
        <FormattedMessage {...m.couponLead} />
      </p>
      {props.coupons.length === 0 ? (
        <p className="empty-state" role="status">
          <FormattedMessage {...m.couponEmpty} />
        </p>
      ) : (
        <ul className="coupon-list">
          {props.coupons.map((coupon) => (
            <CouponCard
              key={coupon.couponId}
              coupon={coupon}
              now={props.now}
              pending={props.pendingId === coupon.couponId}
              notice={props.notices[coupon.couponId]}
              onReceive={() => props.onReceive(coupon)}
            />
          ))}
        </ul>
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
    </div>
  )
}
