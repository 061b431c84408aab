// Actions of the product page flow (product-detail.machine.ts), declared once in its setup() and referred to by
// name, so that tests and stories swap them with .provide(). Context updates are assign() typed for the flow.
import { assign, type Assigner, type ParameterizedObject, type PropertyAssigner } from 'xstate'
import { cartOutbox } from '../../src/api/cart-outbox'
import { errorMessageOf } from '../../src/api/errors'
import type { GoodsDetail } from '../../src/api/goods-detail'
import type { BatchAddResult } from '../../src/api/quick-order'
import { session, type CartData, type ContrastItem, type SampleCartData } from '../../src/api/session'
import { addToLocalCart, type LocalCart } from '../../src/lib/local-cart'
import { loginPrompt } from '../../src/lib/login-prompt'
import { LINK_TOAST_DURATION_MS, notify } from '../../src/lib/notify'
import {
  errorNotice,
  failure,
  sampleQuotaNotice,
  NOTICE_IDS,
  selectedSku,
  success,
  VIEW_CART_LABEL_ID,
  withQuantity,
} from './product-detail-rules'
import type {
  Notice,
  ProductDetailContext,
  ProductDetailEvent,
  ProductDetailMember,
} from './product-detail.types'
import { resolveSku, selectionOf, selectOption, skuLadder, stepQuantity, unitPriceFor } from './sku'
import { gridLines, quantitiesOf, stepGridQuantity, summaryOf } from './sku-grid'

type Params = ParameterizedObject['params'] | undefined

/** assign() for the product page context, declared outside setup(). */
function update<P extends Params = undefined>(
  assigner:
    | Assigner<ProductDetailContext, ProductDetailEvent, P, ProductDetailEvent, never>
    | PropertyAssigner<ProductDetailContext, ProductDetailEvent, P, ProductDetailEvent, never>,
) {
  return assign<ProductDetailContext, ProductDetailEvent, P, ProductDetailEvent, never>(assigner)
}

type Args = { context: ProductDetailContext }

export const productDetailActions = {
  promptLogin: () => loginPrompt.open({ reason: 'loginRequired' }),
  /** A visitor's buy now (issue 16 item 1): after the login, this page again with the same quantities. */
  promptLoginToBuy: (_: unknown, params: { redirectUrl: string }) =>
    loginPrompt.open({ reason: 'loginRequired', redirectUrl: params.redirectUrl }),
  /** The route navigates to the checkout (SPEC.md §2 /buy/confirm buy now). */
  openCheckout: (_: unknown, _params: { url: string }) => undefined,
  /** Offline (issue 26 item 3): the line waits in the outbox and is sent once when the link returns. */
  queueCartAdd: ({ context }: Args) => {
    if (!context.productId) return
    cartOutbox.queue({ productId: context.productId, number: context.quantity })
    // no "Ver carrito": the cart cannot load until the link returns
    notify.toast('info', { id: NOTICE_IDS.queuedForCart })
  },
  announceCartAdded: (_: unknown, params: { id: string }) =>
    notify.toast('success', { id: params.id }, LINK_TOAST_DURATION_MS, {
      to: '/cart/index',
      label: { id: VIEW_CART_LABEL_ID },
    }),
  storeCartList: (_: unknown, params: { cart: CartData }) => session.setCartListData(params.cart),
  storeSampleList: (_: unknown, params: { sampleCart: SampleCartData }) =>
    session.setSampleListData(params.sampleCart),
  /** SPEC.md §4: a visitor's cart is kept locally, merged by store. */
  storeLocalCart: ({ context }: Args) => {
    const sku = selectedSku(context)
    const detail = context.detail
    if (!sku || !detail) return
    const price = unitPriceFor(skuLadder(detail.ladder, sku), context.quantity)
    const cart = addToLocalCart(
      session.getSnapshot().cartListData,
      {
        productId: sku.productId,
        goodsId: detail.goodsId,
        goodsName: detail.goodsName,
        goodsImage: sku.image,
        specValues: sku.specValues,
        goodsPrice: price,
        minBuyNum: detail.minBuyNum,
        productStock: sku.stock,
        stockType: detail.stockType,
        storeId: detail.store.storeId,
        storeName: detail.store.storeName,
      },
      context.quantity,
    )
    session.setCartListData(cart)
  },
  /** The grid's lines into the visitor's local cart (SPEC.md §4), each at its tiered price. */
  storeLocalGridCart: ({ context }: Args) => {
    const detail = context.detail
    if (!detail) return
    let cart: unknown = session.getSnapshot().cartListData
    for (const line of gridLines(context)) {
      const sku = detail.skus.find((entry) => entry.productId === line.productId)
      if (!sku) continue
      cart = addToLocalCart(
        cart,
        {
          productId: sku.productId,
          goodsId: detail.goodsId,
          goodsName: detail.goodsName,
          goodsImage: sku.image,
          specValues: sku.specValues,
          goodsPrice: unitPriceFor(skuLadder(detail.ladder, sku), line.number),
          minBuyNum: detail.minBuyNum,
          productStock: sku.stock,
          stockType: detail.stockType,
          storeId: detail.store.storeId,
          storeName: detail.store.storeName,
        },
        line.number,
      )
    }
    session.setCartListData(cart as LocalCart)
  },
  storeCompareList: (_: unknown, params: { list: ContrastItem[] }) => session.setContrastList(params.list),
  /** The route navigates to /prototype/optimize/index?productId= (a designer only). */
  openOptimization: (_: unknown, _params: { productId: number }) => undefined,
  /** The session expired during an action (SPEC.md §4 266): the buyer is a visitor again. */
  forgetMember: update({ member: null }),
  storeMember: update((_, { member }: { member: ProductDetailMember | null }) => ({ member })),
  /**
   * The default SKU (else the first) selected, at the minimum quantity — or what the page's link brings back
   * (issue 16 item 1: the quantities of a visitor's buy now, after the login).
   */
  storeDetail: update(({ context }, { detail }: { detail: GoodsDetail }) => {
    const restored = context.restore && !context.restore.grid ? context.restore.lines[0] : undefined
    const sku =
      detail.skus.find((entry) => entry.productId === restored?.productId) ??
      detail.skus.find((entry) => entry.productId === detail.defaultProductId) ??
      detail.skus[0]
    const quantity =
      restored && restored.productId === sku?.productId ? restored.number : Math.max(1, detail.minBuyNum)
    return {
      detail,
      selection: selectionOf(sku),
      productId: sku?.productId ?? null,
      loadError: null,
      grid: context.restore?.grid ? quantitiesOf(detail, context.restore.lines) : {},
      ...withQuantity({ ...context, detail }, quantity, sku?.productId ?? null),
    }
  }),
  /** The grid starts from the single choice when nothing is typed in it yet. */
  seedGrid: update(({ context }) =>
    Object.values(context.grid).some((quantity) => quantity !== 0) || context.productId === null
      ? {}
      : { grid: { [context.productId]: context.quantity } },
  ),
  changeGridQuantity: update(({ context }, params: { productId: number; quantity: number }) => {
    const { [params.productId]: _refusal, ...gridRefusals } = context.gridRefusals
    return { grid: { ...context.grid, [params.productId]: params.quantity }, gridRefusals, notice: null }
  }),
  stepGridQuantity: update(({ context }, params: { productId: number; step: 1 | -1 }) => {
    const current = context.grid[params.productId] ?? 0
    const quantity = stepGridQuantity(current, context.detail?.minBuyNum ?? 1, params.step)
    const { [params.productId]: _refusal, ...gridRefusals } = context.gridRefusals
    return { grid: { ...context.grid, [params.productId]: quantity }, gridRefusals, notice: null }
  }),
  /** The set's problem (none chosen), else "check the marked rows". */
  showGridProblem: update(({ context }) => ({
    notice: { kind: 'error' as const, message: summaryOf(context)?.problem ?? { id: NOTICE_IDS.gridFix } },
  })),
  storeGridRefusals: update((_, { result }: { result: BatchAddResult }) => ({
    gridRefusals: Object.fromEntries(result.refused.map((entry) => [entry.productId, entry.msg])),
    notice: failure(NOTICE_IDS.gridRefused),
  })),
  storeLoadError: update((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
  /** The SKU of the chosen option; the quantity is checked again against it. */
  selectOption: update(({ context }, { name, value }: { name: string; value: string }) => {
    const skus = context.detail?.skus ?? []
    const sku = selectOption(skus, context.selection, name, value)
    if (!sku) return {}
    const selection = selectionOf(sku)
    const productId = resolveSku(skus, selection)?.productId ?? sku.productId
    return {
      selection,
      productId,
      notice: null,
      ...withQuantity(context, context.quantity, productId),
    }
  }),
  changeQuantity: update(({ context }, { quantity }: { quantity: number }) =>
    withQuantity(context, quantity),
  ),
  stepQuantity: update(({ context }, { step }: { step: 1 | -1 }) =>
    withQuantity(context, stepQuantity(context.quantity, context.detail?.minBuyNum ?? 1, step)),
  ),
  clearNotice: update({ notice: null }),
  showNotice: update((_, { notice }: { notice: Notice }) => ({ notice })),
  showSampleQuotaNotice: update(({ context }) => ({
    notice: sampleQuotaNotice(context, context.sampleCart),
  })),
  keepSampleCart: update((_, { sampleCart }: { sampleCart: SampleCartData }) => ({ sampleCart })),
  showQuantityError: update(({ context }) => ({
    notice: context.quantityError ? { kind: 'error' as const, message: context.quantityError } : null,
  })),
  showErrorNotice: update((_, { error }: { error: unknown }) => ({ notice: errorNotice(error) })),
  storeFavourite: update(({ context }, { isFavourite }: { isFavourite: boolean }) => ({
    detail: context.detail && { ...context.detail, isFavourite },
    notice: success(isFavourite ? NOTICE_IDS.favouriteAdded : NOTICE_IDS.favouriteRemoved),
  })),
  storeFollowing: update(({ context }, { isFollowing }: { isFollowing: boolean }) => ({
    detail: context.detail && { ...context.detail, store: { ...context.detail.store, isFollowing } },
    notice: success(isFollowing ? NOTICE_IDS.storeFollowed : NOTICE_IDS.storeUnfollowed),
  })),
}
