// Tiered (ladder) prices: the SKU's own price scaled by the goods' tier for the quantity bought.
import type { GoodsRecord, ProductRecord } from '../db'

export const round2 = (value: number): number => Math.round(value * 100) / 100

export function unitPrice(product: ProductRecord, goods: GoodsRecord, quantity: number): number {
  const base = goods.ladder[0]?.price ?? product.price
  let tierPrice = base
  for (const tier of goods.ladder) if (quantity >= tier.minQty) tierPrice = tier.price
  return round2(base > 0 ? (product.price * tierPrice) / base : product.price)
}
