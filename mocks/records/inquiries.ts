// Records of inquiries and quotes (RFQ, issue 28 item 1; openapi tag inquiry). Stored states are the ones an
// action writes (an inquiry's accepted quote; a quote active, withdrawn or accepted); an inquiry closed by its
// deadline and a quote expired by its validity are read from the mock clock when answering (mocks/lib/inquiries.ts),
// so no sweep is needed.

export interface InquiryRecord {
  inquirySn: string
  memberId: number
  title: string
  description: string
  lines: { productId: number | null; goodsName: string; buyNum: number; unit: string }[]
  deliveryPlace: string
  /** AAAA-MM-DD */
  deliveryDate: string
  /** AAAA-MM-DD: suppliers may quote until the end of this day (UTC) */
  deadline: string
  attachments: {
    path: string
    fileName: string
    contentType: 'application/pdf' | 'image/png' | 'image/jpeg'
    size: number
  }[]
  createdAt: number
  acceptedQuoteSn: string | null
  contractNo: string | null
}

/** One version of a quote: what the supplier offered at that moment. */
export interface QuoteVersionRecord {
  version: number
  createdAt: number
  lines: { productId: number; goodsName: string; specValues: string; buyNum: number; price: number }[]
  charges: { name: string; amount: number }[]
  settlement: string
  delivery: { place: string; date: string; term: string }
  /** percent */
  taxRate: number
  contact: { name: string; phone: string; email: string }
  note: string
  /** the version may be accepted until this instant (mock clock) */
  validUntil: number
}

export interface QuoteRecord {
  quoteSn: string
  inquirySn: string
  /** the buyer who asked (the inquiry's member), so a member's quotes are read from an index */
  memberId: number
  storeId: number
  state: 'active' | 'withdrawn' | 'accepted'
  createdAt: number
  updatedAt: number
  /** oldest first; the last one is the quote's current content */
  versions: QuoteVersionRecord[]
  contractNo: string | null
}
