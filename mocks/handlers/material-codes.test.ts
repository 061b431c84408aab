// Material codes through the mock server (issue 27 item 3; SPEC.md §5, §6): only an enterprise (memberType 3)
// reads and changes them, a sub-account reads its main account's and changes them with the order right; an
// unknown SKU and a duplicate code are refused in the envelope with the form's Spanish messages; the import's
// batch is all or nothing and replays its first answer for the same Idempotency-Key. Every answer is also
// validated against the OpenAPI document by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db'
import { resetDatabase } from '../persistence'
import { get, newKey, postJson, tokenOf } from '../fixtures/checkout-fixtures'
import { SEEDED_MATERIAL_CODES } from '../seed/material-codes'
import { MATERIAL_CODE_PATHS as P } from './material-codes'

const MAIN = 'comprador@example.com'

beforeEach(async () => {
  await resetDatabase()
})

const skuCodes = () =>
  db.products
    .all()
    .slice(20, 30)
    .map((product) => product.productCode)

describe('material codes (issue 27 item 3)', () => {
  it('lists the enterprise’s seeded codes, newest first, and searches them', async () => {
    const token = await tokenOf(MAIN)
    const page = await get(`${P.list}?current=1&pageSize=10`, token)
    expect(page.state, page.msg).toBe(200)
    expect(page.data.pagination.total).toBe(SEEDED_MATERIAL_CODES)
    expect(page.data.list[0].materialCode).toBe('MAT-0012')
    expect(page.data.list[0].goodsName).not.toBe('')
    const found = await get(`${P.list}?keyword=mat-0003`, token)
    expect(found.data.list.map((row: { materialCode: string }) => row.materialCode)).toEqual(['MAT-0003'])
  })

  it('refuses a personal and a designer member (SPEC.md §6), and a visitor with 266', async () => {
    for (const email of ['personal@example.com', 'disenador@example.com']) {
      const token = await tokenOf(email)
      const answer = await get(P.list, token)
      expect(answer).toMatchObject({ state: 255, msg: 'Solo las empresas pueden usar esta función' })
      const add = await postJson(P.add, { materialCode: 'X-1', productCode: skuCodes()[0] }, token)
      expect(add.state).toBe(255)
    }
    expect((await get(P.list)).state).toBe(266)
  })

  it('adds, edits and deletes a code; an unknown SKU and a duplicate code are refused in Spanish', async () => {
    const token = await tokenOf(MAIN)
    const [sku, other] = skuCodes()
    const added = await postJson(
      P.add,
      { materialCode: ' TUB-100 ', productCode: sku, description: 'Tubo' },
      token,
    )
    expect(added.state, added.msg).toBe(200)
    expect(added.data).toMatchObject({ materialCode: 'TUB-100', productCode: sku, description: 'Tubo' })
    const unknown = await postJson(P.add, { materialCode: 'TUB-101', productCode: 'NO-EXISTE-1' }, token)
    expect(unknown).toMatchObject({ state: 255, msg: 'El código de producto «NO-EXISTE-1» no existe.' })
    const duplicate = await postJson(P.add, { materialCode: 'tub-100', productCode: other }, token)
    expect(duplicate).toMatchObject({ state: 255, msg: 'El código de material «tub-100» ya existe.' })
    const empty = await postJson(P.add, { materialCode: '  ', productCode: other }, token)
    expect(empty).toMatchObject({ state: 255, msg: 'Introduzca el código de material' })
    const spaced = await postJson(P.add, { materialCode: 'A B', productCode: other }, token)
    expect(spaced).toMatchObject({
      state: 255,
      msg: 'El código de material no puede contener espacios, comas ni punto y coma',
    })
    // the code may stay as it is; another code of the enterprise may not be taken
    const edited = await postJson(
      P.edit,
      { codeId: added.data.codeId, materialCode: 'TUB-100', productCode: other, description: '' },
      token,
    )
    expect(edited.data).toMatchObject({ productCode: other, description: '' })
    const taken = await postJson(
      P.edit,
      { codeId: added.data.codeId, materialCode: 'MAT-0001', productCode: other },
      token,
    )
    expect(taken).toMatchObject({ state: 255, msg: 'El código de material «MAT-0001» ya existe.' })
    expect((await postJson(P.del, { codeId: added.data.codeId }, token)).state).toBe(200)
    expect((await postJson(P.del, { codeId: added.data.codeId }, token)).state).toBe(200)
    expect(db.materialCodes.findMany((q) => q.where({ codeId: added.data.codeId }))).toHaveLength(0)
  })

  it('checks an import’s codes without saving anything', async () => {
    const token = await tokenOf(MAIN)
    const [sku] = skuCodes()
    const answer = await postJson(
      P.check,
      { materialCodes: ['mat-0001', 'NUEVO-1'], productCodes: [sku!.toLowerCase(), 'NO-EXISTE'] },
      token,
    )
    expect(answer.data).toEqual({
      existingMaterialCodes: ['MAT-0001'],
      knownProductCodes: [sku!.toLowerCase()],
    })
    expect(db.materialCodes.all()).toHaveLength(SEEDED_MATERIAL_CODES)
  })

  it('saves a batch once per key, and refuses a batch with one bad row whole, naming the row', async () => {
    const token = await tokenOf(MAIN)
    const skus = skuCodes()
    const rows = skus.map((productCode, i) => ({ materialCode: `IMP-${i}`, productCode, description: '' }))
    const key = newKey()
    const first = await postJson(P.batchSave, { rows }, token, { 'Idempotency-Key': key })
    expect(first).toMatchObject({ state: 200, data: { saved: rows.length } })
    const again = await postJson(P.batchSave, { rows }, token, { 'Idempotency-Key': key })
    expect(again).toMatchObject({ state: 200, data: { saved: rows.length } })
    expect(db.materialCodes.all()).toHaveLength(SEEDED_MATERIAL_CODES + rows.length)

    const bad = [
      { materialCode: 'NEW-1', productCode: skus[0]! },
      { materialCode: 'NEW-2', productCode: 'NO-EXISTE' },
    ]
    const refused = await postJson(P.batchSave, { rows: bad }, token, { 'Idempotency-Key': newKey() })
    expect(refused).toMatchObject({ state: 255, msg: 'Fila 2: El código de producto «NO-EXISTE» no existe.' })
    const repeated = await postJson(
      P.batchSave,
      { rows: [{ materialCode: 'IMP-0', productCode: skus[0]! }] },
      token,
      { 'Idempotency-Key': newKey() },
    )
    expect(repeated).toMatchObject({ state: 255, msg: 'Fila 1: El código de material «IMP-0» ya existe.' })
    expect(db.materialCodes.all()).toHaveLength(SEEDED_MATERIAL_CODES + rows.length)
    const noKey = await postJson(P.batchSave, { rows: bad.slice(0, 1) }, token)
    expect(noKey.state).toBe(255)
  })

  it('a sub-account reads its main account’s codes and changes them only with the order right', async () => {
    const sub = await tokenOf('subcuenta@example.com')
    expect((await get(P.list, sub)).data.pagination.total).toBe(SEEDED_MATERIAL_CODES)
    const added = await postJson(P.add, { materialCode: 'SUB-1', productCode: skuCodes()[0] }, sub)
    expect(added.state, added.msg).toBe(200)
    const main = db.members.findFirst((q) => q.where({ email: MAIN }))!
    expect(db.materialCodes.findFirst((q) => q.where({ codeKey: 'sub-1' }))?.memberId).toBe(main.memberId)
    // subcuenta.sinpago has no pay right but has order; strip its order right and it is refused
    const noOrder = db.members.findFirst((q) => q.where({ email: 'subcuenta.sinpago@example.com' }))!
    await db.members.update((q) => q.where({ memberId: noOrder.memberId }), {
      data: (record) => void (record.subPermissions = ['browse', 'prices']),
    })
    const refused = await postJson(
      P.add,
      { materialCode: 'SUB-2', productCode: skuCodes()[1] },
      await tokenOf('subcuenta.sinpago@example.com'),
    )
    expect(refused).toMatchObject({ state: 255, msg: 'Su subcuenta no tiene permiso para hacer pedidos.' })
  })

  it('quick order’s lookup finds an enterprise’s material code as its SKU, and only for that enterprise', async () => {
    const seeded = db.materialCodes.findFirst((q) => q.where({ codeKey: 'mat-0001' }))!
    const sku = db.products.findFirst((q) => q.where({ productId: seeded.productId }))!
    const lookup = (token?: string) => get('/v3/goods/front/goods/lookupCodes?codes=mat-0001', token)
    const mine = await lookup(await tokenOf(MAIN))
    expect(mine.data[0]).toMatchObject({
      code: 'mat-0001',
      found: true,
      materialCode: 'mat-0001',
      productCode: sku.productCode,
      productId: sku.productId,
    })
    const sub = await lookup(await tokenOf('subcuenta@example.com'))
    expect(sub.data[0]).toMatchObject({ found: true, productId: sku.productId })
    expect((await lookup(await tokenOf('moroso@example.com'))).data[0]).toEqual({
      code: 'mat-0001',
      found: false,
    })
    expect((await lookup()).data[0]).toEqual({ code: 'mat-0001', found: false })
    // a product code is still found as before, without a material code
    const direct = await get(
      `/v3/goods/front/goods/lookupCodes?codes=${sku.productCode}`,
      await tokenOf(MAIN),
    )
    expect(direct.data[0].materialCode).toBeUndefined()
  })
})
