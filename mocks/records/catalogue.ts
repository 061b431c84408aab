// Records of the catalogue (issue 4; SPEC.md §3, §4): categories, brands, series, stores and their pages, goods
// with their SKUs and ladder prices, and reviews.

/** SPEC.md §4 product state. */
export type ProductionState = 'inStock' | 'semiFinished' | 'awaitingProduction' | 'inProduction' | 'inTransit'

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
  /** its logo is missing from the image host (extreme data, mocks/seed/extreme.ts); absent in the seed */
  logoMissing?: boolean
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
  /** issue 16 item 8: a buyer's product score from an evaluation: its order and its uploaded photos' urls */
  orderSn?: string
  imageUrls?: string[]
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
