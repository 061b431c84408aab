// Cart and sample-request cart flow — SPEC.md §3 (cart fields), §4 (visitor cart kept locally), §5 (quantities:
// minimum order and multiples, stock, 1–99999; in-stock and reserved goods are separate orders; monthly sample
// quota), §6 (visitors: login required to operate), §8 (stock exceeded, over purchase limit, out of range).
// Operations: getCartList / getSampleCartList; changeCartNum, checkCarts, deleteCarts, emptyInvalid (and their
// sampleCart twins); moveCartsToCollection. A visitor works on the local cart only, without the API.
// The quantity of a line is debounced here (450 ms, `after`), so the view only reports what was typed.
import type { Message } from '../../src/api/message'
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf } from '../../src/api/errors'
import { session, type CartData, type SampleCartData } from '../../src/api/session'
import {
  asLocalCart,
  changeLocalCartQuantity,
  checkLocalCartLines,
  emptyLocalCartInvalid,
  removeLinesFromLocalCart,
} from '../../src/lib/local-cart'
import { loginPrompt } from '../../src/lib/login-prompt'
import { cartActors, type ChangeNumOutput } from './cart.actors'
import {
  belowMinimumNotice,
  CART_MESSAGE_IDS,
  findLine,
  isMixedSelection,
  lineBelowMinimum,
  lineProblem,
  QUANTITY_DEBOUNCE_MS,
  selectedLines,
  validLines,
  type AnyCart,
  type CartKind,
} from './cart-rules'

export interface CartInput {
  kind: CartKind
  loggedIn: boolean
}

export interface CartContext {
  kind: CartKind
  loggedIn: boolean
  cart: AnyCart | null
  /** What the buyer typed, per cartId, until the server accepts it (kept visible with its refusal). */
  drafts: Record<number, number>
  /** Valid typed quantities not sent yet. */
  pending: Record<number, number>
  /** The quantities being sent now. */
  sending: Record<number, number>
  lineErrors: Record<number, Message>
  notice: Message | null
  loadError: Message | null
}

export type CartEvent =
  | { type: 'line.quantityChanged'; cartId: number; quantity: number }
  | { type: 'line.toggled'; cartId: number; checked: boolean }
  | { type: 'store.toggled'; storeId: number; checked: boolean }
  | { type: 'all.toggled'; checked: boolean }
  | { type: 'lines.deleted'; cartIds: number[] }
  | { type: 'invalid.emptied' }
  | { type: 'lines.movedToFavourites'; cartIds: number[] }
  | { type: 'checkout.requested' }
  | { type: 'notice.dismissed' }
  | { type: 'retry' }

/** Where "Realizar pedido" / "Solicitar muestras" lead (the next screens, SPEC.md §2). */
export const CHECKOUT_URLS: Record<CartKind, string> = {
  cart: '/buy/confirm?ifcart=true',
  sample: '/prototype/sample/apply',
}

const without = <T>(record: Record<number, T>, ids: readonly number[]) => {
  const copy = { ...record }
  for (const id of ids) delete copy[id]
  return copy
}

const emptyCart = (kind: CartKind): AnyCart => {
  const base: CartData = {
    storeCartGroupList: [],
    invalidList: [],
    availableCartNum: 0,
    checkedAll: false,
    totalAmount: 0,
    totalCheck: 0,
  }
  if (kind === 'cart') return base
  const { availableCartNum, ...rest } = base
  return {
    ...rest,
    availableSampleCartNum: availableCartNum,
    quota: { monthlyCount: 0, monthlyAmount: 0, remainingCount: 0, remainingAmount: 0 },
  } satisfies SampleCartData
}

/** The cartIds an event names (a store, every line, one line); invalid lines are never selectable. */
function idsOfToggle(context: CartContext, event: CartEvent): number[] {
  const lines = validLines(context.cart)
  if (event.type === 'line.toggled') return lines.some((l) => l.cartId === event.cartId) ? [event.cartId] : []
  if (event.type === 'store.toggled') {
    const group = context.cart?.storeCartGroupList.find((entry) => entry.storeId === event.storeId)
    return group?.storeGoodsList.map((line) => line.cartId) ?? []
  }
  if (event.type === 'all.toggled') return lines.map((line) => line.cartId)
  return []
}

/** Local lines are keyed by product (src/lib/local-cart.ts). */
const productIdsOf = (context: CartContext, cartIds: readonly number[]) =>
  cartIds.flatMap((cartId) => {
    const line = findLine(context.cart, cartId)
    return line ? [line.productId] : []
  })

const checkedOf = (event: CartEvent): 0 | 1 => ('checked' in event && event.checked ? 1 : 0)

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    tags: {} as 'busy',
  },
  actors: cartActors,
  delays: {
    quantityDebounce: QUANTITY_DEBOUNCE_MS,
  },
  actions: {
    promptLogin: () => loginPrompt.open({ reason: 'loginRequired' }),
    /** The header count follows the stored cart (SPEC.md §3 cartListData / sampleListData). */
    storeCart: ({ context }) => {
      if (!context.cart) return
      if (context.kind === 'sample') session.setSampleListData(context.cart as SampleCartData)
      else session.setCartListData(context.cart as CartData)
    },
    /** The route navigates to the next screen. */
    goToCheckout: (_, _params: { url: string }) => undefined,
    loadLocalCart: assign(({ context }) => ({
      // SPEC.md §4: a visitor's cart is kept locally; a visitor has no sample cart
      cart: context.kind === 'cart' ? asLocalCart(session.getSnapshot().cartListData) : emptyCart('sample'),
    })),
    typeQuantity: assign(({ context, event }) => {
      if (event.type !== 'line.quantityChanged') return {}
      const line = findLine(context.cart, event.cartId)
      if (!line) return {}
      const problem = lineProblem(context.cart, line, event.quantity, context.kind)
      const drafts = { ...context.drafts, [event.cartId]: event.quantity }
      if (problem) {
        return {
          drafts,
          pending: without(context.pending, [event.cartId]),
          lineErrors: { ...context.lineErrors, [event.cartId]: problem },
        }
      }
      return {
        drafts,
        pending: { ...context.pending, [event.cartId]: event.quantity },
        lineErrors: without(context.lineErrors, [event.cartId]),
      }
    }),
    applyLocalQuantities: assign(({ context }) => {
      let cart = context.cart
      for (const [cartId, quantity] of Object.entries(context.pending)) {
        const line = findLine(cart, Number(cartId))
        if (line) cart = changeLocalCartQuantity(cart, line.productId, quantity)
      }
      const done = Object.keys(context.pending).map(Number)
      return { cart, pending: {}, drafts: without(context.drafts, done) }
    }),
    applyLocalToggle: assign(({ context, event }) => ({
      cart: checkLocalCartLines(
        context.cart,
        productIdsOf(context, idsOfToggle(context, event)),
        checkedOf(event),
      ),
    })),
    applyLocalDelete: assign(({ context, event }) => {
      const ids = event.type === 'lines.deleted' ? event.cartIds : []
      return {
        cart: removeLinesFromLocalCart(context.cart, productIdsOf(context, ids)),
        drafts: without(context.drafts, ids),
        pending: without(context.pending, ids),
        lineErrors: without(context.lineErrors, ids),
      }
    }),
    applyLocalEmptyInvalid: assign(({ context }) => ({ cart: emptyLocalCartInvalid(context.cart) })),
    applyChangeNum: assign(({ context }, params: { output: ChangeNumOutput }) => {
      const { output } = params
      let lineErrors = without(context.lineErrors, output.accepted)
      for (const refusal of output.refused) lineErrors = { ...lineErrors, [refusal.cartId]: refusal.message }
      // a line typed again while it was being saved keeps its newer draft
      const settled = output.accepted.filter((id) => context.pending[id] === undefined)
      return {
        cart: output.cart ?? context.cart,
        drafts: without(context.drafts, settled),
        sending: {},
        lineErrors,
      }
    }),
    storeLoaded: assign((_, params: { cart: AnyCart }) => ({ cart: params.cart, loadError: null })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorMessageOf(params.error) })),
    /** The pending quantities go out; typing meanwhile starts a new pending set. */
    sendPending: assign(({ context }) => ({ sending: context.pending, pending: {} })),
    storeAnswer: assign((_, params: { cart: AnyCart }) => ({ cart: params.cart, notice: null })),
    storeError: assign((_, params: { error: unknown }) => ({ notice: errorMessageOf(params.error) })),
    forgetDeleted: assign(({ context }, params: { cartIds: number[] }) => ({
      drafts: without(context.drafts, params.cartIds),
      pending: without(context.pending, params.cartIds),
      lineErrors: without(context.lineErrors, params.cartIds),
    })),
    setNotice: assign((_, params: { message: Message }) => ({ notice: params.message })),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    isVisitor: ({ context }) => !context.loggedIn,
    hasPending: ({ context }) => Object.keys(context.pending).length > 0,
    isQuantityValid: ({ context, event }) => {
      if (event.type !== 'line.quantityChanged') return false
      const line = findLine(context.cart, event.cartId)
      return line !== undefined && lineProblem(context.cart, line, event.quantity, context.kind) === null
    },
    hasToggleTargets: ({ context, event }) => idsOfToggle(context, event).length > 0,
    hasNothingSelected: ({ context }) => selectedLines(context.cart).length === 0,
    isMixedSelection: ({ context }) => isMixedSelection(context.cart),
    hasLineBelowMinimum: ({ context }) => lineBelowMinimum(context.cart, context.kind) !== undefined,
    isSampleCart: ({ context }) => context.kind === 'sample',
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    kind: input.kind,
    loggedIn: input.loggedIn,
    cart: null,
    drafts: {},
    pending: {},
    sending: {},
    lineErrors: {},
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      always: { guard: 'isVisitor', target: 'ready', actions: 'loadLocalCart' },
      invoke: {
        id: 'getCartList',
        src: 'getCartList',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeLoaded', params: ({ event }) => ({ cart: event.output }) }, 'storeCart'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'line.quantityChanged': [
          {
            guard: 'isVisitor',
            actions: ['typeQuantity', 'applyLocalQuantities', 'storeCart'],
          },
          // a valid quantity waits 450 ms for the next keystroke (the timer restarts)
          {
            guard: 'isQuantityValid',
            actions: 'typeQuantity',
            target: '.debouncing',
            reenter: true,
          },
          // an invalid quantity cancels its own pending change; other pending lines wait again
          { actions: 'typeQuantity', target: '.idle' },
        ],
        'line.toggled': [
          { guard: 'isVisitor', actions: ['applyLocalToggle', 'storeCart'] },
          { guard: 'hasToggleTargets', target: 'updating.checking' },
        ],
        'store.toggled': [
          { guard: 'isVisitor', actions: ['applyLocalToggle', 'storeCart'] },
          { guard: 'hasToggleTargets', target: 'updating.checking' },
        ],
        'all.toggled': [
          { guard: 'isVisitor', actions: ['applyLocalToggle', 'storeCart'] },
          { guard: 'hasToggleTargets', target: 'updating.checking' },
        ],
        'lines.deleted': [
          { guard: 'isVisitor', actions: ['applyLocalDelete', 'storeCart'] },
          { target: 'updating.deleting' },
        ],
        'invalid.emptied': [
          { guard: 'isVisitor', actions: ['applyLocalEmptyInvalid', 'storeCart'] },
          { target: 'updating.emptyingInvalid' },
        ],
        'lines.movedToFavourites': [
          { guard: 'isVisitor', actions: 'promptLogin' },
          { guard: 'isSampleCart' },
          { target: 'updating.moving' },
        ],
        'checkout.requested': [
          { guard: 'isVisitor', actions: 'promptLogin' },
          {
            guard: 'hasNothingSelected',
            actions: { type: 'setNotice', params: { message: { id: CART_MESSAGE_IDS.nothingSelected } } },
          },
          {
            guard: 'isMixedSelection',
            actions: { type: 'setNotice', params: { message: { id: CART_MESSAGE_IDS.mixedStock } } },
          },
          {
            guard: 'hasLineBelowMinimum',
            actions: {
              type: 'setNotice',
              params: ({ context }) => ({
                message: belowMinimumNotice(lineBelowMinimum(context.cart, context.kind)),
              }),
            },
          },
          { target: 'checkedOut' },
        ],
        'notice.dismissed': { actions: 'dismissNotice' },
      },
      states: {
        idle: {
          always: { guard: 'hasPending', target: 'debouncing' },
        },
        debouncing: {
          after: {
            quantityDebounce: '#cart.updating.changingNum',
          },
        },
      },
    },
    updating: {
      tags: 'busy',
      initial: 'changingNum',
      on: {
        // typing goes on while a change is saved; it is sent once the cart is back
        'line.quantityChanged': { actions: 'typeQuantity' },
      },
      states: {
        changingNum: {
          entry: 'sendPending',
          invoke: {
            id: 'changeCartNum',
            src: 'changeCartNum',
            input: ({ context }) => ({
              kind: context.kind,
              changes: Object.entries(context.sending).map(([cartId, quantity]) => ({
                cartId: Number(cartId),
                quantity,
              })),
            }),
            onDone: {
              target: '#cart.ready',
              actions: [
                { type: 'applyChangeNum', params: ({ event }) => ({ output: event.output }) },
                'storeCart',
              ],
            },
            onError: {
              target: '#cart.ready',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        checking: {
          invoke: {
            id: 'checkCarts',
            src: 'checkCarts',
            input: ({ context, event }) => ({
              kind: context.kind,
              cartIds: idsOfToggle(context, event),
              checked: checkedOf(event),
            }),
            onDone: {
              target: '#cart.ready',
              actions: [
                { type: 'storeAnswer', params: ({ event }) => ({ cart: event.output }) },
                'storeCart',
              ],
            },
            onError: {
              target: '#cart.ready',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteCarts',
            src: 'deleteCarts',
            input: ({ context, event }) => ({
              kind: context.kind,
              cartIds: event.type === 'lines.deleted' ? event.cartIds : [],
            }),
            onDone: {
              target: '#cart.ready',
              actions: [
                { type: 'storeAnswer', params: ({ event }) => ({ cart: event.output }) },
                {
                  type: 'forgetDeleted',
                  params: ({ context, event }) => ({
                    cartIds: Object.keys(context.drafts)
                      .map(Number)
                      .filter((id) => !validLines(event.output).some((line) => line.cartId === id)),
                  }),
                },
                'storeCart',
              ],
            },
            onError: {
              target: '#cart.ready',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        emptyingInvalid: {
          invoke: {
            id: 'emptyInvalid',
            src: 'emptyInvalid',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: {
              target: '#cart.ready',
              actions: [
                { type: 'storeAnswer', params: ({ event }) => ({ cart: event.output }) },
                'storeCart',
              ],
            },
            onError: {
              target: '#cart.ready',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        moving: {
          invoke: {
            id: 'moveCartsToCollection',
            src: 'moveCartsToCollection',
            input: ({ event }) => ({
              cartIds: event.type === 'lines.movedToFavourites' ? event.cartIds : [],
            }),
            onDone: {
              target: '#cart.ready',
              actions: [
                { type: 'storeAnswer', params: ({ event }) => ({ cart: event.output }) },
                'storeCart',
              ],
            },
            onError: {
              target: '#cart.ready',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    checkedOut: {
      type: 'final',
      entry: {
        type: 'goToCheckout',
        params: ({ context }) => ({ url: CHECKOUT_URLS[context.kind] }),
      },
    },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type CartSnapshot = SnapshotFrom<typeof cartMachine>
export type CartStage = 'loading' | 'failed' | 'ready'
export const cartStageOf = (s: CartSnapshot): CartStage =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'
/** A line change, a coupon or a checkout is on its way (the first load shows its own state). */
export const cartBusyOf = (s: CartSnapshot) => s.hasTag('busy') && !s.matches('loading')
