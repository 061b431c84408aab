// /inquiry/purchaser/inq_info?inquirySn= and /inquiry/purchaser/quo_info?inquirySn=&quoteSn= (login required,
// router guard; issue 28 item 1): own the rfq actor (machines/rfq: compare, confirm, accept through the
// idempotent submit). An accepted quote opens its contract draft (/inquiry/purchaser/contract_quo).
import { useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { versionChanges } from '../../../machines/rfq/rfq-rules'
import {
  quoteOf,
  rfqAcceptErrorOf,
  rfqAcceptingOf,
  rfqContractOf,
  rfqInquiryOf,
  rfqLoadErrorOf,
  rfqMachine,
  rfqPendingOf,
  rfqStatusOf,
} from '../../../machines/rfq/rfq.machine'
import { useFlowActor } from '../../lib/flow'
import { InquiryDetailView } from './inquiry-detail-view'
import { QuoteDetailView, type QuoteVersionView } from './quote-detail-view'

export const contractQuoPath = (contractNo: string) =>
  `/inquiry/purchaser/contract_quo?contractNo=${encodeURIComponent(contractNo)}`

function useRfq(inquirySn: string, quoteSn: string | null) {
  const navigate = useNavigate()
  const actorRef = useFlowActor(rfqMachine, { input: { inquirySn, quoteSn } })
  const contract = useSelector(actorRef, rfqContractOf)
  useEffect(() => {
    if (contract) void navigate(contractQuoPath(contract.contractNo))
  }, [contract, navigate])
  return {
    actorRef,
    common: {
      status: useSelector(actorRef, rfqStatusOf),
      inquiry: useSelector(actorRef, rfqInquiryOf),
      loadError: useSelector(actorRef, rfqLoadErrorOf),
      accepting: useSelector(actorRef, rfqAcceptingOf),
      acceptError: useSelector(actorRef, rfqAcceptErrorOf),
      onAccept: (id: string) => actorRef.send({ type: 'accept.requested', quoteSn: id }),
      onConfirm: () => actorRef.send({ type: 'accept.confirmed' }),
      onCancel: () => actorRef.send({ type: 'accept.cancelled' }),
      onRetry: () => actorRef.send({ type: 'retry.requested' }),
    },
  }
}

export function InquiryDetailRoute() {
  const [params] = useSearchParams()
  const inquirySn = params.get('inquirySn') ?? ''
  // a new number in the URL is a new page: a new actor
  return <InquiryDetail key={inquirySn} inquirySn={inquirySn} />
}

function InquiryDetail({ inquirySn }: { inquirySn: string }) {
  const { actorRef, common } = useRfq(inquirySn, null)
  return <InquiryDetailView {...common} pending={useSelector(actorRef, rfqPendingOf)} />
}

export function QuoteDetailRoute() {
  const [params] = useSearchParams()
  const inquirySn = params.get('inquirySn') ?? ''
  const quoteSn = params.get('quoteSn') ?? ''
  return <QuoteDetail key={`${inquirySn}/${quoteSn}`} inquirySn={inquirySn} quoteSn={quoteSn} />
}

function QuoteDetail({ inquirySn, quoteSn }: { inquirySn: string; quoteSn: string }) {
  const { actorRef, common } = useRfq(inquirySn, quoteSn)
  const quote = common.inquiry ? quoteOf({ inquiry: common.inquiry }, quoteSn) : null
  const pending = useSelector(actorRef, rfqPendingOf)
  const versions = useMemo<QuoteVersionView[]>(
    () =>
      (quote?.versions ?? [])
        .map((version, index, all) => ({
          version,
          changes: index === 0 ? null : versionChanges(all[index - 1]!, version),
        }))
        .reverse(),
    [quote],
  )
  return <QuoteDetailView {...common} quote={quote} versions={versions} confirming={pending !== null} />
}
