// /member/recharge, login needed (SPEC.md §2): owns the top-up actor (machines/recharge) and picks the plain
// view of its state. Query: `rechargeSn` (a record, e.g. the gateway's return: the record's state on the
// server decides), `returnUrl` (the payment the buyer came from, checked by safeRedirect: only a path of this
// site) and `amount` (a suggested amount, checked by the machine like a typed one). The return path is kept in
// this tab's session storage while the buyer is at the gateway, because the gateway returns to a fixed address.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import {
  rechargeAmountOfForm,
  rechargeBankAccountOf,
  rechargeBusyOf,
  rechargeFieldErrorsOf,
  rechargeFormErrorOf,
  rechargeLoadErrorOf,
  rechargeMachine,
  rechargeMethodOf,
  rechargeRecordOf,
  rechargeStageOf,
  rechargeVoucherOf,
} from '../../../machines/recharge/recharge.machine'
import { RECHARGE_SN_PATTERN } from '../../api/wallet'
import { copyText } from '../../components/bank-account'
import { useFlowActor } from '../../lib/flow'
import { DEFAULT_REDIRECT, safeRedirect } from '../../lib/safe-redirect'
import { RechargeView, type RechargeStage } from './recharge-view'

const RETURN_KEY = 'wallet.recharge.returnUrl'

/** A path of this site to go back to, or null (nothing, or anything safeRedirect refuses). */
function returnPathOf(target: string | null): string | null {
  if (!target) return null
  const path = safeRedirect(target)
  return path === DEFAULT_REDIRECT && target !== DEFAULT_REDIRECT ? null : path
}

function storedReturn(): string | null {
  try {
    return window.sessionStorage.getItem(RETURN_KEY)
  } catch {
    return null
  }
}

function keepReturn(path: string | null) {
  try {
    // eslint-disable-next-line no-restricted-syntax -- the session's storage, and a failure is caught below
    if (path) window.sessionStorage.setItem(RETURN_KEY, path)
    else window.sessionStorage.removeItem(RETURN_KEY)
  } catch {
    // storage unavailable: the buyer goes back from the wallet instead
  }
}

/** The flow with what only a page can do: leave for the gateway (a full page load; the machine checked the URL). */
const browserRechargeMachine = rechargeMachine.provide({
  actions: { goToGateway: (_, { url }) => window.location.assign(url) },
})

function RechargeScreen({
  rechargeSn,
  amount,
  returnHref,
}: {
  rechargeSn: string | null
  amount: string
  returnHref: string | null
}) {
  const actorRef = useFlowActor(browserRechargeMachine, {
    input: { pageOrigin: window.location.origin, rechargeSn, amount },
  })
  const stage: RechargeStage = useSelector(actorRef, rechargeStageOf)
  const busy = useSelector(actorRef, rechargeBusyOf)
  const typedAmount = useSelector(actorRef, rechargeAmountOfForm)
  const method = useSelector(actorRef, rechargeMethodOf)
  const voucher = useSelector(actorRef, rechargeVoucherOf)
  const fieldErrors = useSelector(actorRef, rechargeFieldErrorsOf)
  const formError = useSelector(actorRef, rechargeFormErrorOf)
  const record = useSelector(actorRef, rechargeRecordOf)
  const bankAccount = useSelector(actorRef, rechargeBankAccountOf)
  const loadError = useSelector(actorRef, rechargeLoadErrorOf)
  useEffect(() => {
    if (stage === 'redirecting') keepReturn(returnHref)
  }, [stage, returnHref])
  return (
    <RechargeView
      stage={stage}
      form={{ amount: typedAmount, method, voucher, fieldErrors, formError, busy }}
      record={record}
      bankAccount={bankAccount}
      onCopy={copyText}
      loadError={loadError}
      returnHref={returnHref}
      onAmountChange={(value) => actorRef.send({ type: 'amount.changed', value })}
      onAmountBlur={() => actorRef.send({ type: 'amount.blurred' })}
      onMethodChange={(method) => actorRef.send({ type: 'method.selected', method })}
      onVoucherPick={(file) => actorRef.send({ type: 'voucher.selected', file })}
      onVoucherRemove={() => actorRef.send({ type: 'voucher.removed' })}
      onSubmit={() => actorRef.send({ type: 'form.submitted' })}
      onRestart={() => actorRef.send({ type: 'recharge.restarted' })}
      onRetry={() => actorRef.send({ type: 'retry' })}
    />
  )
}

export function RechargeRoute() {
  const [params] = useSearchParams()
  const sn = params.get('rechargeSn') ?? ''
  const rechargeSn = RECHARGE_SN_PATTERN.test(sn) ? sn : null
  const fromGateway = params.has('gateway')
  const returnHref = returnPathOf(params.get('returnUrl') ?? (fromGateway ? storedReturn() : null))
  const amount = /^\d{1,4}$/.test(params.get('amount') ?? '') ? params.get('amount')! : ''
  return (
    <RechargeScreen
      key={`${rechargeSn ?? ''}|${returnHref ?? ''}`}
      rechargeSn={rechargeSn}
      amount={amount}
      returnHref={returnHref}
    />
  )
}
