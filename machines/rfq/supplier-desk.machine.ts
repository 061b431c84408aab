// The supplier's inquiries (/inquiry/supplier/inq_info without a number; issue 28 item 1; SPEC.md §2, §8): the
// store's open and quoted inquiries, read once; a member without a store is told so, with a retry.
import { assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { SupplierDesk } from '../../src/api/supplier-inquiries'
import { supplierDeskActors } from './supplier-rfq.actors'

export const supplierDeskMachine = setup({
  types: {
    context: {} as { desk: SupplierDesk | null; loadError: ErrorMessage | null },
    events: {} as { type: 'retry.requested' },
  },
  actors: supplierDeskActors,
  actions: {
    storeDesk: assign((_, { desk }: { desk: SupplierDesk }) => ({ desk, loadError: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
  },
}).createMachine({
  id: 'supplierDesk',
  context: { desk: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getSupplierDesk',
        src: 'getSupplierDesk',
        onDone: {
          target: 'ready',
          actions: { type: 'storeDesk', params: ({ event }) => ({ desk: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    ready: {},
  },
})

type SupplierDeskSnapshot = SnapshotFrom<typeof supplierDeskMachine>
export const supplierDeskStatusOf = (s: SupplierDeskSnapshot): 'loading' | 'loadFailed' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready'
export const supplierDeskOf = (s: SupplierDeskSnapshot) => s.context.desk
export const supplierDeskErrorOf = (s: SupplierDeskSnapshot) => s.context.loadError
