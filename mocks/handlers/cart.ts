// Cart and sample-request cart (SPEC.md §3, §5): stock, minimum order and multiples, purchase limits,
// the monthly sample quota. Lines belong to the member of the bearer token.
import type { components } from '../../src/api/schema'
import { quantitySchema } from '../../src/schemas/quantity.schema'
import { ValidationError } from 'yup'
import { clock } from '../clock'
import { db, nextId, type CartLineRecord, type MemberRecord } from '../db'
import { authenticate } from '../lib/auth'
import { buildCart } from '../lib/cart-view'
import { fail, okEmpty, ok, sessionInvalid } from '../lib/envelope'
import { round2, unitPrice } from '../lib/pricing'
import { readBody, ruleMessage } from '../lib/request'
import { http } from './http'

type CartAddRequest = components['schemas']['CartAddRequest']

const CART_ADD = '/v3/business/front/cart/add'
const SAMPLE_ADD = '/v3/business/front/sampleCart/add'

function setting(name: string, fallback: number): number {
  const value = Number(db.settings.findFirst((q) => q.where({ name }))?.value)
  return Number.isFinite(value) ? value : fallback
}

/** SPEC.md §5 sample cart limits: monthly count and monthly amount. */
export function sampleQuota(member: MemberRecord) {
  const monthlyCount = setting('sample_monthly_count', 10)
  const monthlyAmount = setting('sample_monthly_amount', 500)
  const lines = db.sampleCartLines.findMany((q) => q.where({ memberId: member.memberId }))
  let usedAmount = 0
  for (const line of lines) {
    const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    if (product && goods) usedAmount += unitPrice(product, goods, line.buyNum) * line.buyNum
  }
  return {
    monthlyCount,
    monthlyAmount,
    remainingCount: Math.max(0, monthlyCount - lines.length),
    remainingAmount: round2(Math.max(0, monthlyAmount - usedAmount)),
  }
}

type AddCheck = { ok: true; lines: CartLineRecord[] } | { ok: false; response: Response }

async function checkAdd(member: MemberRecord, body: CartAddRequest, sample: boolean): Promise<AddCheck> {
  const product = db.products.findFirst((q) => q.where({ productId: body.productId }))
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  const store = goods && db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
  if (!product || !goods || !store) return { ok: false, response: fail('El producto no existe.') }
  if (!store.isOpen) return { ok: false, response: fail('El proveedor no existe o está cerrado.') }
  if (goods.state !== 1) return { ok: false, response: fail('El producto ha sido retirado de la venta.') }
  if (product.stock <= 0) return { ok: false, response: fail('Producto agotado.') }
  const collection = sample ? db.sampleCartLines : db.cartLines
  const lines = collection.findMany((q) => q.where({ memberId: member.memberId }))
  const existing = lines.find((line) => line.productId === body.productId)
  const total = (existing?.buyNum ?? 0) + body.number
  if (!sample) {
    try {
      await quantitySchema(goods.minBuyNum).validate(total)
    } catch (error) {
      if (error instanceof ValidationError) return { ok: false, response: fail(ruleMessage(error)) }
      throw error
    }
    if (goods.purchaseLimit > 0 && total > goods.purchaseLimit) {
      return { ok: false, response: fail(`Supera el límite de compra (${goods.purchaseLimit}).`) }
    }
  }
  if (total > product.stock) return { ok: false, response: fail('Cantidad superior al stock disponible.') }
  return { ok: true, lines }
}

async function addLine(sample: boolean, member: MemberRecord, body: CartAddRequest) {
  const collection = sample ? db.sampleCartLines : db.cartLines
  const existing = collection.findFirst((q) =>
    q.where({ memberId: member.memberId, productId: body.productId }),
  )
  if (existing) {
    await collection.update(existing, {
      data(record) {
        record.buyNum += body.number
        record.isChecked = 1
      },
    })
    return
  }
  await collection.create({
    cartId: nextId(sample ? 'sampleCartLines' : 'cartLines', 'cartId'),
    memberId: member.memberId,
    productId: body.productId,
    buyNum: body.number,
    isChecked: 1,
    addedAt: clock.now(),
  })
}

export const cartHandlers = [
  http.post(CART_ADD, async ({ request, response }) => {
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    const parsed = await readBody<CartAddRequest>(request, CART_ADD)
    if (!parsed.ok) return parsed.response
    const check = await checkAdd(member, parsed.body, false)
    if (!check.ok) return check.response
    await addLine(false, member, parsed.body)
    return response(200).json(okEmpty())
  }),

  http.get('/v3/business/front/cart/cartList', ({ request, response }) => {
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    return response(200).json(
      ok(buildCart(db.cartLines.findMany((q) => q.where({ memberId: member.memberId })))),
    )
  }),

  http.post(SAMPLE_ADD, async ({ request, response }) => {
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    const parsed = await readBody<CartAddRequest>(request, SAMPLE_ADD)
    if (!parsed.ok) return parsed.response
    const check = await checkAdd(member, parsed.body, true)
    if (!check.ok) return check.response
    const quota = sampleQuota(member)
    const isNewLine = !check.lines.some((line) => line.productId === parsed.body.productId)
    if (isNewLine && quota.remainingCount <= 0) {
      return fail(`Ha alcanzado el límite mensual de muestras (${quota.monthlyCount}).`)
    }
    const product = db.products.findFirst((q) => q.where({ productId: parsed.body.productId }))
    const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    const amount = product && goods ? unitPrice(product, goods, parsed.body.number) * parsed.body.number : 0
    if (amount > quota.remainingAmount) {
      return fail(
        `Supera el importe mensual de muestras disponible (US$ ${quota.remainingAmount.toFixed(2)}).`,
      )
    }
    await addLine(true, member, parsed.body)
    return response(200).json(okEmpty())
  }),

  http.get('/v3/business/front/sampleCart/cartList', ({ request, response }) => {
    const member = authenticate(request)
    if (!member) return response.untyped(sessionInvalid())
    const cart = buildCart(db.sampleCartLines.findMany((q) => q.where({ memberId: member.memberId })))
    const { availableCartNum, ...rest } = cart
    return response(200).json(
      ok({ ...rest, availableSampleCartNum: availableCartNum, quota: sampleQuota(member) }),
    )
  }),
]
