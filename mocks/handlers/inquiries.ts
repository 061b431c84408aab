// Inquiries and quotes, the buyer's side (tag `inquiry`, issue 28 item 1; SPEC.md §2 /inquiry/*,
// /member/inquiry/*, §5, §8): publish an inquiry, list the member's inquiries and the quotes they received, read
// one inquiry with its quotes and their versions, accept a quote (a contract, source quote). Bodies are checked
// with the shared rules of src/schemas/inquiry.schema.ts first (the form's Spanish messages), then against the
// contract. Another member's inquiry or quote is answered exactly like an unknown one.
import type { components } from '../../src/api/schema'
import { inquirySchema } from '../../src/schemas/inquiry.schema'
import { clock } from '../clock'
import { db, type ContractFileRecord, type MemberRecord } from '../db'
import { contractDetailOut, dayOf } from '../lib/contracts'
import { fail, ok } from '../lib/envelope'
import { idempotent } from '../lib/idempotency'
import {
  INQUIRY_MESSAGES,
  acceptQuote,
  inquiryDetailOut,
  inquiryOf,
  inquiryOfMember,
  inquiryStateOf,
  inquirySummaryOut,
  newInquirySn,
  quoteOut,
  quoteStateOf,
} from '../lib/inquiries'
import { memberOnly } from '../lib/member-only'
import { paginate } from '../lib/paginate'
import { rawBody, readBody, ruleFailure } from '../lib/request'
import { http } from './http'

type InquiryInput = components['schemas']['InquiryInput']

export const INQUIRY_PATHS = {
  publish: '/v3/business/front/inquiry/publish',
  list: '/v3/business/front/inquiry/list',
  detail: '/v3/business/front/inquiry/detail',
  quoteList: '/v3/business/front/inquiry/quoteList',
  acceptQuote: '/v3/business/front/inquiry/acceptQuote',
} as const

async function publish(member: MemberRecord, request: Request): Promise<Response> {
  const raw = await rawBody(request)
  const schema = inquirySchema(dayOf(clock.now()))
  const broken = raw && ruleFailure(() => schema.validateSync(raw))
  if (broken) return fail(broken)
  const parsed = await readBody<InquiryInput>(request, INQUIRY_PATHS.publish)
  if (!parsed.ok) return parsed.response
  const values = schema.validateSync(parsed.body)
  for (const line of values.lines) {
    if (line.productId == null) continue
    const product = db.products.findFirst((q) => q.where({ productId: line.productId! }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    if (!goods || goods.state !== 1) return fail(INQUIRY_MESSAGES.productNotFound)
  }
  const attachments = parsed.body.attachments.map((attachment) => ({
    fileName: attachment.fileName.trim(),
    upload: db.uploads.findFirst((q) =>
      q.where({ path: attachment.path.replace(/^\/mock-uploads\//, '/uploads/'), memberId: member.memberId }),
    ),
  }))
  if (attachments.some(({ upload }) => upload?.source !== 'inquiry'))
    return fail(INQUIRY_MESSAGES.uploadFailed)
  const inquirySn = newInquirySn()
  await db.inquiries.create({
    inquirySn,
    memberId: member.memberId,
    title: values.title,
    description: values.description,
    lines: values.lines.map((line) => ({
      productId: line.productId ?? null,
      goodsName: line.goodsName,
      buyNum: line.buyNum,
      unit: line.unit,
    })),
    deliveryPlace: values.deliveryPlace,
    deliveryDate: values.deliveryDate,
    deadline: values.deadline,
    attachments: attachments.map(({ fileName, upload }) => ({
      path: upload!.path,
      fileName,
      contentType: upload!.contentType as ContractFileRecord['contentType'],
      size: upload!.size,
    })),
    createdAt: clock.now(),
    acceptedQuoteSn: null,
    contractNo: null,
  })
  return Response.json(ok(inquiryDetailOut(inquiryOf(inquirySn)!)))
}

export const inquiryHandlers = [
  http.post(
    INQUIRY_PATHS.publish,
    memberOnly(({ request, member }) => publish(member, request)),
  ),

  http.get(
    INQUIRY_PATHS.list,
    memberOnly(({ query, response, member }) => {
      const state = query.get('state')
      const rows = db.inquiries
        .findMany((q) => q.where({ memberId: member.memberId }))
        .filter((row) => !state || inquiryStateOf(row) === state)
        .sort((a, b) => b.createdAt - a.createdAt || b.inquirySn.localeCompare(a.inquirySn))
      const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
      return response(200).json(ok({ list: page.list.map(inquirySummaryOut), pagination: page.pagination }))
    }),
  ),

  http.get(
    INQUIRY_PATHS.detail,
    memberOnly(({ query, response, member }) => {
      const inquiry = inquiryOfMember(member, query.get('inquirySn') ?? '')
      if (!inquiry) return fail(INQUIRY_MESSAGES.notFound)
      return response(200).json(ok(inquiryDetailOut(inquiry)))
    }),
  ),

  http.get(
    INQUIRY_PATHS.quoteList,
    memberOnly(({ query, response, member }) => {
      const state = query.get('state')
      const rows = db.quotes
        .findMany((q) => q.where({ memberId: member.memberId }))
        .filter((row) => !state || quoteStateOf(row, inquiryOf(row.inquirySn)) === state)
        .sort((a, b) => b.updatedAt - a.updatedAt || b.quoteSn.localeCompare(a.quoteSn))
      const page = paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))
      return response(200).json(
        ok({ list: page.list.map((row) => quoteOut(row)), pagination: page.pagination }),
      )
    }),
  ),

  http.post(
    INQUIRY_PATHS.acceptQuote,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<{ quoteSn: string; version: number }>(request, INQUIRY_PATHS.acceptQuote)
      if (!parsed.ok) return parsed.response
      const { quoteSn, version } = parsed.body
      return idempotent(request, member.memberId, INQUIRY_PATHS.acceptQuote, parsed.body, async () => {
        const result = await acceptQuote(member, quoteSn, Number(version))
        if (!result.ok) return fail(result.message)
        return Response.json(ok(contractDetailOut(result.contract)))
      })
    }),
  ),
]
