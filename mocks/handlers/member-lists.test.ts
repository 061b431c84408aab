// Member lists: favourites, followed stores, footprint (the rules of each, one test per rule).
import { describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db, nextId } from '../db'
import { MOCK_EPOCH, MOCK_PASSWORD } from '../seed'
import { dayOf, offsetMinutes } from '../lib/time-zone'

const API = 'http://api.test'
const HOUR = 3_600_000

type Answer = { state: number; msg: string; data: any }

async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as Answer
}

async function post(
  path: string,
  body: Record<string, string>,
  token?: string,
  timeZone?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' }
  if (token) headers.Authorization = `Bearer ${token}`
  if (timeZone) headers.timeZone = timeZone
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(body).toString(),
  })
  return (await response.json()) as Answer
}

async function tokenOf(email: string): Promise<string> {
  const captcha = await get('/v3/captcha/common/getCaptcha')
  const answer = await post('/v3/frontLogin/front/oauth/token', {
    username: email,
    password: MOCK_PASSWORD,
    verifyCode: '0000',
    verifyKey: captcha.data.key,
    loginType: '1',
  })
  return answer.data.access_token as string
}

const memberId = (email: string) => db.members.findFirst((q) => q.where({ email }))!.memberId

async function addFootprint(member: number, productId: number, lookedAt: number) {
  const logId = nextId('footprints', 'logId')
  await db.footprints.create({ logId, memberId: member, productId, lookedAt })
  return logId
}

describe('member list handlers', () => {
  it('answer 266 to every member list without a valid login', async () => {
    for (const path of [
      '/v3/member/front/followProduct/list',
      '/v3/member/front/followStore/list',
      '/v3/member/front/productLookLog/list',
    ]) {
      expect((await get(path)).state).toBe(266)
      expect((await get(path, 'forged')).state).toBe(266)
    }
    expect((await post('/v3/member/front/productLookLog/del', { logIds: '1' })).state).toBe(266)
  })

  it('lists favourite products newest first and marks off-shelf ones with onSale false', async () => {
    const token = await tokenOf('personal@example.com')
    const member = memberId('personal@example.com')
    const offShelf = db.goods.findFirst((q) => q.where({ state: 0 }))!
    const onShelf = db.goods.all().find((goods) => goods.state === 1 && goods.storeId !== 35)!
    const productOf = (goodsId: number) => db.products.findFirst((q) => q.where({ goodsId }))!.productId
    await db.followProducts.create({
      followId: nextId('followProducts', 'followId'),
      memberId: member,
      productId: productOf(offShelf.goodsId),
      followedAt: MOCK_EPOCH - HOUR,
    })
    await db.followProducts.create({
      followId: nextId('followProducts', 'followId'),
      memberId: member,
      productId: productOf(onShelf.goodsId),
      followedAt: MOCK_EPOCH,
    })
    const { state, data } = await get('/v3/member/front/followProduct/list', token)
    expect(state).toBe(200)
    expect(data.pagination.total).toBe(2)
    expect(data.list.map((row: { goodsId: number }) => row.goodsId)).toEqual([
      onShelf.goodsId,
      offShelf.goodsId,
    ])
    expect(data.list[0].onSale).toBe(true)
    expect(data.list[1].onSale).toBe(false)
    // another member sees none of them
    const other = await tokenOf('disenador@example.com')
    expect((await get('/v3/member/front/followProduct/list', other)).data.pagination.total).toBe(0)
  })

  it('lists followed stores, including a closed one marked isOpen false', async () => {
    const token = await tokenOf('moroso@example.com')
    const member = memberId('moroso@example.com')
    for (const storeId of [3, 35]) {
      await db.followStores.create({
        followId: nextId('followStores', 'followId'),
        memberId: member,
        storeId,
        followedAt: MOCK_EPOCH + storeId,
      })
    }
    const { data } = await get('/v3/member/front/followStore/list?pageSize=10', token)
    expect(data.pagination).toMatchObject({ current: 1, pageSize: 10, total: 2 })
    expect(data.list.map((row: { storeId: number; isOpen: boolean }) => [row.storeId, row.isOpen])).toEqual([
      [35, false],
      [3, true],
    ])
  })

  it('lists the footprint newest first, paginated', async () => {
    const token = await tokenOf('comprador@example.com')
    const member = memberId('comprador@example.com')
    const now = clock.now()
    for (let i = 0; i < 12; i++) await addFootprint(member, i + 1, now - i * HOUR)
    const first = await get('/v3/member/front/productLookLog/list?pageSize=10', token)
    expect(first.data.pagination.total).toBe(12)
    const times = first.data.list.map((row: { lookedAt: string }) => Date.parse(row.lookedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const second = await get('/v3/member/front/productLookLog/list?pageSize=10&current=2', token)
    expect(second.data.list.length).toBe(2)
  })

  it('deletes footprints by ids, ignoring ids of another member', async () => {
    const token = await tokenOf('disenador@example.com')
    const mine = await addFootprint(memberId('disenador@example.com'), 5, clock.now())
    const theirs = await addFootprint(memberId('personal@example.com'), 6, clock.now())
    const answer = await post('/v3/member/front/productLookLog/del', { logIds: `${mine},${theirs}` }, token)
    expect(answer.state).toBe(200)
    expect(db.footprints.findFirst((q) => q.where({ logId: mine }))).toBeUndefined()
    expect(db.footprints.findFirst((q) => q.where({ logId: theirs }))).toBeDefined()
  })

  it("deletes a whole day in the member's time zone from the timeZone header", async () => {
    const personal = await tokenOf('personal@example.com')
    const member = memberId('personal@example.com')
    // 2026-03-10 03:00 UTC is still 2026-03-09 in Havana (GMT-05:00)
    const lateEvening = Date.UTC(2026, 2, 10, 3)
    const nextMorning = Date.UTC(2026, 2, 10, 15)
    const a = await addFootprint(member, 7, lateEvening)
    const b = await addFootprint(member, 8, nextMorning)
    expect(
      (await post('/v3/member/front/productLookLog/del', { day: '2026-03-09' }, personal, 'GMT-05:00')).state,
    ).toBe(200)
    expect(db.footprints.findFirst((q) => q.where({ logId: a }))).toBeUndefined()
    expect(db.footprints.findFirst((q) => q.where({ logId: b }))).toBeDefined()
    // in UTC the second one is on the 10th
    await post('/v3/member/front/productLookLog/del', { day: '2026-03-10' }, personal, 'GMT+00:00')
    expect(db.footprints.findFirst((q) => q.where({ logId: b }))).toBeUndefined()
  })

  it('refuses a delete with both logIds and day, or with neither, and a day that is not a date', async () => {
    const token = await tokenOf('comprador@example.com')
    const rule = 'Indique los registros o el día que desea borrar, pero no ambos.'
    expect(await post('/v3/member/front/productLookLog/del', {}, token)).toMatchObject({
      state: 255,
      msg: rule,
    })
    expect(
      await post('/v3/member/front/productLookLog/del', { logIds: '1', day: '2026-10-01' }, token),
    ).toMatchObject({ state: 255, msg: rule })
    expect((await post('/v3/member/front/productLookLog/del', { day: '2026-02-30' }, token)).state).toBe(255)
    expect((await post('/v3/member/front/productLookLog/del', { logIds: '1,x' }, token)).state).toBe(255)
  })

  it('reads the GMT offset header and falls back to UTC', () => {
    expect(offsetMinutes('GMT-05:00')).toBe(-300)
    expect(offsetMinutes('GMT+05:30')).toBe(330)
    expect(offsetMinutes(null)).toBe(0)
    expect(offsetMinutes('Europe/Madrid')).toBe(0)
    expect(dayOf(Date.UTC(2026, 0, 1, 2), -300)).toBe('2025-12-31')
  })
})
