// The pricing of a checkout (SPEC.md §5, issue 5 item 4), pure over db records so that confirm, submit and
// their tests share one computation: lines at their ladder price, one group per store, the store coupon,
// points in multiples of the unit capped at a share of the amount after coupons, the points' cash split
// across the groups pro rata (2 decimals, the last group takes the rounding), and the stock/quantity/limit/
// price problems that answer 267 (CheckoutProblem). Handlers gather the records; nothing here reads db.
import { ValidationError } from 'yup'
import type { components } from '../../src/api/schema'
import {
  maxUsablePoints,
  pointsSchema,
  pointsToCash,
  type PointsRule,
} from '../../src/schemas/checkout.schema'
import { quantitySchema } from '../../src/schemas/quantity.schema'
import { formatMoney } from '../../src/i18n/format'
import type { CouponReceiptRecord, CouponRecord, GoodsRecord, ProductRecord, StoreRecord } from '../db'
import type { FreightRegionCode } from '../../src/schemas/freight.schema'
import { freightOf, type ExpressState } from './freight'
import { round2, unitPrice } from './pricing'

type CheckoutProblem = components['schemas']['CheckoutProblem']
type ProblemLine = CheckoutProblem['productList'][number]

/** CheckoutProblem.state and its SPEC.md §8 text (openapi submitOrder description). */
export const PROBLEM = {
  outOfStock: 1,
  stockExceeded: 2,
  overLimit: 3,
  quantity: 4,
  priceChanged: 5,
  points: 6,
} as const
export type ProblemState = (typeof PROBLEM)[keyof typeof PROBLEM]

export const PROBLEM_TEXT: Record<ProblemState, string> = {
  1: 'Agotado',
  2: 'Stock superado',
  3: 'Límite de compra superado',
  4: 'Cantidad fuera del límite o rango',
  5: 'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.',
  6: 'Puntos insuficientes',
}

/** 255 messages of confirm/submit (openapi descriptions; the coupon ones not listed there are the mock's). */
export const CHECKOUT_MESSAGES = {
  nothingSelected: 'No hay productos seleccionados.',
  mixedStock: 'No se pueden mezclar productos en stock y de reserva en un mismo pedido.',
  couponNotOfStore: 'El cupón no pertenece a esta tienda.',
  couponUsed: 'El cupón ya fue utilizado.',
  couponExpired: 'El cupón ha caducado.',
  couponMinimum: (minAmount: number) =>
    `El importe de esta tienda no alcanza el mínimo del cupón (${formatMoney(minAmount)}).`,
  platformCouponNotFound: 'El cupón no es un cupón de la plataforma.',
  platformCouponMinimum: (minAmount: number) =>
    `El importe del pedido no alcanza el mínimo del cupón (${formatMoney(minAmount)}).`,
  submitFailed: 'No se pudo enviar el pedido. Inténtelo de nuevo más tarde.',
} as const

/** One line to order: the records it stands on, the quantity, and (submit) the price the buyer saw. */
export interface CheckoutItem {
  product: ProductRecord
  goods: GoodsRecord
  store: StoreRecord
  buyNum: number
  /** the cart line it comes from (isCart), else null */
  cartId: number | null
  /** submit: the unit price the buyer saw */
  seenPrice?: number
  /** submit: the quantity the buyer saw */
  seenBuyNum?: number
  /** submit: a cart line the buyer never saw (checked since the preview) */
  unseen?: boolean
}

export interface ReceivedCoupon {
  receipt: CouponReceiptRecord
  coupon: CouponRecord
}

export interface StoreInput {
  storeCouponCode?: string
  remark?: string
  purchaseOrderNumber?: string
}

export interface PricingInput {
  items: CheckoutItem[]
  /** every coupon the member received (any store, used or not): the rules tell them apart */
  received: ReceivedCoupon[]
  storeInputs: ReadonlyMap<number, StoreInput>
  /** the platform coupon chosen (its receipt id), issue 16 item 4 */
  platformCouponCode?: string
  /** unit, scale, cap share and the member's points */
  rule: PointsRule
  integral: number
  now: number
  /** the delivery address's freight region (null: none chosen yet) and the free-shipping threshold */
  region?: FreightRegionCode | null
  freeAbove?: number
}

export interface PricedLine {
  item: CheckoutItem
  price: number
  subtotal: number
}

export interface AvailableCoupon extends ReceivedCoupon {
  usable: boolean
  /** what it would take off the group */
  discount: number
}

export interface PricedGroup {
  store: StoreRecord
  lines: PricedLine[]
  available: AvailableCoupon[]
  coupon: ReceivedCoupon | null
  remark: string
  purchaseOrderNumber: string
  goodsAmount: number
  couponAmount: number
  /** this group's share of the platform coupon (pro rata, the last group takes the rounding) */
  platformCouponAmount: number
  /** this group's share of the points (integers summing to the total) */
  integral: number
  integralCashAmount: number
  /** the store's freight (mocks/lib/freight.ts), included in totalAmount */
  expressFee: number
  expressState: ExpressState
  totalAmount: number
}

export interface PricedCheckout {
  groups: PricedGroup[]
  stockType: GoodsRecord['stockType']
  goodsAmount: number
  couponAmount: number
  /** the platform coupons the member may use here, and the one chosen (issue 16 item 4) */
  platformAvailable: AvailableCoupon[]
  platformCoupon: ReceivedCoupon | null
  platformCouponAmount: number
  integral: number
  integralCashAmount: number
  expressFee: number
  totalAmount: number
  rule: PointsRule & { maxUsable: number }
}

export type PricingError =
  | { kind: 'coupon'; storeId: number; message: string }
  | { kind: 'platformCoupon'; message: string }
  /** `insufficient`: the balance rule failed (SPEC.md §8 "Puntos insuficientes") */
  | { kind: 'points'; message: string; insufficient: boolean }

export type PricingResult = { ok: true; checkout: PricedCheckout } | { ok: false; error: PricingError }

/** Closed store, off shelf or no stock: the line cannot be ordered (the cart lists it as invalid). */
export const isAvailable = (item: CheckoutItem): boolean =>
  item.store.isOpen && item.goods.state === 1 && item.product.stock > 0

export const isMixed = (items: readonly CheckoutItem[]): boolean =>
  new Set(items.map((item) => item.goods.stockType)).size > 1

function problemLine(item: CheckoutItem, extra: Partial<ProblemLine> = {}): ProblemLine {
  return {
    productId: item.product.productId,
    goodsName: item.goods.goodsName,
    specValues: item.product.specValues,
    productStock: item.product.stock,
    buyNum: item.buyNum,
    ...extra,
  }
}

function problem(state: ProblemState, productList: ProblemLine[]): CheckoutProblem {
  return { state, stateValue: PROBLEM_TEXT[state], productList }
}

/**
 * The first kind of line problem, with every line that has it (SPEC.md §8 order of severity): out of stock,
 * quantity out of range, stock exceeded, over the purchase limit, then (submit) a price that changed since
 * the buyer saw it. null when every line can be ordered.
 */
export function lineProblem(
  items: readonly CheckoutItem[],
  options: { checkPrices: boolean },
): CheckoutProblem | null {
  const unavailable = items.filter((item) => !isAvailable(item))
  if (unavailable.length > 0)
    return problem(
      PROBLEM.outOfStock,
      unavailable.map((item) => problemLine(item)),
    )
  const badQuantity = items.filter((item) => !quantitySchema(item.goods.minBuyNum).isValidSync(item.buyNum))
  if (badQuantity.length > 0)
    return problem(
      PROBLEM.quantity,
      badQuantity.map((item) => problemLine(item)),
    )
  const overStock = items.filter((item) => item.buyNum > item.product.stock)
  if (overStock.length > 0)
    return problem(
      PROBLEM.stockExceeded,
      overStock.map((item) => problemLine(item)),
    )
  const overLimit = items.filter(
    (item) => item.goods.purchaseLimit > 0 && item.buyNum > item.goods.purchaseLimit,
  )
  if (overLimit.length > 0)
    return problem(
      PROBLEM.overLimit,
      overLimit.map((item) => problemLine(item, { purchaseLimit: item.goods.purchaseLimit })),
    )
  if (options.checkPrices) {
    // what the buyer saw is not what would be ordered: go back and order again (SPEC.md §8)
    const changed = items.filter(
      (item) =>
        item.unseen === true ||
        (item.seenBuyNum !== undefined && item.seenBuyNum !== item.buyNum) ||
        (item.seenPrice !== undefined &&
          round2(item.seenPrice) !== unitPrice(item.product, item.goods, item.buyNum)),
    )
    if (changed.length > 0)
      return problem(
        PROBLEM.priceChanged,
        changed.map((item) =>
          problemLine(item, {
            ...(item.seenPrice !== undefined ? { price: round2(item.seenPrice) } : {}),
            newPrice: unitPrice(item.product, item.goods, item.buyNum),
          }),
        ),
      )
  }
  return null
}

/** The 267 answer of a points balance failure on submit (SPEC.md §8 "Puntos insuficientes"). */
export const pointsProblem = (): CheckoutProblem => problem(PROBLEM.points, [])

const isValidAt = (coupon: CouponRecord, now: number) =>
  coupon.effectiveStart <= now && now <= coupon.effectiveEnd

function discountOf(coupon: CouponRecord, goodsAmount: number): number {
  const off = coupon.couponType === 2 ? (goodsAmount * coupon.value) / 100 : coupon.value
  return round2(Math.min(goodsAmount, Math.max(0, off)))
}

/** The coupon a store input names, or the reason it cannot be used on this group. */
function chosenCoupon(
  code: string | undefined,
  storeId: number,
  goodsAmount: number,
  input: PricingInput,
): { ok: true; coupon: ReceivedCoupon | null } | { ok: false; message: string } {
  const trimmed = (code ?? '').trim()
  if (trimmed === '') return { ok: true, coupon: null }
  const found = /^\d{1,9}$/.test(trimmed)
    ? input.received.find((entry) => entry.receipt.receiptId === Number(trimmed))
    : undefined
  if (!found || found.coupon.storeId !== storeId) {
    return { ok: false, message: CHECKOUT_MESSAGES.couponNotOfStore }
  }
  if (found.receipt.usedAt !== 0) return { ok: false, message: CHECKOUT_MESSAGES.couponUsed }
  if (!isValidAt(found.coupon, input.now)) return { ok: false, message: CHECKOUT_MESSAGES.couponExpired }
  if (goodsAmount < found.coupon.minAmount) {
    return { ok: false, message: CHECKOUT_MESSAGES.couponMinimum(found.coupon.minAmount) }
  }
  return { ok: true, coupon: found }
}

/**
 * The platform coupon chosen (a receipt of a coupon with no store), or why it cannot be used: the order's
 * amount after the store coupons must reach its minimum (issue 16 item 4).
 */
function chosenPlatformCoupon(
  code: string | undefined,
  amount: number,
  input: PricingInput,
): { ok: true; coupon: ReceivedCoupon | null } | { ok: false; message: string } {
  const trimmed = (code ?? '').trim()
  if (trimmed === '') return { ok: true, coupon: null }
  const found = /^\d{1,9}$/.test(trimmed)
    ? input.received.find((entry) => entry.receipt.receiptId === Number(trimmed))
    : undefined
  if (!found || found.coupon.storeId !== null)
    return { ok: false, message: CHECKOUT_MESSAGES.platformCouponNotFound }
  if (found.receipt.usedAt !== 0) return { ok: false, message: CHECKOUT_MESSAGES.couponUsed }
  if (!isValidAt(found.coupon, input.now)) return { ok: false, message: CHECKOUT_MESSAGES.couponExpired }
  if (amount < found.coupon.minAmount)
    return { ok: false, message: CHECKOUT_MESSAGES.platformCouponMinimum(found.coupon.minAmount) }
  return { ok: true, coupon: found }
}

/** Splits `total` over `weights` pro rata, rounded by `round`; the last share takes what rounding left. */
function splitProRata(total: number, weights: number[], round: (value: number) => number): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0)
  const shares: number[] = []
  let given = 0
  weights.forEach((weight, index) => {
    if (index === weights.length - 1) {
      shares.push(round(total - given))
      return
    }
    const share = sum > 0 ? round((total * weight) / sum) : 0
    shares.push(share)
    given += share
  })
  return shares
}

/**
 * Prices the (already problem-free) items: groups per store in the order of first appearance, coupons,
 * points. A coupon or points rule that fails comes back as a PricingError (255, or 267 state 6 on submit
 * for the points balance); `describe` turns the points rule's message id into Spanish.
 */
export function priceCheckout(
  input: PricingInput,
  describe: (error: ValidationError) => string,
): PricingResult {
  const byStore = new Map<number, PricedLine[]>()
  const stores = new Map<number, StoreRecord>()
  for (const item of input.items) {
    const price = unitPrice(item.product, item.goods, item.buyNum)
    const lines = byStore.get(item.store.storeId) ?? []
    lines.push({ item, price, subtotal: round2(price * item.buyNum) })
    byStore.set(item.store.storeId, lines)
    stores.set(item.store.storeId, item.store)
  }

  const groups: PricedGroup[] = []
  for (const [storeId, lines] of byStore) {
    const store = stores.get(storeId)!
    const goodsAmount = round2(lines.reduce((sum, line) => sum + line.subtotal, 0))
    const storeInput = input.storeInputs.get(storeId) ?? {}
    const chosen = chosenCoupon(storeInput.storeCouponCode, storeId, goodsAmount, input)
    if (!chosen.ok) return { ok: false, error: { kind: 'coupon', storeId, message: chosen.message } }
    const available = input.received
      .filter(
        (entry) =>
          entry.coupon.storeId === storeId &&
          entry.receipt.usedAt === 0 &&
          isValidAt(entry.coupon, input.now),
      )
      .sort((a, b) => a.receipt.receiptId - b.receipt.receiptId)
      .map((entry) => ({
        ...entry,
        usable: goodsAmount >= entry.coupon.minAmount,
        discount: discountOf(entry.coupon, goodsAmount),
      }))
    const couponAmount = chosen.coupon ? discountOf(chosen.coupon.coupon, goodsAmount) : 0
    const freight = freightOf({
      lines: lines.map(({ item }) => ({ weightKg: item.goods.weightKg, buyNum: item.buyNum })),
      goodsAmount: round2(goodsAmount - couponAmount),
      stockType: lines[0]?.item.goods.stockType ?? 'inStock',
      region: input.region ?? null,
      freeAbove: input.freeAbove ?? Number.POSITIVE_INFINITY,
    })
    groups.push({
      store,
      lines,
      available,
      coupon: chosen.coupon,
      remark: (storeInput.remark ?? '').trim(),
      purchaseOrderNumber: (storeInput.purchaseOrderNumber ?? '').trim(),
      goodsAmount,
      couponAmount,
      platformCouponAmount: 0,
      integral: 0,
      integralCashAmount: 0,
      expressFee: freight.expressFee,
      expressState: freight.expressState,
      totalAmount: round2(goodsAmount - couponAmount + freight.expressFee),
    })
  }

  const goodsAmount = round2(groups.reduce((sum, group) => sum + group.goodsAmount, 0))
  const couponAmount = round2(groups.reduce((sum, group) => sum + group.couponAmount, 0))
  const afterStoreCoupons = round2(goodsAmount - couponAmount)
  const platform = chosenPlatformCoupon(input.platformCouponCode, afterStoreCoupons, input)
  if (!platform.ok) return { ok: false, error: { kind: 'platformCoupon', message: platform.message } }
  const platformAvailable = input.received
    .filter(
      (entry) =>
        entry.coupon.storeId === null && entry.receipt.usedAt === 0 && isValidAt(entry.coupon, input.now),
    )
    .sort((a, b) => a.receipt.receiptId - b.receipt.receiptId)
    .map((entry) => ({
      ...entry,
      usable: afterStoreCoupons >= entry.coupon.minAmount,
      discount: discountOf(entry.coupon, afterStoreCoupons),
    }))
  const platformCouponAmount = platform.coupon ? discountOf(platform.coupon.coupon, afterStoreCoupons) : 0
  const platformShares = splitProRata(
    platformCouponAmount,
    groups.map((group) => round2(group.goodsAmount - group.couponAmount)),
    round2,
  )
  groups.forEach((group, index) => {
    group.platformCouponAmount = platformShares[index] ?? 0
  })
  const afterCoupons = round2(afterStoreCoupons - platformCouponAmount)
  const rule = { ...input.rule, maxUsable: maxUsablePoints(input.rule, afterCoupons) }
  try {
    pointsSchema(input.rule, afterCoupons).validateSync(input.integral)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return {
      ok: false,
      error: { kind: 'points', message: describe(error), insufficient: error.type === 'balance' },
    }
  }

  const integral = input.integral
  const integralCashAmount = Math.min(pointsToCash(input.rule, integral), afterCoupons)
  const weights = groups.map((group) =>
    round2(group.goodsAmount - group.couponAmount - group.platformCouponAmount),
  )
  const cashShares = splitProRata(integralCashAmount, weights, round2)
  const pointShares = splitProRata(integral, weights, Math.floor)
  groups.forEach((group, index) => {
    group.integral = pointShares[index] ?? 0
    group.integralCashAmount = cashShares[index] ?? 0
    // points pay for goods only; the freight is added after them
    group.totalAmount = round2(
      Math.max(
        0,
        group.goodsAmount - group.couponAmount - group.platformCouponAmount - group.integralCashAmount,
      ) + group.expressFee,
    )
  })

  return {
    ok: true,
    checkout: {
      groups,
      stockType: input.items[0]?.goods.stockType ?? 'inStock',
      goodsAmount,
      couponAmount,
      platformAvailable,
      platformCoupon: platform.coupon,
      platformCouponAmount,
      integral,
      integralCashAmount,
      expressFee: round2(groups.reduce((sum, group) => sum + group.expressFee, 0)),
      totalAmount: round2(groups.reduce((sum, group) => sum + group.totalAmount, 0)),
      rule,
    },
  }
}
