// /member/index — member home (issue 11 item 3). The loader reads the member, the account summary, the order
// counts and the last footprints together; a figure that cannot be read leaves its section out (silent: the
// page still shows who is logged in), the member info refreshes the session.
import { useSyncExternalStore } from 'react'
import { useLoaderData } from 'react-router'
import { getMemberInfo } from '../../api/member'
import { countOrdersByState, getMemberSummary } from '../../api/member-home'
import { getFootprintList } from '../../api/member-lists'
import { memberOf, session, type MemberInfo } from '../../api/session'
import { MemberHomeView } from './member-home-view'

const FOOTPRINTS_SHOWN = 6
const silent = { silent: true }

export async function memberHomeLoader() {
  const [info, summary, counts, footprints] = await Promise.all([
    getMemberInfo(silent).catch(() => null),
    getMemberSummary(silent).catch(() => null),
    countOrdersByState(silent).catch(() => null),
    getFootprintList({ current: 1, pageSize: 10 }, silent).catch(() => null),
  ])
  if (info) session.setMemberInfo(info as MemberInfo)
  return { summary, counts, footprints: footprints?.list.slice(0, FOOTPRINTS_SHOWN) ?? [] }
}

export function MemberHomeRoute() {
  const { summary, counts, footprints } = useLoaderData<Awaited<ReturnType<typeof memberHomeLoader>>>()
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = memberOf(state)
  return member ? (
    <MemberHomeView member={member} summary={summary} counts={counts} footprints={footprints} />
  ) : null
}
