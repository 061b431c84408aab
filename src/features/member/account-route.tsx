// /member/account (issue 11 item 3): the member and the security items' state, read fresh on entry.
import { useSyncExternalStore } from 'react'
import { useLoaderData } from 'react-router'
import { getMemberInfo } from '../../api/member'
import { getMemberSummary } from '../../api/member-home'
import { memberOf, session, type MemberInfo } from '../../api/session'
import { AccountView } from './account-view'

export async function accountLoader() {
  const [info, summary] = await Promise.all([getMemberInfo(), getMemberSummary()])
  session.setMemberInfo(info as MemberInfo)
  return { summary }
}

export function AccountRoute() {
  const { summary } = useLoaderData<Awaited<ReturnType<typeof accountLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = memberOf(state)
  return member ? <AccountView member={member} summary={summary} /> : null
}
