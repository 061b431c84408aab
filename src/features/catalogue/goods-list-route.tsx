// /goods/list, /goods/new and /discount (issue 4; SPEC.md §2, §5; REFERENCE.md §7). A read: the loader
// (goods-list-loader.ts) turns the URL into a getGoodsList query, so the URL holds all the list state
// (shareable, back/forward, reload).
import { useSelector } from '@xstate/react'
import { useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router'
import { goodsCardMachine } from '../../../machines/goods-card/goods-card.machine'
import { memberOf, session } from '../../api/session'
import { useFlowActor } from '../../lib/flow'
import { usePricesVisible } from '../../components/price'
import { priceFilterMessages, priceToText } from '../../schemas/price-range'
import { categoryContext } from './category-tree'
import type { GoodsListLoaderData } from './goods-list-loader'
import { attributeParam, LIST_PARAMS } from './goods-list-params'
import { GoodsListView } from './goods-list-view'

function ListScreen() {
  const { state, tree, data, error } = useLoaderData<GoodsListLoaderData>()
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
