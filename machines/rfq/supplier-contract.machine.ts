// The contract drafted from a store's accepted quote, as its supplier sees it (issue 28 item 1; SPEC.md §2
// /inquiry/supplier/init_contract, contract_info; §6). The supplier reads it and confirms it after a
// confirmation; once the buyer has signed too the server makes the buyer's order (mocks/lib/quote-orders.ts).
// Confirming again answers the same contract, so a lost answer is retried by confirming again.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { ContractDetail } from '../../src/api/contracts'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { supplierContractActors } from './supplier-rfq.actors'

export interface SupplierContractContext {
  contractNo: string
  contract: ContractDetail | null
  loadError: ErrorMessage | null
  actionError: ErrorMessage | null
}

export type SupplierContractEvent =
  | { type: 'retry.requested' }
  | { type: 'confirm.requested' }
  | { type: 'confirm.confirmed' }
  | { type: 'confirm.cancelled' }

/** The supplier may still confirm: a quote contract it has not confirmed, pending signature or signed. */
export const canSupplierConfirm = (contract: ContractDetail | null) =>
  !!contract &&
  contract.source === 'quote' &&
  !contract.supplierConfirmedAt &&
  (contract.state === 'pendingSignature' || contract.state === 'signed')

export const supplierContractMachine = setup({
  types: {
    context: {} as SupplierContractContext,
    events: {} as SupplierContractEvent,
    input: {} as { contractNo: string },
    tags: {} as 'busy',
  },
  actors: supplierContractActors,
  guards: {
    canConfirm: ({ context }) => canSupplierConfirm(context.contract),
  },
  actions: {
    storeContract: assign((_, { contract }: { contract: ContractDetail }) => ({ contract, loadError: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    storeActionError: assign((_, { error }: { error: unknown }) => ({ actionError: errorMessageOf(error) })),
    clearActionError: assign({ actionError: null }),
  },
}).createMachine({
  id: 'supplierContract',
  context: ({ input }) => ({
    contractNo: input.contractNo,
    contract: null,
    loadError: null,
    actionError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getContract',
        src: 'getContract',
        input: ({ context }) => ({ contractNo: context.contractNo }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeContract', params: ({ event }) => ({ contract: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': 'loading' },
    },
    ready: {
      on: {
        'confirm.requested': { guard: 'canConfirm', target: 'asking', actions: 'clearActionError' },
      },
    },
    asking: {
      on: {
        'confirm.confirmed': 'confirming',
        'confirm.cancelled': 'ready',
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmContract',
        src: 'confirmContract',
        input: ({ context }) => ({ contractNo: context.contractNo }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeContract', params: ({ event }) => ({ contract: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

// What the routes read (a machine's readers go through its module)
type SupplierContractSnapshot = SnapshotFrom<typeof supplierContractMachine>
export const supplierContractStatusOf = (s: SupplierContractSnapshot): 'loading' | 'loadFailed' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready'
export const supplierContractOf = (s: SupplierContractSnapshot) => s.context.contract
export const supplierContractLoadErrorOf = (s: SupplierContractSnapshot) => s.context.loadError
export const supplierContractActionErrorOf = (s: SupplierContractSnapshot) => s.context.actionError
export const supplierContractBusyOf = (s: SupplierContractSnapshot) => s.hasTag('busy')
export const supplierContractAskingOf = (s: SupplierContractSnapshot) =>
  s.matches('asking') || s.matches('confirming')
export const supplierContractCanConfirmOf = (s: SupplierContractSnapshot) =>
  s.matches('ready') && canSupplierConfirm(s.context.contract)
