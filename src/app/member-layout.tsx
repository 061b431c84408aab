// The member screens' frame (issue 24 item 6): the member centre's menu beside the screen. A layout route
// without a loader, so the menu is drawn at once and the screen's own loader shows beside it.
import { useSyncExternalStore } from 'react'
import { Outlet } from 'react-router'
import { memberOf, session } from '../api/session'
import { MemberMenuView, type MemberMenuGroup } from '../features/shell/member-menu-view'

export function MemberLayout({ menu }: { menu: MemberMenuGroup[] }) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = memberOf(state)
  return (
    <div className="member-layout">
      <MemberMenuView
        groups={menu}
        memberType={member?.memberType ?? null}
        subAccount={member?.isSubAccount ?? false}
      />
      <div className="member-layout__main">
        <Outlet />
      </div>
    </div>
  )
}
