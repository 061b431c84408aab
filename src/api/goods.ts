// Operations of the `catalogue` tag for goods lists, search suggestions, recommendations, brands and series
// (issue 4: goods lists, search, categories, brands, series).
import { call, client, type CallOptions } from './client'
import { KEYWORD_MAX_LENGTH } from './goods-list-values'
import type { components, operations } from './schema'

export type GoodsCard = components['schemas']['GoodsCard']
export type Facet = components['schemas']['Facet']
export type GoodsListData = components['schemas']['GoodsListData']
export type Brand = components['schemas']['Brand']
export type SeriesSummary = components['schemas']['SeriesSummary']

export type GoodsListQuery = NonNullable<operations['getGoodsList']['parameters']['query']>
export type SeriesListQuery = NonNullable<operations['getSeriesList']['parameters']['query']>
export type RecommendQueryType = operations['getRecommendList']['parameters']['query']['queryType']

/** The contract's longest keyword; longer input is cut here so that the server never refuses it. */
export { KEYWORD_MAX_LENGTH }

export const getGoodsList = (query: GoodsListQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/goods/front/goods/goodsList', { params: { query } }), options)

export const getSearchWords = (keyword: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/goods/front/goods/searchWords/list', {
      params: { query: { keyword: keyword.slice(0, KEYWORD_MAX_LENGTH) } },
    }),
    options,
  )

export const getRecommendList = (queryType: RecommendQueryType, limit?: number) =>
  call(
    'GET',
    client.GET('/v3/goods/front/goods/recommendList', {
      params: { query: { queryType, ...(limit ? { limit } : {}) } },
    }),
  )

export const getBrandList = () => call('GET', client.GET('/v3/goods/front/goods/goodsBrandList'))

export const getSeriesList = (query: SeriesListQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/goods/front/goods/seriesList', { params: { query } }), options)
