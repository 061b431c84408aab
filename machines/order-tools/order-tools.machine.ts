// The buyer's housekeeping on an order — issue 16 item 6; REFERENCE.md §4 ("Change address" before shipping,
// "Delete" a finished or cancelled order). Operations: memberAddress/list + orderInfo/detail,
// orderOperate/updateAddress, orderOperate/delete.
//
// One actor per order screen (list or detail), one action at a time, like machines/order-actions. Which orders
// offer these actions is the order's lifecycle's word (machines/order-lifecycle offersAddressChange /
// offersDeletion); the server refuses what its machine does not take and the refusal lands in `failed`.
//   idle → address.changeRequested → loadingAddresses → choosingAddress → (address.chosen, valid) savingAddress
//        → done|failed
//   idle → delete.requested → confirmingDelete → (delete.confirmed) deleting → done|failed
// The address rule is the shared schema (src/schemas/freight.schema.ts): a paid order stays in its freight
// region, so the form says so before the server would. Emits `order.changed` (read the order(s) again) and
// `order.deleted` (the order is gone from the buyer's side: a detail screen leaves it).
import { assign, emit, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { Address } from '../../src/api/checkout'
import {
  addressChangeSchema,
  freightMessages,
  freightRegionOf,
  type AddressChangeRules,
} from '../../src/schemas/freight.schema'
import { orderToolsActors, type AddressChoice } from './order-tools.actors'

export type OrderToolOutcome =
  { kind: 'addressChanged'; orderSn: string } | { kind: 'deleted'; orderSn: string }

export interface OrderToolsContext {
  orderSn: string | null
  addresses: Address[]
  /** the rule the choice is checked with (the order's region and whether its freight is paid) */
  rules: AddressChangeRules | null
  /** the order's address now */
  currentAddressId: number | null
  /** the address being saved */
  chosenId: number | null
  /** why the chosen address is not accepted (dictionary id of the shared rule) */
  choiceError: ErrorMessage | null
  error: ErrorMessage | null
  outcome: OrderToolOutcome | null
}

export type OrderToolsEvent =
  | { type: 'address.changeRequested'; orderSn: string }
  | { type: 'address.chosen'; addressId: number | null }
  | { type: 'delete.requested'; orderSn: string }
  | { type: 'delete.confirmed' }
  | { type: 'dismissed' }

export type OrderToolsEmitted = { type: 'order.changed' } | { type: 'order.deleted'; orderSn: string }

const start = {
  'address.changeRequested': { target: '#orderTools.loadingAddresses', actions: 'startAction' },
  'delete.requested': { target: '#orderTools.confirmingDelete', actions: 'startAction' },
} as const

const errorOf = (event: unknown) => errorMessageOf((event as { error?: unknown }).error)
const choiceOf = (event: unknown) => (event as { output: AddressChoice }).output

/** The rule of a new address for the order as loaded. */
export function rulesOf(choice: AddressChoice): AddressChangeRules {
  const { order, addresses } = choice
  return {
    addresses,
    currentRegion: order.address ? freightRegionOf(order.address) : null,
    paid: order.payState !== 'unpaid',
  }
}

export const orderToolsMachine = setup({
  types: {
    context: {} as OrderToolsContext,
    events: {} as OrderToolsEvent,
    tags: {} as 'busy',
    emitted: {} as OrderToolsEmitted,
  },
  actors: orderToolsActors,
  actions: {
    startAction: assign(({ event }) => ({
      orderSn: 'orderSn' in event ? event.orderSn : null,
      addresses: [],
      rules: null,
      currentAddressId: null,
      chosenId: null,
      choiceError: null,
      error: null,
      outcome: null,
    })),
    storeChosen: assign({
      chosenId: ({ event }) => (event.type === 'address.chosen' ? event.addressId : null),
      choiceError: null,
    }),
    storeChoice: assign(({ event }) => {
      const choice = choiceOf(event)
      return {
        addresses: choice.addresses,
        rules: rulesOf(choice),
        currentAddressId: choice.order.address?.addressId ?? null,
      }
    }),
    storeChoiceError: assign({
      choiceError: ({ context, event }): ErrorMessage => {
        const addressId = event.type === 'address.chosen' ? event.addressId : null
        try {
          addressChangeSchema(context.rules!).validateSync({ addressId: addressId ?? undefined })
        } catch (error) {
          return { id: String((error as Error).message) }
        }
        return { id: freightMessages.addressRequired.id }
      },
    }),
    storeFailure: assign({ error: ({ event }) => errorOf(event) }),
    storeAddressChanged: assign({
      outcome: ({ context }): OrderToolOutcome => ({
        kind: 'addressChanged',
        orderSn: context.orderSn ?? '',
      }),
    }),
    storeDeleted: assign({
      outcome: ({ context }): OrderToolOutcome => ({ kind: 'deleted', orderSn: context.orderSn ?? '' }),
    }),
    orderChanged: emit({ type: 'order.changed' as const }),
    orderDeleted: emit(({ context }) => ({ type: 'order.deleted' as const, orderSn: context.orderSn ?? '' })),
  },
  guards: {
    isChoiceValid: ({ context, event }) =>
      event.type === 'address.chosen' &&
      context.rules !== null &&
      event.addressId !== context.currentAddressId &&
      addressChangeSchema(context.rules).isValidSync({ addressId: event.addressId ?? undefined }),
    isSameAddress: ({ context, event }) =>
      event.type === 'address.chosen' &&
      event.addressId !== null &&
      event.addressId === context.currentAddressId,
  },
}).createMachine({
  id: 'orderTools',
  context: {
    orderSn: null,
    addresses: [],
    rules: null,
    currentAddressId: null,
    chosenId: null,
    choiceError: null,
    error: null,
    outcome: null,
  },
  initial: 'idle',
  states: {
    idle: { on: start },
    loadingAddresses: {
      tags: 'busy',
      invoke: {
        src: 'loadAddressChoice',
        input: ({ context }) => ({ orderSn: context.orderSn ?? '' }),
        onDone: { target: 'choosingAddress', actions: 'storeChoice' },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
      on: { dismissed: 'idle' },
    },
    choosingAddress: {
      on: {
        'address.chosen': [
          // the address it already has: nothing to change
          { guard: 'isSameAddress', target: 'idle' },
          { guard: 'isChoiceValid', target: 'savingAddress', actions: 'storeChosen' },
          { actions: 'storeChoiceError' },
        ],
        dismissed: 'idle',
      },
    },
    savingAddress: {
      tags: 'busy',
      invoke: {
        src: 'updateOrderAddress',
        input: ({ context }) => ({ orderSn: context.orderSn ?? '', addressId: context.chosenId ?? 0 }),
        onDone: { target: 'done', actions: ['storeAddressChanged', 'orderChanged'] },
        onError: { target: 'failed', actions: ['storeFailure', 'orderChanged'] },
      },
    },
    confirmingDelete: {
      on: { 'delete.confirmed': 'deleting', dismissed: 'idle' },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        src: 'deleteOrder',
        input: ({ context }) => ({ orderSn: context.orderSn ?? '' }),
        onDone: { target: 'done', actions: ['storeDeleted', 'orderDeleted'] },
        onError: { target: 'failed', actions: ['storeFailure', 'orderChanged'] },
      },
    },
    done: { on: { ...start, dismissed: 'idle' } },
    failed: { on: { ...start, dismissed: 'idle' } },
  },
})

// ── readers (issue 25 item 4): the order screens reads the flow through these, never by its state names ──
type OrderToolsSnapshot = SnapshotFrom<typeof orderToolsMachine>
const STAGES = [
  'loadingAddresses',
  'choosingAddress',
  'savingAddress',
  'confirmingDelete',
  'deleting',
  'done',
  'failed',
] as const
export type OrderToolsStage = 'idle' | (typeof STAGES)[number]
export const orderToolsStageOf = (s: OrderToolsSnapshot): OrderToolsStage =>
  STAGES.find((stage) => s.matches(stage)) ?? 'idle'
