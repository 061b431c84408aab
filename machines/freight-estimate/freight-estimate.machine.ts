// The delivery estimate of the product detail — issue 16 item 3; REFERENCE.md §6 (ship-to → calculateExpress).
// Operation: calculateExpress (the buyer's addresses and the regions come with every answer).
//
// The screen tells the machine which SKU and quantity the buyer is looking at (`item.changed`) and where to
// (`shipTo.changed`: one of their addresses, or a region); after a short pause (typing a quantity sends many
// changes) it asks the server, and a newer change drops the answer of an older one (the invoke is left).
//   idle → item.changed → waiting → (300 ms) estimating → ready | failed; any change → waiting again
import { assign, setup, type SnapshotFrom } from 'xstate'
import { freightEstimateActors } from './freight-estimate.actors'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import {
  type ExpressEstimate,
  type ExpressEstimateQuery,
  type FreightRegionCode,
} from '../../src/api/freight'

export const ESTIMATE_DELAY_MS = 300

export type ShipTo = { addressId: number } | { regionCode: FreightRegionCode } | null

export interface FreightEstimateContext {
  productId: number | null
  buyNum: number
  /** null: the server's default (the buyer's default address, else the western region) */
  shipTo: ShipTo
  estimate: ExpressEstimate | null
  error: ErrorMessage | null
}

export type FreightEstimateEvent =
  | { type: 'item.changed'; productId: number | null; buyNum: number }
  | { type: 'shipTo.changed'; shipTo: ShipTo }
  | { type: 'retry' }

export const queryOf = (context: FreightEstimateContext): ExpressEstimateQuery => ({
  productId: context.productId ?? 0,
  buyNum: Math.min(99_999, Math.max(1, Math.floor(context.buyNum) || 1)),
  ...(context.shipTo ?? {}),
})

export const freightEstimateMachine = setup({
  types: {
    context: {} as FreightEstimateContext,
    events: {} as FreightEstimateEvent,
  },
  actors: freightEstimateActors,
  actions: {
    storeItem: assign(({ event }) =>
      event.type === 'item.changed' ? { productId: event.productId, buyNum: event.buyNum } : {},
    ),
    storeShipTo: assign({
      shipTo: ({ context, event }) => (event.type === 'shipTo.changed' ? event.shipTo : context.shipTo),
    }),
    storeEstimate: assign({
      estimate: ({ event }) => (event as unknown as { output: ExpressEstimate }).output,
      error: null,
    }),
    storeError: assign({ error: ({ event }) => errorMessageOf((event as { error?: unknown }).error) }),
  },
  guards: {
    hasItem: ({ context }) => context.productId !== null,
    isNewItem: ({ context, event }) =>
      event.type === 'item.changed' &&
      (event.productId !== context.productId || event.buyNum !== context.buyNum),
  },
  delays: { pause: ESTIMATE_DELAY_MS },
}).createMachine({
  id: 'freightEstimate',
  context: { productId: null, buyNum: 1, shipTo: null, estimate: null, error: null },
  initial: 'idle',
  on: {
    'item.changed': { guard: 'isNewItem', target: '.waiting', actions: 'storeItem' },
    'shipTo.changed': { target: '.waiting', actions: 'storeShipTo' },
  },
  states: {
    idle: {},
    waiting: {
      after: { pause: [{ guard: 'hasItem', target: 'estimating' }, { target: 'idle' }] },
    },
    estimating: {
      invoke: {
        src: 'calculateExpress',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'ready', actions: 'storeEstimate' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    ready: {},
    failed: { on: { retry: 'estimating' } },
  },
})

// ── readers (issue 25 item 4): the product detail reads the flow through these, never by its state names ──
type FreightEstimateSnapshot = SnapshotFrom<typeof freightEstimateMachine>
export type FreightEstimateStage = 'idle' | 'estimating' | 'ready' | 'failed'
/** Waiting for the quantity to settle counts as estimating. */
export const freightEstimateStageOf = (s: FreightEstimateSnapshot): FreightEstimateStage =>
  s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : s.matches('idle') ? 'idle' : 'estimating'
export const freightEstimateOf = (s: FreightEstimateSnapshot) => s.context.estimate
