// A refund's lifecycle as the server sends it (openapi Lifecycle), read with the refund machine of
// machines/order-lifecycle: which buyer actions its state takes, and its visited states for the steps.
import type { RefundDetail } from '../../src/api/after-sales'
import { can, type PersistedLifecycle } from '../order-lifecycle/lifecycle'
import type { RefundContext, RefundEvent } from '../order-lifecycle/refund.machine'

export function persistedRefund(
  refund: Pick<RefundDetail, 'lifecycle' | 'type'>,
): PersistedLifecycle<'refund'> {
  const context = refund.lifecycle.context as Partial<RefundContext>
  return {
    state: refund.lifecycle.state,
    context: { type: context.type === 'return' || context.type === 'refund' ? context.type : refund.type },
  }
}

/** The buyer events of the refund machine that the screens offer. */
export type BuyerRefundEvent = Extract<
  RefundEvent['type'],
  'return.shipped' | 'buyer.reapplied' | 'buyer.withdrew'
>

const SAMPLE_EVENTS: Record<BuyerRefundEvent, RefundEvent> = {
  'return.shipped': { type: 'return.shipped', carrier: 'x', trackingNumber: 'x' },
  'buyer.reapplied': { type: 'buyer.reapplied' },
  'buyer.withdrew': { type: 'buyer.withdrew' },
}

/** Whether the refund's machine, in its current state, takes this buyer event. */
export function refundAllows(
  refund: Pick<RefundDetail, 'lifecycle' | 'type'>,
  event: BuyerRefundEvent,
): boolean {
  try {
    return can('refund', persistedRefund(refund), SAMPLE_EVENTS[event])
  } catch {
    // a state the machine does not know: offer nothing
    return false
  }
}
