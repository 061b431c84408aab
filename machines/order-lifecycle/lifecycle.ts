// The three lifecycles (regular order, reservation order, refund) behind one small API, shared by the mock
// backend (the authority: `advance` refuses an event the current state does not take) and the screens
// (`resolve`/`can` for the actions offered, `timelineOf` for the timeline, read from the definitions).
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import type { Message } from '../../src/lib/intl'
import {
  refundMachine,
  type RefundContext,
  type RefundEvent,
  type RefundState,
  type RefundType,
} from './refund.machine'
import {
  regularOrderMachine,
  type RegularContext,
  type RegularEvent,
  type RegularInput,
  type RegularState,
} from './regular-order.machine'
import {
  reservationOrderMachine,
  type ReservationContext,
  type ReservationEvent,
  type ReservationInput,
  type ReservationState,
} from './reservation-order.machine'

import { DEADLINES, type DeadlineName, type OrderStatusCode } from './order-states'

export {
  DEADLINES,
  DEADLINE_NAMES,
  type DeadlineName,
  ORDER_TABS,
  isOrderStatusCode,
  orderStatusLabel,
  orderStatusLabels,
  type OrderStatusCode,
} from './order-states'

export const lifecycles = {
  regular: regularOrderMachine,
  reservation: reservationOrderMachine,
  refund: refundMachine,
} as const

export type LifecycleKind = keyof typeof lifecycles

export interface LifecycleTypes {
  regular: { context: RegularContext; event: RegularEvent; state: RegularState }
  reservation: { context: ReservationContext; event: ReservationEvent; state: ReservationState }
  refund: { context: RefundContext; event: RefundEvent; state: RefundState }
}

/** A state of the lifecycle: a misspelt name does not compile. */
export type StateName<K extends LifecycleKind = LifecycleKind> = LifecycleTypes[K]['state']

/** What the server stores of a lifecycle: the state's name and the machine's context. */
export interface PersistedLifecycle<K extends LifecycleKind = LifecycleKind> {
  state: StateName<K>
  context: LifecycleTypes[K]['context']
}

export interface StateMeta {
  /** GLOSSARY.md status label code (orders) */
  orderState?: number
  /** after-sales state code (refunds) */
  code?: number
  /** main: a step of the timeline; side: a detour shown only while in it; end: a terminal state off the path */
  step: 'main' | 'side' | 'end'
  buyerPays?: 'order' | 'deposit' | 'final'
  depositForfeited?: boolean
  returnOnly?: boolean
  /** the buyer may evaluate the order now (once: the server keeps the evaluation) */
  evaluable?: boolean
  /** a reservation order before the supplier's quote ("Pendientes de cotización") */
  awaitingQuote?: boolean
  /** a refund still in progress: it holds its order in after-sales */
  refundOpen?: boolean
  /** the refund's money went back to the payment account */
  moneyBack?: boolean
  /** the supplier refused the refund (its reason is shown; the buyer may reapply) */
  refusal?: boolean
  /** the state's label (machines/order-lifecycle/order-states.ts; the mock words its state texts from it) */
  label: Message
  /** refunds: the state as a step of the progress, when it reads differently from the label */
  stepLabel?: Message
  /** the clock that runs in this state (order-states.ts DEADLINES): at zero the server sends its event */
  deadline?: DeadlineName
  /** the buyer may remove the order from their list (it stays for the supplier; issue 16 item 6) */
  buyerMayDelete?: boolean
}

const machineOf = (kind: LifecycleKind): AnyStateMachine => lifecycles[kind]

const namesOf = <K extends LifecycleKind>(kind: K) =>
  Object.fromEntries(Object.keys(lifecycles[kind].root.states).map((name) => [name, name])) as {
    readonly [S in StateName<K>]: S
  }

/**
 * The state names as typed values, read from the definitions: code outside this folder that must name a state
 * (the seed's expected end states, a test) writes `states.reservation.waitingDeposit`, which fails to compile
 * when misspelt or when the machine loses the state, and which no string search mistakes for a copy.
 */
export const states = {
  regular: namesOf('regular'),
  reservation: namesOf('reservation'),
  refund: namesOf('refund'),
}

/** The GLOSSARY.md status code (openapi OrderSummary.orderState) of each regular-order state, from its meta. */
export const REGULAR_STATUS = Object.fromEntries(
  Object.entries(regularOrderMachine.root.states).map(([name, node]) => [
    name,
    (node.meta as StateMeta).orderState,
  ]),
) as Record<StateName<'regular'>, OrderStatusCode>

/** The state names of a lifecycle, in the order of its definition. */
export function stateNames<K extends LifecycleKind>(kind: K): StateName<K>[] {
  return Object.keys(machineOf(kind).root.states) as StateName<K>[]
}

export function metaOf(kind: LifecycleKind, state: string): StateMeta {
  const node = machineOf(kind).root.states[state]
  if (!node) throw new Error(`${kind} has no state ${state}`)
  return node.meta as StateMeta
}

export function isFinalState(kind: LifecycleKind, state: string): boolean {
  return machineOf(kind).root.states[state]?.type === 'final'
}

/** Whether `state` is a state of the lifecycle (the server's string may come from another build). */
export function isKnownState<K extends LifecycleKind>(kind: K, state: string): state is StateName<K> {
  return Object.hasOwn(machineOf(kind).root.states, state)
}

/** The state's meta, or null for a state this build's machine does not know (nothing is offered then). */
export function metaOrNull(kind: LifecycleKind, state: string): StateMeta | null {
  return isKnownState(kind, state) ? metaOf(kind, state) : null
}

/** The label of a state; null for a state this build's machine does not know. */
export function labelOf(kind: LifecycleKind, state: string): Message | null {
  return metaOrNull(kind, state)?.label ?? null
}

/** The label of a state as a step of the progress (a refund's steps read differently). */
export function stepLabelOf(kind: LifecycleKind, state: string): Message | null {
  const meta = metaOrNull(kind, state)
  return meta ? (meta.stepLabel ?? meta.label) : null
}

/**
 * Whether the state has a transition for this event type at all, read from the definition; no event payload is
 * needed, so readers ask "does this state take a return shipment?" without inventing one. For an event whose
 * transitions are guarded by its payload or the context, ask `can` with the real event.
 */
export function takesEventType<K extends LifecycleKind>(
  kind: K,
  state: string,
  type: LifecycleTypes[K]['event']['type'],
): boolean {
  const node = machineOf(kind).root.states[state]
  return node ? node.on[type] !== undefined : false
}

/**
 * Whether the buyer may evaluate an order in `state` now (decision 007): its state says so (meta.evaluable: a
 * regular order pending review, a finished reservation order) and the server has no evaluation of it yet.
 */
export function offersEvaluation(kind: LifecycleKind, state: string, evaluated: boolean): boolean {
  return !evaluated && metaOrNull(kind, state)?.evaluable === true
}

/** A reservation order the supplier has not quoted yet ("Pendientes de cotización"). */
export const awaitsQuote = (state: string): boolean =>
  metaOrNull('reservation', state)?.awaitingQuote === true

/** An order's payments, by what each pays for (openapi OrderSummary). */
export interface OrderPaySns {
  paySn?: string | null
  depositPaySn?: string | null
  finalPaySn?: string | null
}

/** The payment the buyer owes in `state` (meta.buyerPays: the order's, the deposit or the final payment), or null. */
export function owedPaySnOf(kind: LifecycleKind, state: string, order: OrderPaySns): string | null {
  const buyerPays = metaOrNull(kind, state)?.buyerPays
  if (buyerPays === 'order') return order.paySn ?? null
  if (buyerPays === 'deposit') return order.depositPaySn ?? null
  if (buyerPays === 'final') return order.finalPaySn ?? null
  return null
}

/** The clock running while an order is in `state` (meta.deadline); null when none runs or the state is unknown. */
export function deadlineOf(kind: LifecycleKind, state: string): DeadlineName | null {
  return metaOrNull(kind, state)?.deadline ?? null
}

/**
 * The clock that entering `next` from `previous` starts, or null: a state running a clock that starts on entry
 * (DEADLINES.startsOnEntry) which `previous` did not run. Coming back to the state (after an after-sales detour)
 * starts it again. The server sets that deadline to now + DEADLINES[name].windowMs.
 */
export function startedDeadline(kind: LifecycleKind, previous: string, next: string): DeadlineName | null {
  const name = deadlineOf(kind, next)
  if (!name || !DEADLINES[name].startsOnEntry) return null
  return previous === next ? null : name
}

/** The clock whose zero sends `event` (the clock events of DEADLINES), or null for any other event. */
export function deadlineOfEvent(type: string): DeadlineName | null {
  const entry = Object.entries(DEADLINES).find(([, clock]) => clock.event === type)
  return entry ? (entry[0] as DeadlineName) : null
}

/** The state a new order or refund of this lifecycle starts in. */
export const initialStateOf = <K extends LifecycleKind>(kind: K): StateName<K> =>
  String(machineOf(kind).config.initial) as StateName<K>

/** A refund the supplier refused (its history entry and the refusal reason say so). */
export const isRefundRefusal = (state: string): boolean => metaOrNull('refund', state)?.refusal === true

/** A refund still in progress (it holds its order in after-sales). */
export const isRefundOpen = (state: string): boolean => metaOrNull('refund', state)?.refundOpen === true

/** A refund that takes its units out of what the order may still refund: in progress or refunded (issue 16). */
export const refundHoldsUnits = (state: string): boolean => {
  const meta = metaOrNull('refund', state)
  return meta?.refundOpen === true || meta?.moneyBack === true
}

/** The event types of the lifecycle that lead somewhere from `state` (definition order, no guard evaluated). */
export function eventTypesOf(kind: LifecycleKind, state: string): string[] {
  const node = machineOf(kind).root.states[state]
  return node ? Object.keys(node.on) : []
}

export function resolve<K extends LifecycleKind>(
  kind: K,
  persisted: PersistedLifecycle<K>,
): AnyMachineSnapshot {
  return machineOf(kind).resolveState({ value: persisted.state, context: persisted.context })
}

export function can<K extends LifecycleKind>(
  kind: K,
  persisted: PersistedLifecycle<K>,
  event: LifecycleTypes[K]['event'],
): boolean {
  return resolve(kind, persisted).can(event as never)
}

/**
 * SPEC.md §5: the final payment of a reservation order in this lifecycle would be refused when paid from
 * `payerMemberId` — its state takes the final payment, but not from this account (guard isSamePayer: only the
 * deposit's payer). False when the state takes no final payment at all (other refusals answer that). The mock's
 * doPay and the payment page both ask this, so the page offers only what the server accepts.
 */
export function refusesFinalPayer(
  persisted: PersistedLifecycle<'reservation'>,
  payerMemberId: number,
): boolean {
  return (
    takesEventType('reservation', persisted.state, 'finalPayment.paid') &&
    !can('reservation', persisted, { type: 'finalPayment.paid', payerMemberId })
  )
}

export interface LifecycleInput {
  regular: RegularInput
  reservation: ReservationInput
  refund: { type: RefundType }
}

/** The lifecycle of a new order or refund. */
export function initial<K extends LifecycleKind>(kind: K, input: LifecycleInput[K]): PersistedLifecycle<K> {
  const [snapshot] = initialTransition(machineOf(kind), input as never)
  return {
    state: String((snapshot as { value: unknown }).value) as StateName<K>,
    context: (snapshot as { context: LifecycleTypes[K]['context'] }).context,
  }
}

/**
 * The lifecycle after `event`, or null when the current state refuses it (no transition, or every guarded
 * transition refuses). The server stores the result; nothing else changes an order's or a refund's state.
 */
export function advance<K extends LifecycleKind>(
  kind: K,
  persisted: PersistedLifecycle<K>,
  event: LifecycleTypes[K]['event'],
): PersistedLifecycle<K> | null {
  const snapshot = resolve(kind, persisted)
  if (!snapshot.can(event as never)) return null
  const [next] = transition(machineOf(kind), snapshot as never, event as EventObject as never)
  return {
    state: String((next as { value: unknown }).value) as StateName<K>,
    context: (next as { context: LifecycleTypes[K]['context'] }).context,
  }
}

export interface TimelineStep {
  state: string
  status: 'done' | 'current' | 'upcoming'
}

/**
 * The timeline of an order or refund: the `main` steps of its definition in order, plus the `side` or `end`
 * state it is in. Steps before the current one are done; a final state off the path ends the timeline there.
 * `visited` (the states of its history) marks the steps reached before a detour (after-sales, refused).
 */
export function timelineOf(
  kind: LifecycleKind,
  current: string,
  visited: readonly string[],
  options: { withReturn?: boolean } = {},
): TimelineStep[] {
  const names = stateNames(kind).filter((name) => {
    const meta = metaOf(kind, name)
    if (meta.returnOnly && options.withReturn === false) return false
    return meta.step === 'main' || name === current
  })
  const currentMeta = metaOf(kind, current)
  if (currentMeta.step !== 'main') {
    // a detour or an end: the path reached so far, then the current state
    const reached = names.filter((name) => name !== current && visited.includes(name))
    return [
      ...reached.map((state) => ({ state, status: 'done' as const })),
      { state: current, status: 'current' as const },
      ...(currentMeta.step === 'side'
        ? names
            .filter((name) => name !== current && !visited.includes(name))
            .map((state) => ({ state, status: 'upcoming' as const }))
        : []),
    ]
  }
  const index = (names as string[]).indexOf(current)
  return names
    .filter((name) => metaOf(kind, name).step === 'main')
    .map((state) => {
      const at = names.indexOf(state)
      const final = isFinalState(kind, current) && state === current
      return {
        state,
        status: at < index || final ? 'done' : at === index ? 'current' : 'upcoming',
      } as TimelineStep
    })
}

/** Whether the buyer may delete an order in `state` from their list (meta.buyerMayDelete; issue 16 item 6). */
export const offersDeletion = (kind: LifecycleKind, state: string): boolean =>
  metaOrNull(kind, state)?.buyerMayDelete === true

/** Whether an order in `state` still takes a new delivery address (its machine takes buyer.addressChanged). */
export const offersAddressChange = (kind: LifecycleKind, state: string): boolean =>
  eventTypesOf(kind, state).includes('buyer.addressChanged')
