// Whether the buyer may evaluate an order now (issue 6 item 6; decision 007), decided by the order's own
// lifecycle machine (machines/order-lifecycle), never by a second list of states: a regular order while its
// machine takes `order.evaluated` (pending review); a reservation order — whose machine has no evaluation
// step — once it is finished. In both cases only once: `evaluated` is the server's record of an evaluation.
import type { OrderSummary } from '../../src/api/orders'
import { can, type PersistedLifecycle } from '../order-lifecycle/lifecycle'

type Evaluable = Pick<OrderSummary, 'lifecycle' | 'evaluated'>

/** The reservation lifecycle's last step (reservation-order.machine.ts). */
const RESERVATION_EVALUABLE = 'finished'

export function isEvaluable(order: Evaluable): boolean {
  if (order.evaluated) return false
  const { kind, state, context } = order.lifecycle
  if (kind === 'reservation') return state === RESERVATION_EVALUABLE
  if (kind !== 'regular') return false
  try {
    return can('regular', { state, context } as unknown as PersistedLifecycle<'regular'>, {
      type: 'order.evaluated',
    })
  } catch {
    // a state this build's machine does not know: nothing is offered
    return false
  }
}
