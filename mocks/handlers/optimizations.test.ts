// Designer optimisation in the mock (issue 28 item 4; SPEC.md §6, §8): only a designer reads the product to
// optimise, proposes (once per Idempotency-Key, own `optimize` uploads only, the rules of
// src/schemas/optimize.schema.ts) and reads their own proposals; the supplier answers in the control panel, a
// decline with a reason, once. Every answer is also validated against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { resetDatabase } from '../persistence'
import { get, imageBytes, postJson, tokenOf, upload } from '../fixtures/payment-fixtures'

const key = (n: number) => ({ 'Idempotency-Key': `optimize-submit-000${n}` })
const picture = (token: string, bytes: Uint8Array | string = imageBytes(2048)) =>
  upload(token, bytes, { source: 'optimize', name: 'propuesta.png' })
const SUBMIT = '/v3/member/front/optimize/submit'
const ANSWER = '/v3/mock/front/optimizes/answer'
const NOTES = 'Un acabado mate refleja menos la luz del vestíbulo.'

/** Two SKUs on sale of different goods: the product, and an alternative. */
function twoProducts() {
  const [a, b] = db.goods.all().filter((goods) => goods.state === 1)
  const sku = (goodsId: number) => db.products.findFirst((q) => q.where({ goodsId }))!.productId
  return [sku(a!.goodsId), sku(b!.goodsId)] as const
}

beforeEach(async () => {
  await resetDatabase()
  clock.reset()
})

describe('designer optimisation', () => {
  it('is refused to anyone but a designer, with the Spanish words of §8', async () => {
    const [productId] = twoProducts()
    for (const email of ['comprador@example.com', 'personal@example.com']) {
      const token = await tokenOf(email)
      const refused = { state: 255, msg: 'Solo los diseñadores pueden usar esta función' }
      expect(await get(`/v3/member/front/optimize/init?productId=${productId}`, token)).toMatchObject(refused)
      expect(await get('/v3/member/front/optimize/list?current=1&pageSize=10', token)).toMatchObject(refused)
      expect(await get('/v3/member/front/optimize/detail?optimizeId=1', token)).toMatchObject(refused)
      const sent = await postJson(
        SUBMIT,
        { productId, notes: NOTES, images: [], alternatives: [] },
        token,
        key(1),
      )
      expect(sent).toMatchObject(refused)
    }
  })

  it('is proposed by a designer with own images and alternatives, answered once, and read with the answer', async () => {
    const [productId, alternative] = twoProducts()
    const token = await tokenOf('disenador@example.com')
    expect(await get(`/v3/member/front/optimize/init?productId=${productId}`, token)).toMatchObject({
      state: 200,
      data: { productId },
    })
    const image = await picture(token)
    expect(image.state).toBe(200)
    const body = { productId, notes: NOTES, images: [image.data.url], alternatives: [alternative] }
    const sent = await postJson(SUBMIT, body, token, key(2))
    expect(sent).toMatchObject({ state: 200, data: { state: 1, notes: NOTES, answer: null } })
    expect(sent.data.alternatives.map((row: { productId: number }) => row.productId)).toEqual([alternative])
    // a retry with the same key replays the first answer: one proposal
    expect((await postJson(SUBMIT, body, token, key(2))).data.optimizeId).toBe(sent.data.optimizeId)
    const list = await get('/v3/member/front/optimize/list?current=1&pageSize=10', token)
    expect(list.data.pagination.total).toBe(3) // two seeded, and this one
    expect(list.data.list[0].optimizeId).toBe(sent.data.optimizeId)

    const optimizeId = sent.data.optimizeId
    expect(await postJson(ANSWER, { optimizeId, decision: 'decline', reason: ' x ' })).toMatchObject({
      state: 255,
      msg: 'Indique el motivo (2–200 caracteres).',
    })
    const [a, b] = await Promise.all([
      postJson(ANSWER, { optimizeId, decision: 'accept', reason: 'Lo añadimos.' }),
      postJson(ANSWER, { optimizeId, decision: 'accept' }),
    ])
    expect([a.state, b.state].sort()).toEqual([200, 255])
    expect(
      (await get(`/v3/member/front/optimize/detail?optimizeId=${optimizeId}`, token)).data,
    ).toMatchObject({
      state: 2,
    })
  })

  it('never shows a member another designer’s proposal', async () => {
    const token = await tokenOf('disenador@example.com')
    const laura = db.members.findFirst((q) => q.where({ email: 'estudio.malecon@example.com' }))!
    const hers = db.optimizations.findFirst((q) => q.where({ memberId: laura.memberId }))!
    expect(await get(`/v3/member/front/optimize/detail?optimizeId=${hers.optimizeId}`, token)).toMatchObject({
      state: 255,
      msg: 'La propuesta de optimización no existe.',
    })
    const list = await get('/v3/member/front/optimize/list?current=1&pageSize=50', token)
    expect(list.data.list.map((row: { optimizeId: number }) => row.optimizeId)).not.toContain(hers.optimizeId)
  })

  it('checks the shared rules: notes length, images (own, png/jpg, ≤ 1 MB, at most 5), alternatives', async () => {
    const [productId, alternative] = twoProducts()
    const token = await tokenOf('disenador@example.com')
    const send = (body: Record<string, unknown>, n: number) =>
      postJson(SUBMIT, { productId, notes: NOTES, images: [], alternatives: [], ...body }, token, key(n))
    expect(await send({ notes: '  corto   ' }, 3)).toMatchObject({
      state: 255,
      msg: 'Describa la optimización en 10–500 caracteres.',
    })
    expect(await send({ notes: 'x'.repeat(501) }, 4)).toMatchObject({
      state: 255,
      msg: 'Describa la optimización en 10–500 caracteres.',
    })
    expect(await send({ alternatives: [productId] }, 5)).toMatchObject({
      state: 255,
      msg: 'Elija como máximo 5 alternativas distintas del producto.',
    })
    expect(await send({ alternatives: [alternative, alternative] }, 6)).toMatchObject({ state: 255 })
    expect((await picture(token, '%PDF-1.7\n')).state).toBe(255)
    expect((await picture(token, imageBytes(1024 * 1024 + 1))).state).toBe(255)
    const foreign = await picture(await tokenOf('comprador@example.com'))
    expect(await send({ images: [foreign.data.url] }, 7)).toMatchObject({
      state: 255,
      msg: 'Error al subir el archivo',
    })
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => picture(token)))
    expect(await send({ images: six.map((image) => image.data.url) }, 8)).toMatchObject({ state: 255 })
  })
})
