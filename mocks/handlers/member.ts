// Member information (SPEC.md §3 memberInfo).
import type { MemberRecord } from '../db'
import { authenticate } from '../lib/auth'
import { ok, sessionInvalid } from '../lib/envelope'
import { http } from './http'

export function memberInfoOf(member: MemberRecord) {
  return {
    memberId: member.memberId,
    memberName: member.memberName,
    memberTrueName: member.memberTrueName,
    memberEmail: member.email,
    memberMobile: member.mobile,
    memberType: member.memberType,
    isSubAccount: member.isSubAccount,
    memberAvatar: '',
    companyName: member.companyName,
    country: member.country,
    balanceAvailable: member.balance,
    memberIntegral: member.points,
    creditLimit: member.creditLimit,
    invoiceTitle: member.invoiceTitle,
  }
}

export const memberHandlers = [
  http.get('/v3/member/front/member/memberInfo', ({ request, response }) => {
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    return response(200).json(ok(memberInfoOf(member)))
  }),
]
