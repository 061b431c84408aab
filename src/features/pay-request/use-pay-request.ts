// The pay-request actor of one request page (applicant detail, payer page, payer detail), read through narrow
// selectors. Accepting, or "Pagar" later, goes to the payment screen, which pays as the request's payer.
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import {
  payRequestApplicantKnownOf,
  payRequestBusyOf,
  payRequestConfirmingCancelOf,
  payRequestEditingRefusalOf,
  payRequestMachine,
  payRequestRemainingOf,
  payRequestStageOf,
  type PaymentTarget,
} from '../../../machines/pay-request/pay-request.machine'
import type { PayRequestRole } from '../../api/pay-request'
import type { RequestPageStatus } from './request-detail-view'
import { useFlowActor } from '../../lib/flow'

export const paymentPath = ({ paySn, requestSn }: PaymentTarget) =>
  `/buy/pay?paySn=${encodeURIComponent(paySn)}&requestSn=${encodeURIComponent(requestSn)}`

export function usePayRequest(requestSn: string, role: PayRequestRole) {
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      payRequestMachine.provide({
        actions: { goToPayment: (_, target: PaymentTarget) => void navigate(paymentPath(target)) },
      }),
    [navigate],
  )
  const actorRef = useFlowActor(machine, { input: { requestSn, role } })
  // while a request is read again (expiry, refused action) the page keeps showing its last known state
  const status: RequestPageStatus = useSelector(actorRef, payRequestStageOf)
  const request = useSelector(actorRef, (s) => s.context.request)
  const remaining = useSelector(actorRef, payRequestRemainingOf)
  const busy = useSelector(actorRef, payRequestBusyOf)
  const confirmingCancel = useSelector(actorRef, payRequestConfirmingCancelOf)
  const editingRefusal = useSelector(actorRef, payRequestEditingRefusalOf)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const actionError = useSelector(actorRef, (s) => s.context.actionError)
  const refuseReason = useSelector(actorRef, (s) => s.context.refuseReason)
  const applicantKnown = useSelector(actorRef, payRequestApplicantKnownOf)
  const identificationPrompts = useSelector(actorRef, (s) => s.context.identificationPrompts)
  return {
    send: actorRef.send,
    status,
    request,
    remaining,
    busy,
    confirmingCancel,
    editingRefusal,
    loadError,
    actionError,
    refuseReason,
    applicantKnown,
    identificationPrompts,
  }
}
