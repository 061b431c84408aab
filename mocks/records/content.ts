// Records of content and platform settings (issue 4 items 1 and 6): decoration, topics, coupons, news, static
// pages and FAQ, the behaviour log and the numeric settings.

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
