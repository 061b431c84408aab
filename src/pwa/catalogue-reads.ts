// What the service worker (src/pwa/sw.ts) serves stale-while-revalidate, shared with the page, which reads the
// stamp of an answer served from the cache (src/api/offline.ts). Paths of openapi/marketplace.yaml.

/** The catalogue's reads: the same for every buyer of a kind, and safe to show from a past visit. */
export const CATALOGUE_READS = [
  '/v3/system/front/setting/getSettings',
  '/v3/system/front/pcDeco/index',
  '/v3/system/front/pcDeco/topic',
  '/v3/system/front/exchangeRate',
  '/v3/goods/front/goods/category/topCategory',
  '/v3/goods/front/goods/goodsList',
  '/v3/goods/front/goods/details',
  '/v3/goods/front/goods/recommendList',
  '/v3/goods/front/goods/goodsBrandList',
  '/v3/goods/front/goods/seriesList',
  '/v3/goods/front/goods/comment',
  '/v3/seller/front/store/list',
  '/v3/seller/front/store/detail',
  '/v3/seller/front/store/newsList',
  '/v3/seller/front/store/newsDetail',
  '/v3/cms/front/information/list',
  '/v3/cms/front/information/detail',
] as const

/** The header an answer served from the cache carries: when it was fetched (ISO 8601). */
export const CACHED_AT_HEADER = 'x-cached-at'

export const CATALOGUE_CACHE = 'catalogue'

/** The page's message to the worker at logout. */
export const CLEAR_CATALOGUE = 'CLEAR_CATALOGUE'
