// Lifecycles of the story fixtures (issue 13): a fixture names the events an order or a refund received and
// walks its machine (machines/order-lifecycle) with them, never the state they lead to; the state's text is the
// label in the machine's meta (the server's stateValue/orderStateValue).
import { reservationFixture } from '../machines/evaluate/evaluate.fixtures'
import {
  advance,
  initial,
  labelOf,
  metaOf,
  type LifecycleInput,
  type LifecycleKind,
  type LifecycleTypes,
  type PersistedLifecycle,
} from '../machines/order-lifecycle/lifecycle'
import { refundFixture } from '../machines/refund-apply/refund.fixtures'
import type { RefundDetail, RefundType } from '../src/api/after-sales'
import type { OrderDetail } from '../src/api/orders'

export type EventOf<K extends LifecycleKind> = LifecycleTypes[K]['event']

/** The lifecycle after one more event; a fixture whose event the state refuses is a mistake. */
export function step<K extends LifecycleKind>(
  kind: K,
  lifecycle: PersistedLifecycle<K>,
  event: EventOf<K>,
): PersistedLifecycle<K> {
  const next = advance(kind, lifecycle, event)
  if (!next) throw new Error(`${kind} ${lifecycle.state} refuses ${event.type}`)
  return next
}

/** The lifecycle of a new order or refund (`input`) after these events. */
export function walk<K extends LifecycleKind>(
  kind: K,
  input: LifecycleInput[K],
  events: readonly EventOf<K>[],
): PersistedLifecycle<K> {
  return events.reduce((lifecycle, event) => step(kind, lifecycle, event), initial(kind, input))
}

/** The server's Spanish text of a state (stateValue, orderStateValue): the label in the machine's meta. */
export const stateValueOf = (kind: LifecycleKind, state: string): string =>
  labelOf(kind, state)!.defaultMessage

/** A refund of `type` whose machine received these events (refund.fixtures: its history, amounts, logistics). */
export function walkedRefund(
  type: RefundType,
  events: readonly EventOf<'refund'>[],
  overrides: Partial<RefundDetail> = {},
): RefundDetail {
  const { state, context } = walk('refund', { type }, events)
  return refundFixture(state, type, {
    stateValue: stateValueOf('refund', state),
    lifecycle: { kind: 'refund', state, context: { ...context } },
    ...overrides,
  })
}

// a reservation order of 40 units, quoted US$ 3.100 with a US$ 930 deposit, event by event
const RESERVATION_UNITS = 40
const approved = [{ type: 'supplier.approved' }] as const
const quoted = [...approved, { type: 'supplier.quoted', total: 3100, deposit: 930 }] as const
const depositPaid = [...quoted, { type: 'deposit.paid', payerMemberId: 1 }] as const
const goodsPrepared = [...depositPaid, { type: 'goods.prepared' }] as const
const finalPaid = [...goodsPrepared, { type: 'finalPayment.paid', payerMemberId: 1 }] as const
const pickedUp = [
  ...finalPaid,
  { type: 'batch.shipped', units: RESERVATION_UNITS },
  { type: 'pickup.ready', pickupCode: '731406' },
  { type: 'goods.pickedUp', pickupCode: '731406' },
] as const
const receiptConfirmed = [...pickedUp, { type: 'receipt.confirmed' }] as const

/** The events a reservation order has received at each point of its life (walk them with `walkedReservation`). */
export const RESERVATION_EVENTS = {
  sent: [],
  approved,
  quoted,
  depositPaid,
  goodsPrepared,
  finalPaid,
  receiptConfirmed,
  finalPaymentOverdue: [...goodsPrepared, { type: 'finalPayment.overdue' }],
} as const satisfies Record<string, readonly EventOf<'reservation'>[]>

/**
 * A reservation order (evaluate.fixtures: 40 units, the amounts of its step) whose machine received these
 * events, with the status code and text of the state they lead to.
 */
export function walkedReservation(
  orderSn: string,
  events: readonly EventOf<'reservation'>[],
  overrides: Partial<OrderDetail> = {},
): OrderDetail {
  const { state, context } = walk('reservation', { unitsTotal: RESERVATION_UNITS }, events)
  return reservationFixture(orderSn, state, {
    orderState: metaOf('reservation', state).orderState as OrderDetail['orderState'],
    orderStateValue: stateValueOf('reservation', state),
    lifecycle: { kind: 'reservation', state, context: { ...context } },
    ...overrides,
  })
}
