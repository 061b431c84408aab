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
import { refundMachine, type RefundContext, type RefundEvent, type RefundType } from './refund.machine'
import {
  regularOrderMachine,
  type RegularContext,
  type RegularEvent,
  type RegularInput,
} from './regular-order.machine'
import {
  reservationOrderMachine,
  type ReservationContext,
  type ReservationEvent,
  type ReservationInput,
} from './reservation-order.machine'

export const lifecycles = {
  regular: regularOrderMachine,
  reservation: reservationOrderMachine,
  refund: refundMachine,
} as const

export type LifecycleKind = keyof typeof lifecycles

export interface LifecycleTypes {
  regular: { context: RegularContext; event: RegularEvent }
  reservation: { context: ReservationContext; event: ReservationEvent }
  refund: { context: RefundContext; event: RefundEvent }
}

/** What the server stores of a lifecycle: the state's name and the machine's context. */
export interface PersistedLifecycle<K extends LifecycleKind = LifecycleKind> {
  state: string
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
}

const machineOf = (kind: LifecycleKind): AnyStateMachine => lifecycles[kind]

/** The state names of a lifecycle, in the order of its definition. */
export function stateNames(kind: LifecycleKind): string[] {
  return Object.keys(machineOf(kind).root.states)
}

export function metaOf(kind: LifecycleKind, state: string): StateMeta {
  const node = machineOf(kind).root.states[state]
  if (!node) throw new Error(`${kind} has no state ${state}`)
  return node.meta as StateMeta
}

export function isFinalState(kind: LifecycleKind, state: string): boolean {
  return machineOf(kind).root.states[state]?.type === 'final'
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

export interface LifecycleInput {
  regular: RegularInput
  reservation: ReservationInput
  refund: { type: RefundType }
}

/** The lifecycle of a new order or refund. */
export function initial<K extends LifecycleKind>(kind: K, input: LifecycleInput[K]): PersistedLifecycle<K> {
  const [snapshot] = initialTransition(machineOf(kind), input as never)
  return {
    state: String((snapshot as { value: unknown }).value),
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
    state: String((next as { value: unknown }).value),
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
  const index = names.indexOf(current)
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
