// The Spanish label of a state in a diagram: a lifecycle state's own label, from its machine's meta
// (machines/order-lifecycle/order-states.ts, the words the buyer's screens show); any other state shows its name.
import type { IntlShape } from 'react-intl'
import type { GraphState } from '../../../machines/diagram/machine-graph'
import type { Message } from '../../../src/lib/intl'

/** The label in the state's meta; undefined for a state without one. */
export function stateMessage(state: GraphState): Message | undefined {
  const label = (state.meta as { label?: Message } | null)?.label
  return label && typeof label.id === 'string' ? label : undefined
}

export function stateLabeller(intl: IntlShape) {
  return (state: GraphState): string => {
    const message = stateMessage(state)
    return message ? intl.formatMessage(message) : state.key
  }
}
