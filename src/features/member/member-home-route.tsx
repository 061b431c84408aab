// /member/index — member home: who is logged in, balances, shortcuts. Refreshes member info on entry.
import { useEffect, useSyncExternalStore } from 'react'
import { getMemberInfo } from '../../api/member'
import { memberOf, session } from '../../api/session'
import { MemberHomeView } from './member-home-view'

export function MemberHomeRoute() {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  useEffect(() => {
    getMemberInfo()
      .then((info) => session.setMemberInfo(info))
      .catch(() => undefined)
  }, [])
  const member = memberOf(state)
  return member ? <MemberHomeView member={member} /> : null
}
