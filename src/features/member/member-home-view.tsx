// /member/index — the member home (issue 11 item 3; SPEC.md §2): identity (name, member type, avatar) and
// review state, the money figures linking to their screens (wallet, points, coupons, credit), the order
// counts per status tab (GLOSSARY.md labels), the recent footprint and the shortcuts. Plain props; drawn with the
// component kit (issue 24 item 5), member.css only places the cards.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Footprint } from '../../api/member-lists'
import type { MemberSummary, OrderStateCount } from '../../api/member-home'
import type { MemberInfo } from '../../api/session'
import { CountBadge, StatusBadge, type BadgeTone } from '../../components/badges'
import { Card } from '../../components/card'
import { ProductLink } from '../../components/entity-links'
import { Figure, FigureGroup } from '../../components/figure'
import { LazyImage } from '../../components/lazy-image'
import { ORDER_TABS, orderStateMessage } from '../../components/order-status'
import { PageHeader } from '../../components/page-header'
import { formatCount, formatMoney } from '../../i18n/format'
import { TYPE_LABEL, safeImageUrl } from './member-parts'
import { memberHomeMessages as h, memberMessages as m } from './messages'
import { Picture } from '../../components/picture'

export interface MemberHomeViewProps {
  member: MemberInfo
  /** null: the figures could not be read (the identity still shows) */
  summary: MemberSummary | null
  counts: OrderStateCount | null
  footprints: readonly Footprint[]
}

const REVIEW_LABEL = { 0: h.review0, 1: h.review1, 2: h.review2, 4: h.review4 } as const
const REVIEW_TONE: Record<keyof typeof REVIEW_LABEL, BadgeTone> = {
  0: 'warning',
  1: 'info',
  2: 'success',
  4: 'error',
}

function Identity({ member, summary }: Pick<MemberHomeViewProps, 'member' | 'summary'>) {
  const intl = useIntl()
  const name = member.memberTrueName || member.memberName
  const avatar = safeImageUrl(member.memberAvatar)
  return (
    <Card labelledBy="member-welcome" className="member-home__identity">
      <div className="member-identity">
        {avatar ? (
          <Picture className="member-avatar" src={avatar} alt={intl.formatMessage(h.avatarAlt, { name })} />
        ) : (
          <span className="member-avatar" aria-hidden="true" />
        )}
        <div className="member-identity__text">
          <h2 id="member-welcome" className="member-identity__name">
            <FormattedMessage {...m.welcome} values={{ name }} />
          </h2>
          <p>
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
                <StatusBadge tone={REVIEW_TONE[summary.reviewState]}>
                  <FormattedMessage {...REVIEW_LABEL[summary.reviewState]} />
                </StatusBadge>
              </>
            ) : null}
          </p>
        </div>
      </div>
    </Card>
  )
}

function Money({ summary }: { summary: MemberSummary }) {
  const intl = useIntl()
  const overdue = summary.credit.hasOverdueBill
  return (
    <Card
      title={<FormattedMessage {...h.money} />}
      className="member-home__money"
      footer={
        <>
          {overdue ? (
            <p role="note" className="member-home__note">
              <FormattedMessage {...h.creditOverdue} />
            </p>
          ) : null}
          {/* issue 12 item 2: the member home leads to the top-up */}
          <Link className="button button--primary" to="/member/recharge">
            <FormattedMessage {...h.recharge} />
          </Link>
        </>
      }
    >
      <FigureGroup>
        <Figure
          to="/member/wallet"
          label={<FormattedMessage {...m.balance} />}
          value={formatMoney(summary.balanceAvailable)}
        />
        <Figure
          to="/member/myPoint"
          label={<FormattedMessage {...h.myPoints} />}
          value={formatCount(summary.memberIntegral)}
        />
        <Figure
          to="/member/coupon"
          label={<FormattedMessage {...m.coupons} />}
          value={intl.formatMessage(h.couponCount, { count: summary.couponCount })}
        />
        <Figure
          to="/member/credit/index"
          label={<FormattedMessage {...h.creditAvailable} />}
          value={formatMoney(summary.credit.creditAvailable)}
          suffix={intl.formatMessage(h.creditOf, { limit: formatMoney(summary.credit.creditLimit) })}
          tone={overdue ? 'error' : 'default'}
        />
      </FigureGroup>
    </Card>
  )
}

function OrderCounts({ counts }: { counts: OrderStateCount | null }) {
  const intl = useIntl()
  return (
    <Card
      title={<FormattedMessage {...h.ordersHeading} />}
      className="member-home__orders"
      footer={
        counts ? (
          <Link to="/member/order/list">
            <FormattedMessage {...h.allOrders} values={{ count: counts.total }} />
          </Link>
        ) : null
      }
    >
      {counts ? (
        <ul className="member-counts">
          {ORDER_TABS.map((state) => {
            const count = counts.counts.find((c) => c.orderState === state)?.count ?? 0
            return (
              <li key={state}>
                <Link className="member-count" to={`/member/order/list?state=${state}`}>
                  <span className="member-count__label">
                    <FormattedMessage {...orderStateMessage(state)} />
                  </span>{' '}
                  <CountBadge
                    count={count}
                    tone={count > 0 ? 'brand' : 'neutral'}
                    label={intl.formatMessage(h.orderCount, { count })}
                  />
                </Link>
              </li>
            )
          })}
        </ul>
      ) : (
        <p role="status">
          <FormattedMessage {...h.countsUnavailable} />
        </p>
      )}
    </Card>
  )
}

function RecentFootprint({ footprints }: { footprints: readonly Footprint[] }) {
  return (
    <Card
      title={<FormattedMessage {...h.footprint} />}
      className="member-home__footprint"
      footer={
        <Link to="/member/footprint">
          <FormattedMessage {...h.footprintAll} />
        </Link>
      }
    >
      {footprints.length === 0 ? (
        <p className="member-home__quiet">
          <FormattedMessage {...h.footprintEmpty} />
        </p>
      ) : (
        <ul className="member-footprint">
          {footprints.map((item) => (
            <li key={item.logId} className="member-footprint__item">
              <ProductLink productId={item.productId} className="member-footprint__link">
                <LazyImage
                  src={item.goodsImage}
                  alt=""
                  width={140}
                  height={140}
                  className="member-footprint__image"
                />
                <span className="member-footprint__name">{item.goodsName}</span>
              </ProductLink>
              <span className="member-footprint__price">{formatMoney(item.goodsPrice)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
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
    ...(member.memberType === 2 ? ([['/member/apply', m.joinEnterprise]] as const) : []),
    // a personal main account may apply to become a designer (/applyDesigner; a sub-account may not)
    ...(member.memberType === 1 && !member.isSubAccount
      ? ([['/applyDesigner', m.becomeDesigner]] as const)
      : []),
  ] as const
  return (
    <div className="page member-home">
      <PageHeader title={<FormattedMessage {...m.title} />} />
      <Identity member={member} summary={summary} />
      <Card as="nav" title={<FormattedMessage {...m.shortcuts} />} className="member-home__shortcuts">
        <ul className="member-shortcuts">
          {shortcuts.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="member-shortcut">
                <FormattedMessage {...label} />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      {summary ? <Money summary={summary} /> : null}
      <OrderCounts counts={counts} />
      <RecentFootprint footprints={footprints} />
    </div>
  )
}
