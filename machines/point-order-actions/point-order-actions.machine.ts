// One points order, /member/pointOrder/detail (issue 12 item 5): its detail and the buyer's actions. What is
// offered comes from the points-order machine (machines/point-order/point-order.ts pointOrderOffersOfCode): the
// server still refuses an action its state does not take. Operations: getPointOrder, cancelPointOrder,
// receivePointOrder, deletePointOrder.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { PointOrderDetail } from '../../src/api/points'
import { pointOrderActionActors } from './point-order-actions.actors'

export interface PointOrderActionsContext {
  orderSn: string
  order: PointOrderDetail | null
  error: ErrorMessage | null
}

export type PointOrderActionsEvent =
  | { type: 'cancel.requested' }
  | { type: 'receive.requested' }
  | { type: 'delete.requested' }
  | { type: 'retry.requested' }

const act = (src: 'cancelPointOrder' | 'receivePointOrder') => ({
  tags: 'busy' as const,
  invoke: {
    id: src,
    src,
    input: ({ context }: { context: PointOrderActionsContext }) => ({ orderSn: context.orderSn }),
    onDone: { target: 'ready', actions: 'storeOrder' as const },
    onError: { target: 'ready', actions: 'storeError' as const },
  },
})

export const pointOrderActionsMachine = setup({
  types: {
    context: {} as PointOrderActionsContext,
    events: {} as PointOrderActionsEvent,
    input: {} as { orderSn: string },
    tags: {} as 'busy',
  },
  actors: pointOrderActionActors,
  actions: {
    storeOrder: assign(({ event }) => ({
      order: (event as unknown as { output: PointOrderDetail }).output,
      error: null,
    })),
    storeError: assign(({ event }) => ({
      error: errorMessageOf((event as unknown as { error: unknown }).error),
    })),
  },
}).createMachine({
  id: 'pointOrderActions',
  context: ({ input }) => ({ orderSn: input.orderSn, order: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getPointOrder',
        src: 'getPointOrder',
        input: ({ context }) => ({ orderSn: context.orderSn }),
        onDone: { target: 'ready', actions: 'storeOrder' },
        onError: { target: 'loadFailed', actions: 'storeError' },
      },
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    ready: {
      on: {
        'cancel.requested': 'cancelling',
        'receive.requested': 'receiving',
        'delete.requested': 'deleting',
      },
    },
    cancelling: act('cancelPointOrder'),
    receiving: act('receivePointOrder'),
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deletePointOrder',
        src: 'deletePointOrder',
        input: ({ context }) => ({ orderSn: context.orderSn }),
        onDone: 'deleted',
        onError: { target: 'ready', actions: 'storeError' },
      },
    },
    deleted: { type: 'final' },
  },
})

// ── readers (issue 25 item 4): the points order detail reads the flow through these, never by its state names ──
type PointOrderActionsSnapshot = SnapshotFrom<typeof pointOrderActionsMachine>
export type PointOrderActionsStage = 'loading' | 'loadFailed' | 'deleted' | 'busy' | 'ready'
export const pointOrderActionsStageOf = (s: PointOrderActionsSnapshot): PointOrderActionsStage =>
  s.matches('loading')
    ? 'loading'
    : s.matches('loadFailed')
      ? 'loadFailed'
      : s.matches('deleted')
        ? 'deleted'
        : s.hasTag('busy')
          ? 'busy'
          : 'ready'
