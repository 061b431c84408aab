// One sample application, /prototype/sample/detail?applySn= (issue 28 item 3): read it, and read it again on
// demand (the supplier may have reviewed or shipped it meanwhile, in the control panel).
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { SampleApplication } from '../../src/api/sample-applies'
import { sampleApplyDetailActors } from './sample-apply.actors'

export const sampleApplyDetailMachine = setup({
  types: {
    context: {} as { applySn: string; apply: SampleApplication | null; error: ErrorMessage | null },
    events: {} as { type: 'retry.requested' } | { type: 'refresh.requested' },
    input: {} as { applySn: string },
  },
  actors: sampleApplyDetailActors,
  actions: {
    storeApply: assign((_, { apply }: { apply: SampleApplication }) => ({ apply, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'sampleApplyDetail',
  context: ({ input }) => ({ applySn: input.applySn, apply: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getSampleApply',
        src: 'getSampleApply',
        input: ({ context }) => ({ applySn: context.applySn }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeApply', params: ({ event }) => ({ apply: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    ready: { on: { 'refresh.requested': 'loading' } },
  },
})

type DetailSnapshot = SnapshotFrom<typeof sampleApplyDetailMachine>
export const sampleApplyDetailStatusOf = (snapshot: DetailSnapshot) => snapshot.value
export const sampleApplyOf = (snapshot: DetailSnapshot) => snapshot.context.apply
export const sampleApplyDetailErrorOf = (snapshot: DetailSnapshot) => snapshot.context.error
