// The checkout names the lines priced otherwise than the buyer saw them from the cache (issue 26).
import { describe, expect, it } from 'vitest'
import type { CheckoutData } from '../../src/api/checkout'
import type { SeenPrices } from '../../src/api/seen-prices'
import { checkoutProductIds, priceChangesOf } from './price-changes'

const line = (productId: number, buyNum: number, price: number) => ({
  productId,
  goodsName: `Producto ${productId}`,
  specValues: productId === 2 ? 'Saco de 50 kg' : '',
  buyNum,
  price,
})
const checkout = {
  storeGroupList: [{ productList: [line(1, 10, 12), line(2, 150, 8.1)] }, { productList: [line(3, 1, 5)] }],
} as unknown as CheckoutData
const AT = '2026-11-20T10:00:00.000Z'
const ladder = [
  { minQty: 1, price: 10 },
  { minQty: 100, price: 9 },
]

describe('priceChangesOf', () => {
  it('compares each seen SKU at the line’s quantity, on its own tiers; unseen lines are not named', () => {
    const seen: SeenPrices = {
      // seen at 10 for 1–99: the server now asks 12
      1: { productId: 1, price: 10, ladder, cachedAt: AT },
      // a SKU 10 % dearer than the goods' tiers: 9.90 from 100 on, the server asks 8.10
      2: { productId: 2, price: 11, ladder, cachedAt: AT },
    }
    expect(priceChangesOf(checkout, seen)).toEqual([
      { productId: 1, goodsName: 'Producto 1', specValues: '', seenPrice: 10, price: 12, cachedAt: AT },
      {
        productId: 2,
        goodsName: 'Producto 2',
        specValues: 'Saco de 50 kg',
        seenPrice: 9.9,
        price: 8.1,
        cachedAt: AT,
      },
    ])
  })

  it('names nothing when the seen price is the server’s, or when nothing is loaded yet', () => {
    const seen: SeenPrices = { 3: { productId: 3, price: 5, ladder: [], cachedAt: AT } }
    expect(priceChangesOf(checkout, seen)).toEqual([])
    expect(priceChangesOf(null, seen)).toEqual([])
    expect(checkoutProductIds(checkout)).toEqual([1, 2, 3])
  })
})
