// Site content: home decoration, topics, coupons, industry news, static pages and FAQ. Deterministic.
import type {
  ContentPageRecord,
  CouponReceiptRecord,
  CouponRecord,
  DecoModuleRecord,
  FaqRecord,
  InformationRecord,
  TopicRecord,
} from '../db'
import type { SeedData } from '../seed'

export interface SiteContent {
  coupons: CouponRecord[]
  /** receipts of seeded members, e.g. to make a coupon run out */
  couponReceipts: CouponReceiptRecord[]
  information: InformationRecord[]
  contentPages: ContentPageRecord[]
  faqs: FaqRecord[]
  decoModules: DecoModuleRecord[]
  topics: TopicRecord[]
}

export function buildSiteContent(_data: SeedData): SiteContent {
  return { coupons: [], couponReceipts: [], information: [], contentPages: [], faqs: [], decoModules: [], topics: [] }
}
