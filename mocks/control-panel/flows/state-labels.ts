// The Spanish label of a state in a diagram: the lifecycle machines' states have the app's own labels (the
// order status label of `meta.orderState`, GLOSSARY.md; a reservation order's and a refund's state labels of
// the order and refund screens, for the states whose meta carries a label code); any other state shows its
// name. The texts are the app's messages, so the flows say what the buyer's screens say.
import type { AnyStateMachine } from 'xstate'
import type { IntlShape } from 'react-intl'
import type { GraphState } from '../../../machines/diagram/machine-graph'
import { lifecycles } from '../../../machines/order-lifecycle/lifecycle'
import { orderStateMessages } from '../../../src/components/order-status'
import { reserveStateMessages } from '../../../src/features/orders/messages'
import { refundStateMessages } from '../../../src/features/refunds/messages'
import type { Message } from '../../../src/lib/intl'

const own = <T extends object>(messages: T, key: string): Message | undefined =>
  Object.hasOwn(messages, key) ? (messages[key as keyof T] as Message) : undefined

/** The message of a lifecycle state with a label code in its meta; undefined for any other state. */
export function stateMessage(machine: AnyStateMachine, state: GraphState): Message | undefined {
  const meta = state.meta as { orderState?: number; code?: number } | null
  if (machine === lifecycles.refund) {
    return meta?.code === undefined ? undefined : own(refundStateMessages, state.key)
  }
  if (meta?.orderState === undefined) return undefined
  if (machine === lifecycles.reservation) {
    return own(reserveStateMessages, state.key) ?? own(orderStateMessages, `state${meta.orderState}`)
  }
  if (machine === lifecycles.regular) return own(orderStateMessages, `state${meta.orderState}`)
  return undefined
}

export function stateLabeller(machine: AnyStateMachine, intl: IntlShape) {
  return (state: GraphState): string => {
    const message = stateMessage(machine, state)
    return message ? intl.formatMessage(message) : state.key
  }
}
