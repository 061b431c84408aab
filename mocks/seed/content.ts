// Site content: home decoration, topics, coupons, industry news, static pages and FAQ. Deterministic.
import type {
  ContentPageRecord,
  CouponRecord,
  DecoModuleRecord,
  FaqRecord,
  InformationRecord,
  TopicRecord,
} from '../db'
import type { SeedData } from '../seed'

export interface SiteContent {
  coupons: CouponRecord[]
  information: InformationRecord[]
  contentPages: ContentPageRecord[]
  faqs: FaqRecord[]
  decoModules: DecoModuleRecord[]
  topics: TopicRecord[]
}

export function buildSiteContent(_data: SeedData): SiteContent {
  return { coupons: [], information: [], contentPages: [], faqs: [], decoModules: [], topics: [] }
}
