// One of a designer's optimisation proposals with the supplier's answer, /prototype/optimize/hisDetail?optimizeId=
// (issue 28 item 4; SPEC.md §2, §6). Operation: getOptimize, which the mock refuses to anyone but a designer, and
// answers "La propuesta de optimización no existe." for another member's proposal.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { Optimize } from '../../src/api/optimize'
import { optimizeDetailActors } from './optimize.actors'

export const optimizeDetailMachine = setup({
  types: {
    context: {} as { optimizeId: number; proposal: Optimize | null; error: ErrorMessage | null },
    events: {} as { type: 'retry.requested' },
    input: {} as { optimizeId: number },
  },
  actors: optimizeDetailActors,
  actions: {
    storeProposal: assign((_, { proposal }: { proposal: Optimize }) => ({ proposal, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'optimizeDetail',
  context: ({ input }) => ({ optimizeId: input.optimizeId, proposal: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getOptimize',
        src: 'getOptimize',
        input: ({ context }) => ({ optimizeId: context.optimizeId }),
        onDone: {
          target: 'shown',
          actions: { type: 'storeProposal', params: ({ event }) => ({ proposal: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    shown: {},
  },
})

type OptimizeDetailSnapshot = SnapshotFrom<typeof optimizeDetailMachine>
export const optimizeDetailStatusOf = (
  snapshot: OptimizeDetailSnapshot,
): 'loading' | 'loadFailed' | 'ready' =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready'
export const optimizeDetailOf = (snapshot: OptimizeDetailSnapshot) => snapshot.context.proposal
export const optimizeDetailErrorOf = (snapshot: OptimizeDetailSnapshot) => snapshot.context.error
