// Records of the wallet (issue 12 item 2; SPEC.md §1, §4 "Recharge: pending confirmation, confirmed", §5):
// top-ups. A record never holds money: the balance moves only through the ledger (mocks/lib/ledger.ts, kind
// `topUp`, documentSn = rechargeSn) when the top-up is confirmed.

/** One top-up: by wire transfer with a voucher image, or by e-payment through the gateway. */
export interface RechargeRecord {
  rechargeSn: string
  memberId: number
  /** whole USD, 1-5000 (src/schemas/recharge.schema.ts) */
  amount: number
  payMethod: 'transfer' | 'tropipay'
  /**
   * unpaid: the e-payment is not completed yet; pendingConfirmation: a transfer waits for the platform;
   * confirmed: on the balance; declined: the platform refused the voucher; failed: the gateway declined;
   * cancelled: the member gave up an unpaid e-payment; expired: unpaid past the 24 h payment window
   */
  payState: 'unpaid' | 'pendingConfirmation' | 'confirmed' | 'declined' | 'failed' | 'cancelled' | 'expired'
  /** the voucher as the mock serves it (/mock-uploads/rechargeVoucher/…), transfer only */
  voucherUrl: string | null
  rejectReason: string | null
  createdAt: number
  finishedAt: number | null
}
