// The product detail and comparison handlers enforce the server's rules (every answer is also validated
// against the OpenAPI document by tests/setup.ts).
import { describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { MOCK_PASSWORD, XSS_PROBE_GOODS_ID } from '../seed'
import { GOODS_MESSAGES, parseSpecValues } from './goods-detail'

const API = 'http://api.test'

type Answer = { state: number; msg: string; data: any }

async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as Answer
}

async function post(
  path: string,
  body: Record<string, string | number>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
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

const openStoreIds = () => new Set(db.stores.findMany((q) => q.where({ isOpen: true })).map((s) => s.storeId))
const onSaleGoods = () => db.goods.all().filter((g) => g.state === 1 && openStoreIds().has(g.storeId))
const skusOf = (goodsId: number) => db.products.findMany((q) => q.where({ goodsId }))
const multiSkuGoods = () => onSaleGoods().find((g) => skusOf(g.goodsId).length >= 3)!

describe('getGoodsDetail', () => {
  it('answers a goods by one of its SKUs, with that SKU as the default', async () => {
    const goods = multiSkuGoods()
    const sku = skusOf(goods.goodsId)[1]!
    const { state, data } = await get(`/v3/goods/front/goods/details?productId=${sku.productId}`)
    expect(state).toBe(200)
    expect(data).toMatchObject({ goodsId: goods.goodsId, goodsName: goods.goodsName, state: 1 })
    expect(data.defaultProductId).toBe(sku.productId)
    expect(data.skus).toHaveLength(skusOf(goods.goodsId).length)
    expect(data.categoryPath.map((c: { grade: number }) => c.grade)).toEqual([1, 2, 3])
  })

  it('answers a goods by goodsId with a default SKU that has stock when one does', async () => {
    const goods = multiSkuGoods()
    const { data } = await get(`/v3/goods/front/goods/details?goodsId=${goods.goodsId}`)
    const chosen = data.skus.find((sku: { productId: number }) => sku.productId === data.defaultProductId)
    expect(chosen).toBeDefined()
    if (data.skus.some((sku: { stock: number }) => sku.stock > 0)) expect(chosen.stock).toBeGreaterThan(0)
  })

  it('parses each SKU spec values into named options', async () => {
    const goods = multiSkuGoods()
    const { data } = await get(`/v3/goods/front/goods/details?goodsId=${goods.goodsId}`)
    for (const sku of data.skus) {
      expect(sku.options.length).toBeGreaterThanOrEqual(1)
      expect(
        sku.options.map((o: { name: string; value: string }) => `${o.name}: ${o.value}`).join(' · '),
      ).toBe(sku.specValues)
    }
    expect(parseSpecValues('Diámetro: 8 mm x 12 m · Acabado: Negro')).toEqual([
      { name: 'Diámetro', value: '8 mm x 12 m' },
      { name: 'Acabado', value: 'Negro' },
    ])
  })

  it('draws 3 to 5 different images of the goods', async () => {
    for (const goods of onSaleGoods().slice(0, 3)) {
      const { data } = await get(`/v3/goods/front/goods/details?goodsId=${goods.goodsId}`)
      expect(data.images.length).toBeGreaterThanOrEqual(3)
      expect(data.images.length).toBeLessThanOrEqual(5)
      expect(new Set(data.images).size).toBe(data.images.length)
      for (const image of data.images)
        expect(image).toMatch(/^\/mock-images\/goods\/\d+\.svg\?motif=\w+&label=/)
    }
  })

  it('answers 255 "El producto no existe." for an unknown or malformed id, or ids that disagree', async () => {
    const unknown = { state: 255, msg: GOODS_MESSAGES.unknownProduct }
    expect(await get('/v3/goods/front/goods/details?productId=999999')).toMatchObject(unknown)
    expect(await get('/v3/goods/front/goods/details?goodsId=999999')).toMatchObject(unknown)
    expect(await get('/v3/goods/front/goods/details?productId=abc')).toMatchObject(unknown)
    const goods = multiSkuGoods()
    const other = onSaleGoods().find((g) => g.goodsId !== goods.goodsId)!
    const sku = skusOf(goods.goodsId)[0]!
    expect(
      await get(`/v3/goods/front/goods/details?productId=${sku.productId}&goodsId=${other.goodsId}`),
    ).toMatchObject(unknown)
  })

  it('answers 255 when neither productId nor goodsId is given', async () => {
    expect(await get('/v3/goods/front/goods/details')).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.missingId,
    })
  })

  it('answers 257 "El proveedor no existe o está cerrado." for goods of a closed store', async () => {
    // the seeded closed store sells nothing: close the store of some goods for this test
    const goods = multiSkuGoods()
    const setOpen = (isOpen: boolean) =>
      db.stores.update((q) => q.where({ storeId: goods.storeId }), {
        data(store) {
          store.isOpen = isOpen
        },
      })
    await setOpen(false)
    try {
      expect(await get(`/v3/goods/front/goods/details?goodsId=${goods.goodsId}`)).toMatchObject({
        state: 257,
        msg: 'El proveedor no existe o está cerrado.',
      })
    } finally {
      await setOpen(true)
    }
  })

  it('answers off-shelf goods with state 0 data', async () => {
    const goods = db.goods.all().find((g) => g.state === 0 && openStoreIds().has(g.storeId))!
    const { state, data } = await get(`/v3/goods/front/goods/details?goodsId=${goods.goodsId}`)
    expect(state).toBe(200)
    expect(data.state).toBe(0)
  })

  it('keeps the probe script of goods 17 in detailHtml: the client must sanitise it', async () => {
    const { data } = await get(`/v3/goods/front/goods/details?goodsId=${XSS_PROBE_GOODS_ID}`)
    expect(data.detailHtml).toContain('<script>')
  })

  it('tells a member whether the goods is a favourite and the store followed; a visitor never', async () => {
    const goods = multiSkuGoods()
    const sku = skusOf(goods.goodsId)[2]!
    const token = await tokenOf('comprador@example.com')
    const path = `/v3/goods/front/goods/details?goodsId=${goods.goodsId}`
    expect((await get(path, token)).data).toMatchObject({ isFavourite: false, store: { isFollowing: false } })
    await post('/v3/member/front/followProduct/edit', { productIds: sku.productId, isCollect: 1 }, token)
    await post('/v3/member/front/followStore/edit', { storeIds: goods.storeId, isCollect: 1 }, token)
    expect((await get(path, token)).data).toMatchObject({ isFavourite: true, store: { isFollowing: true } })
    expect((await get(path)).data).toMatchObject({ isFavourite: false, store: { isFollowing: false } })
    const other = await tokenOf('personal@example.com')
    expect((await get(path, other)).data).toMatchObject({ isFavourite: false, store: { isFollowing: false } })
  })

  it('summarises the reviews of the goods', async () => {
    const goodsId = db.reviews.all()[0]!.goodsId
    const reviews = db.reviews.findMany((q) => q.where({ goodsId }))
    const { data } = await get(`/v3/goods/front/goods/details?goodsId=${goodsId}`)
    const avg = reviews.reduce((sum, r) => sum + r.score, 0) / reviews.length
    expect(data.review.total).toBe(reviews.length)
    expect(data.review.avgScore).toBeCloseTo(avg, 1)
    expect(data.review.withPhotos).toBe(reviews.filter((r) => r.imageSeeds.length > 0).length)
  })
})

describe('getGoodsComments', () => {
  const busiest = () => {
    const counts = new Map<number, number>()
    for (const review of db.reviews.all()) counts.set(review.goodsId, (counts.get(review.goodsId) ?? 0) + 1)
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0]
  }

  it('pages the reviews, newest first, with the summary of all of them', async () => {
    const goodsId = busiest()
    const all = db.reviews.findMany((q) => q.where({ goodsId }))
    const { state, data } = await get(
      `/v3/goods/front/goods/comment?goodsId=${goodsId}&pageSize=10&current=1`,
    )
    expect(state).toBe(200)
    expect(data.pagination).toEqual({ current: 1, pageSize: 10, total: all.length })
    expect(data.list.length).toBe(Math.min(10, all.length))
    const dates = data.list.map((r: { createdAt: string }) => Date.parse(r.createdAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(data.summary.total).toBe(all.length)
    expect(data.summary.good + data.summary.medium + data.summary.bad).toBe(all.length)
  })

  it.each([
    ['photos', (r: { images: string[] }) => r.images.length > 0],
    ['good', (r: { score: number }) => r.score >= 4],
    ['medium', (r: { score: number }) => r.score === 3],
    ['bad', (r: { score: number }) => r.score <= 2],
  ] as const)('filters the reviews by %s', async (type, test) => {
    const goodsId = busiest()
    const { data } = await get(`/v3/goods/front/goods/comment?goodsId=${goodsId}&type=${type}&pageSize=50`)
    for (const review of data.list) expect(test(review as never)).toBe(true)
    const expected = { photos: 'withPhotos', good: 'good', medium: 'medium', bad: 'bad' }[type]
    expect(data.pagination.total).toBe(data.summary[expected])
  })

  it('answers an empty page for goods without reviews', async () => {
    const reviewed = new Set(db.reviews.all().map((r) => r.goodsId))
    const goods = onSaleGoods().find((g) => !reviewed.has(g.goodsId))!
    const { data } = await get(`/v3/goods/front/goods/comment?goodsId=${goods.goodsId}`)
    expect(data.list).toEqual([])
    expect(data.summary).toMatchObject({ total: 0, avgScore: 0 })
  })

  it('answers 255 for unknown goods and an unknown filter', async () => {
    expect(await get('/v3/goods/front/goods/comment?goodsId=999999')).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.unknownProduct,
    })
    expect(await get(`/v3/goods/front/goods/comment?goodsId=${busiest()}&type=toString`)).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.badFilter,
    })
  })
})

describe('getContrast', () => {
  const productIds = () =>
    onSaleGoods()
      .slice(0, 5)
      .map((g) => skusOf(g.goodsId)[0]!.productId)

  it('answers one row per product, in the order asked, with its attributes', async () => {
    const ids = productIds().slice(0, 3)
    const { state, data } = await get(`/v3/goods/front/goods/contrast?productIds=${ids.join(',')}`)
    expect(state).toBe(200)
    expect(data.map((row: { id: number }) => row.id)).toEqual(ids)
    for (const row of data) {
      expect(row.kind).toBe('product')
      expect(row.attributes.length).toBeGreaterThan(0)
    }
  })

  it('answers series rows with the data of the first goods of each series', async () => {
    const series = db.series
      .all()
      .filter((s) => db.goods.findMany((q) => q.where({ seriesId: s.seriesId })).length)
    const ids = series.slice(0, 2).map((s) => s.seriesId)
    const { data } = await get(`/v3/goods/front/goods/contrast?seriesIds=${ids.join(',')}`)
    expect(
      data.map((row: { kind: string; id: number; name: string }) => [row.kind, row.id, row.name]),
    ).toEqual(series.slice(0, 2).map((s) => ['series', s.seriesId, s.seriesName]))
    const goods = db.goods
      .findMany((q) => q.where({ seriesId: ids[0]! }))
      .sort((a, b) => b.state - a.state || a.goodsId - b.goodsId)[0]!
    expect(data[0].categoryId).toBe(goods.categoryId)
  })

  it('refuses a fifth item with "La comparación está llena (máximo 4)"', async () => {
    expect(await get(`/v3/goods/front/goods/contrast?productIds=${productIds().join(',')}`)).toMatchObject({
      state: 255,
      msg: 'La comparación está llena (máximo 4)',
    })
  })

  it('refuses mixing products and series, and an empty or malformed list', async () => {
    expect(await get('/v3/goods/front/goods/contrast?productIds=1&seriesIds=2')).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.contrastMixed,
    })
    expect(await get('/v3/goods/front/goods/contrast')).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.contrastEmpty,
    })
    expect(await get('/v3/goods/front/goods/contrast?productIds=1,,x')).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.badIds,
    })
  })

  it('answers 255 for an unknown product or series', async () => {
    expect(await get('/v3/goods/front/goods/contrast?productIds=999999')).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.unknownProduct,
    })
    expect(await get('/v3/goods/front/goods/contrast?seriesIds=999999')).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.unknownSeries,
    })
  })
})

describe('editFollowProduct and editFollowStore', () => {
  it('need a login (266 without a token)', async () => {
    expect(await post('/v3/member/front/followProduct/edit', { productIds: 1, isCollect: 1 })).toMatchObject({
      state: 266,
    })
    expect(await post('/v3/member/front/followStore/edit', { storeIds: 1, isCollect: 1 })).toMatchObject({
      state: 266,
    })
  })

  it('add and remove favourite products idempotently', async () => {
    const token = await tokenOf('comprador@example.com')
    const count = () => db.followProducts.findMany((q) => q.where({ memberId: 1 })).length
    const before = count()
    const path = '/v3/member/front/followProduct/edit'
    expect(await post(path, { productIds: '3,4', isCollect: 1 }, token)).toMatchObject({ state: 200 })
    expect(await post(path, { productIds: '3,4', isCollect: 1 }, token)).toMatchObject({ state: 200 })
    expect(count()).toBe(before + 2)
    expect(await post(path, { productIds: '3', isCollect: 0 }, token)).toMatchObject({ state: 200 })
    expect(await post(path, { productIds: '3', isCollect: 0 }, token)).toMatchObject({ state: 200 })
    expect(count()).toBe(before + 1)
  })

  it('follow and unfollow stores idempotently', async () => {
    const token = await tokenOf('comprador@example.com')
    const storeId = [...openStoreIds()][0]!
    const count = () => db.followStores.findMany((q) => q.where({ memberId: 1, storeId })).length
    const path = '/v3/member/front/followStore/edit'
    await post(path, { storeIds: storeId, isCollect: 1 }, token)
    await post(path, { storeIds: storeId, isCollect: 1 }, token)
    expect(count()).toBe(1)
    await post(path, { storeIds: storeId, isCollect: 0 }, token)
    await post(path, { storeIds: storeId, isCollect: 0 }, token)
    expect(count()).toBe(0)
  })

  it('answer 255 for unknown ids and leave nothing half done', async () => {
    const token = await tokenOf('comprador@example.com')
    const before = db.followProducts.count()
    expect(
      await post('/v3/member/front/followProduct/edit', { productIds: '5,999999', isCollect: 1 }, token),
    ).toMatchObject({ state: 255, msg: GOODS_MESSAGES.unknownProduct })
    expect(db.followProducts.count()).toBe(before)
    expect(
      await post('/v3/member/front/followStore/edit', { storeIds: '999999', isCollect: 1 }, token),
    ).toMatchObject({ state: 255, msg: GOODS_MESSAGES.unknownStore })
  })

  it('refuse following a closed store (257) but let it be unfollowed', async () => {
    const token = await tokenOf('comprador@example.com')
    const closed = db.stores.findFirst((q) => q.where({ isOpen: false }))!
    const path = '/v3/member/front/followStore/edit'
    expect(await post(path, { storeIds: closed.storeId, isCollect: 1 }, token)).toMatchObject({
      state: 257,
      msg: GOODS_MESSAGES.storeClosed,
    })
    expect(await post(path, { storeIds: closed.storeId, isCollect: 0 }, token)).toMatchObject({ state: 200 })
  })

  it('answer 255 for a malformed body', async () => {
    const token = await tokenOf('comprador@example.com')
    const answer = await post(
      '/v3/member/front/followProduct/edit',
      { productIds: 'a,b', isCollect: 1 },
      token,
    )
    expect(answer.state).toBe(255)
    const wrongFlag = await post('/v3/member/front/followStore/edit', { storeIds: '1', isCollect: 7 }, token)
    expect(wrongFlag.state).toBe(255)
  })
})

describe('addFootprint', () => {
  const path = '/v3/member/front/productLookLog/add'
  const rows = (productId: number) => db.footprints.findMany((q) => q.where({ memberId: 1, productId }))

  it('needs a login (266 without a token)', async () => {
    expect(await post(path, { productId: 1 })).toMatchObject({ state: 266 })
  })

  it('keeps one record per product and day, moving lookedAt on a second visit', async () => {
    const token = await tokenOf('comprador@example.com')
    const headers = { timeZone: 'GMT+00:00' }
    clock.reset()
    // start just after midnight UTC so that one more minute stays on the same day
    const now = Date.now()
    clock.setOffsetMs(Math.ceil(now / 86_400_000) * 86_400_000 + 60_000 - now)
    try {
      expect(await post(path, { productId: 7 }, token, headers)).toMatchObject({ state: 200 })
      const first = rows(7)[0]!.lookedAt
      clock.setOffsetMs(clock.offsetMs() + 60_000)
      await post(path, { productId: 7 }, token, headers)
      expect(rows(7)).toHaveLength(1)
      expect(rows(7)[0]!.lookedAt).toBeGreaterThan(first)
      clock.advanceHours(24)
      await post(path, { productId: 7 }, token, headers)
      expect(rows(7)).toHaveLength(2)
    } finally {
      clock.reset()
    }
  })

  it('answers 255 for an unknown product and for a malformed body', async () => {
    const token = await tokenOf('comprador@example.com')
    expect(await post(path, { productId: 999999 }, token)).toMatchObject({
      state: 255,
      msg: GOODS_MESSAGES.unknownProduct,
    })
    expect((await post(path, { productId: 'x' }, token)).state).toBe(255)
  })
})
