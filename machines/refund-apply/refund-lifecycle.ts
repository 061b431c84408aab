// A refund's lifecycle as the server sends it (openapi Lifecycle), read with the refund machine of
// machines/order-lifecycle: which buyer actions its state takes, and its visited states for the steps.
import type { RefundDetail } from '../../src/api/after-sales'
import { takesEventType } from '../order-lifecycle/lifecycle'
import type { RefundEvent } from '../order-lifecycle/refund.machine'

/** The buyer events of the refund machine that the screens offer. */
export type BuyerRefundEvent = Extract<
  RefundEvent['type'],
  'return.shipped' | 'buyer.reapplied' | 'buyer.withdrew'
>

/**
 * Whether the refund's machine, in its current state, takes this buyer event (read from its definition: these
 * transitions have no guard; a state the machine does not know offers nothing).
 */
export function refundAllows(refund: Pick<RefundDetail, 'lifecycle'>, event: BuyerRefundEvent): boolean {
  return takesEventType('refund', refund.lifecycle.state, event)
}

/** The same question of a refund of a list (RefundSummary: its state, no lifecycle context needed). */
export function refundStateAllows(state: string, event: BuyerRefundEvent): boolean {
  return takesEventType('refund', state, event)
}
