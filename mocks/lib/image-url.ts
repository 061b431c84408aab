// Images live on the mock's own image host (SPEC.md §1 separate image host): drawn on request by
// mocks/handlers/images.ts, never fetched from outside.
import { db, type CategoryRecord, type GoodsRecord } from '../db'
import { FALLBACK_MOTIF, MOTIF_BY_CATEGORY } from '../images/motif-map'
import type { Motif } from '../images/motifs'

export const IMAGE_HOST = '/mock-images'

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
  return `${IMAGE_HOST}/goods/${seed}.svg?motif=${motifOfCategory(goods.categoryId)}&${labelParam(goods.goodsName)}`
}
