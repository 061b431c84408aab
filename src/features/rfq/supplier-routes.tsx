// /inquiry/supplier/inq_info[?inquirySn=], quo_info?inquirySn=&quoteSn=, init_contract?contractNo=,
// contract_info?contractNo= (issue 28 item 1; SPEC.md §2; init_contract has no guard, the server refuses a
// visitor): own the supplier's actors and render the shared RFQ and contract views.
import { useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { versionChanges } from '../../../machines/rfq/rfq-rules'
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
import {
  supplierDeskErrorOf,
  supplierDeskMachine,
  supplierDeskOf,
  supplierDeskStatusOf,
} from '../../../machines/rfq/supplier-desk.machine'
import {
  supplierRfqActionErrorOf,
  supplierRfqBusyOf,
  supplierRfqCanQuoteOf,
  supplierRfqConfirmingWithdrawOf,
  supplierRfqDataOf,
  supplierRfqDoneOf,
  supplierRfqLoadErrorOf,
  supplierRfqMachine,
  supplierRfqOwnQuoteOf,
  supplierRfqStatusOf,
} from '../../../machines/rfq/supplier-rfq.machine'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { useFlowActor } from '../../lib/flow'
import { ContractDetailView } from '../contracts/contract-detail-view'
import { QuoteDetailView, type QuoteVersionView } from './quote-detail-view'
import { supplierMessages as m } from './supplier-messages'
import {
  SupplierDeskView,
  SupplierInquiryView,
  supplierContractPath,
  supplierInquiryPath,
} from './supplier-views'

export function SupplierInquiryRoute() {
  const [params] = useSearchParams()
  const inquirySn = params.get('inquirySn')
  return inquirySn ? <SupplierInquiry key={inquirySn} inquirySn={inquirySn} /> : <SupplierDesk />
}

function SupplierDesk() {
  const actorRef = useFlowActor(supplierDeskMachine)
  return (
    <SupplierDeskView
      status={useSelector(actorRef, supplierDeskStatusOf)}
      desk={useSelector(actorRef, supplierDeskOf)}
      loadError={useSelector(actorRef, supplierDeskErrorOf)}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

function useSupplierRfq(inquirySn: string) {
  const actorRef = useFlowActor(supplierRfqMachine, { input: { inquirySn } })
  return {
    actorRef,
    status: useSelector(actorRef, supplierRfqStatusOf),
    data: useSelector(actorRef, supplierRfqDataOf),
    own: useSelector(actorRef, supplierRfqOwnQuoteOf),
    busy: useSelector(actorRef, supplierRfqBusyOf),
    loadError: useSelector(actorRef, supplierRfqLoadErrorOf),
    actionError: useSelector(actorRef, supplierRfqActionErrorOf),
    confirmingWithdraw: useSelector(actorRef, supplierRfqConfirmingWithdrawOf),
  }
}

function SupplierInquiry({ inquirySn }: { inquirySn: string }) {
  const { actorRef, ...state } = useSupplierRfq(inquirySn)
  return (
    <SupplierInquiryView
      {...state}
      canQuote={useSelector(actorRef, supplierRfqCanQuoteOf)}
      done={useSelector(actorRef, supplierRfqDoneOf)}
      onSubmit={(body) => actorRef.send({ type: 'quote.submitted', body })}
      onWithdraw={() => actorRef.send({ type: 'withdraw.requested' })}
      onConfirmWithdraw={() => actorRef.send({ type: 'withdraw.confirmed' })}
      onCancelWithdraw={() => actorRef.send({ type: 'withdraw.cancelled' })}
      onRetry={() => actorRef.send({ type: 'retry.requested' })}
    />
  )
}

export function SupplierQuoteRoute() {
  const [params] = useSearchParams()
  const inquirySn = params.get('inquirySn') ?? ''
  return <SupplierQuote key={inquirySn} inquirySn={inquirySn} />
}

function SupplierQuote({ inquirySn }: { inquirySn: string }) {
  const { actorRef, status, data, own, busy, loadError, actionError, confirmingWithdraw } =
    useSupplierRfq(inquirySn)
  const versions = useMemo<QuoteVersionView[]>(
    () =>
      (own?.versions ?? [])
        .map((version, index, all) => ({
          version,
          changes: index === 0 ? null : versionChanges(all[index - 1]!, version),
        }))
        .reverse(),
    [own],
  )
  return (
    <>
      <QuoteDetailView
        status={status}
        inquiry={data?.inquiry ?? null}
        quote={own}
        versions={versions}
        loadError={loadError}
        confirming={false}
        accepting={busy}
        acceptError={actionError}
        onAccept={() => undefined}
        onConfirm={() => undefined}
        onCancel={() => undefined}
        onRetry={() => actorRef.send({ type: 'retry.requested' })}
        supplier={{
          back: { to: supplierInquiryPath(inquirySn), label: <FormattedMessage {...m.backToInquiry} /> },
          notice: null,
          actions:
            own?.state === 'active' ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => actorRef.send({ type: 'withdraw.requested' })}
              >
                <FormattedMessage {...m.withdraw} />
              </button>
            ) : null,
        }}
      />
      <ConfirmDialog
        open={confirmingWithdraw && own !== null}
        title={<FormattedMessage {...m.withdrawTitle} />}
        message={<FormattedMessage {...m.withdrawText} values={{ quoteSn: own?.quoteSn ?? '' }} />}
        confirmLabel={<FormattedMessage {...m.withdrawYes} />}
        busy={busy}
        busyLabel={<FormattedMessage {...m.withdrawing} />}
        onConfirm={() => actorRef.send({ type: 'withdraw.confirmed' })}
        onCancel={() => actorRef.send({ type: 'withdraw.cancelled' })}
      />
    </>
  )
}

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
