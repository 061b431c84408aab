// /member/account (issue 11 item 3): the member and the security items' state, read fresh on entry
// (account-loader.ts).
import { useSyncExternalStore } from 'react'
import { useLoaderData } from 'react-router'
import { memberOf, session } from '../../api/session'
import type { accountLoader } from './account-loader'
import { AccountView } from './account-view'

export function AccountRoute() {
  const { summary } = useLoaderData<Awaited<ReturnType<typeof accountLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = memberOf(state)
  return member ? <AccountView member={member} summary={summary} /> : null
}
