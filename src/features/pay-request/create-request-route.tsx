// /buy/request?paySn (login needed, SPEC.md §2): owns the create-request machine; once the request is sent it
// goes to /buy/another/result?requestSn (history replaced, so Back does not show a sent form again).
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import {
  createRequestMachine,
  createRequestStageOf,
} from '../../../machines/pay-request/create-request.machine'
import { payRequestMessages } from './messages'
import { CreateRequestView, type CreateRequestStatus } from './create-request-view'
import { useFlowActor } from '../../lib/flow'
import { RECORD_SN } from '../../api/record-number'

export const resultPath = (requestSn: string) =>
  `/buy/another/result?requestSn=${encodeURIComponent(requestSn)}`

function CreateRequestScreen({ paySn }: { paySn: string }) {
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      createRequestMachine.provide({
        actions: {
          goToResult: (_, params: { requestSn: string }) =>
            void navigate(resultPath(params.requestSn), { replace: true }),
        },
      }),
    [navigate],
  )
  const actorRef = useFlowActor(machine, { input: { paySn } })
  // `sent` keeps the form on screen (busy) for the moment the navigation takes
  const status: CreateRequestStatus = useSelector(actorRef, createRequestStageOf)
  const payment = useSelector(actorRef, (s) => s.context.payment)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const error = useSelector(actorRef, (s) => s.context.error)

  return (
    <CreateRequestView
      status={status}
      paySn={paySn}
      payment={payment}
      activeRequestSn={payment?.payRequest?.requestSn ?? null}
      loadError={loadError}
      error={error}
      onSubmit={(values) => actorRef.send({ type: 'form.submitted', ...values })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

export function CreateRequestRoute() {
  const [params] = useSearchParams()
  const paySn = (params.get('paySn') ?? '').trim()
  if (!RECORD_SN.test(paySn))
    return (
      <CreateRequestView
        status="loadFailed"
        paySn={paySn}
        payment={null}
        activeRequestSn={null}
        loadError={{ id: payRequestMessages.notFound.id }}
        error={null}
        onSubmit={() => undefined}
      />
    )
  return <CreateRequestScreen key={paySn} paySn={paySn} />
}
