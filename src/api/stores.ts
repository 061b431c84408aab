// Operations of the `stores` tag (issue 4 item 5): the store home and the store's news and articles.
// The store's goods come from getGoodsList (src/api/goods.ts) with storeId; follows from src/api/goods-detail.ts.
import { call, client, type CallOptions } from './client'
import type { components } from './schema'

export type StoreDetail = components['schemas']['StoreDetail']
export type StoreNewsItem = components['schemas']['StoreNewsItem']
export type StoreNewsDetail = components['schemas']['StoreNewsDetailEnvelope']['data']
export type StoreMedia = components['schemas']['StoreMedia']
export type Certificate = components['schemas']['Certificate']
export type StoreCategory = components['schemas']['Category']
export type NewsKind = StoreNewsItem['kind']

/** Store closed or unknown (REFERENCE.md conventions, SPEC.md §8). */
export const STATE_STORE_CLOSED = 257

export const getStoreDetail = (storeId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/seller/front/store/detail', { params: { query: { storeId } } }), options)

export interface StoreNewsQuery {
  storeId: number
  kind?: NewsKind
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export const getStoreNewsList = (query: StoreNewsQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/seller/front/store/newsList', { params: { query } }), options)

export const getStoreNewsDetail = (newsId: number, options?: CallOptions) =>
  call('GET', client.GET('/v3/seller/front/store/newsDetail', { params: { query: { newsId } } }), options)
