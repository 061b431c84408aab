// The payment flow's screen, shared by /buy/pay, /buy/waitFor and /tropipay/success|fail: owns the payment
// actor (machines/payment), reads it through narrow selectors and picks the plain view of its state. Where
// the payment's state belongs to another page, it goes there (history replaced).
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  offersThirdParty,
  paymentFormStageOf,
  paymentMachine,
  paymentStageOf,
  type PaymentEntry,
  type PaymentStage,
} from '../../../machines/payment/payment.machine'
import { memberOf, session } from '../../api/session'
import { copyText } from '../../components/bank-account'
import {
  PaymentExpiredView,
  PaymentLoadFailedView,
  PaymentLoadingView,
  PaymentPaidView,
} from './payment-outcome-view'
import { approvalNoticeOf } from '../../../machines/order-approval/order-approval.machine'
import { PayView, type PayFormStatus } from './pay-view'
import { GatewayNotCompletedView } from './tropipay-return-view'
import { WaitForView } from './wait-for-view'
import { useFlowActor } from '../../lib/flow'

/** openapi getPayInfo `paySn` pattern: anything else cannot be a payment. */
export { RECORD_SN as PAY_SN_PATTERN } from '../../api/record-number'

export const payPath = (paySn: string) => `/buy/pay?paySn=${encodeURIComponent(paySn)}`
/** The pay password reset page with the way back to `returnTo` (a path of this site, checked there). */
export const payPasswordResetPath = (returnTo: string) =>
  `/member/pwd/reset?returnUrl=${encodeURIComponent(returnTo)}`
export const waitForPath = (paySn: string) => `/buy/waitFor?paySn=${encodeURIComponent(paySn)}`
export const thirdPartyResultPath = (requestSn: string) =>
  `/buy/another/result?requestSn=${encodeURIComponent(requestSn)}&paid=1`

export interface PaymentScreenProps {
  paySn: string
  requestSn: string | null
  entry: PaymentEntry
}

/**
 * The payment machine with what only a page can do: leave for the e-payment gateway (a full page load — the
 * mock's simulated gateway page is outside the router, src/main.tsx). The machine has checked the URL.
 */
const browserPaymentMachine = paymentMachine.provide({
  actions: { goToGateway: (_, { url }) => window.location.assign(url) },
})
/** Where a same-origin gateway address (the mock's gateway page) lives. */
const pageOrigin = () => window.location.origin

export function PaymentScreen({ paySn, requestSn, entry }: PaymentScreenProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const actorRef = useFlowActor(browserPaymentMachine, {
    input: {
      paySn,
      requestSn,
      entry,
      pageOrigin: pageOrigin(),
      memberId: memberOf(session.getSnapshot())?.memberId ?? null,
    },
  })
  const stage: PaymentStage = useSelector(actorRef, paymentStageOf)
  const formStatus: PayFormStatus = useSelector(actorRef, paymentFormStageOf)
  const info = useSelector(actorRef, (s) => s.context.info)
  const remainingMs = useSelector(actorRef, (s) => s.context.remainingMs)
  const window = useSelector(actorRef, (s) => s.context.window)
  const methods = useSelector(actorRef, (s) => s.context.methods)
  const methodProblems = useSelector(actorRef, (s) => s.context.methodProblems)
  const memberId = useSelector(actorRef, (s) => s.context.memberId)
  const method = useSelector(actorRef, (s) => s.context.method)
  const values = useSelector(actorRef, (s) => s.context.fields)
  const problems = useSelector(actorRef, (s) => s.context.fieldErrors)
  const proof = useSelector(actorRef, (s) => s.context.proof)
  const formError = useSelector(actorRef, (s) => s.context.formError)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const result = useSelector(actorRef, (s) => s.context.result)
  const send = actorRef.send

  useEffect(() => {
    if (stage === 'awaitingConfirmation' && entry !== 'waitFor')
      void navigate(waitForPath(paySn), { replace: true })
    if (stage === 'unpaid' && entry === 'waitFor') void navigate(payPath(paySn), { replace: true })
    if (stage === 'paid' && requestSn) void navigate(thirdPartyResultPath(requestSn), { replace: true })
  }, [stage, entry, paySn, requestSn, navigate])

  if (stage === 'loading' || !info || !window) {
    return stage === 'loadFailed' ? (
      <PaymentLoadFailedView error={loadError} onRetry={() => send({ type: 'retry' })} />
    ) : (
      <PaymentLoadingView />
    )
  }
  switch (stage) {
    case 'loadFailed':
      return <PaymentLoadFailedView error={loadError} onRetry={() => send({ type: 'retry' })} />
    case 'paid':
      return requestSn ? (
        <PaymentLoadingView />
      ) : (
        <PaymentPaidView
          result={{
            tradeSn: result?.tradeSn ?? info.tradeSn ?? null,
            amount: info.needPay,
            paidAt: result ? null : (info.paidAt ?? null),
            balanceAfter: result?.balanceAfter ?? null,
          }}
        />
      )
    case 'expired':
      return <PaymentExpiredView paySn={paySn} window={window} />
    case 'gatewayNotCompleted':
      return <GatewayNotCompletedView paySn={paySn} />
    case 'awaitingConfirmation':
      // /buy/pay is leaving for /buy/waitFor (effect above): no waiting page that is replaced a moment later
      return entry === 'waitFor' ? <WaitForView info={info} /> : <PaymentLoadingView />
    default:
      if (entry === 'waitFor') return <PaymentLoadingView />
      return (
        <PayView
          info={info}
          formStatus={formStatus}
          remainingMs={remainingMs}
          window={window}
          methods={methods}
          method={method}
          values={values}
          problems={problems}
          proof={proof}
          formError={formError}
          methodsError={loadError}
          thirdParty={requestSn !== null}
          methodProblems={methodProblems}
          offersThirdParty={offersThirdParty(info, memberId)}
          // SPEC.md §2 /member/pwd/reset, back to this very payment page afterwards (issue 16 item 9e)
          resetPayPasswordHref={payPasswordResetPath(`${location.pathname}${location.search}`)}
          onSelectMethod={(next) => send({ type: 'method.selected', method: next })}
          onFieldChange={(field, value) => send({ type: 'field.changed', field, value })}
          onFieldBlur={(field) => send({ type: 'field.blurred', field })}
          onProofSelected={(file) => send({ type: 'proof.selected', file })}
          onProofRemoved={() => send({ type: 'proof.removed' })}
          onSubmit={() => send({ type: 'payment.submitted' })}
          onRetryMethods={() => send({ type: 'retry' })}
          onCopy={copyText}
          approval={approvalNoticeOf(info.approval)}
        />
      )
  }
}
