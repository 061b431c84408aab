// Records of carts, orders and refunds (issues 5 and 6; SPEC.md §4): an order keeps its lifecycle machine's
// persisted state (machines/order-lifecycle), its log, batches and evaluation; a refund keeps its own.
import type { PersistedLifecycle, StateName } from '../../machines/order-lifecycle/lifecycle'
import type { PersistedApproval } from '../../machines/order-approval/order-approval.machine'
import type { AddressRecord, InvoiceRecord } from './members'

export interface CartLineRecord {
  cartId: number
  memberId: number
  productId: number
  buyNum: number
  isChecked: 0 | 1
  addedAt: number
}

export interface OrderLineRecord {
  orderProductId: number
  productId: number
  goodsId: number
  goodsName: string
  specValues: string
  productCode: string
  saleUnit: string
  price: number
  buyNum: number
  /** the goods' picture when ordered (mocks/lib/image-url.ts goodsImageUrl): its seed and category */
  imageSeed: number
  categoryId: number
}

/** SPEC.md §4 orders; regular orderState codes 0/10/20/31/35/30/40/50/60/70 (openapi OrderSummary). */
export interface OrderRecord {
  /** a sub-account's order above its spending limit (issue 27 item 2; machines/order-approval) */
  approval?: OrderApprovalRecord
  orderSn: string
  paySn: string | null
  memberId: number
  storeId: number
  orderType: 1 | 2
  orderState: number
  /** reservation orders only (openapi OrderSummary.reserveState) */
  reserveState: string | null
  lines: OrderLineRecord[]
  goodsAmount: number
  couponAmount: number
  integral: number
  integralCashAmount: number
  /** the freight of the order (mocks/lib/freight.ts), included in totalMoney (issue 16 item 3) */
  expressFee: number
  expressState: 'charged' | 'free' | 'pickup' | 'pending'
  totalMoney: number
  depositAmount: number | null
  finalAmount: number | null
  couponReceiptId: number | null
  /** the platform coupon this order shares with the other orders of its checkout (issue 16 item 4) */
  platformReceiptId?: number | null
  purchaseOrderNumber: string
  remark: string
  address: Omit<AddressRecord, 'memberId' | 'createdAt'> | null
  invoice: Omit<InvoiceRecord, 'memberId'> | null
  createdAt: number
  payTime: number | null
  cancelReason: string | null
  /** every state change, for timelines (issue 6): `state` is the lifecycle state entered */
  log: OrderLogEntry[]
  /**
   * The order's lifecycle (machines/order-lifecycle: regular-order or reservation-order by orderType): the
   * authority. orderState and reserveState are derived from it on every transition (mocks/lib/order-lifecycle.ts).
   */
  lifecycle: PersistedLifecycle
  batches: BatchRecord[]
  pickupCode: string | null
  /** reservation orders: the supplier's quote */
  quote: { total: number; deposit: number; at: number; note: string } | null
  depositPaySn: string | null
  finalPaySn: string | null
  finalPaymentDeadline: number | null
  /** receipt is confirmed automatically at this time (SPEC.md §4) */
  receiptDeadline: number | null
  depositForfeited: boolean
  refundedAmount: number
  evaluation: EvaluationRecord | null
  contractNo: string | null
  rejectReason: string | null
  /** the buyer removed it from their list (orderOperate/delete); the supplier and control panel still see it */
  buyerDeleted: boolean
}

export interface OrderLogEntry {
  at: number
  /** a state of the order's lifecycle (a misspelt name does not compile) */
  state: StateName<'regular' | 'reservation'>
  note: string
  /**
   * A note the client words itself, its figures kept as numbers (issue 15 item 11: amounts go through the
   * client's one money formatter, never as text written here)
   */
  noteKey?: 'quoted' | 'orderRejected' | 'refundPaidBack'
  noteValues?: { total?: number; deposit?: number; amount?: number; reason?: string; afsSn?: string }
  /** who caused it: buyer, supplier, platform (clock, payment) */
  actor?: 'buyer' | 'supplier' | 'platform'
}

/** SPEC.md §4 logistics states of a shipped batch (plus delivered). */
export type LogisticsState = 'preparing' | 'prepared' | 'waitingTransport' | 'inTransit' | 'delivered'

export interface BatchRecord {
  batchNo: number
  units: number
  lines: { orderProductId: number; quantity: number }[]
  logisticsState: LogisticsState
  containerNumber: string
  carrier: string
  trackingNumber: string
  shippedAt: number
  events: { at: number; state: LogisticsState; note: string }[]
}

export interface EvaluationRecord {
  score: number
  content: string
  images: string[]
  at: number
  /** issue 16 item 8: the three store ratings (absent on evaluations made before) */
  storeScores?: { description: number; service: number; delivery: number }
  /** issue 16 item 8: a score per order line with its text and photos */
  productScores?: { orderProductId: number; score: number; content: string; images: string[] }[]
}

/** A refund or refund with return (after-sales); its lifecycle is machines/order-lifecycle/refund.machine. */
export interface RefundRecord {
  afsSn: string
  orderSn: string
  memberId: number
  storeId: number
  type: 'refund' | 'return'
  lifecycle: PersistedLifecycle
  amount: number
  reasonId: number
  reason: string
  description: string
  images: string[]
  /** key of the account the refund goes to; must be the payment's account (SPEC.md §5) */
  refundAccount: string
  refuseReason: string | null
  returnLogistics: { carrier: string; trackingNumber: string; at: number } | null
  /** the units refunded per order line (issue 16 item 7); absent on refunds of the whole amount made before */
  lines?: { orderProductId: number; afsNum: number }[]
  /** whether the buyer had received the goods; absent before issue 16 (read from the reason's list) */
  goodsState?: 'notReceived' | 'received'
  history: RefundHistoryEntry[]
  createdAt: number
  refundedAt: number | null
}

export interface RefundHistoryEntry {
  at: number
  state: StateName<'refund'>
  actor: 'buyer' | 'supplier' | 'platform'
  note: string
  amount?: number
  reason?: string
  description?: string
  images?: string[]
}

/** The spending approval of a sub-account's order: the machine's persisted state plus who and when. */
export interface OrderApprovalRecord extends PersistedApproval {
  subMemberId: number
  parentMemberId: number
  spendingLimit: number
  /** the checkout's amount that went above the limit */
  checkoutAmount: number
  decidedAt: number | null
}
