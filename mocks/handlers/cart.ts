// Cart and sample-request cart (SPEC.md §3, §5): stock, minimum order and multiples, purchase limits,
// the monthly sample quota. Lines belong to the member of the bearer token.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, nextId, type CartLineRecord, type MemberRecord } from '../db'
import { addLine, checkQuantity } from '../lib/cart-records'
import { buildCart } from '../lib/cart-view'
import { fail, okEmpty, ok } from '../lib/envelope'
import { idempotent } from '../lib/idempotency'
import { unitPrice } from '../lib/pricing'
import { readBody } from '../lib/request'
import { t } from '../lib/i18n'
import { sampleQuotaProblem, type SampleChange } from '../../src/schemas/sample-quota-rules'
import { memberOnly } from '../lib/member-only'
import { sampleQuota } from '../lib/sample-quota'
import { http } from './http'

type CartAddRequest = components['schemas']['CartAddRequest']

const CART_ADD = '/v3/business/front/cart/add'
const SAMPLE_ADD = '/v3/business/front/sampleCart/add'

type AddCheck = { ok: true; lines: CartLineRecord[] } | { ok: false; response: Response }

async function checkAdd(member: MemberRecord, body: CartAddRequest, sample: boolean): Promise<AddCheck> {
  const collection = sample ? db.sampleCartLines : db.cartLines
  const lines = collection.findMany((q) => q.where({ memberId: member.memberId }))
  const existing = lines.find((line) => line.productId === body.productId)
  const refused = await checkQuantity(body.productId, (existing?.buyNum ?? 0) + body.number, sample)
  return refused ? { ok: false, response: refused } : { ok: true, lines }
}

/** SPEC.md §3 cart messages of the operations that change lines. */
export const CART_MESSAGES = {
  unknownLine: 'La línea del carrito no existe.',
  invalidNotCheckable: 'Las líneas no válidas no se pueden seleccionar.',
} as const

const CART_PATHS = {
  changeNum: '/v3/business/front/cart/changeNum',
  checked: '/v3/business/front/cart/checkedCarts',
  delete: '/v3/business/front/cart/deleteCarts',
  moveToCollection: '/v3/business/front/cart/moveToCollection',
  sampleChangeNum: '/v3/business/front/sampleCart/changeNum',
  sampleChecked: '/v3/business/front/sampleCart/checkedCarts',
  sampleDelete: '/v3/business/front/sampleCart/deleteCarts',
} as const

type LineRow = ReturnType<typeof db.cartLines.findMany>[number]

const linesOf = (member: MemberRecord, sample: boolean) =>
  (sample ? db.sampleCartLines : db.cartLines).findMany((q) => q.where({ memberId: member.memberId }))

const cartOf = (member: MemberRecord) => buildCart(linesOf(member, false))

function sampleCartOf(member: MemberRecord) {
  const { availableCartNum, ...rest } = buildCart(linesOf(member, true))
  return { ...rest, availableSampleCartNum: availableCartNum, quota: sampleQuota(member) }
}

/** Off shelf, no stock or closed store: the line is shown in the invalid list (mocks/lib/cart-view.ts). */
function isInvalidLine(line: CartLineRecord): boolean {
  const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  const store = goods && db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
  return !product || !goods || !store || goods.state !== 1 || !store.isOpen || product.stock <= 0
}

/** The member's lines named by a comma-separated id list, or null when one is not theirs. */
function ownLines(member: MemberRecord, sample: boolean, cartIds: string): LineRow[] | null {
  const lines = linesOf(member, sample)
  const ids = [...new Set(String(cartIds).split(',').map(Number))]
  const found = ids.map((id) => lines.find((line) => line.cartId === id))
  return found.every((line): line is LineRow => line !== undefined) ? found : null
}

const amountOf = (productId: number, buyNum: number) => {
  const product = db.products.findFirst((q) => q.where({ productId }))
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  return product && goods ? unitPrice(product, goods, buyNum) * buyNum : 0
}

/** The shared monthly sample rule (src/schemas/sample-quota-rules.ts), answered in Spanish; null: allowed. */
function sampleQuotaRefusal(member: MemberRecord, change: SampleChange): Response | null {
  const problem = sampleQuotaProblem(sampleQuota(member), change)
  return problem ? fail(t(problem.id, problem.values)) : null
}

/** Quantity change of a line; null when accepted (the line is updated). */
async function changeNumber(
  member: MemberRecord,
  sample: boolean,
  body: { cartId: number; number: number },
): Promise<Response | null> {
  const collection = sample ? db.sampleCartLines : db.cartLines
  const line = collection.findFirst((q) =>
    q.where({ memberId: member.memberId, cartId: Number(body.cartId) }),
  )
  if (!line) return fail(CART_MESSAGES.unknownLine)
  const number = Number(body.number)
  const refused = await checkQuantity(line.productId, number, sample)
  if (refused) return refused
  if (sample) {
    // SPEC.md §5 monthly sample amount: the other lines plus this one at its new quantity
    const refused = sampleQuotaRefusal(member, {
      newLine: false,
      amountBefore: amountOf(line.productId, line.buyNum),
      amountAfter: amountOf(line.productId, number),
    })
    if (refused) return refused
  }
  await collection.update(line, {
    data(record) {
      record.buyNum = number
    },
  })
  return null
}

async function checkLines(
  member: MemberRecord,
  sample: boolean,
  body: { cartIds: string; checked: number },
): Promise<Response | null> {
  const lines = ownLines(member, sample, body.cartIds)
  if (!lines) return fail(CART_MESSAGES.unknownLine)
  const checked = Number(body.checked) === 1 ? 1 : 0
  if (checked === 1 && lines.some(isInvalidLine)) return fail(CART_MESSAGES.invalidNotCheckable)
  const collection = sample ? db.sampleCartLines : db.cartLines
  for (const line of lines) {
    await collection.update(line, {
      data(record) {
        record.isChecked = checked
      },
    })
  }
  return null
}

function deleteLines(member: MemberRecord, sample: boolean, cartIds: string): Response | LineRow[] {
  const lines = ownLines(member, sample, cartIds)
  if (!lines) return fail(CART_MESSAGES.unknownLine)
  const collection = sample ? db.sampleCartLines : db.cartLines
  for (const line of lines) collection.delete(line)
  return lines
}

function emptyInvalidLines(member: MemberRecord, sample: boolean) {
  const collection = sample ? db.sampleCartLines : db.cartLines
  for (const line of linesOf(member, sample).filter(isInvalidLine)) collection.delete(line)
}

export const cartHandlers = [
  http.post(
    CART_ADD,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<CartAddRequest>(request, CART_ADD)
      if (!parsed.ok) return parsed.response
      const body = parsed.body
      const add = async (): Promise<Response> => {
        const check = await checkAdd(member, body, false)
        if (!check.ok) return check.response
        await addLine(false, member, body)
        return response(200).json(okEmpty())
      }
      // a line queued offline carries its key: its retry after a lost answer replays, it never adds twice
      return request.headers.has('Idempotency-Key')
        ? idempotent(request, member.memberId, CART_ADD, body, add)
        : add()
    }),
  ),

  http.get(
    '/v3/business/front/cart/cartList',
    memberOnly(({ response, member }) => {
      return response(200).json(ok(cartOf(member)))
    }),
  ),

  http.post(
    SAMPLE_ADD,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<CartAddRequest>(request, SAMPLE_ADD)
      if (!parsed.ok) return parsed.response
      const check = await checkAdd(member, parsed.body, true)
      if (!check.ok) return check.response
      const existing = check.lines.find((line) => line.productId === parsed.body.productId)
      const before = existing?.buyNum ?? 0
      const refused = sampleQuotaRefusal(member, {
        newLine: !existing,
        amountBefore: amountOf(parsed.body.productId, before),
        amountAfter: amountOf(parsed.body.productId, before + parsed.body.number),
      })
      if (refused) return refused
      await addLine(true, member, parsed.body)
      return response(200).json(okEmpty())
    }),
  ),

  http.get(
    '/v3/business/front/sampleCart/cartList',
    memberOnly(({ response, member }) => {
      return response(200).json(ok(sampleCartOf(member)))
    }),
  ),
  http.post(
    CART_PATHS.changeNum,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ cartId: number; number: number }>(request, CART_PATHS.changeNum)
      if (!parsed.ok) return parsed.response
      const refused = await changeNumber(member, false, parsed.body)
      if (refused) return refused
      return response(200).json(ok(cartOf(member)))
    }),
  ),

  http.post(
    CART_PATHS.checked,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ cartIds: string; checked: number }>(request, CART_PATHS.checked)
      if (!parsed.ok) return parsed.response
      const refused = await checkLines(member, false, parsed.body)
      if (refused) return refused
      return response(200).json(ok(cartOf(member)))
    }),
  ),

  http.post(
    CART_PATHS.delete,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ cartIds: string }>(request, CART_PATHS.delete)
      if (!parsed.ok) return parsed.response
      const deleted = deleteLines(member, false, parsed.body.cartIds)
      if (deleted instanceof Response) return deleted
      return response(200).json(ok(cartOf(member)))
    }),
  ),

  http.post(
    '/v3/business/front/cart/emptyInvalid',
    memberOnly(({ response, member }) => {
      emptyInvalidLines(member, false)
      return response(200).json(ok(cartOf(member)))
    }),
  ),

  http.post(
    CART_PATHS.moveToCollection,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ cartIds: string }>(request, CART_PATHS.moveToCollection)
      if (!parsed.ok) return parsed.response
      const lines = ownLines(member, false, parsed.body.cartIds)
      if (!lines) return fail(CART_MESSAGES.unknownLine)
      for (const line of lines) {
        const existing = db.followProducts.findFirst((q) =>
          q.where({ memberId: member.memberId, productId: line.productId }),
        )
        if (!existing) {
          await db.followProducts.create({
            followId: nextId('followProducts', 'followId'),
            memberId: member.memberId,
            productId: line.productId,
            followedAt: clock.now(),
          })
        }
        db.cartLines.delete(line)
      }
      return response(200).json(ok(cartOf(member)))
    }),
  ),

  http.post(
    CART_PATHS.sampleChangeNum,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ cartId: number; number: number }>(request, CART_PATHS.sampleChangeNum)
      if (!parsed.ok) return parsed.response
      const refused = await changeNumber(member, true, parsed.body)
      if (refused) return refused
      return response(200).json(ok(sampleCartOf(member)))
    }),
  ),

  http.post(
    CART_PATHS.sampleChecked,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ cartIds: string; checked: number }>(request, CART_PATHS.sampleChecked)
      if (!parsed.ok) return parsed.response
      const refused = await checkLines(member, true, parsed.body)
      if (refused) return refused
      return response(200).json(ok(sampleCartOf(member)))
    }),
  ),

  http.post(
    CART_PATHS.sampleDelete,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ cartIds: string }>(request, CART_PATHS.sampleDelete)
      if (!parsed.ok) return parsed.response
      const deleted = deleteLines(member, true, parsed.body.cartIds)
      if (deleted instanceof Response) return deleted
      return response(200).json(ok(sampleCartOf(member)))
    }),
  ),

  http.post(
    '/v3/business/front/sampleCart/emptyInvalid',
    memberOnly(({ response, member }) => {
      emptyInvalidLines(member, true)
      return response(200).json(ok(sampleCartOf(member)))
    }),
  ),
]
