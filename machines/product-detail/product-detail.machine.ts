// Product page flow — SPEC.md §2 (/goods/detail, footprint), §4 (visitor cart kept locally, product state),
// §5 (quantity rules, comparison max 4 without mixing), §6 (visitors: login required to operate; only
// designers may use the selection-optimisation link), §8 (product off shelf, store closed, comparison full).
// Operations: getGoodsDetail → (member) addFootprint; addCart → getCartList; addSampleCart →
// getSampleCartList; editFollowProduct; editFollowStore.
import { assign, enqueueActions, not, setup, stateIn } from 'xstate'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { GoodsDetail, GoodsDetailQuery, Sku } from '../../src/api/goods-detail'
import { session, type CartData, type ContrastItem, type SampleCartData } from '../../src/api/session'
import { addToCompare, isInCompare, type CompareItem } from '../../src/lib/compare'
import { addToLocalCart } from '../../src/lib/local-cart'
import { loginPrompt } from '../../src/lib/login-prompt'
import { LINK_TOAST_DURATION_MS, notify } from '../../src/lib/notify'
import { productDetailActors } from './product-detail.actors'
import {
  quantityProblem,
  resolveSku,
  selectionOf,
  selectOption,
  skuLadder,
  stepQuantity,
  unitPriceFor,
  type MessageRef,
  type Selection,
} from './sku'

/** Dictionary ids of what the page tells the buyer after an action (src/features/goods/messages.ts). */
export const NOTICE_IDS = {
  addedToCart: 'goods.detail.notice.addedToCart',
  addedToLocalCart: 'goods.detail.notice.addedToLocalCart',
  sampleAdded: 'goods.detail.notice.sampleAdded',
  unavailable: 'goods.detail.notice.unavailable',
  favouriteAdded: 'goods.detail.notice.favouriteAdded',
  favouriteRemoved: 'goods.detail.notice.favouriteRemoved',
  storeFollowed: 'goods.detail.notice.storeFollowed',
  storeUnfollowed: 'goods.detail.notice.storeUnfollowed',
  compareAdded: 'goods.detail.notice.compareAdded',
  compareAlready: 'goods.detail.notice.compareAlready',
  compareFull: 'goods.detail.notice.compareFull',
  compareMixed: 'goods.detail.notice.compareMixed',
  designersOnly: 'goods.detail.notice.designersOnly',
} as const

/**
 * "Añadir al carrito" is confirmed by a toast with a link to the cart (issue 15 item 12): the page's own notice
 * sits below the buying buttons, often out of view, so these notices are announced instead of shown there.
 */
const ANNOUNCED_NOTICE_IDS: ReadonlySet<string> = new Set([
  NOTICE_IDS.addedToCart,
  NOTICE_IDS.addedToLocalCart,
])
/** src/components/messages.ts commonMessages.viewCart */
const VIEW_CART_LABEL_ID = 'common.viewCart'

/** The notice the page shows in place: null when it went out as a toast. */
export function inlineNoticeOf(notice: Notice | null): Notice | null {
  if (notice && 'id' in notice.message && ANNOUNCED_NOTICE_IDS.has(notice.message.id)) return null
  return notice
}

/** SPEC.md §3 memberType 2 = designer. */
export const DESIGNER_MEMBER_TYPE = 2
/** A sample request asks for one unit; the monthly sample quota limits the rest (SPEC.md §5). */
export const SAMPLE_QUANTITY = 1

export interface Notice {
  kind: 'success' | 'error'
  message: MessageRef | { text: string }
}

export interface ProductDetailMember {
  memberType: 1 | 2 | 3
}

export interface ProductDetailInput {
  query: GoodsDetailQuery
  member: ProductDetailMember | null
}

export interface ProductDetailContext {
  query: GoodsDetailQuery
  member: ProductDetailMember | null
  detail: GoodsDetail | null
  selection: Selection
  productId: number | null
  quantity: number
  quantityError: MessageRef | null
  notice: Notice | null
  loadError: ErrorMessage | null
}

export type ProductDetailEvent =
  | { type: 'option.selected'; name: string; value: string }
  | { type: 'quantity.changed'; quantity: number }
  | { type: 'quantity.incremented' }
  | { type: 'quantity.decremented' }
  | { type: 'cart.added' }
  | { type: 'sample.requested' }
  | { type: 'favourite.toggled' }
  | { type: 'store.followToggled' }
  | { type: 'compare.added'; list: ContrastItem[] }
  | { type: 'optimization.requested' }
  | { type: 'notice.dismissed' }
  | { type: 'session.changed'; member: ProductDetailMember | null }
  | { type: 'retry' }

/** The selected SKU of a context. */
export function selectedSku(context: Pick<ProductDetailContext, 'detail' | 'productId'>): Sku | undefined {
  return context.detail?.skus.find((sku) => sku.productId === context.productId)
}

/** The comparison entry of the selected SKU (SPEC.md §3 contrastList item). */
export function compareItemOf(context: ProductDetailContext): CompareItem | null {
  const sku = selectedSku(context)
  if (!context.detail || !sku) return null
  const category = context.detail.categoryPath[context.detail.categoryPath.length - 1]
  return {
    kind: 'product',
    id: sku.productId,
    categoryId: category?.categoryId ?? 0,
    name: context.detail.goodsName,
    image: sku.image,
  }
}

const withQuantity = (context: ProductDetailContext, quantity: number, productId = context.productId) => {
  const sku = context.detail?.skus.find((entry) => entry.productId === productId)
  return {
    quantity,
    quantityError: context.detail ? quantityProblem(context.detail, sku, quantity) : null,
  }
}

const errorNotice = (error: unknown): Notice => ({ kind: 'error', message: errorMessageOf(error) })
const success = (id: string): Notice => ({ kind: 'success', message: { id } })
const failure = (id: string): Notice => ({ kind: 'error', message: { id } })

const isApiState = (error: unknown, state: number) => error instanceof ApiError && error.state === state

export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent,
    input: {} as ProductDetailInput,
    tags: {} as 'busy',
  },
  actors: productDetailActors,
  actions: {
    promptLogin: () => loginPrompt.open({ reason: 'loginRequired' }),
    announceCartAdded: (_, params: { id: string }) =>
      notify.toast('success', { id: params.id }, LINK_TOAST_DURATION_MS, {
        to: '/cart/index',
        label: { id: VIEW_CART_LABEL_ID },
      }),
    storeCartList: (_, params: { cart: CartData }) => session.setCartListData(params.cart),
    storeSampleList: (_, params: { sampleCart: SampleCartData }) =>
      session.setSampleListData(params.sampleCart),
    /** SPEC.md §4: a visitor's cart is kept locally, merged by store. */
    storeLocalCart: ({ context }) => {
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
    storeCompareList: (_, params: { list: ContrastItem[] }) => session.setContrastList(params.list),
    /** The route navigates to /prototype/optimize/index?productId= (a designer only). */
    openOptimization: (_, _params: { productId: number }) => undefined,
    /** The session expired during an action (SPEC.md §4 266): the buyer is a visitor again. */
    forgetMember: assign({ member: null }),
  },
  guards: {
    isMember: ({ context }) => context.member !== null,
    isDesigner: ({ context }) => context.member?.memberType === DESIGNER_MEMBER_TYPE,
    /** Off shelf, no SKU, or the SKU sold out. */
    isNotPurchasable: ({ context }) => {
      const sku = selectedSku(context)
      return context.detail?.state !== 1 || !sku || sku.stock <= 0
    },
    hasQuantityProblem: ({ context }) => context.quantityError !== null,
    isNotFound: (_, params: { error: unknown }) => isApiState(params.error, 255),
    isStoreClosed: (_, params: { error: unknown }) => isApiState(params.error, 257),
    isSessionInvalid: (_, params: { error: unknown }) =>
      params.error instanceof ApiError && params.error.kind === 'sessionInvalid',
    isFavourite: ({ context }) => context.detail?.isFavourite === true,
    isFollowingStore: ({ context }) => context.detail?.store.isFollowing === true,
    isAlreadyCompared: ({ context }, params: { list: ContrastItem[] }) => {
      const item = compareItemOf(context)
      return item !== null && isInCompare(params.list, item)
    },
    isCompareMixed: ({ context }, params: { list: ContrastItem[] }) => {
      const item = compareItemOf(context)
      const result = item ? addToCompare(params.list, item) : null
      return result?.ok === false && result.reason === 'mixed'
    },
    isCompareFull: ({ context }, params: { list: ContrastItem[] }) => {
      const item = compareItemOf(context)
      const result = item ? addToCompare(params.list, item) : null
      return result?.ok === false && result.reason === 'full'
    },
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => ({
    query: input.query,
    member: input.member,
    detail: null,
    selection: {},
    productId: null,
    quantity: 1,
    quantityError: null,
    notice: null,
    loadError: null,
  }),
  on: {
    'session.changed': { actions: assign(({ event }) => ({ member: event.member })) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getGoodsDetail',
        src: 'getGoodsDetail',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event, context }) => {
              const detail = event.output
              const sku =
                detail.skus.find((entry) => entry.productId === detail.defaultProductId) ?? detail.skus[0]
              const quantity = Math.max(1, detail.minBuyNum)
              return {
                detail,
                selection: selectionOf(sku),
                productId: sku?.productId ?? null,
                loadError: null,
                ...withQuantity({ ...context, detail }, quantity, sku?.productId ?? null),
              }
            }),
            // SPEC.md §2 footprint: a member's view of a product is recorded
            enqueueActions(({ context, enqueue }) => {
              if (context.member && context.productId !== null)
                enqueue.spawnChild('addFootprint', {
                  id: 'addFootprint',
                  input: { productId: context.productId },
                })
            }),
          ],
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            guard: { type: 'isStoreClosed', params: ({ event }) => ({ error: event.error }) },
            target: 'storeClosed',
          },
          { target: 'failed', actions: assign(({ event }) => ({ loadError: errorMessageOf(event.error) })) },
        ],
      },
    },
    notFound: {},
    storeClosed: {},
    failed: {
      on: { retry: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'option.selected': {
          actions: assign(({ context, event }) => {
            const skus = context.detail?.skus ?? []
            const sku = selectOption(skus, context.selection, event.name, event.value)
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
        },
        'quantity.changed': {
          actions: assign(({ context, event }) => withQuantity(context, event.quantity)),
        },
        'quantity.incremented': {
          actions: assign(({ context }) =>
            withQuantity(context, stepQuantity(context.quantity, context.detail?.minBuyNum ?? 1, 1)),
          ),
        },
        'quantity.decremented': {
          actions: assign(({ context }) =>
            withQuantity(context, stepQuantity(context.quantity, context.detail?.minBuyNum ?? 1, -1)),
          ),
        },
        'notice.dismissed': { actions: assign({ notice: null }) },
      },
      states: {
        quantity: {
          initial: 'valid',
          states: {
            valid: { always: { guard: 'hasQuantityProblem', target: 'invalid' } },
            invalid: { always: { guard: not('hasQuantityProblem'), target: 'valid' } },
          },
        },
        action: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'cart.added': [
                  { guard: 'isNotPurchasable', actions: assign({ notice: failure(NOTICE_IDS.unavailable) }) },
                  {
                    guard: stateIn('#productDetail.ready.quantity.invalid'),
                    actions: assign(({ context }) => ({
                      notice: context.quantityError
                        ? { kind: 'error' as const, message: context.quantityError }
                        : null,
                    })),
                  },
                  { guard: 'isMember', target: 'addingToCart', actions: assign({ notice: null }) },
                  {
                    actions: [
                      'storeLocalCart',
                      assign({ notice: success(NOTICE_IDS.addedToLocalCart) }),
                      { type: 'announceCartAdded', params: { id: NOTICE_IDS.addedToLocalCart } },
                    ],
                  },
                ],
                'sample.requested': [
                  { guard: not('isMember'), actions: 'promptLogin' },
                  { guard: 'isNotPurchasable', actions: assign({ notice: failure(NOTICE_IDS.unavailable) }) },
                  { target: 'requestingSample', actions: assign({ notice: null }) },
                ],
                'favourite.toggled': [
                  { guard: not('isMember'), actions: 'promptLogin' },
                  { target: 'togglingFavourite', actions: assign({ notice: null }) },
                ],
                'store.followToggled': [
                  { guard: not('isMember'), actions: 'promptLogin' },
                  { target: 'togglingFollow', actions: assign({ notice: null }) },
                ],
                'compare.added': [
                  {
                    guard: { type: 'isAlreadyCompared', params: ({ event }) => ({ list: event.list }) },
                    actions: assign({ notice: success(NOTICE_IDS.compareAlready) }),
                  },
                  {
                    guard: { type: 'isCompareMixed', params: ({ event }) => ({ list: event.list }) },
                    actions: assign({ notice: failure(NOTICE_IDS.compareMixed) }),
                  },
                  {
                    guard: { type: 'isCompareFull', params: ({ event }) => ({ list: event.list }) },
                    actions: assign({ notice: failure(NOTICE_IDS.compareFull) }),
                  },
                  {
                    actions: [
                      {
                        type: 'storeCompareList',
                        params: ({ context, event }) => {
                          const item = compareItemOf(context)
                          return { list: item ? [...event.list, item] : event.list }
                        },
                      },
                      assign({ notice: success(NOTICE_IDS.compareAdded) }),
                    ],
                  },
                ],
                'optimization.requested': [
                  { guard: not('isMember'), actions: 'promptLogin' },
                  {
                    guard: 'isDesigner',
                    actions: {
                      type: 'openOptimization',
                      params: ({ context }) => ({ productId: context.productId ?? 0 }),
                    },
                  },
                  { actions: assign({ notice: failure(NOTICE_IDS.designersOnly) }) },
                ],
              },
            },
            addingToCart: {
              tags: 'busy',
              invoke: {
                id: 'addCart',
                src: 'addCart',
                input: ({ context }) => ({ productId: context.productId ?? 0, number: context.quantity }),
                onDone: 'reloadingCart',
                onError: [
                  {
                    guard: { type: 'isSessionInvalid', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: ['forgetMember', 'promptLogin'],
                  },
                  { target: 'idle', actions: assign(({ event }) => ({ notice: errorNotice(event.error) })) },
                ],
              },
            },
            reloadingCart: {
              tags: 'busy',
              invoke: {
                id: 'getCartList',
                src: 'getCartList',
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'storeCartList', params: ({ event }) => ({ cart: event.output }) },
                    assign({ notice: success(NOTICE_IDS.addedToCart) }),
                    { type: 'announceCartAdded', params: { id: NOTICE_IDS.addedToCart } },
                  ],
                },
                // the line was added; only the header count may lag until the next reload
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ notice: success(NOTICE_IDS.addedToCart) }),
                    { type: 'announceCartAdded', params: { id: NOTICE_IDS.addedToCart } },
                  ],
                },
              },
            },
            requestingSample: {
              tags: 'busy',
              invoke: {
                id: 'addSampleCart',
                src: 'addSampleCart',
                input: ({ context }) => ({ productId: context.productId ?? 0, number: SAMPLE_QUANTITY }),
                onDone: 'reloadingSampleCart',
                onError: [
                  {
                    guard: { type: 'isSessionInvalid', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: ['forgetMember', 'promptLogin'],
                  },
                  { target: 'idle', actions: assign(({ event }) => ({ notice: errorNotice(event.error) })) },
                ],
              },
            },
            reloadingSampleCart: {
              tags: 'busy',
              invoke: {
                id: 'getSampleCartList',
                src: 'getSampleCartList',
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'storeSampleList', params: ({ event }) => ({ sampleCart: event.output }) },
                    assign({ notice: success(NOTICE_IDS.sampleAdded) }),
                  ],
                },
                onError: { target: 'idle', actions: assign({ notice: success(NOTICE_IDS.sampleAdded) }) },
              },
            },
            togglingFavourite: {
              tags: 'busy',
              invoke: {
                id: 'editFollowProduct',
                src: 'editFollowProduct',
                // a favourite is kept per SKU: removing it removes every SKU of the goods
                input: ({ context }) =>
                  context.detail?.isFavourite
                    ? { productIds: context.detail.skus.map((sku) => sku.productId), isCollect: 0 as const }
                    : { productIds: [context.productId ?? 0], isCollect: 1 as const },
                onDone: [
                  {
                    guard: 'isFavourite',
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      detail: context.detail && { ...context.detail, isFavourite: false },
                      notice: success(NOTICE_IDS.favouriteRemoved),
                    })),
                  },
                  {
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      detail: context.detail && { ...context.detail, isFavourite: true },
                      notice: success(NOTICE_IDS.favouriteAdded),
                    })),
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isSessionInvalid', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: ['forgetMember', 'promptLogin'],
                  },
                  { target: 'idle', actions: assign(({ event }) => ({ notice: errorNotice(event.error) })) },
                ],
              },
            },
            togglingFollow: {
              tags: 'busy',
              invoke: {
                id: 'editFollowStore',
                src: 'editFollowStore',
                input: ({ context }) => ({
                  storeIds: [context.detail?.store.storeId ?? 0],
                  isCollect: context.detail?.store.isFollowing ? (0 as const) : (1 as const),
                }),
                onDone: [
                  {
                    guard: 'isFollowingStore',
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      detail: context.detail && {
                        ...context.detail,
                        store: { ...context.detail.store, isFollowing: false },
                      },
                      notice: success(NOTICE_IDS.storeUnfollowed),
                    })),
                  },
                  {
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      detail: context.detail && {
                        ...context.detail,
                        store: { ...context.detail.store, isFollowing: true },
                      },
                      notice: success(NOTICE_IDS.storeFollowed),
                    })),
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isSessionInvalid', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: ['forgetMember', 'promptLogin'],
                  },
                  { target: 'idle', actions: assign(({ event }) => ({ notice: errorNotice(event.error) })) },
                ],
              },
            },
          },
        },
      },
    },
  },
})
