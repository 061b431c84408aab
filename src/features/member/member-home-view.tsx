// /member/index — the member home (issue 11 item 3; SPEC.md §2): identity (name, member type, avatar) and
// review state, the money figures linking to their screens (wallet, points, coupons, credit), the order
// counts per status tab (GLOSSARY.md labels), the recent footprint and the shortcuts. Plain props.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Footprint } from '../../api/member-lists'
import type { MemberSummary, OrderStateCount } from '../../api/member-home'
import type { MemberInfo } from '../../api/session'
import { ProductLink } from '../../components/entity-links'
import { LazyImage } from '../../components/lazy-image'
import { ORDER_TABS, orderStateMessage } from '../../components/order-status'
import { formatMoney } from '../../i18n/format'
import { TYPE_LABEL, safeImageUrl } from './member-parts'
import { memberHomeMessages as h, memberMessages as m } from './messages'

export interface MemberHomeViewProps {
  member: MemberInfo
  /** null: the figures could not be read (the identity still shows) */
  summary: MemberSummary | null
  counts: OrderStateCount | null
  footprints: readonly Footprint[]
}

const REVIEW_LABEL = { 0: h.review0, 1: h.review1, 2: h.review2, 4: h.review4 } as const

function Identity({ member, summary }: Pick<MemberHomeViewProps, 'member' | 'summary'>) {
  const intl = useIntl()
  const name = member.memberTrueName || member.memberName
  const avatar = safeImageUrl(member.memberAvatar)
  return (
    <section className="member-card member-identity" aria-labelledby="member-welcome">
      {avatar ? (
        <img className="member-avatar" src={avatar} alt={intl.formatMessage(h.avatarAlt, { name })} />
      ) : (
        <span className="member-avatar" aria-hidden="true" />
      )}
      <div>
        <h2 id="member-welcome">
          <FormattedMessage {...m.welcome} values={{ name }} />
        </h2>
        <p className="member-card__type">
          <FormattedMessage {...TYPE_LABEL[member.memberType]} />
          {member.isSubAccount ? (
            <>
              {' · '}
              <FormattedMessage {...m.subAccount} />
            </>
          ) : null}
          {member.companyName ? ` · ${member.companyName}` : null}
        </p>
        <p>
          {member.memberEmail}
          {summary ? (
            <>
              {' · '}
              <FormattedMessage {...h.review} />
              {': '}
              <strong>
                <FormattedMessage {...REVIEW_LABEL[summary.reviewState]} />
              </strong>
            </>
          ) : null}
        </p>
      </div>
    </section>
  )
}

function Money({ summary }: { summary: MemberSummary }) {
  const intl = useIntl()
  const figures = [
    ['/member/wallet', m.balance, formatMoney(summary.balanceAvailable)],
    ['/member/myPoint', h.myPoints, intl.formatNumber(summary.memberIntegral)],
    ['/member/coupon', m.coupons, intl.formatMessage(h.couponCount, { count: summary.couponCount })],
    [
      '/member/credit/index',
      h.creditAvailable,
      `${formatMoney(summary.credit.creditAvailable)} ${intl.formatMessage(h.creditOf, {
        limit: formatMoney(summary.credit.creditLimit),
      })}`,
    ],
  ] as const
  return (
    <section aria-labelledby="member-money">
      <h2 id="member-money">
        <FormattedMessage {...h.money} />
      </h2>
      <ul className="member-figures">
        {figures.map(([to, label, value]) => (
          <li key={to}>
            <Link to={to}>
              <span>
                <FormattedMessage {...label} />
              </span>
              <span className="member-figure__value">{value}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* issue 12 item 2: the member home leads to the top-up */}
      <p className="member-recharge">
        <Link to="/member/recharge">
          <FormattedMessage {...h.recharge} />
        </Link>
      </p>
      {summary.credit.hasOverdueBill ? (
        <p role="note">
          <FormattedMessage {...h.creditOverdue} />
        </p>
      ) : null}
    </section>
  )
}

function OrderCounts({ counts }: { counts: OrderStateCount | null }) {
  const intl = useIntl()
  return (
    <section aria-labelledby="member-orders">
      <h2 id="member-orders">
        <FormattedMessage {...h.ordersHeading} />
      </h2>
      {counts ? (
        <>
          <ul className="member-counts">
            {ORDER_TABS.map((state) => {
              const count = counts.counts.find((c) => c.orderState === state)?.count ?? 0
              return (
                <li key={state}>
                  <Link to={`/member/order/list?state=${state}`}>
                    <span>
                      <FormattedMessage {...orderStateMessage(state)} />
                    </span>
                    <span className="member-figure__value">
                      {intl.formatMessage(h.orderCount, { count })}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
          <p>
            <Link to="/member/order/list">
              <FormattedMessage {...h.allOrders} values={{ count: counts.total }} />
            </Link>
          </p>
        </>
      ) : (
        <p role="status">
          <FormattedMessage {...h.countsUnavailable} />
        </p>
      )}
    </section>
  )
}

function RecentFootprint({ footprints }: { footprints: readonly Footprint[] }) {
  return (
    <section aria-labelledby="member-footprint">
      <h2 id="member-footprint">
        <FormattedMessage {...h.footprint} />
      </h2>
      {footprints.length === 0 ? (
        <p>
          <FormattedMessage {...h.footprintEmpty} />
        </p>
      ) : (
        <ul className="member-footprint">
          {footprints.map((item) => (
            <li key={item.logId}>
              <ProductLink productId={item.productId}>
                <LazyImage src={item.goodsImage} alt="" width={140} height={140} />
                <span>{item.goodsName}</span>
              </ProductLink>
              <span>{formatMoney(item.goodsPrice)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/member/footprint">
          <FormattedMessage {...h.footprintAll} />
        </Link>
      </p>
    </section>
  )
}

export function MemberHomeView({ member, summary, counts, footprints }: MemberHomeViewProps) {
  const shortcuts = [
    ['/member/info', h.profile],
    ['/member/account', h.account],
    ['/member/order/list', m.orders],
    ['/member/address/list', m.addresses],
    ['/member/collect', m.favourites],
    ...(member.memberType === 3 ? ([['/member/subAccount', m.subAccounts]] as const) : []),
    ...(member.memberType === 2 ? ([['/member/sample/list', m.samples]] as const) : []),
  ] as const
  return (
    <div className="page member-home">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <Identity member={member} summary={summary} />
      {summary ? <Money summary={summary} /> : null}
      <OrderCounts counts={counts} />
      <RecentFootprint footprints={footprints} />
      <nav aria-labelledby="member-shortcuts">
        <h2 id="member-shortcuts">
          <FormattedMessage {...m.shortcuts} />
        </h2>
        <ul className="shortcut-list">
          {shortcuts.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="button">
                <FormattedMessage {...label} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
