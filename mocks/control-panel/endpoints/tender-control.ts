// Mock-only supplier side of tenders (tag `mock`, issue 28 item 2; SPEC.md §2 /bid/*): the control panel plays
// the suppliers, lists every tender with its offers (opened or not) and places one offer per store on an open
// tender. A terminated tender or one past its deadline refuses the offer in the envelope (mocks/lib/tenders.ts).
import type { components } from '../../../src/api/schema'
import { db } from '../../db'
import { fail, ok } from '../../lib/envelope'
import { sweptFirst } from '../../lib/member-only'
import { readBody } from '../../lib/request'
import { newestFirst, offerOut, offersOf, placeOffer, tenderDetailOut, tenderOf } from '../../lib/tenders'
import { http } from '../../handlers/http'

type TenderOfferInput = components['schemas']['TenderOfferInput']

export const TENDER_CONTROL_PATHS = {
  list: '/v3/mock/front/tenders',
  offer: '/v3/mock/front/tenders/offer',
} as const

export const tenderControlHandlers = [
  http.get(
    TENDER_CONTROL_PATHS.list,
    sweptFirst(({ response }) => {
      const rows = db.tenders
        .all()
        .sort(newestFirst)
        .map((tender) => ({
          ...tenderDetailOut(tender, null),
          // the panel plays every supplier: it sees the offers even while sealed
          offers: offersOf(tender.tenderSn)
            .sort((a, b) => a.amount - b.amount)
            .map((offer) => offerOut(offer, tender)),
          memberEmail: db.members.findFirst((q) => q.where({ memberId: tender.memberId }))?.email ?? '',
        }))
      return response(200).json(ok(rows))
    }),
  ),

  http.post(
    TENDER_CONTROL_PATHS.offer,
    sweptFirst(async ({ request }) => {
      const parsed = await readBody<TenderOfferInput>(request, TENDER_CONTROL_PATHS.offer)
      if (!parsed.ok) return parsed.response
      const result = await placeOffer(parsed.body)
      if (!result.ok) return fail(result.message)
      return Response.json(ok(offerOut(result.offer, tenderOf(result.offer.tenderSn))))
    }),
  ),
]
