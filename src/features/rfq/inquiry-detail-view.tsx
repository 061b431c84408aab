// /inquiry/purchaser/inq_info?inquirySn= (issue 28 item 1; SPEC.md §2, §8 refusals): one inquiry with what was
// asked, its attachments, and its quotes compared side by side (cheapest first); accepting one asks first, then
// makes the contract draft. A refusal (expired, withdrawn, changed, another accepted) is said above the quotes,
// which are read again. Plain props: the route owns the rfq actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { InquiryDetail, Quote } from '../../api/inquiries'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatCount, formatMoney } from '../../i18n/format'
import { rfqMessages as m } from './messages'
import { contractPath, InquiryStateBadge, QuoteComparison } from './rfq-parts'
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

type Line = InquiryDetail['lines'][number]

export function InquiryDetailView(props: InquiryDetailViewProps) {
  const intl = useIntl()
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
  const columns: DataColumn<Line>[] = [
    {
      key: 'name',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (line) => line.goodsName,
    },
    {
      key: 'quantity',
      header: intl.formatMessage(m.colQuantity),
      numeric: true,
      cell: (line) => `${formatCount(line.buyNum)}${line.unit ? ` ${line.unit}` : ''}`,
    },
    {
      key: 'origin',
      header: intl.formatMessage(m.colOrigin),
      cell: (line) => intl.formatMessage(line.productId ? m.originCatalogue : m.originText),
    },
  ]
  return (
    <div className="page rfq">
      <PageHeader title={inquiry.title} lead={inquiry.inquirySn} back={back} />
      <Card title={<FormattedMessage {...m.inquiryFacts} />}>
        <dl className="rfq__facts">
          <div>
            <dt>
              <FormattedMessage {...m.factState} />
            </dt>
            <dd>
              <InquiryStateBadge state={inquiry.state} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.factPlace} />
            </dt>
            <dd>{inquiry.deliveryPlace}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.factDeliveryDate} />
            </dt>
            <dd>{inquiry.deliveryDate}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.factDeadline} />
            </dt>
            <dd>{inquiry.deadline}</dd>
          </div>
          {inquiry.contractNo ? (
            <div>
              <dt>
                <FormattedMessage {...m.factContract} />
              </dt>
              <dd>
                <Link to={contractPath(inquiry.contractNo)}>{inquiry.contractNo}</Link>
              </dd>
            </div>
          ) : null}
          {inquiry.description ? (
            <div className="rfq__facts-wide">
              <dt>
                <FormattedMessage {...m.factDescription} />
              </dt>
              <dd>{inquiry.description}</dd>
            </div>
          ) : null}
        </dl>
        {inquiry.lines.length > 0 ? (
          <DataTable
            columns={columns}
            rows={inquiry.lines}
            rowKey={(line) => `${line.productId ?? 'text'}-${line.goodsName}`}
            caption={intl.formatMessage(m.askedCaption)}
          />
        ) : null}
        {inquiry.attachments.length > 0 ? (
          <>
            <h3 className="rfq__subtitle">
              <FormattedMessage {...m.attachmentsTitle} />
            </h3>
            <ul className="rfq__files">
              {inquiry.attachments.map((file) => (
                <li key={file.path}>{file.fileName}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
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
