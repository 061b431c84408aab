// The store-page handlers enforce the real rules (every answer is also checked against the contract by
// tests/setup.ts).
import { describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db, nextId } from '../db'
import { MOCK_PASSWORD } from '../seed'

const API = 'http://api.test'
const CLOSED_STORE_ID = 35

async function get(path: string, token?: string) {
  const response = await fetch(`${API}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as { state: number; msg: string; data: any }
}

async function tokenOf(email: string): Promise<string> {
  const captcha = await get('/v3/captcha/common/getCaptcha')
  const body = new URLSearchParams({
    username: email,
    password: MOCK_PASSWORD,
    verifyCode: '0000',
    verifyKey: captcha.data.key,
    loginType: '1',
  })
  const response = await fetch(`${API}/v3/frontLogin/front/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
  return ((await response.json()) as { data: { access_token: string } }).data.access_token
}

const openStoreWithGoods = () =>
  db.stores
    .all()
    .find(
      (store) => store.isOpen && db.goods.findMany((q) => q.where({ storeId: store.storeId })).length > 3,
    )!

describe('store handlers', () => {
  it('answers the store home with profile, media, certificates and latest news', async () => {
    const store = openStoreWithGoods()
    const { state, data } = await get(`/v3/seller/front/store/detail?storeId=${store.storeId}`)
    expect(state).toBe(200)
    expect(data).toMatchObject({
      storeId: store.storeId,
      storeName: store.storeName,
      isOpen: true,
      isFollowing: false,
      servicePhone: store.servicePhone,
    })
    expect(data.aboutHtml).toContain('Nuestra historia')
    expect(data.videos.length).toBeGreaterThanOrEqual(1)
    expect(data.photos.length).toBeGreaterThanOrEqual(3)
    expect(data.certificates.length).toBeGreaterThanOrEqual(1)
    expect(data.latestNews.length).toBeGreaterThan(0)
    const dates = data.latestNews.map((news: { publishedAt: string }) => news.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('answers 257 "El proveedor no existe o está cerrado." for the closed store and an unknown one', async () => {
    expect(db.stores.findFirst((q) => q.where({ storeId: CLOSED_STORE_ID }))?.isOpen).toBe(false)
    for (const id of [CLOSED_STORE_ID, 99_999]) {
      expect(await get(`/v3/seller/front/store/detail?storeId=${id}`)).toMatchObject({
        state: 257,
        msg: 'El proveedor no existe o está cerrado.',
      })
    }
    expect((await get(`/v3/seller/front/store/newsList?storeId=${CLOSED_STORE_ID}`)).state).toBe(257)
  })

  it('answers a missing or malformed id with an error envelope', async () => {
    expect(await get('/v3/seller/front/store/detail')).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: el campo «storeId» es obligatorio.',
    })
    expect(await get('/v3/seller/front/store/detail?storeId=abc')).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: el campo «storeId» tiene un tipo no válido.',
    })
    expect((await get('/v3/seller/front/store/newsList?storeId=1&kind=blog')).state).toBe(255)
    expect((await get('/v3/seller/front/store/newsDetail?newsId=-3')).state).toBe(255)
  })

  it('tells a member whether they follow the store', async () => {
    const token = await tokenOf('disenador@example.com')
    const store = openStoreWithGoods()
    const member = db.members.findFirst((q) => q.where({ email: 'disenador@example.com' }))!
    expect(
      (await get(`/v3/seller/front/store/detail?storeId=${store.storeId}`, token)).data.isFollowing,
    ).toBe(false)
    await db.followStores.create({
      followId: nextId('followStores', 'followId'),
      memberId: member.memberId,
      storeId: store.storeId,
      followedAt: clock.now(),
    })
    expect(
      (await get(`/v3/seller/front/store/detail?storeId=${store.storeId}`, token)).data.isFollowing,
    ).toBe(true)
    // another member, and a visitor, do not follow it
    expect((await get(`/v3/seller/front/store/detail?storeId=${store.storeId}`)).data.isFollowing).toBe(false)
    const other = await tokenOf('personal@example.com')
    expect(
      (await get(`/v3/seller/front/store/detail?storeId=${store.storeId}`, other)).data.isFollowing,
    ).toBe(false)
  })

  it('lists as inner categories exactly the level-3 categories of on-sale goods, under their ancestors', async () => {
    const store = openStoreWithGoods()
    const { data } = await get(`/v3/seller/front/store/detail?storeId=${store.storeId}`)
    const leaves: number[] = []
    for (const level1 of data.categories) {
      expect(level1).toMatchObject({ grade: 1, pid: 0 })
      for (const level2 of level1.children) {
        expect(level2).toMatchObject({ grade: 2, pid: level1.categoryId })
        for (const level3 of level2.children) {
          expect(level3).toMatchObject({ grade: 3, pid: level2.categoryId })
          leaves.push(level3.categoryId)
        }
      }
    }
    const expected = new Set(
      db.goods
        .findMany((q) => q.where({ storeId: store.storeId, state: 1 }))
        .map((goods) => goods.categoryId),
    )
    expect(new Set(leaves)).toEqual(expected)
    expect(leaves.length).toBe(expected.size)
  })

  it('lists news and articles by kind, newest first, paginated', async () => {
    const store = openStoreWithGoods()
    const all = db.storeNews.findMany((q) => q.where({ storeId: store.storeId }))
    for (const kind of ['news', 'article'] as const) {
      const { state, data } = await get(
        `/v3/seller/front/store/newsList?storeId=${store.storeId}&kind=${kind}`,
      )
      expect(state).toBe(200)
      expect(data.pagination.total).toBe(all.filter((news) => news.kind === kind).length)
      for (const item of data.list) expect(item.kind).toBe(kind)
    }
    const firstPage = await get(`/v3/seller/front/store/newsList?storeId=${store.storeId}&pageSize=10`)
    expect(firstPage.data.pagination).toMatchObject({ current: 1, pageSize: 10, total: all.length })
    expect(firstPage.data.list.length).toBe(Math.min(10, all.length))
  })

  it('answers one news item with its HTML, and 255 "La noticia no existe." for an unknown id', async () => {
    const store = openStoreWithGoods()
    const news = db.storeNews.findFirst((q) => q.where({ storeId: store.storeId }))!
    const { state, data } = await get(`/v3/seller/front/store/newsDetail?newsId=${news.newsId}`)
    expect(state).toBe(200)
    expect(data).toMatchObject({ newsId: news.newsId, storeId: store.storeId, contentHtml: news.contentHtml })
    expect(await get('/v3/seller/front/store/newsDetail?newsId=999999')).toMatchObject({
      state: 255,
      msg: 'La noticia no existe.',
    })
    const closedNews = db.storeNews.findFirst((q) => q.where({ storeId: CLOSED_STORE_ID }))!
    expect((await get(`/v3/seller/front/store/newsDetail?newsId=${closedNews.newsId}`)).state).toBe(257)
  })
})
