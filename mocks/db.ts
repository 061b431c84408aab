// The one mock database (@msw/data). Records are plain JSON (ids instead of relations) so that a snapshot
// of every collection can be stored and restored across reloads in dev (mocks/persistence.ts).
import { Collection } from '@msw/data'
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
}

export interface SessionRecord {
  accessToken: string
  refreshToken: string
  memberId: number
  issuedAt: number
}

export interface CaptchaRecord {
  key: string
  code: string
  expiresAt: number
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
  imageSeed: number
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

export const db = {
  members: new Collection({
    schema: table<MemberRecord>('members', ['memberId', 'email', 'password', 'memberType']),
  }),
  sessions: new Collection({ schema: table<SessionRecord>('sessions', ['accessToken', 'memberId']) }),
  captchas: new Collection({ schema: table<CaptchaRecord>('captchas', ['key', 'code']) }),
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
