// The supplier's side of sample applications in the mock control panel (issue 28 item 3): every member's
// applications, and approving, rejecting (the month's quota comes back) or shipping one. The application's
// lifecycle (machines/sample-apply/sample-apply-lifecycle.ts) refuses an action its state does not take.
import type { SampleApplyEvent } from '../../../machines/sample-apply/sample-apply-lifecycle'
import { db } from '../../db'
import { fail, ok } from '../../lib/envelope'
import { readBody } from '../../lib/request'
import { SAMPLE_APPLY_MESSAGES, sampleApplyOut, sendSampleApplyEvent } from '../../lib/sample-applies'
import { http } from '../../handlers/http'

const PATHS = {
  list: '/v3/mock/front/sampleApplies',
  act: '/v3/mock/front/sampleApplies/act',
} as const

const EVENTS: Record<'approve' | 'reject' | 'ship', SampleApplyEvent> = {
  approve: { type: 'supplier.approved' },
  reject: { type: 'supplier.rejected' },
  ship: { type: 'supplier.shipped' },
}

export const sampleApplyControlHandlers = [
  http.get(PATHS.list, ({ response }) => {
    const emails = new Map(db.members.all().map((member) => [member.memberId, member.email]))
    const rows = db.sampleApplies
      .all()
      .sort((a, b) => b.createdAt - a.createdAt || b.applySn.localeCompare(a.applySn))
      .map((apply) => ({ ...sampleApplyOut(apply), memberEmail: emails.get(apply.memberId) ?? '' }))
    return response(200).json(ok(rows))
  }),

  http.post(PATHS.act, async ({ request, response }) => {
    const parsed = await readBody<{ applySn: string; action: 'approve' | 'reject' | 'ship' }>(
      request,
      PATHS.act,
    )
    if (!parsed.ok) return parsed.response
    const apply = db.sampleApplies.findFirst((q) => q.where({ applySn: parsed.body.applySn }))
    if (!apply) return fail(SAMPLE_APPLY_MESSAGES.gone)
    const event = EVENTS[parsed.body.action]
    if (!event) return fail(SAMPLE_APPLY_MESSAGES.notAllowed)
    const next = await sendSampleApplyEvent(apply, event)
    if (!next) return fail(SAMPLE_APPLY_MESSAGES.notAllowed)
    return response(200).json(ok(sampleApplyOut(next)))
  }),
]
