// Refund detail actions — issue 6 item 5; SPEC.md §4 (refund with return: the buyer enters the return
// logistics; the buyer may withdraw or reapply). Operations: getRefund, shipReturn, withdrawRefund.
// What the page offers comes from the refund's own lifecycle machine (machines/order-lifecycle/refund.machine.ts
// through refundAllows): `awaitingReturn` when it takes `return.shipped`, `withdrawable` when it takes
// `buyer.withdrew`, `settled` otherwise. "Volver a solicitar" (`buyer.reapplied`) is a link to the refund form,
// whose machine checks the refund again. After an answer the page is derived again from the new refund; a
// refusal reads the refund again (it may have changed meanwhile) and keeps the server's message. Issue 16
// item 7: the return's carrier is one of listCarriers (read when the refund waits for the return), checked with
// the shared returnLogisticsSchema against that list.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { Carrier, RefundDetail } from '../../src/api/after-sales'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { returnLogisticsSchema } from '../../src/schemas/refund.schema'
import { refundAllows } from '../refund-apply/refund-lifecycle'
import { refundDetailActors } from './refund-detail.actors'

export interface RefundDetailInput {
  afsSn: string
}

export interface ReturnLogisticsValues {
  /** a carrier of the list (the select's value) */
  expressId: number
  trackingNumber: string
}

/** Whether these logistics may be sent: a carrier of the list and a tracking number (shared schema). */
export const isReturnLogisticsValid = (carriers: readonly Carrier[], values: ReturnLogisticsValues) =>
  returnLogisticsSchema(carriers.map((carrier) => carrier.expressId)).isValidSync(values)

export interface RefundDetailContext extends RefundDetailInput {
  refund: RefundDetail | null
  loadError: ErrorMessage | null
  /** the server's refusal of the last action */
  actionError: ErrorMessage | null
  logistics: ReturnLogisticsValues | null
  /** the carriers a return may travel with (empty until read) */
  carriers: Carrier[]
}

export type RefundDetailEvent =
  | ({ type: 'return.submitted' } & ReturnLogisticsValues)
  | { type: 'withdraw.requested' }
  | { type: 'withdraw.confirmed' }
  | { type: 'withdraw.dismissed' }
  | { type: 'retry.requested' }

type RefundOutput = { event: { output: RefundDetail } }
const storeRefund = {
  type: 'storeRefund',
  params: ({ event }: RefundOutput) => ({ refund: event.output }),
} as const

export const refundDetailMachine = setup({
  types: {
    context: {} as RefundDetailContext,
    events: {} as RefundDetailEvent,
    input: {} as RefundDetailInput,
    tags: {} as 'busy',
  },
  actors: refundDetailActors,
  actions: {
    storeRefund: assign((_, { refund }: { refund: RefundDetail }) => ({ refund, loadError: null })),
    storeActionError: assign((_, { error }: { error: unknown }) => ({ actionError: errorMessageOf(error) })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    clearActionError: assign({ actionError: null }),
    storeCarriers: assign((_, { carriers }: { carriers: Carrier[] }) => ({ carriers })),
    /** The return's logistics as sent (the tracking number trimmed). */
    storeLogistics: assign((_, params: { expressId: number; trackingNumber: string }) => ({
      logistics: { expressId: params.expressId, trackingNumber: params.trackingNumber.trim() },
      actionError: null,
    })),
  },
  guards: {
    canShipReturn: ({ context }) => context.refund !== null && refundAllows(context.refund, 'return.shipped'),
    canWithdraw: ({ context }) => context.refund !== null && refundAllows(context.refund, 'buyer.withdrew'),
    isReturnValid: ({ context, event }) =>
      event.type === 'return.submitted' &&
      isReturnLogisticsValid(context.carriers, {
        expressId: event.expressId,
        trackingNumber: event.trackingNumber,
      }),
  },
}).createMachine({
  id: 'refundDetail',
  context: ({ input }) => ({
    ...input,
    refund: null,
    loadError: null,
    actionError: null,
    logistics: null,
    carriers: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getRefund',
        src: 'getRefund',
        input: ({ context }) => ({ afsSn: context.afsSn }),
        onDone: { target: 'checking', actions: storeRefund },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': { target: 'loading', actions: 'clearActionError' } },
    },
    // what the refund's machine lets the buyer do now
    checking: {
      always: [
        { guard: 'canShipReturn', target: 'awaitingReturn' },
        { guard: 'canWithdraw', target: 'withdrawable' },
        { target: 'settled' },
      ],
    },
    awaitingReturn: {
      initial: 'loadingCarriers',
      states: {
        // the form's carrier list; without it nothing can be sent (the guard finds no carrier)
        loadingCarriers: {
          tags: 'busy',
          invoke: {
            id: 'listCarriers',
            src: 'listCarriers',
            onDone: {
              target: 'idle',
              actions: { type: 'storeCarriers', params: ({ event }) => ({ carriers: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        idle: {
          on: {
            'return.submitted': {
              guard: 'isReturnValid',
              target: 'shipping',
              actions: {
                type: 'storeLogistics',
                params: ({ event }) => ({ expressId: event.expressId, trackingNumber: event.trackingNumber }),
              },
            },
          },
        },
        // no `return.submitted` here: "Enviar datos de devolución" sends once
        shipping: {
          tags: 'busy',
          invoke: {
            id: 'shipReturn',
            src: 'shipReturn',
            input: ({ context }) => ({ afsSn: context.afsSn, ...context.logistics! }),
            onDone: { target: '#refundDetail.checking', actions: storeRefund },
            onError: {
              target: '#refundDetail.loading',
              actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    withdrawable: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'withdraw.requested': { target: 'confirming', actions: 'clearActionError' } },
        },
        confirming: {
          on: { 'withdraw.confirmed': 'withdrawing', 'withdraw.dismissed': 'idle' },
        },
        withdrawing: {
          tags: 'busy',
          invoke: {
            id: 'withdrawRefund',
            src: 'withdrawRefund',
            input: ({ context }) => ({ afsSn: context.afsSn }),
            onDone: { target: '#refundDetail.checking', actions: storeRefund },
            onError: {
              target: '#refundDetail.loading',
              actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // refunded, withdrawn, or the goods are on their way back: nothing for the buyer to do
    settled: {},
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type RefundDetailSnapshot = SnapshotFrom<typeof refundDetailMachine>
export type RefundDetailStage = 'loading' | 'loadFailed' | 'ready'
export const refundDetailStageOf = (s: RefundDetailSnapshot): RefundDetailStage =>
  s.matches('loadFailed') ? 'loadFailed' : s.matches('loading') ? 'loading' : 'ready'
/** The refund waits for the returned goods: the buyer may send the return's logistics. */
export const refundDetailCanShipReturnOf = (s: RefundDetailSnapshot) => s.matches('awaitingReturn')
export const refundDetailShippingOf = (s: RefundDetailSnapshot) => s.matches({ awaitingReturn: 'shipping' })
/** The buyer may withdraw the request. */
export const refundDetailCanWithdrawOf = (s: RefundDetailSnapshot) => s.matches('withdrawable')
export const refundDetailConfirmingWithdrawOf = (s: RefundDetailSnapshot) =>
  s.matches({ withdrawable: 'confirming' })
export const refundDetailWithdrawingOf = (s: RefundDetailSnapshot) =>
  s.matches({ withdrawable: 'withdrawing' })
