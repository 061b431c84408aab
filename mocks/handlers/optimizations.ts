// Designer optimisation (issue 28 item 4; SPEC.md §2 /prototype/optimize/index, history, hisDetail, §6, §8): a
// designer reads the product to optimise, proposes an optimisation of it (notes, images uploaded with source
// `optimize`, alternative SKUs of the catalogue; once per Idempotency-Key), and reads their own proposals with the
// supplier's answer (given in the control panel, mocks/control-panel/endpoints/optimize-control.ts). Anyone else
// gets "Solo los diseñadores pueden usar esta función"; a member never reads another's proposal. The rules are
// the shared src/schemas/optimize.schema.ts.
import type { components } from '../../src/api/schema'
import { optimizeSchema } from '../../src/schemas/optimize.schema'
import { clock } from '../clock'
import { db, nextId, type MemberRecord, type OptimizeProductSnapshot } from '../db'
import { DESIGNER_MESSAGES } from '../lib/designers'
import { fail, ok } from '../lib/envelope'
import { idempotent } from '../lib/idempotency'
import { memberOnly } from '../lib/member-only'
import { OPTIMIZE_MESSAGES, optimizeOut, optimizeProductOf, ownOptimize } from '../lib/optimizations'
import { paginate } from '../lib/paginate'
import { readBodyByRules } from '../lib/request'
import { memberUploadOf } from '../lib/uploads'
import { http } from './http'

type OptimizeInput = components['schemas']['OptimizeInput']

export const OPTIMIZE_PATHS = {
  init: '/v3/member/front/optimize/init',
  submit: '/v3/member/front/optimize/submit',
  list: '/v3/member/front/optimize/list',
  detail: '/v3/member/front/optimize/detail',
} as const
const P = OPTIMIZE_PATHS

const isDesigner = (member: MemberRecord) => member.memberType === 2

async function submitOptimize(member: MemberRecord, body: OptimizeInput): Promise<Response> {
  const product = optimizeProductOf(body.productId)
  if (!product) return fail(OPTIMIZE_MESSAGES.unknownProduct)
  const alternatives: OptimizeProductSnapshot[] = []
  for (const productId of body.alternatives) {
    const alternative = optimizeProductOf(productId)
    if (!alternative) return fail(OPTIMIZE_MESSAGES.unknownProduct)
    alternatives.push(alternative)
  }
  const paths: string[] = []
  for (const image of body.images) {
    const upload = memberUploadOf(member, image, 'optimize')
    if (!upload) return fail(OPTIMIZE_MESSAGES.uploadFailed)
    paths.push(upload.path)
  }
  const record = await db.optimizations.create({
    optimizeId: nextId('optimizations', 'optimizeId'),
    memberId: member.memberId,
    product,
    notes: body.notes.trim(),
    images: paths,
    alternatives,
    state: 1,
    answer: null,
    createdAt: clock.now(),
    answeredAt: null,
  })
  return Response.json(ok(optimizeOut(record)))
}

export const optimizeHandlers = [
  http.get(
    P.init,
    memberOnly(({ query, response, member }) => {
      if (!isDesigner(member)) return response.untyped(fail(DESIGNER_MESSAGES.designersOnly))
      const product = optimizeProductOf(Number(query.get('productId') ?? 0))
      if (!product) return response.untyped(fail(OPTIMIZE_MESSAGES.unknownProduct))
      return response(200).json(ok(product))
    }),
  ),

  http.post(
    P.submit,
    memberOnly(async ({ request, member }) => {
      if (!isDesigner(member)) return fail(DESIGNER_MESSAGES.designersOnly)
      // the shared rules answer first, in Spanish, then the contract (readBodyByRules)
      const parsed = await readBodyByRules(request, P.submit, optimizeSchema)
      if (!parsed.ok) return parsed.response
      const body = parsed.value as OptimizeInput
      return idempotent(request, member.memberId, P.submit, body, () => submitOptimize(member, body))
    }),
  ),

  http.get(
    P.list,
    memberOnly(({ query, response, member }) => {
      if (!isDesigner(member)) return response.untyped(fail(DESIGNER_MESSAGES.designersOnly))
      const state = Number(query.get('state') ?? 0)
      const rows = db.optimizations
        .findMany((q) => q.where({ memberId: member.memberId }))
        .filter((row) => !state || row.state === state)
        .sort((a, b) => b.createdAt - a.createdAt || b.optimizeId - a.optimizeId)
        .map(optimizeOut)
      return response(200).json(
        ok(paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 10))),
      )
    }),
  ),

  http.get(
    P.detail,
    memberOnly(({ query, response, member }) => {
      if (!isDesigner(member)) return response.untyped(fail(DESIGNER_MESSAGES.designersOnly))
      const record = ownOptimize(member.memberId, Number(query.get('optimizeId') ?? 0))
      if (!record) return response.untyped(fail(OPTIMIZE_MESSAGES.proposalGone))
      return response(200).json(ok(optimizeOut(record)))
    }),
  ),
]
