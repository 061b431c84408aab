// The catalogue as the list queries read it (issue 14 item 2): every goods a buyer may see with its default SKU,
// card price and folded texts, and the same entries by category (each level), store and series. Built once per
// state of the records it comes from; mocks/handlers/goods.ts answers the list, search and facets from it.
import { db, type CategoryRecord, type GoodsRecord, type ProductRecord } from '../db'
import { unitPrice } from './pricing'

/** "Promotion" goods are derived: the default SKU's marketPrice is at least 30 % above its price. */
const PROMOTION_RATIO = 1.3

/** Case- and accent-insensitive form of a text; full-width brackets fold to ASCII ones. */
export const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/** One entry per listed goods: its record, default SKU, card price and what the filters look at. */
export interface ListedGoods {
  goods: GoodsRecord
  sku: ProductRecord
  price: number
  storeName: string
  brandName: string
  /** the goods' level-3 category and its ancestors */
  categories: Set<number>
  promotion: boolean
  /** sold by a platform-run store (issue 16 item 5 "solo tiendas propias") */
  isSelf: boolean
  /** how many reviews the goods has (sort 2) */
  reviews: number
  /** the folded goods name (relevance) and the folded text a keyword is looked for in */
  foldedName: string
  haystack: string
}

export function categoryIndex() {
  const byId = new Map<number, CategoryRecord>(db.categories.all().map((row) => [row.categoryId, row]))
  const lineage = (categoryId: number): number[] => {
    const ids: number[] = []
    let current = byId.get(categoryId)
    while (current && ids.length < 3) {
      ids.push(current.categoryId)
      current = current.pid ? byId.get(current.pid) : undefined
    }
    return ids
  }
  return { byId, lineage }
}

function defaultSku(skus: ProductRecord[]): ProductRecord | undefined {
  return skus.find((sku) => sku.stock > 0) ?? skus[0]
}

/** Lowest ladder price of the SKU (SPEC.md §3 tiered prices). */
export function cardPrice(sku: ProductRecord, goods: GoodsRecord): number {
  if (goods.ladder.length === 0) return sku.price
  return Math.min(...goods.ladder.map((tier) => unitPrice(sku, goods, tier.minQty)))
}

/**
 * What the list queries read, built once per state of the records it comes from (issue 14 item 2): every
 * listed goods with its folded texts, and the same entries by category (each level), store and series.
 * Handlers change records only through the collections' create/update/delete, which put new objects in
 * place, so comparing the records' identities tells when to build again.
 */
export interface CatalogueIndex {
  listed: ListedGoods[]
  byCategory: Map<number, ListedGoods[]>
  byStore: Map<number, ListedGoods[]>
  bySeries: Map<number, ListedGoods[]>
  brandNames: Map<number, string>
  /** what search suggestions offer: goods, brand and category names, each with its folded form */
  suggestions: Map<string, string>
}

let built: { sources: unknown[][]; index: CatalogueIndex } | null = null

const catalogueSources = (): unknown[][] => [
  db.goods.all(),
  db.products.all(),
  db.stores.all(),
  db.brands.all(),
  db.categories.all(),
  db.reviews.all(),
]

const sameRecords = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((record, index) => record === b[index])

function addTo<K>(map: Map<K, ListedGoods[]>, key: K, entry: ListedGoods) {
  const list = map.get(key)
  if (list) list.push(entry)
  else map.set(key, [entry])
}

export function catalogueIndex(): CatalogueIndex {
  const sources = catalogueSources()
  if (built && built.sources.every((list, index) => sameRecords(list, sources[index] ?? [])))
    return built.index
  const stores = new Map(db.stores.all().map((store) => [store.storeId, store]))
  const brandNames = new Map<number, string>(db.brands.all().map((brand) => [brand.brandId, brand.brandName]))
  const skusByGoods = new Map<number, ProductRecord[]>()
  // copies: sorting the collections' own arrays would reorder the database
  for (const sku of [...db.products.all()].sort((a, b) => a.productId - b.productId)) {
    const list = skusByGoods.get(sku.goodsId) ?? []
    list.push(sku)
    skusByGoods.set(sku.goodsId, list)
  }
  const { lineage } = categoryIndex()
  const reviewCounts = new Map<number, number>()
  for (const review of db.reviews.all())
    reviewCounts.set(review.goodsId, (reviewCounts.get(review.goodsId) ?? 0) + 1)
  const index: CatalogueIndex = {
    listed: [],
    byCategory: new Map(),
    byStore: new Map(),
    bySeries: new Map(),
    brandNames,
    suggestions: new Map(),
  }
  for (const goods of [...db.goods.all()].sort((a, b) => a.goodsId - b.goodsId)) {
    const store = stores.get(goods.storeId)
    const sku = defaultSku(skusByGoods.get(goods.goodsId) ?? [])
    if (goods.state !== 1 || !store?.isOpen || !sku) continue
    const brandName = brandNames.get(goods.brandId) ?? ''
    const categories = lineage(goods.categoryId)
    const entry: ListedGoods = {
      goods,
      sku,
      price: cardPrice(sku, goods),
      storeName: store.storeName,
      brandName,
      categories: new Set(categories),
      promotion: sku.marketPrice >= sku.price * PROMOTION_RATIO,
      isSelf: store.isSelf,
      reviews: reviewCounts.get(goods.goodsId) ?? 0,
      foldedName: fold(goods.goodsName),
      haystack: fold(
        [goods.goodsName, brandName, store.storeName, ...goods.attributes.map((a) => a.value)].join(' '),
      ),
    }
    index.listed.push(entry)
    for (const categoryId of categories) addTo(index.byCategory, categoryId, entry)
    addTo(index.byStore, goods.storeId, entry)
    addTo(index.bySeries, goods.seriesId, entry)
  }
  for (const entry of index.listed) {
    index.suggestions.set(entry.goods.goodsName, entry.foldedName)
    if (entry.brandName) index.suggestions.set(entry.brandName, fold(entry.brandName))
  }
  for (const category of db.categories.all())
    index.suggestions.set(category.categoryName, fold(category.categoryName))
  built = { sources: sources.map((list) => [...list]), index }
  return index
}

/** Every goods a buyer may see, in seed order. */
export function listedGoods(): ListedGoods[] {
  return catalogueIndex().listed
}
