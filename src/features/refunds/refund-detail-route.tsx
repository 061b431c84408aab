// /member/order/refund/detail?afsSn, login needed (SPEC.md §2): owns the refund-detail machine. The steps come
// from the refund's lifecycle machine (timelineOf — the state list is never written a second time); the
// actions offered are the buyer events that machine takes in the refund's state.
import { isRefundRefusal } from '../../../machines/order-lifecycle/lifecycle'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { timelineOf } from '../../../machines/order-lifecycle/lifecycle'
import { refundAllows } from '../../../machines/refund-apply/refund-lifecycle'
import {
  refundDetailCanShipReturnOf,
  refundDetailCanWithdrawOf,
  refundDetailConfirmingWithdrawOf,
  refundDetailMachine,
  refundDetailShippingOf,
  refundDetailStageOf,
  refundDetailWithdrawingOf,
} from '../../../machines/refund-detail/refund-detail.machine'
import type { RefundDetail } from '../../api/after-sales'
import { useFlowActor } from '../../lib/flow'
import { refundDetailMessages } from './messages'
import type { RefundStep } from './refund-parts'
import { RefundDetailView, type RefundDetailStatus } from './refund-detail-view'
import { RECORD_SN } from '../../api/record-number'

/** The refund's steps from its machine: the main path (with the return steps for a return) and any detour. */
export function refundSteps(refund: RefundDetail): RefundStep[] {
  try {
    return timelineOf(
      'refund',
      refund.lifecycle.state,
      refund.history.map((entry) => entry.state),
      { withReturn: refund.type === 'return' },
    )
  } catch {
    // a state the machine does not know: no steps rather than a broken page
    return []
  }
}

function RefundDetailScreen({ afsSn }: { afsSn: string }) {
  const actorRef = useFlowActor(refundDetailMachine, { input: { afsSn } })
  const status: RefundDetailStatus = useSelector(actorRef, refundDetailStageOf)
  const refund = useSelector(actorRef, (s) => s.context.refund)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const actionError = useSelector(actorRef, (s) => s.context.actionError)
  const canShipReturn = useSelector(actorRef, refundDetailCanShipReturnOf)
  const canWithdraw = useSelector(actorRef, refundDetailCanWithdrawOf)
  const confirmingWithdraw = useSelector(actorRef, refundDetailConfirmingWithdrawOf)
  const withdrawing = useSelector(actorRef, refundDetailWithdrawingOf)
  const shipping = useSelector(actorRef, refundDetailShippingOf)
  const carriers = useSelector(actorRef, (s) => s.context.carriers)
  const steps = useMemo(() => (refund ? refundSteps(refund) : []), [refund])
  return (
    <RefundDetailView
      status={status}
      refund={refund}
      steps={steps}
      canReapply={status === 'ready' && refund !== null && refundAllows(refund, 'buyer.reapplied')}
      canWithdraw={canWithdraw}
      canShipReturn={canShipReturn}
      carriers={carriers}
      isRefusal={isRefundRefusal}
      confirmingWithdraw={confirmingWithdraw}
      withdrawing={withdrawing}
      shipping={shipping}
      busy={status === 'loading'}
      loadError={loadError}
      actionError={actionError}
      onWithdraw={() => actorRef.send({ type: 'withdraw.requested' })}
      onConfirmWithdraw={() => actorRef.send({ type: 'withdraw.confirmed' })}
      onDismissWithdraw={() => actorRef.send({ type: 'withdraw.dismissed' })}
      onSubmitReturn={(values) =>
        actorRef.send({
          type: 'return.submitted',
          expressId: Number(values.expressId),
          trackingNumber: values.trackingNumber,
        })
      }
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

export function RefundDetailRoute() {
  const [params] = useSearchParams()
  const afsSn = (params.get('afsSn') ?? '').trim()
  if (!RECORD_SN.test(afsSn))
    return (
      <RefundDetailView
        status="loadFailed"
        refund={null}
        steps={[]}
        canReapply={false}
        canWithdraw={false}
        canShipReturn={false}
        carriers={[]}
        isRefusal={isRefundRefusal}
        confirmingWithdraw={false}
        withdrawing={false}
        shipping={false}
        busy={false}
        loadError={{ id: refundDetailMessages.missing.id }}
        actionError={null}
        onWithdraw={() => undefined}
        onConfirmWithdraw={() => undefined}
        onDismissWithdraw={() => undefined}
        onSubmitReturn={() => undefined}
      />
    )
  return <RefundDetailScreen key={afsSn} afsSn={afsSn} />
}
