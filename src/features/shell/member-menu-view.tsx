// The member centre's menu beside every member screen (issue 24 item 6): grouped links, the current screen
// marked for assistive technology (aria-current) and by colour.
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { NavLink } from 'react-router'
import type { Message } from '../../lib/intl'
import { memberMenuMessages as m } from './messages'
import './member-menu.css'

export type MenuMemberType = 1 | 2 | 3

export interface MemberMenuItem {
  to: string
  title: Message
  memberTypes?: MenuMemberType[]
  /** left out for an enterprise's sub-accounts (issue 27 item 1) */
  mainAccountOnly?: boolean
}

export interface MemberMenuGroup {
  title: Message
  items: MemberMenuItem[]
}

export interface MemberMenuViewProps {
  groups: MemberMenuGroup[]
  /** The logged-in member's type; items for other types are left out. Unknown: only items for every type. */
  memberType: MenuMemberType | null
  /** An enterprise's sub-account: the main account's own items are left out. */
  subAccount?: boolean
}

type GroupProps = { group: MemberMenuGroup } & Pick<MemberMenuViewProps, 'memberType' | 'subAccount'>

function Group({ group, memberType, subAccount = false }: GroupProps) {
  const headingId = useId()
  const items = group.items.filter(
    (item) =>
      (!item.memberTypes || (memberType !== null && item.memberTypes.includes(memberType))) &&
      !(subAccount && item.mainAccountOnly),
  )
  if (items.length === 0) return null
  return (
    // a group, not a region: the page's own regions ("Mis activos", "Pedidos") keep their names to themselves
    <div className="member-menu__group" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="member-menu__heading">
        <FormattedMessage {...group.title} />
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="member-menu__link" end>
              <FormattedMessage {...item.title} />
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function MemberMenuView({ groups, memberType, subAccount = false }: MemberMenuViewProps) {
  const intl = useIntl()
  return (
    <nav className="member-menu" aria-label={intl.formatMessage(m.label)}>
      <NavLink to="/member/index" className="member-menu__home" end>
        <FormattedMessage {...m.home} />
      </NavLink>
      {groups.map((group) => (
        <Group key={group.title.id} group={group} memberType={memberType} subAccount={subAccount} />
      ))}
    </nav>
  )
}
