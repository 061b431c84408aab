// The goods card of the lists (goods lists, recommendations, brands, home decoration; REFERENCE.md §7): one
// shape wherever a listed goods is shown, built from the catalogue index (mocks/lib/catalogue-index.ts).
import type { components } from '../../src/api/schema'
import type { ListedGoods } from './catalogue-index'
import { goodsImageUrl } from './image-url'

type GoodsCard = components['schemas']['GoodsCard']

export function goodsCardOf(entry: ListedGoods): GoodsCard {
  const { goods, sku } = entry
  return {
    goodsId: goods.goodsId,
    productId: sku.productId,
    goodsName: goods.goodsName,
    goodsImage: goodsImageUrl(goods),
    goodsPrice: entry.price,
    marketPrice: sku.marketPrice,
    minBuyNum: goods.minBuyNum,
    saleUnit: goods.saleUnit,
    storeId: goods.storeId,
    storeName: entry.storeName,
    brandName: entry.brandName,
    stockType: goods.stockType,
    productionState: goods.productionState,
    ...(goods.arrivalAt > 0 ? { arrivalAt: new Date(goods.arrivalAt).toISOString() } : {}),
    saleNum: goods.sales,
    isNew: goods.isNew,
    hasPromotion: entry.promotion,
    origin: goods.origin,
    isSelf: entry.isSelf,
    commentNum: entry.reviews,
  }
}
