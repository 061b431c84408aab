// Builds the cart answer of SPEC.md §3 (storeCartGroupList, invalidList, totals) from the member's lines.
import type { components } from '../../src/api/schema'
import { db, type CartLineRecord } from '../db'
import { goodsImageUrl } from './image-url'
import { round2, unitPrice } from './pricing'
import { clock } from '../clock'
import { storesWithCoupons } from './store-coupons'

type CartLine = components['schemas']['CartLine']
type StoreCartGroup = components['schemas']['StoreCartGroup']
type CartData = components['schemas']['CartData']

export function buildCart(lines: CartLineRecord[]): CartData {
  const groups = new Map<number, StoreCartGroup>()
  const couponStores = storesWithCoupons(clock.now())
  const invalidList: CartLine[] = []
  for (const line of [...lines].sort((a, b) => a.cartId - b.cartId)) {
    const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    const store = goods && db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
    if (!product || !goods || !store) continue
    const price = unitPrice(product, goods, line.buyNum)
    const invalid = goods.state !== 1 || !store.isOpen || product.stock <= 0
    const view: CartLine = {
      cartId: line.cartId,
      productId: product.productId,
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      goodsImage: goodsImageUrl(goods),
      specValues: product.specValues,
      goodsPrice: price,
      buyNum: line.buyNum,
      minBuyNum: goods.minBuyNum,
      productStock: product.stock,
      productState: goods.state !== 1 || !store.isOpen ? 2 : product.stock <= 0 ? 3 : 1,
      stockType: goods.stockType,
      isChecked: invalid ? 0 : line.isChecked,
      subtotal: round2(price * line.buyNum),
      totalAmount: round2(price * line.buyNum),
      // issue 16 item 5: the line shows its code, unit and the SKU's price ladder
      productCode: product.productCode,
      saleUnit: goods.saleUnit,
      ladder: goods.ladder.map((tier) => ({
        minQty: tier.minQty,
        price: unitPrice(product, goods, tier.minQty),
      })),
    }
    if (invalid) {
      invalidList.push(view)
      continue
    }
    let group = groups.get(store.storeId)
    if (!group) {
      group = {
        storeId: store.storeId,
        storeName: store.storeName,
        storeGoodsList: [],
        checkedAll: true,
        totalAmount: 0,
        totalCheck: 0,
        hasCoupon: couponStores.has(store.storeId),
      }
      groups.set(store.storeId, group)
    }
    group.storeGoodsList.push(view)
  }
  const storeCartGroupList = [...groups.values()]
  let totalAmount = 0
  let totalCheck = 0
  for (const group of storeCartGroupList) {
    const checked = group.storeGoodsList.filter((line) => line.isChecked === 1)
    group.checkedAll = checked.length === group.storeGoodsList.length
    group.totalCheck = checked.length
    group.totalAmount = round2(checked.reduce((sum, line) => sum + line.subtotal, 0))
    totalAmount += group.totalAmount
    totalCheck += group.totalCheck
  }
  const availableCartNum = storeCartGroupList.reduce((sum, group) => sum + group.storeGoodsList.length, 0)
  return {
    storeCartGroupList,
    invalidList,
    availableCartNum,
    checkedAll: availableCartNum > 0 && totalCheck === availableCartNum,
    totalAmount: round2(totalAmount),
    totalCheck,
  }
}
