// Member information (SPEC.md §3 memberInfo).
import { authenticate } from '../lib/auth'
import { ok, sessionInvalid } from '../lib/envelope'
import { memberInfoOf } from '../lib/member-view'
import { http } from './http'

export const memberHandlers = [
  http.get('/v3/member/front/member/memberInfo', ({ request, response }) => {
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    return response(200).json(ok(memberInfoOf(member)))
  }),
]
