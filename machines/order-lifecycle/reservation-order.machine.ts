// Reservation order lifecycle — issue 6 item 3; SPEC.md §4 (order sent → supplier review → quote → deposit →
// goods prepared → final payment, overdue closes the order and forfeits the deposit → waiting shipment → shipped in batches →
// pickup with a pickup code → receipt confirmation, automatic after a countdown → finished), §5 (deposit and
// final payment from the same payer account).
//
// A pure lifecycle: no actors, no timers. The mock backend is its only driver — every supplier, platform,
// buyer and clock action on a reservation order is an event sent through `transition` (mocks/lib/
// order-lifecycle.ts), refused when the current state does not take it — and the screens resolve the order's
// persisted state with it to draw the timeline and offer only the actions `can` allows. The order of the
// state nodes below is the order of the timeline; `meta.orderState` is the GLOSSARY.md status label code.
import { assertEvent, assign, setup, type StateValueFrom } from 'xstate'
import { reservationStateLabels as labels } from './order-states'

export interface ReservationContext {
  /** Units ordered, and units shipped so far in batches. */
  unitsTotal: number
  unitsShipped: number
  /** Member whose account paid the deposit: the final payment must come from it (SPEC.md §5). */
  depositPayerMemberId: number | null
  pickupCode: string | null
}

export type ReservationEvent =
  | { type: 'supplier.approved' }
  | { type: 'supplier.rejected'; reason: string }
  | { type: 'supplier.quoted'; total: number; deposit: number }
  | { type: 'deposit.paid'; payerMemberId: number }
  | { type: 'payment.expired' }
  | { type: 'buyer.cancelled'; reason: string }
  | { type: 'goods.prepared' }
  | { type: 'finalPayment.paid'; payerMemberId: number }
  | { type: 'finalPayment.overdue' }
  | { type: 'batch.shipped'; units: number }
  | { type: 'pickup.ready'; pickupCode: string }
  | { type: 'goods.pickedUp'; pickupCode: string }
  | { type: 'receipt.confirmed' }
  | { type: 'receipt.autoConfirmed' }

export interface ReservationInput {
  unitsTotal: number
}

export const reservationOrderMachine = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationInput,
  },
  guards: {
    isSamePayer: ({ context, event }) =>
      event.type === 'finalPayment.paid' && event.payerMemberId === context.depositPayerMemberId,
    isBatchWithinRemaining: ({ context, event }) =>
      event.type === 'batch.shipped' &&
      Number.isInteger(event.units) &&
      event.units > 0 &&
      context.unitsShipped + event.units <= context.unitsTotal,
    isEverythingShipped: ({ context }) => context.unitsShipped === context.unitsTotal,
    hasPickupCode: ({ context, event }) =>
      event.type === 'goods.pickedUp' &&
      context.pickupCode !== null &&
      event.pickupCode === context.pickupCode,
    isValidQuote: ({ event }) =>
      event.type === 'supplier.quoted' && event.total > 0 && event.deposit > 0 && event.deposit < event.total,
  },
  actions: {
    recordDepositPayer: assign({
      depositPayerMemberId: ({ event }) => {
        assertEvent(event, 'deposit.paid')
        return event.payerMemberId
      },
    }),
    addShippedUnits: assign({
      unitsShipped: ({ context, event }) => {
        assertEvent(event, 'batch.shipped')
        return context.unitsShipped + event.units
      },
    }),
    recordPickupCode: assign({
      pickupCode: ({ event }) => {
        assertEvent(event, 'pickup.ready')
        return event.pickupCode
      },
    }),
  },
}).createMachine({
  id: 'reservationOrder',
  initial: 'waitingReview',
  context: ({ input }) => ({
    unitsTotal: input.unitsTotal,
    unitsShipped: 0,
    depositPayerMemberId: null,
    pickupCode: null,
  }),
  states: {
    waitingReview: {
      meta: { orderState: 10, label: labels.waitingReview, step: 'main', awaitingQuote: true },
      on: {
        'supplier.approved': 'waitingQuote',
        'supplier.rejected': 'rejected',
        'buyer.cancelled': 'cancelled',
      },
    },
    waitingQuote: {
      meta: { orderState: 10, label: labels.waitingQuote, step: 'main', awaitingQuote: true },
      on: {
        'supplier.quoted': { guard: 'isValidQuote', target: 'waitingDeposit' },
        'buyer.cancelled': 'cancelled',
      },
    },
    waitingDeposit: {
      meta: {
        orderState: 10,
        label: labels.waitingDeposit,
        step: 'main',
        buyerPays: 'deposit',
        deadline: 'payment',
      },
      on: {
        'deposit.paid': { target: 'preparing', actions: 'recordDepositPayer' },
        'payment.expired': 'cancelled',
        'buyer.cancelled': 'cancelled',
      },
    },
    preparing: {
      meta: { orderState: 20, label: labels.preparing, step: 'main' },
      on: { 'goods.prepared': 'waitingFinalPayment' },
    },
    waitingFinalPayment: {
      meta: {
        orderState: 10,
        label: labels.waitingFinalPayment,
        step: 'main',
        buyerPays: 'final',
        deadline: 'finalPayment',
      },
      on: {
        'finalPayment.paid': { guard: 'isSamePayer', target: 'waitingShipment' },
        'finalPayment.overdue': 'closedOverdue',
      },
    },
    waitingShipment: {
      meta: { orderState: 20, label: labels.waitingShipment, step: 'main' },
      on: {
        'batch.shipped': { guard: 'isBatchWithinRemaining', target: 'shipping', actions: 'addShippedUnits' },
      },
    },
    shipping: {
      meta: { orderState: 31, label: labels.shipping, step: 'main' },
      on: {
        'batch.shipped': { guard: 'isBatchWithinRemaining', actions: 'addShippedUnits' },
        'pickup.ready': {
          guard: 'isEverythingShipped',
          target: 'waitingPickup',
          actions: 'recordPickupCode',
        },
      },
    },
    waitingPickup: {
      meta: { orderState: 35, label: labels.waitingPickup, step: 'main' },
      on: { 'goods.pickedUp': { guard: 'hasPickupCode', target: 'waitingReceipt' } },
    },
    waitingReceipt: {
      meta: { orderState: 30, label: labels.waitingReceipt, step: 'main', deadline: 'receipt' },
      on: { 'receipt.confirmed': 'finished', 'receipt.autoConfirmed': 'finished' },
    },
    // no review state of its own: a finished reservation order may be evaluated (once, the server's record)
    finished: {
      type: 'final',
      meta: { orderState: 50, label: labels.finished, step: 'main', evaluable: true, buyerMayDelete: true },
    },
    rejected: {
      type: 'final',
      meta: { orderState: 60, label: labels.rejected, step: 'end', buyerMayDelete: true },
    },
    cancelled: {
      type: 'final',
      meta: { orderState: 0, label: labels.cancelled, step: 'end', buyerMayDelete: true },
    },
    closedOverdue: {
      type: 'final',
      meta: {
        orderState: 0,
        label: labels.closedOverdue,
        step: 'end',
        depositForfeited: true,
        buyerMayDelete: true,
      },
    },
  },
})

export type ReservationState = StateValueFrom<typeof reservationOrderMachine> & string
