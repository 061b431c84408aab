// Mock-only supplier side of inquiries (tag `mock`, issue 28 item 1; SPEC.md §2 /inquiry/supplier/*): the control
// panel plays the supplier, lists every member's inquiries with their quotes, quotes an open inquiry or revises
// the store's quote (a new version; the old ones are kept), withdraws a quote, and confirms the contract the
// buyer made by accepting a quote (mocks/lib/quote-orders.ts makes the order once both agreed). Quoting and
// withdrawing are mocks/lib/supplier-quotes.ts, shared with a member who runs a store.
import type { components } from '../../../src/api/schema'
import { db } from '../../db'
import { contractDetailOut } from '../../lib/contracts'
import { fail, ok } from '../../lib/envelope'
import { INQUIRY_MESSAGES, inquiryDetailOut, quoteOut } from '../../lib/inquiries'
import { sweptFirst } from '../../lib/member-only'
import { confirmBySupplier } from '../../lib/quote-orders'
import { readBody } from '../../lib/request'
import { submitQuote, withdrawQuote, type QuoteResult } from '../../lib/supplier-quotes'
import { http } from '../../handlers/http'

type QuoteInput = components['schemas']['QuoteInput']

export const INQUIRY_CONTROL_PATHS = {
  list: '/v3/mock/front/inquiries',
  quote: '/v3/mock/front/inquiries/quote',
  withdraw: '/v3/mock/front/inquiries/withdrawQuote',
  confirmContract: '/v3/mock/front/inquiries/confirmContract',
} as const

const answer = (result: QuoteResult) =>
  result.ok ? Response.json(ok(quoteOut(result.quote))) : fail(result.message)

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
      return answer(await submitQuote(parsed.body))
    }),
  ),

  http.post(
    INQUIRY_CONTROL_PATHS.withdraw,
    sweptFirst(async ({ request }) => {
      const parsed = await readBody<{ quoteSn: string }>(request, INQUIRY_CONTROL_PATHS.withdraw)
      if (!parsed.ok) return parsed.response
      const quote = db.quotes.findFirst((q) => q.where({ quoteSn: parsed.body.quoteSn }))
      if (!quote) return fail(INQUIRY_MESSAGES.quoteNotFound)
      return answer(await withdrawQuote(quote))
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
