// Images live on the mock's own image host (SPEC.md §1 separate image host): drawn on request by
// mocks/handlers/images.ts, never fetched from outside.
import { db, type CategoryRecord, type GoodsRecord, type StoreRecord } from '../db'
import { FALLBACK_MOTIF, MOTIF_BY_CATEGORY } from '../images/motif-map'
import type { Motif } from '../images/motifs'

export const IMAGE_HOST = '/mock-images'

/**
 * The picture seed of a goods whose picture is missing from the image host (the extreme data of
 * mocks/seed/extreme.ts; the default seed never draws it): its URLs answer 404, as a lost upload would.
 */
export const MISSING_IMAGE_SEED = 0
const missingImageUrl = (kind: 'goods' | 'store', id: number) => `${IMAGE_HOST}/missing/${kind}-${id}.svg`

const labelParam = (label: string) => `label=${encodeURIComponent(label.slice(0, 40))}`

export function imageUrl(kind: 'goods' | 'store' | 'banner', seed: number, label: string): string {
  return `${IMAGE_HOST}/${kind}/${seed}.svg?${labelParam(label)}`
}

let motifs: { categories: CategoryRecord[]; byCategoryId: Map<number, Motif> } | null = null

/** The silhouette of a category's goods, read from its name (mocks/images/motif-map.ts). */
export function motifOfCategory(categoryId: number): Motif {
  const categories = db.categories.all()
  const stale =
    !motifs ||
    motifs.categories.length !== categories.length ||
    categories.some((record, index) => record !== motifs?.categories[index])
  if (stale) {
    const byCategoryId = new Map<number, Motif>()
    for (const record of categories) {
      const motif = MOTIF_BY_CATEGORY[record.categoryName]
      if (motif) byCategoryId.set(record.categoryId, motif)
    }
    motifs = { categories, byCategoryId }
  }
  return motifs?.byCategoryId.get(categoryId) ?? FALLBACK_MOTIF
}

/**
 * Every picture of a goods (issue 15 item 9): the silhouette of its category, drawn from the goods' own seed, so
 * the list card, the detail, each SKU, the cart, the comparison and the orders show the same picture. The
 * detail's other gallery views and the buyers' review photos pass their own seed and keep the silhouette.
 */
export function goodsImageUrl(
  goods: Pick<GoodsRecord, 'categoryId' | 'imageSeed' | 'goodsName'>,
  seed = goods.imageSeed,
): string {
  if (goods.imageSeed === MISSING_IMAGE_SEED) return missingImageUrl('goods', seed)
  return `${IMAGE_HOST}/goods/${seed}.svg?motif=${motifOfCategory(goods.categoryId)}&${labelParam(goods.goodsName)}`
}

/** A store's logo; a store whose logo is missing (extreme data) gets a URL that answers 404. */
export function storeLogoUrl(store: Pick<StoreRecord, 'storeId' | 'storeName' | 'logoMissing'>): string {
  return store.logoMissing
    ? missingImageUrl('store', store.storeId)
    : imageUrl('store', store.storeId, store.storeName)
}
