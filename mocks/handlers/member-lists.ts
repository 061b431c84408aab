// Member lists (tag `member`, issue 4 item 7): favourite products, followed stores and the footprint
// (viewed products). All need a login (266 otherwise). Favourites keep goods that went off shelf or whose
// store closed, marked `onSale: false`; the footprint is newest first and is deleted by ids (only the
// member's own) or by a whole day in the member's time zone (the request's `timeZone` header, SPEC.md §7).
import type { components } from '../../src/api/schema'
import { db, type GoodsRecord, type ProductRecord, type StoreRecord } from '../db'
import { fail, ok, okEmpty } from '../lib/envelope'
import { goodsImageUrl } from '../lib/image-url'
import { paginate } from '../lib/paginate'
import { unitPrice } from '../lib/pricing'
import { readBody } from '../lib/request'
import { storeSummaryOf } from '../lib/store-view'
import { dayOf, offsetMinutes } from '../lib/time-zone'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type GoodsCard = components['schemas']['GoodsCard']

const DELETE_FOOTPRINTS = '/v3/member/front/productLookLog/del'
export const FOOTPRINT_DELETE_RULE = 'Indique los registros o el día que desea borrar, pero no ambos.'

interface Listed {
  product: ProductRecord
  goods: GoodsRecord
  store: StoreRecord
}

function listed(productId: number): Listed | null {
  const product = db.products.findFirst((q) => q.where({ productId }))
  const goods = product && db.goods.findFirst((q) => q.where({ goodsId: product.goodsId }))
  const store = goods && db.stores.findFirst((q) => q.where({ storeId: goods.storeId }))
  return product && goods && store ? { product, goods, store } : null
}

/** A goods card for the product the member saved or viewed (that SKU, its lowest tier price). */
function card({ product, goods, store }: Listed): GoodsCard {
  return {
    goodsId: goods.goodsId,
    productId: product.productId,
    goodsName: goods.goodsName,
    goodsImage: goodsImageUrl(goods),
    goodsPrice: unitPrice(product, goods, Number.MAX_SAFE_INTEGER),
    marketPrice: product.marketPrice,
    minBuyNum: goods.minBuyNum,
    saleUnit: goods.saleUnit,
    storeId: store.storeId,
    storeName: store.storeName,
    stockType: goods.stockType,
    productionState: goods.productionState,
    ...(goods.arrivalAt > 0 ? { arrivalAt: new Date(goods.arrivalAt).toISOString() } : {}),
    saleNum: goods.sales,
    isNew: goods.isNew,
    origin: goods.origin,
  }
}

const pageArgs = (request: Request) => {
  const query = new URL(request.url).searchParams
  return [Number(query.get('current') ?? 1), Number(query.get('pageSize') ?? 20)] as const
}

function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

export const memberListHandlers = [
  http.get(
    '/v3/member/front/followProduct/list',
    memberOnly(({ request, response, member }) => {
      const rows = db.followProducts
        .findMany((q) => q.where({ memberId: member.memberId }))
        .sort((a, b) => b.followedAt - a.followedAt || b.followId - a.followId)
        .flatMap((follow) => {
          const found = listed(follow.productId)
          return found ? [{ follow, found }] : []
        })
      const page = paginate(rows, ...pageArgs(request))
      return response(200).json(
        ok({
          pagination: page.pagination,
          list: page.list.map(({ follow, found }) => ({
            ...card(found),
            followId: follow.followId,
            followedAt: new Date(follow.followedAt).toISOString(),
            onSale: found.goods.state === 1 && found.store.isOpen,
          })),
        }),
      )
    }),
  ),

  http.get(
    '/v3/member/front/followStore/list',
    memberOnly(({ request, response, member }) => {
      const rows = db.followStores
        .findMany((q) => q.where({ memberId: member.memberId }))
        .sort((a, b) => b.followedAt - a.followedAt || b.followId - a.followId)
        .flatMap((follow) => {
          const store = db.stores.findFirst((q) => q.where({ storeId: follow.storeId }))
          return store ? [{ follow, store }] : []
        })
      const page = paginate(rows, ...pageArgs(request))
      return response(200).json(
        ok({
          pagination: page.pagination,
          list: page.list.map(({ follow, store }) => ({
            ...storeSummaryOf(store),
            followId: follow.followId,
            followedAt: new Date(follow.followedAt).toISOString(),
            isOpen: store.isOpen,
          })),
        }),
      )
    }),
  ),

  http.get(
    '/v3/member/front/productLookLog/list',
    memberOnly(({ request, response, member }) => {
      const rows = db.footprints
        .findMany((q) => q.where({ memberId: member.memberId }))
        .sort((a, b) => b.lookedAt - a.lookedAt || b.logId - a.logId)
        .flatMap((log) => {
          const found = listed(log.productId)
          return found ? [{ log, found }] : []
        })
      const page = paginate(rows, ...pageArgs(request))
      return response(200).json(
        ok({
          pagination: page.pagination,
          list: page.list.map(({ log, found }) => ({
            ...card(found),
            logId: log.logId,
            lookedAt: new Date(log.lookedAt).toISOString(),
          })),
        }),
      )
    }),
  ),

  http.post(
    DELETE_FOOTPRINTS,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ logIds?: string; day?: string }>(request, DELETE_FOOTPRINTS)
      if (!parsed.ok) return response.untyped(parsed.response)
      const { logIds, day } = parsed.body
      if (Boolean(logIds) === Boolean(day)) return response.untyped(fail(FOOTPRINT_DELETE_RULE))
      const own = db.footprints.findMany((q) => q.where({ memberId: member.memberId }))
      let doomed: typeof own
      if (logIds) {
        const ids = new Set(logIds.split(',').map(Number))
        doomed = own.filter((log) => ids.has(log.logId))
      } else {
        if (!day || !isRealDay(day))
          return response.untyped(fail('Solicitud no válida: el día no es una fecha válida.'))
        const offset = offsetMinutes(request.headers.get('timeZone'))
        doomed = own.filter((log) => dayOf(log.lookedAt, offset) === day)
      }
      for (const log of doomed) db.footprints.delete(log)
      return response(200).json(okEmpty())
    }),
  ),
]
