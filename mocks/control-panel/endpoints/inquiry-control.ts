// Mock-only supplier side of inquiries (tag `mock`, issue 28 item 1; SPEC.md §2 /inquiry/supplier/*): the control
// panel plays the supplier, lists every member's inquiries with their quotes, quotes an open inquiry or revises
// the store's quote (a new version; the old ones are kept), withdraws a quote, and confirms the contract the
// buyer made by accepting a quote (mocks/lib/quote-orders.ts makes the order once both agreed). Quotes are
// checked with the shared rules of src/schemas/inquiry.schema.ts (quoteSchema) first.
import type { components } from '../../../src/api/schema'
import { quoteSchema } from '../../../src/schemas/inquiry.schema'
import { clock } from '../../clock'
import { db } from '../../db'
import { contractDetailOut, dayOf } from '../../lib/contracts'
import { fail, ok } from '../../lib/envelope'
import {
  INQUIRY_MESSAGES,
  inquiryDetailOut,
  inquiryOf,
  isQuotable,
  newQuoteSn,
  quoteOut,
  quoteStateOf,
} from '../../lib/inquiries'
import { sweptFirst } from '../../lib/member-only'
import { confirmBySupplier } from '../../lib/quote-orders'
import { readBody } from '../../lib/request'
import { applyRules } from '../../lib/rules'
import { http } from '../../handlers/http'

type QuoteInput = components['schemas']['QuoteInput']

export const INQUIRY_CONTROL_PATHS = {
  list: '/v3/mock/front/inquiries',
  quote: '/v3/mock/front/inquiries/quote',
  withdraw: '/v3/mock/front/inquiries/withdrawQuote',
  confirmContract: '/v3/mock/front/inquiries/confirmContract',
} as const

const DAY = 86_400_000

async function submitQuote(body: QuoteInput): Promise<Response> {
  const inquiry = inquiryOf(body.inquirySn)
  if (!inquiry) return fail(INQUIRY_MESSAGES.notFound)
  const rules = await applyRules(quoteSchema(dayOf(clock.now())), body)
  if (!rules.ok) return fail(rules.msg)
  const values = rules.value
  const store = db.stores.findFirst((q) => q.where({ storeId: body.storeId }))
  if (!store?.isOpen) return fail(INQUIRY_MESSAGES.storeClosed)
  const lines = []
  for (const line of values.lines) {
    const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    if (!product || !goods || goods.storeId !== store.storeId) return fail(INQUIRY_MESSAGES.notStoreProduct)
    lines.push({
      productId: product.productId,
      goodsName: goods.goodsName,
      specValues: product.specValues,
      buyNum: line.buyNum,
      price: line.price,
    })
  }
  if (!isQuotable(inquiry)) return fail(INQUIRY_MESSAGES.notQuotable)
  const now = clock.now()
  const content = {
    createdAt: now,
    lines,
    charges: values.charges.map((charge) => ({ name: charge.name, amount: charge.amount })),
    settlement: values.settlement,
    delivery: { ...values.delivery },
    taxRate: values.taxRate,
    contact: { ...values.contact },
    note: values.note,
    validUntil: now + values.validDays * DAY,
  }
  const existing = db.quotes.findFirst((q) =>
    q.where({ inquirySn: inquiry.inquirySn, storeId: store.storeId }),
  )
  if (existing) {
    if (quoteStateOf(existing, inquiry) !== 'active') return fail(INQUIRY_MESSAGES.notRevisable)
    await db.quotes.update((q) => q.where({ quoteSn: existing.quoteSn }), {
      data(row) {
        row.versions = [...row.versions, { ...content, version: row.versions.length + 1 }]
        row.updatedAt = now
      },
    })
    return Response.json(ok(quoteOut(db.quotes.findFirst((q) => q.where({ quoteSn: existing.quoteSn }))!)))
  }
  const quoteSn = newQuoteSn()
  await db.quotes.create({
    quoteSn,
    inquirySn: inquiry.inquirySn,
    memberId: inquiry.memberId,
    storeId: store.storeId,
    state: 'active',
    createdAt: now,
    updatedAt: now,
    versions: [{ ...content, version: 1 }],
    contractNo: null,
  })
  return Response.json(ok(quoteOut(db.quotes.findFirst((q) => q.where({ quoteSn }))!)))
}

export const inquiryControlHandlers = [
  http.get(
    INQUIRY_CONTROL_PATHS.list,
    sweptFirst(({ response }) => {
      const rows = db.inquiries
        .all()
        .sort((a, b) => b.createdAt - a.createdAt || b.inquirySn.localeCompare(a.inquirySn))
        .map((inquiry) => ({
          ...inquiryDetailOut(inquiry),
          memberEmail: db.members.findFirst((q) => q.where({ memberId: inquiry.memberId }))?.email ?? '',
        }))
      return response(200).json(ok(rows))
    }),
  ),

  http.post(
    INQUIRY_CONTROL_PATHS.quote,
    sweptFirst(async ({ request }) => {
      const parsed = await readBody<QuoteInput>(request, INQUIRY_CONTROL_PATHS.quote)
      if (!parsed.ok) return parsed.response
      return submitQuote(parsed.body)
    }),
  ),

  http.post(
    INQUIRY_CONTROL_PATHS.withdraw,
    sweptFirst(async ({ request }) => {
      const parsed = await readBody<{ quoteSn: string }>(request, INQUIRY_CONTROL_PATHS.withdraw)
      if (!parsed.ok) return parsed.response
      const quote = db.quotes.findFirst((q) => q.where({ quoteSn: parsed.body.quoteSn }))
      if (!quote) return fail(INQUIRY_MESSAGES.quoteNotFound)
      if (quoteStateOf(quote, inquiryOf(quote.inquirySn)) !== 'active')
        return fail(INQUIRY_MESSAGES.notRevisable)
      await db.quotes.update((q) => q.where({ quoteSn: quote.quoteSn }), {
        data(row) {
          row.state = 'withdrawn'
          row.updatedAt = clock.now()
        },
      })
      return Response.json(ok(quoteOut(db.quotes.findFirst((q) => q.where({ quoteSn: quote.quoteSn }))!)))
    }),
  ),

  http.post(
    INQUIRY_CONTROL_PATHS.confirmContract,
    sweptFirst(async ({ request }) => {
      const parsed = await readBody<{ contractNo: string }>(request, INQUIRY_CONTROL_PATHS.confirmContract)
      if (!parsed.ok) return parsed.response
      const result = await confirmBySupplier(parsed.body.contractNo)
      if (!result.ok) return fail(result.message)
      return Response.json(ok(contractDetailOut(result.contract)))
    }),
  ),
]
