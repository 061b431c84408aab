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
        onDone: { target: 'ready', actions: assign(({ event }) => ({ apply: event.output, error: null })) },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })),
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
