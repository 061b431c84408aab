// Tenders, the buyer's side and the public notices (tag `tender`, issue 28 item 2; SPEC.md §2 /bid/*, /member/bid,
// /member/bidInvite, §6): anyone reads the notices; a member reads the opened offers, the invitations of their
// enterprise and their own tenders, publishes one (checked with src/schemas/tender.schema.ts first, the form's
// Spanish messages), awards it to one offer or terminates it. Another member's tender is, to these operations,
// as unknown as a wrong number.
import type { components } from '../../src/api/schema'
import { tenderSchema, terminationSchema } from '../../src/schemas/tender.schema'
import { clock } from '../clock'
import { db, type MemberRecord, type TenderRecord } from '../db'
import { dayOf } from '../lib/contracts'
import { fail, ok } from '../lib/envelope'
import { idempotent } from '../lib/idempotency'
import { memberOnly, visitorOrMember } from '../lib/member-only'
import { paginate } from '../lib/paginate'
import { rawBody, readBody, ruleFailure } from '../lib/request'
import {
  TENDER_MESSAGES,
  newestFirst,
  newTenderSn,
  pickWinner,
  tenderDetailOut,
  tenderOf,
  tenderStateOf,
  tenderSummaryOut,
  terminate,
} from '../lib/tenders'
import { http } from './http'

type TenderInput = components['schemas']['TenderInput']

export const TENDER_PATHS = {
  list: '/v3/business/front/bid/list',
  detail: '/v3/business/front/bid/detail',
  invitations: '/v3/business/front/bid/invitations',
  myList: '/v3/business/front/bid/myList',
  publish: '/v3/business/front/bid/publish',
  pickWinner: '/v3/business/front/bid/pickWinner',
  terminate: '/v3/business/front/bid/terminate',
} as const

/** A page of tenders, filtered by the state read from the clock. */
function pageOf(
  rows: TenderRecord[],
  query: { get(name: string): string | null },
  viewer: MemberRecord | null,
) {
  const state = query.get('state')
  const page = paginate(
    rows.filter((row) => !state || tenderStateOf(row) === state).sort(newestFirst),
    Number(query.get('current') ?? 1),
    Number(query.get('pageSize') ?? 20),
  )
  return ok({ list: page.list.map((row) => tenderSummaryOut(row, viewer)), pagination: page.pagination })
}

async function publish(member: MemberRecord, request: Request): Promise<Response> {
  const raw = await rawBody(request)
  const schema = tenderSchema(dayOf(clock.now()))
  const broken = raw && ruleFailure(() => schema.validateSync(raw))
  if (broken) return fail(broken)
  const parsed = await readBody<TenderInput>(request, TENDER_PATHS.publish)
  if (!parsed.ok) return parsed.response
  const values = schema.validateSync(parsed.body)
  return idempotent(request, member.memberId, TENDER_PATHS.publish, parsed.body, async () => {
    const documents = parsed.body.documents.map((document) => ({
      fileName: document.fileName.trim(),
      upload: db.uploads.findFirst((q) =>
        q.where({ path: document.path.replace(/^\/mock-uploads\//, '/uploads/'), memberId: member.memberId }),
      ),
    }))
    if (documents.some(({ upload }) => upload?.source !== 'tender')) return fail(TENDER_MESSAGES.uploadFailed)
    const tenderSn = newTenderSn()
    await db.tenders.create({
      tenderSn,
      memberId: member.memberId,
      title: values.title,
      description: values.description,
      items: values.items.map((item) => ({
        goodsName: item.goodsName,
        buyNum: item.buyNum,
        unit: item.unit,
      })),
      deadline: values.deadline,
      openingDate: values.openingDate,
      documents: documents.map(({ fileName, upload }) => ({
        path: upload!.path,
        fileName,
        contentType: upload!.contentType as TenderRecord['documents'][number]['contentType'],
        size: upload!.size,
      })),
      invitedMemberIds: [],
      publishedAt: clock.now(),
      winnerOfferSn: null,
      awardedAt: null,
      terminatedAt: null,
      terminationReason: null,
    })
    return Response.json(ok(tenderDetailOut(tenderOf(tenderSn)!, member)))
  })
}

export const tenderHandlers = [
  http.get(
    TENDER_PATHS.list,
    visitorOrMember(({ query, response, member }) =>
      response(200).json(pageOf(db.tenders.all(), query, member)),
    ),
  ),

  http.get(
    TENDER_PATHS.detail,
    visitorOrMember(({ query, response, member }) => {
      const tender = tenderOf(query.get('tenderSn') ?? '')
      if (!tender) return fail(TENDER_MESSAGES.notFound)
      return response(200).json(ok(tenderDetailOut(tender, member)))
    }),
  ),

  http.get(
    TENDER_PATHS.invitations,
    memberOnly(({ query, response, member }) => {
      const rows = db.tenders.all().filter((row) => row.invitedMemberIds.includes(member.memberId))
      return response(200).json(pageOf(rows, query, member))
    }),
  ),

  http.get(
    TENDER_PATHS.myList,
    memberOnly(({ query, response, member }) => {
      const rows = db.tenders.findMany((q) => q.where({ memberId: member.memberId }))
      return response(200).json(pageOf(rows, query, member))
    }),
  ),

  http.post(
    TENDER_PATHS.publish,
    memberOnly(({ request, member }) => publish(member, request)),
  ),

  http.post(
    TENDER_PATHS.pickWinner,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<{ tenderSn: string; offerSn: string }>(request, TENDER_PATHS.pickWinner)
      if (!parsed.ok) return parsed.response
      const { tenderSn, offerSn } = parsed.body
      return idempotent(request, member.memberId, TENDER_PATHS.pickWinner, parsed.body, async () => {
        const result = await pickWinner(member, tenderSn, offerSn)
        if (!result.ok) return fail(result.message)
        return Response.json(ok(tenderDetailOut(result.tender, member)))
      })
    }),
  ),

  http.post(
    TENDER_PATHS.terminate,
    memberOnly(async ({ request, member }) => {
      const raw = await rawBody(request)
      const broken = raw && ruleFailure(() => terminationSchema.validateSync(raw))
      if (broken) return fail(broken)
      const parsed = await readBody<{ tenderSn: string; reason: string }>(request, TENDER_PATHS.terminate)
      if (!parsed.ok) return parsed.response
      const { reason } = terminationSchema.validateSync(parsed.body)
      const result = await terminate(member, parsed.body.tenderSn, reason)
      if (!result.ok) return fail(result.message)
      return Response.json(ok(tenderDetailOut(result.tender, member)))
    }),
  ),
]
