// /inquiry/supplier/init_contract?contractNo= and contract_info?contractNo= (issue 28 item 1; SPEC.md §2, §6;
// init_contract has no guard: the server refuses a visitor or a member who runs no store): the contract drafted
// from a store's accepted quote, in the buyer's contract view with the supplier's lead and actions.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useNavigate, useSearchParams } from 'react-router'
import {
  supplierContractActionErrorOf,
  supplierContractAskingOf,
  supplierContractBusyOf,
  supplierContractCanConfirmOf,
  supplierContractLoadErrorOf,
  supplierContractMachine,
  supplierContractOf,
  supplierContractStatusOf,
} from '../../../machines/rfq/supplier-contract.machine'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { useFlowActor } from '../../lib/flow'
import { ContractDetailView } from './contract-detail-view'
import { supplierContractMessages as m } from './supplier-contract-messages'

const supplierInquiryPath = (inquirySn: string) =>
  `/inquiry/supplier/inq_info?inquirySn=${encodeURIComponent(inquirySn)}`
const supplierContractPath = (contractNo: string) =>
  `/inquiry/supplier/contract_info?contractNo=${encodeURIComponent(contractNo)}`

/** init_contract: the draft to confirm; contract_info: the contract, read. Both read the same machine. */
export function SupplierInitContractRoute() {
  return <SupplierContractRoute init />
}

export function SupplierContractInfoRoute() {
  return <SupplierContractRoute init={false} />
}

function SupplierContractRoute({ init }: { init: boolean }) {
  const [params] = useSearchParams()
  const contractNo = params.get('contractNo') ?? ''
  return <SupplierContract key={contractNo} contractNo={contractNo} init={init} />
}

function SupplierContract({ contractNo, init }: { contractNo: string; init: boolean }) {
  const navigate = useNavigate()
  const actorRef = useFlowActor(supplierContractMachine, { input: { contractNo } })
  const contract = useSelector(actorRef, supplierContractOf)
  const canConfirm = useSelector(actorRef, supplierContractCanConfirmOf)
  const asking = useSelector(actorRef, supplierContractAskingOf)
  const busy = useSelector(actorRef, supplierContractBusyOf)
  // once confirmed, the draft page becomes the contract's page
  useEffect(() => {
    if (init && contract?.supplierConfirmedAt)
      void navigate(supplierContractPath(contract.contractNo), { replace: true })
  }, [init, contract, navigate])
  const lead = contract ? (
    <p>
      <FormattedMessage {...(init ? m.initLead : m.infoLead)} />{' '}
      {contract.supplierConfirmedAt ? (
        <FormattedMessage {...m.confirmedAt} values={{ at: formatDateTime(contract.supplierConfirmedAt) }} />
      ) : null}
    </p>
  ) : null
  return (
    <>
      <ContractDetailView
        status={useSelector(actorRef, supplierContractStatusOf)}
        contract={contract}
        loadError={useSelector(actorRef, supplierContractLoadErrorOf)}
        actionError={useSelector(actorRef, supplierContractActionErrorOf)}
        busy={busy}
        confirmingCancel={false}
        cancelled={false}
        onCancel={() => undefined}
        onConfirmCancel={() => undefined}
        onDismissCancel={() => undefined}
        onRetry={() => actorRef.send({ type: 'retry.requested' })}
        supplier={{
          lead,
          actions: (
            <>
              {canConfirm ? (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => actorRef.send({ type: 'confirm.requested' })}
                >
                  <FormattedMessage {...m.confirm} />
                </button>
              ) : null}
              {contract?.quote ? (
                <Link className="button" to={supplierInquiryPath(contract.quote.inquirySn)}>
                  <FormattedMessage {...m.backToInquiry} />
                </Link>
              ) : null}
            </>
          ),
        }}
      />
      <ConfirmDialog
        open={asking && contract !== null}
        title={<FormattedMessage {...m.confirmTitle} />}
        message={
          <FormattedMessage
            {...m.confirmText}
            values={{ amount: formatMoney(contract?.amount ?? 0), contractNo: contract?.contractNo ?? '' }}
          />
        }
        confirmLabel={<FormattedMessage {...m.confirmYes} />}
        busy={busy}
        busyLabel={<FormattedMessage {...m.confirming} />}
        onConfirm={() => actorRef.send({ type: 'confirm.confirmed' })}
        onCancel={() => actorRef.send({ type: 'confirm.cancelled' })}
      />
    </>
  )
}
