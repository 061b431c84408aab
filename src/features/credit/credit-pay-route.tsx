// /member/credit/pay?billSn=…[&result=success|fail] (login required, router guard; issue 12 item 4): owns the
// credit-pay actor; the gateway comes back here with result, and the bill is read again.
import { useSelector } from '@xstate/react'
import { useLocation, useSearchParams } from 'react-router'
import {
  creditBillOf,
  creditMethodProblems,
  creditPayFieldErrorOf,
  creditPayFormErrorOf,
  creditPayLoadErrorOf,
  creditPayMachine,
  creditPayStageOf,
  creditPayValuesOf,
  creditSummaryOf,
  type CreditPayEntry,
} from '../../../machines/credit-pay/credit-pay.machine'
import { useFlowActor } from '../../lib/flow'
import { CreditPayView, type CreditPayStage } from './credit-pay-view'

const BILL_SN = /^CB[0-9]{12}$/

/** The machine with what only a page can do: leave for the gateway (the machine has checked the URL). */
const browserCreditPayMachine = creditPayMachine.provide({
  actions: { goToGateway: (_, { url }) => window.location.assign(url) },
})

const entryOf = (result: string | null): CreditPayEntry =>
  result === 'success' ? 'gatewaySuccess' : result === 'fail' ? 'gatewayFail' : 'pay'

export function CreditPayRoute() {
  const [params] = useSearchParams()
  const billSn = params.get('billSn') ?? ''
  // the key remounts the flow when the gateway sends the member back with another result
  return (
    <CreditPayScreen
      key={`${billSn}:${params.get('result') ?? ''}`}
      billSn={BILL_SN.test(billSn) ? billSn : ''}
      entry={entryOf(params.get('result'))}
    />
  )
}

function CreditPayScreen({ billSn, entry }: { billSn: string; entry: CreditPayEntry }) {
  const location = useLocation()
  const actorRef = useFlowActor(browserCreditPayMachine, {
    input: { billSn, entry, pageOrigin: window.location.origin },
  })
  const stage: CreditPayStage = useSelector(actorRef, creditPayStageOf)
  const summary = useSelector(actorRef, creditSummaryOf)
  const bill = useSelector(actorRef, creditBillOf)
  const values = useSelector(actorRef, creditPayValuesOf)
  const fieldError = useSelector(actorRef, creditPayFieldErrorOf)
  const formError = useSelector(actorRef, creditPayFormErrorOf)
  const loadError = useSelector(actorRef, creditPayLoadErrorOf)
  const back = `${location.pathname}?billSn=${encodeURIComponent(billSn)}`
  return (
    <CreditPayView
      stage={stage}
      billSn={billSn}
      summary={summary}
      bill={bill}
      values={values}
      fieldError={fieldError}
      formError={formError}
      loadError={loadError}
      methodProblems={creditMethodProblems({ bill, summary })}
      setPayPasswordHref={`/member/pwd/pay?returnUrl=${encodeURIComponent(back)}`}
      onMethod={(method) => actorRef.send({ type: 'method.selected', method })}
      onPasswordChange={(value) => actorRef.send({ type: 'field.changed', value })}
      onPasswordBlur={() => actorRef.send({ type: 'field.blurred' })}
      onSubmit={() => actorRef.send({ type: 'payment.submitted' })}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}
