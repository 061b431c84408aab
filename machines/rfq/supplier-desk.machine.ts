// The supplier's inquiries (/inquiry/supplier/inq_info without a number; issue 28 item 1; SPEC.md §2, §8): the
// store's open and quoted inquiries, read once; a member without a store is told so, with a retry.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { getSupplierDesk, type SupplierDesk } from '../../src/api/supplier-inquiries'

export const supplierDeskMachine = setup({
  types: {
    context: {} as { desk: SupplierDesk | null; loadError: ErrorMessage | null },
    events: {} as { type: 'retry.requested' },
  },
  actors: {
    getSupplierDesk: fromPromise<SupplierDesk>(() => getSupplierDesk({ silent: true })),
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
        onDone: { target: 'ready', actions: assign({ desk: ({ event }) => event.output, loadError: null }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => errorMessageOf(event.error) }),
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
