// The pricing of a checkout, over hand-made records (no database): ladder prices, store groups, coupons,
// points and the 267 line problems of SPEC.md §5 and §8.
import { describe, expect, it } from 'vitest'
import type { CouponReceiptRecord, CouponRecord, GoodsRecord, ProductRecord, StoreRecord } from '../db'
import {
  CHECKOUT_MESSAGES,
  PROBLEM,
  isMixed,
  lineProblem,
  priceCheckout,
  type CheckoutItem,
  type PricingInput,
  type ReceivedCoupon,
} from './checkout'
import { ruleMessage } from './request'

const NOW = Date.UTC(2026, 10, 20)
const DAY = 86_400_000

function store(storeId: number, isOpen = true): StoreRecord {
  return {
    storeId,
    storeName: `Tienda ${storeId}`,
    isOpen,
    isFactory: false,
    isSelf: false,
    province: 'Guangdong',
    city: 'Foshan',
    mainBusiness: '',
    foundedYear: 2010,
    employees: 50,
    servicePhone: '',
    scoreDescription: 5,
    scoreService: 5,
    scoreDelivery: 5,
  }
}

function goods(goodsId: number, storeId: number, extra: Partial<GoodsRecord> = {}): GoodsRecord {
  return {
    goodsId,
    goodsName: `Producto ${goodsId}`,
    storeId,
    categoryId: 1001,
    brandId: 1,
    seriesId: 1,
    stockType: 'inStock',
    productionState: 'inStock',
    state: 1,
    minBuyNum: 10,
    saleUnit: 'unidad',
    // 10+ at 5.00, 100+ at 4.00 (the SKU price scales with it)
    ladder: [
      { minQty: 10, price: 5 },
      { minQty: 100, price: 4 },
    ],
    purchaseLimit: 0,
    sales: 0,
    createdAt: 0,
    isNew: false,
    origin: 'China',
    weightKg: 1,
    arrivalAt: 0,
    brief: '',
    detailHtml: '',
    attributes: [],
    imageSeed: 1,
    ...extra,
  }
}

function product(productId: number, goodsId: number, price = 5, stock = 1000): ProductRecord {
  return {
    productId,
    goodsId,
    productCode: `PC-${productId}`,
    specValues: 'Color: Rojo',
    price,
    marketPrice: price * 1.2,
    stock,
  }
}

function item(
  productId: number,
  buyNum: number,
  options: {
    storeId?: number
    goods?: Partial<GoodsRecord>
    price?: number
    stock?: number
    open?: boolean
    seenPrice?: number
  } = {},
): CheckoutItem {
  const storeId = options.storeId ?? 1
  const row: CheckoutItem = {
    product: product(productId, productId, options.price ?? 5, options.stock ?? 1000),
    goods: goods(productId, storeId, options.goods),
    store: store(storeId, options.open ?? true),
    buyNum,
    cartId: productId,
  }
  if (options.seenPrice !== undefined) row.seenPrice = options.seenPrice
  return row
}

function coupon(couponId: number, storeId: number, extra: Partial<CouponRecord> = {}): CouponRecord {
  return {
    couponId,
    couponName: `Cupón ${couponId}`,
    couponType: 1,
    value: 10,
    minAmount: 100,
    storeId,
    description: '',
    effectiveStart: NOW - 10 * DAY,
    effectiveEnd: NOW + 10 * DAY,
    total: 100,
    ...extra,
  }
}

function received(receiptId: number, record: CouponRecord, usedAt = 0): ReceivedCoupon {
  const receipt: CouponReceiptRecord = {
    receiptId,
    couponId: record.couponId,
    memberId: 1,
    receivedAt: 0,
    usedAt,
  }
  return { receipt, coupon: record }
}

const RULE = { unit: 100, scale: 100, maxDeductRate: 0.1, memberIntegral: 5000 }

function input(items: CheckoutItem[], extra: Partial<PricingInput> = {}): PricingInput {
  return { items, received: [], storeInputs: new Map(), rule: RULE, integral: 0, now: NOW, ...extra }
}

function priced(value: PricingInput) {
  const result = priceCheckout(value, ruleMessage)
  if (!result.ok) throw new Error(`expected a priced checkout, got ${result.error.message}`)
  return result.checkout
}

function refusal(value: PricingInput) {
  const result = priceCheckout(value, ruleMessage)
  if (result.ok) throw new Error('expected a refusal')
  return result.error
}

describe('checkout pricing', () => {
  it('prices each line at the ladder tier of its quantity and groups the lines per store in order', () => {
    const checkout = priced(input([item(1, 20), item(2, 100, { storeId: 2 }), item(3, 10)]))
    expect(checkout.groups.map((group) => group.store.storeId)).toEqual([1, 2])
    expect(checkout.groups[0]!.lines.map((line) => [line.price, line.subtotal])).toEqual([
      [5, 100],
      [5, 50],
    ])
    // 100 units reach the second tier: 5 × 4/5 = 4.00
    expect(checkout.groups[1]!.lines[0]).toMatchObject({ price: 4, subtotal: 400 })
    expect(checkout).toMatchObject({ goodsAmount: 550, couponAmount: 0, integral: 0, totalAmount: 550 })
  })

  it('takes an amount-off coupon and a percentage coupon off their own store group', () => {
    const amountOff = coupon(1, 1, { value: 15 })
    const percent = coupon(2, 2, { couponType: 2, value: 5, minAmount: 200 })
    const checkout = priced(
      input([item(1, 40), item(2, 100, { storeId: 2 })], {
        received: [received(11, amountOff), received(12, percent)],
        storeInputs: new Map([
          [1, { storeCouponCode: '11', remark: ' Entregar de mañana ', purchaseOrderNumber: 'OC-1' }],
          [2, { storeCouponCode: '12' }],
        ]),
      }),
    )
    expect(checkout.groups[0]).toMatchObject({
      goodsAmount: 200,
      couponAmount: 15,
      totalAmount: 185,
      remark: 'Entregar de mañana',
      purchaseOrderNumber: 'OC-1',
    })
    expect(checkout.groups[1]).toMatchObject({ goodsAmount: 400, couponAmount: 20, totalAmount: 380 })
    expect(checkout).toMatchObject({ couponAmount: 35, totalAmount: 565 })
  })

  it('lists the member’s unused, valid coupons of each store, unusable below their minimum', () => {
    const mine = coupon(1, 1, { minAmount: 100 })
    const tooBig = coupon(2, 1, { minAmount: 1000 })
    const used = coupon(3, 1)
    const expired = coupon(4, 1, { effectiveEnd: NOW - DAY })
    const otherStore = coupon(5, 2)
    const checkout = priced(
      input([item(1, 40)], {
        received: [
          received(21, tooBig),
          received(20, mine),
          received(22, used, NOW - DAY),
          received(23, expired),
          received(24, otherStore),
        ],
        storeInputs: new Map([[1, { storeCouponCode: '20' }]]),
      }),
    )
    const available = checkout.groups[0]!.available
    expect(available.map((entry) => [entry.receipt.receiptId, entry.usable, entry.discount])).toEqual([
      [20, true, 10],
      [21, false, 10],
    ])
    expect(checkout.groups[0]!.coupon?.receipt.receiptId).toBe(20)
  })

  it('refuses a coupon of another store, one not received, a used or expired one and one below its minimum', () => {
    const items = [item(1, 20)]
    const cases: [ReceivedCoupon, string, string][] = [
      [received(30, coupon(1, 2)), '30', CHECKOUT_MESSAGES.couponNotOfStore],
      [received(31, coupon(2, 1)), '99', CHECKOUT_MESSAGES.couponNotOfStore],
      [received(32, coupon(3, 1)), 'abc', CHECKOUT_MESSAGES.couponNotOfStore],
      [received(33, coupon(4, 1), NOW - DAY), '33', CHECKOUT_MESSAGES.couponUsed],
      [received(34, coupon(5, 1, { effectiveEnd: NOW - 1 })), '34', CHECKOUT_MESSAGES.couponExpired],
      [received(35, coupon(6, 1, { minAmount: 500 })), '35', CHECKOUT_MESSAGES.couponMinimum(500)],
    ]
    for (const [entry, code, message] of cases) {
      const error = refusal(
        input(items, { received: [entry], storeInputs: new Map([[1, { storeCouponCode: code }]]) }),
      )
      expect(error).toEqual({ kind: 'coupon', storeId: 1, message })
    }
    expect(CHECKOUT_MESSAGES.couponMinimum(500)).toBe(
      'El importe de esta tienda no alcanza el mínimo del cupón (US$ 500,00).',
    )
  })

  it('never takes a coupon beyond the goods amount, so the total never goes below 0', () => {
    const huge = coupon(1, 1, { value: 1000, minAmount: 0 })
    const checkout = priced(
      input([item(1, 10)], {
        received: [received(40, huge)],
        storeInputs: new Map([[1, { storeCouponCode: '40' }]]),
      }),
    )
    expect(checkout.groups[0]).toMatchObject({ goodsAmount: 50, couponAmount: 50, totalAmount: 0 })
    expect(checkout.rule.maxUsable).toBe(0)
  })

  it('turns points into cash (points / scale) split pro rata over the groups, the last one taking the rounding', () => {
    // groups of 100, 100 and 100 after coupons: 300 × 0.1 = 30 USD cap = 3000 points
    const checkout = priced(
      input([item(1, 20), item(2, 20, { storeId: 2 }), item(3, 20, { storeId: 3 })], { integral: 1000 }),
    )
    expect(checkout.rule.maxUsable).toBe(3000)
    expect(checkout.integralCashAmount).toBe(10)
    expect(checkout.groups.map((group) => group.integralCashAmount)).toEqual([3.33, 3.33, 3.34])
    expect(checkout.groups.map((group) => group.integral)).toEqual([333, 333, 334])
    expect(checkout.groups.map((group) => group.totalAmount)).toEqual([96.67, 96.67, 96.66])
    expect(checkout.totalAmount).toBe(290)
  })

  it('weights the points by the amount after coupons', () => {
    const off = coupon(1, 1, { value: 50, minAmount: 0 })
    const checkout = priced(
      input([item(1, 30), item(2, 20, { storeId: 2 })], {
        received: [received(50, off)],
        storeInputs: new Map([[1, { storeCouponCode: '50' }]]),
        integral: 1000,
      }),
    )
    // 150 − 50 = 100 and 100: equal halves of 10 USD
    expect(checkout.groups.map((group) => group.integralCashAmount)).toEqual([5, 5])
    expect(checkout.totalAmount).toBe(190)
  })

  it('refuses points that are not a multiple of the unit, above the cap or above the balance', () => {
    const items = [item(1, 200)] // 200 × 4 = 800 → cap 80 USD = 8000 points, balance 5000
    expect(refusal(input(items, { integral: 150 }))).toEqual({
      kind: 'points',
      message: 'Los puntos deben usarse en múltiplos de 100.',
      insufficient: false,
    })
    expect(refusal(input(items, { integral: 5100 }))).toEqual({
      kind: 'points',
      message: 'Puntos insuficientes',
      insufficient: true,
    })
    const small = [item(1, 20)] // 100 → cap 10 USD = 1000 points
    expect(refusal(input(small, { integral: 1100 }))).toEqual({
      kind: 'points',
      message: 'Los puntos superan el máximo permitido para este pedido (1000).',
      insufficient: false,
    })
    expect(priced(input(small, { integral: 1000 })).totalAmount).toBe(90)
  })
})

describe('checkout line problems', () => {
  it('finds nothing wrong with lines that can be ordered', () => {
    expect(lineProblem([item(1, 20), item(2, 30)], { checkPrices: true })).toBeNull()
  })

  it('answers "Agotado" for a closed store, an off-shelf goods or a SKU without stock', () => {
    const problem = lineProblem(
      [
        item(1, 20, { open: false }),
        item(2, 20, { goods: { state: 0 } }),
        item(3, 20, { stock: 0 }),
        item(4, 20),
      ],
      { checkPrices: false },
    )
    expect(problem).toMatchObject({ state: PROBLEM.outOfStock, stateValue: 'Agotado' })
    expect(problem?.productList.map((line) => line.productId)).toEqual([1, 2, 3])
  })

  it('answers "Cantidad fuera del límite o rango" below the minimum, off its multiples or above 99999', () => {
    for (const buyNum of [5, 25, 100_000]) {
      const problem = lineProblem([item(1, buyNum)], { checkPrices: false })
      expect(problem).toMatchObject({
        state: PROBLEM.quantity,
        stateValue: 'Cantidad fuera del límite o rango',
      })
    }
  })

  it('answers "Stock superado" when the quantity is above the stock', () => {
    const problem = lineProblem([item(1, 60, { stock: 50 })], { checkPrices: false })
    expect(problem).toMatchObject({ state: PROBLEM.stockExceeded, stateValue: 'Stock superado' })
    expect(problem?.productList[0]).toMatchObject({ productId: 1, productStock: 50, buyNum: 60 })
  })

  it('answers "Límite de compra superado" above the goods’ purchase limit', () => {
    const problem = lineProblem([item(1, 60, { goods: { purchaseLimit: 50 } })], { checkPrices: false })
    expect(problem).toMatchObject({ state: PROBLEM.overLimit, stateValue: 'Límite de compra superado' })
    expect(problem?.productList[0]).toMatchObject({ purchaseLimit: 50 })
  })

  it('answers the promotion-changed text when the price the buyer saw is not the current one (submit)', () => {
    const changed = [item(1, 20, { seenPrice: 4.5 }), item(2, 20, { seenPrice: 5 })]
    expect(lineProblem(changed, { checkPrices: false })).toBeNull()
    const problem = lineProblem(changed, { checkPrices: true })
    expect(problem).toMatchObject({
      state: PROBLEM.priceChanged,
      stateValue: 'La promoción del producto cambió. Vuelva atrás y haga el pedido de nuevo.',
    })
    expect(problem?.productList).toEqual([expect.objectContaining({ productId: 1, price: 4.5, newPrice: 5 })])
  })

  it('answers the same text for a line the buyer never saw or saw with another quantity (submit)', () => {
    const unseen = { ...item(1, 20), unseen: true }
    const requantified = { ...item(2, 40), seenBuyNum: 20, seenPrice: 5 }
    const problem = lineProblem([unseen, requantified, item(3, 20, { seenPrice: 5 })], { checkPrices: true })
    expect(problem).toMatchObject({ state: PROBLEM.priceChanged })
    expect(problem?.productList.map((line) => line.productId)).toEqual([1, 2])
  })

  it('tells in-stock and reserved lines apart', () => {
    expect(isMixed([item(1, 20), item(2, 20)])).toBe(false)
    expect(isMixed([item(1, 20), item(2, 20, { goods: { stockType: 'reserved' } })])).toBe(true)
  })
})
