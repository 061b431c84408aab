// /member/index (issue 11 item 3): the member, the account summary, the order counts and the last footprints,
// read together; a figure that cannot be read leaves its section out, the member info refreshes the session.
import { getMemberInfo } from '../../api/member'
import { countOrdersByState, getMemberSummary } from '../../api/member-home'
import { getFootprintList } from '../../api/member-lists'
import { session, type MemberInfo } from '../../api/session'

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
