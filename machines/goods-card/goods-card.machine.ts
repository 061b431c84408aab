// Buying from a goods list card (issue 16 item 5; REFERENCE.md goods list "card: … favorite (login), add to
// cart"): "Añadir al carrito" adds the minimum order quantity of the card's default SKU (SPEC.md §5: not below
// the minimum, a multiple of it), "Añadir a favoritos" keeps the goods; a visitor gets the login prompt
// (SPEC.md §6 "Inicie sesión para continuar"). The quantity is checked with the shared quantity rules before
// asking; the mock checks it again. One action at a time; each card keeps its own answer.
// Operations: addCart → getCartList (the session's cart, for the header count); editFollowProduct.
import { assign, setup } from 'xstate'
import { cartOutbox } from '../../src/api/cart-outbox'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { session, type CartData } from '../../src/api/session'
import { addMessages } from '../../src/i18n/dictionary'
import cataloguePart from '../../src/i18n/parts/catalogue.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'
import { loginPrompt } from '../../src/lib/login-prompt'
import { brokenQuantityRule } from '../../src/schemas/quantity-rules'
import { goodsCardActors } from './goods-card.actors'

addMessages(cataloguePart)

export const goodsCardMessages = defineMessages({
  addedToCart: { id: 'catalogue.card.addedToCart', defaultMessage: 'Añadido al carrito.' },
  addedToFavourites: { id: 'catalogue.card.addedToFavourites', defaultMessage: 'Añadido a favoritos.' },
  queuedForCart: {
    id: 'catalogue.card.queuedForCart',
    defaultMessage: 'Sin conexión: se añadirá al carrito cuando vuelva la conexión.',
  },
})

export interface GoodsCardNotice {
  kind: 'success' | 'error'
  message: ErrorMessage
}

export interface GoodsCardTarget {
  goodsId: number
  productId: number
}

export interface GoodsCardContext {
  pending: (GoodsCardTarget & { quantity: number }) | null
  notices: Record<number, GoodsCardNotice>
}

export type GoodsCardEvent =
  | {
      type: 'card.cartAdded'
      goodsId: number
      productId: number
      quantity: number
      minBuyNum: number
      loggedIn: boolean
    }
  | { type: 'card.favouriteAdded'; goodsId: number; productId: number; loggedIn: boolean }

/** The first quantity rule the card's quantity breaks, as a dictionary id with its values. */
export function cardQuantityProblem(quantity: number, minBuyNum: number): ErrorMessage | null {
  const problem = brokenQuantityRule(quantity, minBuyNum)
  return problem ? { id: problem.id } : null
}

const noteOf = (context: GoodsCardContext, notice: GoodsCardNotice) =>
  context.pending ? { ...context.notices, [context.pending.goodsId]: notice } : context.notices

export const goodsCardMachine = setup({
  types: { context: {} as GoodsCardContext, events: {} as GoodsCardEvent, tags: {} as 'busy' },
  actors: goodsCardActors,
  guards: {
    isVisitor: ({ event }) => !event.loggedIn,
    /** The browser says it is offline: the line waits in the outbox (issue 26 item 3). */
    isOfflineForCart: () => cartOutbox.shouldQueue(),
    isBadQuantity: ({ event }) =>
      event.type === 'card.cartAdded' && cardQuantityProblem(event.quantity, event.minBuyNum) !== null,
  },
  actions: {
    promptLogin: () => loginPrompt.open({ reason: 'loginRequired' }),
    markPending: assign({
      pending: ({ event }) => ({
        goodsId: event.goodsId,
        productId: event.productId,
        quantity: event.type === 'card.cartAdded' ? event.quantity : 0,
      }),
    }),
    showQuantityProblem: assign({
      notices: ({ context, event }) =>
        event.type === 'card.cartAdded'
          ? {
              ...context.notices,
              [event.goodsId]: {
                kind: 'error',
                message: cardQuantityProblem(event.quantity, event.minBuyNum)!,
              },
            }
          : context.notices,
    }),
    noteSuccess: assign({
      notices: ({ context }, params: { id: string }) =>
        noteOf(context, { kind: 'success', message: { id: params.id } }),
    }),
    noteRefusal: assign({
      notices: ({ context }, params: { error: unknown }) =>
        noteOf(context, { kind: 'error', message: errorMessageOf(params.error) }),
    }),
    storeCartList: (_, params: { cart: CartData }) => session.setCartListData(params.cart),
    queueCartAdd: ({ event }) => {
      if (event.type === 'card.cartAdded')
        cartOutbox.queue({ productId: event.productId, number: event.quantity })
    },
    noteQueued: assign({
      notices: ({ context, event }) => ({
        ...context.notices,
        [event.goodsId]: { kind: 'success', message: { id: goodsCardMessages.queuedForCart.id } },
      }),
    }),
    clearPending: assign({ pending: null }),
  },
}).createMachine({
  id: 'goodsCard',
  context: { pending: null, notices: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'card.cartAdded': [
          { guard: 'isVisitor', actions: 'promptLogin' },
          { guard: 'isBadQuantity', actions: 'showQuantityProblem' },
          { guard: 'isOfflineForCart', actions: ['queueCartAdd', 'noteQueued'] },
          { target: 'addingToCart', actions: 'markPending' },
        ],
        'card.favouriteAdded': [
          { guard: 'isVisitor', actions: 'promptLogin' },
          { target: 'addingFavourite', actions: 'markPending' },
        ],
      },
    },
    addingToCart: {
      tags: 'busy',
      invoke: {
        id: 'addCart',
        src: 'addCart',
        input: ({ context }) => ({
          productId: context.pending?.productId ?? 0,
          number: context.pending?.quantity ?? 0,
        }),
        onDone: {
          target: 'refreshingCart',
          actions: { type: 'noteSuccess', params: { id: goodsCardMessages.addedToCart.id } },
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'noteRefusal', params: ({ event }) => ({ error: event.error }) }, 'clearPending'],
        },
      },
    },
    // the header's cart count follows; a failure here leaves the card's success as it is
    refreshingCart: {
      tags: 'busy',
      invoke: {
        id: 'getCartList',
        src: 'getCartList',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeCartList', params: ({ event }) => ({ cart: event.output }) },
            'clearPending',
          ],
        },
        onError: { target: 'idle', actions: 'clearPending' },
      },
    },
    addingFavourite: {
      tags: 'busy',
      invoke: {
        id: 'editFollowProduct',
        src: 'editFollowProduct',
        input: ({ context }) => ({ productId: context.pending?.productId ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'noteSuccess', params: { id: goodsCardMessages.addedToFavourites.id } },
            'clearPending',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'noteRefusal', params: ({ event }) => ({ error: event.error }) }, 'clearPending'],
        },
      },
    },
  },
})
