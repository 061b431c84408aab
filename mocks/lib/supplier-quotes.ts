// What a supplier does to an inquiry (issue 28 item 1; SPEC.md §2 /inquiry/supplier/*, §6 "Supplier: quotes"):
// quote an open inquiry or revise the store's quote (a new version, the old ones kept), withdraw a quote. One
// home for both callers: the control panel playing any store (mocks/control-panel/endpoints/inquiry-control.ts)
// and a member who runs a store (mocks/handlers/supplier-inquiries.ts). Quotes are checked with the shared rules
// of src/schemas/inquiry.schema.ts (quoteSchema) first.
import type { components } from '../../src/api/schema'
import { quoteSchema } from '../../src/schemas/inquiry.schema'
import { clock } from '../clock'
import { db, type MemberRecord, type QuoteRecord, type StoreRecord } from '../db'
import { dayOf } from './contracts'
import { INQUIRY_MESSAGES, inquiryOf, isQuotable, newQuoteSn, quoteStateOf } from './inquiries'
import { applyRules } from './rules'

type QuoteInput = components['schemas']['QuoteInput']
export type QuoteResult = { ok: true; quote: QuoteRecord } | { ok: false; message: string }

const DAY = 86_400_000

/** The open store a member runs, or null (SPEC.md §8 "supplier does not exist or closed"). */
export function supplierStoreOf(member: MemberRecord): StoreRecord | null {
  if (member.supplierStoreId == null) return null
  const store = db.stores.findFirst((q) => q.where({ storeId: member.supplierStoreId! }))
  return store?.isOpen ? store : null
}

const quoteBySn = (quoteSn: string) => db.quotes.findFirst((q) => q.where({ quoteSn }))!

export async function submitQuote(body: QuoteInput): Promise<QuoteResult> {
  const inquiry = inquiryOf(body.inquirySn)
  if (!inquiry) return { ok: false, message: INQUIRY_MESSAGES.notFound }
  const rules = await applyRules(quoteSchema(dayOf(clock.now())), body)
  if (!rules.ok) return { ok: false, message: rules.msg }
  const values = rules.value
  const store = db.stores.findFirst((q) => q.where({ storeId: body.storeId }))
  if (!store?.isOpen) return { ok: false, message: INQUIRY_MESSAGES.storeClosed }
  const lines = []
  for (const line of values.lines) {
    const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    if (!product || !goods || goods.storeId !== store.storeId)
      return { ok: false, message: INQUIRY_MESSAGES.notStoreProduct }
    lines.push({
      productId: product.productId,
      goodsName: goods.goodsName,
      specValues: product.specValues,
      buyNum: line.buyNum,
      price: line.price,
    })
  }
  if (!isQuotable(inquiry)) return { ok: false, message: INQUIRY_MESSAGES.notQuotable }
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
    if (quoteStateOf(existing, inquiry) !== 'active')
      return { ok: false, message: INQUIRY_MESSAGES.notRevisable }
    await db.quotes.update((q) => q.where({ quoteSn: existing.quoteSn }), {
      data(row) {
        row.versions = [...row.versions, { ...content, version: row.versions.length + 1 }]
        row.updatedAt = now
      },
    })
    return { ok: true, quote: quoteBySn(existing.quoteSn) }
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
  return { ok: true, quote: quoteBySn(quoteSn) }
}

export async function withdrawQuote(quote: QuoteRecord): Promise<QuoteResult> {
  if (quoteStateOf(quote, inquiryOf(quote.inquirySn)) !== 'active')
    return { ok: false, message: INQUIRY_MESSAGES.notRevisable }
  await db.quotes.update((q) => q.where({ quoteSn: quote.quoteSn }), {
    data(row) {
      row.state = 'withdrawn'
      row.updatedAt = clock.now()
    },
  })
  return { ok: true, quote: quoteBySn(quote.quoteSn) }
}
