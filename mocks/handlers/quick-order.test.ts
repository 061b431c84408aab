// The quick-order handlers enforce the rules of SPEC.md §5 and §9; every answer is also validated against the
// OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db, type GoodsRecord, type ProductRecord } from '../db'
import { resetDatabase } from '../persistence'
import { MOCK_PASSWORD } from '../seed'
import { QUICK_ORDER_MESSAGES } from './quick-order'
import { mixedStockProblem } from '../../src/schemas/quick-order.schema'
import { t } from '../lib/i18n'

const API = 'http://api.test'
const LINK = '/v3/business/front/quickOrder/link'
const BATCH = '/v3/business/front/cart/batchAdd'

beforeEach(async () => {
  await resetDatabase()
  clock.reset()
})

type Answer = { state: number; msg: string; data: any }

async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as Answer
}

async function postJson(path: string, body: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Answer
}

async function tokenOf(email: string): Promise<string> {
  const { data } = await get('/v3/captcha/common/getCaptcha')
  const response = await fetch(`${API}/v3/frontLogin/front/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: email,
      password: MOCK_PASSWORD,
      verifyCode: '0000',
      verifyKey: data.key,
      loginType: '1',
    }).toString(),
  })
  return ((await response.json()) as Answer).data.access_token as string
}

interface Sku {
  product: ProductRecord
  goods: GoodsRecord
}

function skus(filter: (sku: Sku) => boolean): Sku[] {
  const result: Sku[] = []
  for (const product of db.products.findMany()) {
    const goods = db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
    if (!goods) continue
    const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
    if (!store?.isOpen) continue
    if (filter({ product, goods })) result.push({ product, goods })
  }
  return result
}

const sellable = (stockType: 'inStock' | 'reserved') => (sku: Sku) =>
  sku.goods.state === 1 &&
  sku.goods.stockType === stockType &&
  sku.goods.minBuyNum > 1 &&
  sku.goods.purchaseLimit === 0 &&
  sku.product.stock >= sku.goods.minBuyNum * 3

const inStock = () => skus(sellable('inStock'))
const reserved = () => skus(sellable('reserved'))

describe('GET lookupCodes', () => {
  it('finds codes case-insensitively and answers one entry per code in order', async () => {
    const [a, b] = inStock()
    const answer = await get(
      `/v3/goods/front/goods/lookupCodes?codes=${a!.product.productCode.toLowerCase()},NO-EXISTE,${b!.product.productCode}`,
    )
    expect(answer.state).toBe(200)
    expect(answer.data.map((entry: { found: boolean }) => entry.found)).toEqual([true, false, true])
    expect(answer.data[0]).toMatchObject({
      productId: a!.product.productId,
      minBuyNum: a!.goods.minBuyNum,
      onSale: true,
      stockType: 'inStock',
    })
  })

  it('says onSale false for goods off shelf', async () => {
    const [off] = skus((sku) => sku.goods.state === 0)
    const answer = await get(`/v3/goods/front/goods/lookupCodes?codes=${off!.product.productCode}`)
    expect(answer.data[0]).toMatchObject({ found: true, onSale: false })
  })

  it('says onSale false when the store is closed', async () => {
    const [{ product, goods }] = inStock() as [Sku]
    const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))!
    await db.stores.update(store, {
      data(record) {
        record.isOpen = false
      },
    })
    const answer = await get(`/v3/goods/front/goods/lookupCodes?codes=${product.productCode}`)
    expect(answer.data[0]).toMatchObject({ found: true, onSale: false })
  })

  it('refuses an empty list and more than 200 codes', async () => {
    expect((await get('/v3/goods/front/goods/lookupCodes?codes=,,')).msg).toBe(
      QUICK_ORDER_MESSAGES.codesRequired,
    )
    const many = Array.from({ length: 201 }, (_, i) => `C${i}`).join(',')
    expect((await get(`/v3/goods/front/goods/lookupCodes?codes=${many}`)).msg).toBe(
      QUICK_ORDER_MESSAGES.tooManyCodes,
    )
  })
})

describe('POST cart/batchAdd', () => {
  it('needs a login', async () => {
    const [a] = inStock()
    const answer = await postJson(BATCH, { lines: [{ productId: a!.product.productId, number: 1 }] })
    expect(answer.state).toBe(266)
  })

  it('adds the valid lines and refuses the others with the Spanish reason', async () => {
    const token = await tokenOf('comprador@example.com')
    const [a, b] = inStock()
    const answer = await postJson(
      BATCH,
      {
        lines: [
          { productId: a!.product.productId, number: a!.goods.minBuyNum },
          { productId: b!.product.productId, number: b!.goods.minBuyNum + 1 },
        ],
      },
      token,
    )
    expect(answer.state).toBe(200)
    expect(answer.data.added).toBe(1)
    expect(answer.data.refused).toEqual([
      {
        productId: b!.product.productId,
        msg: `La cantidad debe ser múltiplo del pedido mínimo (${b!.goods.minBuyNum})`,
      },
    ])
    const lines = answer.data.cart.storeCartGroupList.flatMap((group: any) => group.storeGoodsList)
    expect(lines.some((line: any) => line.productId === a!.product.productId)).toBe(true)
  })

  it('refuses goods off shelf and unknown products', async () => {
    const token = await tokenOf('comprador@example.com')
    const [off] = skus((sku) => sku.goods.state === 0)
    const answer = await postJson(
      BATCH,
      {
        lines: [
          { productId: off!.product.productId, number: off!.goods.minBuyNum },
          { productId: 999999, number: 1 },
        ],
      },
      token,
    )
    expect(answer.data.added).toBe(0)
    expect(answer.data.refused.map((r: any) => r.msg)).toEqual([
      'El producto ha sido retirado de la venta.',
      'El producto no existe.',
    ])
  })

  it('answers a malformed body with the error envelope', async () => {
    const token = await tokenOf('comprador@example.com')
    const answer = await postJson(BATCH, { lines: [] }, token)
    expect(answer.state).toBe(255)
  })
})

describe('quick-order links', () => {
  it('creates a link valid 7 days and opens it', async () => {
    const token = await tokenOf('comprador@example.com')
    const [a, b] = inStock()
    const lines = [
      { productCode: a!.product.productCode, number: a!.goods.minBuyNum },
      { productCode: b!.product.productCode, number: b!.goods.minBuyNum * 2 },
    ]
    const created = await postJson(LINK, { lines }, token)
    expect(created.state).toBe(200)
    expect(created.data.linkId).toMatch(/^qo-\d+-[a-z0-9]+$/)
    const days = (Date.parse(created.data.expiresAt) - clock.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    const opened = await get(`${LINK}?linkId=${created.data.linkId}`)
    expect(opened.data.lines).toEqual(lines)
  })

  it('needs a login to create a link', async () => {
    const [a] = inStock()
    const answer = await postJson(LINK, { lines: [{ productCode: a!.product.productCode, number: 1 }] })
    expect(answer.state).toBe(266)
  })

  it('refuses to mix in-stock and reserved goods in one link', async () => {
    const token = await tokenOf('comprador@example.com')
    const [a] = inStock()
    const [r] = reserved()
    const answer = await postJson(
      LINK,
      {
        lines: [
          { productCode: a!.product.productCode, number: a!.goods.minBuyNum },
          { productCode: r!.product.productCode, number: r!.goods.minBuyNum },
        ],
      },
      token,
    )
    // the page refuses the same rows with the same words before asking (src/schemas/quick-order.schema.ts)
    const problem = mixedStockProblem(['inStock', 'reserved'])!
    expect(answer).toMatchObject({ state: 255, msg: t(problem.id) })
    expect(answer.msg).toBe('No se pueden mezclar productos en stock y de reserva en un mismo enlace.')
  })

  it('names an unknown code', async () => {
    const token = await tokenOf('comprador@example.com')
    const answer = await postJson(LINK, { lines: [{ productCode: 'ZZ-NADA', number: 1 }] }, token)
    expect(answer).toMatchObject({ state: 255, msg: QUICK_ORDER_MESSAGES.unknownCode('ZZ-NADA') })
  })

  it('checks each quantity with the rules of the form', async () => {
    const token = await tokenOf('comprador@example.com')
    const [a] = inStock()
    const answer = await postJson(
      LINK,
      { lines: [{ productCode: a!.product.productCode, number: a!.goods.minBuyNum - 1 }] },
      token,
    )
    expect(answer.state).toBe(255)
    expect(answer.msg).toBe(
      `${a!.product.productCode}: La cantidad no puede ser inferior al pedido mínimo (${a!.goods.minBuyNum})`,
    )
  })

  it('answers unknown, malformed and expired links with their messages', async () => {
    expect((await get(`${LINK}?linkId=qo-0-nada`)).msg).toBe(QUICK_ORDER_MESSAGES.linkUnknown)
    expect((await get(`${LINK}?linkId=a`)).msg).toBe(QUICK_ORDER_MESSAGES.linkInvalid)
    const token = await tokenOf('comprador@example.com')
    const [a] = inStock()
    const created = await postJson(
      LINK,
      { lines: [{ productCode: a!.product.productCode, number: a!.goods.minBuyNum }] },
      token,
    )
    clock.advanceHours(7 * 24 + 1)
    const expired = await get(`${LINK}?linkId=${created.data.linkId}`)
    expect(expired).toMatchObject({ state: 255, msg: QUICK_ORDER_MESSAGES.linkExpired })
  })
})
