// Inquiries as a supplier sees them (tag `inquiry`, issue 28 item 1; SPEC.md §2 /inquiry/supplier/init_contract,
// inq_info, quo_info, contract_info; §6 "Supplier: quotes"; §8 "supplier does not exist or closed"). A member
// whose account runs an open store reads the open inquiries (and those its store quoted), quotes or revises,
// withdraws, reads and confirms the contract drafted from its accepted quote. The operations are the control
// panel's (mocks/lib/supplier-quotes.ts, mocks/lib/quote-orders.ts); here they are bound to the member's store:
// a member without a store gets the §8 refusal, and another store's quote or contract is answered exactly like
// an unknown one. Other stores' quotes on an inquiry are never shown.
import type { components } from '../../src/api/schema'
import { db, type InquiryRecord, type MemberRecord, type StoreRecord } from '../db'
import { contractDetailOut } from '../lib/contracts'
import { fail, ok } from '../lib/envelope'
import {
  INQUIRY_MESSAGES,
  inquiryDetailOut,
  inquiryOf,
  inquirySummaryOut,
  isQuotable,
  quoteOut,
} from '../lib/inquiries'
import { memberOnly } from '../lib/member-only'
import { confirmBySupplier } from '../lib/quote-orders'
import { readBody } from '../lib/request'
import { submitQuote, supplierStoreOf, withdrawQuote, type QuoteResult } from '../lib/supplier-quotes'
import { http } from './http'

type QuoteInput = components['schemas']['QuoteInput']

export const SUPPLIER_INQUIRY_PATHS = {
  desk: '/v3/business/front/inquiry/supplier/desk',
  detail: '/v3/business/front/inquiry/supplier/detail',
  quote: '/v3/business/front/inquiry/supplier/quote',
  withdraw: '/v3/business/front/inquiry/supplier/withdrawQuote',
  contract: '/v3/business/front/inquiry/supplier/contract',
  confirmContract: '/v3/business/front/inquiry/supplier/confirmContract',
} as const

const CONTRACT_NOT_FOUND = 'El contrato no existe.'
/** the store's products offered to quote from (SupplierInquiry.storeProducts maxItems) */
const STORE_PRODUCTS_MAX = 50

const ownQuoteOf = (inquirySn: string, storeId: number) =>
  db.quotes.findFirst((q) => q.where({ inquirySn, storeId })) ?? null

/** An inquiry the store may see: open to quotes, or one it quoted. */
const visibleTo = (inquiry: InquiryRecord, store: StoreRecord) =>
  isQuotable(inquiry) || !!ownQuoteOf(inquiry.inquirySn, store.storeId)

/** The member's store, or the §8 refusal, before any supplier operation. */
function asSupplier<R>(
  member: MemberRecord,
  run: (store: StoreRecord) => R | Promise<R>,
): R | Promise<R> | Response {
  const store = supplierStoreOf(member)
  return store ? run(store) : fail(INQUIRY_MESSAGES.storeClosed)
}

const answerQuote = (result: QuoteResult) =>
  result.ok ? Response.json(ok(quoteOut(result.quote))) : fail(result.message)

function storeProductsOf(store: StoreRecord) {
  const rows = []
  for (const goods of db.goods.findMany((q) => q.where({ storeId: store.storeId }))) {
    if (goods.state !== 1) continue
    for (const product of db.products.findMany((q) => q.where({ goodsId: goods.goodsId }))) {
      rows.push({
        productId: product.productId,
        goodsName: goods.goodsName,
        specValues: product.specValues,
        price: product.price,
      })
      if (rows.length === STORE_PRODUCTS_MAX) return rows
    }
  }
  return rows
}

const contractOfStore = (store: StoreRecord, contractNo: string) =>
  db.contracts.findFirst((q) => q.where({ contractNo, storeId: store.storeId, source: 'quote' })) ?? null

export const supplierInquiryHandlers = [
  http.get(
    SUPPLIER_INQUIRY_PATHS.desk,
    memberOnly(({ response, member }) =>
      asSupplier(member, (store) => {
        const inquiries = db.inquiries
          .all()
          .filter((inquiry) => visibleTo(inquiry, store))
          .sort((a, b) => b.createdAt - a.createdAt || b.inquirySn.localeCompare(a.inquirySn))
          .map((inquiry) => ({
            ...inquirySummaryOut(inquiry),
            ownQuoteSn: ownQuoteOf(inquiry.inquirySn, store.storeId)?.quoteSn ?? null,
          }))
        return response(200).json(ok({ storeId: store.storeId, storeName: store.storeName, inquiries }))
      }),
    ),
  ),

  http.get(
    SUPPLIER_INQUIRY_PATHS.detail,
    memberOnly(({ query, response, member }) =>
      asSupplier(member, (store) => {
        const inquiry = inquiryOf(query.get('inquirySn') ?? '')
        if (!inquiry || !visibleTo(inquiry, store)) return fail(INQUIRY_MESSAGES.notFound)
        const detail = inquiryDetailOut(inquiry)
        return response(200).json(
          ok({
            storeId: store.storeId,
            storeName: store.storeName,
            storeProducts: storeProductsOf(store),
            // the buyer's count stays; only the store's own quote is shown
            inquiry: { ...detail, quotes: detail.quotes.filter((quote) => quote.storeId === store.storeId) },
          }),
        )
      }),
    ),
  ),

  http.post(
    SUPPLIER_INQUIRY_PATHS.quote,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<QuoteInput>(request, SUPPLIER_INQUIRY_PATHS.quote)
      if (!parsed.ok) return parsed.response
      return asSupplier(member, async (store) => {
        if (parsed.body.storeId !== store.storeId) return fail(INQUIRY_MESSAGES.storeClosed)
        const inquiry = inquiryOf(parsed.body.inquirySn)
        if (!inquiry || !visibleTo(inquiry, store)) return fail(INQUIRY_MESSAGES.notFound)
        return answerQuote(await submitQuote(parsed.body))
      })
    }),
  ),

  http.post(
    SUPPLIER_INQUIRY_PATHS.withdraw,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<{ quoteSn: string }>(request, SUPPLIER_INQUIRY_PATHS.withdraw)
      if (!parsed.ok) return parsed.response
      return asSupplier(member, async (store) => {
        const quote = db.quotes.findFirst((q) =>
          q.where({ quoteSn: parsed.body.quoteSn, storeId: store.storeId }),
        )
        if (!quote) return fail(INQUIRY_MESSAGES.quoteNotFound)
        return answerQuote(await withdrawQuote(quote))
      })
    }),
  ),

  http.get(
    SUPPLIER_INQUIRY_PATHS.contract,
    memberOnly(({ query, response, member }) =>
      asSupplier(member, (store) => {
        const contract = contractOfStore(store, query.get('contractNo') ?? '')
        if (!contract) return fail(CONTRACT_NOT_FOUND)
        return response(200).json(ok(contractDetailOut(contract)))
      }),
    ),
  ),

  http.post(
    SUPPLIER_INQUIRY_PATHS.confirmContract,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<{ contractNo: string }>(request, SUPPLIER_INQUIRY_PATHS.confirmContract)
      if (!parsed.ok) return parsed.response
      return asSupplier(member, async (store) => {
        const contract = contractOfStore(store, parsed.body.contractNo)
        if (!contract) return fail(CONTRACT_NOT_FOUND)
        // confirmed already (a second click, another tab): the same contract again
        if (contract.supplierConfirmedAt) return Response.json(ok(contractDetailOut(contract)))
        const result = await confirmBySupplier(contract.contractNo)
        if (!result.ok) return fail(result.message)
        return Response.json(ok(contractDetailOut(result.contract)))
      })
    }),
  ),
]
