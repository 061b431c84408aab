// The checkout's lines whose price differs from what the buyer saw on a product page served from the installed
// app's cache (issue 26 "Bad input": a stale cached price at checkout — the server's price wins and the buyer
// is told). The checkout is priced by the server; the seen prices come from src/api/seen-prices.ts. A seen
// price is the SKU's tier at the line's quantity, as the product page priced it (../product-detail/sku.ts).
import type { CheckoutData } from '../../src/api/checkout'
import type { SeenPrices } from '../../src/api/seen-prices'
import { skuLadder, unitPriceFor } from '../product-detail/sku'

export interface PriceChange {
  productId: number
  goodsName: string
  specValues: string
  /** the unit price the buyer saw, at this line's quantity */
  seenPrice: number
  /** the server's unit price of the line */
  price: number
  /** when the answer the buyer saw had been fetched (ISO 8601) */
  cachedAt: string
}

/** Every line of `checkout` whose server price is not the price the buyer saw; empty when none was seen stale. */
export function priceChangesOf(checkout: CheckoutData | null, seen: SeenPrices): PriceChange[] {
  if (!checkout) return []
  const changes: PriceChange[] = []
  for (const group of checkout.storeGroupList)
    for (const line of group.productList) {
      const kept = seen[String(line.productId)]
      if (!kept) continue
      const seenPrice = unitPriceFor(skuLadder(kept.ladder, kept), line.buyNum)
      if (Math.abs(seenPrice - line.price) < 0.005) continue
      changes.push({
        productId: line.productId,
        goodsName: line.goodsName,
        specValues: line.specValues ?? '',
        seenPrice,
        price: line.price,
        cachedAt: kept.cachedAt,
      })
    }
  return changes
}

/** The products of a placed order: their kept prices have served their purpose. */
export const checkoutProductIds = (checkout: CheckoutData | null): number[] =>
  checkout?.storeGroupList.flatMap((group) => group.productList.map((line) => line.productId)) ?? []
