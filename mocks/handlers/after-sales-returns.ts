// Return logistics of a refund with return (the after-sales tag; SPEC.md §4, issue 16 item 7): the carriers a
// return may travel with (system/front/express/list, REFERENCE.md §5) and the buyer's shipping of the goods back
// (after/sale/deliverGoods) with a carrier of that list and a tracking number — the rules of
// src/schemas/refund.schema.ts returnLogisticsSchema. The refund changes state only through its machine.
import { returnLogisticsSchema } from '../../src/schemas/refund.schema'
import { takesEventType } from '../../machines/order-lifecycle/lifecycle'
import { clock } from '../clock'
import { db, type MemberRecord, type RefundRecord } from '../db'
import { fail, ok } from '../lib/envelope'
import { sendRefundEvent } from '../lib/order-lifecycle'
import { refundDetailOut } from '../lib/order-view'
import { CARRIERS, carrierOf } from '../lib/refund-lines'
import { rawJson, readBody, ruleFailure } from '../lib/request'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

const PATHS = {
  carriers: '/v3/system/front/express/list',
  shipReturn: '/v3/business/front/after/sale/deliverGoods',
} as const

/** The exact messages of the contract (openapi/marketplace.yaml, deliverGoods). */
export const RETURN_MESSAGES = {
  refundNotFound: 'La solicitud de reembolso no existe.',
  notWaitingReturn: 'Esta solicitud no espera la devolución de la mercancía.',
} as const

const refundOfMember = (member: MemberRecord, afsSn: unknown): RefundRecord | null =>
  typeof afsSn === 'string' && afsSn !== ''
    ? (db.refunds.findFirst((q) => q.where({ afsSn, memberId: member.memberId })) ?? null)
    : null

const logisticsRules = returnLogisticsSchema(CARRIERS.map((carrier) => carrier.expressId))

export const afterSalesReturnHandlers = [
  http.get(PATHS.carriers, ({ response }) => response(200).json(ok([...CARRIERS]))),

  http.post(
    PATHS.shipReturn,
    memberOnly(async ({ request, response, member }) => {
      const raw = await rawJson(request)
      const refund = refundOfMember(member, raw?.afsSn)
      if (refund && !takesEventType('refund', refund.lifecycle.state, 'return.shipped'))
        return fail(RETURN_MESSAGES.notWaitingReturn)
      const broken = raw && ruleFailure(() => logisticsRules.validateSync(raw))
      if (broken) return fail(broken)
      const parsed = await readBody<{ afsSn: string; expressId: number; trackingNumber: string }>(
        request,
        PATHS.shipReturn,
      )
      if (!parsed.ok) return parsed.response
      if (!refund) return fail(RETURN_MESSAGES.refundNotFound)
      const { expressId, trackingNumber } = logisticsRules.validateSync(parsed.body)
      const carrier = carrierOf(expressId)!.expressName
      const shipped = await sendRefundEvent(
        refund,
        { type: 'return.shipped', carrier, trackingNumber },
        { actor: 'buyer', note: `Mercancía devuelta: ${carrier}, seguimiento ${trackingNumber}.` },
        (r) => void (r.returnLogistics = { carrier, trackingNumber, at: clock.now() }),
      )
      if (!shipped) return fail(RETURN_MESSAGES.notWaitingReturn)
      return response(200).json(ok(refundDetailOut(shipped)))
    }),
  ),
]
