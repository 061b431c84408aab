// /goods/detail?productId= (also goodsId=): owns the product-detail machine and the reviews of the goods, and
// hands the view plain props (issue 4 item 3; SPEC.md §2, §4, §5, §6).
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import {
  gridSummary,
  inlineNoticeOf,
  parseLinesParam,
  productDetailBusyOf,
  productDetailGridOpenOf,
  productDetailMachine,
  productDetailStageOf,
  selectedSku,
  type ProductDetailMember,
} from '../../../machines/product-detail/product-detail.machine'
import {
  isOptionAvailable,
  optionGroups,
  skuLadder,
  unitPriceFor,
} from '../../../machines/product-detail/sku'
import { getGoodsComments, type GoodsDetailQuery, type ReviewFilter } from '../../api/goods-detail'
import { memberOf, session } from '../../api/session'
import { useEuroRate } from '../../components/euro-reference'
import { usePricesVisible } from '../../components/price'
import { loginPrompt } from '../../lib/login-prompt'
import { GoodsDetailNotFoundView, GoodsDetailView, type GoodsDetailStatus } from './goods-detail-view'
import type { ReviewsState } from './reviews-section'
import { useFlowActor } from '../../lib/flow'
import { useStoreCoupons } from '../../flows/use-store-coupons'
import { useFreightEstimate } from './use-freight-estimate'
import { AddToProjectRoute, type AddToProjectTarget } from './add-to-project-route'

const REVIEW_PAGE_SIZES = [10, 20, 30, 50] as const
type ReviewPageSize = (typeof REVIEW_PAGE_SIZES)[number]

/** productId wins over goodsId; anything that is not a positive integer names no product. */
export function detailQueryOf(params: URLSearchParams): GoodsDetailQuery | null {
  const read = (name: string) => {
    const raw = params.get(name)
    return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  }
  const productId = read('productId')
  if (productId !== null) return { productId }
  const goodsId = read('goodsId')
  return goodsId !== null ? { goodsId } : null
}

function useMember(): ProductDetailMember | null {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
  const member = memberOf(state)
  const memberType = member?.memberType ?? null
  return useMemo(() => (memberType === null ? null : { memberType }), [memberType])
}

type ReviewRequest = { filter: ReviewFilter; page: number; limit: ReviewPageSize; attempt: number }
type ReviewResult = Omit<ReviewsState, 'status'> & { status: 'ready' | 'failed'; request: ReviewRequest }

function useReviews(goodsId: number | null) {
  const [request, setRequest] = useState<ReviewRequest>({ filter: 'all', page: 1, limit: 10, attempt: 0 })
  const [result, setResult] = useState<ReviewResult | null>(null)
  useEffect(() => {
    if (goodsId === null) return
    let cancelled = false
    getGoodsComments(
      { goodsId, type: request.filter, current: request.page, pageSize: request.limit },
      { silent: true },
    ).then(
      (data) => {
        if (cancelled) return
        setResult({
          request,
          status: 'ready',
          filter: request.filter,
          page: data.pagination.current,
          limit: data.pagination.pageSize,
          total: data.pagination.total,
          list: data.list,
          summary: data.summary,
        })
      },
      () => {
        if (!cancelled) setResult((current) => ({ ...(current ?? EMPTY_REVIEWS), request, status: 'failed' }))
      },
    )
    return () => {
      cancelled = true
    }
  }, [goodsId, request])
  // a result of an older request is shown as loading, with the summary it already had
  const reviews: ReviewsState =
    result && result.request === request
      ? result
      : { ...(result ?? EMPTY_REVIEWS), status: 'loading', filter: request.filter }
  return {
    reviews,
    onFilterChange: (filter: ReviewFilter) => setRequest((current) => ({ ...current, filter, page: 1 })),
    onPageChange: (page: number, limit: number) =>
      setRequest((current) => ({
        ...current,
        page,
        limit: (REVIEW_PAGE_SIZES as readonly number[]).includes(limit) ? (limit as ReviewPageSize) : 10,
      })),
    onRetry: () => setRequest((current) => ({ ...current, attempt: current.attempt + 1 })),
  }
}

const EMPTY_REVIEWS: Omit<ReviewsState, 'status'> = {
  filter: 'all',
  page: 1,
  limit: 10,
  total: 0,
  list: [],
  summary: null,
}

export function GoodsDetailRoute() {
  const [params] = useSearchParams()
  // a link without any product (a bookmark cut short, an old share) opens the catalogue: there is nothing to
  // say "not found" about (issue 24 item 5)
  if (!params.has('productId') && !params.has('goodsId')) return <Navigate to="/goods/list" replace />
  const query = detailQueryOf(params)
  // an id that names no product is answered like an unknown one, without asking the server
  if (!query) return <GoodsDetailNotFoundView />
  return <GoodsDetailScreen key={JSON.stringify(query)} query={query} params={params} />
}

/**
 * The quantities the page's link brings back (issue 16 item 1: `lines=pid-num,…`, `grid=1`, after the login of a
 * visitor's buy now). Read once, when the page's flow starts; the machine keeps only SKUs of this goods.
 */
function restoreOf(params: URLSearchParams) {
  const lines = parseLinesParam(params.get('lines'))
  return lines ? { lines, grid: params.get('grid') === '1' } : null
}

function GoodsDetailScreen({ query, params }: { query: GoodsDetailQuery; params: URLSearchParams }) {
  const navigate = useNavigate()
  const member = useMember()
  const showPrices = usePricesVisible()
  const machine = useMemo(
    () =>
      productDetailMachine.provide({
        actions: {
          openOptimization: (_, params: { productId: number }) =>
            void navigate(`/prototype/optimize/index?productId=${params.productId}`),
          openCheckout: (_, params: { url: string }) => void navigate(params.url),
        },
      }),
    [navigate],
  )
  const [restore] = useState(() => restoreOf(params))
  const actorRef = useFlowActor(machine, { input: { query, member, restore } })

  useEffect(() => {
    actorRef.send({ type: 'session.changed', member })
  }, [actorRef, member])

  const status: GoodsDetailStatus = useSelector(actorRef, productDetailStageOf)
  const detail = useSelector(actorRef, (s) => s.context.detail)
  const selection = useSelector(actorRef, (s) => s.context.selection)
  const productId = useSelector(actorRef, (s) => s.context.productId)
  const quantity = useSelector(actorRef, (s) => s.context.quantity)
  const quantityError = useSelector(actorRef, (s) => s.context.quantityError)
  const notice = useSelector(actorRef, (s) => inlineNoticeOf(s.context.notice))
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const busy = useSelector(actorRef, productDetailBusyOf)
  const gridOpen = useSelector(actorRef, productDetailGridOpenOf)
  const gridQuantities = useSelector(actorRef, (s) => s.context.grid)
  const gridRefusals = useSelector(actorRef, (s) => s.context.gridRefusals)
  const euroRate = useEuroRate()
  const reviews = useReviews(status === 'ready' ? (detail?.goodsId ?? null) : null)
  const coupons = useStoreCoupons(
    status === 'ready' ? (detail?.store.storeId ?? null) : null,
    member !== null,
  )

  const sku = selectedSku({ detail, productId }) ?? null
  const tiers = useMemo(() => (detail && sku ? skuLadder(detail.ladder, sku) : []), [detail, sku])
  const groups = useMemo(() => {
    const skus = detail?.skus ?? []
    return optionGroups(skus).map((group) => ({
      name: group.name,
      values: group.values.map((value) => ({
        value,
        available: isOptionAvailable(skus, selection, group.name, value),
      })),
    }))
  }, [detail, selection])

  const grid = useMemo(
    () => (detail && detail.skus.length > 1 ? gridSummary(detail, gridQuantities, gridRefusals) : null),
    [detail, gridQuantities, gridRefusals],
  )

  const freight = useFreightEstimate(
    status === 'ready' ? (sku?.productId ?? productId ?? null) : null,
    quantity,
  )
  const send = actorRef.send
  // «Añadir a un proyecto» (issue 27 leftovers item 3): the dialog's flow lives while it is open
  const [projectTarget, setProjectTarget] = useState<AddToProjectTarget | null>(null)
  const onCompare = useCallback(
    () => send({ type: 'compare.added', list: session.getSnapshot().contrastList }),
    [send],
  )

  return (
    <>
      <GoodsDetailView
        status={status}
        loadError={loadError}
        detail={detail}
        showPrices={showPrices}
        busy={busy}
        onRetry={() => send({ type: 'retry' })}
        price={{
          tiers,
          unitPrice: unitPriceFor(tiers, quantity),
          onLogin: () => loginPrompt.open({ reason: 'loginRequired' }),
          euroRate,
        }}
        options={{
          groups,
          selection,
          selected: sku,
          onSelect: (name, value) => send({ type: 'option.selected', name, value }),
        }}
        quantity={{
          value: quantity,
          error: quantityError,
          onChange: (value) => send({ type: 'quantity.changed', quantity: value }),
          onIncrement: () => send({ type: 'quantity.incremented' }),
          onDecrement: () => send({ type: 'quantity.decremented' }),
        }}
        actions={{
          onAddToCart: () => send({ type: 'cart.added' }),
          onBuyNow: () => send({ type: 'buyNow.requested' }),
          onRequestSample: () => send({ type: 'sample.requested' }),
          onCompare,
          onAddToProject:
            member && detail && sku
              ? () =>
                  setProjectTarget({
                    productId: sku.productId,
                    minBuyNum: detail.minBuyNum,
                    goodsName: detail.goodsName,
                    saleUnit: detail.saleUnit,
                  })
              : undefined,
          onToggleFavourite: () => send({ type: 'favourite.toggled' }),
          onOptimization: () => send({ type: 'optimization.requested' }),
        }}
        notice={{ current: notice, onDismiss: () => send({ type: 'notice.dismissed' }) }}
        store={{ onToggleFollow: () => send({ type: 'store.followToggled' }) }}
        grid={
          grid
            ? {
                rows: grid.rows,
                total: grid.total,
                units: grid.units,
                lines: grid.lines.length,
                open: gridOpen,
                onOpen: () => send({ type: 'grid.opened' }),
                onClose: () => send({ type: 'grid.closed' }),
                onQuantityChange: (productId, value) =>
                  send({ type: 'gridQuantity.changed', productId, quantity: value }),
                onIncrement: (productId) => send({ type: 'gridQuantity.incremented', productId }),
                onDecrement: (productId) => send({ type: 'gridQuantity.decremented', productId }),
              }
            : undefined
        }
        freight={freight}
        reviews={{
          state: reviews.reviews,
          onFilterChange: reviews.onFilterChange,
          onPageChange: reviews.onPageChange,
          onRetry: reviews.onRetry,
        }}
        coupons={coupons}
      />
      {projectTarget ? (
        <AddToProjectRoute target={projectTarget} onClose={() => setProjectTarget(null)} />
      ) : null}
    </>
  )
}
