// The points-order lifecycle behind one small API (issue 12 item 5), shared by the mock backend (the
// authority: `advancePointOrder` refuses an event the current state does not take) and the screens (labels
// and the actions offered, read from each state's meta). Nobody else writes a state name of this machine.
import { initialTransition, transition, type EventObject } from 'xstate'
import type { Message } from '../../src/lib/intl'
import {
  pointOrderLabels,
  pointOrderMachine,
  type PointOrderContext,
  type PointOrderEvent,
  type PointOrderMeta,
} from './point-order.machine'

export { pointOrderLabels, type PointOrderEvent, type PointOrderMeta } from './point-order.machine'

/** The states of the definition (a test checks this list against the machine). */
export const POINT_ORDER_STATE_NAMES = ['placed', 'toPay', 'toShip', 'toReceive', 'done', 'voided'] as const
export type PointOrderStateName = (typeof POINT_ORDER_STATE_NAMES)[number]

/** What the server stores of a points order's lifecycle. */
export interface PersistedPointOrder {
  state: PointOrderStateName
  context: PointOrderContext
}

/** The state names as typed values (tests and fixtures write `pointOrderStates.toShip`). */
export const pointOrderStates = Object.fromEntries(POINT_ORDER_STATE_NAMES.map((name) => [name, name])) as {
  readonly [S in PointOrderStateName]: S
}

export function pointOrderMetaOf(state: string): PointOrderMeta | null {
  const node = pointOrderMachine.root.states[state]
  return node ? (node.meta as PointOrderMeta) : null
}

/** The lifecycle of a new points order: toPay when cash is owed, else toShip. */
export function initialPointOrder(cashAmount: number): PersistedPointOrder {
  const [snapshot] = initialTransition(pointOrderMachine, { cashAmount })
  return { state: String(snapshot.value) as PointOrderStateName, context: snapshot.context }
}

/** The lifecycle after `event`, or null when the current state refuses it. */
export function advancePointOrder(
  persisted: PersistedPointOrder,
  event: PointOrderEvent,
): PersistedPointOrder | null {
  const snapshot = pointOrderMachine.resolveState({ value: persisted.state, context: persisted.context })
  if (!snapshot.can(event)) return null
  const [next] = transition(pointOrderMachine, snapshot, event as EventObject as PointOrderEvent)
  return { state: String(next.value) as PointOrderStateName, context: next.context }
}

/** Every status code (list tabs, control panel), kept light in point-order-codes.ts for the list's loader. */
export { POINT_ORDER_TABS, type PointOrderStateCode } from './point-order-codes'

const LABEL_BY_CODE: Record<number, Message> = {
  0: pointOrderLabels.state0,
  10: pointOrderLabels.state10,
  20: pointOrderLabels.state20,
  30: pointOrderLabels.state30,
  40: pointOrderLabels.state40,
}

/** The label of a status code; null for a code this build does not know. */
export const pointOrderLabelOf = (code: number): Message | null => LABEL_BY_CODE[code] ?? null

/** What the buyer may do with an order in a state, read from its meta (the server says the state's code). */
export interface PointOrderOffers {
  pay: boolean
  cancel: boolean
  receive: boolean
  delete: boolean
}

export function pointOrderOffersOf(state: string): PointOrderOffers {
  const meta = pointOrderMetaOf(state)
  return {
    pay: meta?.buyerPays === true,
    cancel: meta?.buyerMayCancel === true,
    receive: meta?.buyerMayReceive === true,
    delete: meta?.buyerMayDelete === true,
  }
}

/** The stored state of a status code (the server answers codes; `placed` is never stored). */
const STATE_BY_CODE: Record<number, PointOrderStateName> = {
  0: 'voided',
  10: 'toPay',
  20: 'toShip',
  30: 'toReceive',
  40: 'done',
}

/** What the buyer may do with an order of a status code (a code this build does not know offers nothing). */
export function pointOrderOffersOfCode(code: number): PointOrderOffers {
  const state = STATE_BY_CODE[code]
  return state ? pointOrderOffersOf(state) : { pay: false, cancel: false, receive: false, delete: false }
}

/** How a status reads at a glance on a badge (issue 24 item 5): the buyer's turn warns, the platform's informs. */
export type PointOrderTone = 'neutral' | 'info' | 'success' | 'warning'
const TONE_BY_STATE: Record<PointOrderStateName, PointOrderTone> = {
  placed: 'neutral',
  toPay: 'warning',
  toShip: 'info',
  toReceive: 'info',
  done: 'success',
  voided: 'neutral',
}

/** The badge tone of a status code (neutral for a code this build does not know). */
export function pointOrderToneOf(code: number): PointOrderTone {
  const state = STATE_BY_CODE[code]
  return state ? TONE_BY_STATE[state] : 'neutral'
}

/** The platform may ship an order of this status code: its state takes `platform.shipped` (the control panel). */
export function platformMayShipCode(code: number): boolean {
  const state = STATE_BY_CODE[code]
  if (!state) return false
  const snapshot = pointOrderMachine.resolveState({
    value: state,
    context: { cashAmount: 0 } as PointOrderContext,
  })
  return snapshot.can({ type: 'platform.shipped' })
}
