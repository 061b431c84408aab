// Refund (after-sales) lifecycle — issue 6 item 5; SPEC.md §4 (the buyer requests a refund or a refund with
// return; the supplier refuses or confirms; the buyer may reapply), §5 (amount positive and not above the
// maximum, refund account = payment account, at most 5 proof images — checked by the shared schema before an
// event is sent).
//
// A pure lifecycle driven by the mock backend (buyer: apply, reapply, ship the return, withdraw; supplier:
// refuse, confirm, receive the return) and resolved by the screens for the refund's steps and actions.
// `meta.code` is the after-sales state code of the REFERENCE.md family (100 applied, 201 approved waiting for
// the return, 102 returned by the buyer, 202 refused, 300 refunded); 400 is ours: withdrawn by the buyer.
import { setup, type StateValueFrom } from 'xstate'
import { refundStateLabels as labels, refundStepLabels as steps } from './order-states'

export type RefundType = 'refund' | 'return'

export interface RefundContext {
  type: RefundType
}

export type RefundEvent =
  | { type: 'supplier.refused'; reason: string }
  | { type: 'supplier.confirmed' }
  | { type: 'return.shipped'; carrier: string; trackingNumber: string }
  | { type: 'return.received' }
  | { type: 'buyer.reapplied' }
  | { type: 'buyer.withdrew' }

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as { type: RefundType },
  },
  guards: {
    isWithReturn: ({ context }) => context.type === 'return',
  },
}).createMachine({
  id: 'refund',
  initial: 'applied',
  context: ({ input }) => ({ type: input.type }),
  states: {
    applied: {
      meta: { code: 100, label: labels.applied, stepLabel: steps.applied, step: 'main', refundOpen: true },
      on: {
        'supplier.refused': 'refused',
        'supplier.confirmed': [{ guard: 'isWithReturn', target: 'waitingReturn' }, { target: 'refunded' }],
        'buyer.withdrew': 'withdrawn',
      },
    },
    refused: {
      meta: { code: 202, label: labels.refused, stepLabel: steps.refused, step: 'side', refusal: true },
      on: { 'buyer.reapplied': 'applied', 'buyer.withdrew': 'withdrawn' },
    },
    waitingReturn: {
      meta: {
        code: 201,
        label: labels.waitingReturn,
        stepLabel: steps.waitingReturn,
        step: 'main',
        returnOnly: true,
        refundOpen: true,
      },
      on: { 'return.shipped': 'returnShipped' },
    },
    returnShipped: {
      meta: {
        code: 102,
        label: labels.returnShipped,
        stepLabel: steps.returnShipped,
        step: 'main',
        returnOnly: true,
        refundOpen: true,
      },
      on: { 'return.received': 'refunded' },
    },
    refunded: {
      type: 'final',
      meta: { code: 300, label: labels.refunded, stepLabel: steps.refunded, step: 'main', moneyBack: true },
    },
    withdrawn: {
      type: 'final',
      meta: { code: 400, label: labels.withdrawn, stepLabel: steps.withdrawn, step: 'end' },
    },
  },
})

export type RefundState = StateValueFrom<typeof refundMachine> & string
