// Rules of a goods' SKUs (sku.ts): options, ladder prices, quantity steps and problems (SPEC.md §5).
import { describe, expect, it } from 'vitest'
import {
  isOptionAvailable,
  optionGroups,
  QUANTITY_MESSAGE_IDS,
  quantityProblem,
  resolveSku,
  selectOption,
  skuLadder,
  stepQuantity,
  unitPriceFor,
} from './sku'
import { sku, DETAIL } from './product-detail.fixtures'

describe('SKU rules', () => {
  it('lists the option groups in the order their names appear', () => {
    expect(optionGroups(DETAIL.skus)).toEqual([
      { name: 'Acabado', values: ['Galvanizado'] },
      { name: 'Medida', values: ['1/2"', '3/4"', '1"'] },
    ])
  })

  it('resolves a full selection to its SKU and disables combinations no SKU has', () => {
    expect(resolveSku(DETAIL.skus, { Acabado: 'Galvanizado', Medida: '3/4"' })?.productId).toBe(102)
    const skus = [
      sku(1, 'A'),
      {
        ...sku(2, 'B'),
        options: [
          { name: 'Acabado', value: 'Negro' },
          { name: 'Medida', value: 'B' },
        ],
      },
    ]
    expect(isOptionAvailable(skus, { Acabado: 'Galvanizado', Medida: 'A' }, 'Medida', 'B')).toBe(false)
    expect(isOptionAvailable(skus, { Acabado: 'Negro', Medida: 'B' }, 'Medida', 'B')).toBe(true)
    // picking an impossible value moves the other choices to the SKU that has it
    expect(selectOption(skus, { Acabado: 'Galvanizado', Medida: 'A' }, 'Medida', 'B')?.productId).toBe(2)
  })

  it('scales the tiers to the SKU price and picks the tier of a quantity', () => {
    const tiers = skuLadder(DETAIL.ladder, { price: 11 })
    expect(tiers).toEqual([
      { minQty: 50, price: 11 },
      { minQty: 500, price: 9.9 },
    ])
    expect(unitPriceFor(tiers, 50)).toBe(11)
    expect(unitPriceFor(tiers, 499)).toBe(11)
    expect(unitPriceFor(tiers, 500)).toBe(9.9)
  })

  it('checks the quantity: integer, range, minimum, multiple, stock and purchase limit', () => {
    const goods = { minBuyNum: 50, purchaseLimit: 0 }
    const stocked = { stock: 1000 }
    expect(quantityProblem(goods, stocked, 100)).toBeNull()
    expect(quantityProblem(goods, stocked, Number.NaN)).toEqual({ id: 'validation.quantity.integer' })
    expect(quantityProblem(goods, stocked, 2.5)).toEqual({ id: 'validation.quantity.integer' })
    expect(quantityProblem(goods, stocked, 100_000)).toEqual({ id: 'validation.quantity.range' })
    expect(quantityProblem(goods, stocked, 40)).toEqual({
      id: 'validation.quantity.minimum',
      values: { min: 50 },
    })
    expect(quantityProblem(goods, stocked, 70)).toEqual({
      id: 'validation.quantity.multiple',
      values: { min: 50 },
    })
    expect(quantityProblem(goods, stocked, 1050)).toEqual({
      id: QUANTITY_MESSAGE_IDS.stock,
      values: { stock: 1000 },
    })
    expect(quantityProblem(goods, { stock: 0 }, 50)).toEqual({ id: QUANTITY_MESSAGE_IDS.soldOut })
    expect(quantityProblem({ minBuyNum: 50, purchaseLimit: 200 }, stocked, 250)).toEqual({
      id: QUANTITY_MESSAGE_IDS.limit,
      values: { limit: 200 },
    })
  })

  it('steps the quantity by the minimum order, never below one step', () => {
    expect(stepQuantity(50, 50, 1)).toBe(100)
    expect(stepQuantity(100, 50, -1)).toBe(50)
    expect(stepQuantity(50, 50, -1)).toBe(50)
    expect(stepQuantity(70, 50, -1)).toBe(50)
    expect(stepQuantity(70, 50, 1)).toBe(100)
    expect(stepQuantity(99_999, 1, 1)).toBe(99_999)
    expect(stepQuantity(Number.NaN, 50, 1)).toBe(50)
  })
})
