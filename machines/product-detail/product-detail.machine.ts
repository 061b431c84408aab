// Product page flow — SPEC.md §2 (/goods/detail, footprint), §4 (visitor cart kept locally, product state),
// §5 (quantity rules, comparison max 4 without mixing), §6 (visitors: login required to operate; only
// designers may use the selection-optimisation link), §8 (product off shelf, store closed, comparison full).
// Operations: getGoodsDetail → (member) addFootprint; addCart → getCartList; batchAddCart (the SKU grid);
// addSampleCart → getSampleCartList; editFollowProduct; editFollowStore. Issue 16 items 1–2: "Comprar ahora"
// (member: /buy/confirm with the SKUs; visitor: the login prompt, back to this page with the quantities) and
// the SKU grid (a quantity per SKU, added or bought in one action; rules in sku-grid.ts).
import { and, enqueueActions, not, setup, type SnapshotFrom, stateIn } from 'xstate'
import { session } from '../../src/api/session'
import { productDetailActions } from './product-detail.actions'
import { productDetailActors } from './product-detail.actors'
import { productDetailGuards } from './product-detail.guards'
import { compareItemOf, failure, NOTICE_IDS, SAMPLE_QUANTITY, success } from './product-detail-rules'
import type {
  Notice,
  ProductDetailContext,
  ProductDetailEvent,
  ProductDetailInput,
} from './product-detail.types'
import { buyNowUrl, gridLines, productReturnUrl } from './sku-grid'

// the machine's module is where its readers (the route, tests, stories) find its rules and types
export {
  compareItemOf,
  DESIGNER_MEMBER_TYPE,
  inlineNoticeOf,
  NOTICE_IDS,
  SAMPLE_QUANTITY,
  selectedSku,
} from './product-detail-rules'
export {
  buyNowUrl,
  gridSummary,
  parseLinesParam,
  type GridRow,
  type GridRowProblem,
  type GridSummary,
} from './sku-grid'
export type {
  Notice,
  ProductDetailContext,
  ProductDetailEvent,
  ProductDetailInput,
  ProductDetailMember,
} from './product-detail.types'

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const showNotice = (notice: Notice) => ({ type: 'showNotice', params: { notice } }) as const
const inGrid = stateIn('#productDetail.ready.mode.grid')
/** The SKU and quantity of the single choice, as a line. */
const singleLines = (context: ProductDetailContext) =>
  context.productId === null ? [] : [{ productId: context.productId, number: context.quantity }]

export const productDetailMachine = setup({
  types: {
    context: {} as ProductDetailContext,
    events: {} as ProductDetailEvent,
    input: {} as ProductDetailInput,
    tags: {} as 'busy',
  },
  actors: productDetailActors,
  actions: productDetailActions,
  guards: productDetailGuards,
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
    restore: input.restore ?? null,
    grid: {},
    gridRefusals: {},
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
        'gridQuantity.changed': {
          actions: {
            type: 'changeGridQuantity',
            params: ({ event }) => ({ productId: event.productId, quantity: event.quantity }),
          },
        },
        'gridQuantity.incremented': {
          actions: {
            type: 'stepGridQuantity',
            params: ({ event }) => ({ productId: event.productId, step: 1 }),
          },
        },
        'gridQuantity.decremented': {
          actions: {
            type: 'stepGridQuantity',
            params: ({ event }) => ({ productId: event.productId, step: -1 }),
          },
        },
      },
      states: {
        // the single SKU choice with its quantity, or the SKU grid (issue 16 item 2)
        mode: {
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'isGridRestored', target: 'grid' }, { target: 'single' }] },
            single: { on: { 'grid.opened': { target: 'grid', actions: ['seedGrid', 'clearNotice'] } } },
            grid: { on: { 'grid.closed': { target: 'single', actions: 'clearNotice' } } },
          },
        },
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
                'buyNow.requested': [
                  { guard: and([inGrid, 'isGridNotOrderable']), actions: 'showGridProblem' },
                  {
                    guard: and([inGrid, not('isMember')]),
                    actions: {
                      type: 'promptLoginToBuy',
                      params: ({ context }) => ({
                        redirectUrl: productReturnUrl(context.query, gridLines(context), true),
                      }),
                    },
                  },
                  {
                    guard: inGrid,
                    actions: {
                      type: 'openCheckout',
                      params: ({ context }) => ({ url: buyNowUrl(gridLines(context)) }),
                    },
                  },
                  { guard: 'isNotPurchasable', actions: showNotice(failure(NOTICE_IDS.unavailable)) },
                  {
                    guard: stateIn('#productDetail.ready.quantity.invalid'),
                    actions: 'showQuantityError',
                  },
                  {
                    guard: not('isMember'),
                    actions: {
                      type: 'promptLoginToBuy',
                      params: ({ context }) => ({
                        redirectUrl: productReturnUrl(context.query, singleLines(context), false),
                      }),
                    },
                  },
                  {
                    actions: {
                      type: 'openCheckout',
                      params: ({ context }) => ({ url: buyNowUrl(singleLines(context)) }),
                    },
                  },
                ],
                'cart.added': [
                  { guard: and([inGrid, 'isGridNotOrderable']), actions: 'showGridProblem' },
                  { guard: and([inGrid, 'isMember']), target: 'addingGridToCart', actions: 'clearNotice' },
                  {
                    guard: inGrid,
                    actions: [
                      'storeLocalGridCart',
                      showNotice(success(NOTICE_IDS.addedToLocalCart)),
                      { type: 'announceCartAdded', params: { id: NOTICE_IDS.addedToLocalCart } },
                    ],
                  },
                  { guard: 'isNotPurchasable', actions: showNotice(failure(NOTICE_IDS.unavailable)) },
                  {
                    guard: stateIn('#productDetail.ready.quantity.invalid'),
                    actions: 'showQuantityError',
                  },
                  {
                    guard: and(['isMember', 'isOfflineForCart']),
                    actions: 'queueCartAdd',
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
            addingGridToCart: {
              tags: 'busy',
              invoke: {
                id: 'batchAddCart',
                src: 'batchAddCart',
                input: ({ context }) => ({ lines: gridLines(context) }),
                onDone: [
                  {
                    guard: { type: 'hasGridRefusals', params: ({ event }) => ({ result: event.output }) },
                    target: 'idle',
                    actions: { type: 'storeGridRefusals', params: ({ event }) => ({ result: event.output }) },
                  },
                  {
                    target: 'idle',
                    actions: [
                      { type: 'storeCartList', params: ({ event }) => ({ cart: event.output.cart }) },
                      showNotice(success(NOTICE_IDS.addedToCart)),
                      { type: 'announceCartAdded', params: { id: NOTICE_IDS.addedToCart } },
                    ],
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

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type ProductDetailSnapshot = SnapshotFrom<typeof productDetailMachine>
export type ProductDetailStage = 'loading' | 'notFound' | 'storeClosed' | 'failed' | 'ready'
const STAGES = ['ready', 'loading', 'notFound', 'storeClosed', 'failed'] as const
export const productDetailStageOf = (s: ProductDetailSnapshot): ProductDetailStage =>
  STAGES.find((stage) => s.matches(stage)) ?? 'loading'
/** An add to cart, buy now or grid action is on its way (the first load shows its own state). */
export const productDetailBusyOf = (s: ProductDetailSnapshot) => s.hasTag('busy') && !s.matches('loading')
/** The SKU grid (several SKUs at once, issue 16 item 2) is open. */
export const productDetailGridOpenOf = (s: ProductDetailSnapshot) => s.matches({ ready: { mode: 'grid' } })
