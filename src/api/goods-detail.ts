// Operations of the product detail and comparison screens (issue 4 items 3 and 4): detail, reviews,
// comparison rows, favourites, store follows and the footprint (catalogue and member tags).
import { call, client, FORM, type CallOptions } from './client'
import type { components } from './schema'
import { noteDetailAnswer } from './seen-prices'

export type GoodsDetail = components['schemas']['GoodsDetail']
export type Sku = components['schemas']['Sku']
export type SkuOption = components['schemas']['SkuOption']
export type StoreCard = components['schemas']['StoreCard']
export type LadderPrice = components['schemas']['LadderPrice']
export type Review = components['schemas']['Review']
export type ReviewSummary = components['schemas']['ReviewSummary']
export type ContrastRow = components['schemas']['ContrastItem']
export type ReviewFilter = 'all' | 'photos' | 'good' | 'medium' | 'bad'

export type GoodsDetailQuery = { productId: number } | { goodsId: number }

export const getGoodsDetail = (query: GoodsDetailQuery, options?: CallOptions) => {
  const pending = client.GET('/v3/goods/front/goods/details', { params: { query } })
  // the prices the page will show, as the checkout compares them (issue 26, ./seen-prices.ts)
  void pending.then(({ data, response }) => noteDetailAnswer(data, response)).catch(() => undefined)
  return call('GET', pending, options)
}

export interface GoodsCommentsQuery {
  goodsId: number
  current?: number
  pageSize?: 10 | 20 | 30 | 50
  type?: ReviewFilter
}

export const getGoodsComments = (query: GoodsCommentsQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/goods/front/goods/comment', { params: { query } }), options)

/** Exactly one of the two lists, at most 4 ids (SPEC.md §5). */
export type ContrastQuery = { productIds: number[] } | { seriesIds: number[] }

export const getContrast = (query: ContrastQuery, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/goods/front/goods/contrast', {
      params: {
        query:
          'productIds' in query
            ? { productIds: query.productIds.join(',') }
            : { seriesIds: query.seriesIds.join(',') },
      },
    }),
    options,
  )

export const editFollowProduct = (body: { productIds: number[]; isCollect: 0 | 1 }, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/followProduct/edit', {
      body: { productIds: body.productIds.join(','), isCollect: body.isCollect },
      headers: FORM,
    }),
    options,
  )

export const editFollowStore = (body: { storeIds: number[]; isCollect: 0 | 1 }, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/followStore/edit', {
      body: { storeIds: body.storeIds.join(','), isCollect: body.isCollect },
      headers: FORM,
    }),
    options,
  )

/**
 * Records the view of a product for "Historial de navegación" (/member/footprint). The page sends it in the
 * background, with keepalive, so that a buyer who leaves the product at once still finds it there.
 */
export const addFootprint = (body: { productId: number }, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/productLookLog/add', { body, headers: FORM, keepalive: true }),
    options,
  )
