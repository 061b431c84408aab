// /member/contract/detail?contractNo= (login required, router guard; issue 11 item 5): owns the contract-detail
// actor. A URL without a contract number is answered like an unknown contract by the server (SPEC.md §8).
import { useSelector } from '@xstate/react'
import { useSearchParams } from 'react-router'
import {
  contractDetailConfirmingCancelOf,
  contractDetailMachine,
  contractDetailStageOf,
} from '../../../machines/contract-detail/contract-detail.machine'
import { useFlowActor } from '../../lib/flow'
import { ContractDetailView } from './contract-detail-view'

export function ContractDetailRoute() {
  const [params] = useSearchParams()
  const contractNo = params.get('contractNo') ?? ''
  // a new number in the URL is a new page: a new actor
  return <ContractDetail key={contractNo} contractNo={contractNo} />
}

function ContractDetail({ contractNo }: { contractNo: string }) {
  const actorRef = useFlowActor(contractDetailMachine, { input: { contractNo } })
  const status = useSelector(actorRef, contractDetailStageOf)
  const contract = useSelector(actorRef, (s) => s.context.contract)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const actionError = useSelector(actorRef, (s) => s.context.actionError)
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'))
  const confirmingCancel = useSelector(actorRef, contractDetailConfirmingCancelOf)
  const cancelled = useSelector(actorRef, (s) => s.context.cancelled)
  return (
    <ContractDetailView
      status={status}
      contract={contract}
      loadError={loadError}
      actionError={actionError}
      busy={busy}
      confirmingCancel={confirmingCancel}
      cancelled={cancelled}
      onCancel={() => actorRef.send({ type: 'cancel.requested' })}
      onConfirmCancel={() => actorRef.send({ type: 'cancel.confirmed' })}
      onDismissCancel={() => actorRef.send({ type: 'cancel.dismissed' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}
