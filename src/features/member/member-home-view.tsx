import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { MemberInfo } from '../../api/session'
import { formatMoney } from '../../i18n/format'
import { memberMessages as m } from './messages'

const TYPE_LABEL = { 1: m.type1, 2: m.type2, 3: m.type3 } as const

export function MemberHomeView({ member }: { member: MemberInfo }) {
  const shortcuts = [
    ['/member/order/list', m.orders],
    ['/member/wallet', m.wallet],
    ['/member/address/list', m.addresses],
    ['/member/collect', m.favourites],
    ['/member/coupon', m.coupons],
    ...(member.memberType === 3 ? ([['/member/subAccount', m.subAccounts]] as const) : []),
    ...(member.memberType === 2 ? ([['/member/sample/list', m.samples]] as const) : []),
  ] as const
  return (
    <div className="page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <section className="member-card" aria-labelledby="member-welcome">
        <h2 id="member-welcome">
          <FormattedMessage {...m.welcome} values={{ name: member.memberTrueName || member.memberName }} />
        </h2>
        <p className="member-card__type">
          <FormattedMessage {...TYPE_LABEL[member.memberType]} />
          {member.isSubAccount ? (
            <>
              {' · '}
              <FormattedMessage {...m.subAccount} />
            </>
          ) : null}
        </p>
        <dl className="member-card__facts">
          {member.companyName ? (
            <div>
              <dt>
                <FormattedMessage {...m.company} />
              </dt>
              <dd>{member.companyName}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <FormattedMessage {...m.email} />
            </dt>
            <dd>{member.memberEmail}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.balance} />
            </dt>
            <dd>{formatMoney(member.balanceAvailable ?? 0)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.points} />
            </dt>
            <dd>{member.memberIntegral ?? 0}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.credit} />
            </dt>
            <dd>{formatMoney(member.creditLimit ?? 0)}</dd>
          </div>
        </dl>
      </section>
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
