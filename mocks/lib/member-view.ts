// The member as the API answers it (SPEC.md §3 memberInfo), shared by memberInfo and the member centre's
// profile and security operations, which answer the member as changed.
import type { MemberRecord } from '../db'
import { balanceOf, pointsOf } from './ledger'

/** The file host's address of an uploaded path (/uploads/… → /mock-uploads/…, as oss/common/upload answers). */
export const uploadUrl = (path: string) => path.replace(/^\/uploads\//, '/mock-uploads/')

export function memberInfoOf(member: MemberRecord) {
  return {
    memberId: member.memberId,
    memberName: member.memberName,
    memberTrueName: member.memberTrueName,
    memberEmail: member.email,
    memberMobile: member.mobile,
    memberType: member.memberType,
    isSubAccount: member.isSubAccount,
    memberAvatar: member.avatar ? uploadUrl(member.avatar) : '',
    companyName: member.companyName,
    country: member.country,
    balanceAvailable: balanceOf(member.memberId),
    memberIntegral: pointsOf(member.memberId),
    creditLimit: member.creditLimit,
    invoiceTitle: member.invoiceTitle,
  }
}
