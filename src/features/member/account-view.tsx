// /member/account — the account overview (issue 11 item 3; SPEC.md §2): email, mobile, member type, and each
// security item with its state and the page that changes it. Plain props.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { MemberSummary } from '../../api/member-home'
import type { MemberInfo } from '../../api/session'
import { TYPE_LABEL } from './member-parts'
import { accountMessages as a, memberMessages as m } from './messages'

export interface AccountViewProps {
  member: MemberInfo
  summary: MemberSummary
}

export function AccountView({ member, summary }: AccountViewProps) {
  const intl = useIntl()
  const { security } = summary
  const items = [
    { label: a.loginPwd, state: a.loginPwdState, links: [['/member/pwd/login', a.change]] },
    {
      label: a.payPwd,
      state: security.hasPayPassword ? a.payPwdSet : a.payPwdUnset,
      links: [
        ['/member/pwd/pay', security.hasPayPassword ? a.change : a.set],
        ...(security.hasPayPassword ? [['/member/pwd/reset', a.forgotPay] as const] : []),
      ],
    },
    {
      label: a.mobile,
      state: security.mobileBound ? a.mobileBound : a.mobileUnbound,
      links: [['/member/phone', security.mobileBound ? a.change : a.set]],
    },
    { label: m.email, state: a.emailBound, links: [['/member/email', a.change]] },
  ] as const
  return (
    <div className="page member-home">
      <h1>
        <FormattedMessage {...a.title} />
      </h1>
      <section aria-labelledby="account-overview">
        <h2 id="account-overview">
          <FormattedMessage {...a.overview} />
        </h2>
        <dl className="member-card__facts">
          <div>
            <dt>
              <FormattedMessage {...a.memberName} />
            </dt>
            <dd>{member.memberName}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.email} />
            </dt>
            <dd>{member.memberEmail}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...a.mobile} />
            </dt>
            <dd>{member.memberMobile || <FormattedMessage {...a.none} />}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...a.memberType} />
            </dt>
            <dd>
              <FormattedMessage {...TYPE_LABEL[member.memberType]} />
            </dd>
          </div>
        </dl>
        <p>
          <Link to="/member/info">
            <FormattedMessage {...a.profile} />
          </Link>
        </p>
      </section>
      <section aria-labelledby="account-items">
        <h2 id="account-items">
          <FormattedMessage {...a.items} />
        </h2>
        <table className="member-table">
          <tbody>
            {items.map((item) => (
              <tr key={item.label.id}>
                <th scope="row">
                  <FormattedMessage {...item.label} />
                </th>
                <td>
                  <FormattedMessage {...item.state} />
                </td>
                <td>
                  {item.links.map(([to, text]) => (
                    <Link key={to} to={to} className="button">
                      <FormattedMessage {...text} />
                      {/* the space outside the out-of-flow hidden span, where it would collapse away */}{' '}
                      <span className="visually-hidden">
                        {intl.formatMessage(a.changeHidden, { item: intl.formatMessage(item.label) })}
                      </span>
                    </Link>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
