// /member/contract/authen[?contractNo=] and /contract/agreement?contractNo= (login required, router guard; issue
// 11 item 5): both own a contract-sign actor. The authentication page ends at the authentication (with a
// contract, it leads on to the agreement); the agreement page asks for the authentication first when missing.
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  contractSignMachine,
  contractSignStageOf,
} from '../../../machines/contract-sign/contract-sign.machine'
import { useFlowActor } from '../../lib/flow'
import { ContractSignView, type ContractSignStep } from './contract-sign-view'

const CONTRACT_NO = /^C[A-Z]\d{4,30}$/

function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (at === null || at <= Date.now()) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [at, now])
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000))
}

function ContractSign({ page, contractNo }: { page: 'authen' | 'agreement'; contractNo: string | null }) {
  const navigate = useNavigate()
  const actorRef = useFlowActor(contractSignMachine, { input: { contractNo } })
  const step: ContractSignStep = useSelector(actorRef, contractSignStageOf)
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'))
  const info = useSelector(actorRef, (s) => s.context.info)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const values = useSelector(actorRef, (s) => s.context.values)
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors)
  const codeResendAt = useSelector(actorRef, (s) => s.context.codeResendAt)
  const authenError = useSelector(actorRef, (s) => s.context.authenError)
  const accepted = useSelector(actorRef, (s) => s.context.accepted)
  const signError = useSelector(actorRef, (s) => s.context.signError)
  const signed = useSelector(actorRef, (s) => s.context.signed)
  const resendIn = useSecondsUntil(codeResendAt)
  // the authentication page hands a contract on to its agreement as soon as the member authenticated here
  const justAuthenticated = useSelector(actorRef, (s) => s.context.justAuthenticated)
  useEffect(() => {
    if (page === 'authen' && justAuthenticated && step === 'reviewing' && contractNo)
      void navigate(`/contract/agreement?contractNo=${encodeURIComponent(contractNo)}`)
  }, [page, justAuthenticated, step, contractNo, navigate])
  return (
    <ContractSignView
      page={page}
      step={step}
      busy={busy}
      info={info}
      loadError={loadError}
      values={values}
      fieldErrors={fieldErrors}
      resendIn={resendIn}
      authenError={authenError}
      accepted={accepted}
      signError={signError}
      signed={signed}
      onChange={(field, value) => actorRef.send({ type: 'field.changed', field, value })}
      onRequestCode={() => actorRef.send({ type: 'code.requested' })}
      onAuthenticate={() => actorRef.send({ type: 'authen.submitted' })}
      onToggleAgreement={(value) => actorRef.send({ type: 'agreement.toggled', accepted: value })}
      onSign={() => actorRef.send({ type: 'sign.submitted' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

function useContractNo(): string | null {
  const [params] = useSearchParams()
  const value = params.get('contractNo') ?? ''
  return CONTRACT_NO.test(value) ? value : null
}

export function ContractAuthenRoute() {
  const contractNo = useContractNo()
  return <ContractSign key={contractNo ?? ''} page="authen" contractNo={contractNo} />
}

export function ContractAgreementRoute() {
  const contractNo = useContractNo()
  return <ContractSign key={contractNo ?? ''} page="agreement" contractNo={contractNo} />
}
