// /goods/list, /goods/new and /discount (issue 4; SPEC.md §2, §5; REFERENCE.md §7). A read: the loader turns
// the URL into a getGoodsList query, so the URL holds all the list state (shareable, back/forward, reload).
import { useSelector } from '@xstate/react'
import { useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { useLoaderData, useLocation, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router'
import { goodsCardMachine } from '../../../machines/goods-card/goods-card.machine'
import { ApiError } from '../../api/errors'
import { memberOf, session } from '../../api/session'
import { useFlowActor } from '../../lib/flow'
import { getGoodsList, KEYWORD_MAX_LENGTH, type GoodsListData, type GoodsListQuery } from '../../api/goods'
import { usePricesVisible } from '../../components/price'
import { normalizePriceRange, priceFilterMessages, priceToText } from '../../schemas/price-range'
import { categoryContext, loadCategoryTree } from './category-tree'
import { GoodsListView, SORTS, type ListMode, type SortValue } from './goods-list-view'

const SIZES = [10, 20, 30, 50] as const
type Size = (typeof SIZES)[number]
const STOCK_TYPES = ['inStock', 'reserved'] as const
const PRODUCTION_STATES = [
  'inStock',
  'semiFinished',
  'awaitingProduction',
  'inProduction',
  'inTransit',
] as const

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
  const sort = SORTS.find((option) => option.value === sortRaw)?.value ?? 0
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

const EMPTY_PAGE = (state: ListState): GoodsListData => ({
  list: [],
  pagination: { current: 1, pageSize: state.query.pageSize, total: 0 },
})

async function loadList(request: Request, mode: ListMode) {
  const state = listStateFromUrl(new URL(request.url), mode)
  const [tree, result] = await Promise.all([
    loadCategoryTree().catch(() => []),
    getGoodsList(state.query, { silent: true }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => {
        // a refusal of the server (unknown series, …) is shown on the page; anything else is the shell's
        if (error instanceof ApiError && error.kind === 'state')
          return { data: EMPTY_PAGE(state), error: error.serverMessage ?? '' }
        throw error
      },
    ),
  ])
  return { state, tree, ...result }
}

export const goodsListLoader = ({ request }: LoaderFunctionArgs) => loadList(request, 'all')
export const newGoodsLoader = ({ request }: LoaderFunctionArgs) => loadList(request, 'new')
export const discountLoader = ({ request }: LoaderFunctionArgs) => loadList(request, 'discount')

type LoaderData = Awaited<ReturnType<typeof loadList>>

function ListScreen() {
  const { state, tree, data, error } = useLoaderData<LoaderData>()
  const intl = useIntl()
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const showPrice = usePricesVisible()
  // buying from the cards (issue 16 item 5): the goodsCard machine; a visitor gets the login prompt
  const session_ = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const loggedIn = memberOf(session_) !== null
  const cards = useFlowActor(goodsCardMachine)
  const cardBusy = useSelector(cards, (snapshot) => snapshot.hasTag('busy'))
  const cardNotices = useSelector(cards, (snapshot) => snapshot.context.notices)
  const context = categoryContext(tree, state.query.categoryId ?? (state.query.pid || undefined))

  const go = (changes: Record<string, string | number | undefined>, options: { swapped?: boolean } = {}) => {
    // a second click while the first one still loads builds on the URL being loaded, not the shown one
    const base = navigation.location?.pathname === location.pathname ? navigation.location : location
    const params = new URLSearchParams(base.search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') params.delete(key)
      else params.set(key, String(value))
    }
    if (!('page' in changes)) params.delete('page')
    const search = params.toString()
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, {
      state: options.swapped ? { priceSwapped: true } : null,
    })
  }

  const clearParams = new URLSearchParams(location.search)
  for (const name of LIST_PARAMS) clearParams.delete(name)
  const clearSearch = clearParams.toString()
  const hasFilters = LIST_PARAMS.some(
    (name) => !['page', 'limit', 'sort'].includes(name) && new URLSearchParams(location.search).has(name),
  )
  const swappedHere = (location.state as { priceSwapped?: boolean } | null)?.priceSwapped === true

  return (
    <GoodsListView
      mode={state.mode}
      keyword={state.query.keyword ?? ''}
      keywordTruncated={state.keywordTruncated}
      breadcrumb={context.breadcrumb}
      categoryLinks={context.links}
      categoryLinksAreChildren={context.linksAreChildren}
      brands={data.facets?.brands ?? []}
      selectedBrandIds={state.brandIds}
      attributes={data.facets?.attributes ?? []}
      selectedAttributes={state.attributes}
      stockTypes={data.facets?.stockTypes ?? []}
      selectedStockType={state.query.stockType}
      productionStates={data.facets?.productionStates ?? []}
      selectedProductionState={state.query.productionState}
      price={{
        low: state.lowText,
        high: state.highText,
        urlError: state.priceError,
        urlErrorField: state.priceErrorField,
      }}
      notice={swappedHere ? intl.formatMessage(priceFilterMessages.swapped) : undefined}
      error={error}
      sort={state.query.sort}
      goods={data.list}
      page={data.pagination.current}
      limit={data.pagination.pageSize}
      total={data.pagination.total}
      showPrice={showPrice}
      popularCategories={context.popular}
      hasFilters={hasFilters}
      clearHref={`${location.pathname}${clearSearch ? `?${clearSearch}` : ''}`}
      onSortChange={(sort) => go({ sort: sort === 0 ? undefined : sort })}
      onBrandToggle={(brandId, checked) => {
        const next = checked ? [...state.brandIds, brandId] : state.brandIds.filter((id) => id !== brandId)
        go({ brandIds: next.join(',') })
      }}
      onAttributeToggle={(name, value, checked) => {
        const current = state.attributes[name] ?? []
        const values = checked ? [...current, value] : current.filter((item) => item !== value)
        go({ attributes: attributeParam({ ...state.attributes, [name]: values }) || undefined })
      }}
      onStockTypeChange={(value) => go({ stockType: value })}
      onProductionStateChange={(value) => go({ productionState: value })}
      onPriceApply={({ low, high, swapped }) =>
        go({ lowPrice: priceToText(low), highPrice: priceToText(high) }, { swapped })
      }
      onPriceClear={() => go({ lowPrice: undefined, highPrice: undefined })}
      onPageChange={(page, limit) => go({ page: page > 1 ? page : undefined, limit })}
      selfOnly={state.query.isSelf === 1}
      onSelfOnlyChange={(checked) => go({ isSelf: checked ? 1 : undefined })}
      cardActions={(goods) => ({
        busy: cardBusy,
        notice: cardNotices[goods.goodsId],
        onAddToCart: () =>
          cards.send({
            type: 'card.cartAdded',
            goodsId: goods.goodsId,
            productId: goods.productId,
            quantity: goods.minBuyNum,
            minBuyNum: goods.minBuyNum,
            loggedIn,
          }),
        onAddFavourite: () =>
          cards.send({
            type: 'card.favouriteAdded',
            goodsId: goods.goodsId,
            productId: goods.productId,
            loggedIn,
          }),
      })}
    />
  )
}

export const GoodsListRoute = ListScreen
export const NewGoodsRoute = ListScreen
export const DiscountRoute = ListScreen
