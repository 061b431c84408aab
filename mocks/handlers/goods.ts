// Goods lists, search suggestions, recommendations, brands and series (issue 4; REFERENCE.md §7).
// Rules the real server has and this mock enforces:
// - only on-sale goods (state 1) of open stores are listed;
// - the card price is the lowest ladder price of the default SKU (the first SKU with stock, else the first);
// - "promotion" goods are derived (mocks/lib/catalogue-index.ts);
// - lowPrice/highPrice outside 0.01–999999 are refused by the contract check of every handler (mocks/handlers/
//   http.ts); a low price above the high price is refused too: the client swaps them before asking (SPEC.md §5);
// - facets are counted on the filtered set before pagination, each one ignoring its own filter (so that
//   a buyer can tick a second brand while the first one is ticked);
// - a page beyond the last answers the last page; unknown seriesId → 255 "La serie de productos no existe.";
// - attributes `Name=Value|…`: values of one attribute are alternatives, attributes combine; the attribute
//   facets (up to 3 attributes with ≥ 2 values, 8 values each) appear once the list is narrowed.
import {
  GOODS_SORTS,
  KEYWORD_MAX_LENGTH as KEYWORD_MAX,
  PRODUCTION_STATES,
  STOCK_TYPES,
} from '../../src/api/goods-list-values'
import type { components } from '../../src/api/schema'
import { normalizePriceRange, priceFilterMessages } from '../../src/schemas/price-range'
import { db } from '../db'
import { catalogueIndex, categoryIndex, fold, listedGoods, type ListedGoods } from '../lib/catalogue-index'
import { fail, invalid, ok } from '../lib/envelope'
import { t } from '../lib/i18n'
import { goodsCardOf } from '../lib/goods-view'
import { imageUrl } from '../lib/image-url'
import { paginate } from '../lib/paginate'
import { visitorOrMember } from '../lib/member-only'
import { http } from './http'

type Facet = components['schemas']['Facet']

export const KEYWORD_TOO_LONG = 'La palabra clave es demasiado larga (máximo 100 caracteres).'
export const SERIES_NOT_FOUND = 'La serie de productos no existe.'
const SORTS = new Set<number>(GOODS_SORTS)

type Query = { get(name: string): string | null }

/** An optional integer parameter: undefined when absent, null when malformed. */
function intParam(query: Query, name: string, min: number): number | undefined | null {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  if (!/^\d+$/.test(raw.trim())) return null
  const value = Number(raw)
  return value >= min ? value : null
}

function idList(query: Query, name: string): number[] | undefined | null {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  if (!/^\d+(,\d+)*$/.test(raw.trim())) return null
  return raw.split(',').map(Number)
}

const byId = (a: ListedGoods, b: ListedGoods) => a.goods.goodsId - b.goods.goodsId
const bySales = (a: ListedGoods, b: ListedGoods) => b.goods.sales - a.goods.sales || byId(a, b)
const byNewest = (a: ListedGoods, b: ListedGoods) => b.goods.createdAt - a.goods.createdAt || byId(a, b)

function countFacet<T extends string>(
  entries: ListedGoods[],
  valueOf: (entry: ListedGoods) => T,
  labelOf: (value: T) => string,
): Facet[] {
  const counts = new Map<T, number>()
  for (const entry of entries) counts.set(valueOf(entry), (counts.get(valueOf(entry)) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ value, label: labelOf(value), count }))
}

type FacetName = 'brands' | 'stockTypes' | 'productionStates' | `attribute:${string}`

const ATTRIBUTE_FACETS = 3
const ATTRIBUTE_VALUES = 8

/** `Name=Value|Name=Value` → name → accepted values; null when malformed. */
export function parseAttributes(raw: string | null): Map<string, string[]> | null {
  const wanted = new Map<string, string[]>()
  if (raw === null || raw.trim() === '') return wanted
  for (const pair of raw.split('|')) {
    const at = pair.indexOf('=')
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    if (at < 1 || !name || !value) return null
    wanted.set(name, [...(wanted.get(name) ?? []), value])
  }
  return wanted
}

const attributeOf = (entry: ListedGoods, name: string) =>
  entry.goods.attributes.find((attribute) => attribute.name === name)?.value
interface Filter {
  facet?: FacetName
  test: (entry: ListedGoods) => boolean
}

export const goodsHandlers = [
  http.get('/v3/goods/front/goods/goodsList', ({ query, response }) => {
    const keyword = (query.get('keyword') ?? '').trim()
    if (keyword.length > KEYWORD_MAX) return fail(KEYWORD_TOO_LONG)
    const ints = {
      current: intParam(query, 'current', 1),
      pageSize: intParam(query, 'pageSize', 1),
      categoryId: intParam(query, 'categoryId', 1),
      g: intParam(query, 'g', 1),
      pid: intParam(query, 'pid', 0),
      storeId: intParam(query, 'storeId', 1),
      seriesId: intParam(query, 'seriesId', 1),
      sort: intParam(query, 'sort', 0),
      isNew: intParam(query, 'isNew', 0),
      isPromotion: intParam(query, 'isPromotion', 0),
      isSelf: intParam(query, 'isSelf', 0),
    }
    for (const [name, value] of Object.entries(ints)) if (value === null) return invalid(name)
    if (ints.g != null && ints.g > 3) return invalid('g')
    if (ints.sort != null && !SORTS.has(ints.sort)) return invalid('sort')
    if (ints.isNew != null && ints.isNew > 1) return invalid('isNew')
    if (ints.isPromotion != null && ints.isPromotion > 1) return invalid('isPromotion')
    if (ints.isSelf != null && ints.isSelf > 1) return invalid('isSelf')
    const brandIds = idList(query, 'brandIds')
    if (brandIds === null) return invalid('brandIds')
    const goodsIds = idList(query, 'goodsIds')
    if (goodsIds === null) return invalid('goodsIds')
    const stockType = query.get('stockType') || undefined
    if (stockType && !(STOCK_TYPES as readonly string[]).includes(stockType)) return invalid('stockType')
    const productionState = query.get('productionState') || undefined
    if (productionState && !(PRODUCTION_STATES as readonly string[]).includes(productionState))
      return invalid('productionState')
    const attributes = parseAttributes(query.get('attributes'))
    if (attributes === null || (query.get('attributes') ?? '').length > 500) return invalid('attributes')
    const range = normalizePriceRange(query.get('lowPrice') ?? '', query.get('highPrice') ?? '')
    if (range.error) return fail(t(range.error))
    if (range.swapped) return fail(t(priceFilterMessages.lowAboveHigh.id))
    if (ints.seriesId != null && !db.series.findFirst((q) => q.where({ seriesId: ints.seriesId! })))
      return fail(SERIES_NOT_FOUND)

    const words = fold(keyword).split(/\s+/).filter(Boolean)
    const filters: Filter[] = []
    // categoryId (any grade) wins over pid; pid alone narrows to that parent's subtree
    const scope = ints.categoryId ?? (ints.pid ? ints.pid : undefined)
    if (scope !== undefined) filters.push({ test: (e) => e.categories.has(scope) })
    if (words.length) filters.push({ test: (e) => words.every((word) => e.haystack.includes(word)) })
    if (ints.storeId != null) filters.push({ test: (e) => e.goods.storeId === ints.storeId })
    if (ints.seriesId != null) filters.push({ test: (e) => e.goods.seriesId === ints.seriesId })
    if (goodsIds) filters.push({ test: (e) => goodsIds.includes(e.goods.goodsId) })
    if (ints.isNew === 1) filters.push({ test: (e) => e.goods.isNew })
    if (ints.isPromotion === 1) filters.push({ test: (e) => e.promotion })
    if (ints.isSelf === 1) filters.push({ test: (e) => e.isSelf })
    if (range.low !== undefined) filters.push({ test: (e) => e.price >= range.low! })
    if (range.high !== undefined) filters.push({ test: (e) => e.price <= range.high! })
    if (brandIds) filters.push({ facet: 'brands', test: (e) => brandIds.includes(e.goods.brandId) })
    if (stockType) filters.push({ facet: 'stockTypes', test: (e) => e.goods.stockType === stockType })
    if (productionState)
      filters.push({ facet: 'productionStates', test: (e) => e.goods.productionState === productionState })
    for (const [name, values] of attributes) {
      filters.push({ facet: `attribute:${name}`, test: (e) => values.includes(attributeOf(e, name) ?? '') })
    }

    // the smallest index that holds every possible match, then one pass: an entry failing no filter is found;
    // one failing only a facet's own filter still counts in that facet (facets ignore their own filter)
    const catalogue = catalogueIndex()
    const candidates =
      scope !== undefined
        ? (catalogue.byCategory.get(scope) ?? [])
        : ints.storeId != null
          ? (catalogue.byStore.get(ints.storeId) ?? [])
          : ints.seriesId != null
            ? (catalogue.bySeries.get(ints.seriesId) ?? [])
            : catalogue.listed
    const found: ListedGoods[] = []
    const facetOnly = new Map<FacetName, ListedGoods[]>()
    for (const entry of candidates) {
      let failedFacet: FacetName | undefined
      let excluded = false
      for (const filter of filters) {
        if (filter.test(entry)) continue
        if (!filter.facet || failedFacet !== undefined) {
          excluded = true
          break
        }
        failedFacet = filter.facet
      }
      if (excluded) continue
      if (failedFacet === undefined) found.push(entry)
      else {
        const pool = facetOnly.get(failedFacet)
        if (pool) pool.push(entry)
        else facetOnly.set(failedFacet, [entry])
      }
    }
    // read only: the found list itself when no entry failed just this facet's filter
    const matching = (except: FacetName) => {
      const others = facetOnly.get(except)
      return others ? found.concat(others) : found
    }

    const sort = ints.sort ?? 0
    if (sort === 1) found.sort(bySales)
    else if (sort === 2) found.sort((a, b) => b.reviews - a.reviews || bySales(a, b))
    else if (sort === 3) found.sort((a, b) => a.price - b.price || byId(a, b))
    else if (sort === 4) found.sort((a, b) => b.price - a.price || byId(a, b))
    else if (sort === 5) found.sort(byNewest)
    else if (words.length) {
      // relevance: goods whose name holds more of the words first, then seed order
      const inName = new Map(
        found.map((e) => [e, words.filter((word) => e.foldedName.includes(word)).length] as const),
      )
      found.sort((a, b) => (inName.get(b) ?? 0) - (inName.get(a) ?? 0) || byId(a, b))
    }

    const brandFacet = countFacet(
      matching('brands'),
      (e) => String(e.goods.brandId),
      (value) => catalogue.brandNames.get(Number(value)) ?? value,
    ).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'))
    const stockFacet = countFacet(
      matching('stockTypes'),
      (e) => e.goods.stockType,
      (value) => t(`goods.stockType.${value}`),
    ).sort((a, b) => STOCK_TYPES.indexOf(a.value as never) - STOCK_TYPES.indexOf(b.value as never))
    const stateFacet = countFacet(
      matching('productionStates'),
      (e) => e.goods.productionState,
      (value) => t(`goods.state.${value}`),
    ).sort(
      (a, b) => PRODUCTION_STATES.indexOf(a.value as never) - PRODUCTION_STATES.indexOf(b.value as never),
    )

    // attribute facets only make sense once the list is narrowed to comparable goods
    const narrowed =
      scope !== undefined ||
      words.length > 0 ||
      brandIds !== undefined ||
      ints.seriesId != null ||
      attributes.size > 0
    const attributeNames = new Map<string, Set<string>>()
    for (const entry of found) {
      for (const attribute of entry.goods.attributes) {
        const values = attributeNames.get(attribute.name) ?? new Set<string>()
        values.add(attribute.value)
        attributeNames.set(attribute.name, values)
      }
    }
    for (const name of attributes.keys()) if (!attributeNames.has(name)) attributeNames.set(name, new Set())
    const attributeFacets = narrowed
      ? [...attributeNames]
          .filter(([name, values]) => attributes.has(name) || values.size >= 2)
          .sort(
            ([a, av], [b, bv]) =>
              Number(attributes.has(b)) - Number(attributes.has(a)) ||
              bv.size - av.size ||
              a.localeCompare(b, 'es'),
          )
          .slice(0, ATTRIBUTE_FACETS)
          .map(([name]) => ({
            name,
            values: countFacet(
              matching(`attribute:${name}`).filter((e) => attributeOf(e, name) !== undefined),
              (e) => attributeOf(e, name) ?? '',
              (value) => value,
            )
              .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'))
              .slice(0, ATTRIBUTE_VALUES),
          }))
      : []

    const page = paginate(found, ints.current ?? 1, ints.pageSize ?? 20)
    return response(200).json(
      ok({
        list: page.list.map(goodsCardOf),
        pagination: page.pagination,
        facets: {
          brands: brandFacet,
          stockTypes: stockFacet,
          productionStates: stateFacet,
          attributes: attributeFacets,
        },
      }),
    )
  }),

  http.get('/v3/goods/front/goods/searchWords/list', ({ query, response }) => {
    const keyword = (query.get('keyword') ?? '').trim()
    if (keyword.length > KEYWORD_MAX) return fail(KEYWORD_TOO_LONG)
    const wanted = fold(keyword)
    if (!wanted) return response(200).json(ok([]))
    const starting: string[] = []
    const containing: string[] = []
    for (const [name, folded] of catalogueIndex().suggestions) {
      if (folded.startsWith(wanted)) starting.push(name)
      else if (folded.includes(wanted)) containing.push(name)
    }
    const compare = (a: string, b: string) => a.length - b.length || a.localeCompare(b, 'es')
    return response(200).json(ok([...starting.sort(compare), ...containing.sort(compare)].slice(0, 10)))
  }),

  http.get(
    '/v3/goods/front/goods/recommendList',
    visitorOrMember(({ query, response, member }) => {
      const queryType = query.get('queryType')
      if (!queryType || !['home', 'hot', 'cart', 'new'].includes(queryType)) return invalid('queryType')
      const limit = intParam(query, 'limit', 1)
      if (limit === null || (limit !== undefined && limit > 50)) return invalid('limit')
      const size = limit ?? 10
      const all = listedGoods()
      const hot = all.slice().sort(bySales)
      let picks: ListedGoods[] = hot
      if (queryType === 'new') picks = all.slice().sort(byNewest)
      if (queryType === 'home') {
        // the best seller of each level-1 category in turn, then the next best of each, …
        const { lineage } = categoryIndex()
        const queues = new Map<number, ListedGoods[]>()
        for (const entry of hot) {
          const top = lineage(entry.goods.categoryId).at(-1) ?? 0
          queues.set(top, [...(queues.get(top) ?? []), entry])
        }
        const rounds: ListedGoods[] = []
        const lists = [...queues.entries()].sort((a, b) => a[0] - b[0]).map(([, list]) => list)
        for (let i = 0; rounds.length < all.length && lists.some((list) => list.length > i); i++)
          for (const list of lists) if (list[i]) rounds.push(list[i]!)
        picks = rounds
      }
      if (queryType === 'cart') {
        const lines = member ? db.cartLines.findMany((q) => q.where({ memberId: member.memberId })) : []
        const inCart = new Set<number>()
        const categories = new Set<number>()
        for (const line of lines) {
          const sku = db.products.findFirst((q) => q.where({ productId: line.productId }))
          const goods = sku && db.goods.findFirst((q) => q.where({ goodsId: sku.goodsId }))
          if (!goods) continue
          inCart.add(goods.goodsId)
          categories.add(goods.categoryId)
        }
        const related = hot.filter((e) => categories.has(e.goods.categoryId) && !inCart.has(e.goods.goodsId))
        picks = [...related, ...hot.filter((e) => !related.includes(e) && !inCart.has(e.goods.goodsId))]
      }
      return response(200).json(ok(picks.slice(0, size).map(goodsCardOf)))
    }),
  ),

  http.get('/v3/goods/front/goods/goodsBrandList', ({ response }) => {
    const counts = new Map<number, number>()
    for (const entry of listedGoods())
      counts.set(entry.goods.brandId, (counts.get(entry.goods.brandId) ?? 0) + 1)
    const brands = db.brands
      .all()
      .map((brand) => ({
        brandId: brand.brandId,
        brandName: brand.brandName,
        initial: brand.initial,
        country: brand.country,
        logo: imageUrl('store', 10_000 + brand.brandId, brand.brandName),
        goodsCount: counts.get(brand.brandId) ?? 0,
      }))
      .sort((a, b) => a.brandName.localeCompare(b.brandName, 'es') || a.brandId - b.brandId)
    return response(200).json(ok(brands))
  }),

  http.get('/v3/goods/front/goods/seriesList', ({ query, response }) => {
    const ints = {
      current: intParam(query, 'current', 1),
      pageSize: intParam(query, 'pageSize', 1),
      categoryId: intParam(query, 'categoryId', 1),
      brandId: intParam(query, 'brandId', 1),
      seriesId: intParam(query, 'seriesId', 1),
    }
    for (const [name, value] of Object.entries(ints)) if (value === null) return invalid(name)
    if (ints.seriesId != null && !db.series.findFirst((q) => q.where({ seriesId: ints.seriesId! })))
      return fail(SERIES_NOT_FOUND)
    const { byId: categories, lineage } = categoryIndex()
    const brands = new Map(db.brands.all().map((brand) => [brand.brandId, brand]))
    const bySeries = new Map<number, ListedGoods[]>()
    for (const entry of listedGoods())
      bySeries.set(entry.goods.seriesId, [...(bySeries.get(entry.goods.seriesId) ?? []), entry])
    const series = db.series
      .all()
      .filter((row) => ints.seriesId == null || row.seriesId === ints.seriesId)
      .filter((row) => ints.brandId == null || row.brandId === ints.brandId)
      .filter((row) => ints.categoryId == null || lineage(row.categoryId).includes(ints.categoryId))
      // a series without visible goods is not listed, unless it was asked for by id
      .filter((row) => ints.seriesId != null || (bySeries.get(row.seriesId)?.length ?? 0) > 0)
      .sort((a, b) => a.seriesId - b.seriesId)
    const page = paginate(series, ints.current ?? 1, ints.pageSize ?? 20)
    return response(200).json(
      ok({
        pagination: page.pagination,
        list: page.list.map((row) => {
          const goods = bySeries.get(row.seriesId) ?? []
          return {
            seriesId: row.seriesId,
            seriesName: row.seriesName,
            brandId: row.brandId,
            brandName: brands.get(row.brandId)?.brandName ?? '',
            categoryId: row.categoryId,
            categoryName: categories.get(row.categoryId)?.categoryName ?? '',
            goodsCount: goods.length,
            goods: goods.slice(0, 4).map(goodsCardOf),
          }
        }),
      }),
    )
  }),
]
