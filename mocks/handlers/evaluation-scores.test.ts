// Store ratings and per-product scores of an evaluation (issue 16 item 8; REFERENCE.md §4 Review): the mock
// keeps the three store ratings and a score per order line with its text and photos, answers them in the
// order, the evaluation list, and refuses — in the §8 envelope with the shared schema's Spanish messages — a
// rating out of 1–5, a product of another order, a product photo that is not a review upload; photos are
// checked by content and size at upload. Every answer is also checked against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDatabase } from '../persistence'
import { reviewableOrder } from '../fixtures/order-fixtures'
import { get, imageBytes, postJson, tokenOf, upload } from '../fixtures/payment-fixtures'

const BUYER = 'comprador@example.com'
const COMMENT = '/v3/business/front/orderComment/addOrderComment'
const LIST = '/v3/business/front/orderComment/list'
const STORE = { description: 5, service: 4, delivery: 3 }

beforeEach(async () => {
  await resetDatabase()
})

const refused = (msg: string) => ({ state: 255, msg, data: null })

async function reviewPhoto(token: string) {
  const answer = await upload(token, imageBytes(2048), { source: 'review', name: 'foto.png' })
  expect(answer.state).toBe(200)
  return (answer.data as { path: string }).path
}

describe('addOrderComment with store ratings and product scores', () => {
  it('keeps the three store ratings and a score per product, and lists them', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    const line = order.lines[0]!
    const photo = await reviewPhoto(token)
    const answer = await postJson(
      COMMENT,
      {
        orderSn: order.orderSn,
        score: 4,
        content: 'Buen proveedor',
        storeScores: STORE,
        productScores: [
          { orderProductId: line.orderProductId, score: 5, content: 'Como se describe', images: [photo] },
        ],
      },
      token,
    )
    expect(answer.state).toBe(200)
    expect(answer.data.evaluation).toMatchObject({
      storeScores: STORE,
      productScores: [
        {
          orderProductId: line.orderProductId,
          goodsName: line.goodsName,
          score: 5,
          content: 'Como se describe',
        },
      ],
    })
    const list = await get(`${LIST}?current=1&pageSize=10`, token)
    expect(list.data.list[0]).toMatchObject({ orderSn: order.orderSn, storeScores: STORE })
    expect(list.data.list[0].productScores[0].images).toHaveLength(1)
  })

  it('refuses a store rating or a product score out of 1 to 5', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    const line = order.lines[0]!.orderProductId
    for (const storeScores of [
      { ...STORE, service: 0 },
      { ...STORE, delivery: 6 },
      { ...STORE, description: 2.5 },
      { description: 5, service: 5 },
    ])
      expect(await postJson(COMMENT, { orderSn: order.orderSn, score: 5, storeScores }, token)).toEqual(
        refused('Seleccione de 1 a 5 estrellas.'),
      )
    for (const score of [0, 6])
      expect(
        await postJson(
          COMMENT,
          { orderSn: order.orderSn, score: 5, productScores: [{ orderProductId: line, score }] },
          token,
        ),
      ).toEqual(refused('Seleccione de 1 a 5 estrellas.'))
  })

  it('refuses a product of another order, a text above 500 characters and a photo that is not a review upload', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    const line = order.lines[0]!.orderProductId
    const send = (productScores: unknown) =>
      postJson(COMMENT, { orderSn: order.orderSn, score: 5, productScores }, token)
    expect(await send([{ orderProductId: 999999, score: 5 }])).toEqual(
      refused('El producto valorado no pertenece al pedido.'),
    )
    expect(await send([{ orderProductId: line, score: 5, content: 'x'.repeat(501) }])).toEqual(
      refused('La valoración admite como máximo 500 caracteres.'),
    )
    expect(await send([{ orderProductId: line, score: 5, images: ['/uploads/ajena.png'] }])).toEqual(
      refused('Error al subir el archivo'),
    )
  })

  it('refuses a review photo that is too big or not an image at upload', async () => {
    const token = await tokenOf(BUYER)
    const big = await upload(token, imageBytes(1.5 * 1024 * 1024), { source: 'review', name: 'grande.png' })
    expect(big.state).toBe(255)
    const text = await upload(token, 'no soy una imagen', { source: 'review', name: 'foto.png' })
    expect(text.state).toBe(255)
  })
})

describe('what an evaluation changes elsewhere (issue 16 item 8)', () => {
  const STORE_DETAIL = '/v3/seller/front/store/detail'
  const REVIEWS = '/v3/goods/front/goods/comment'

  it('publishes each product score as a review of its product, with its text and photos, in the average', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    const line = order.lines[0]!
    const before = await get(`${REVIEWS}?goodsId=${line.goodsId}&current=1&pageSize=10`, token)
    const photo = await reviewPhoto(token)
    const answer = await postJson(
      COMMENT,
      {
        orderSn: order.orderSn,
        score: 4,
        storeScores: STORE,
        productScores: [
          { orderProductId: line.orderProductId, score: 1, content: 'Llegó roto', images: [photo] },
        ],
      },
      token,
    )
    expect(answer.state).toBe(200)
    const after = await get(`${REVIEWS}?goodsId=${line.goodsId}&current=1&pageSize=10`, token)
    expect(after.data.pagination.total).toBe(before.data.pagination.total + 1)
    expect(after.data.list[0]).toMatchObject({ score: 1, content: 'Llegó roto', specValues: line.specValues })
    expect(after.data.list[0].images).toEqual([expect.stringContaining('/review/')])
    expect(after.data.list[0].memberName).toMatch(/\*\*\*/)
    expect(after.data.summary.avgScore).toBeLessThan(before.data.summary.avgScore)
    expect(after.data.summary.withPhotos).toBe(before.data.summary.withPhotos + 1)
  })

  it('moves the store’s three averages by the new ratings', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    const before = (await get(`${STORE_DETAIL}?storeId=${order.storeId}`, token)).data.score
    const answer = await postJson(
      COMMENT,
      { orderSn: order.orderSn, score: 2, storeScores: { description: 1, service: 1, delivery: 1 } },
      token,
    )
    expect(answer.state).toBe(200)
    const after = (await get(`${STORE_DETAIL}?storeId=${order.storeId}`, token)).data.score
    for (const key of ['description', 'service', 'delivery'] as const) {
      expect(after[key]).toBeLessThan(before[key])
      expect(after[key]).toBeGreaterThanOrEqual(1)
    }
  })

  it('a refused evaluation publishes no review and moves no average', async () => {
    const token = await tokenOf(BUYER)
    const order = await reviewableOrder(BUYER)
    const line = order.lines[0]!
    const reviews = await get(`${REVIEWS}?goodsId=${line.goodsId}&current=1&pageSize=10`, token)
    const store = (await get(`${STORE_DETAIL}?storeId=${order.storeId}`, token)).data.score
    const refusedAnswer = await postJson(
      COMMENT,
      {
        orderSn: order.orderSn,
        score: 5,
        storeScores: { description: 1, service: 1, delivery: 1 },
        productScores: [{ orderProductId: line.orderProductId, score: 6 }],
      },
      token,
    )
    expect(refusedAnswer).toEqual(refused('Seleccione de 1 a 5 estrellas.'))
    const reviewsAfter = await get(`${REVIEWS}?goodsId=${line.goodsId}&current=1&pageSize=10`, token)
    expect(reviewsAfter.data.pagination.total).toBe(reviews.data.pagination.total)
    expect((await get(`${STORE_DETAIL}?storeId=${order.storeId}`, token)).data.score).toEqual(store)
  })
})
