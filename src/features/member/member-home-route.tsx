// /member/index — member home (issue 11 item 3). The loader (member-home-loader.ts) reads the member, the
// account summary, the order counts and the last footprints together; a figure that cannot be read leaves its
// section out (silent: the page still shows who is logged in), the member info refreshes the session.
import { useSyncExternalStore } from 'react'
import { useLoaderData } from 'react-router'
import { memberOf, session } from '../../api/session'
import type { memberHomeLoader } from './member-home-loader'
import { MemberHomeView } from './member-home-view'

export function MemberHomeRoute() {
  const { summary, counts, footprints } = useLoaderData<Awaited<ReturnType<typeof memberHomeLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = memberOf(state)
  return member ? (
    <MemberHomeView member={member} summary={summary} counts={counts} footprints={footprints} />
  ) : null
}
