// Issue 16 items 1, 2, 10 through the mock server: the SKU grid's batch add (every line or none, the shared
// grid rules), buy now of several SKUs at the checkout, and the EUR reference rate. Every answer is also
// validated against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { db, type GoodsRecord, type ProductRecord } from '../db'
import { CONFIRM, COMPRADOR, get, postJson, startWithoutOrders, tokenOf } from '../fixtures/checkout-fixtures'
import { EUR_RATE_SETTING, EXCHANGE_RATE_MESSAGES } from './system'

const BATCH = '/v3/business/front/cart/batchAdd'
const RATE = '/v3/system/front/exchangeRate'

beforeEach(startWithoutOrders)

/** Two SKUs of one in-stock goods on sale in an open store, each holding three minimum orders. */
function twoSkus(): { goods: GoodsRecord; skus: [ProductRecord, ProductRecord] } {
  for (const goods of db.goods.findMany()) {
    const store = db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
    if (!store?.isOpen || goods.state !== 1 || goods.stockType !== 'inStock' || goods.minBuyNum < 2) continue
    if (goods.purchaseLimit !== 0) continue
    const skus = db.products
      .findMany((q) => q.where({ goodsId: goods.goodsId }))
      .filter((sku) => sku.stock >= goods.minBuyNum * 3)
    if (skus.length >= 2) return { goods, skus: [skus[0]!, skus[1]!] }
  }
  throw new Error('no goods with two SKUs in the seed')
}

const cartLineOf = (memberEmail: string, productId: number) => {
  const member = db.members.findFirst((q) => q.where({ email: memberEmail }))!
  return db.cartLines.findFirst((q) => q.where({ memberId: member.memberId, productId }))
}

describe('cart/batchAdd allOrNothing (the SKU grid)', () => {
  it('adds every line when all follow the rules', async () => {
    const token = await tokenOf(COMPRADOR)
    const { goods, skus } = twoSkus()
    const lines = skus.map((sku) => ({ productId: sku.productId, number: goods.minBuyNum }))
    const before = skus.map((sku) => cartLineOf(COMPRADOR, sku.productId)?.buyNum ?? 0)
    const answer = await postJson(BATCH, { lines, allOrNothing: true }, token)
    expect(answer.state).toBe(200)
    expect(answer.data.added).toBe(2)
    expect(answer.data.refused).toEqual([])
    skus.forEach((sku, index) =>
      expect(cartLineOf(COMPRADOR, sku.productId)?.buyNum).toBe(before[index]! + goods.minBuyNum),
    )
  })

  it('adds nothing when one line breaks the multiple of the minimum order, and says which', async () => {
    const token = await tokenOf(COMPRADOR)
    const { goods, skus } = twoSkus()
    const before = skus.map((sku) => cartLineOf(COMPRADOR, sku.productId)?.buyNum ?? 0)
    const answer = await postJson(
      BATCH,
      {
        lines: [
          { productId: skus[0].productId, number: goods.minBuyNum },
          { productId: skus[1].productId, number: goods.minBuyNum + 1 },
        ],
        allOrNothing: true,
      },
      token,
    )
    expect(answer.state).toBe(200)
    expect(answer.data.added).toBe(0)
    expect(answer.data.refused).toEqual([
      {
        productId: skus[1].productId,
        msg: `La cantidad debe ser múltiplo del pedido mínimo (${goods.minBuyNum})`,
      },
    ])
    skus.forEach((sku, index) =>
      expect(cartLineOf(COMPRADOR, sku.productId)?.buyNum ?? 0).toBe(before[index]),
    )
  })

  it('refuses a line over the stock without adding the others', async () => {
    const token = await tokenOf(COMPRADOR)
    const { goods, skus } = twoSkus()
    const over = Math.ceil((skus[1].stock + 1) / goods.minBuyNum) * goods.minBuyNum
    const answer = await postJson(
      BATCH,
      {
        lines: [
          { productId: skus[0].productId, number: goods.minBuyNum },
          { productId: skus[1].productId, number: Math.min(over, 99_999 - (99_999 % goods.minBuyNum)) },
        ],
        allOrNothing: true,
      },
      token,
    )
    expect(answer.data.added).toBe(0)
    expect(answer.data.refused.map((entry: { productId: number }) => entry.productId)).toEqual([
      skus[1].productId,
    ])
  })

  it('refuses the same SKU twice with the grid rule', async () => {
    const token = await tokenOf(COMPRADOR)
    const { goods, skus } = twoSkus()
    const line = { productId: skus[0].productId, number: goods.minBuyNum }
    const answer = await postJson(BATCH, { lines: [line, line], allOrNothing: true }, token)
    expect(answer).toMatchObject({ state: 255, msg: 'Cada variante solo puede figurar una vez.' })
  })

  it('still adds line by line without allOrNothing (quick order)', async () => {
    const token = await tokenOf(COMPRADOR)
    const { goods, skus } = twoSkus()
    const answer = await postJson(
      BATCH,
      {
        lines: [
          { productId: skus[0].productId, number: goods.minBuyNum },
          { productId: skus[1].productId, number: goods.minBuyNum + 1 },
        ],
      },
      token,
    )
    expect(answer.data.added).toBe(1)
    expect(answer.data.refused).toHaveLength(1)
  })
})

describe('buy now of several SKUs (orderOperate/confirm)', () => {
  it('prices every SKU of the buy now', async () => {
    const token = await tokenOf(COMPRADOR)
    const { goods, skus } = twoSkus()
    const answer = await postJson(
      CONFIRM,
      {
        isCart: false,
        productList: [
          { productId: skus[0].productId, buyNum: goods.minBuyNum },
          { productId: skus[1].productId, buyNum: goods.minBuyNum * 2 },
        ],
      },
      token,
    )
    expect(answer.state).toBe(200)
    const lines = answer.data.storeGroupList.flatMap((group: { productList: unknown[] }) => group.productList)
    expect(lines).toEqual([
      expect.objectContaining({ productId: skus[0].productId, buyNum: goods.minBuyNum }),
      expect.objectContaining({ productId: skus[1].productId, buyNum: goods.minBuyNum * 2 }),
    ])
  })

  it('refuses the same SKU twice', async () => {
    const token = await tokenOf(COMPRADOR)
    const { goods, skus } = twoSkus()
    const line = { productId: skus[0].productId, buyNum: goods.minBuyNum }
    const answer = await postJson(CONFIRM, { isCart: false, productList: [line, line] }, token)
    expect(answer).toMatchObject({ state: 255, msg: 'Cada variante solo puede figurar una vez.' })
  })

  it('refuses a buy now without a line', async () => {
    const token = await tokenOf(COMPRADOR)
    const answer = await postJson(CONFIRM, { isCart: false, productList: [] }, token)
    expect(answer).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: la compra directa lleva al menos un producto.',
    })
  })
})

describe('GET exchangeRate (SPEC.md §9 EUR as reference)', () => {
  it('serves the seeded EUR per USD without a login', async () => {
    const answer = await get(RATE)
    expect(answer.state).toBe(200)
    expect(answer.data).toMatchObject({ base: 'USD', currency: 'EUR', rate: 0.92 })
  })

  it('answers 255 when no rate is configured', async () => {
    const row = db.settings.findFirst((q) => q.where({ name: EUR_RATE_SETTING }))!
    await db.settings.update(row, {
      data(record) {
        record.value = ''
      },
    })
    const answer = await get(RATE)
    expect(answer).toMatchObject({ state: 255, msg: EXCHANGE_RATE_MESSAGES.noRate })
  })
})
