// Rules of the content handlers (home decoration, topics, coupons, news, static pages, FAQ). Every answer is
// also validated against the OpenAPI document by tests/setup.ts.
import { describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { MOCK_PASSWORD } from '../seed'
import {
  EXHAUSTED_COUPON_ID,
  EXPIRED_COUPON_ID,
  RECEIVED_BY_COMPRADOR_COUPON_ID,
  TOPIC_IDS,
  XSS_PROBE_INFO_ID,
} from '../seed/content'

const API = 'http://api.test'
type Answer = { state: number; msg: string; data: any }

async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as Answer
}

async function post(path: string, body: Record<string, string | number>, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString(),
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
    loginType: 1,
  })
  return answer.data.access_token as string
}

const receive = (couponId: number | string, token?: string) =>
  post('/v3/promotion/front/coupon/receiveCoupon', { couponId }, token)

describe('content handlers', () => {
  it('serves the home decoration with banners, advantages, floors of goods cards and stores', async () => {
    const { state, data } = await get('/v3/system/front/pcDeco/index')
    expect(state).toBe(200)
    const types = data.modules.map((module: { type: string }) => module.type)
    expect(types[0]).toBe('banner')
    expect(types).toContain('advantages')
    expect(types).toContain('stores')
    const floors = data.modules.filter((module: { type: string }) => module.type === 'floor')
    expect(floors.length).toBe(10)
    for (const floor of floors) expect(floor.goods.length).toBeGreaterThan(0)
    expect(data.modules[0].items[0].image).toMatch(/^\/mock-images\/banner\//)
  })

  it('leaves a goods taken off shelf out of the floors', async () => {
    const before = await get('/v3/system/front/pcDeco/index')
    const floor = before.data.modules.find((module: { type: string }) => module.type === 'floor')
    const goodsId = floor.goods[0].goodsId as number
    const record = db.goods.findFirst((q) => q.where({ goodsId }))!
    await db.goods.update(record, { data: (row) => void (row.state = 0) })
    const after = await get('/v3/system/front/pcDeco/index')
    const sameFloor = after.data.modules.find((module: { title: string }) => module.title === floor.title)
    expect(sameFloor.goods.map((card: { goodsId: number }) => card.goodsId)).not.toContain(goodsId)
  })

  it('serves a topic with its banner and modules, and refuses an unknown or malformed topic', async () => {
    const topic = await get(`/v3/system/front/pcDeco/topic?topicId=${TOPIC_IDS.inTransit}`)
    expect(topic.data).toMatchObject({ topicId: TOPIC_IDS.inTransit, title: 'Mercancía en tránsito' })
    expect(
      topic.data.modules[0].goods.every(
        (card: { productionState: string }) => card.productionState === 'inTransit',
      ),
    ).toBe(true)
    expect(await get('/v3/system/front/pcDeco/topic?topicId=999')).toMatchObject({
      state: 255,
      msg: 'El tema no existe.',
    })
    expect((await get('/v3/system/front/pcDeco/topic?topicId=abc')).state).toBe(255)
  })

  it('marks the coupons the bearer has received, and none for a visitor', async () => {
    const visitor = await get('/v3/promotion/front/coupon/couponCenter?pageSize=50')
    expect(visitor.data.list.every((coupon: { isReceived: boolean }) => !coupon.isReceived)).toBe(true)
    const token = await tokenOf('comprador@example.com')
    const member = await get('/v3/promotion/front/coupon/couponCenter?pageSize=50', token)
    const received = member.data.list.filter((coupon: { isReceived: boolean }) => coupon.isReceived)
    const receivedIds = received.map((coupon: { couponId: number }) => coupon.couponId)
    const ownReceipts = db.couponReceipts.all().filter((receipt) => receipt.memberId === 1)
    expect(receivedIds).toContain(RECEIVED_BY_COMPRADOR_COUPON_ID)
    expect([...receivedIds].sort()).toEqual(
      [...new Set(ownReceipts.map((receipt) => receipt.couponId))]
        .filter((id) => member.data.list.some((c: { couponId: number }) => c.couponId === id))
        .sort(),
    )
    const exhausted = member.data.list.find(
      (coupon: { couponId: number }) => coupon.couponId === EXHAUSTED_COUPON_ID,
    )
    expect(exhausted.received).toBe(exhausted.total)
  })

  it('filters the coupon centre by store and refuses a page size outside the contract', async () => {
    const storeId = db.coupons.all().find((coupon) => coupon.storeId !== null)!.storeId!
    const { data } = await get(`/v3/promotion/front/coupon/couponCenter?storeId=${storeId}`)
    expect(data.list.length).toBeGreaterThan(0)
    expect(data.list.every((coupon: { storeId: number }) => coupon.storeId === storeId)).toBe(true)
    expect((await get('/v3/promotion/front/coupon/couponCenter?pageSize=7')).state).toBe(255)
  })

  it('asks a visitor to log in before receiving a coupon', async () => {
    expect((await receive(1)).state).toBe(266)
  })

  it('gives a member one coupon, then refuses a second one', async () => {
    const token = await tokenOf('personal@example.com')
    expect((await receive(4, token)).state).toBe(200)
    expect(await receive(4, token)).toMatchObject({ state: 255, msg: 'Ya ha recibido este cupón.' })
    const { data } = await get('/v3/promotion/front/coupon/couponCenter?pageSize=50', token)
    expect(data.list.find((coupon: { couponId: number }) => coupon.couponId === 4)).toMatchObject({
      isReceived: true,
      received: 1,
    })
  })

  it('refuses a coupon whose total is reached', async () => {
    const token = await tokenOf('comprador@example.com')
    expect(await receive(EXHAUSTED_COUPON_ID, token)).toMatchObject({
      state: 255,
      msg: 'Los cupones se han agotado.',
    })
  })

  it('refuses a coupon outside its validity window, before and after', async () => {
    const token = await tokenOf('comprador@example.com')
    expect(await receive(EXPIRED_COUPON_ID, token)).toMatchObject({
      state: 255,
      msg: 'El cupón ha caducado.',
    })
    const future = db.coupons.findFirst((q) => q.where({ couponId: 5 }))!
    await db.coupons.update(future, { data: (row) => void (row.effectiveStart = clock.now() + 86_400_000) })
    expect(await receive(5, token)).toMatchObject({ state: 255, msg: 'El cupón ha caducado.' })
  })

  it('refuses an unknown coupon and a malformed couponId', async () => {
    const token = await tokenOf('comprador@example.com')
    expect(await receive(999, token)).toMatchObject({ state: 255, msg: 'El cupón no existe.' })
    expect((await receive('abc', token)).state).toBe(255)
  })

  it('lists the news newest first, paginated and filtered by category', async () => {
    const page = await get('/v3/cms/front/information/list?pageSize=10&current=2')
    expect(page.data.pagination).toMatchObject({ current: 2, pageSize: 10 })
    expect(page.data.pagination.total).toBeGreaterThanOrEqual(30)
    const dates = page.data.list.map((item: { publishedAt: string }) => Date.parse(item.publishedAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const aduanas = await get(`/v3/cms/front/information/list?categoryName=${encodeURIComponent('Aduanas')}`)
    expect(aduanas.data.list.length).toBeGreaterThan(0)
    expect(aduanas.data.list.every((item: { categoryName: string }) => item.categoryName === 'Aduanas')).toBe(
      true,
    )
  })

  it('serves a news item with its HTML as stored and three related items', async () => {
    const { data } = await get(`/v3/cms/front/information/detail?infoId=${XSS_PROBE_INFO_ID}`)
    expect(data.infoId).toBe(XSS_PROBE_INFO_ID)
    expect(data.contentHtml).toContain('<script>')
    expect(data.related).toHaveLength(3)
    expect(data.related.map((item: { infoId: number }) => item.infoId)).not.toContain(XSS_PROBE_INFO_ID)
    expect(data.related[0].categoryName).toBe(data.categoryName)
  })

  it('refuses an unknown news item', async () => {
    expect(await get('/v3/cms/front/information/detail?infoId=9999')).toMatchObject({
      state: 255,
      msg: 'La noticia no existe.',
    })
  })

  it('serves a static page by code or by articleId, and needs exactly one of them', async () => {
    const byCode = await get('/v3/cms/front/article/page?code=privacy')
    expect(byCode.data).toMatchObject({ code: 'privacy', title: 'Política de privacidad' })
    const byId = await get('/v3/cms/front/article/page?articleId=1')
    expect(byId.data.code).toBe('introduce_advantage')
    expect((await get('/v3/cms/front/article/page')).state).toBe(255)
    expect((await get('/v3/cms/front/article/page?code=privacy&articleId=1')).state).toBe(255)
  })

  it('refuses an unknown static page', async () => {
    for (const query of ['code=no_existe', 'articleId=999']) {
      expect(await get(`/v3/cms/front/article/page?${query}`)).toMatchObject({
        state: 255,
        msg: 'El artículo no existe.',
      })
    }
    expect((await get('/v3/cms/front/article/page?code=Privacy1')).state).toBe(255)
  })

  it('serves the FAQ in categories', async () => {
    const { data } = await get('/v3/cms/front/article/helpList')
    expect(data.length).toBeGreaterThan(20)
    expect(new Set(data.map((faq: { category: string }) => faq.category)).size).toBe(6)
  })
})
