// Operations of the `catalogue` tag.
import { call, client } from './client'
import type { components } from './schema'

export type Category = components['schemas']['Category']

export const getTopCategories = () => call('GET', client.GET('/v3/goods/front/goods/category/topCategory'))

export type StoreSummary = components['schemas']['StoreSummary']
export type StoreListQuery = {
  current?: number
  pageSize?: 10 | 20 | 30 | 50
  keyword?: string
  isFactory?: 0 | 1
}

export const getStoreList = (query: StoreListQuery) =>
  call('GET', client.GET('/v3/seller/front/store/list', { params: { query } }))
