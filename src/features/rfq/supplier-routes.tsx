// /inquiry/supplier/inq_info[?inquirySn=] and quo_info?inquirySn=&quoteSn= (issue 28 item 1; SPEC.md §2): own the
// supplier's actors and render the RFQ views (the contract screens are src/features/contracts/supplier-contract-route.tsx).
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'
import { versionChanges } from '../../../machines/rfq/rfq-rules'
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
import { useFlowActor } from '../../lib/flow'
import { QuoteDetailView, type QuoteVersionView } from './quote-detail-view'
import { supplierMessages as m } from './supplier-messages'
import { SupplierDeskView, SupplierInquiryView, supplierInquiryPath } from './supplier-views'

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
