// The one mock database (@msw/data). Records are plain JSON (ids instead of relations) so that a snapshot
// of every collection can be stored and restored across reloads in dev (mocks/persistence.ts).
// The record types live by domain in mocks/records/; this module stays the one import point for both.
import { Collection } from '@msw/data'
import { table } from './lib/table'
import type {
  AddressRecord,
  CaptchaRecord,
  FollowProductRecord,
  FollowStoreRecord,
  FootprintRecord,
  InvoiceAddressRecord,
  InvoiceRecord,
  MemberArticleRecord,
  MemberMessageRecord,
  MemberRecord,
  OutboxRecord,
  SessionRecord,
  VerifyCodeRecord,
} from './records/members'
import type {
  BrandRecord,
  CategoryRecord,
  GoodsRecord,
  ProductRecord,
  ReviewRecord,
  SeriesRecord,
  StoreNewsRecord,
  StoreProfileRecord,
  StoreRecord,
} from './records/catalogue'
import type {
  BehaviorRecordRow,
  ContentPageRecord,
  CouponReceiptRecord,
  CouponRecord,
  DecoModuleRecord,
  FaqRecord,
  InformationRecord,
  SettingRecord,
  TopicRecord,
} from './records/content'
import type { CartLineRecord, OrderRecord, RefundRecord } from './records/orders'
import type {
  CardBindFailureRecord,
  CardBindRecord,
  GatewaySessionRecord,
  IdempotencyRecord,
  PayRequestRecord,
  PaymentRecord,
  UploadRecord,
  VoucherRecord,
} from './records/payments'
import type { ContractFileRecord, ContractRecord, ContractSignerRecord } from './records/contracts'
import type { LedgerEntryRecord } from './records/ledger'
import type { PointCategoryRecord, PointGoodsRecord, PointOrderRecord } from './records/points'
import type { RechargeRecord } from './records/wallet'
import type { InquiryRecord, QuoteRecord } from './records/inquiries'
import type { SampleApplyRecord } from './records/sample-applies'
import type { MaterialCodeRecord } from './records/material-codes'
import type { CustomsRegistrationRecord, MemberAuthenRecord } from './records/identity'
import type { ProjectRecord, RegularListRecord } from './records/projects'
import type { TenderOfferRecord, TenderRecord } from './records/tenders'
import type { DesignerApplicationRecord, DesignerApplyRecord } from './records/designers'
import type { OptimizeRecord } from './records/optimizations'

export type * from './records/members'
export type * from './records/catalogue'
export type * from './records/content'
export type * from './records/orders'
export type * from './records/payments'
export type * from './records/contracts'
export type * from './records/ledger'
export type * from './records/points'
export type * from './records/sample-applies'
export type * from './records/wallet'
export type * from './records/inquiries'
export type * from './records/material-codes'
export type * from './records/identity'
export type * from './records/projects'
export type * from './records/tenders'
export type * from './records/designers'
export type * from './records/optimizations'

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
  /** top-up cards bound at /shopping/card (issue 12 item 3) and the refused attempts the PIN limit counts */
  cardBinds: new Collection({
    schema: table<CardBindRecord>('cardBinds', ['bindSn', 'memberId', 'cardNumber']),
  }),
  cardBindFailures: new Collection({
    schema: table<CardBindFailureRecord>('cardBindFailures', ['failureId', 'memberId', 'cardNumber']),
  }),
  uploads: new Collection({ schema: table<UploadRecord>('uploads', ['path', 'memberId']) }),
  refunds: new Collection({ schema: table<RefundRecord>('refunds', ['afsSn', 'orderSn', 'memberId']) }),
  /** every movement of balance, credit and points (mocks/lib/ledger.ts): wallets are sums of these */
  ledger: new Collection({
    schema: table<LedgerEntryRecord>('ledger', ['entryId', 'memberId', 'account', 'amount', 'kind', 'at']),
  }),
  /** the points mall (issue 12 item 5; mocks/seed/point-goods.ts, mocks/lib/points.ts) */
  pointCategories: new Collection({
    schema: table<PointCategoryRecord>('pointCategories', ['categoryId', 'categoryName']),
  }),
  pointGoods: new Collection({
    schema: table<PointGoodsRecord>('pointGoods', ['goodsId', 'categoryId', 'integralPrice']),
  }),
  pointOrders: new Collection({
    schema: table<PointOrderRecord>('pointOrders', ['orderSn', 'memberId', 'orderState']),
  }),
  gatewaySessions: new Collection({
    schema: table<GatewaySessionRecord>('gatewaySessions', ['token', 'paySn']),
  }),
  /** top-ups of the prepaid balance (issue 12 item 2); their money is in the ledger once confirmed */
  recharges: new Collection({
    schema: table<RechargeRecord>('recharges', ['rechargeSn', 'memberId', 'payState']),
  }),
  contracts: new Collection({
    schema: table<ContractRecord>('contracts', ['contractNo', 'memberId', 'state']),
  }),
  contractFiles: new Collection({
    schema: table<ContractFileRecord>('contractFiles', ['fileId', 'contractNo', 'memberId']),
  }),
  contractSigners: new Collection({ schema: table<ContractSignerRecord>('contractSigners', ['memberId']) }),
  /** inquiries (RFQ) and the suppliers' quotes with their versions (issue 28 item 1; mocks/lib/inquiries.ts) */
  inquiries: new Collection({
    schema: table<InquiryRecord>('inquiries', ['inquirySn', 'memberId']),
  }),
  quotes: new Collection({
    schema: table<QuoteRecord>('quotes', ['quoteSn', 'inquirySn', 'memberId', 'storeId']),
  }),
  /** tenders (licitaciones) and the suppliers' offers on them (issue 28 item 2; mocks/lib/tenders.ts) */
  tenders: new Collection({
    schema: table<TenderRecord>('tenders', ['tenderSn', 'memberId']),
  }),
  tenderOffers: new Collection({
    schema: table<TenderOfferRecord>('tenderOffers', ['offerSn', 'tenderSn', 'storeId']),
  }),
  /** sample applications (issue 28 item 3; mocks/lib/sample-applies.ts) */
  sampleApplies: new Collection({
    schema: table<SampleApplyRecord>('sampleApplies', ['applySn', 'memberId', 'stateCode']),
  }),
  /** an enterprise's material codes (issue 27 item 3; mocks/lib/material-codes.ts) */
  materialCodes: new Collection({
    schema: table<MaterialCodeRecord>('materialCodes', ['codeId', 'memberId', 'codeKey', 'productId']),
  }),
  /** applications to become a designer, and designers' applications to an enterprise (issue 27 item 5) */
  designerApplies: new Collection({
    schema: table<DesignerApplyRecord>('designerApplies', ['applyId', 'memberId', 'state']),
  }),
  designerApplications: new Collection({
    schema: table<DesignerApplicationRecord>('designerApplications', [
      'desAppId',
      'designerId',
      'enterpriseId',
      'state',
    ]),
  }),
  /** designers' optimisation proposals of a product (issue 28 item 4; mocks/lib/optimizations.ts) */
  optimizations: new Collection({
    schema: table<OptimizeRecord>('optimizations', ['optimizeId', 'memberId', 'state']),
  }),
  /** a member's authentication and the buyer customs registration (issue 27 items 4 and 7; mocks/lib/identity.ts) */
  memberAuthens: new Collection({
    schema: table<MemberAuthenRecord>('memberAuthens', ['memberId', 'state']),
  }),
  customsRegistrations: new Collection({
    schema: table<CustomsRegistrationRecord>('customsRegistrations', ['memberId', 'importerCode']),
  }),
  /** a member's projects and frequent-purchase lists (issue 27 item 6; mocks/lib/projects.ts) */
  projects: new Collection({
    schema: table<ProjectRecord>('projects', ['projectId', 'memberId']),
  }),
  regularLists: new Collection({
    schema: table<RegularListRecord>('regularLists', ['listId', 'memberId']),
  }),
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
