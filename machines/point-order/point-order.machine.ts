// The lifecycle of a points-mall order (issue 12 item 5; SPEC.md §2 /member/pointOrder/*, REFERENCE.md §8
// integral/front/integral orderOperate/*): a points-only order is paid in full when it is submitted (the points
// are spent through the ledger) and waits for shipment; a points + cash order spends its points at submit and
// waits for the cash part. The platform ships it (mock control panel), the buyer confirms receipt. Cancelling
// before shipment gives the points (and any cash paid) back. The mock backend is the authority: it stores the
// state name and context and advances them only through this definition (./point-order.ts).
import { assign, setup } from 'xstate'
import { defineMessages, type Message } from '../../src/lib/intl'
import { addMessages } from '../../src/i18n/dictionary'
import pointsPart from '../../src/i18n/parts/points.json' with { type: 'json' }

addMessages(pointsPart)

/** Status labels of points orders, by orderState code (openapi PointOrderState; REFERENCE.md §4 codes). */
export const pointOrderLabels = defineMessages({
  state0: { id: 'points.state.cancelled', defaultMessage: 'Cancelado' },
  state10: { id: 'points.state.toPay', defaultMessage: 'Pendiente de pago' },
  state20: { id: 'points.state.toShip', defaultMessage: 'Pendiente de envío' },
  state30: { id: 'points.state.shipped', defaultMessage: 'Enviado' },
  state40: { id: 'points.state.completed', defaultMessage: 'Completado' },
})

export interface PointOrderMeta {
  /** openapi PointOrderState code */
  orderState: 0 | 10 | 20 | 30 | 40
  label: Message
  /** the cash part is still owed (points + cash goods) */
  buyerPays?: boolean
  buyerMayCancel?: boolean
  buyerMayReceive?: boolean
  /** the platform may ship it (mock control panel) */
  platformMayShip?: boolean
  /** the buyer may remove it from their list */
  buyerMayDelete?: boolean
}

export interface PointOrderContext {
  /** the cash part of a points + cash order (USD), 0 for points-only goods */
  cashAmount: number
  cashPaid: boolean
}

export interface PointOrderInput {
  cashAmount: number
}

export type PointOrderEvent =
  | { type: 'cash.paid' }
  | { type: 'buyer.cancelled' }
  | { type: 'platform.shipped' }
  | { type: 'receipt.confirmed' }

const meta = (value: PointOrderMeta) => value

export const pointOrderMachine = setup({
  types: {
    context: {} as PointOrderContext,
    events: {} as PointOrderEvent,
    input: {} as PointOrderInput,
  },
  guards: {
    needsCash: ({ context }) => context.cashAmount > 0,
  },
  actions: {
    markCashPaid: assign({ cashPaid: true }),
  },
}).createMachine({
  id: 'pointOrder',
  context: ({ input }) => ({ cashAmount: input.cashAmount, cashPaid: false }),
  initial: 'placed',
  states: {
    placed: {
      meta: meta({ orderState: 10, label: pointOrderLabels.state10 }),
      always: [{ guard: 'needsCash', target: 'toPay' }, { target: 'toShip' }],
    },
    toPay: {
      meta: meta({ orderState: 10, label: pointOrderLabels.state10, buyerPays: true, buyerMayCancel: true }),
      on: {
        'cash.paid': { target: 'toShip', actions: 'markCashPaid' },
        'buyer.cancelled': 'voided',
      },
    },
    toShip: {
      meta: meta({
        orderState: 20,
        label: pointOrderLabels.state20,
        buyerMayCancel: true,
        platformMayShip: true,
      }),
      on: { 'platform.shipped': 'toReceive', 'buyer.cancelled': 'voided' },
    },
    toReceive: {
      meta: meta({ orderState: 30, label: pointOrderLabels.state30, buyerMayReceive: true }),
      on: { 'receipt.confirmed': 'done' },
    },
    done: {
      type: 'final',
      meta: meta({ orderState: 40, label: pointOrderLabels.state40, buyerMayDelete: true }),
    },
    voided: {
      type: 'final',
      meta: meta({ orderState: 0, label: pointOrderLabels.state0, buyerMayDelete: true }),
    },
  },
})
