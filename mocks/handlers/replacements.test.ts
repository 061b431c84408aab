// Replacement search through the mock server (issue 28 item 5): a product's substitutes come from its category,
// ranked by how many of its attributes they share (then by price), each with the attributes that differ; a
// visitor may ask; an unknown product is refused in Spanish. Answers are validated against the contract.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db'
import { resetDatabase } from '../persistence'
import { get } from '../fixtures/checkout-fixtures'
import { compareAttributes } from '../lib/replacements'
import { REPLACEMENT_LIST } from './replacements'

beforeEach(async () => {
  await resetDatabase()
})

interface Candidate {
  goodsId: number
  goodsPrice: number
  matched: number
  compared: number
  differences: { name: string; wanted: string; offered: string }[]
}

describe('replacement search (issue 28 item 5)', () => {
  it('compares attributes by name: same value matches, another or a missing one is a difference', () => {
    expect(
      compareAttributes(
        [
          { name: 'Color', value: 'Blanco' },
          { name: 'Potencia', value: '450 W' },
          { name: 'Embalaje', value: 'Caja' },
        ],
        [
          { name: 'Color', value: 'Blanco' },
          { name: 'Potencia', value: '500 W' },
        ],
      ),
    ).toEqual({
      matched: 1,
      compared: 3,
      differences: [
        { name: 'Potencia', wanted: '450 W', offered: '500 W' },
        { name: 'Embalaje', wanted: 'Caja', offered: '' },
      ],
    })
  })

  it('ranks the same category’s goods by matching attributes, then price, for a visitor', async () => {
    const goods = db.goods.all().find((g) => g.state === 1 && g.attributes.length >= 2)!
    const product = db.products.all().find((p) => p.goodsId === goods.goodsId)!
    const answer = await get(`${REPLACEMENT_LIST}?productId=${product.productId}&pageSize=50`)
    expect(answer.state, answer.msg).toBe(200)
    expect(answer.data.target).toMatchObject({ goodsId: goods.goodsId, attributes: goods.attributes })
    const list = answer.data.list as Candidate[]
    expect(list.length).toBeGreaterThan(0)
    expect(list.some((c) => c.goodsId === goods.goodsId)).toBe(false)
    for (const candidate of list) {
      const other = db.goods.findFirst((q) => q.where({ goodsId: candidate.goodsId }))!
      expect(other.categoryId).toBe(goods.categoryId)
      expect(candidate.compared).toBe(goods.attributes.length)
      expect(candidate.matched + candidate.differences.length).toBe(candidate.compared)
    }
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!]
      expect(a.matched > b.matched || (a.matched === b.matched && a.goodsPrice <= b.goodsPrice)).toBe(true)
    }
  })

  it('refuses an unknown product in Spanish', async () => {
    expect(await get(`${REPLACEMENT_LIST}?productId=99999999`)).toMatchObject({
      state: 255,
      msg: 'El producto no existe.',
    })
  })
})
