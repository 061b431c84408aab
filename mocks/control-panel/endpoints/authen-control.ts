// The platform's side of member authentication in the mock control panel (issue 27 item 4): every member's
// submitted authentication, pending first, and the review of a pending one (approve, or reject with a reason
// of 1–200 characters). The licence image is named by a signed link, as a back office gets it.
import { db } from '../../db'
import { fail, ok } from '../../lib/envelope'
import { IDENTITY_MESSAGES, authenOf, authenRecordOut, reviewAuthen } from '../../lib/identity'
import { readBody } from '../../lib/request'
import { http } from '../../handlers/http'

const PATHS = {
  list: '/v3/mock/front/memberAuthens',
  review: '/v3/mock/front/memberAuthens/review',
} as const

const ORDER = { pending: 0, rejected: 1, approved: 2 } as const

export const authenControlHandlers = [
  http.get(PATHS.list, ({ response }) => {
    const emails = new Map(db.members.all().map((member) => [member.memberId, member.email]))
    const rows = db.memberAuthens
      .all()
      .sort((a, b) => ORDER[a.state] - ORDER[b.state] || b.submittedAt - a.submittedAt)
      .map((record) => ({
        ...authenRecordOut(record),
        memberId: record.memberId,
        memberEmail: emails.get(record.memberId) ?? '',
      }))
    return response(200).json(ok(rows))
  }),

  http.post(PATHS.review, async ({ request, response }) => {
    const parsed = await readBody<{ memberId: number; action: 'approve' | 'reject'; reason?: string }>(
      request,
      PATHS.review,
    )
    if (!parsed.ok) return parsed.response
    const record = authenOf(parsed.body.memberId)
    if (!record) return fail(IDENTITY_MESSAGES.notFound)
    const reason = (parsed.body.reason ?? '').trim()
    if (parsed.body.action === 'reject' && (reason.length < 1 || reason.length > 200))
      return fail(IDENTITY_MESSAGES.reasonRequired)
    const next = await reviewAuthen(
      record,
      parsed.body.action === 'approve' ? { approve: true } : { approve: false, reason },
    )
    if (!next) return fail(IDENTITY_MESSAGES.notReviewable)
    return response(200).json(ok(authenRecordOut(next)))
  }),
]
