// Pure rules of the product page: SKU selection by spec options, tiered prices and the purchase quantity
// (SPEC.md §5: 1–99999, not below the minimum order, multiples of it; plus stock and purchase limit).
import type { GoodsDetail, LadderPrice, Sku } from '../../src/api/goods-detail'
import { quantityRuleMessage } from '../../src/schemas/quantity-rules'

export interface OptionGroup {
  name: string
  values: string[]
}

export type Selection = Record<string, string>

/** A message id of the dictionary with its values (never Spanish text). */
export interface MessageRef {
  id: string
  values?: Record<string, string | number>
}

/** Dictionary ids of the quantity rules that are not in the shared yup schema. */
export const QUANTITY_MESSAGE_IDS = {
  stock: 'goods.detail.quantity.stock',
  limit: 'goods.detail.quantity.limit',
  soldOut: 'goods.detail.quantity.soldOut',
} as const

/** The option groups of a goods, in the order their names first appear. */
export function optionGroups(skus: readonly Sku[]): OptionGroup[] {
  const groups: OptionGroup[] = []
  for (const sku of skus) {
    for (const option of sku.options) {
      let group = groups.find((entry) => entry.name === option.name)
      if (!group) {
        group = { name: option.name, values: [] }
        groups.push(group)
      }
      if (!group.values.includes(option.value)) group.values.push(option.value)
    }
  }
  return groups
}

export const selectionOf = (sku: Sku | undefined): Selection =>
  Object.fromEntries((sku?.options ?? []).map((option) => [option.name, option.value]))

const matches = (sku: Sku, selection: Selection) =>
  Object.entries(selection).every(([name, value]) =>
    sku.options.some((option) => option.name === name && option.value === value),
  )

/** The SKU whose options are exactly the selection. */
export function resolveSku(skus: readonly Sku[], selection: Selection): Sku | undefined {
  return skus.find((sku) => sku.options.length === Object.keys(selection).length && matches(sku, selection))
}

/** Whether choosing `value` for `name`, keeping the other choices, names an existing SKU. */
export function isOptionAvailable(skus: readonly Sku[], selection: Selection, name: string, value: string) {
  return skus.some((sku) => matches(sku, { ...selection, [name]: value }))
}

/**
 * Picking a value keeps the other choices when an SKU has them all; otherwise the SKU with that value that
 * keeps most of them is chosen, so a selection always names one SKU.
 */
export function selectOption(
  skus: readonly Sku[],
  selection: Selection,
  name: string,
  value: string,
): Sku | undefined {
  const candidates = skus.filter((sku) => matches(sku, { [name]: value }))
  const score = (sku: Sku) =>
    Object.entries(selection).filter(([key, chosen]) => matches(sku, { [key]: chosen })).length
  return candidates.reduce<Sku | undefined>(
    (best, sku) => (!best || score(sku) > score(best) ? sku : best),
    undefined,
  )
}

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The price tiers of one SKU: the goods' ladder scaled to the SKU's own price (a SKU may cost a little more or
 * less than the first tier), as the server prices cart lines.
 */
export function skuLadder(ladder: readonly LadderPrice[], sku: Pick<Sku, 'price'>): LadderPrice[] {
  const base = ladder[0]?.price ?? sku.price
  if (ladder.length === 0) return [{ minQty: 1, price: sku.price }]
  return ladder.map((tier) => ({
    minQty: tier.minQty,
    price: round2(base > 0 ? (sku.price * tier.price) / base : sku.price),
  }))
}

/** Unit price of a quantity: the last tier whose minimum it reaches (the first tier below every minimum). */
export function unitPriceFor(tiers: readonly LadderPrice[], quantity: number): number {
  let price = tiers[0]?.price ?? 0
  for (const tier of tiers) if (quantity >= tier.minQty) price = tier.price
  return price
}

/** The first broken quantity rule, or null. */
export function quantityProblem(
  detail: Pick<GoodsDetail, 'minBuyNum' | 'purchaseLimit'>,
  sku: Pick<Sku, 'stock'> | undefined,
  quantity: number,
): MessageRef | null {
  // the rule of quantity.schema.ts, without loading yup with the product page (issue 14 item 3)
  const broken = quantityRuleMessage(quantity, detail.minBuyNum)
  if (broken) return broken
  if (sku && sku.stock <= 0) return { id: QUANTITY_MESSAGE_IDS.soldOut }
  if (sku && quantity > sku.stock) return { id: QUANTITY_MESSAGE_IDS.stock, values: { stock: sku.stock } }
  if (detail.purchaseLimit > 0 && quantity > detail.purchaseLimit)
    return { id: QUANTITY_MESSAGE_IDS.limit, values: { limit: detail.purchaseLimit } }
  return null
}

/** The stepper moves in steps of the minimum order (SPEC.md §5 multiples), never below one step. */
export function stepQuantity(quantity: number, minBuyNum: number, direction: 1 | -1): number {
  const step = Math.max(1, Math.floor(minBuyNum))
  // a typed value that is no number restarts from the minimum order
  if (!Number.isFinite(quantity)) return step
  const aligned = Math.floor(Math.max(0, quantity) / step) * step
  const next = direction === 1 ? aligned + step : (aligned === quantity ? aligned : aligned + step) - step
  return Math.min(99_999 - (99_999 % step), Math.max(step, next))
}
