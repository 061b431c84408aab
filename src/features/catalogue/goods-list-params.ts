// The URL of /goods/list, /goods/new and /discount (issue 4; SPEC.md §2, §5): every filter, the sort and the
// pager live in the query string. Pure, shared by the loader (which turns it into a getGoodsList query) and
// the route (which writes it back): the loader's chunk stays free of the view (issue 14 item 3).
import type { GoodsListQuery } from '../../api/goods'
import { GOODS_SORTS, KEYWORD_MAX_LENGTH, PRODUCTION_STATES, STOCK_TYPES } from '../../api/goods-list-values'
import { normalizePriceRange } from '../../schemas/price-range'

export type ListMode = 'all' | 'new' | 'discount'
/** The sorts of REFERENCE.md §7 (2: reviews, issue 16 item 5); the view names each one. */
export const SORT_VALUES = GOODS_SORTS
export type SortValue = (typeof SORT_VALUES)[number]

export interface CategoryNode {
  categoryId: number
  categoryName: string
  grade: number
  pid: number
}

/** The list of a category (the category page and the list's own links lead here). */
export const categoryHref = (category: CategoryNode) =>
  `/goods/list?categoryId=${category.categoryId}&g=${category.grade}&pid=${category.pid}`

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]

/** The URL parameters this screen owns; "clear all filters" removes exactly these. */
export const LIST_PARAMS = [
  'categoryId',
  'g',
  'pid',
  'keyword',
  'brandIds',
  'seriesId',
  'storeId',
  'goodsIds',
  'stockType',
  'productionState',
  'attributes',
  'lowPrice',
  'highPrice',
  'isSelf',
  'sort',
  'page',
  'limit',
] as const

const positiveInt = (raw: string | null, min = 1): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined
  const value = Number(raw)
  return value >= min ? value : undefined
}

const idList = (raw: string | null): number[] =>
  [...new Set((raw ?? '').split(',').map((part) => positiveInt(part)))].filter(
    (id): id is number => id !== undefined,
  )

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw)
}

export interface ListState {
  mode: ListMode
  query: GoodsListQuery & { current: number; pageSize: Size; sort: SortValue }
  keywordTruncated: boolean
  brandIds: number[]
  /** attribute name → ticked values, from `attributes=Name=Value|…` */
  attributes: Record<string, string[]>
  lowText: string
  highText: string
  priceError?: string
  priceErrorField?: 'low' | 'high'
}

/** `Name=Value|Name=Value` → name → values; malformed pairs are dropped. */
export function parseAttributeParam(raw: string | null): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const pair of (raw ?? '').slice(0, 500).split('|')) {
    const at = pair.indexOf('=')
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    if (at < 1 || !name || !value) continue
    result[name] = [...new Set([...(result[name] ?? []), value])]
  }
  return result
}

export function attributeParam(attributes: Record<string, string[]>): string {
  return Object.entries(attributes)
    .flatMap(([name, values]) => values.map((value) => `${name}=${value}`))
    .join('|')
}

/** Reads the list state from the URL; bad values are dropped (never sent), a bad price is reported. */
export function listStateFromUrl(url: URL, mode: ListMode): ListState {
  const params = url.searchParams
  const rawKeyword = (params.get('keyword') ?? '').trim()
  const keyword = rawKeyword.slice(0, KEYWORD_MAX_LENGTH).trim()
  const requested = Number(params.get('limit'))
  const pageSize = (SIZES as readonly number[]).includes(requested) ? (requested as Size) : 20
  const sortRaw = Number(params.get('sort') ?? 0)
  const sort = SORT_VALUES.find((value) => value === sortRaw) ?? 0
  const categoryId = positiveInt(params.get('categoryId'))
  const gRaw = positiveInt(params.get('g'))
  const g = gRaw === 1 || gRaw === 2 || gRaw === 3 ? gRaw : undefined
  const pid = positiveInt(params.get('pid'), 0)
  const brandIds = idList(params.get('brandIds'))
  const attributes = parseAttributeParam(params.get('attributes'))
  const attributeText = attributeParam(attributes)
  const goodsIds = idList(params.get('goodsIds'))
  const lowText = params.get('lowPrice') ?? ''
  const highText = params.get('highPrice') ?? ''
  const range = normalizePriceRange(lowText, highText)
  const stockType = oneOf(STOCK_TYPES, params.get('stockType'))
  const productionState = oneOf(PRODUCTION_STATES, params.get('productionState'))
  const seriesId = positiveInt(params.get('seriesId'))
  const storeId = positiveInt(params.get('storeId'))
  const query: ListState['query'] = {
    current: positiveInt(params.get('page')) ?? 1,
    pageSize,
    sort,
    ...(categoryId ? { categoryId } : {}),
    ...(categoryId && g ? { g } : {}),
    ...(pid !== undefined && (categoryId || pid > 0) ? { pid } : {}),
    ...(keyword ? { keyword } : {}),
    ...(brandIds.length ? { brandIds: brandIds.join(',') } : {}),
    ...(goodsIds.length ? { goodsIds: goodsIds.join(',') } : {}),
    ...(seriesId ? { seriesId } : {}),
    ...(storeId ? { storeId } : {}),
    ...(stockType ? { stockType } : {}),
    ...(productionState ? { productionState } : {}),
    ...(attributeText ? { attributes: attributeText } : {}),
    ...(range.low !== undefined ? { lowPrice: range.low } : {}),
    ...(range.high !== undefined ? { highPrice: range.high } : {}),
    ...(params.get('isSelf') === '1' ? { isSelf: 1 as const } : {}),
    ...(mode === 'new' ? { isNew: 1 as const } : {}),
    ...(mode === 'discount' ? { isPromotion: 1 as const } : {}),
  }
  return {
    mode,
    query,
    keywordTruncated: rawKeyword.length > KEYWORD_MAX_LENGTH,
    brandIds,
    attributes,
    lowText,
    highText,
    ...(range.error ? { priceError: range.error, priceErrorField: range.errorField } : {}),
  }
}
