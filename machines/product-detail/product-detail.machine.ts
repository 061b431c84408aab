// Product page flow — SPEC.md §2 (/goods/detail, footprint), §4 (visitor cart kept locally, product state),
// §5 (quantity rules, comparison max 4 without mixing), §6 (visitors: login required to operate; only
// designers may use the selection-optimisation link), §8 (product off shelf, store closed, comparison full).
// Operations: getGoodsDetail → (member) addFootprint; addCart → getCartList; addSampleCart →
// getSampleCartList; editFollowProduct; editFollowStore.
import { assign, enqueueActions, not, setup, stateIn } from 'xstate'
import { ApiError, errorMessageOf } from '../../src/api/errors'
import type { GoodsDetail } from '../../src/api/goods-detail'
import { session, type CartData, type ContrastItem, type SampleCartData } from '../../src/api/session'
import { addToCompare, isInCompare } from '../../src/lib/compare'
import { addToLocalCart } from '../../src/lib/local-cart'
import { loginPrompt } from '../../src/lib/login-prompt'
import { LINK_TOAST_DURATION_MS, notify } from '../../src/lib/notify'
import { productDetailActors } from './product-detail.actors'
import {
  compareItemOf,
  DESIGNER_MEMBER_TYPE,
  errorNotice,
  failure,
  isApiState,
  NOTICE_IDS,
  SAMPLE_QUANTITY,
  sampleQuotaNotice,
  selectedSku,
  success,
  VIEW_CART_LABEL_ID,
  withQuantity,
} from './product-detail-rules'
import type {
  Notice,
  ProductDetailContext,
  ProductDetailEvent,
  ProductDetailInput,
  ProductDetailMember,
} from './product-detail.types'
import { resolveSku, selectionOf, selectOption, skuLadder, stepQuantity, unitPriceFor } from './sku'

// the machine's module is where its readers (the route, tests, stories) find its rules and types
export {
  compareItemOf,
  DESIGNER_MEMBER_TYPE,
  inlineNoticeOf,
  NOTICE_IDS,
  SAMPLE_QUANTITY,
  selectedSku,
} from './product-detail-rules'
export type {
  Notice,
  ProductDetailContext,
  ProductDetailEvent,
  ProductDetailInput,
  ProductDetailMember,
} from './product-detail.types'

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const showNotice = (notice: Notice) => ({ type: 'showNotice', params: { notice } }) as const

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
    storeMember: assign((_, { member }: { member: ProductDetailMember | null }) => ({ member })),
    /** The default SKU (else the first) selected, at the minimum quantity. */
    storeDetail: assign(({ context }, { detail }: { detail: GoodsDetail }) => {
      const sku = detail.skus.find((entry) => entry.productId === detail.defaultProductId) ?? detail.skus[0]
      const quantity = Math.max(1, detail.minBuyNum)
      return {
        detail,
        selection: selectionOf(sku),
        productId: sku?.productId ?? null,
        loadError: null,
        ...withQuantity({ ...context, detail }, quantity, sku?.productId ?? null),
      }
    }),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    /** The SKU of the chosen option; the quantity is checked again against it. */
    selectOption: assign(({ context }, { name, value }: { name: string; value: string }) => {
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
    changeQuantity: assign(({ context }, { quantity }: { quantity: number }) =>
      withQuantity(context, quantity),
    ),
    stepQuantity: assign(({ context }, { step }: { step: 1 | -1 }) =>
      withQuantity(context, stepQuantity(context.quantity, context.detail?.minBuyNum ?? 1, step)),
    ),
    clearNotice: assign({ notice: null }),
    showNotice: assign((_, { notice }: { notice: Notice }) => ({ notice })),
    showSampleQuotaNotice: assign(({ context }) => ({
      notice: sampleQuotaNotice(context, context.sampleCart),
    })),
    keepSampleCart: assign((_, { sampleCart }: { sampleCart: SampleCartData }) => ({ sampleCart })),
    showQuantityError: assign(({ context }) => ({
      notice: context.quantityError ? { kind: 'error' as const, message: context.quantityError } : null,
    })),
    showErrorNotice: assign((_, { error }: { error: unknown }) => ({ notice: errorNotice(error) })),
    storeFavourite: assign(({ context }, { isFavourite }: { isFavourite: boolean }) => ({
      detail: context.detail && { ...context.detail, isFavourite },
      notice: success(isFavourite ? NOTICE_IDS.favouriteAdded : NOTICE_IDS.favouriteRemoved),
    })),
    storeFollowing: assign(({ context }, { isFollowing }: { isFollowing: boolean }) => ({
      detail: context.detail && { ...context.detail, store: { ...context.detail.store, isFollowing } },
      notice: success(isFollowing ? NOTICE_IDS.storeFollowed : NOTICE_IDS.storeUnfollowed),
    })),
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
    isOverSampleQuota: ({ context }) => sampleQuotaNotice(context, context.sampleCart) !== null,
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
    sampleCart: input.sampleCart ?? session.getSnapshot().sampleListData,
  }),
  on: {
    'session.changed': {
      actions: { type: 'storeMember', params: ({ event }) => ({ member: event.member }) },
    },
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
            { type: 'storeDetail', params: ({ event }) => ({ detail: event.output }) },
            // SPEC.md §2 footprint: a member's view of a product is recorded (enqueueActions stays inline:
            // declared in setup() it makes TypeScript infer the action map from itself)
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
          { target: 'failed', actions: { type: 'storeLoadError', params: errorParams } },
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
          actions: {
            type: 'selectOption',
            params: ({ event }) => ({ name: event.name, value: event.value }),
          },
        },
        'quantity.changed': {
          actions: { type: 'changeQuantity', params: ({ event }) => ({ quantity: event.quantity }) },
        },
        'quantity.incremented': { actions: { type: 'stepQuantity', params: { step: 1 } } },
        'quantity.decremented': { actions: { type: 'stepQuantity', params: { step: -1 } } },
        'notice.dismissed': { actions: 'clearNotice' },
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
                  { guard: 'isNotPurchasable', actions: showNotice(failure(NOTICE_IDS.unavailable)) },
                  {
                    guard: stateIn('#productDetail.ready.quantity.invalid'),
                    actions: 'showQuantityError',
                  },
                  { guard: 'isMember', target: 'addingToCart', actions: 'clearNotice' },
                  {
                    actions: [
                      'storeLocalCart',
                      showNotice(success(NOTICE_IDS.addedToLocalCart)),
                      { type: 'announceCartAdded', params: { id: NOTICE_IDS.addedToLocalCart } },
                    ],
                  },
                ],
                'sample.requested': [
                  { guard: not('isMember'), actions: 'promptLogin' },
                  { guard: 'isNotPurchasable', actions: showNotice(failure(NOTICE_IDS.unavailable)) },
                  // SPEC.md §5: the monthly sample limits refuse before anything is sent
                  { guard: 'isOverSampleQuota', actions: 'showSampleQuotaNotice' },
                  { target: 'requestingSample', actions: 'clearNotice' },
                ],
                'favourite.toggled': [
                  { guard: not('isMember'), actions: 'promptLogin' },
                  { target: 'togglingFavourite', actions: 'clearNotice' },
                ],
                'store.followToggled': [
                  { guard: not('isMember'), actions: 'promptLogin' },
                  { target: 'togglingFollow', actions: 'clearNotice' },
                ],
                'compare.added': [
                  {
                    guard: { type: 'isAlreadyCompared', params: ({ event }) => ({ list: event.list }) },
                    actions: showNotice(success(NOTICE_IDS.compareAlready)),
                  },
                  {
                    guard: { type: 'isCompareMixed', params: ({ event }) => ({ list: event.list }) },
                    actions: showNotice(failure(NOTICE_IDS.compareMixed)),
                  },
                  {
                    guard: { type: 'isCompareFull', params: ({ event }) => ({ list: event.list }) },
                    actions: showNotice(failure(NOTICE_IDS.compareFull)),
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
                      showNotice(success(NOTICE_IDS.compareAdded)),
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
                  { actions: showNotice(failure(NOTICE_IDS.designersOnly)) },
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
                  { target: 'idle', actions: { type: 'showErrorNotice', params: errorParams } },
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
                    showNotice(success(NOTICE_IDS.addedToCart)),
                    { type: 'announceCartAdded', params: { id: NOTICE_IDS.addedToCart } },
                  ],
                },
                // the line was added; only the header count may lag until the next reload
                onError: {
                  target: 'idle',
                  actions: [
                    showNotice(success(NOTICE_IDS.addedToCart)),
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
                  { target: 'idle', actions: { type: 'showErrorNotice', params: errorParams } },
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
                    { type: 'keepSampleCart', params: ({ event }) => ({ sampleCart: event.output }) },
                    showNotice(success(NOTICE_IDS.sampleAdded)),
                  ],
                },
                onError: { target: 'idle', actions: showNotice(success(NOTICE_IDS.sampleAdded)) },
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
                    actions: { type: 'storeFavourite', params: { isFavourite: false } },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'storeFavourite', params: { isFavourite: true } },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isSessionInvalid', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: ['forgetMember', 'promptLogin'],
                  },
                  { target: 'idle', actions: { type: 'showErrorNotice', params: errorParams } },
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
                    actions: { type: 'storeFollowing', params: { isFollowing: false } },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'storeFollowing', params: { isFollowing: true } },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isSessionInvalid', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: ['forgetMember', 'promptLogin'],
                  },
                  { target: 'idle', actions: { type: 'showErrorNotice', params: errorParams } },
                ],
              },
            },
          },
        },
      },
    },
  },
})
