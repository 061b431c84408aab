// Whether the buyer may evaluate an order now (issue 6 item 6; decision 007), read from the order's own
// lifecycle (machines/order-lifecycle `offersEvaluation`: meta.evaluable of its state), never from a second
// list of states; only once: `evaluated` is the server's record of an evaluation.
import type { OrderSummary } from '../../src/api/orders'
import { offersEvaluation, type LifecycleKind } from '../order-lifecycle/lifecycle'

type Evaluable = Pick<OrderSummary, 'lifecycle' | 'evaluated'>

export function isEvaluable(order: Evaluable): boolean {
  const { kind, state } = order.lifecycle
  if (kind !== 'regular' && kind !== 'reservation') return false
  return offersEvaluation(kind as LifecycleKind, state, order.evaluated === true)
}
