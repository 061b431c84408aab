// Regular order lifecycle — issue 6 item 4; SPEC.md §4 (pending payment → pending shipment → partially shipped
// → pending pickup or pending receipt confirmation → pending review → completed; cancelled; rejected;
// refund/after-sales; the 24 h payment window; automatic receipt confirmation).
//
// A pure lifecycle like reservation-order.machine.ts: the mock backend sends every event through it and the
// screens resolve an order's persisted state with it (timeline, allowed actions). `meta.orderState` is the
// GLOSSARY.md status label code of openapi OrderSummary.orderState.
//
// After-sales: opening a refund moves the order to `afterSales`, remembering where it was; closing the refund
// (refused, withdrawn, or refunded in part) takes it back there, a refund of everything cancels it.
import { assertEvent, assign, setup, type StateValueFrom } from 'xstate'
import { orderStatusLabels as status } from './order-states'

export type ResumableState =
  'pendingShipment' | 'partiallyShipped' | 'pendingPickup' | 'pendingReceipt' | 'pendingReview' | 'completed'

export interface RegularContext {
  unitsTotal: number
  unitsShipped: number
  /** The state an open refund interrupted. */
  resumeState: ResumableState | null
  pickupCode: string | null
}

export type RegularEvent =
  | { type: 'payment.paid' }
  | { type: 'payment.expired' }
  | { type: 'buyer.cancelled'; reason: string }
  | { type: 'supplier.rejected'; reason: string }
  | { type: 'batch.shipped'; units: number; pickupCode?: string | null }
  | { type: 'goods.pickedUp'; pickupCode: string }
  | { type: 'receipt.confirmed' }
  | { type: 'receipt.autoConfirmed' }
  | { type: 'order.evaluated' }
  | { type: 'refund.opened' }
  | { type: 'refund.closed'; refundedEverything: boolean }
  /** the buyer moves the delivery to another of their addresses (issue 16 item 6): only before shipping */
  | { type: 'buyer.addressChanged' }

export interface RegularInput {
  unitsTotal: number
}

const resumeTo = (state: ResumableState) => ({
  guard: { type: 'isResumingTo' as const, params: { state } },
  target: state,
  actions: 'clearResumeState' as const,
})

/** A refund opened from `state`: the order waits in after-sales and remembers where it was. */
const openRefundFrom = (state: ResumableState) => ({
  target: 'afterSales' as const,
  actions: { type: 'rememberResumeState' as const, params: { state } },
})

/**
 * A batch shipped: the last one ends in pickup (with a code) or receipt; an earlier one leads to
 * `partial` (undefined: stays in partiallyShipped).
 */
const shipBatch = (partial: 'partiallyShipped' | undefined) => [
  {
    guard: 'isLastBatchForPickup' as const,
    target: 'pendingPickup' as const,
    actions: ['addShippedUnits' as const, 'recordPickupCode' as const],
  },
  { guard: 'isLastBatch' as const, target: 'pendingReceipt' as const, actions: 'addShippedUnits' as const },
  { guard: 'isBatchWithinRemaining' as const, target: partial, actions: 'addShippedUnits' as const },
]

export const regularOrderMachine = setup({
  types: {
    context: {} as RegularContext,
    events: {} as RegularEvent,
    input: {} as RegularInput,
  },
  guards: {
    isBatchWithinRemaining: ({ context, event }) =>
      event.type === 'batch.shipped' &&
      Number.isInteger(event.units) &&
      event.units > 0 &&
      context.unitsShipped + event.units <= context.unitsTotal,
    isLastBatch: ({ context, event }) =>
      event.type === 'batch.shipped' && context.unitsShipped + event.units === context.unitsTotal,
    isLastBatchForPickup: ({ context, event }) =>
      event.type === 'batch.shipped' &&
      context.unitsShipped + event.units === context.unitsTotal &&
      Boolean(event.pickupCode),
    hasPickupCode: ({ context, event }) =>
      event.type === 'goods.pickedUp' &&
      context.pickupCode !== null &&
      event.pickupCode === context.pickupCode,
    isRefundOfEverything: ({ event }) => event.type === 'refund.closed' && event.refundedEverything,
    isResumingTo: ({ context }, params: { state: ResumableState }) => context.resumeState === params.state,
  },
  actions: {
    addShippedUnits: assign({
      unitsShipped: ({ context, event }) => {
        assertEvent(event, 'batch.shipped')
        return context.unitsShipped + event.units
      },
    }),
    recordPickupCode: assign({
      pickupCode: ({ event }) => {
        assertEvent(event, 'batch.shipped')
        return event.pickupCode ?? null
      },
    }),
    rememberResumeState: assign({
      resumeState: (_, params: { state: ResumableState }) => params.state,
    }),
    clearResumeState: assign({ resumeState: null }),
  },
}).createMachine({
  id: 'regularOrder',
  initial: 'pendingPayment',
  context: ({ input }) => ({
    unitsTotal: input.unitsTotal,
    unitsShipped: 0,
    resumeState: null,
    pickupCode: null,
  }),
  states: {
    pendingPayment: {
      meta: { orderState: 10, label: status.state10, step: 'main', buyerPays: 'order', deadline: 'payment' },
      on: {
        'payment.paid': 'pendingShipment',
        'payment.expired': 'cancelled',
        'buyer.cancelled': 'cancelled',
        // stays where it is: the server records the new address and its freight
        'buyer.addressChanged': 'pendingPayment',
      },
    },
    pendingShipment: {
      meta: { orderState: 20, label: status.state20, step: 'main' },
      on: {
        'batch.shipped': shipBatch('partiallyShipped'),
        'supplier.rejected': 'rejected',
        'refund.opened': openRefundFrom('pendingShipment'),
        'buyer.addressChanged': 'pendingShipment',
      },
    },
    partiallyShipped: {
      meta: { orderState: 31, label: status.state31, step: 'main' },
      on: {
        'batch.shipped': shipBatch(undefined),
        'refund.opened': openRefundFrom('partiallyShipped'),
      },
    },
    pendingPickup: {
      meta: { orderState: 35, label: status.state35, step: 'main' },
      on: {
        'goods.pickedUp': { guard: 'hasPickupCode', target: 'pendingReceipt' },
        'refund.opened': openRefundFrom('pendingPickup'),
      },
    },
    pendingReceipt: {
      meta: { orderState: 30, label: status.state30, step: 'main', deadline: 'receipt' },
      on: {
        'receipt.confirmed': 'pendingReview',
        'receipt.autoConfirmed': 'pendingReview',
        'refund.opened': openRefundFrom('pendingReceipt'),
      },
    },
    pendingReview: {
      meta: { orderState: 40, label: status.state40, step: 'main', evaluable: true },
      on: {
        'order.evaluated': 'completed',
        'refund.opened': openRefundFrom('pendingReview'),
      },
    },
    completed: {
      meta: { orderState: 50, label: status.state50, step: 'main', buyerMayDelete: true },
      on: {
        'refund.opened': openRefundFrom('completed'),
      },
    },
    afterSales: {
      meta: { orderState: 70, label: status.state70, step: 'side' },
      on: {
        'refund.closed': [
          { guard: 'isRefundOfEverything', target: 'cancelled', actions: 'clearResumeState' },
          resumeTo('pendingShipment'),
          resumeTo('partiallyShipped'),
          resumeTo('pendingPickup'),
          resumeTo('pendingReceipt'),
          resumeTo('pendingReview'),
          resumeTo('completed'),
        ],
      },
    },
    rejected: {
      type: 'final',
      meta: { orderState: 60, label: status.state60, step: 'end', buyerMayDelete: true },
    },
    cancelled: {
      type: 'final',
      meta: { orderState: 0, label: status.state0, step: 'end', buyerMayDelete: true },
    },
  },
})

export type RegularState = StateValueFrom<typeof regularOrderMachine> & string
