// A contract's detail, /member/contract/detail?contractNo= (issue 11 item 5; SPEC.md §2, §8). Operations:
// getContract → (cancelContract). The server says which actions a contract offers (canSign, canCancel): signing
// is a link to /contract/agreement (machines/contract-sign); withdrawing an own pending contract asks first.
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { ContractDetail } from '../../src/api/contracts'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { contractDetailActors } from './contract-detail.actors'

export interface ContractDetailContext {
  contractNo: string
  contract: ContractDetail | null
  loadError: ErrorMessage | null
  actionError: ErrorMessage | null
  /** the contract was withdrawn in this visit */
  cancelled: boolean
}

export type ContractDetailEvent =
  | { type: 'retry.requested' }
  | { type: 'cancel.requested' }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.dismissed' }

export const contractDetailMachine = setup({
  types: {
    context: {} as ContractDetailContext,
    events: {} as ContractDetailEvent,
    input: {} as { contractNo: string },
    tags: {} as 'busy',
  },
  actors: contractDetailActors,
  actions: {
    storeContract: assign((_, { contract }: { contract: ContractDetail }) => ({ contract, loadError: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    clearActionError: assign({ actionError: null }),
    /** The contract as the withdrawal left it; the page says it was withdrawn in this visit. */
    storeCancelled: assign((_, { contract }: { contract: ContractDetail }) => ({
      contract,
      cancelled: true,
    })),
    storeActionError: assign((_, { error }: { error: unknown }) => ({ actionError: errorMessageOf(error) })),
  },
  guards: {
    canCancel: ({ context }) => context.contract?.canCancel === true,
  },
}).createMachine({
  id: 'contractDetail',
  context: ({ input }) => ({
    contractNo: input.contractNo,
    contract: null,
    loadError: null,
    actionError: null,
    cancelled: false,
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
        'cancel.requested': {
          guard: 'canCancel',
          target: 'confirmingCancel',
          actions: 'clearActionError',
        },
      },
    },
    confirmingCancel: {
      on: {
        'cancel.confirmed': 'cancelling',
        'cancel.dismissed': 'ready',
      },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'cancelContract',
        src: 'cancelContract',
        input: ({ context }) => ({ contractNo: context.contractNo }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeCancelled', params: ({ event }) => ({ contract: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type ContractDetailSnapshot = SnapshotFrom<typeof contractDetailMachine>
export type ContractDetailStage = 'loading' | 'loadFailed' | 'ready'
export const contractDetailStageOf = (s: ContractDetailSnapshot): ContractDetailStage =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready'
/** The cancel confirmation is open. */
export const contractDetailConfirmingCancelOf = (s: ContractDetailSnapshot) => s.matches('confirmingCancel')
