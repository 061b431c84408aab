// The buyer's actions on an order — issue 6 items 1 and 2; SPEC.md §4 (cancel, confirm receipt), §5 (a cancel
// reason is required), §8 (the server's refusal is shown as it says it).
// Operations: listReasons (type 104), cancelOrder, confirmReceipt, addCart + getCartList ("Volver a comprar").
//
// One actor per screen (order list or order detail), one action at a time: the event that starts an action
// names the order. Which actions an order offers is not decided here — the screens ask the order's own
// lifecycle machine (machines/order-lifecycle `can`) — and the server refuses what its machine does not take:
// such a refusal lands in `failed` with the server's message, and the screen reads the order again.
//   idle → cancel.requested → loadingReasons → choosingReason → (cancel.submitted, valid) cancelling → done|failed
//   idle → receipt.confirmRequested → confirmingReceipt → (receipt.confirmed) confirming → done|failed
//   idle → buyAgain.requested → addingToCart → done|failed
// In the busy states a second submit is not taken (no double cancel, no double confirmation). `done` and
// `failed` take a new action at once, or result.dismissed back to idle.
// The machine emits `order.changed` (the screen reads the order(s) again) and `cart.requested` (every line was
// added: the screen opens the cart); the actions that emit them are named, so tests swap them with spies.
import { assign, emit, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { Reason } from '../../src/api/orders'
import { session } from '../../src/api/session'
import { cancelOrderSchema, refundMessages } from '../../src/schemas/refund.schema'
import {
  orderActionsActors,
  type AddedToCart,
  type BuyAgainLine,
  type SkippedLine,
} from './order-actions.actors'

export type { BuyAgainLine, SkippedLine }

export type OrderActionKind = 'cancel' | 'receipt' | 'buyAgain'

export type ActionOutcome =
  | { kind: 'cancelled'; orderSn: string }
  | { kind: 'received'; orderSn: string }
  | { kind: 'addedToCart'; orderSn: string; added: number; skipped: SkippedLine[] }

export interface OrderActionsContext {
  /** the order the current (or last) action is about */
  orderSn: string | null
  lines: BuyAgainLine[]
  reasons: Reason[]
  /** the reason chosen to cancel */
  reasonId: number | null
  /** why the chosen reason is not accepted (dictionary id of the shared rule) */
  reasonError: ErrorMessage | null
  /** the last action's failure: the server's message, or a dictionary id */
  error: ErrorMessage | null
  failedAction: OrderActionKind | null
  /** lines the cart refused when nothing at all could be added */
  skipped: SkippedLine[]
  outcome: ActionOutcome | null
}

export type OrderActionsEvent =
  | { type: 'cancel.requested'; orderSn: string }
  | { type: 'cancel.submitted'; reasonId: number | null }
  | { type: 'cancel.dismissed' }
  | { type: 'receipt.confirmRequested'; orderSn: string }
  | { type: 'receipt.confirmed' }
  | { type: 'receipt.dismissed' }
  | { type: 'buyAgain.requested'; orderSn: string; lines: BuyAgainLine[] }
  | { type: 'result.dismissed' }

export type OrderActionsEmitted = { type: 'order.changed' } | { type: 'cart.requested' }

/** Dictionary id when no line of the order could be put in the cart. */
export const NOTHING_ADDED_ID = 'orders.actions.nothingAdded'

// every way into an action, from idle and from a finished action
const startActions = {
  'cancel.requested': { target: '#orderActions.loadingReasons', actions: 'startAction' },
  'receipt.confirmRequested': { target: '#orderActions.confirmingReceipt', actions: 'startAction' },
  'buyAgain.requested': { target: '#orderActions.addingToCart', actions: 'startAction' },
} as const

const errorOf = (event: unknown) => errorMessageOf((event as { error?: unknown }).error)

export const orderActionsMachine = setup({
  types: {
    context: {} as OrderActionsContext,
    events: {} as OrderActionsEvent,
    tags: {} as 'busy',
    emitted: {} as OrderActionsEmitted,
  },
  actors: orderActionsActors,
  actions: {
    startAction: assign(({ event }) => ({
      orderSn: 'orderSn' in event ? event.orderSn : null,
      lines: event.type === 'buyAgain.requested' ? event.lines : [],
      reasonId: null,
      reasonError: null,
      error: null,
      failedAction: null,
      skipped: [],
      outcome: null,
    })),
    storeReasons: assign({ reasons: ({ event }) => (event as unknown as { output: Reason[] }).output }),
    storeReasonError: assign({ reasonError: { id: refundMessages.cancelReasonRequired.id } }),
    storeFailure: assign(({ event }, params: { action: OrderActionKind }) => ({
      failedAction: params.action,
      error: errorOf(event),
    })),
    storeReasonId: assign({
      reasonId: ({ event }) => (event.type === 'cancel.submitted' ? event.reasonId : null),
    }),
    storeCancelled: assign({
      outcome: ({ context }): ActionOutcome => ({ kind: 'cancelled', orderSn: context.orderSn ?? '' }),
    }),
    storeReceived: assign({
      outcome: ({ context }): ActionOutcome => ({ kind: 'received', orderSn: context.orderSn ?? '' }),
    }),
    storeAdded: assign(({ context, event }) => {
      const { added, skipped } = (event as unknown as { output: AddedToCart }).output
      return {
        outcome: { kind: 'addedToCart', orderSn: context.orderSn ?? '', added, skipped } as ActionOutcome,
      }
    }),
    storeNothingAdded: assign(({ event }) => ({
      failedAction: 'buyAgain' as const,
      error: { id: NOTHING_ADDED_ID } as ErrorMessage,
      skipped: (event as unknown as { output: AddedToCart }).output.skipped,
    })),
    /** The header's cart count follows the cart the server answered. */
    storeCart: ({ event }) => {
      const { cart } = (event as unknown as { output: AddedToCart }).output
      if (cart) session.setCartListData(cart)
    },
    /** The order changed (or may have): the screen reads it again. */
    orderChanged: emit({ type: 'order.changed' as const }),
    /** Every line is in the cart: the screen opens it. */
    goToCart: emit({ type: 'cart.requested' as const }),
  },
  guards: {
    isReasonValid: ({ context, event }) =>
      event.type === 'cancel.submitted' &&
      cancelOrderSchema.isValidSync({ reasonId: event.reasonId }) &&
      context.reasons.some((reason) => reason.reasonId === event.reasonId),
    isNothingAdded: ({ event }) => (event as unknown as { output: AddedToCart }).output.added === 0,
    hasSkippedLines: ({ event }) => (event as unknown as { output: AddedToCart }).output.skipped.length > 0,
  },
}).createMachine({
  id: 'orderActions',
  context: {
    orderSn: null,
    lines: [],
    reasons: [],
    reasonId: null,
    reasonError: null,
    error: null,
    failedAction: null,
    skipped: [],
    outcome: null,
  },
  initial: 'idle',
  states: {
    idle: { on: startActions },
    loadingReasons: {
      tags: 'busy',
      invoke: {
        id: 'listReasons',
        src: 'listReasons',
        onDone: { target: 'choosingReason', actions: 'storeReasons' },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: { action: 'cancel' } },
        },
      },
      on: { 'cancel.dismissed': 'idle' },
    },
    choosingReason: {
      on: {
        'cancel.submitted': [
          { guard: 'isReasonValid', target: 'cancelling', actions: 'storeReasonId' },
          { actions: 'storeReasonError' },
        ],
        'cancel.dismissed': 'idle',
      },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderSn: context.orderSn ?? '', reasonId: context.reasonId ?? 0 }),
        onDone: { target: 'done', actions: ['storeCancelled', 'orderChanged'] },
        onError: {
          target: 'failed',
          actions: [{ type: 'storeFailure', params: { action: 'cancel' } }, 'orderChanged'],
        },
      },
    },
    confirmingReceipt: {
      on: { 'receipt.confirmed': 'confirming', 'receipt.dismissed': 'idle' },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmReceipt',
        src: 'confirmReceipt',
        input: ({ context }) => ({ orderSn: context.orderSn ?? '' }),
        onDone: { target: 'done', actions: ['storeReceived', 'orderChanged'] },
        onError: {
          target: 'failed',
          actions: [{ type: 'storeFailure', params: { action: 'receipt' } }, 'orderChanged'],
        },
      },
    },
    addingToCart: {
      tags: 'busy',
      invoke: {
        id: 'addCart',
        src: 'addCart',
        input: ({ context }) => ({ lines: context.lines }),
        onDone: [
          { guard: 'isNothingAdded', target: 'failed', actions: 'storeNothingAdded' },
          { guard: 'hasSkippedLines', target: 'done', actions: ['storeAdded', 'storeCart'] },
          { target: 'done', actions: ['storeAdded', 'storeCart', 'goToCart'] },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: { action: 'buyAgain' } },
        },
      },
    },
    done: { on: { ...startActions, 'result.dismissed': 'idle' } },
    failed: { on: { ...startActions, 'result.dismissed': 'idle' } },
  },
})

// ── readers (issue 25 item 4): the order screens reads the flow through these, never by its state names ──
type OrderActionsSnapshot = SnapshotFrom<typeof orderActionsMachine>
const STAGES = [
  'loadingReasons',
  'choosingReason',
  'cancelling',
  'confirmingReceipt',
  'confirming',
  'addingToCart',
  'done',
  'failed',
] as const
export type OrderActionsStage = 'idle' | (typeof STAGES)[number]
export const orderActionsStageOf = (s: OrderActionsSnapshot): OrderActionsStage =>
  STAGES.find((stage) => s.matches(stage)) ?? 'idle'
