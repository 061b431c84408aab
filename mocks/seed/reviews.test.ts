import { describe, expect, it } from 'vitest'
import { buildSeedData } from '../seed'
import { buildReviews, maskName } from './reviews'

describe('seeded reviews', () => {
  const data = buildSeedData()
  const reviews = buildReviews(data)

  it('are identical on every build', () => {
    expect(JSON.stringify(buildReviews(buildSeedData()))).toBe(JSON.stringify(reviews))
  })

  it('number about two thousand, 0 to 12 per goods, only for goods on sale', () => {
    expect(reviews.length).toBeGreaterThan(1500)
    expect(reviews.length).toBeLessThan(2600)
    const perGoods = new Map<number, number>()
    for (const review of reviews) perGoods.set(review.goodsId, (perGoods.get(review.goodsId) ?? 0) + 1)
    expect(Math.max(...perGoods.values())).toBeLessThanOrEqual(12)
    const onSale = new Set(data.goods.filter((goods) => goods.state === 1).map((goods) => goods.goodsId))
    for (const goodsId of perGoods.keys()) expect(onSale.has(goodsId)).toBe(true)
    expect(data.goods.some((goods) => goods.state === 1 && !perGoods.has(goods.goodsId))).toBe(true)
  })

  it('have unique ids and point at a SKU of their goods with its spec values', () => {
    expect(new Set(reviews.map((review) => review.commentId)).size).toBe(reviews.length)
    const products = new Map(data.products.map((product) => [product.productId, product]))
    for (const review of reviews) {
      const sku = products.get(review.productId)
      expect(sku?.goodsId).toBe(review.goodsId)
      expect(review.specValues).toBe(sku?.specValues)
    }
  })

  it('are mostly 4 or 5 stars, with some of 1 to 3', () => {
    const high = reviews.filter((review) => review.score >= 4).length
    expect(high / reviews.length).toBeGreaterThan(0.7)
    for (const score of [1, 2, 3]) expect(reviews.some((review) => review.score === score)).toBe(true)
  })

  it('show masked buyer names, Spanish texts, photos on about 30 % and some supplier replies', () => {
    for (const review of reviews) {
      expect(review.memberName).toMatch(/^\p{Lu}\*\*\*\p{Ll}? \p{Lu}\.$/u)
      expect(review.content.length).toBeGreaterThan(20)
      expect(review.imageSeeds.length).toBeLessThanOrEqual(3)
    }
    const withPhotos = reviews.filter((review) => review.imageSeeds.length > 0).length / reviews.length
    expect(withPhotos).toBeGreaterThan(0.2)
    expect(withPhotos).toBeLessThan(0.4)
    expect(reviews.some((review) => review.reply !== '')).toBe(true)
    expect(reviews.some((review) => /Cuba|Habana|Mariel/.test(review.content))).toBe(true)
  })

  it('mask a name to its first and last letter and the initial of the surname', () => {
    expect(maskName('Yanelis', 'Pérez')).toBe('Y***s P.')
    expect(maskName('Lázaro', 'Óriz')).toBe('L***o Ó.')
  })
})
