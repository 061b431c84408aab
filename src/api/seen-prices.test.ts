// The prices kept from product pages served from the cache (issue 26 "a stale cached price at checkout").
import { beforeEach, describe, expect, it } from 'vitest'
import { SEEN_PRICES_KEY, SEEN_PRICES_MAX, seenPrices } from './seen-prices'

const detail = (prices: Record<number, number>) => ({
  skus: Object.entries(prices).map(([productId, price]) => ({ productId: Number(productId), price })),
  ladder: [
    { minQty: 1, price: 10 },
    { minQty: 100, price: 9 },
  ],
})
const AT = '2026-11-20T10:00:00.000Z'

describe('seenPrices', () => {
  beforeEach(() => {
    seenPrices.clear()
    localStorage.clear()
  })

  it('keeps every SKU of a detail from the cache, with its tiers and time, in storage', () => {
    seenPrices.noteCached(detail({ 5: 10, 6: 11 }) as never, AT)
    expect(seenPrices.getSnapshot()['5']).toEqual({
      productId: 5,
      price: 10,
      ladder: detail({}).ladder,
      cachedAt: AT,
    })
    expect(Object.keys(JSON.parse(localStorage.getItem(SEEN_PRICES_KEY)!))).toEqual(['5', '6'])
  })

  it('forgets a product once its detail comes from the network, an order places it, or the member logs out', () => {
    seenPrices.noteCached(detail({ 5: 10, 6: 11, 7: 12 }) as never, AT)
    seenPrices.noteFresh(detail({ 5: 10 }) as never)
    expect(Object.keys(seenPrices.getSnapshot())).toEqual(['6', '7'])
    seenPrices.forget([6])
    expect(Object.keys(seenPrices.getSnapshot())).toEqual(['7'])
    seenPrices.clear()
    expect(seenPrices.getSnapshot()).toEqual({})
    expect(localStorage.getItem(SEEN_PRICES_KEY)).toBeNull()
  })

  it('ignores a stamp that is not a time, and keeps at most SEEN_PRICES_MAX SKUs, the newest', () => {
    seenPrices.noteCached(detail({ 5: 10 }) as never, 'ayer')
    expect(seenPrices.getSnapshot()).toEqual({})
    for (let id = 1; id <= SEEN_PRICES_MAX + 5; id++) seenPrices.noteCached(detail({ [id]: 10 }) as never, AT)
    const kept = Object.keys(seenPrices.getSnapshot())
    expect(kept).toHaveLength(SEEN_PRICES_MAX)
    expect(kept).toContain(String(SEEN_PRICES_MAX + 5))
    expect(kept).not.toContain('1')
  })
})
