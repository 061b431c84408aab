// Product pictures follow the category and the goods (issue 15 item 9): every seeded category has its kind of
// picture, and one goods shows one picture on every screen that reads it through the API.
import { describe, expect, it } from 'vitest'
import { db } from '../db'
import { get, postForm, tokenOf } from '../fixtures/payment-fixtures'
import { MOTIF_BY_CATEGORY } from '../images/motif-map'
import { goodsImageUrl, motifOfCategory } from './image-url'

const BUYER = 'comprador@example.com'

const categoryNamed = (name: string) => db.categories.findFirst((q) => q.where({ categoryName: name }))!
const goodsIn = (categoryName: string) =>
  db.goods.findFirst((q) => q.where({ categoryId: categoryNamed(categoryName).categoryId }))!
const motifIn = (url: string) => new URL(url, 'http://mock').searchParams.get('motif')

describe('product pictures by category', () => {
  it('knows the kind of picture of every level-3 category of the seed, and names no other category', () => {
    const leaves = db.categories
      .all()
      .filter((category) => category.grade === 3)
      .map((category) => category.categoryName)
    expect(leaves.filter((name) => !(name in MOTIF_BY_CATEGORY))).toEqual([])
    expect(Object.keys(MOTIF_BY_CATEGORY).filter((name) => !leaves.includes(name))).toEqual([])
  })

  it('draws cement as a sack and safety boots as a shoe, whatever their seed', () => {
    expect(motifIn(goodsImageUrl(goodsIn('Cemento')))).toBe('sack')
    expect(motifIn(goodsImageUrl(goodsIn('Calzado de seguridad')))).toBe('shoe')
    expect(motifIn(goodsImageUrl(goodsIn('Lavadoras')))).toBe('washer')
    expect(motifOfCategory(-1)).toBe('box')
  })

  it('serves the goods picture with its silhouette, and a box for an unknown motif', async () => {
    const cement = await (await fetch(`http://mock${goodsImageUrl(goodsIn('Cemento'))}`)).text()
    const unknown = await (await fetch('http://mock/mock-images/goods/7.svg?motif=__proto__&label=x')).text()
    const box = await (await fetch('http://mock/mock-images/goods/7.svg?motif=box&label=x')).text()
    expect(cement).toContain('<svg')
    expect(unknown).toBe(box)
  })
})

describe('one goods, one picture on every screen', () => {
  it('the detail, each SKU, the comparison, the cart, the favourites and the list card agree', async () => {
    const token = await tokenOf(BUYER)
    const goods = db.goods
      .all()
      .find(
        (row) =>
          row.state === 1 &&
          db.products.findMany((q) => q.where({ goodsId: row.goodsId })).filter((sku) => sku.stock > 0)
            .length > 1,
      )!
    const skus = db.products.findMany((q) => q.where({ goodsId: goods.goodsId }))
    const picture = goodsImageUrl(goods)

    const detail = await get(`/v3/goods/front/goods/details?productId=${skus[0]!.productId}`, token)
    expect(detail.data.images[0]).toBe(picture)
    expect(detail.data.images.slice(1).every((url: string) => motifIn(url) === motifIn(picture))).toBe(true)
    expect(new Set(detail.data.skus.map((sku: { image: string }) => sku.image))).toEqual(new Set([picture]))

    const ids = skus.map((sku) => sku.productId).join(',')
    const contrast = await get(`/v3/goods/front/goods/contrast?productIds=${ids}`, token)
    expect(contrast.state).toBe(200)
    expect(JSON.stringify(contrast.data)).toContain(JSON.stringify(picture).slice(1, -1))

    const sku = skus.find((row) => row.stock >= goods.minBuyNum)!
    expect(
      (
        await postForm(
          '/v3/business/front/cart/add',
          { productId: sku.productId, number: goods.minBuyNum },
          token,
        )
      ).state,
    ).toBe(200)
    const cart = await get('/v3/business/front/cart/cartList', token)
    const lines = cart.data.storeCartGroupList.flatMap(
      (group: { storeGoodsList: unknown[] }) => group.storeGoodsList,
    )
    expect(lines.find((line: { productId: number }) => line.productId === sku.productId).goodsImage).toBe(
      picture,
    )

    const collect = { isCollect: 1, productIds: String(sku.productId) }
    expect((await postForm('/v3/member/front/followProduct/edit', collect, token)).state).toBe(200)
    const favourites = await get('/v3/member/front/followProduct/list', token)
    const saved = favourites.data.list.find((row: { productId: number }) => row.productId === sku.productId)
    expect(saved.goodsImage).toBe(picture)

    const keyword = encodeURIComponent(goods.goodsName)
    const list = await get(
      `/v3/goods/front/goods/goodsList?storeId=${goods.storeId}&keyword=${keyword}`,
      token,
    )
    const card = list.data.list.find((row: { goodsId: number }) => row.goodsId === goods.goodsId)
    expect(card.goodsImage).toBe(picture)
  })

  it('an order line keeps the picture of its goods', async () => {
    const token = await tokenOf(BUYER)
    const orders = await get('/v3/business/front/orderInfo/list', token)
    const orderSn = orders.data.list[0].orderSn as string
    const detail = await get(`/v3/business/front/orderInfo/detail?orderSn=${orderSn}`, token)
    for (const line of detail.data.productList as { goodsId: number; goodsImage: string }[]) {
      const goods = db.goods.findFirst((q) => q.where({ goodsId: line.goodsId }))!
      expect(line.goodsImage).toBe(goodsImageUrl(goods))
    }
  })
})
