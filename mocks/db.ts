// The one mock database (@msw/data). Records are plain JSON (ids instead of relations) so that a snapshot
// of every collection can be stored and restored across reloads in dev (mocks/persistence.ts).
import { Collection } from '@msw/data'
import type { PersistedLifecycle } from '../machines/order-lifecycle/lifecycle'
import { table } from './lib/table'

/** SPEC.md §4 product state. */
export type ProductionState = 'inStock' | 'semiFinished' | 'awaitingProduction' | 'inProduction' | 'inTransit'

export interface MemberRecord {
  memberId: number
  email: string
  password: string
  memberName: string
  memberTrueName: string
  memberType: 1 | 2 | 3
  /** 0 replenish, 1 in review, 4 rejected, 2 approved (SPEC.md §4). */
  dofipayRegisterStatus: number
  companyName: string
  mobile: string
  country: string
  balance: number
  creditLimit: number
  creditUsed: number
  hasOverdueBill: boolean
  points: number
  isSubAccount: boolean
  invoiceTitle: string
  /** pay password (digits, ≥ 8, SPEC.md §5); '' = not set */
  payPassword: string
  /** path of the avatar uploaded with source avatar (issue 11 item 3); absent = none */
  avatar?: string
  /** SPEC.md §5 national ID of a personal member, given on the replenish form (issue 11) */
  nationalId?: string
  /** enterprise contact person, given on the replenish form (issue 11) */
  contactName?: string
  /** when the account was registered or sent for review (mock clock, ms) */
  registeredAt?: number
  /** external (chat-app) accounts bound to this member by /bindMobile (REFERENCE.md wechat bindMobile) */
  externalAccounts?: string[]
  /** notice types switched off in /msg/setting: no new notice of these types is written (issue 11 item 6) */
  mutedMessageTypes?: MessageType[]
}

export interface SessionRecord {
  accessToken: string
  refreshToken: string
  memberId: number
  issuedAt: number
  /** set by logout (SPEC.md §4): both tokens are dead from then on, and the access token answers 266 */
  revokedAt?: number
}

export interface CaptchaRecord {
  key: string
  code: string
  expiresAt: number
}

/** What a code is for (mocks/lib/verify-codes.ts): the account pages' scenes and the member centre's changes. */
export type VerifyScene =
  | 'register'
  | 'resetPassword'
  | 'bindMobile'
  | 'changeMobile'
  | 'changeEmail'
  | 'resetPayPassword'
  | 'contractSign'

/** The live email or SMS code of one scene and address, with its failure count (SPEC.md §5, issue 11). */
export interface VerifyCodeRecord {
  /** `${scene}:${target}` */
  key: string
  scene: VerifyScene
  /** normalised email or mobile digits */
  target: string
  code: string
  sentAt: number
  expiresAt: number
  /** wrong answers in a row; the sixth locks the key until lockedUntil */
  failures: number
  lockedUntil: number
}

/** Every email and SMS the mock "sent": no mail leaves the browser, the control panel shows them. */
export interface OutboxRecord {
  mailId: number
  channel: 'email' | 'sms'
  to: string
  subject: string
  body: string
  /** the code the message carries, if any (so a tester copies it) */
  code: string | null
  at: number
}

/**
 * A notice in the member's messages (/msg/list, SPEC.md §2; REFERENCE.md msg/front/msg/msgList): texts are
 * dictionary keys with values so the screen renders them in Spanish, never stored prose.
 */
export interface MemberMessageRecord {
  messageId: number
  memberId: number
  type: MessageType
  titleKey: string
  contentKey: string
  params: Record<string, string | number>
  /** what the notice concerns (the client maps it to its own route), or null */
  link: MessageLink | null
  time: number
  isRead: boolean
}

/** Notice types of /msg/list and /msg/setting (openapi MessageType). */
export type MessageType = 'system' | 'order' | 'afterSales' | 'payment' | 'payRequest'

export interface MessageLink {
  kind: 'order' | 'refund' | 'payment' | 'payRequest' | 'payRequestToPay'
  sn: string
}

/** A platform announcement of the member centre (/member/article; REFERENCE.md cms/front article). */
export interface MemberArticleRecord {
  articleId: number
  title: string
  summary: string
  category: 'notice' | 'policy' | 'guide'
  isTop: boolean
  contentHtml: string
  publishedAt: number
}

export interface CategoryRecord {
  categoryId: number
  categoryName: string
  grade: 1 | 2 | 3
  pid: number
  sort: number
}

export interface BrandRecord {
  brandId: number
  brandName: string
  initial: string
  country: string
}

export interface SeriesRecord {
  seriesId: number
  seriesName: string
  brandId: number
  categoryId: number
}

export interface StoreRecord {
  storeId: number
  storeName: string
  /** false = closed (SPEC.md §8 "supplier does not exist or closed"). */
  isOpen: boolean
  isFactory: boolean
  isSelf: boolean
  province: string
  city: string
  mainBusiness: string
  foundedYear: number
  employees: number
  servicePhone: string
  scoreDescription: number
  scoreService: number
  scoreDelivery: number
}

export interface LadderPrice {
  minQty: number
  price: number
}

export interface GoodsRecord {
  goodsId: number
  goodsName: string
  storeId: number
  /** level-3 category */
  categoryId: number
  brandId: number
  seriesId: number
  /** SPEC.md §5: in-stock and reserved goods cannot be mixed in one checkout. */
  stockType: 'inStock' | 'reserved'
  productionState: ProductionState
  /** 1 on sale, 0 off shelf */
  state: 0 | 1
  minBuyNum: number
  saleUnit: string
  ladder: LadderPrice[]
  /** purchase limit per order, 0 = none */
  purchaseLimit: number
  sales: number
  createdAt: number
  isNew: boolean
  origin: string
  weightKg: number
  /** expected arrival for reserved goods (ms), 0 otherwise */
  arrivalAt: number
  brief: string
  /** server HTML; the client sanitises it (SPEC.md §2 content, issue catalogue) */
  detailHtml: string
  attributes: { name: string; value: string }[]
  imageSeed: number
}

export interface ProductRecord {
  productId: number
  goodsId: number
  productCode: string
  specValues: string
  price: number
  marketPrice: number
  stock: number
}

export interface CartLineRecord {
  cartId: number
  memberId: number
  productId: number
  buyNum: number
  isChecked: 0 | 1
  addedAt: number
}

export interface BehaviorRecordRow {
  behaviorId: number
  memberId: number
  behaviorType: string
  goodsId: number
  storeId: number
  uuid: string
  location: string
  at: number
}

export interface SettingRecord {
  name: string
  value: string
}

export interface ReviewRecord {
  commentId: number
  goodsId: number
  productId: number
  memberName: string
  score: 1 | 2 | 3 | 4 | 5
  content: string
  /** image seeds drawn by the mock image host */
  imageSeeds: number[]
  specValues: string
  createdAt: number
  reply: string
}

export interface FollowProductRecord {
  followId: number
  memberId: number
  productId: number
  followedAt: number
}

export interface FollowStoreRecord {
  followId: number
  memberId: number
  storeId: number
  followedAt: number
}

export interface FootprintRecord {
  logId: number
  memberId: number
  productId: number
  lookedAt: number
}

export interface StoreProfileRecord {
  storeId: number
  aboutHtml: string
  bannerSeed: number
  videos: { title: string; seed: number }[]
  photos: { title: string; seed: number }[]
  certificates: { name: string; issuer: string; validUntil: string; seed: number }[]
}

export interface StoreNewsRecord {
  newsId: number
  storeId: number
  kind: 'news' | 'article'
  title: string
  summary: string
  contentHtml: string
  publishedAt: number
  coverSeed: number
}

export interface CouponRecord {
  couponId: number
  couponName: string
  couponType: 1 | 2
  value: number
  minAmount: number
  storeId: number | null
  description: string
  effectiveStart: number
  effectiveEnd: number
  total: number
}

export interface CouponReceiptRecord {
  receiptId: number
  couponId: number
  memberId: number
  receivedAt: number
  usedAt: number
}

export interface InformationRecord {
  infoId: number
  title: string
  summary: string
  categoryName: string
  contentHtml: string
  publishedAt: number
  coverSeed: number
}

export interface ContentPageRecord {
  code: string
  articleId: number
  title: string
  contentHtml: string
  updatedAt: number
}

export interface FaqRecord {
  faqId: number
  category: string
  question: string
  answerHtml: string
}

/** Decoration of the home page (topicId 0) and of topic pages: modules of link items (SPEC.md §3). */
export interface DecoModuleRecord {
  moduleId: number
  topicId: number
  sort: number
  type: 'banner' | 'floor' | 'goods' | 'advantages' | 'stores'
  title: string
  subtitle: string
  items: {
    link_type: 'goods' | 'category' | 'store' | 'topic' | 'information' | 'url' | 'none'
    link_value: string
    info: {
      defaultProductId?: number
      categoryId?: number
      grade?: number
      pid?: number
      decoId?: number
      informationId?: number
    }
    storeId?: number
    imageSeed: number
    title: string
    subtitle?: string
  }[]
  goodsIds: number[]
}

export interface TopicRecord {
  topicId: number
  title: string
  description: string
  bannerSeed: number
}

export interface AddressRecord {
  addressId: number
  memberId: number
  memberName: string
  telMobile: string
  country: string
  province: string
  city: string
  street: string
  detailAddress: string
  isDefault: boolean
  createdAt: number
}

export interface InvoiceRecord {
  invoiceId: number
  memberId: number
  titleType: 1 | 2
  invoiceTitle: string
  taxCode: string
  invoiceType: 1 | 2
  receiverEmail: string
  registerAddr: string
  registerPhone: string
  bankName: string
  bankAccount: string
  isDefault: boolean
}

/** Where a member receives paper invoices (SPEC.md §3 invoice: recipient, receiving email). */
export interface InvoiceAddressRecord {
  invoiceAddressId: number
  memberId: number
  receiverName: string
  receiverMobile: string
  receiverAddress: string
  receiverEmail: string
  isDefault: boolean
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
  totalMoney: number
  depositAmount: number | null
  finalAmount: number | null
  couponReceiptId: number | null
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
}

export interface OrderLogEntry {
  at: number
  state: string
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
  history: RefundHistoryEntry[]
  createdAt: number
  refundedAt: number | null
}

export interface RefundHistoryEntry {
  at: number
  state: string
  actor: 'buyer' | 'supplier' | 'platform'
  note: string
  amount?: number
  reason?: string
  description?: string
  images?: string[]
}

/** One payment (paySn) covers the orders of one checkout. */
export interface PaymentRecord {
  paySn: string
  /** what it pays: a regular checkout, a reservation deposit or a reservation final payment */
  kind: 'order' | 'deposit' | 'final'
  memberId: number
  orderSns: string[]
  needPay: number
  createdAt: number
  /** createdAt + 24 h (SPEC.md §4, §9) */
  expireAt: number
  payState: 'unpaid' | 'pendingConfirmation' | 'paid' | 'cancelled'
  payMethod: string | null
  /** who paid: the member, or the third-party payer */
  payerMemberId: number | null
  tradeSn: string | null
  paidAt: number | null
  proofUrl: string | null
  transferSubmittedAt: number | null
  transferRejectReason: string | null
}

export interface PayRequestRecord {
  requestSn: string
  paySn: string
  applicantMemberId: number
  payerMemberId: number
  state: 'requested' | 'waitingPayment' | 'paid' | 'cancelled' | 'expired'
  message: string
  refuseReason: string | null
  cancelledBy: 'applicant' | 'payer' | null
  createdAt: number
  expireAt: number
  paidAt: number | null
}

/** Idempotency-Key store: the first answer per key and member is replayed (issue 5). */
export interface IdempotencyRecord {
  key: string
  memberId: number
  path: string
  bodyHash: string
  /** the stored envelope, as JSON */
  response: string
  at: number
}

export interface VoucherRecord {
  cardNumber: string
  pin: string
  value: number
  usedAt: number | null
  usedByMemberId: number | null
}

export interface UploadRecord {
  path: string
  memberId: number
  source: string
  contentType: string
  size: number
  /** data: URL of the uploaded image, so the control panel can show the proof */
  dataUrl: string
  at: number
}

export interface GatewaySessionRecord {
  token: string
  paySn: string
  memberId: number
  amount: number
  state: 'open' | 'approved' | 'declined'
  createdAt: number
}

/**
 * A purchase contract (issue 11 item 5; openapi ContractSummary). Reservation orders get theirs at the quote
 * (source order, contractNo = the order's, mocks/lib/contracts.ts); the member adds others (source upload).
 * Stored states are pendingSignature, signed and cancelled; expired and an order's closing are read from the
 * mock clock and the order when answering.
 */
export interface ContractRecord {
  contractNo: string
  memberId: number
  source: 'order' | 'upload'
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

export const db = {
  members: new Collection({
    schema: table<MemberRecord>('members', ['memberId', 'email', 'password', 'memberType']),
  }),
  sessions: new Collection({ schema: table<SessionRecord>('sessions', ['accessToken', 'memberId']) }),
  captchas: new Collection({ schema: table<CaptchaRecord>('captchas', ['key', 'code']) }),
  verifyCodes: new Collection({ schema: table<VerifyCodeRecord>('verifyCodes', ['key', 'code']) }),
  outbox: new Collection({ schema: table<OutboxRecord>('outbox', ['mailId', 'channel', 'to']) }),
  memberMessages: new Collection({
    schema: table<MemberMessageRecord>('memberMessages', ['messageId', 'memberId', 'type']),
  }),
  memberArticles: new Collection({
    schema: table<MemberArticleRecord>('memberArticles', ['articleId', 'title']),
  }),
  categories: new Collection({ schema: table<CategoryRecord>('categories', ['categoryId', 'grade', 'pid']) }),
  brands: new Collection({ schema: table<BrandRecord>('brands', ['brandId', 'brandName']) }),
  series: new Collection({ schema: table<SeriesRecord>('series', ['seriesId', 'brandId']) }),
  stores: new Collection({ schema: table<StoreRecord>('stores', ['storeId', 'storeName']) }),
  goods: new Collection({ schema: table<GoodsRecord>('goods', ['goodsId', 'storeId', 'categoryId']) }),
  products: new Collection({ schema: table<ProductRecord>('products', ['productId', 'goodsId', 'price']) }),
  cartLines: new Collection({
    schema: table<CartLineRecord>('cartLines', ['cartId', 'memberId', 'productId']),
  }),
  sampleCartLines: new Collection({
    schema: table<CartLineRecord>('sampleCartLines', ['cartId', 'memberId', 'productId']),
  }),
  behaviors: new Collection({
    schema: table<BehaviorRecordRow>('behaviors', ['behaviorId', 'behaviorType']),
  }),
  settings: new Collection({ schema: table<SettingRecord>('settings', ['name']) }),
  reviews: new Collection({ schema: table<ReviewRecord>('reviews', ['commentId', 'goodsId', 'score']) }),
  followProducts: new Collection({
    schema: table<FollowProductRecord>('followProducts', ['followId', 'memberId', 'productId']),
  }),
  followStores: new Collection({
    schema: table<FollowStoreRecord>('followStores', ['followId', 'memberId', 'storeId']),
  }),
  footprints: new Collection({
    schema: table<FootprintRecord>('footprints', ['logId', 'memberId', 'productId']),
  }),
  storeProfiles: new Collection({ schema: table<StoreProfileRecord>('storeProfiles', ['storeId']) }),
  storeNews: new Collection({ schema: table<StoreNewsRecord>('storeNews', ['newsId', 'storeId', 'kind']) }),
  coupons: new Collection({ schema: table<CouponRecord>('coupons', ['couponId', 'couponType', 'value']) }),
  couponReceipts: new Collection({
    schema: table<CouponReceiptRecord>('couponReceipts', ['receiptId', 'couponId', 'memberId']),
  }),
  information: new Collection({ schema: table<InformationRecord>('information', ['infoId', 'title']) }),
  contentPages: new Collection({ schema: table<ContentPageRecord>('contentPages', ['code', 'title']) }),
  faqs: new Collection({ schema: table<FaqRecord>('faqs', ['faqId', 'question']) }),
  decoModules: new Collection({
    schema: table<DecoModuleRecord>('decoModules', ['moduleId', 'topicId', 'type']),
  }),
  topics: new Collection({ schema: table<TopicRecord>('topics', ['topicId', 'title']) }),
  addresses: new Collection({ schema: table<AddressRecord>('addresses', ['addressId', 'memberId']) }),
  invoices: new Collection({ schema: table<InvoiceRecord>('invoices', ['invoiceId', 'memberId']) }),
  invoiceAddresses: new Collection({
    schema: table<InvoiceAddressRecord>('invoiceAddresses', ['invoiceAddressId', 'memberId']),
  }),
  orders: new Collection({ schema: table<OrderRecord>('orders', ['orderSn', 'memberId', 'orderState']) }),
  payments: new Collection({ schema: table<PaymentRecord>('payments', ['paySn', 'memberId', 'payState']) }),
  payRequests: new Collection({
    schema: table<PayRequestRecord>('payRequests', [
      'requestSn',
      'paySn',
      'applicantMemberId',
      'payerMemberId',
    ]),
  }),
  idempotency: new Collection({ schema: table<IdempotencyRecord>('idempotency', ['key', 'memberId']) }),
  vouchers: new Collection({ schema: table<VoucherRecord>('vouchers', ['cardNumber']) }),
  uploads: new Collection({ schema: table<UploadRecord>('uploads', ['path', 'memberId']) }),
  refunds: new Collection({ schema: table<RefundRecord>('refunds', ['afsSn', 'orderSn', 'memberId']) }),
  gatewaySessions: new Collection({
    schema: table<GatewaySessionRecord>('gatewaySessions', ['token', 'paySn']),
  }),
  contracts: new Collection({
    schema: table<ContractRecord>('contracts', ['contractNo', 'memberId', 'state']),
  }),
  contractFiles: new Collection({
    schema: table<ContractFileRecord>('contractFiles', ['fileId', 'contractNo', 'memberId']),
  }),
  contractSigners: new Collection({ schema: table<ContractSignerRecord>('contractSigners', ['memberId']) }),
}

export type Db = typeof db
export type CollectionName = keyof Db

/** Next integer id of a collection (max + 1). */
export function nextId<K extends CollectionName>(name: K, key: string): number {
  let max = 0
  for (const record of db[name].all() as unknown as Record<string, unknown>[]) {
    const value = record[key]
    if (typeof value === 'number' && value > max) max = value
  }
  return max + 1
}
