// /member/coupon — Mis cupones (issue 12 item 6; SPEC.md §2; REFERENCE.md §8 coupon/list): the tabs Sin usar,
// Usados and Caducados with the size of each, one card per received coupon — value (amount or percent),
// threshold, the store or "Plataforma", description, validity, when it was used or ended — "Usar" on the unused
// ones (the goods list it applies to), and the pager (8 a page). Plain props: the route owns the memberCoupons
// actor and keeps the tab in the URL.
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import { Link } from 'react-router'
import type { MemberCoupon, MemberCouponCounts } from '../../api/member-coupons'
import { CountBadge } from '../../components/badges'
import { Pager } from '../../components/pager'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { COUPON_TABS, MEMBER_COUPON_PAGE_SIZE, type CouponTab } from '../../schemas/member-coupon.schema'
import { couponUseHref } from './coupon-use'
import { memberCouponMessages as m } from './messages'
import './member-coupons.css'
import type { Message } from '../../api/message'

export type ViewMessage = Message

export interface MemberCouponsViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  tab: CouponTab
  page: number
  total: number
  coupons: MemberCoupon[]
  /** the size of every tab (null before the first answer) */
  counts: MemberCouponCounts | null
  loadError: ViewMessage | null
  /** the address of a tab (the route keeps the tab in the URL) */
  tabHref(tab: CouponTab): string
  onPage(page: number): void
  onRetry(): void
}

const TAB_LABEL: Record<CouponTab, MessageDescriptor> = { 1: m.tabUnused, 2: m.tabUsed, 3: m.tabExpired }
const TAB_KEY = { 1: 'unused', 2: 'used', 3: 'expired' } as const
const EMPTY: Record<CouponTab, MessageDescriptor> = { 1: m.emptyUnused, 2: m.emptyUsed, 3: m.emptyExpired }

const day = (value: string) => formatDateTime(value).slice(0, 10)

function CouponValue({ coupon }: { coupon: MemberCoupon }) {
  return coupon.couponType === 1 ? (
    <FormattedMessage {...m.amountOff} values={{ amount: formatMoney(coupon.value) }} />
  ) : (
    <FormattedMessage {...m.percentOff} values={{ percent: coupon.value }} />
  )
}

function CouponCard({ coupon }: { coupon: MemberCoupon }) {
  const intl = useIntl()
  const headingId = `member-coupon-${coupon.couponMemberId}`
  const state = TAB_KEY[coupon.useState]
  return (
    <li className={`member-coupon member-coupon--${state}`}>
      <article aria-labelledby={headingId}>
        <p className="member-coupon__value">
          <CouponValue coupon={coupon} />
        </p>
        <h2 id={headingId} className="member-coupon__name">
          {coupon.couponName}
        </h2>
        <p className="member-coupon__condition">
          {coupon.minAmount > 0 ? (
            <FormattedMessage {...m.minAmount} values={{ amount: formatMoney(coupon.minAmount) }} />
          ) : (
            <FormattedMessage {...m.noMinimum} />
          )}
        </p>
        <p className="member-coupon__scope">
          <FormattedMessage {...m.scopeLabel} />{' '}
          {coupon.storeId !== null ? coupon.storeName : <FormattedMessage {...m.platform} />}
        </p>
        <p className="member-coupon__description">{coupon.description}</p>
        <p className="member-coupon__validity">
          <FormattedMessage
            {...m.validity}
            values={{ start: day(coupon.effectiveStart), end: day(coupon.effectiveEnd) }}
          />
        </p>
        {coupon.useState === 1 ? (
          <Link
            className="button button--primary member-coupon__use"
            to={couponUseHref(coupon)}
            aria-label={intl.formatMessage(m.useNamed, { name: coupon.couponName })}
          >
            <FormattedMessage {...m.use} />
          </Link>
        ) : (
          <p className="member-coupon__state">
            <span className="member-coupon__badge">
              <FormattedMessage {...(coupon.useState === 2 ? m.badgeUsed : m.badgeExpired)} />
            </span>{' '}
            {coupon.useState === 2 && coupon.usedAt ? (
              <span>
                <FormattedMessage {...m.usedOn} values={{ date: day(coupon.usedAt) }} />
              </span>
            ) : coupon.useState === 3 ? (
              <span>
                <FormattedMessage {...m.expiredOn} values={{ date: day(coupon.effectiveEnd) }} />
              </span>
            ) : null}
          </p>
        )}
      </article>
    </li>
  )
}

function TabCount({ counts, tab }: { counts: MemberCouponCounts | null; tab: CouponTab }) {
  const intl = useIntl()
  if (!counts) return null
  const count = counts[TAB_KEY[tab]]
  return <CountBadge count={count} label={intl.formatMessage(m.tabCount, { count })} />
}

export function MemberCouponsView(props: MemberCouponsViewProps) {
  const intl = useIntl()
  const say = (message: ViewMessage) =>
    'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values)
  const tabName = intl.formatMessage(TAB_LABEL[props.tab])
  return (
    <div className="page member-coupons">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <p className="member-coupons__lead">
        <FormattedMessage {...m.lead} /> <Link to="/coupon">{intl.formatMessage(m.centreLink)}</Link>
      </p>
      <nav className="member-coupons__tabs" aria-label={intl.formatMessage(m.tabsLabel)}>
        <ul>
          {COUPON_TABS.map((tab) => (
            <li key={tab}>
              <Link to={props.tabHref(tab)} aria-current={props.tab === tab ? 'page' : undefined}>
                <FormattedMessage {...TAB_LABEL[tab]} />
              </Link>
              <TabCount counts={props.counts} tab={tab} />
            </li>
          ))}
        </ul>
      </nav>
      <section
        className="member-coupons__panel"
        aria-label={intl.formatMessage(m.listLabel, { tab: tabName })}
        aria-busy={props.status === 'loading'}
      >
        {props.status === 'loading' ? (
          <p className="member-coupons__muted" role="status">
            <FormattedMessage {...m.loading} />
          </p>
        ) : null}
        {props.status === 'loadFailed' ? (
          <div className="member-coupons__error" role="alert">
            <span>{props.loadError ? say(props.loadError) : null}</span>{' '}
            <button type="button" className="button" onClick={props.onRetry}>
              <FormattedMessage {...m.retry} />
            </button>
          </div>
        ) : props.status === 'ready' && props.coupons.length === 0 ? (
          <p className="empty-state" role="status">
            <FormattedMessage {...EMPTY[props.tab]} />
          </p>
        ) : props.coupons.length > 0 ? (
          <ul className="member-coupons__list">
            {props.coupons.map((coupon) => (
              <CouponCard key={coupon.couponMemberId} coupon={coupon} />
            ))}
          </ul>
        ) : null}
      </section>
      {props.status !== 'loadFailed' ? (
        <Pager
          page={props.page}
          limit={MEMBER_COUPON_PAGE_SIZE}
          total={props.total}
          pageSizes={[MEMBER_COUPON_PAGE_SIZE]}
          onChange={(page) => props.onPage(page)}
        />
      ) : null}
    </div>
  )
}
