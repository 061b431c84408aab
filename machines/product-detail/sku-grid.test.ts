// The SKU grid's rules (issue 16 item 2; SPEC.md §5): each row like the single quantity, the set of lines by the
// shared grid schema, tiered prices per row and the running total, and the links of buy now.
import { describe, expect, it } from 'vitest'
import { parseLinesParam } from '../../src/schemas/sku-grid.schema'
import { DETAIL, sku } from './product-detail.fixtures'
import {
  buyNowUrl,
  gridSummary,
  isGridOrderable,
  productReturnUrl,
  quantitiesOf,
  stepGridQuantity,
} from './sku-grid'

describe('gridSummary', () => {
  it('prices each row by its own tier and adds the valid rows into the running total', () => {
    const summary = gridSummary(DETAIL, { 101: 500, 102: 100 })
    expect(summary.rows.map((row) => [row.sku.productId, row.unitPrice, row.subtotal])).toEqual([
      [101, 9, 4500],
      [102, 11, 1100],
      [103, 10, 0],
    ])
    expect(summary.lines).toEqual([
      { productId: 101, number: 500 },
      { productId: 102, number: 100 },
    ])
    expect(summary.units).toBe(600)
    expect(summary.total).toBe(5600)
    expect(isGridOrderable(summary)).toBe(true)
  })

  it('marks a row off the multiples of the minimum order and leaves it out of the total', () => {
    const summary = gridSummary(DETAIL, { 101: 50, 102: 70 })
    expect(summary.rows[1]!.problem).toEqual({ id: 'validation.quantity.multiple', values: { min: 50 } })
    expect(summary.total).toBe(500)
    expect(summary.hasRowProblem).toBe(true)
    expect(isGridOrderable(summary)).toBe(false)
  })

  it('marks a row below the minimum, over the stock, a sold-out SKU and a non-number', () => {
    const detail = { ...DETAIL, skus: [...DETAIL.skus.slice(0, 2), sku(103, '1"', { stock: 0 })] }
    const summary = gridSummary(detail, { 101: 20, 102: 5050, 103: 50 })
    expect(summary.rows.map((row) => row.problem)).toEqual([
      { id: 'validation.quantity.minimum', values: { min: 50 } },
      { id: 'goods.detail.quantity.stock', values: { stock: 5000 } },
      { id: 'goods.detail.quantity.soldOut' },
    ])
    expect(gridSummary(DETAIL, { 101: Number.NaN }).rows[0]!.problem).toEqual({
      id: 'validation.quantity.integer',
    })
  })

  it('asks for at least one quantity when every row is 0', () => {
    const summary = gridSummary(DETAIL, { 101: 0 })
    expect(summary.problem).toEqual({ id: 'validation.skuGrid.noLine' })
    expect(isGridOrderable(summary)).toBe(false)
  })

  it("shows the server's refusal on its row until the rule itself fails", () => {
    const summary = gridSummary(DETAIL, { 101: 50 }, { 101: 'Cantidad superior al stock disponible.' })
    expect(summary.rows[0]!.problem).toEqual({ text: 'Cantidad superior al stock disponible.' })
    expect(isGridOrderable(summary)).toBe(false)
  })
})

describe('stepGridQuantity', () => {
  it('moves by the minimum order and leaves the order at 0', () => {
    expect(stepGridQuantity(0, 50, 1)).toBe(50)
    expect(stepGridQuantity(50, 50, 1)).toBe(100)
    expect(stepGridQuantity(50, 50, -1)).toBe(0)
    expect(stepGridQuantity(120, 50, -1)).toBe(100)
    expect(stepGridQuantity(Number.NaN, 50, 1)).toBe(50)
  })
})

describe('links of buy now', () => {
  it('lists every SKU and quantity for the checkout', () => {
    expect(
      buyNowUrl([
        { productId: 101, number: 50 },
        { productId: 102, number: 100 },
      ]),
    ).toBe('/buy/confirm?productId=101,102&numbers=50,100&ifcart=false')
  })

  it('comes back to the same product with the quantities, which read back the same', () => {
    const lines = [
      { productId: 101, number: 50 },
      { productId: 102, number: 100 },
    ]
    const url = productReturnUrl({ productId: 101 }, lines, true)
    expect(url).toBe('/goods/detail?productId=101&lines=101-50,102-100&grid=1')
    expect(parseLinesParam(new URL(url, 'http://x').searchParams.get('lines'))).toEqual(lines)
    expect(productReturnUrl({ goodsId: 40 }, [{ productId: 101, number: 50 }], false)).toBe(
      '/goods/detail?goodsId=40&lines=101-50',
    )
  })

  it('keeps only SKUs of the goods from a link, and refuses a malformed one', () => {
    expect(
      quantitiesOf(DETAIL, [
        { productId: 101, number: 50 },
        { productId: 999, number: 50 },
      ]),
    ).toEqual({
      101: 50,
    })
    expect(parseLinesParam('101-50,abc')).toBeNull()
    expect(parseLinesParam('101-0')).toBeNull()
    expect(parseLinesParam('//evil.example')).toBeNull()
  })
})
