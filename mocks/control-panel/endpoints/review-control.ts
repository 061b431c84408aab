// Mock-only (tag `mock`, issue 11): the outbox of every email and SMS the mock sent, and the platform's account
// review (SPEC.md §4 "Account review: under review, rejected, approved (notified by email)").
import { db } from '../../db'
import { fail, ok, okEmpty } from '../../lib/envelope'
import { addMemberMessage } from '../../lib/member-messages'
import { listOutbox, sendEmail } from '../../lib/outbox'
import { readBody } from '../../lib/request'
import { http } from '../../handlers/http'

const IN_REVIEW = 1
const DECISIONS = {
  approve: {
    status: 2,
    subject: 'Su cuenta ha sido aprobada',
    body: (name: string) =>
      `Hola, ${name}: su cuenta superó la revisión. Ya puede iniciar sesión y comprar en el Mercado Mayorista.`,
    titleKey: 'msg.system.accountApproved.title',
    contentKey: 'msg.system.accountApproved.content',
  },
  reject: {
    status: 4,
    subject: 'Su cuenta no superó la revisión',
    body: (name: string) =>
      `Hola, ${name}: lo sentimos, su cuenta no superó la revisión. Contacte con el soporte de la plataforma.`,
    titleKey: 'msg.system.accountRejected.title',
    contentKey: 'msg.system.accountRejected.content',
  },
} as const

export const reviewControlHandlers = [
  http.get('/v3/mock/front/outbox', ({ response }) =>
    response(200).json(
      ok(
        listOutbox().map(({ mailId, channel, to, subject, body, code, at }) => ({
          mailId,
          channel,
          to,
          subject,
          body,
          code,
          time: at,
        })),
      ),
    ),
  ),

  http.get('/v3/mock/front/members/review', ({ response }) => {
    const rows = db.members
      .findMany((q) => q.where({ dofipayRegisterStatus: IN_REVIEW }))
      .sort((a, b) => (a.registeredAt ?? 0) - (b.registeredAt ?? 0) || a.memberId - b.memberId)
      .map((member) => ({
        memberId: member.memberId,
        email: member.email,
        memberName: member.memberName,
        memberType: member.memberType,
        memberTrueName: member.memberTrueName,
        companyName: member.companyName,
        contactName: member.contactName ?? '',
        mobile: member.mobile,
        nationalId: member.nationalId ?? '',
        registeredAt: member.registeredAt ?? 0,
      }))
    return response(200).json(ok(rows))
  }),

  http.post('/v3/mock/front/members/review/act', async ({ request, response }) => {
    const path = '/v3/mock/front/members/review/act'
    const parsed = await readBody<{ memberId: number; decision: 'approve' | 'reject' }>(request, path)
    if (!parsed.ok) return parsed.response
    const member = db.members.findFirst((q) => q.where({ memberId: parsed.body.memberId }))
    if (!member || member.dofipayRegisterStatus !== IN_REVIEW) return fail('Esta cuenta no está en revisión.')
    const decision = DECISIONS[parsed.body.decision]
    await db.members.update(member, {
      data(record) {
        record.dofipayRegisterStatus = decision.status
      },
    })
    await sendEmail({ to: member.email, subject: decision.subject, body: decision.body(member.memberName) })
    await addMemberMessage({
      memberId: member.memberId,
      type: 'system',
      titleKey: decision.titleKey,
      contentKey: decision.contentKey,
      params: { memberName: member.memberName },
    })
    return response(200).json(okEmpty())
  }),
]
