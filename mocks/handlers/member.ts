// Member information (SPEC.md §3 memberInfo).
import { ok } from '../lib/envelope'
import { memberInfoOf } from '../lib/member-view'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

export const memberHandlers = [
  http.get(
    '/v3/member/front/member/memberInfo',
    memberOnly(({ response, member }) => {
      return response(200).json(ok(memberInfoOf(member)))
    }),
  ),
]
