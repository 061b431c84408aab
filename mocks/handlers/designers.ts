// Designers (issue 27 item 5; SPEC.md §2 /applyDesigner, /member/applyInfo, /member/desApp/*, §6, §8): a member
// applies to become a certified designer with portfolio images (once per Idempotency-Key; the platform reviews it
// in the control panel, mocks/control-panel/endpoints/designer-control.ts); a designer reads their certification
// ("Solo los diseñadores pueden usar esta función" for anyone else); an enterprise reads the designer
// applications made to it and accepts or declines them. The rules are the shared
// src/schemas/designer-apply-rules.ts.
import type { components } from '../../src/api/schema'
import { designerApplyProblems, reasonProblem } from '../../src/schemas/designer-apply-rules'
import { designerJoinSchema } from '../../src/schemas/designer-join.schema'
import { clock } from '../clock'
import { db, nextId, type MemberRecord } from '../db'
import {
  DESIGNER_MESSAGES,
  authoriseDesigner,
  designerApplicationOut,
  designerApplyOut,
  designerEnterpriseOf,
  designerEnterprises,
  enterpriseOf,
  latestDesignerApply,
  ownDesignerApplicationOut,
} from '../lib/designers'
import { fail, ok, okEmpty } from '../lib/envelope'
import { t } from '../lib/i18n'
import { idempotent } from '../lib/idempotency'
import { memberOnly } from '../lib/member-only'
import { paginate } from '../lib/paginate'
import { readBody, readBodyByRules } from '../lib/request'
import { memberUploadOf } from '../lib/uploads'
import { http } from './http'

type ApplyInput = components['schemas']['DesignerApplyInput']
type DecisionInput = components['schemas']['DesignerApplicationDecisionInput']
type JoinInput = components['schemas']['DesignerJoinInput']

const P = {
  applyDetail: '/v3/member/front/designerApply/detail',
  applySubmit: '/v3/member/front/designerApply/submit',
  info: '/v3/member/front/designer/info',
  list: '/v3/member/front/desApp/list',
  detail: '/v3/member/front/desApp/detail',
  decide: '/v3/member/front/desApp/decide',
  enterprises: '/v3/member/front/desApp/enterprises',
  mine: '/v3/member/front/desApp/mine',
  join: '/v3/member/front/desApp/apply',
  withdraw: '/v3/member/front/desApp/withdraw',
} as const

const problemText = (problem: { id: string; values?: Record<string, number> }) =>
  t(problem.id, problem.values)

async function submitApply(member: MemberRecord, body: ApplyInput): Promise<Response> {
  if (member.isSubAccount) return fail(DESIGNER_MESSAGES.notForSubAccounts)
  if (member.memberType === 2) return fail(DESIGNER_MESSAGES.alreadyDesigner)
  if (latestDesignerApply(member.memberId)?.state === 1) return fail(DESIGNER_MESSAGES.inReview)
  const first = Object.values(designerApplyProblems(body))[0]
  if (first) return fail(problemText(first))
  const paths: string[] = []
  for (const image of body.images) {
    const upload = memberUploadOf(member, image, 'portfolio')
    if (!upload) return fail(DESIGNER_MESSAGES.uploadFailed)
    paths.push(upload.path)
  }
  const record = await db.designerApplies.create({
    applyId: nextId('designerApplies', 'applyId'),
    memberId: member.memberId,
    realName: body.realName.trim(),
    specialty: body.specialty.trim(),
    intro: body.intro.trim(),
    images: paths,
    state: 1,
    rejectReason: null,
    createdAt: clock.now(),
    reviewedAt: null,
  })
  return Response.json(ok(designerApplyOut(record)))
}

/**
 * A designer applies to join an enterprise (/member/apply): one pending application per enterprise, none once
 * authorised. The speciality and the portfolio are the designer's certification's.
 */
async function joinEnterprise(member: MemberRecord, body: JoinInput): Promise<Response> {
  const enterprise = designerEnterpriseOf(body.enterpriseId)
  if (!enterprise) return fail(DESIGNER_MESSAGES.enterpriseUnknown)
  const own = db.designerApplications.findMany((q) =>
    q.where({ designerId: member.memberId, enterpriseId: enterprise.memberId }),
  )
  if (own.some((row) => row.state === 1)) return fail(DESIGNER_MESSAGES.pendingWithEnterprise)
  const authorised = (enterprise.authorisedDesigners ?? []).some((row) => row.designerId === member.memberId)
  if (authorised) return fail(DESIGNER_MESSAGES.alreadyAuthorised)
  const certification = db.designerApplies
    .findMany((q) => q.where({ memberId: member.memberId, state: 2 }))
    .sort((a, b) => b.createdAt - a.createdAt)[0]
  const record = await db.designerApplications.create({
    desAppId: nextId('designerApplications', 'desAppId'),
    designerId: member.memberId,
    enterpriseId: enterprise.memberId,
    specialty: certification?.specialty ?? '',
    message: body.message.trim(),
    images: certification?.images ?? [],
    state: 1,
    declineReason: null,
    createdAt: clock.now(),
    decidedAt: null,
  })
  return Response.json(ok(ownDesignerApplicationOut(record)))
}

/** Decisions being written: a second decision of the same application meanwhile is refused (two tabs). */
const deciding = new Set<number>()

/** The enterprise's application `desAppId`, or null (unknown, or made to another enterprise). */
const applicationOf = (member: MemberRecord, desAppId: number) =>
  db.designerApplications.findFirst((q) => q.where({ desAppId, enterpriseId: enterpriseOf(member) })) ?? null

export const designerHandlers = [
  http.get(
    P.applyDetail,
    memberOnly(({ response, member }) => {
      const latest = latestDesignerApply(member.memberId)
      return response(200).json(ok(latest ? designerApplyOut(latest) : null))
    }),
  ),

  http.post(
    P.applySubmit,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<ApplyInput>(request, P.applySubmit)
      if (!parsed.ok) return parsed.response
      return idempotent(request, member.memberId, P.applySubmit, parsed.body, () =>
        submitApply(member, parsed.body),
      )
    }),
  ),

  http.get(
    P.info,
    memberOnly(({ response, member }) => {
      if (member.memberType !== 2) return response.untyped(fail(DESIGNER_MESSAGES.designersOnly))
      const approved = db.designerApplies
        .findMany((q) => q.where({ memberId: member.memberId, state: 2 }))
        .sort((a, b) => b.createdAt - a.createdAt)[0]
      const record = approved ?? {
        applyId: 0,
        memberId: member.memberId,
        realName: member.memberTrueName || member.memberName,
        specialty: '',
        intro: '',
        images: [],
        state: 2 as const,
        rejectReason: null,
        createdAt: member.registeredAt ?? clock.now(),
        reviewedAt: null,
      }
      return response(200).json(ok(designerApplyOut(record)))
    }),
  ),

  http.get(
    P.list,
    memberOnly(({ query, response, member }) => {
      if (member.memberType !== 3) return response.untyped(fail(DESIGNER_MESSAGES.enterpriseOnly))
      const state = Number(query.get('state') ?? 0)
      const rows = db.designerApplications
        .findMany((q) => q.where({ enterpriseId: enterpriseOf(member) }))
        .filter((row) => !state || row.state === state)
        .sort((a, b) => b.createdAt - a.createdAt || b.desAppId - a.desAppId)
        .map(designerApplicationOut)
      return response(200).json(
        ok(paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))),
      )
    }),
  ),

  http.get(
    P.detail,
    memberOnly(({ query, response, member }) => {
      if (member.memberType !== 3) return response.untyped(fail(DESIGNER_MESSAGES.enterpriseOnly))
      const record = applicationOf(member, Number(query.get('desAppId') ?? 0))
      if (!record) return response.untyped(fail(DESIGNER_MESSAGES.applicationGone))
      return response(200).json(ok(designerApplicationOut(record)))
    }),
  ),

  http.post(
    P.decide,
    memberOnly(async ({ request, response, member }) => {
      if (member.memberType !== 3) return response.untyped(fail(DESIGNER_MESSAGES.enterpriseOnly))
      if (member.isSubAccount) return response.untyped(fail(DESIGNER_MESSAGES.mainAccountOnly))
      const parsed = await readBody<DecisionInput>(request, P.decide)
      if (!parsed.ok) return parsed.response
      const { desAppId, decision } = parsed.body
      const reason = (parsed.body.reason ?? '').trim()
      const record = applicationOf(member, desAppId)
      if (!record) return response.untyped(fail(DESIGNER_MESSAGES.applicationGone))
      // two decisions at once give one: the second finds the first being written, or written
      if (record.state !== 1 || deciding.has(desAppId))
        return response.untyped(fail(DESIGNER_MESSAGES.alreadyDecided))
      if (decision === 'decline') {
        const problem = reasonProblem(reason)
        if (problem) return response.untyped(fail(problemText(problem)))
      }
      const now = clock.now()
      const accepted = decision === 'accept'
      deciding.add(desAppId)
      try {
        const next = await db.designerApplications.update((q) => q.where({ desAppId }), {
          data(row) {
            row.state = accepted ? 2 : 3
            row.declineReason = accepted ? null : reason
            row.decidedAt = now
          },
        })
        if (accepted) await authoriseDesigner(record.enterpriseId, record.designerId, now)
        return response(200).json(ok(designerApplicationOut(next ?? record)))
      } finally {
        deciding.delete(desAppId)
      }
    }),
  ),

  http.get(
    P.enterprises,
    memberOnly(({ query, response, member }) => {
      if (member.memberType !== 2) return response.untyped(fail(DESIGNER_MESSAGES.designersOnly))
      const rows = designerEnterprises(query.get('keyword') ?? '')
      return response(200).json(
        ok(paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 10))),
      )
    }),
  ),

  http.get(
    P.mine,
    memberOnly(({ query, response, member }) => {
      if (member.memberType !== 2) return response.untyped(fail(DESIGNER_MESSAGES.designersOnly))
      const rows = db.designerApplications
        .findMany((q) => q.where({ designerId: member.memberId }))
        .sort((a, b) => b.createdAt - a.createdAt || b.desAppId - a.desAppId)
        .map(ownDesignerApplicationOut)
      return response(200).json(
        ok(paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))),
      )
    }),
  ),

  http.post(
    P.join,
    memberOnly(async ({ request, member }) => {
      if (member.memberType !== 2) return fail(DESIGNER_MESSAGES.designersOnly)
      const read = await readBodyByRules(request, P.join, designerJoinSchema)
      if (!read.ok) return read.response
      return idempotent(request, member.memberId, P.join, read.value, () =>
        joinEnterprise(member, read.value),
      )
    }),
  ),

  http.post(
    P.withdraw,
    memberOnly(async ({ request, response, member }) => {
      if (member.memberType !== 2) return response.untyped(fail(DESIGNER_MESSAGES.designersOnly))
      const parsed = await readBody<{ desAppId: number }>(request, P.withdraw)
      if (!parsed.ok) return parsed.response
      const { desAppId } = parsed.body
      // another member's application answers as a missing one
      const record = db.designerApplications.findFirst((q) =>
        q.where({ desAppId, designerId: member.memberId }),
      )
      if (!record) return response.untyped(fail(DESIGNER_MESSAGES.applicationGone))
      if (record.state !== 1 || deciding.has(desAppId))
        return response.untyped(fail(DESIGNER_MESSAGES.alreadyDecided))
      db.designerApplications.delete((q) => q.where({ desAppId, designerId: member.memberId }))
      return response(200).json(okEmpty())
    }),
  ),
]
