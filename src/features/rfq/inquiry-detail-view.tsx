// /inquiry/purchaser/inq_info?inquirySn= (issue 28 item 1; SPEC.md §2, §8 refusals): one inquiry with what was
// asked, its attachments, and its quotes compared side by side (cheapest first); accepting one asks first, then
// makes the contract draft. A refusal (expired, withdrawn, changed, another accepted) is said above the quotes,
// which are read again. Plain props: the route owns the rfq actor.
import { FormattedMessage } from 'react-intl'
import type { ErrorMessage } from '../../api/errors'
import type { InquiryDetail, Quote } from '../../api/inquiries'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatMoney } from '../../i18n/format'
import { rfqMessages as m } from './messages'
import { InquiryFacts } from './inquiry-facts'
import { contractPath, QuoteComparison } from './rfq-parts'
import './rfq.css'

export interface InquiryDetailViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  inquiry: InquiryDetail | null
  loadError: ErrorMessage | null
  /** the quote waiting for the buyer's confirmation */
  pending: Quote | null
  accepting: boolean
  acceptError: ErrorMessage | null
  onAccept(quoteSn: string): void
  onConfirm(): void
  onCancel(): void
  onRetry(): void
}

export function InquiryDetailView(props: InquiryDetailViewProps) {
  const say = useSay()
  const back = { to: '/member/inquiry/myInq', label: <FormattedMessage {...m.inquiryBack} /> }
  if (props.status === 'loading') return <PageLoader />
  if (props.status === 'loadFailed' || !props.inquiry)
    return (
      <div className="page rfq">
        <PageHeader title={<FormattedMessage {...m.inquiryFacts} />} back={back} />
        <LoadFailed error={props.loadError} onRetry={props.onRetry} />
      </div>
    )
  const inquiry = props.inquiry
  return (
    <div className="page rfq">
      <PageHeader title={inquiry.title} lead={inquiry.inquirySn} back={back} />
      <InquiryFacts inquiry={inquiry} contractHref={contractPath} />
      <Card title={<FormattedMessage {...m.compareTitle} />}>
        {props.acceptError ? (
          <p role="alert" className="rfq__error">
            {say(props.acceptError)}
          </p>
        ) : null}
        {inquiry.quotes.length === 0 ? (
          <EmptyState title={<FormattedMessage {...m.noQuotes} />} />
        ) : (
          <QuoteComparison quotes={inquiry.quotes} busy={props.accepting} onAccept={props.onAccept} />
        )}
      </Card>
      <ConfirmDialog
        open={props.pending !== null}
        title={<FormattedMessage {...m.confirmTitle} />}
        message={
          props.pending ? (
            <FormattedMessage
              {...m.confirmText}
              values={{
                version: props.pending.version,
                store: props.pending.storeName,
                total: formatMoney(props.pending.totalAmount),
              }}
            />
          ) : null
        }
        confirmLabel={<FormattedMessage {...m.confirmAccept} />}
        busy={props.accepting}
        busyLabel={<FormattedMessage {...m.accepting} />}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </div>
  )
}
