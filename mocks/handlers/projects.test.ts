// Projects and frequent-purchase lists through the mock server (issue 27 item 6; SPEC.md §4, §5): a project's
// state follows its period on the mock clock; a 51-character name is refused in the envelope with the form's
// Spanish message; a create replays its first answer for the same Idempotency-Key; no member reads or changes
// another's project or list; an order's lines become a list. Every answer is also validated against the
// OpenAPI document by tests/setup.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { resetDatabase } from '../persistence'
import { get, newKey, postJson, tokenOf } from '../fixtures/checkout-fixtures'
import { SEEDED_PROJECTS } from '../seed/projects'
import { PROJECT_PATHS as P } from './projects'

const MAIN = 'comprador@example.com'
const OTHER = 'personal@example.com'

beforeEach(async () => {
  await resetDatabase()
})
afterEach(() => clock.reset())

const day = (offset: number) => new Date(clock.now() + offset * 86_400_000).toISOString().slice(0, 10)
const VALID = () => ({ name: 'Obra Miramar', description: 'Fase 1', startDate: day(-1), endDate: day(30) })

describe('projects (issue 27 item 6)', () => {
  it('lists the seeded projects with a state in each of SPEC.md §4, newest first', async () => {
    const token = await tokenOf(MAIN)
    const page = await get(`${P.list}?current=1&pageSize=10`, token)
    expect(page.state, page.msg).toBe(200)
    expect(page.data.pagination.total).toBe(SEEDED_PROJECTS.length)
    const states = Object.fromEntries(
      page.data.list.map((row: { name: string; state: string }) => [row.name, row.state]),
    )
    expect(states).toEqual({
      'Reforma Hotel Malecón': 'ended',
      'Obra Vedado': 'inProgress',
      'Ampliación almacén Mariel': 'notStarted',
    })
    const inProgress = await get(`${P.list}?state=inProgress`, token)
    expect(inProgress.data.list.map((row: { name: string }) => row.name)).toEqual(['Obra Vedado'])
  })

  it('moves a project from not started to in progress to ended as the mock clock passes its period', async () => {
    const token = await tokenOf(MAIN)
    const added = await postJson(P.add, { ...VALID(), startDate: day(2), endDate: day(3) }, token, {
      'Idempotency-Key': newKey(),
    })
    expect(added.data.state).toBe('notStarted')
    clock.advanceHours(48)
    expect((await get(`${P.detail}?projectId=${added.data.projectId}`, token)).data.state).toBe('inProgress')
    clock.advanceHours(48)
    expect((await get(`${P.detail}?projectId=${added.data.projectId}`, token)).data.state).toBe('ended')
  })

  it('refuses a 51-character name, an end before the start and a bad day in Spanish, and creates once per key', async () => {
    const token = await tokenOf(MAIN)
    const key = newKey()
    const long = await postJson(P.add, { ...VALID(), name: 'x'.repeat(51) }, token, {
      'Idempotency-Key': key,
    })
    expect(long).toMatchObject({
      state: 255,
      msg: 'El nombre del proyecto debe tener entre 1 y 50 caracteres.',
    })
    const empty = await postJson(P.add, { ...VALID(), name: '   ' }, token, { 'Idempotency-Key': newKey() })
    expect(empty.msg).toBe('El nombre del proyecto debe tener entre 1 y 50 caracteres.')
    const reversed = await postJson(P.add, { ...VALID(), endDate: day(-5) }, token, {
      'Idempotency-Key': newKey(),
    })
    expect(reversed.msg).toBe('La fecha de fin no puede ser anterior a la de inicio.')
    const badDay = await postJson(P.add, { ...VALID(), startDate: '2026-02-30' }, token, {
      'Idempotency-Key': newKey(),
    })
    expect(badDay.msg).toBe('Escriba la fecha como AAAA-MM-DD')
    const before = db.projects.all().length
    const first = await postJson(P.add, { ...VALID(), name: 'x'.repeat(50) }, token, {
      'Idempotency-Key': key,
    })
    const again = await postJson(P.add, { ...VALID(), name: 'x'.repeat(50) }, token, {
      'Idempotency-Key': key,
    })
    expect(first.state, first.msg).toBe(200)
    expect(again.data.projectId).toBe(first.data.projectId)
    expect(db.projects.all().length).toBe(before + 1)
  })

  it('edits, attaches and removes products with the purchase rules, and deletes', async () => {
    const token = await tokenOf(MAIN)
    const created = await postJson(P.add, VALID(), token, { 'Idempotency-Key': newKey() })
    const projectId = created.data.projectId
    const edited = await postJson(P.edit, { ...VALID(), projectId, name: 'Obra Miramar II' }, token)
    expect(edited.data.name).toBe('Obra Miramar II')
    const goods = db.goods.all().find((g) => g.state === 1 && g.minBuyNum > 1)!
    const product = db.products.all().find((p) => p.goodsId === goods.goodsId)!
    const below = await postJson(P.addGoods, { projectId, productId: product.productId, number: 1 }, token)
    expect(below.state).toBe(255)
    expect(below.msg).not.toBe('')
    const attached = await postJson(
      P.addGoods,
      { projectId, productId: product.productId, number: goods.minBuyNum },
      token,
    )
    expect(attached.state, attached.msg).toBe(200)
    expect(attached.data.products).toEqual([
      expect.objectContaining({ productId: product.productId, number: goods.minBuyNum }),
    ])
    const unknown = await postJson(P.addGoods, { projectId, productId: 99_999_999, number: 1 }, token)
    expect(unknown).toMatchObject({ state: 255, msg: 'El producto no existe.' })
    const removed = await postJson(P.delGoods, { projectId, productId: product.productId }, token)
    expect(removed.data.products).toEqual([])
    expect((await postJson(P.del, { projectId }, token)).state).toBe(200)
    expect((await get(`${P.detail}?projectId=${projectId}`, token)).msg).toBe('El proyecto no existe.')
  })

  it('never lets a member read or change another member’s project', async () => {
    const mine = await tokenOf(MAIN)
    const theirs = await tokenOf(OTHER)
    const other = db.projects
      .all()
      .find((p) => p.memberId !== db.members.findFirst((q) => q.where({ email: MAIN }))!.memberId)!
    expect((await get(`${P.detail}?projectId=${other.projectId}`, mine)).msg).toBe('El proyecto no existe.')
    const edit = await postJson(P.edit, { ...VALID(), projectId: other.projectId }, mine)
    expect(edit).toMatchObject({ state: 255, msg: 'El proyecto no existe.' })
    const add = await postJson(
      P.addGoods,
      { projectId: other.projectId, productId: other.products[0]!.productId, number: 1 },
      mine,
    )
    expect(add.msg).toBe('El proyecto no existe.')
    await postJson(P.del, { projectId: other.projectId }, mine)
    expect((await get(`${P.detail}?projectId=${other.projectId}`, theirs)).state).toBe(200)
    const theirList = await get(P.list, theirs)
    expect(theirList.data.list.map((row: { projectId: number }) => row.projectId)).toEqual([other.projectId])
    expect((await get(P.list)).state).toBe(266)
  })
})

describe('frequent-purchase lists (issue 27 item 6)', () => {
  it('saves an order’s lines as a list once per key, renames it and deletes it', async () => {
    const token = await tokenOf(MAIN)
    const seeded = await get(P.regularList, token)
    expect(seeded.data.list[0]).toMatchObject({ name: 'Reposición mensual' })
    expect(seeded.data.list[0].lines.length).toBeGreaterThan(1)
    const memberId = db.members.findFirst((q) => q.where({ email: MAIN }))!.memberId
    const order = db.orders.findMany((q) => q.where({ memberId }))[0]!
    const key = newKey()
    const saved = await postJson(P.regularAdd, { name: ' Pedido base ', orderSn: order.orderSn }, token, {
      'Idempotency-Key': key,
    })
    expect(saved.state, saved.msg).toBe(200)
    expect(saved.data).toMatchObject({ name: 'Pedido base', sourceOrderSn: order.orderSn })
    expect(saved.data.lines.length).toBeGreaterThan(0)
    const again = await postJson(P.regularAdd, { name: ' Pedido base ', orderSn: order.orderSn }, token, {
      'Idempotency-Key': key,
    })
    expect(again.data.listId).toBe(saved.data.listId)
    const long = await postJson(P.regularRename, { listId: saved.data.listId, name: 'y'.repeat(51) }, token)
    expect(long).toMatchObject({
      state: 255,
      msg: 'El nombre de la lista debe tener entre 1 y 50 caracteres.',
    })
    const renamed = await postJson(P.regularRename, { listId: saved.data.listId, name: 'Base' }, token)
    expect(renamed.data.name).toBe('Base')
    expect((await postJson(P.regularDel, { listId: saved.data.listId }, token)).state).toBe(200)
    expect((await get(P.regularList, token)).data.pagination.total).toBe(1)
  })

  it('refuses another member’s order and list', async () => {
    const mine = await tokenOf(MAIN)
    const theirs = await tokenOf(OTHER)
    const memberId = db.members.findFirst((q) => q.where({ email: MAIN }))!.memberId
    const order = db.orders.findMany((q) => q.where({ memberId }))[0]!
    const taken = await postJson(P.regularAdd, { name: 'Ajena', orderSn: order.orderSn }, theirs, {
      'Idempotency-Key': newKey(),
    })
    expect(taken).toMatchObject({ state: 255, msg: 'El pedido no existe.' })
    const rename = await postJson(P.regularRename, { listId: 1, name: 'Mía' }, theirs)
    expect(rename).toMatchObject({ state: 255, msg: 'La lista de compras frecuentes no existe.' })
    await postJson(P.regularDel, { listId: 1 }, theirs)
    expect((await get(P.regularList, mine)).data.pagination.total).toBe(1)
  })
})
