// Member lists of the `member` tag (issue 4 item 7): favourite products, followed stores, footprint.
// Adding and removing favourites and follows is in src/api/goods-detail.ts (editFollowProduct, editFollowStore).
import { call, client, FORM, type CallOptions } from './client'
import type { components } from './schema'

export type FavouriteProduct = components['schemas']['FavouriteProduct']
export type FollowedStore = components['schemas']['FollowedStore']
export type Footprint = components['schemas']['Footprint']

export interface PageQuery {
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export const getFollowProductList = (query: PageQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/followProduct/list', { params: { query } }), options)

export const getFollowStoreList = (query: PageQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/followStore/list', { params: { query } }), options)

export const getFootprintList = (query: PageQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/productLookLog/list', { params: { query } }), options)

/** Exactly one of the two: some records, or a whole day (YYYY-MM-DD, the member's time zone). */
export type DeleteFootprints = { logIds: number[] } | { day: string }

export const deleteFootprints = (target: DeleteFootprints, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/productLookLog/del', {
      body: 'logIds' in target ? { logIds: target.logIds.join(',') } : { day: target.day },
      headers: FORM,
    }),
    options,
  )
