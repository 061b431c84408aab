// The supplier's side of the RFQ (issue 28 item 1; SPEC.md §2 /inquiry/supplier/inq_info, quo_info; §6): the
// store's inquiries; one inquiry with what was asked (the buyer's card), the store's own quote and the quote
// form (a revision while the quote is active), withdrawing after a confirmation. Plain props: the routes own
// the actors (machines/rfq/supplier-*.machine.ts).
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { Quote } from '../../api/inquiries'
import type { QuoteInput, SupplierDesk, SupplierInquiry } from '../../api/supplier-inquiries'
import { Card } from '../../components/card'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PageLoader } from '../../components/page-loader'
import { LoadFailed, useSay } from '../../components/say'
import { formatMoney } from '../../i18n/format'
import { InquiryFacts } from './inquiry-facts'
import { rfqMessages as r } from './messages'
import { InquiryStateBadge, QuoteStateBadge } from './rfq-parts'
import { supplierMessages as m } from './supplier-messages'
import { SupplierQuoteForm } from './supplier-quote-form'
import './rfq.css'

export const SUPPLIER_DESK = '/inquiry/supplier/inq_info'
export const supplierInquiryPath = (inquirySn: string) =>
  `${SUPPLIER_DESK}?inquirySn=${encodeURIComponent(inquirySn)}`
export const supplierQuotePath = (inquirySn: string, quoteSn: string) =>
  `/inquiry/supplier/quo_info?inquirySn=${encodeURIComponent(inquirySn)}&quoteSn=${encodeURIComponent(quoteSn)}`
export const supplierInitContractPath = (contractNo: string) =>
  `/inquiry/supplier/init_contract?contractNo=${encodeURIComponent(contractNo)}`

type Row = SupplierDesk['inquiries'][number]

export interface SupplierDeskViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  desk: SupplierDesk | null
  loadError: ErrorMessage | null
  onRetry(): void
}

export function SupplierDeskView(props: SupplierDeskViewProps) {
  const intl = useIntl()
  if (props.status === 'loading') return <PageLoader />
  if (props.status === 'loadFailed' || !props.desk)
    return (
      <div className="page rfq">
        <PageHeader title={<FormattedMessage {...m.deskTitle} />} />
        <LoadFailed error={props.loadError} onRetry={props.onRetry} />
      </div>
    )
  const columns: DataColumn<Row>[] = [
    { key: 'sn', header: intl.formatMessage(r.colInquiry), cell: (row) => row.inquirySn },
    { key: 'title', header: intl.formatMessage(r.colTitle), rowHeader: true, cell: (row) => row.title },
    { key: 'deadline', header: intl.formatMessage(r.colDeadline), cell: (row) => row.deadline },
    {
      key: 'state',
      header: intl.formatMessage(r.colState),
      cell: (row) => <InquiryStateBadge state={row.state} />,
    },
    {
      key: 'own',
      header: intl.formatMessage(m.colOwnQuote),
      cell: (row) => row.ownQuoteSn ?? intl.formatMessage(m.notQuoted),
    },
    {
      key: 'open',
      header: intl.formatMessage(r.rowActions),
      cell: (row) => (
        <Link
          to={supplierInquiryPath(row.inquirySn)}
          aria-label={intl.formatMessage(m.openFor, { inquirySn: row.inquirySn })}
        >
          <FormattedMessage {...m.open} />
        </Link>
      ),
    },
  ]
  return (
    <div className="page rfq">
      <PageHeader
        title={<FormattedMessage {...m.deskTitle} />}
        lead={<FormattedMessage {...m.deskLead} values={{ store: props.desk.storeName }} />}
      />
      {props.desk.inquiries.length === 0 ? (
        <EmptyState title={<FormattedMessage {...m.deskEmpty} />} />
      ) : (
        <DataTable
          columns={columns}
          rows={props.desk.inquiries}
          rowKey={(row) => row.inquirySn}
          caption={intl.formatMessage(m.deskCaption)}
        />
      )}
    </div>
  )
}

export interface SupplierInquiryViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  data: SupplierInquiry | null
  own: Quote | null
  canQuote: boolean
  busy: boolean
  loadError: ErrorMessage | null
  actionError: ErrorMessage | null
  done: 'quoted' | 'withdrawn' | null
  confirmingWithdraw: boolean
  onSubmit(body: QuoteInput): void
  onWithdraw(): void
  onConfirmWithdraw(): void
  onCancelWithdraw(): void
  onRetry(): void
}

export function SupplierInquiryView(props: SupplierInquiryViewProps) {
  const say = useSay()
  const back = { to: SUPPLIER_DESK, label: <FormattedMessage {...m.backToDesk} /> }
  if (props.status === 'loading') return <PageLoader />
  if (props.status === 'loadFailed' || !props.data)
    return (
      <div className="page rfq">
        <PageHeader title={<FormattedMessage {...r.inquiryFacts} />} back={back} />
        <LoadFailed error={props.loadError} onRetry={props.onRetry} />
      </div>
    )
  const { data, own } = props
  return (
    <div className="page rfq">
      <PageHeader
        title={data.inquiry.title}
        lead={
          <>
            {data.inquiry.inquirySn} · <FormattedMessage {...m.asStore} values={{ store: data.storeName }} />
          </>
        }
        back={back}
      />
      {props.done ? (
        <p role="status">
          <FormattedMessage {...(props.done === 'quoted' ? m.quoted : m.withdrawn)} />
        </p>
      ) : null}
      <InquiryFacts inquiry={data.inquiry} contractHref={supplierInitContractPath} />
      {own ? <OwnQuote quote={own} busy={props.busy} onWithdraw={props.onWithdraw} /> : null}
      <Card title={<FormattedMessage {...(own ? m.formReviseTitle : m.formTitle)} />}>
        {props.actionError ? (
          <p role="alert" className="rfq__error">
            {say(props.actionError)}
          </p>
        ) : null}
        {props.canQuote ? (
          <SupplierQuoteForm data={data} own={own} busy={props.busy} onSubmit={props.onSubmit} />
        ) : (
          <p className="rfq__note">
            <FormattedMessage {...m.notQuotable} />
          </p>
        )}
      </Card>
      <ConfirmDialog
        open={props.confirmingWithdraw && own !== null}
        title={<FormattedMessage {...m.withdrawTitle} />}
        message={<FormattedMessage {...m.withdrawText} values={{ quoteSn: own?.quoteSn ?? '' }} />}
        confirmLabel={<FormattedMessage {...m.withdrawYes} />}
        busy={props.busy}
        busyLabel={<FormattedMessage {...m.withdrawing} />}
        onConfirm={props.onConfirmWithdraw}
        onCancel={props.onCancelWithdraw}
      />
    </div>
  )
}

function OwnQuote({ quote, busy, onWithdraw }: { quote: Quote; busy: boolean; onWithdraw(): void }) {
  return (
    <Card title={<FormattedMessage {...m.ownQuoteTitle} />} actions={<QuoteStateBadge state={quote.state} />}>
      <p>
        <FormattedMessage
          {...m.ownQuoteText}
          values={{ quoteSn: quote.quoteSn, version: quote.version, total: formatMoney(quote.totalAmount) }}
        />
      </p>
      <div className="rfq__actions">
        <Link className="button" to={supplierQuotePath(quote.inquirySn, quote.quoteSn)}>
          <FormattedMessage {...m.seeVersions} />
        </Link>
        {quote.contractNo ? (
          <Link className="button button--primary" to={supplierInitContractPath(quote.contractNo)}>
            <FormattedMessage {...m.seeContract} />
          </Link>
        ) : null}
        {quote.state === 'active' ? (
          <button type="button" className="button" disabled={busy} onClick={onWithdraw}>
            <FormattedMessage {...m.withdraw} />
          </button>
        ) : null}
      </div>
    </Card>
  )
}
