// Product detail and comparison (issue 4 items 3 and 4, SPEC.md §2, §5, §8): detail by SKU or goods, reviews,
// comparison rows, favourite products, followed stores and the footprint of the bearer's member.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import {
  db,
  nextId,
  type GoodsRecord,
  type MemberRecord,
  type ProductRecord,
  type ReviewRecord,
  type StoreRecord,
} from '../db'
import { fail, ok, okEmpty, STATE } from '../lib/envelope'
import { goodsImageUrl } from '../lib/image-url'
import { paginate } from '../lib/paginate'
import { readBody } from '../lib/request'
import { storeCardOf } from '../lib/store-view'
import { memberOnly, visitorOrMember } from '../lib/member-only'
import { http } from './http'

type GoodsDetail = components['schemas']['GoodsDetail']
type ContrastItem = components['schemas']['ContrastItem']
type SkuOption = components['schemas']['SkuOption']
type ReviewFilter = 'all' | 'photos' | 'good' | 'medium' | 'bad'

const FOLLOW_PRODUCT = '/v3/member/front/followProduct/edit'
const FOLLOW_STORE = '/v3/member/front/followStore/edit'
const FOOTPRINT = '/v3/member/front/productLookLog/add'
const DAY_MS = 86_400_000
/** SPEC.md §5/§9: comparison max 4. */
const CONTRAST_MAX = 4

export const GOODS_MESSAGES = {
  missingId: 'Indique el producto (productId o goodsId).',
  unknownProduct: 'El producto no existe.',
  storeClosed: 'El proveedor no existe o está cerrado.',
  unknownStore: 'La tienda no existe.',
  unknownSeries: 'La serie de productos no existe.',
  contrastFull: 'La comparación está llena (máximo 4)',
  contrastMixed: 'No se pueden comparar productos y series a la vez.',
  contrastEmpty: 'Indique los productos o las series que desea comparar.',
  badIds: 'Solicitud no válida: la lista de identificadores no es correcta.',
  badFilter: 'Solicitud no válida: el filtro de valoraciones no es correcto.',
} as const

const REVIEW_FILTERS: Record<ReviewFilter, (review: ReviewRecord) => boolean> = {
  all: () => true,
  photos: (review) => review.imageSeeds.length + (review.imageUrls?.length ?? 0) > 0,
  good: (review) => review.score >= 4,
  medium: (review) => review.score === 3,
  bad: (review) => review.score <= 2,
}

/** A positive integer query value, `null` when absent, `NaN` when malformed. */
function idParam(value: string | null): number | null {
  if (value === null || value === '') return null
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : Number.NaN
}

/** "1,2,3" → [1, 2, 3] without duplicates; null when malformed. */
function idList(value: string): number[] | null {
  if (!/^\d{1,9}(,\d{1,9})*$/.test(value)) return null
  const ids = [...new Set(value.split(',').map(Number))]
  return ids.every((id) => id > 0) ? ids : null
}

/** "Color: Rojo · Medida: 1/2" → [{name: 'Color', value: 'Rojo'}, {name: 'Medida', value: '1/2'}]. */
export function parseSpecValues(specValues: string): SkuOption[] {
  return specValues
    .split(' · ')
    .map((part) => {
      const at = part.indexOf(': ')
      return at < 0
        ? { name: '', value: part.trim() }
        : { name: part.slice(0, at).trim(), value: part.slice(at + 2).trim() }
    })
    .filter((option) => option.value !== '')
}

const productOf = (productId: number) => db.products.findFirst((q) => q.where({ productId }))
const goodsOf = (goodsId: number) => db.goods.findFirst((q) => q.where({ goodsId }))
const storeOf = (storeId: number) => db.stores.findFirst((q) => q.where({ storeId }))
const skusOf = (goodsId: number) =>
  db.products.findMany((q) => q.where({ goodsId })).sort((a, b) => a.productId - b.productId)

function categoryPath(categoryId: number): GoodsDetail['categoryPath'] {
  const path: GoodsDetail['categoryPath'] = []
  let current = db.categories.findFirst((q) => q.where({ categoryId }))
  while (current && path.length < 3) {
    path.unshift({ categoryId: current.categoryId, categoryName: current.categoryName, grade: current.grade })
    const pid = current.pid
    current = pid > 0 ? db.categories.findFirst((q) => q.where({ categoryId: pid })) : undefined
  }
  return path
}

function reviewSummary(goodsId: number) {
  const reviews = db.reviews.findMany((q) => q.where({ goodsId }))
  const total = reviews.length
  const sum = reviews.reduce((acc, review) => acc + review.score, 0)
  return {
    avgScore: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    total,
    withPhotos: reviews.filter(REVIEW_FILTERS.photos).length,
    good: reviews.filter(REVIEW_FILTERS.good).length,
    medium: reviews.filter(REVIEW_FILTERS.medium).length,
    bad: reviews.filter(REVIEW_FILTERS.bad).length,
  }
}

const storeCard = storeCardOf

/** The default SKU: the one asked for, else the first with stock, else the first. */
function defaultSku(skus: ProductRecord[], requested: ProductRecord | undefined): ProductRecord | undefined {
  return requested ?? skus.find((sku) => sku.stock > 0) ?? skus[0]
}

function detailOf(
  goods: GoodsRecord,
  store: StoreRecord,
  requested: ProductRecord | undefined,
  member: MemberRecord | null,
): GoodsDetail {
  const skus = skusOf(goods.goodsId)
  const chosen = defaultSku(skus, requested)
  const brand = db.brands.findFirst((q) => q.where({ brandId: goods.brandId }))
  const series = db.series.findFirst((q) => q.where({ seriesId: goods.seriesId }))
  const imageCount = 3 + (goods.goodsId % 3)
  const favourites = member ? db.followProducts.findMany((q) => q.where({ memberId: member.memberId })) : []
  const { avgScore, total, withPhotos } = reviewSummary(goods.goodsId)
  return {
    goodsId: goods.goodsId,
    goodsName: goods.goodsName,
    brief: goods.brief,
    brandId: goods.brandId,
    brandName: brand?.brandName ?? '',
    seriesId: goods.seriesId,
    seriesName: series?.seriesName ?? '',
    categoryPath: categoryPath(goods.categoryId),
    state: goods.state,
    stockType: goods.stockType,
    productionState: goods.productionState,
    arrivalAt: goods.arrivalAt > 0 ? new Date(goods.arrivalAt).toISOString() : null,
    origin: goods.origin,
    weightKg: goods.weightKg,
    minBuyNum: goods.minBuyNum,
    saleUnit: goods.saleUnit,
    purchaseLimit: goods.purchaseLimit,
    ladder: goods.ladder.map((tier) => ({ minQty: tier.minQty, price: tier.price })),
    detailHtml: goods.detailHtml,
    attributes: goods.attributes.map((attribute) => ({ name: attribute.name, value: attribute.value })),
    // the first view is the goods' picture everywhere; other seeds draw the same goods on other backgrounds
    images: Array.from({ length: imageCount }, (_, i) => goodsImageUrl(goods, goods.imageSeed + i * 7919)),
    skus: skus.map((sku) => ({
      productId: sku.productId,
      productCode: sku.productCode,
      specValues: sku.specValues,
      options: parseSpecValues(sku.specValues),
      price: sku.price,
      marketPrice: sku.marketPrice,
      stock: sku.stock,
      image: goodsImageUrl(goods),
    })),
    defaultProductId: chosen?.productId ?? 0,
    store: storeCard(store, member),
    saleNum: goods.sales,
    // a favourite is kept per SKU; the page shows the goods as favourite when any of its SKUs is one
    isFavourite: favourites.some((row) => skus.some((sku) => sku.productId === row.productId)),
    review: { avgScore, total, withPhotos },
  }
}

function reviewView(review: ReviewRecord, goods: GoodsRecord) {
  return {
    commentId: review.commentId,
    memberName: review.memberName,
    score: review.score,
    content: review.content,
    images: [...review.imageSeeds.map((seed) => goodsImageUrl(goods, seed)), ...(review.imageUrls ?? [])],
    specValues: review.specValues,
    createdAt: new Date(review.createdAt).toISOString(),
    ...(review.reply ? { reply: review.reply } : {}),
  }
}

function contrastOfProduct(
  product: ProductRecord,
  goods: GoodsRecord,
  kind: 'product' | 'series',
  id: number,
) {
  const store = storeOf(goods.storeId)
  const brand = db.brands.findFirst((q) => q.where({ brandId: goods.brandId }))
  const category = db.categories.findFirst((q) => q.where({ categoryId: goods.categoryId }))
  const options = parseSpecValues(product.specValues)
  const attributes = [
    ...options,
    ...goods.attributes.filter((attribute) => !options.some((option) => option.name === attribute.name)),
  ]
  const item: ContrastItem = {
    kind,
    id,
    productId: product.productId,
    name: goods.goodsName,
    image: goodsImageUrl(goods),
    price: product.price,
    minBuyNum: goods.minBuyNum,
    saleUnit: goods.saleUnit,
    stockType: goods.stockType,
    productionState: goods.productionState,
    brandName: brand?.brandName ?? '',
    storeName: store?.storeName ?? '',
    categoryId: goods.categoryId,
    categoryName: category?.categoryName ?? '',
    specValues: product.specValues,
    attributes: attributes.map((attribute) => ({ name: attribute.name, value: attribute.value })),
  }
  return item
}

/** Calendar day of a timestamp in the caller's time zone (the `timeZone` header, SPEC.md §7), else UTC. */
function dayOf(at: number, timeZone: string | null): number {
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(timeZone ?? '')
  const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0
  return Math.floor((at + offset) / DAY_MS)
}

export const goodsDetailHandlers = [
  http.get(
    '/v3/goods/front/goods/details',
    visitorOrMember(({ query, response, member }) => {
      const productId = idParam(query.get('productId'))
      const goodsId = idParam(query.get('goodsId'))
      if (productId === null && goodsId === null) return fail(GOODS_MESSAGES.missingId)
      if (Number.isNaN(productId) || Number.isNaN(goodsId)) return fail(GOODS_MESSAGES.unknownProduct)
      const product = productId !== null ? productOf(productId) : undefined
      if (productId !== null && !product) return fail(GOODS_MESSAGES.unknownProduct)
      const goods = goodsOf(product?.goodsId ?? goodsId ?? 0)
      // a productId and a goodsId that disagree name no product
      if (!goods || (goodsId !== null && product && product.goodsId !== goodsId))
        return fail(GOODS_MESSAGES.unknownProduct)
      const store = storeOf(goods.storeId)
      if (!store?.isOpen) return fail(GOODS_MESSAGES.storeClosed, STATE.storeClosed)
      return response(200).json(ok(detailOf(goods, store, product, member)))
    }),
  ),

  http.get('/v3/goods/front/goods/comment', ({ query, response }) => {
    const goodsId = idParam(query.get('goodsId'))
    const goods = typeof goodsId === 'number' && !Number.isNaN(goodsId) ? goodsOf(goodsId) : undefined
    if (!goods) return fail(GOODS_MESSAGES.unknownProduct)
    const type = (query.get('type') ?? 'all') as ReviewFilter
    const filter = REVIEW_FILTERS[type]
    if (!Object.hasOwn(REVIEW_FILTERS, type) || !filter) return fail(GOODS_MESSAGES.badFilter)
    const reviews = db.reviews
      .findMany((q) => q.where({ goodsId: goods.goodsId }))
      .filter(filter)
      .sort((a, b) => b.createdAt - a.createdAt || b.commentId - a.commentId)
    const page = paginate(reviews, Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 10))
    return response(200).json(
      ok({
        list: page.list.map((review) => reviewView(review, goods)),
        pagination: page.pagination,
        summary: reviewSummary(goods.goodsId),
      }),
    )
  }),

  http.get('/v3/goods/front/goods/contrast', ({ query, response }) => {
    const productIds = query.get('productIds')
    const seriesIds = query.get('seriesIds')
    if (productIds !== null && seriesIds !== null) return fail(GOODS_MESSAGES.contrastMixed)
    const raw = productIds ?? seriesIds
    if (raw === null || raw === '') return fail(GOODS_MESSAGES.contrastEmpty)
    const ids = idList(raw)
    if (!ids) return fail(GOODS_MESSAGES.badIds)
    if (ids.length > CONTRAST_MAX) return fail(GOODS_MESSAGES.contrastFull)
    const rows: ContrastItem[] = []
    for (const id of ids) {
      if (productIds !== null) {
        const product = productOf(id)
        const goods = product && goodsOf(product.goodsId)
        if (!product || !goods) return fail(GOODS_MESSAGES.unknownProduct)
        rows.push(contrastOfProduct(product, goods, 'product', id))
        continue
      }
      // SPEC.md §5: a series is compared through the data of its first goods
      const series = db.series.findFirst((q) => q.where({ seriesId: id }))
      const first = series
        ? db.goods
            .findMany((q) => q.where({ seriesId: id }))
            .sort((a, b) => b.state - a.state || a.goodsId - b.goodsId)[0]
        : undefined
      const sku = first && defaultSku(skusOf(first.goodsId), undefined)
      if (!series || !first || !sku) return fail(GOODS_MESSAGES.unknownSeries)
      rows.push({ ...contrastOfProduct(sku, first, 'series', id), name: series.seriesName })
    }
    return response(200).json(ok(rows))
  }),

  http.post(
    FOLLOW_PRODUCT,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ productIds: string; isCollect: number }>(request, FOLLOW_PRODUCT)
      if (!parsed.ok) return parsed.response
      const ids = idList(String(parsed.body.productIds))
      if (!ids) return fail(GOODS_MESSAGES.badIds)
      if (ids.some((id) => !productOf(id))) return fail(GOODS_MESSAGES.unknownProduct)
      for (const productId of ids) {
        const existing = db.followProducts.findFirst((q) => q.where({ memberId: member.memberId, productId }))
        if (Number(parsed.body.isCollect) === 1 && !existing) {
          await db.followProducts.create({
            followId: nextId('followProducts', 'followId'),
            memberId: member.memberId,
            productId,
            followedAt: clock.now(),
          })
        }
        if (Number(parsed.body.isCollect) === 0 && existing) db.followProducts.delete(existing)
      }
      return response(200).json(okEmpty())
    }),
  ),

  http.post(
    FOLLOW_STORE,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ storeIds: string; isCollect: number }>(request, FOLLOW_STORE)
      if (!parsed.ok) return parsed.response
      const ids = idList(String(parsed.body.storeIds))
      if (!ids) return fail(GOODS_MESSAGES.badIds)
      const stores = ids.map(storeOf)
      if (stores.some((store) => !store)) return fail(GOODS_MESSAGES.unknownStore)
      const adding = Number(parsed.body.isCollect) === 1
      // a closed store can be unfollowed, never followed
      if (adding && stores.some((store) => !store?.isOpen))
        return fail(GOODS_MESSAGES.storeClosed, STATE.storeClosed)
      for (const storeId of ids) {
        const existing = db.followStores.findFirst((q) => q.where({ memberId: member.memberId, storeId }))
        if (adding && !existing) {
          await db.followStores.create({
            followId: nextId('followStores', 'followId'),
            memberId: member.memberId,
            storeId,
            followedAt: clock.now(),
          })
        }
        if (!adding && existing) db.followStores.delete(existing)
      }
      return response(200).json(okEmpty())
    }),
  ),

  http.post(
    FOOTPRINT,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ productId: number }>(request, FOOTPRINT)
      if (!parsed.ok) return parsed.response
      const productId = Number(parsed.body.productId)
      if (!productOf(productId)) return fail(GOODS_MESSAGES.unknownProduct)
      const now = clock.now()
      const timeZone = request.headers.get('timeZone')
      // SPEC.md §2 footprint: one record per product and day; a second visit that day moves it to the top
      const sameDay = db.footprints
        .findMany((q) => q.where({ memberId: member.memberId, productId }))
        .find((row) => dayOf(row.lookedAt, timeZone) === dayOf(now, timeZone))
      if (sameDay) {
        await db.footprints.update(sameDay, {
          data(record) {
            record.lookedAt = now
          },
        })
      } else {
        await db.footprints.create({
          logId: nextId('footprints', 'logId'),
          memberId: member.memberId,
          productId,
          lookedAt: now,
        })
      }
      return response(200).json(okEmpty())
    }),
  ),
]
