// A designer's certification, /member/applyInfo (issue 27 item 5; SPEC.md §2, §6 memberType 2). Operation:
// getDesignerInfo, which the mock refuses to anyone but a designer ("Solo los diseñadores pueden usar esta
// función", §8) as the route guard does.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { DesignerApply } from '../../src/api/designers'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { designerInfoActors } from './designer-apply.actors'

export const designerInfoMachine = setup({
  types: {
    context: {} as { info: DesignerApply | null; error: ErrorMessage | null },
    events: {} as { type: 'retry.requested' },
  },
  actors: designerInfoActors,
  actions: {
    storeInfo: assign((_, { info }: { info: DesignerApply }) => ({ info, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'designerInfo',
  context: { info: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getDesignerInfo',
        src: 'getDesignerInfo',
        onDone: {
          target: 'shown',
          actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
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

type DesignerInfoSnapshot = SnapshotFrom<typeof designerInfoMachine>
export const designerInfoStatusOf = (snapshot: DesignerInfoSnapshot): 'loading' | 'loadFailed' | 'ready' =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready'
export const designerInfoOf = (snapshot: DesignerInfoSnapshot) => snapshot.context.info
export const designerInfoErrorOf = (snapshot: DesignerInfoSnapshot) => snapshot.context.error
