// Pure rules of the product page's SKU grid (issue 16 items 1–2; SPEC.md §5): a quantity per SKU, each row
// checked like the single quantity (quantity.schema.ts: 1–99999, minimum order and its multiples; stock and
// purchase limit), the set of lines checked with the shared grid schema (at least one, each SKU once), a tiered
// price per row and the running total; and the links of "Comprar ahora" (checkout, back after a login).
import type { GoodsDetail, GoodsDetailQuery, Sku } from '../../src/api/goods-detail'
import {
  linesParam,
  parseLinesParam,
  skuGridLinesProblem,
  type SkuGridLine,
} from '../../src/schemas/sku-grid-rules'
import type { ProductDetailContext } from './product-detail.types'
import type { Message } from '../../src/api/message'
import { quantityProblem, skuLadder, stepQuantity, unitPriceFor, type MessageRef } from './sku'

export type { SkuGridLine }
export { parseLinesParam }

/** A row's problem: a rule of the page (a dictionary id) or the server's refusal of that SKU. */
export type GridRowProblem = Message

/** Quantity per productId; a SKU without one (or 0) is not ordered. */
export type GridQuantities = Record<number, number>

export interface GridRow {
  sku: Sku
  /** 0: not ordered */
  quantity: number
  /** the unit price at this quantity (at the minimum order when none is typed) */
  unitPrice: number
  /** quantity × unit price when the row is valid, else 0 */
  subtotal: number
  problem: GridRowProblem | null
}

export interface GridSummary {
  rows: GridRow[]
  /** the rows ordered without a problem */
  lines: SkuGridLine[]
  units: number
  total: number
  /** a problem of the set of lines (none chosen, …), shown when the buyer acts */
  problem: MessageRef | null
  hasRowProblem: boolean
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** A row's rule problem; a quantity of 0 (not ordered) has none. */
export function gridRowProblem(detail: GoodsDetail, sku: Sku, quantity: number): MessageRef | null {
  if (quantity === 0) return null
  return quantityProblem(detail, sku, quantity)
}

/** The rows, lines and running total of a grid; `refusals` are the server's per-SKU answers of the last add. */
export function gridSummary(
  detail: GoodsDetail,
  quantities: GridQuantities,
  refusals: Record<number, string> = {},
): GridSummary {
  const rows = detail.skus.map((sku): GridRow => {
    const quantity = quantities[sku.productId] ?? 0
    const tiers = skuLadder(detail.ladder, sku)
    const unitPrice = unitPriceFor(tiers, Math.max(quantity, detail.minBuyNum))
    const rule = gridRowProblem(detail, sku, quantity)
    const refusal = refusals[sku.productId]
    const problem: GridRowProblem | null = rule ?? (refusal ? { text: refusal } : null)
    const subtotal = quantity > 0 && !rule ? round2(unitPrice * quantity) : 0
    return { sku, quantity, unitPrice, subtotal, problem }
  })
  const ordered = rows.filter((row) => row.quantity !== 0)
  const lines = ordered
    .filter((row) => !row.problem)
    .map((row) => ({ productId: row.sku.productId, number: row.quantity }))
  return {
    rows,
    lines,
    units: lines.reduce((sum, line) => sum + line.number, 0),
    total: round2(rows.reduce((sum, row) => sum + row.subtotal, 0)),
    problem: skuGridLinesProblem(
      ordered.map((row) => ({ productId: row.sku.productId, number: row.quantity })),
    ),
    hasRowProblem: ordered.some((row) => row.problem !== null),
  }
}

/** The grid of a product page context (null before the goods are loaded). */
export const summaryOf = (context: Pick<ProductDetailContext, 'detail' | 'grid' | 'gridRefusals'>) =>
  context.detail ? gridSummary(context.detail, context.grid, context.gridRefusals) : null

/** The grid's lines to add or buy. */
export const gridLines = (context: Pick<ProductDetailContext, 'detail' | 'grid' | 'gridRefusals'>) =>
  summaryOf(context)?.lines ?? []

/** Whether the grid can be added or bought: at least one row, no row with a problem. */
export const isGridOrderable = (summary: GridSummary) => summary.problem === null && !summary.hasRowProblem

/** The grid's stepper: by the minimum order, down to 0 (the SKU leaves the order). */
export function stepGridQuantity(quantity: number, minBuyNum: number, direction: 1 | -1): number {
  const step = Math.max(1, Math.floor(minBuyNum))
  if (direction === -1 && Number.isFinite(quantity) && quantity <= step) return 0
  if (direction === 1 && (!Number.isFinite(quantity) || quantity <= 0)) return step
  return stepQuantity(quantity, minBuyNum, direction)
}

/** The grid's quantities from lines (a link back after a login): only SKUs of this goods. */
export function quantitiesOf(detail: GoodsDetail, lines: readonly SkuGridLine[]): GridQuantities {
  const known = new Set(detail.skus.map((sku) => sku.productId))
  return Object.fromEntries(
    lines.filter((line) => known.has(line.productId)).map((line) => [line.productId, line.number]),
  )
}

/** SPEC.md §2 /buy/confirm buy now (REFERENCE.md §2 `productId, numbers, ifcart=false`), several SKUs listed. */
export function buyNowUrl(lines: readonly SkuGridLine[]): string {
  const productIds = lines.map((line) => line.productId).join(',')
  const numbers = lines.map((line) => line.number).join(',')
  return `/buy/confirm?productId=${productIds}&numbers=${numbers}&ifcart=false`
}

/**
 * The product page again with the buyer's quantities (issue 16 item 1): where the login prompt of a visitor's
 * "Comprar ahora" comes back to. Built from numbers only, a path of this site (SPEC.md §2 redirectUrl).
 */
export function productReturnUrl(
  query: GoodsDetailQuery,
  lines: readonly SkuGridLine[],
  grid: boolean,
): string {
  const id = 'productId' in query ? `productId=${query.productId}` : `goodsId=${query.goodsId}`
  const restored = lines.length > 0 ? `&lines=${linesParam(lines)}` : ''
  return `/goods/detail?${id}${restored}${grid ? '&grid=1' : ''}`
}
