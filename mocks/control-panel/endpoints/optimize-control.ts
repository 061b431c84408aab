// The supplier's answer to designers' optimisation proposals in the mock control panel (issue 28 item 4): every
// proposal, newest first; a pending one is accepted (optionally with a few words) or declined with a reason of
// 2–200 characters (the shared answerSchema of src/schemas/optimize.schema.ts), which the designer then reads on
// /prototype/optimize/hisDetail. Only a pending proposal is answered, so two answers at once give one.
import { answerSchema } from '../../../src/schemas/optimize.schema'
import { clock } from '../../clock'
import { db } from '../../db'
import { fail, ok } from '../../lib/envelope'
import { OPTIMIZE_MESSAGES, optimizeOut } from '../../lib/optimizations'
import { readBody, ruleViolation } from '../../lib/request'
import { http } from '../../handlers/http'

const PATHS = {
  list: '/v3/mock/front/optimizes',
  answer: '/v3/mock/front/optimizes/answer',
} as const

/** Answers being written: a second answer of the same proposal meanwhile is refused (two tabs). */
const answering = new Set<number>()

export const optimizeControlHandlers = [
  http.get(PATHS.list, ({ response }) => {
    const emails = new Map(db.members.all().map((member) => [member.memberId, member.email]))
    const rows = db.optimizations
      .all()
      .sort((a, b) => b.createdAt - a.createdAt || b.optimizeId - a.optimizeId)
      .map((record) => ({ ...optimizeOut(record), memberEmail: emails.get(record.memberId) ?? '' }))
    return response(200).json(ok(rows))
  }),

  http.post(PATHS.answer, async ({ request, response }) => {
    const parsed = await readBody<{ optimizeId: number; decision: 'accept' | 'decline'; reason?: string }>(
      request,
      PATHS.answer,
    )
    if (!parsed.ok) return parsed.response
    const { optimizeId, decision } = parsed.body
    const reason = (parsed.body.reason ?? '').trim()
    const broken = await ruleViolation(answerSchema, { decision, reason })
    if (broken) return fail(broken)
    const record = db.optimizations.findFirst((q) => q.where({ optimizeId }))
    if (!record) return fail(OPTIMIZE_MESSAGES.proposalGone)
    if (record.state !== 1 || answering.has(optimizeId)) return fail(OPTIMIZE_MESSAGES.alreadyAnswered)
    answering.add(optimizeId)
    try {
      const next = await db.optimizations.update((q) => q.where({ optimizeId }), {
        data(row) {
          row.state = decision === 'accept' ? 2 : 3
          row.answer = reason === '' ? null : reason
          row.answeredAt = clock.now()
        },
      })
      return response(200).json(ok(optimizeOut(next ?? record)))
    } finally {
      answering.delete(optimizeId)
    }
  }),
]
