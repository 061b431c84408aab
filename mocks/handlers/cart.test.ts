// The cart handlers enforce the server's rules (SPEC.md §3, §5); every answer is also validated against the
// OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db, nextId } from '../db'
import { resetDatabase } from '../persistence'
import { MOCK_PASSWORD } from '../seed'
import { sampleQuotaProblemOf, type CartLine } from '../../machines/cart/cart-rules'
import type { SampleCartData } from '../../src/api/session'
import { sampleQuotaProblem } from '../../src/schemas/sample-quota-rules'
import { t } from '../lib/i18n'
import { CART_MESSAGES } from './cart'

const API = 'http://api.test'

// the handlers change the database: every test starts from the seed
beforeEach(async () => {
  await resetDatabase()
})
const CART = '/v3/business/front/cart'
const SAMPLE = '/v3/business/front/sampleCart'

type Answer = { state: number; msg: string; data: any }

async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as Answer
}

async function post(path: string, body: Record<string, string | number>, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString(),
  })
  return (await response.json()) as Answer
}

async function tokenOf(email: string): Promise<string> {
  const { data } = await get('/v3/captcha/common/getCaptcha')
  const answer = await post('/v3/frontLogin/front/oauth/token', {
    username: email,
    password: MOCK_PASSWORD,
    verifyCode: '0000',
    verifyKey: data.key,
    loginType: 1,
  })
  return answer.data.access_token as string
}

const memberIdOf = (email: string) => db.members.findFirst((q) => q.where({ email }))!.memberId
const goodsOfProduct = (productId: number) => {
  const product = db.products.findFirst((q) => q.where({ productId }))!
  return { product, goods: db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))! }
}
const firstLine = () => db.cartLines.findMany((q) => q.where({ memberId: 1 }))[0]!

async function addLineFor(memberId: number, productId: number, buyNum: number, sample = false) {
  const collection = sample ? db.sampleCartLines : db.cartLines
  const cartId = nextId(sample ? 'sampleCartLines' : 'cartLines', 'cartId')
  await collection.create({ cartId, memberId, productId, buyNum, isChecked: 1, addedAt: clock.now() })
  return cartId
}

describe('cart changeNum', () => {
  it('changes the quantity to a multiple of the minimum order and answers the whole cart', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = firstLine()
    const { goods } = goodsOfProduct(line.productId)
    const answer = await post(
      `${CART}/changeNum`,
      { cartId: line.cartId, number: goods.minBuyNum * 2 },
      token,
    )
    expect(answer.state).toBe(200)
    const view = answer.data.storeCartGroupList
      .flatMap((group: { storeGoodsList: unknown[] }) => group.storeGoodsList)
      .find((entry: { cartId: number }) => entry.cartId === line.cartId)
    expect(view.buyNum).toBe(goods.minBuyNum * 2)
    expect(view.subtotal).toBe(Math.round(view.goodsPrice * view.buyNum * 100) / 100)
  })

  it('refuses a quantity that is not a multiple of the minimum order', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = firstLine()
    const { goods } = goodsOfProduct(line.productId)
    expect(goods.minBuyNum).toBeGreaterThan(1)
    const answer = await post(
      `${CART}/changeNum`,
      { cartId: line.cartId, number: goods.minBuyNum + 1 },
      token,
    )
    expect(answer).toMatchObject({
      state: 255,
      msg: `La cantidad debe ser múltiplo del pedido mínimo (${goods.minBuyNum})`,
    })
    expect(firstLine().buyNum).toBe(line.buyNum)
  })

  it('refuses a quantity above the stock', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = firstLine()
    const { product, goods } = goodsOfProduct(line.productId)
    await db.products.update(product, {
      data(record) {
        record.stock = goods.minBuyNum * 2
      },
    })
    const answer = await post(
      `${CART}/changeNum`,
      { cartId: line.cartId, number: goods.minBuyNum * 3 },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: 'Cantidad superior al stock disponible.' })
  })

  it('refuses a quantity above the purchase limit of the goods', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = firstLine()
    const { goods } = goodsOfProduct(line.productId)
    await db.goods.update(goods, {
      data(record) {
        record.purchaseLimit = goods.minBuyNum * 2
      },
    })
    const answer = await post(
      `${CART}/changeNum`,
      { cartId: line.cartId, number: goods.minBuyNum * 3 },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: `Supera el límite de compra (${goods.minBuyNum * 2}).` })
  })

  it('refuses a quantity out of 1–99999 through the contract', async () => {
    const token = await tokenOf('comprador@example.com')
    const answer = await post(`${CART}/changeNum`, { cartId: firstLine().cartId, number: 100000 }, token)
    expect(answer.state).toBe(255)
  })

  it("answers another member's line as unknown", async () => {
    const other = await addLineFor(memberIdOf('personal@example.com'), firstLine().productId, 1)
    const token = await tokenOf('comprador@example.com')
    const answer = await post(`${CART}/changeNum`, { cartId: other, number: 1 }, token)
    expect(answer).toMatchObject({ state: 255, msg: CART_MESSAGES.unknownLine })
  })

  it('asks a visitor to log in', async () => {
    const answer = await post(`${CART}/changeNum`, { cartId: 1, number: 1 })
    expect(answer.state).toBe(266)
  })
})

describe('cart checkedCarts, deleteCarts, emptyInvalid, moveToCollection', () => {
  it('unselects and selects lines, and the totals follow', async () => {
    const token = await tokenOf('comprador@example.com')
    const ids = db.cartLines.findMany((q) => q.where({ memberId: 1 })).map((line) => line.cartId)
    const off = await post(`${CART}/checkedCarts`, { cartIds: ids.join(','), checked: 0 }, token)
    expect(off.data).toMatchObject({ totalCheck: 0, totalAmount: 0, checkedAll: false })
    const on = await post(`${CART}/checkedCarts`, { cartIds: String(ids[0]), checked: 1 }, token)
    expect(on.data.totalCheck).toBe(1)
    expect(on.data.totalAmount).toBeGreaterThan(0)
  })

  it('refuses to select an invalid line', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = firstLine()
    const { goods } = goodsOfProduct(line.productId)
    await db.goods.update(goods, {
      data(record) {
        record.state = 0
      },
    })
    const answer = await post(`${CART}/checkedCarts`, { cartIds: String(line.cartId), checked: 1 }, token)
    expect(answer).toMatchObject({ state: 255, msg: CART_MESSAGES.invalidNotCheckable })
  })

  it("refuses to select or delete another member's line", async () => {
    const other = await addLineFor(memberIdOf('personal@example.com'), firstLine().productId, 1)
    const token = await tokenOf('comprador@example.com')
    const checked = await post(`${CART}/checkedCarts`, { cartIds: String(other), checked: 0 }, token)
    expect(checked).toMatchObject({ state: 255, msg: CART_MESSAGES.unknownLine })
    const deleted = await post(`${CART}/deleteCarts`, { cartIds: `${firstLine().cartId},${other}` }, token)
    expect(deleted).toMatchObject({ state: 255, msg: CART_MESSAGES.unknownLine })
    expect(db.cartLines.findMany((q) => q.where({ cartId: other }))).toHaveLength(1)
    expect(db.cartLines.findMany((q) => q.where({ memberId: 1 }))).toHaveLength(3)
  })

  it('deletes lines and answers the cart without them', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = firstLine()
    const answer = await post(`${CART}/deleteCarts`, { cartIds: String(line.cartId) }, token)
    expect(answer.state).toBe(200)
    expect(answer.data.availableCartNum).toBe(2)
  })

  it('empties only the invalid lines', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = firstLine()
    const { product } = goodsOfProduct(line.productId)
    await db.products.update(product, {
      data(record) {
        record.stock = 0
      },
    })
    const before = await get(`${CART}/cartList`, token)
    expect(before.data.invalidList).toHaveLength(1)
    const answer = await post(`${CART}/emptyInvalid`, {}, token)
    expect(answer.data.invalidList).toEqual([])
    expect(answer.data.availableCartNum).toBe(2)
  })

  it('moves lines to the favourites without duplicates and deletes them from the cart', async () => {
    const token = await tokenOf('comprador@example.com')
    const [a, b] = db.cartLines.findMany((q) => q.where({ memberId: 1 }))
    await db.followProducts.create({
      followId: nextId('followProducts', 'followId'),
      memberId: 1,
      productId: a!.productId,
      followedAt: clock.now(),
    })
    const answer = await post(`${CART}/moveToCollection`, { cartIds: `${a!.cartId},${b!.cartId}` }, token)
    expect(answer.state).toBe(200)
    expect(answer.data.availableCartNum).toBe(1)
    const favourites = db.followProducts.findMany((q) => q.where({ memberId: 1 })).map((f) => f.productId)
    expect(favourites.filter((id) => id === a!.productId)).toHaveLength(1)
    expect(favourites).toContain(b!.productId)
  })
})

describe('sample cart operations', () => {
  it('changes a sample quantity within the monthly amount and answers the quota', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = db.sampleCartLines.findMany((q) => q.where({ memberId: 1 }))[0]!
    const answer = await post(`${SAMPLE}/changeNum`, { cartId: line.cartId, number: 2 }, token)
    expect(answer.state).toBe(200)
    expect(answer.data.quota.remainingCount).toBe(answer.data.quota.monthlyCount - 1)
    expect(answer.data.storeCartGroupList[0].storeGoodsList[0].buyNum).toBe(2)
  })

  it('refuses a sample quantity over the monthly amount left', async () => {
    const token = await tokenOf('comprador@example.com')
    const line = db.sampleCartLines.findMany((q) => q.where({ memberId: 1 }))[0]!
    const { product } = goodsOfProduct(line.productId)
    await db.products.update(product, {
      data(record) {
        record.stock = 99_999
      },
    })
    const before = await get(`${SAMPLE}/cartList`, token)
    const answer = await post(`${SAMPLE}/changeNum`, { cartId: line.cartId, number: 99_999 }, token)
    expect(answer.state).toBe(255)
    // the sample cart form refuses the same quantity with the same words before sending it (machines/cart)
    const shown = before.data.storeCartGroupList[0].storeGoodsList[0] as CartLine
    const formProblem = sampleQuotaProblemOf(before.data as SampleCartData, shown, 99_999)
    expect(formProblem).toMatchObject({ id: 'validation.sample.amountExceeded' })
    const { id, values } = formProblem as { id: string; values: Record<string, unknown> }
    expect(answer.msg).toBe(t(id, values))
    expect(answer.msg).toMatch(/^Supera el importe mensual de muestras disponible \(US\$ [\d.]+,\d\d\)\.$/)
  })

  it('refuses a new sample line once the monthly count is used up, as the product page does', async () => {
    const token = await tokenOf('comprador@example.com')
    await db.settings.update((q) => q.where({ name: 'sample_monthly_count' }), {
      data: (record) => void (record.value = '1'),
    })
    const cart = (await get(`${SAMPLE}/cartList`, token)).data as SampleCartData
    expect(cart.quota.remainingCount).toBe(0)
    const taken = new Set(
      db.sampleCartLines.findMany((q) => q.where({ memberId: 1 })).map((l) => l.productId),
    )
    const product = db.products.findMany().find((p) => !taken.has(p.productId) && p.stock > 0)!
    const problem = sampleQuotaProblem(cart.quota, { newLine: true, amountBefore: 0, amountAfter: 1 })
    const answer = await post(`${SAMPLE}/add`, { productId: product.productId, number: 1 }, token)
    expect(answer).toMatchObject({ state: 255, msg: t(problem!.id, problem!.values) })
    expect(answer.msg).toBe('Ha alcanzado el límite mensual de muestras (1).')
  })

  it("refuses another member's sample line, selects, deletes and empties the invalid ones", async () => {
    const token = await tokenOf('comprador@example.com')
    const line = db.sampleCartLines.findMany((q) => q.where({ memberId: 1 }))[0]!
    const other = await addLineFor(memberIdOf('personal@example.com'), line.productId, 1, true)
    expect(await post(`${SAMPLE}/changeNum`, { cartId: other, number: 1 }, token)).toMatchObject({
      state: 255,
      msg: CART_MESSAGES.unknownLine,
    })
    const off = await post(`${SAMPLE}/checkedCarts`, { cartIds: String(line.cartId), checked: 0 }, token)
    expect(off.data.totalCheck).toBe(0)
    const emptied = await post(`${SAMPLE}/emptyInvalid`, {}, token)
    expect(emptied.data.availableSampleCartNum).toBe(1)
    const deleted = await post(`${SAMPLE}/deleteCarts`, { cartIds: String(line.cartId) }, token)
    expect(deleted.data).toMatchObject({ availableSampleCartNum: 0, storeCartGroupList: [] })
    expect(deleted.data.quota.remainingCount).toBe(deleted.data.quota.monthlyCount)
  })
})
