// The platform's review of designer applications in the mock control panel (issue 27 item 5): every member's
// applications; approving one makes the member a designer (memberType 2, SPEC.md §6), rejecting one needs a
// reason the applicant then reads on /applyDesigner. Only an application in review is reviewed.
import { reasonProblem } from '../../../src/schemas/designer-apply-rules'
import { clock } from '../../clock'
import { db } from '../../db'
import { DESIGNER_MESSAGES, designerApplyOut } from '../../lib/designers'
import { fail, ok } from '../../lib/envelope'
import { t } from '../../lib/i18n'
import { readBody } from '../../lib/request'
import { http } from '../../handlers/http'

const PATHS = {
  list: '/v3/mock/front/designerApplies',
  review: '/v3/mock/front/designerApplies/review',
} as const

export const designerControlHandlers = [
  http.get(PATHS.list, ({ response }) => {
    const emails = new Map(db.members.all().map((member) => [member.memberId, member.email]))
    const rows = db.designerApplies
      .all()
      .sort((a, b) => b.createdAt - a.createdAt || b.applyId - a.applyId)
      .map((apply) => ({ ...designerApplyOut(apply), memberEmail: emails.get(apply.memberId) ?? '' }))
    return response(200).json(ok(rows))
  }),

  http.post(PATHS.review, async ({ request, response }) => {
    const parsed = await readBody<{ applyId: number; decision: 'approve' | 'reject'; reason?: string }>(
      request,
      PATHS.review,
    )
    if (!parsed.ok) return parsed.response
    const { applyId, decision } = parsed.body
    const reason = (parsed.body.reason ?? '').trim()
    const apply = db.designerApplies.findFirst((q) => q.where({ applyId }))
    if (!apply) return fail(DESIGNER_MESSAGES.applyGone)
    if (apply.state !== 1) return fail(DESIGNER_MESSAGES.alreadyReviewed)
    if (decision === 'reject') {
      const problem = reasonProblem(reason)
      if (problem) return fail(t(problem.id))
    }
    const approved = decision === 'approve'
    const now = clock.now()
    const next = await db.designerApplies.update((q) => q.where({ applyId }), {
      data(row) {
        row.state = approved ? 2 : 3
        row.rejectReason = approved ? null : reason
        row.reviewedAt = now
      },
    })
    if (approved)
      await db.members.update((q) => q.where({ memberId: apply.memberId }), {
        data: (member) => void (member.memberType = 2),
      })
    return response(200).json(ok(designerApplyOut(next ?? apply)))
  }),
]
