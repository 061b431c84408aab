// Home decoration, topics, coupon centre, industry news, static pages and FAQ (issue 4 items 1 and 6).
// Rules the real server has and this mock enforces:
// - decoration goods are listed only while on sale in an open store (same card as the goods lists);
// - unknown topic → 255 "El tema no existe."; unknown news item → 255 "La noticia no existe."; a static page
//   by exactly one of code or articleId, unknown → 255 "El artículo no existe.";
// - the coupon centre marks isReceived for the bearer's member; receiving needs a login (266), one receipt per
//   member per coupon, none once `total` is reached, and only inside the validity window (mock clock);
// - a store's coupon list (issue 16 item 4) holds the store's coupons inside their window, soonest end first.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, nextId, type CouponRecord, type DecoModuleRecord, type InformationRecord } from '../db'
import { fail, invalid, ok, okEmpty } from '../lib/envelope'
import { imageUrl } from '../lib/image-url'
import { paginate } from '../lib/paginate'
import { readBody } from '../lib/request'
import { listedGoods } from '../lib/catalogue-index'
import { storeCouponsOf } from '../lib/store-coupons'
import { goodsCardOf } from '../lib/goods-view'
import { memberOnly, visitorOrMember } from '../lib/member-only'
import { http } from './http'

type LinkItem = components['schemas']['LinkItem']
type DecoModule = components['schemas']['DecoModule']
type Coupon = components['schemas']['Coupon']
type InformationItem = components['schemas']['InformationItem']

export const TOPIC_NOT_FOUND = 'El tema no existe.'
export const COUPON_NOT_FOUND = 'El cupón no existe.'
export const COUPON_ALREADY_RECEIVED = 'Ya ha recibido este cupón.'
export const COUPON_SOLD_OUT = 'Los cupones se han agotado.'
export const COUPON_EXPIRED = 'El cupón ha caducado.'
export const STORE_NOT_FOUND = 'La tienda no existe.'
export const INFORMATION_NOT_FOUND = 'La noticia no existe.'
export const ARTICLE_NOT_FOUND = 'El artículo no existe.'
export const ARTICLE_ONE_KEY = 'Indique el código o el identificador del artículo, no ambos.'

const RECEIVE_COUPON = '/v3/promotion/front/coupon/receiveCoupon'
const RELATED_COUNT = 3
/** REFERENCE.md: the cart's store header asks for 6. */
const STORE_COUPON_PAGE = 6

type Query = { get(name: string): string | null }

/** A positive integer parameter: undefined when absent, null when malformed. */
function idParam(query: Query, name: string): number | undefined | null {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  if (!/^\d+$/.test(raw.trim())) return null
  const value = Number(raw)
  return value >= 1 && Number.isSafeInteger(value) ? value : null
}

function pageParams(query: Query): { current: number; pageSize: number } | null {
  const current = idParam(query, 'current')
  const pageSize = idParam(query, 'pageSize')
  if (current === null || pageSize === null) return null
  if (pageSize !== undefined && ![10, 20, 30, 50].includes(pageSize)) return null
  return { current: current ?? 1, pageSize: pageSize ?? 20 }
}

function moduleOut(module: DecoModuleRecord, cards: Map<number, DecoModule['goods'][number]>): DecoModule {
  const kind = module.type === 'stores' ? 'store' : 'banner'
  const items = module.items.map((item): LinkItem => {
    const out: LinkItem = {
      link_type: item.link_type,
      link_value: item.link_value,
      info: { ...item.info },
      title: item.title,
    }
    if (item.storeId !== undefined) out.storeId = item.storeId
    if (item.subtitle) out.subtitle = item.subtitle
    if (item.imageSeed > 0) out.image = imageUrl(kind, item.imageSeed, item.title)
    return out
  })
  const goods = module.goodsIds.flatMap((goodsId) => {
    const card = cards.get(goodsId)
    return card ? [card] : []
  })
  return {
    type: module.type,
    title: module.title,
    ...(module.subtitle ? { subtitle: module.subtitle } : {}),
    items,
    goods,
  }
}

function modulesOf(topicId: number): DecoModule[] {
  const cards = new Map(listedGoods().map((entry) => [entry.goods.goodsId, goodsCardOf(entry)]))
  return db.decoModules
    .findMany((q) => q.where({ topicId }))
    .sort((a, b) => a.sort - b.sort || a.moduleId - b.moduleId)
    .map((module) => moduleOut(module, cards))
}

function couponOut(coupon: CouponRecord, memberId: number | null): Coupon {
  const receipts = db.couponReceipts.findMany((q) => q.where({ couponId: coupon.couponId }))
  const store =
    coupon.storeId === null ? null : db.stores.findFirst((q) => q.where({ storeId: coupon.storeId! }))
  return {
    couponId: coupon.couponId,
    couponName: coupon.couponName,
    couponType: coupon.couponType,
    value: coupon.value,
    minAmount: coupon.minAmount,
    storeId: coupon.storeId,
    storeName: store?.storeName ?? null,
    description: coupon.description,
    effectiveStart: new Date(coupon.effectiveStart).toISOString(),
    effectiveEnd: new Date(coupon.effectiveEnd).toISOString(),
    total: coupon.total,
    received: Math.min(receipts.length, coupon.total),
    isReceived: memberId !== null && receipts.some((receipt) => receipt.memberId === memberId),
  }
}

function informationOut(row: InformationRecord): InformationItem {
  return {
    infoId: row.infoId,
    title: row.title,
    summary: row.summary,
    cover: imageUrl('banner', row.coverSeed, row.title),
    categoryName: row.categoryName,
    publishedAt: new Date(row.publishedAt).toISOString(),
  }
}

const newestFirst = (a: InformationRecord, b: InformationRecord) =>
  b.publishedAt - a.publishedAt || b.infoId - a.infoId

export const contentHandlers = [
  http.get('/v3/system/front/pcDeco/index', ({ response }) =>
    response(200).json(ok({ modules: modulesOf(0) })),
  ),

  http.get('/v3/system/front/pcDeco/topic', ({ query, response }) => {
    const topicId = idParam(query, 'topicId')
    if (topicId === undefined || topicId === null) return invalid('topicId')
    const topic = db.topics.findFirst((q) => q.where({ topicId }))
    if (!topic) return fail(TOPIC_NOT_FOUND)
    return response(200).json(
      ok({
        topicId: topic.topicId,
        title: topic.title,
        banner: imageUrl('banner', topic.bannerSeed, topic.title),
        description: topic.description,
        modules: modulesOf(topic.topicId),
      }),
    )
  }),

  http.get(
    '/v3/promotion/front/coupon/couponCenter',
    visitorOrMember(({ query, response, member }) => {
      const page = pageParams(query)
      const storeId = idParam(query, 'storeId')
      if (!page) return invalid('pageSize')
      if (storeId === null) return invalid('storeId')
      const now = clock.now()
      // coupons still valid first (soonest to end first), then the ones that ended
      const coupons = db.coupons
        .all()
        .filter((coupon) => storeId === undefined || coupon.storeId === storeId)
        .sort(
          (a, b) => Number(a.effectiveEnd < now) - Number(b.effectiveEnd < now) || a.couponId - b.couponId,
        )
      const result = paginate(coupons, page.current, page.pageSize)
      return response(200).json(
        ok({
          list: result.list.map((coupon) => couponOut(coupon, member?.memberId ?? null)),
          pagination: result.pagination,
        }),
      )
    }),
  ),

  // a store's coupons still in their window (issue 16 item 4): the product detail's chips, the cart's popover
  http.get(
    '/v3/promotion/front/coupon/storeCouponList',
    visitorOrMember(({ query, response, member }) => {
      const storeId = idParam(query, 'storeId')
      if (storeId === undefined || storeId === null) return invalid('storeId')
      const pageSize = idParam(query, 'pageSize')
      if (pageSize === null || (pageSize !== undefined && pageSize > 20)) return invalid('pageSize')
      if (!db.stores.findFirst((q) => q.where({ storeId }))) return fail(STORE_NOT_FOUND)
      const coupons = storeCouponsOf(storeId, clock.now())
      // one page of the asked size (the shared pager only knows the sizes of SPEC.md §9)
      const size = pageSize ?? STORE_COUPON_PAGE
      return response(200).json(
        ok({
          list: coupons.slice(0, size).map((coupon) => couponOut(coupon, member?.memberId ?? null)),
          pagination: { current: 1, pageSize: size, total: coupons.length },
        }),
      )
    }),
  ),

  http.post(
    RECEIVE_COUPON,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ couponId: number | string }>(request, RECEIVE_COUPON)
      if (!parsed.ok) return parsed.response
      const couponId = Number(parsed.body.couponId)
      const coupon = db.coupons.findFirst((q) => q.where({ couponId }))
      if (!coupon) return fail(COUPON_NOT_FOUND)
      const receipts = db.couponReceipts.findMany((q) => q.where({ couponId }))
      if (receipts.some((receipt) => receipt.memberId === member.memberId))
        return fail(COUPON_ALREADY_RECEIVED)
      const now = clock.now()
      if (now < coupon.effectiveStart || now > coupon.effectiveEnd) return fail(COUPON_EXPIRED)
      if (receipts.length >= coupon.total) return fail(COUPON_SOLD_OUT)
      await db.couponReceipts.create({
        receiptId: nextId('couponReceipts', 'receiptId'),
        couponId,
        memberId: member.memberId,
        receivedAt: now,
        usedAt: 0,
      })
      return response(200).json(okEmpty())
    }),
  ),

  http.get('/v3/cms/front/information/list', ({ query, response }) => {
    const page = pageParams(query)
    if (!page) return invalid('pageSize')
    const categoryName = (query.get('categoryName') ?? '').trim()
    if (categoryName.length > 50) return invalid('categoryName')
    const rows = db.information
      .all()
      .filter((row) => !categoryName || row.categoryName === categoryName)
      .sort(newestFirst)
    const result = paginate(rows, page.current, page.pageSize)
    return response(200).json(ok({ list: result.list.map(informationOut), pagination: result.pagination }))
  }),

  http.get('/v3/cms/front/information/detail', ({ query, response }) => {
    const infoId = idParam(query, 'infoId')
    if (infoId === undefined || infoId === null) return invalid('infoId')
    const row = db.information.findFirst((q) => q.where({ infoId }))
    if (!row) return fail(INFORMATION_NOT_FOUND)
    const others = db.information
      .all()
      .filter((other) => other.infoId !== row.infoId)
      .sort(newestFirst)
    // the same category first, then the newest of the others
    const related = [
      ...others.filter((other) => other.categoryName === row.categoryName),
      ...others.filter((other) => other.categoryName !== row.categoryName),
    ].slice(0, RELATED_COUNT)
    return response(200).json(
      ok({ ...informationOut(row), contentHtml: row.contentHtml, related: related.map(informationOut) }),
    )
  }),

  http.get('/v3/cms/front/article/page', ({ query, response }) => {
    const code = (query.get('code') ?? '').trim()
    const articleId = idParam(query, 'articleId')
    if (articleId === null) return invalid('articleId')
    if (code && !/^[a-z_]{3,40}$/.test(code)) return invalid('code')
    if (Boolean(code) === (articleId !== undefined)) return fail(ARTICLE_ONE_KEY)
    const page = code
      ? db.contentPages.findFirst((q) => q.where({ code }))
      : db.contentPages.findFirst((q) => q.where({ articleId: articleId! }))
    if (!page) return fail(ARTICLE_NOT_FOUND)
    return response(200).json(
      ok({
        code: page.code,
        title: page.title,
        contentHtml: page.contentHtml,
        updatedAt: new Date(page.updatedAt).toISOString(),
      }),
    )
  }),

  http.get('/v3/cms/front/article/helpList', ({ response }) =>
    response(200).json(
      ok(
        db.faqs
          .all()
          .sort((a, b) => a.faqId - b.faqId)
          .map(({ faqId, category, question, answerHtml }) => ({ faqId, category, question, answerHtml })),
      ),
    ),
  ),
]
