// /member/account (issue 11 item 3): the member and the security items' state, read fresh on entry.
import { getMemberInfo } from '../../api/member'
import { getMemberSummary } from '../../api/member-home'
import { session, type MemberInfo } from '../../api/session'

export async function accountLoader() {
  const [info, summary] = await Promise.all([getMemberInfo(), getMemberSummary()])
  session.setMemberInfo(info as MemberInfo)
  return { summary }
}
