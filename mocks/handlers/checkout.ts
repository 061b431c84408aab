// Checkout (tag `order`, issue 5 item 4; SPEC.md §3, §4, §5, §8): the preview (confirm) and the submission.
// The checkout is one order per store and one payment (paySn) per checkout; reservation goods wait for the
// supplier's review (no payment yet). Pricing lives in mocks/lib/checkout.ts; numbers, the 24 h window and
// cancellation in mocks/lib/order-records.ts; submit is idempotent (mocks/lib/idempotency.ts). The orders
// it creates are listed and read by ./orders.ts.
import type { components } from '../../src/api/schema'
import { agreementSchema, checkoutMessages, storeInputSchema } from '../../src/schemas/checkout.schema'
import { skuGridLinesSchema } from '../../src/schemas/sku-grid.schema'
import { clock } from '../clock'
import { db, type AddressRecord, type InvoiceRecord, type MemberRecord } from '../db'
import {} from '../lib/auth'
import {
  PROBLEM,
  PROBLEM_TEXT,
  isAvailable,
  isMixed,
  lineProblem,
  pointsProblem,
  priceCheckout,
  type CheckoutItem,
  type PricedCheckout,
  type PricedLine,
  type StoreInput,
} from '../lib/checkout'
import { STATE, fail, ok } from '../lib/envelope'
import { t } from '../lib/i18n'
import { FREE_SHIPPING_ABOVE, regionOfAddress } from '../lib/freight'
import { idempotent } from '../lib/idempotency'
import { pointsOf, postAll } from '../lib/ledger'
import { goodsImageUrl } from '../lib/image-url'
import { ORDER_MESSAGES } from '../lib/order-messages'
import { PAYMENT_WINDOW_MS } from '../../src/lib/order-constants'
import { newOrderSn, newPaySn } from '../lib/order-records'
import { newPaymentRecord } from '../lib/payment-record'
import { newOrderLifecycle, openingLogEntry } from '../lib/order-lifecycle'
import { addressesOf, invoicesOf } from '../lib/member-records'
import { addressOut } from '../lib/address-view'
import { iso } from '../lib/time'
import { rawBody, readBody, ruleFailure, ruleMessage } from '../lib/request'
import { round2 } from '../lib/pricing'
import { setting } from '../lib/settings'
import { memberOnly } from '../lib/member-only'
import { approvalForCheckout } from '../lib/sub-accounts'
import { http } from './http'

type CheckoutRequest = components['schemas']['CheckoutRequest']
type CheckoutData = components['schemas']['CheckoutData']
type CheckoutProblem = components['schemas']['CheckoutProblem']
type SubmitResult = components['schemas']['SubmitResult']
type OrderLine = components['schemas']['OrderLine']

const PATHS = {
  confirm: '/v3/business/front/orderOperate/confirm',
  submit: '/v3/business/front/orderOperate/submit',
} as const

// ---------------------------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------------------------

function checkoutLineOut({ item, price, subtotal }: PricedLine): OrderLine {
  return {
    productId: item.product.productId,
    goodsId: item.goods.goodsId,
    goodsName: item.goods.goodsName,
    goodsImage: goodsImageUrl(item.goods),
    specValues: item.product.specValues,
    productCode: item.product.productCode,
    saleUnit: item.goods.saleUnit,
    price,
    buyNum: item.buyNum,
    subtotal,
  }
}

/** The platform coupons beside the store ones (issue 16 item 4). */
function platformCouponsOut(
  priced: PricedCheckout,
): Pick<CheckoutData, 'platformCouponList' | 'platformCouponCode' | 'platformCouponAmount'> {
  const chosen = priced.platformCoupon?.receipt.receiptId
  return {
    platformCouponList: priced.platformAvailable.map((entry) => ({
      couponCode: String(entry.receipt.receiptId),
      couponName: entry.coupon.couponName,
      couponType: entry.coupon.couponType,
      value: entry.coupon.value,
      minAmount: entry.coupon.minAmount,
      effectiveEnd: iso(entry.coupon.effectiveEnd),
      checked: chosen === entry.receipt.receiptId,
      usable: entry.usable,
      discount: entry.discount,
    })),
    platformCouponCode: chosen === undefined ? null : String(chosen),
    platformCouponAmount: priced.platformCouponAmount,
  }
}

function checkoutOut(
  priced: PricedCheckout,
  address: AddressRecord | null,
  invoice: InvoiceRecord | null,
): CheckoutData {
  const { rule } = priced
  return {
    storeGroupList: priced.groups.map((group) => ({
      storeId: group.store.storeId,
      storeName: group.store.storeName,
      productList: group.lines.map(checkoutLineOut),
      availableCouponList: group.available.map((entry) => ({
        couponCode: String(entry.receipt.receiptId),
        couponName: entry.coupon.couponName,
        couponType: entry.coupon.couponType,
        value: entry.coupon.value,
        minAmount: entry.coupon.minAmount,
        effectiveEnd: iso(entry.coupon.effectiveEnd),
        checked: group.coupon?.receipt.receiptId === entry.receipt.receiptId,
        usable: entry.usable,
        discount: entry.discount,
      })),
      storeCouponCode: group.coupon ? String(group.coupon.receipt.receiptId) : null,
      remark: group.remark,
      purchaseOrderNumber: group.purchaseOrderNumber,
      goodsAmount: group.goodsAmount,
      couponAmount: group.couponAmount,
      integralCashAmount: group.integralCashAmount,
      platformCouponAmount: group.platformCouponAmount,
      expressFee: group.expressFee,
      expressState: group.expressState,
      totalAmount: group.totalAmount,
    })),
    stockType: priced.stockType,
    goodsAmount: priced.goodsAmount,
    couponAmount: priced.couponAmount,
    integral: priced.integral,
    integralCashAmount: priced.integralCashAmount,
    expressFee: priced.expressFee,
    totalAmount: priced.totalAmount,
    integralRule: {
      unit: rule.unit,
      scale: rule.scale,
      maxDeductRate: rule.maxDeductRate,
      memberIntegral: rule.memberIntegral,
      maxUsable: rule.maxUsable,
    },
    address: address ? addressOut(address) : null,
    invoiceId: invoice?.invoiceId ?? null,
    ...platformCouponsOut(priced),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------------------------

interface Prepared {
  items: CheckoutItem[]
  priced: PricedCheckout
  address: AddressRecord | null
  invoice: InvoiceRecord | null
}

type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response }
const refuse = (response: Response): { ok: false; response: Response } => ({ ok: false, response })
const problemResponse = (problem: CheckoutProblem) =>
  fail(problem.stateValue, STATE.businessException, problem)

function itemOf(productId: number, buyNum: number, cartId: number | null): CheckoutItem | null {
  const product = db.products.findFirst((q) => q.where({ productId }))
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  const store = goods && db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
  return product && goods && store ? { product, goods, store, buyNum, cartId } : null
}

/**
 * Buy now (issue 16): the SKUs chosen on the product page, one line each, under the SKU grid's rules (at least
 * one, distinct products); each line's quantity is checked with the cart's rules by lineProblem.
 */
function buyNowItems(lines: NonNullable<CheckoutRequest['productList']>): Outcome<CheckoutItem[]> {
  if (lines.length === 0) return refuse(fail(ORDER_MESSAGES.buyNowNoLine))
  const broken = ruleFailure(() =>
    skuGridLinesSchema.validateSync(
      lines.map((line) => ({ productId: line.productId, number: line.buyNum })),
    ),
  )
  if (broken) return refuse(fail(broken))
  const items: CheckoutItem[] = []
  for (const line of lines) {
    const item = itemOf(line.productId, line.buyNum, null)
    if (!item) return refuse(fail(ORDER_MESSAGES.productNotFound))
    if (line.price !== undefined) item.seenPrice = line.price
    items.push(item)
  }
  return { ok: true, value: items }
}

/**
 * The lines of a checkout. Cart: the member's checked lines; a line that cannot be ordered (closed store,
 * off shelf, no stock) is left out as the cart leaves it out — unless the buyer saw it (submit's productList),
 * then it is a 267 "Agotado". A line checked since the preview, or whose quantity changed, is marked so that
 * submit answers "go back and order again" (267 state 5). Buy now: the lines of productList.
 */
function itemsOf(
  member: MemberRecord,
  body: CheckoutRequest,
  mode: 'confirm' | 'submit',
): Outcome<CheckoutItem[]> {
  const seen = new Map((body.productList ?? []).map((line) => [line.productId, line]))
  if (!body.isCart) return buyNowItems(body.productList ?? [])
  const items: CheckoutItem[] = []
  const lines = db.cartLines
    .findMany((q) => q.where({ memberId: member.memberId, isChecked: 1 }))
    .sort((a, b) => a.cartId - b.cartId)
  for (const line of lines) {
    const item = itemOf(line.productId, line.buyNum, line.cartId)
    if (!item) continue
    const saw = seen.get(item.product.productId)
    if (!isAvailable(item) && (mode === 'confirm' || (body.productList !== undefined && !saw))) continue
    if (saw?.price !== undefined) item.seenPrice = saw.price
    if (saw) item.seenBuyNum = saw.buyNum
    else if (mode === 'submit' && body.productList !== undefined) item.unseen = true
    items.push(item)
  }
  return { ok: true, value: items }
}

/** Everything confirm and submit check, in order; the priced checkout when it all holds. */
function prepare(member: MemberRecord, body: CheckoutRequest, mode: 'confirm' | 'submit'): Outcome<Prepared> {
  const resolved = itemsOf(member, body, mode)
  if (!resolved.ok) return resolved
  const items = resolved.value
  if (items.length === 0) return refuse(fail(ORDER_MESSAGES.nothingSelected))
  if (isMixed(items)) return refuse(fail(ORDER_MESSAGES.mixedStock))
  const problem = lineProblem(items, { checkPrices: mode === 'submit' })
  if (problem) return refuse(problemResponse(problem))

  const storeInputs = new Map<number, StoreInput>()
  for (const entry of body.storeInfoList ?? []) {
    const broken = ruleFailure(() => storeInputSchema.validateSync(entry))
    if (broken) return refuse(fail(broken))
    storeInputs.set(entry.storeId, entry)
  }

  const addresses = addressesOf(member)
  let address: AddressRecord | null = null
  if (body.addressId !== undefined) {
    address = addresses.find((row) => row.addressId === body.addressId) ?? null
    if (!address) return refuse(fail(ORDER_MESSAGES.addressNotFound))
  } else if (mode === 'confirm') {
    address = addresses.find((row) => row.isDefault) ?? null
  }
  // reservation goods are picked up (SPEC.md §4): only regular goods need a delivery address
  if (mode === 'submit' && !address && items[0]?.goods.stockType === 'inStock')
    return refuse(fail(t(checkoutMessages.addressRequired.id)))

  let invoice: InvoiceRecord | null = null
  if (body.invoiceId !== undefined && body.invoiceId !== null) {
    invoice = invoicesOf(member).find((row) => row.invoiceId === body.invoiceId) ?? null
    if (!invoice) return refuse(fail(ORDER_MESSAGES.invoiceNotFound))
  }

  const coupons = new Map(db.coupons.all().map((coupon) => [coupon.couponId, coupon]))
  const received = db.couponReceipts
    .findMany((q) => q.where({ memberId: member.memberId }))
    .flatMap((receipt) => {
      const coupon = coupons.get(receipt.couponId)
      return coupon ? [{ receipt, coupon }] : []
    })
  const priced = priceCheckout(
    {
      items,
      received,
      storeInputs,
      ...(body.platformCouponCode ? { platformCouponCode: body.platformCouponCode } : {}),
      rule: {
        unit: setting('points_unit', 100),
        scale: setting('points_per_usd', 100),
        maxDeductRate: setting('points_max_share', 0.1),
        memberIntegral: pointsOf(member.memberId),
      },
      integral: body.integral ?? 0,
      now: clock.now(),
      region: regionOfAddress(address),
      freeAbove: setting('freight_free_above', FREE_SHIPPING_ABOVE),
    },
    ruleMessage,
  )
  if (!priced.ok) {
    const { error } = priced
    if (error.kind === 'points' && error.insufficient && mode === 'submit')
      return refuse(problemResponse(pointsProblem()))
    return refuse(fail(error.message))
  }
  return { ok: true, value: { items, priced: priced.checkout, address, invoice } }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared rules first: a body that breaks a rule of src/schemas gets the rule's own Spanish message, even where
// the contract's schema would also refuse it with its generic one (e.g. a 1-character contact).
// ---------------------------------------------------------------------------------------------------------------

/**
 * A buy-now quantity outside 1–99999 is a quantity problem (267 state 4, SPEC.md §8) rather than the
 * contract's generic refusal, so the buyer reads "Cantidad fuera del límite o rango".
 */
function quantityOutOfRange(raw: Record<string, unknown> | null): Response | null {
  if (!raw || raw.isCart !== false || !Array.isArray(raw.productList)) return null
  // the first line out of range (a buy now of the SKU grid holds several, issue 16)
  const line = (raw.productList as { productId?: unknown; buyNum?: unknown }[]).find((entry) => {
    const value = Number(entry?.buyNum)
    return Number.isFinite(value) && (value < 1 || value > 99_999)
  })
  if (!line) return null
  const productId = Number(line?.productId)
  const buyNum = Number(line?.buyNum)
  if (!Number.isSafeInteger(productId) || productId < 1 || !Number.isFinite(buyNum)) return null
  if (buyNum >= 1 && buyNum <= 99_999) return null
  const item = itemOf(productId, buyNum, null)
  if (!item) return null
  return problemResponse({
    state: PROBLEM.quantity,
    stateValue: PROBLEM_TEXT[PROBLEM.quantity],
    productList: [
      {
        productId,
        goodsName: item.goods.goodsName,
        specValues: item.product.specValues,
        productStock: item.product.stock,
        buyNum: Math.trunc(buyNum),
      },
    ],
  })
}

/** Rules of the per-store inputs on the raw body (their messages beat the contract's generic ones). */
function storeInputFailure(raw: Record<string, unknown> | null): string | null {
  if (!raw || !Array.isArray(raw.storeInfoList)) return null
  for (const entry of raw.storeInfoList) {
    if (!entry || typeof entry !== 'object') continue
    const { remark, purchaseOrderNumber } = entry as Record<string, unknown>
    const broken = ruleFailure(() =>
      storeInputSchema.validateSync({
        remark: typeof remark === 'string' ? remark : undefined,
        purchaseOrderNumber: typeof purchaseOrderNumber === 'string' ? purchaseOrderNumber : undefined,
      }),
    )
    if (broken) return broken
  }
  return null
}

async function readCheckout(request: Request, path: string): Promise<Outcome<CheckoutRequest>> {
  const raw = await rawBody(request)
  const outOfRange = quantityOutOfRange(raw)
  if (outOfRange) return refuse(outOfRange)
  const broken = storeInputFailure(raw)
  if (broken) return refuse(fail(broken))
  const parsed = await readBody<CheckoutRequest>(request, path)
  if (!parsed.ok) return parsed
  return { ok: true, value: parsed.body }
}

/** The highest orderProductId so far, so that order lines keep unique ids. */
function lastOrderProductId(): number {
  let max = 0
  for (const order of db.orders.all())
    for (const line of order.lines) max = Math.max(max, line.orderProductId)
  return max
}

/**
 * Creates the orders (one per store) and, for regular goods, their one payment; takes the stock, the coupons
 * and the points; removes the ordered cart lines. The points are taken first, one ledger entry per order:
 * when they were spent meanwhile (null) nothing is written.
 */
async function createOrders(member: MemberRecord, prepared: Prepared): Promise<SubmitResult | null> {
  const { priced, items, address, invoice } = prepared
  const now = clock.now()
  const reserved = priced.stockType === 'reserved'
  const paySn = reserved ? null : newPaySn()
  let orderProductId = lastOrderProductId()
  const addressSnapshot = address ? (({ memberId: _m, createdAt: _c, ...rest }) => rest)(address) : null
  const invoiceSnapshot = invoice ? (({ memberId: _m, ...rest }) => rest)(invoice) : null
  const orderSnList = priced.groups.map(() => newOrderSn())
  const spent = await postAll(
    priced.groups.map((group, index) => ({
      memberId: member.memberId,
      account: 'points' as const,
      amount: -group.integral,
      kind: 'pointsSpent' as const,
      orderSn: orderSnList[index],
      paySn,
    })),
  )
  if (!spent.ok) return null

  // a sub-account's checkout above its spending limit waits for the main account (issue 27 item 2)
  const approval = approvalForCheckout(member, priced.totalAmount)
  for (const [index, group] of priced.groups.entries()) {
    const orderSn = orderSnList[index]!
    const orderLines = group.lines.map(({ item, price }) => ({
      orderProductId: (orderProductId += 1),
      productId: item.product.productId,
      goodsId: item.goods.goodsId,
      goodsName: item.goods.goodsName,
      specValues: item.product.specValues,
      productCode: item.product.productCode,
      saleUnit: item.goods.saleUnit,
      price,
      buyNum: item.buyNum,
      imageSeed: item.goods.imageSeed,
      categoryId: item.goods.categoryId,
    }))
    await db.orders.create({
      ...(approval ? { approval } : {}),
      orderSn,
      paySn,
      memberId: member.memberId,
      storeId: group.store.storeId,
      orderType: reserved ? 2 : 1,
      lines: orderLines,
      goodsAmount: group.goodsAmount,
      // the order's discount is its store coupon plus its share of the platform coupon (issue 16 item 4)
      couponAmount: round2(group.couponAmount + group.platformCouponAmount),
      integral: group.integral,
      integralCashAmount: group.integralCashAmount,
      expressFee: group.expressFee,
      expressState: group.expressState,
      totalMoney: group.totalAmount,
      depositAmount: null,
      finalAmount: null,
      couponReceiptId: group.coupon?.receipt.receiptId ?? null,
      ...(priced.platformCoupon ? { platformReceiptId: priced.platformCoupon.receipt.receiptId } : {}),
      purchaseOrderNumber: group.purchaseOrderNumber,
      remark: group.remark,
      address: addressSnapshot,
      invoice: invoiceSnapshot,
      createdAt: now,
      payTime: null,
      cancelReason: null,
      log: [
        reserved
          ? openingLogEntry(2, 'Pedido de reserva enviado; pendiente de revisión del proveedor.')
          : openingLogEntry(1, 'Pedido enviado; pendiente de pago.'),
      ],
      ...newOrderLifecycle(reserved ? 2 : 1, orderLines),
      buyerDeleted: false,
    })
  }

  const expireAt = now + PAYMENT_WINDOW_MS
  if (paySn) {
    await db.payments.create(
      newPaymentRecord({
        paySn,
        memberId: member.memberId,
        orderSns: orderSnList,
        needPay: priced.totalAmount,
        createdAt: now,
        expireAt,
      }),
    )
  }

  for (const item of items) {
    await db.products.update((q) => q.where({ productId: item.product.productId }), {
      data: (product) => void (product.stock -= item.buyNum),
    })
    if (item.cartId !== null) db.cartLines.delete((q) => q.where({ cartId: item.cartId! }))
  }
  if (priced.platformCoupon) {
    await db.couponReceipts.update((q) => q.where({ receiptId: priced.platformCoupon!.receipt.receiptId }), {
      data: (receipt) => void (receipt.usedAt = now),
    })
  }
  for (const group of priced.groups) {
    if (!group.coupon) continue
    await db.couponReceipts.update((q) => q.where({ receiptId: group.coupon!.receipt.receiptId }), {
      data: (receipt) => void (receipt.usedAt = now),
    })
  }

  return {
    paySn,
    orderSnList,
    needPay: paySn ? priced.totalAmount : 0,
    expireTime: paySn ? iso(expireAt) : null,
    orderType: reserved ? 2 : 1,
  }
}

export const checkoutHandlers = [
  http.post(
    PATHS.confirm,
    memberOnly(async ({ request, response, member }) => {
      const read = await readCheckout(request, PATHS.confirm)
      if (!read.ok) return read.response
      const prepared = prepare(member, read.value, 'confirm')
      if (!prepared.ok) return prepared.response
      const { priced, address, invoice } = prepared.value
      return response(200).json(ok(checkoutOut(priced, address, invoice)))
    }),
  ),

  http.post(
    PATHS.submit,
    memberOnly(async ({ request, response, member }) => {
      const read = await readCheckout(request, PATHS.submit)
      if (!read.ok) return read.response
      const body = read.value
      return idempotent(request, member.memberId, PATHS.submit, body, async () => {
        try {
          const notAgreed = ruleFailure(() => agreementSchema.validateSync(body.agreement))
          if (notAgreed) return fail(notAgreed)
          // the member as stored now (points may have changed since memberOnly read it)
          const current = db.members.findFirst((q) => q.where({ memberId: member.memberId })) ?? member
          const prepared = prepare(current, body, 'submit')
          if (!prepared.ok) return prepared.response
          const created = await createOrders(current, prepared.value)
          if (!created) return problemResponse(pointsProblem())
          return response(200).json(ok(created))
        } catch {
          return fail(ORDER_MESSAGES.submitFailed)
        }
      })
    }),
  ),
]
