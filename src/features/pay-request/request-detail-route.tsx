// /buy/another/detail?requestSn (the applicant) and /buy/another/pay/detail?requestSn (the payer), login
// needed (SPEC.md §2): each owns a pay-request actor for its role, keyed by the request number.
import { useSearchParams } from 'react-router'
import { REQUEST_SN, type PayRequestRole } from '../../api/pay-request'
import { payRequestMessages } from './messages'
import { RequestDetailView } from './request-detail-view'
import { usePayRequest } from './use-pay-request'

function RequestDetailScreen({ requestSn, side: role }: { requestSn: string; side: PayRequestRole }) {
  const flow = usePayRequest(requestSn, role)
  return (
    <RequestDetailView
      side={role}
      status={flow.status}
      request={flow.request}
      remainingMs={flow.remaining}
      busy={flow.busy}
      confirmingCancel={flow.confirmingCancel}
      loadError={flow.loadError}
      actionError={flow.actionError}
      onCancel={() => flow.send({ type: 'cancel.requested' })}
      onConfirmCancel={() => flow.send({ type: 'cancel.confirmed' })}
      onDismissCancel={() => flow.send({ type: 'cancel.dismissed' })}
      onRetry={() => flow.send({ type: 'retry.requested' })}
    />
  )
}

function RequestDetailPage({ side: role }: { side: PayRequestRole }) {
  const [params] = useSearchParams()
  const requestSn = (params.get('requestSn') ?? '').trim()
  if (!REQUEST_SN.test(requestSn))
    return (
      <RequestDetailView
        side={role}
        status="loadFailed"
        request={null}
        remainingMs={0}
        busy={false}
        confirmingCancel={false}
        loadError={{ id: payRequestMessages.notFound.id }}
        actionError={null}
        onCancel={() => undefined}
        onConfirmCancel={() => undefined}
        onDismissCancel={() => undefined}
      />
    )
  return <RequestDetailScreen key={requestSn} requestSn={requestSn} side={role} />
}

export function ApplicantDetailRoute() {
  return <RequestDetailPage side="applicant" />
}

export function PayerDetailRoute() {
  return <RequestDetailPage side="payer" />
}
