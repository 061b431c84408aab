// /buy/another/pay?requestSn (login needed, SPEC.md §2, §6): the payer identifies the applicant, then accepts
// (→ /buy/pay?paySn&requestSn, where the payment screen pays as this request) or refuses with a reason.
import { useSearchParams } from 'react-router'
import { REQUEST_SN } from '../../api/pay-request'
import { payRequestMessages } from './messages'
import { PayerPayView } from './payer-pay-view'
import { usePayRequest } from './use-pay-request'

function PayerPayScreen({ requestSn }: { requestSn: string }) {
  const flow = usePayRequest(requestSn, 'payer')
  return (
    <PayerPayView
      status={flow.status}
      request={flow.request}
      remainingMs={flow.remaining}
      busy={flow.busy}
      editingRefusal={flow.editingRefusal}
      refuseReason={flow.refuseReason}
      applicantKnown={flow.applicantKnown}
      identificationPrompts={flow.identificationPrompts}
      loadError={flow.loadError}
      actionError={flow.actionError}
      onIdentify={(known) => flow.send({ type: 'applicant.identified', known })}
      onAccept={() => flow.send({ type: 'accept.confirmed' })}
      onPay={() => flow.send({ type: 'pay.requested' })}
      onRefuse={() => flow.send({ type: 'refuse.requested' })}
      onSubmitRefusal={(reason) => flow.send({ type: 'refuse.submitted', reason })}
      onDismissRefusal={() => flow.send({ type: 'refuse.dismissed' })}
      onRetry={() => flow.send({ type: 'retry.requested' })}
    />
  )
}

export function PayerPayRoute() {
  const [params] = useSearchParams()
  const requestSn = (params.get('requestSn') ?? '').trim()
  if (!REQUEST_SN.test(requestSn))
    return (
      <PayerPayView
        status="loadFailed"
        request={null}
        remainingMs={0}
        busy={false}
        editingRefusal={false}
        refuseReason=""
        applicantKnown={false}
        identificationPrompts={0}
        loadError={{ id: payRequestMessages.notFound.id }}
        actionError={null}
        onIdentify={() => undefined}
        onAccept={() => undefined}
        onPay={() => undefined}
        onRefuse={() => undefined}
        onSubmitRefusal={() => undefined}
        onDismissRefusal={() => undefined}
      />
    )
  return <PayerPayScreen key={requestSn} requestSn={requestSn} />
}
