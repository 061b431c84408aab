// Records of tenders and their offers (licitaciones, issue 28 item 2; openapi tag tender). Stored states are the
// ones an action writes (a tender's winner or termination); open and opening are read from the mock clock when
// answering (mocks/lib/tenders.ts), so no sweep is needed.

export interface TenderRecord {
  tenderSn: string
  /** the buyer who published it */
  memberId: number
  title: string
  description: string
  items: { goodsName: string; buyNum: number; unit: string }[]
  /** AAAA-MM-DD: suppliers may bid until the end of this day (UTC) */
  deadline: string
  /** AAAA-MM-DD: the day the offers are opened, not before the deadline */
  openingDate: string
  documents: {
    path: string
    fileName: string
    contentType: 'application/pdf' | 'image/png' | 'image/jpeg'
    size: number
  }[]
  /** members whose enterprise is invited to bid (SPEC.md §6: /member/bidInvite is an enterprise's) */
  invitedMemberIds: number[]
  publishedAt: number
  winnerOfferSn: string | null
  awardedAt: number | null
  terminatedAt: number | null
  terminationReason: string | null
}

/** A supplier's offer (a bid) on a tender: one per store. */
export interface TenderOfferRecord {
  offerSn: string
  tenderSn: string
  storeId: number
  /** USD for every item of the tender */
  amount: number
  deliveryDays: number
  note: string
  createdAt: number
}
