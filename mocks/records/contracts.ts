// Records of purchase contracts (issue 11 item 5): contracts, their files and the e-signature authentication.

/**
 * A purchase contract (issue 11 item 5; openapi ContractSummary). Reservation orders get theirs at the quote
 * (source order, contractNo = the order's, mocks/lib/contracts.ts); the member adds others (source upload).
 * Stored states are pendingSignature, signed and cancelled; expired and an order's closing are read from the
 * mock clock and the order when answering.
 */
export interface ContractRecord {
  contractNo: string
  memberId: number
  source: 'order' | 'upload' | 'quote'
  title: string
  storeId: number
  orderSn: string | null
  amount: number
  /** AAAA-MM-DD */
  startDate: string
  endDate: string
  state: 'pendingSignature' | 'signed' | 'cancelled'
  createdAt: number
  signedAt: number | null
  signerName: string | null
  /** source quote only: the inquiry, quote and version it was made from (issue 28 item 1) */
  quote?: { inquirySn: string; quoteSn: string; version: number }
  /** source quote only: when the supplier confirmed it (control panel) */
  supplierConfirmedAt?: number | null
  history: {
    at: number
    event: 'created' | 'signed' | 'cancelled' | 'expired'
    actor: 'buyer' | 'supplier' | 'platform'
  }[]
}

/** A contract's document (a PDF the server writes) or an attachment the member uploaded. */
export interface ContractFileRecord {
  fileId: number
  contractNo: string
  memberId: number
  kind: 'document' | 'attachment'
  fileName: string
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg'
  size: number
  /** the bytes, base64 */
  content: string
}

/** The e-signature authentication of a member (/member/contract/authen). */
export interface ContractSignerRecord {
  memberId: number
  signerType: 'personal' | 'enterprise'
  realName: string
  idNumber: string
  companyName: string
  creditCode: string
  mobile: string
  authenticatedAt: number
}
