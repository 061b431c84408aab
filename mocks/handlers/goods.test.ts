// The goods list, suggestions, recommendations, brands and series of the mock backend behave like the
// server (every answer is also validated against the OpenAPI document by tests/setup.ts).
import { describe, expect, it } from 'vitest'
import { db } from '../db'
import { fold, listedGoods } from '../lib/catalogue-index'

const API = 'http://api.test'

async function get(path: string, query: Record<string, string | number> = {}, token?: string) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  const response = await fetch(`${API}${path}${search ? `?${search}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as { state: number; msg: string; data: any }
}

const list = (query: Record<string, string | number> = {}) =>
  get('/v3/goods/front/goods/goodsList', { pageSize: 50, ...query })

type Card = { goodsId: number; goodsPrice: number; saleNum: number; [key: string]: any }

async function all(query: Record<string, string | number> = {}): Promise<Card[]> {
  const first = await list(query)
  const pages = Math.ceil(first.data.pagination.total / 50)
  const cards: Card[] = [...first.data.list]
  for (let page = 2; page <= pages; page++) cards.push(...(await list({ ...query, current: page })).data.list)
  return cards
}

const goodsOf = (goodsId: number) => db.goods.findFirst((q) => q.where({ goodsId }))!

describe('getGoodsList', () => {
  it('lists only on-sale goods of open stores', async () => {
    const cards = await all()
    const closed = new Set(
      db.stores
        .all()
        .filter((store) => !store.isOpen)
        .map((store) => store.storeId),
    )
    const offShelf = db.goods.all().filter((goods) => goods.state === 0)
    expect(offShelf.length).toBeGreaterThan(0)
    expect(cards.length).toBe(listedGoods().length)
    for (const card of cards) {
      const goods = goodsOf(card.goodsId)
      expect(goods.state).toBe(1)
      expect(closed.has(goods.storeId)).toBe(false)
    }
  })

  it('prices a card at the lowest ladder price of its default SKU', async () => {
    const { data } = await list({ pageSize: 10 })
    for (const card of data.list as Card[]) {
      const goods = goodsOf(card.goodsId)
      const skus = db.products
        .findMany((q) => q.where({ goodsId: card.goodsId }))
        .sort((a, b) => a.productId - b.productId)
      const sku = skus.find((row) => row.stock > 0) ?? skus[0]!
      expect(card.productId).toBe(sku.productId)
      const base = goods.ladder[0]!.price
      const lowest = Math.min(...goods.ladder.map((tier) => tier.price))
      expect(card.goodsPrice).toBeCloseTo((sku.price * lowest) / base, 2)
    }
  })

  it('filters by a level-1, level-2 or level-3 category and by a parent id alone', async () => {
    const leaf = db.categories.findFirst((q) => q.where({ grade: 3 }))!
    const level2 = db.categories.findFirst((q) => q.where({ categoryId: leaf.pid }))!
    const level1 = db.categories.findFirst((q) => q.where({ categoryId: level2.pid }))!
    const leafCards = await all({ categoryId: leaf.categoryId, g: 3, pid: level2.categoryId })
    expect(leafCards.length).toBeGreaterThan(0)
    for (const card of leafCards) expect(goodsOf(card.goodsId).categoryId).toBe(leaf.categoryId)
    const leavesOf2 = new Set(
      db.categories.findMany((q) => q.where({ pid: level2.categoryId })).map((c) => c.categoryId),
    )
    const level2Cards = await all({ categoryId: level2.categoryId, g: 2, pid: level1.categoryId })
    for (const card of level2Cards) expect(leavesOf2.has(goodsOf(card.goodsId).categoryId)).toBe(true)
    const level1Cards = await all({ categoryId: level1.categoryId, g: 1, pid: 0 })
    expect(level1Cards.length).toBeGreaterThan(level2Cards.length)
    expect(level2Cards.length).toBeGreaterThan(leafCards.length)
    const byParent = await all({ pid: level2.categoryId })
    expect(byParent.map((c) => c.goodsId)).toEqual(level2Cards.map((c) => c.goodsId))
  })

  it('matches every word of a keyword, ignoring case and accents, in name, brand, store or attributes', async () => {
    const target = listedGoods()[0]!
    const [firstWord] = target.goods.goodsName.split(' ')
    const shouted = firstWord!.toUpperCase()
    const cards = await all({ keyword: `  ${shouted} ${target.brandName.toLowerCase()} ` })
    expect(cards.map((c) => c.goodsId)).toContain(target.goods.goodsId)
    for (const card of cards) {
      const entry = listedGoods().find((e) => e.goods.goodsId === card.goodsId)!
      expect(entry.haystack).toContain(fold(firstWord!))
      expect(entry.haystack).toContain(fold(target.brandName))
    }
    const accented = listedGoods().find((e) => /[áéíóú]/.test(e.goods.goodsName))!
    const word = accented.goods.goodsName.split(' ').find((w) => /[áéíóú]/.test(w))!
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '')
    expect((await all({ keyword: plain })).map((c) => c.goodsId)).toContain(accented.goods.goodsId)
    const byAttribute = listedGoods().find((e) => e.goods.attributes.some((a) => a.name === 'Embalaje'))!
    const value = byAttribute.goods.attributes.find((a) => a.name === 'Embalaje')!.value
    expect((await all({ keyword: value })).map((c) => c.goodsId)).toContain(byAttribute.goods.goodsId)
  })

  it('answers an empty list, not an error, for a keyword that matches nothing or holds brackets', async () => {
    const { state, data } = await list({ keyword: 'xyzzy［1］' })
    expect(state).toBe(200)
    expect(data.list).toEqual([])
    expect(data.pagination.total).toBe(0)
  })

  it('refuses a keyword longer than 100 characters', async () => {
    const answer = await list({ keyword: 'a'.repeat(101) })
    expect(answer).toMatchObject({
      state: 255,
      msg: 'La palabra clave es demasiado larga (máximo 100 caracteres).',
    })
  })

  it('filters by store, brands, goods ids, stock type and production state', async () => {
    const sample = listedGoods()[5]!
    for (const card of await all({ storeId: sample.goods.storeId }))
      expect(card.storeId).toBe(sample.goods.storeId)
    const brands = [listedGoods()[0]!.goods.brandId, listedGoods()[9]!.goods.brandId]
    const byBrand = await all({ brandIds: brands.join(',') })
    expect(byBrand.length).toBeGreaterThan(0)
    for (const card of byBrand) expect(brands).toContain(goodsOf(card.goodsId).brandId)
    const ids = listedGoods()
      .slice(0, 3)
      .map((e) => e.goods.goodsId)
    expect((await all({ goodsIds: ids.join(',') })).map((c) => c.goodsId)).toEqual(ids)
    const reserved = await all({ stockType: 'reserved' })
    expect(reserved.length).toBeGreaterThan(0)
    for (const card of reserved) expect(card.stockType).toBe('reserved')
    const transit = await all({ productionState: 'inTransit' })
    expect(transit.length).toBeGreaterThan(0)
    for (const card of transit) expect(card.productionState).toBe('inTransit')
  })

  it('filters by series and refuses an unknown series', async () => {
    const seriesId = listedGoods()[0]!.goods.seriesId
    const cards = await all({ seriesId })
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(goodsOf(card.goodsId).seriesId).toBe(seriesId)
    expect(await list({ seriesId: 99_999 })).toMatchObject({
      state: 255,
      msg: 'La serie de productos no existe.',
    })
  })

  it('filters new goods and promotion goods (market price at least 10 % above the SKU price)', async () => {
    const fresh = await all({ isNew: 1 })
    expect(fresh.length).toBeGreaterThan(0)
    for (const card of fresh) expect(card.isNew).toBe(true)
    const promotions = await all({ isPromotion: 1 })
    expect(promotions.length).toBeGreaterThan(0)
    expect(promotions.length).toBeLessThan(listedGoods().length)
    for (const card of promotions) {
      expect(card.hasPromotion).toBe(true)
      const sku = db.products.findFirst((q) => q.where({ productId: card.productId }))!
      expect(sku.marketPrice).toBeGreaterThanOrEqual(sku.price * 1.1)
    }
  })

  it('filters on the card price between the low and high bounds', async () => {
    const cards = await all({ lowPrice: 10, highPrice: 50 })
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      expect(card.goodsPrice).toBeGreaterThanOrEqual(10)
      expect(card.goodsPrice).toBeLessThanOrEqual(50)
    }
  })

  it('refuses a low price above the high price (the client swaps them before asking)', async () => {
    expect(await list({ lowPrice: 50, highPrice: 10 })).toMatchObject({
      state: 255,
      msg: 'El precio mínimo no puede ser mayor que el precio máximo.',
    })
    expect((await list({ lowPrice: 10, highPrice: 50 })).state).toBe(200)
    expect((await list({ lowPrice: 10, highPrice: 10 })).state).toBe(200)
  })

  it('refuses prices outside the contract bounds 0.01–999999 and prices that are not numbers', async () => {
    const queries: Record<string, string>[] = [
      { lowPrice: 'abc' },
      { lowPrice: '0' },
      { lowPrice: '0.001' },
      { highPrice: '-3' },
      { highPrice: '1000000' },
    ]
    for (const query of queries) {
      const [name] = Object.keys(query)
      expect(await list(query)).toMatchObject({
        state: 255,
        msg: expect.stringContaining(`el campo «${name}»`),
      })
    }
    expect((await list({ lowPrice: '0.01', highPrice: '999999' })).state).toBe(200)
  })

  it('sorts by sales, price ascending, price descending and newest', async () => {
    const query = { categoryId: listedGoods()[0]!.goods.categoryId }
    const ids = (cards: Card[]) => cards.map((c) => c.goodsId)
    const bySales = await all({ ...query, sort: 1 })
    expect(bySales.length).toBeGreaterThan(2)
    expect(bySales.map((c) => c.saleNum)).toEqual([...bySales.map((c) => c.saleNum)].sort((a, b) => b - a))
    const ascending = await all({ ...query, sort: 3 })
    expect(ascending.map((c) => c.goodsPrice)).toEqual(
      [...ascending.map((c) => c.goodsPrice)].sort((a, b) => a - b),
    )
    const descending = await all({ ...query, sort: 4 })
    expect(descending.map((c) => c.goodsPrice)).toEqual(
      [...descending.map((c) => c.goodsPrice)].sort((a, b) => b - a),
    )
    const newest = await all({ ...query, sort: 5 })
    const times = newest.map((c) => goodsOf(c.goodsId).createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const relevance = await all({ ...query, sort: 0 })
    expect(ids(relevance)).toEqual([...ids(relevance)].sort((a, b) => a - b))
    expect((await list({ sort: 6 })).state).toBe(255)
  })

  it('sorts by reviews, most reviewed first, each card telling its review count (issue 16 item 5)', async () => {
    const cards = await all({ sort: 2 })
    const counts = cards.map((card) => card.commentNum as number)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts[0]).toBeGreaterThan(0)
    const reviews = db.reviews.all().filter((review) => review.goodsId === cards[0]!.goodsId)
    expect(cards[0]!.commentNum).toBe(reviews.length)
  })

  it('lists only goods of self-run stores with isSelf=1 and refuses other values', async () => {
    const selfStores = new Set(
      db.stores
        .all()
        .filter((store) => store.isSelf)
        .map((store) => store.storeId),
    )
    const own = await all({ isSelf: 1 })
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((card) => selfStores.has(card.storeId) && card.isSelf === true)).toBe(true)
    const everything = (await list()).data.pagination.total
    expect(own.length).toBeLessThan(everything)
    expect((await list({ isSelf: 2 })).state).toBe(255)
  })

  it('counts facets on the whole filtered set, each facet ignoring its own filter', async () => {
    const categoryId = db.categories.findFirst((q) => q.where({ grade: 1 }))!.categoryId
    const { data } = await list({ categoryId, g: 1, pageSize: 10 })
    expect(data.list).toHaveLength(10)
    const total = data.pagination.total
    const sum = (facets: { count: number }[]) => facets.reduce((n, f) => n + f.count, 0)
    expect(sum(data.facets.brands)).toBe(total)
    expect(sum(data.facets.stockTypes)).toBe(total)
    expect(sum(data.facets.productionStates)).toBe(total)
    expect(data.facets.stockTypes.map((f: { label: string }) => f.label)).toEqual([
      'En existencia',
      'Por encargo',
    ])
    const brand = data.facets.brands[0]
    const narrowed = await list({ categoryId, g: 1, brandIds: brand.value })
    expect(narrowed.data.pagination.total).toBe(brand.count)
    expect(narrowed.data.facets.brands).toEqual(data.facets.brands)
    expect(sum(narrowed.data.facets.stockTypes)).toBe(brand.count)
  })

  it('answers the last page for a page beyond the last', async () => {
    const { data } = await list({ keyword: listedGoods()[0]!.brandName, pageSize: 10, current: 999 })
    const last = Math.ceil(data.pagination.total / 10)
    expect(data.pagination.current).toBe(last)
    expect(data.list.length).toBe(data.pagination.total - (last - 1) * 10)
  })

  it('refuses malformed parameters with an error envelope', async () => {
    expect((await list({ categoryId: 'abc' })).state).toBe(255)
    expect((await list({ brandIds: '1,,2' })).state).toBe(255)
    expect((await list({ stockType: 'soon' })).state).toBe(255)
    expect((await list({ isNew: 2 })).state).toBe(255)
  })
})

describe('getSearchWords', () => {
  it('suggests up to 10 goods names, brands and categories, those starting with the keyword first', async () => {
    const { state, data } = await get('/v3/goods/front/goods/searchWords/list', { keyword: 'pa' })
    expect(state).toBe(200)
    expect(data.length).toBeGreaterThan(0)
    expect(data.length).toBeLessThanOrEqual(10)
    for (const word of data as string[]) expect(fold(word)).toContain('pa')
    const firstContaining = (data as string[]).findIndex((word) => !fold(word).startsWith('pa'))
    if (firstContaining >= 0)
      for (const word of (data as string[]).slice(firstContaining))
        expect(fold(word).startsWith('pa')).toBe(false)
  })

  it('finds brands and categories too', async () => {
    const brand = db.brands.all()[0]!.brandName
    expect((await get('/v3/goods/front/goods/searchWords/list', { keyword: brand })).data).toContain(brand)
    const category = db.categories.findFirst((q) => q.where({ grade: 1 }))!.categoryName
    expect((await get('/v3/goods/front/goods/searchWords/list', { keyword: category })).data).toContain(
      category,
    )
  })

  it('answers nothing for a blank keyword and refuses one over 100 characters', async () => {
    expect((await get('/v3/goods/front/goods/searchWords/list', { keyword: '  ' })).data).toEqual([])
    expect((await get('/v3/goods/front/goods/searchWords/list', { keyword: 'x'.repeat(101) })).state).toBe(
      255,
    )
  })
})

describe('getRecommendList', () => {
  const recommend = (queryType: string, limit?: number, token?: string) =>
    get('/v3/goods/front/goods/recommendList', { queryType, ...(limit ? { limit } : {}) }, token)

  it('answers the best sellers for hot and the most recent goods for new, deterministically', async () => {
    const hot = (await recommend('hot', 8)).data as Card[]
    expect(hot).toHaveLength(8)
    expect(hot.map((c) => c.saleNum)).toEqual([...hot.map((c) => c.saleNum)].sort((a, b) => b - a))
    expect((await recommend('hot', 8)).data).toEqual(hot)
    const fresh = (await recommend('new', 5)).data as Card[]
    const times = fresh.map((c) => goodsOf(c.goodsId).createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('spreads the home picks across level-1 categories', async () => {
    const home = (await recommend('home', 6)).data as Card[]
    const categories = db.categories.all()
    const top = (categoryId: number): number => {
      const row = categories.find((c) => c.categoryId === categoryId)!
      return row.pid ? top(row.pid) : row.categoryId
    }
    const tops = new Set(home.map((c) => top(goodsOf(c.goodsId).categoryId)))
    expect(tops.size).toBe(6)
  })

  it('answers goods of the cart categories for a member with a cart and hot goods for a visitor', async () => {
    const visitor = (await recommend('cart', 5)).data as Card[]
    expect(visitor).toEqual((await recommend('hot', 5)).data)
    const token = 'goods-test-token'
    await db.sessions.create({ accessToken: token, refreshToken: 'r', memberId: 1, issuedAt: 0 })
    const lines = db.cartLines.findMany((q) => q.where({ memberId: 1 }))
    const cartGoods = lines.map(
      (line) => db.products.findFirst((q) => q.where({ productId: line.productId }))!.goodsId,
    )
    const cartCategories = new Set(cartGoods.map((id) => goodsOf(id).categoryId))
    const member = (await recommend('cart', 3, token)).data as Card[]
    expect(member.length).toBe(3)
    expect(cartCategories.has(goodsOf(member[0]!.goodsId).categoryId)).toBe(true)
    for (const card of member) expect(cartGoods).not.toContain(card.goodsId)
  })

  it('refuses an unknown query type', async () => {
    expect((await recommend('best')).state).toBe(255)
  })
})

describe('getBrandList', () => {
  it('lists every brand A–Z with its initial and its count of listed goods', async () => {
    const { data } = await get('/v3/goods/front/goods/goodsBrandList')
    expect(data).toHaveLength(db.brands.all().length)
    const names = (data as { brandName: string }[]).map((b) => b.brandName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')))
    const first = data[0]
    expect(first.initial).toBe(first.brandName.charAt(0).toUpperCase())
    expect(first.goodsCount).toBe(listedGoods().filter((e) => e.goods.brandId === first.brandId).length)
  })
})

describe('getSeriesList', () => {
  it('lists series with their first goods, filtered by brand and category', async () => {
    const { data } = await get('/v3/goods/front/goods/seriesList', { pageSize: 10 })
    expect(data.list).toHaveLength(10)
    for (const series of data.list) {
      expect(series.goods.length).toBeGreaterThan(0)
      expect(series.goods.length).toBeLessThanOrEqual(4)
      expect(series.goodsCount).toBeGreaterThanOrEqual(series.goods.length)
    }
    const brandId = data.list[0].brandId
    const byBrand = await get('/v3/goods/front/goods/seriesList', { brandId, pageSize: 50 })
    for (const series of byBrand.data.list) expect(series.brandId).toBe(brandId)
    const leaf = data.list[0].categoryId
    const level2 = db.categories.findFirst((q) => q.where({ categoryId: leaf }))!.pid
    const byCategory = await get('/v3/goods/front/goods/seriesList', { categoryId: level2, pageSize: 50 })
    expect(byCategory.data.list.map((s: { seriesId: number }) => s.seriesId)).toContain(data.list[0].seriesId)
  })

  it('answers one series by id and refuses an unknown series', async () => {
    const one = await get('/v3/goods/front/goods/seriesList', { seriesId: 3 })
    expect(one.data.list).toHaveLength(1)
    expect(one.data.list[0].seriesId).toBe(3)
    expect(await get('/v3/goods/front/goods/seriesList', { seriesId: 99_999 })).toMatchObject({
      state: 255,
      msg: 'La serie de productos no existe.',
    })
  })

  it('answers the last page for a page beyond the last', async () => {
    const { data } = await get('/v3/goods/front/goods/seriesList', { pageSize: 50, current: 999 })
    expect(data.pagination.current).toBe(Math.ceil(data.pagination.total / 50))
  })
})

describe('attribute filters', () => {
  const cement = () => {
    const category = db.categories.findFirst((q) => q.where({ categoryName: 'Cemento', grade: 3 }))!
    return category.categoryId
  }

  it('offers attribute facets once the list is narrowed, and none for the whole catalogue', async () => {
    expect((await list()).data.facets.attributes).toEqual([])
    const facets = (await list({ categoryId: cement(), g: 3 })).data.facets.attributes as {
      name: string
      values: { value: string; count: number }[]
    }[]
    expect(facets.length).toBeGreaterThan(0)
    expect(facets.length).toBeLessThanOrEqual(3)
    for (const facet of facets) expect(facet.values.length).toBeGreaterThanOrEqual(2)
  })

  it('keeps goods with any of the values of one attribute, and all of several attributes', async () => {
    const base = { categoryId: cement(), g: 3 }
    const [facet] = (await list(base)).data.facets.attributes as {
      name: string
      values: { value: string; count: number }[]
    }[]
    const [first, second] = facet!.values
    const one = await all({ ...base, attributes: `${facet!.name}=${first!.value}` })
    expect(one.length).toBe(first!.count)
    for (const card of one) {
      expect(goodsOf(card.goodsId).attributes.find((a) => a.name === facet!.name)?.value).toBe(first!.value)
    }
    const either = await all({
      ...base,
      attributes: `${facet!.name}=${first!.value}|${facet!.name}=${second!.value}`,
    })
    expect(either.length).toBe(first!.count + second!.count)
    // the facet of a chosen attribute still lists its other values, so a second one can be ticked
    const chosen = (await list({ ...base, attributes: `${facet!.name}=${first!.value}` })).data.facets
      .attributes
    expect(chosen[0].values.map((v: { value: string }) => v.value)).toContain(second!.value)
  })

  it('refuses a malformed attribute filter with a Spanish message', async () => {
    expect(await list({ attributes: 'sin-igual' })).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: el campo «attributes» no es válido.',
    })
  })
})
