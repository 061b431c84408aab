// Sample applications (issue 28 item 3; SPEC.md §5 monthly sample quota): the member applies for the selected
// lines of the sample cart, within the month's quota (the shared rule src/schemas/sample-apply.schema.ts), once
// per Idempotency-Key; then reads the applications. The supplier's side is in the control panel
// (mocks/control-panel/endpoints/sample-apply-control.ts).
import type { components } from '../../src/api/schema'
import { sampleApplyProblems } from '../../src/schemas/sample-apply.schema'
import { clock } from '../clock'
import { db, type MemberRecord, type SampleApplyLineRecord } from '../db'
import { fail, ok } from '../lib/envelope'
import { t } from '../lib/i18n'
import { idempotent } from '../lib/idempotency'
import { goodsImageUrl } from '../lib/image-url'
import { memberOnly } from '../lib/member-only'
import { paginate } from '../lib/paginate'
import { round2, unitPrice } from '../lib/pricing'
import { readBody } from '../lib/request'
import { SAMPLE_APPLY_MESSAGES, newSampleApplyRecord, sampleApplyOut } from '../lib/sample-applies'
import { sampleQuota } from '../lib/sample-quota'
import { http } from './http'

type SubmitRequest = components['schemas']['SampleApplySubmitRequest']

const PATHS = {
  submit: '/v3/business/front/sampleApply/submit',
  list: '/v3/business/front/sampleApply/list',
  detail: '/v3/business/front/sampleApply/detail',
} as const

/** The member's valid sample-cart lines named by the body, priced now; null when one is not theirs or invalid. */
function linesOf(member: MemberRecord, cartIds: readonly number[]) {
  const lines: (SampleApplyLineRecord & { cartId: number })[] = []
  for (const cartId of new Set(cartIds)) {
    const line = db.sampleCartLines.findFirst((q) => q.where({ cartId, memberId: member.memberId }))
    const product = line && db.products.findFirst((q) => q.where({ productId: line.productId }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    const store = goods && db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
    if (!line || !product || !goods || !store || goods.state !== 1 || !store.isOpen || product.stock <= 0)
      return null
    const price = unitPrice(product, goods, line.buyNum)
    lines.push({
      cartId,
      productId: product.productId,
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      goodsImage: goodsImageUrl(goods),
      storeId: store.storeId,
      storeName: store.storeName,
      buyNum: line.buyNum,
      goodsPrice: price,
      subtotal: round2(price * line.buyNum),
    })
  }
  return lines
}

async function submit(member: MemberRecord, body: SubmitRequest): Promise<Response> {
  const lines = linesOf(member, body.cartIds)
  if (!lines) return fail(SAMPLE_APPLY_MESSAGES.unknownLine)
  const quota = sampleQuota(member)
  const problems = sampleApplyProblems(
    {
      monthlyCount: quota.monthlyCount,
      monthlyAmount: quota.monthlyAmount,
      appliedCount: quota.appliedCount,
      appliedAmount: quota.appliedAmount,
    },
    {
      lines: lines.map(({ cartId, subtotal }) => ({ cartId, subtotal })),
      receiverName: body.receiverName ?? '',
      receiverMobile: body.receiverMobile ?? '',
      address: body.address ?? '',
      remark: body.remark ?? '',
    },
  )
  const first = Object.values(problems)[0]
  if (first) return fail(t(first.id, first.values as Record<string, string | number>))
  const record = newSampleApplyRecord({
    memberId: member.memberId,
    createdAt: clock.now(),
    receiverName: body.receiverName.trim(),
    receiverMobile: body.receiverMobile.trim(),
    address: body.address.trim(),
    remark: (body.remark ?? '').trim(),
    lines: lines.map(({ cartId: _cartId, ...line }) => line),
    totalAmount: round2(lines.reduce((sum, line) => sum + line.subtotal, 0)),
  })
  await db.sampleApplies.create(record)
  for (const line of lines) db.sampleCartLines.delete((q) => q.where({ cartId: line.cartId }))
  return Response.json(ok(sampleApplyOut(record)))
}

export const sampleApplyHandlers = [
  http.post(
    PATHS.submit,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<SubmitRequest>(request, PATHS.submit)
      if (!parsed.ok) return parsed.response
      return idempotent(request, member.memberId, PATHS.submit, parsed.body, () =>
        submit(member, parsed.body),
      )
    }),
  ),

  http.get(
    PATHS.list,
    memberOnly(({ query, response, member }) => {
      const rows = db.sampleApplies
        .findMany((q) => q.where({ memberId: member.memberId }))
        .sort((a, b) => b.createdAt - a.createdAt || b.applySn.localeCompare(a.applySn))
        .map(sampleApplyOut)
      return response(200).json(
        ok(paginate(rows, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20))),
      )
    }),
  ),

  http.get(
    PATHS.detail,
    memberOnly(({ query, response, member }) => {
      const applySn = query.get('applySn') ?? ''
      const apply = db.sampleApplies.findFirst((q) => q.where({ applySn, memberId: member.memberId }))
      if (!apply) return response.untyped(fail(SAMPLE_APPLY_MESSAGES.gone))
      return response(200).json(ok(sampleApplyOut(apply)))
    }),
  ),
]
