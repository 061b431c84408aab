// Replacement search (issue 28 item 5; SPEC.md §2 /prototype/replacement/list): a product's substitutes are the
// goods a buyer may see in the same category, each compared with it attribute by attribute, ranked by how many
// attributes match (most first), then by price (lowest first). A pure ranking over the catalogue index.
import type { components } from '../../src/api/schema'
import type { ListedGoods } from './catalogue-index'
import { goodsImageUrl } from './image-url'

type ReplacementCandidate = components['schemas']['ReplacementCandidate']
type Attribute = { name: string; value: string }

export function compareAttributes(wanted: readonly Attribute[], offered: readonly Attribute[]) {
  const byName = new Map(offered.map((attribute) => [attribute.name, attribute.value]))
  const differences = wanted
    .filter((attribute) => byName.get(attribute.name) !== attribute.value)
    .map((attribute) => ({
      name: attribute.name,
      wanted: attribute.value,
      offered: byName.get(attribute.name) ?? '',
    }))
  return { matched: wanted.length - differences.length, compared: wanted.length, differences }
}

export function rankReplacements(
  target: ListedGoods,
  listed: readonly ListedGoods[],
): ReplacementCandidate[] {
  return listed
    .filter(
      (entry) =>
        entry.goods.categoryId === target.goods.categoryId && entry.goods.goodsId !== target.goods.goodsId,
    )
    .map((entry) => ({
      goodsId: entry.goods.goodsId,
      productId: entry.sku.productId,
      goodsName: entry.goods.goodsName,
      goodsImage: goodsImageUrl(entry.goods),
      goodsPrice: entry.price,
      minBuyNum: entry.goods.minBuyNum,
      saleUnit: entry.goods.saleUnit,
      storeName: entry.storeName,
      ...compareAttributes(target.goods.attributes, entry.goods.attributes),
    }))
    .sort((a, b) => b.matched - a.matched || a.goodsPrice - b.goodsPrice || a.goodsId - b.goodsId)
}
