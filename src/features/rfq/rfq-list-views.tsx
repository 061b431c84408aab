// /member/inquiry/myInq and /member/inquiry/myQuo (issue 28 item 1; SPEC.md §2): the member's inquiries with
// their state and the quotes received, and every quote received with its state, version, total and validity,
// in the paged-list frame with a state filter. Plain props: the routes own the list actors.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { InquiryState, InquirySummary, Quote, QuoteState } from '../../api/inquiries'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { useSay } from '../../components/say'
import { formatCount, formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { rfqMessages as m } from './messages'
import {
  INQUIRY_STATE_LABEL,
  InquiryStateBadge,
  inquiryPath,
  QUOTE_STATE_LABEL,
  QuoteStateBadge,
  quotePath,
} from './rfq-parts'
import './rfq.css'

interface ListProps<Row, State extends string> {
  status: 'loading' | 'ready' | 'loadFailed'
  list: readonly Row[]
  pagination: { current: number; pageSize: number; total: number }
  state: State | undefined
  error: ErrorMessage | null
  onState(state: State | undefined): void
  onPage(current: number, pageSize: number): void
  onRetry(): void
}

export type InquiryListViewProps = ListProps<InquirySummary, InquiryState>
export type QuoteListViewProps = ListProps<Quote, QuoteState>

function RfqListPage<Row, State extends string>({
  props,
  title,
  labels,
  columns,
  rowKey,
  caption,
  empty,
}: {
  props: ListProps<Row, State>
  title: Message
  labels: Record<State, Message>
  columns: DataColumn<Row>[]
  rowKey(row: Row): string
  caption: Message
  empty: Message
}) {
  const intl = useIntl()
  const say = useSay()
  const publish: ReactNode = (
    <Link className="button button--primary" to="/inquiry/purchaser/init_inquiry">
      <FormattedMessage {...m.publishCta} />
    </Link>
  )
  return (
    <div className="page rfq">
      <PageHeader title={<FormattedMessage {...title} />} actions={publish} />
      <Card>
        <div className="rfq__filter">
          <label>
            <FormattedMessage {...m.stateFilter} />
            <select
              value={props.state ?? ''}
              onChange={(event) => props.onState((event.target.value || undefined) as State | undefined)}
            >
              <option value="">{intl.formatMessage(m.allStates)}</option>
              {(Object.keys(labels) as State[]).map((state) => (
                <option key={state} value={state}>
                  {intl.formatMessage(labels[state] as Message)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <PagedListFrame
          status={props.status === 'loadFailed' ? 'error' : props.status}
          error={say(props.error)}
          onRetry={props.onRetry}
          isEmpty={props.list.length === 0}
          empty={<EmptyState title={<FormattedMessage {...empty} />} action={publish} />}
          pager={{
            page: props.pagination.current,
            limit: props.pagination.pageSize,
            total: props.pagination.total,
            onChange: props.onPage,
          }}
        >
          <DataTable
            columns={columns}
            rows={props.list}
            rowKey={rowKey}
            caption={intl.formatMessage(caption)}
            captionHidden
            busy={props.status === 'loading'}
          />
        </PagedListFrame>
      </Card>
    </div>
  )
}

export function InquiryListView(props: InquiryListViewProps) {
  const intl = useIntl()
  const columns: DataColumn<InquirySummary>[] = [
    {
      key: 'number',
      header: intl.formatMessage(m.colInquiry),
      rowHeader: true,
      nowrap: true,
      cell: (inquiry) => <Link to={inquiryPath(inquiry.inquirySn)}>{inquiry.inquirySn}</Link>,
    },
    { key: 'title', header: intl.formatMessage(m.colTitle), cell: (inquiry) => inquiry.title },
    {
      key: 'created',
      header: intl.formatMessage(m.colCreated),
      nowrap: true,
      cell: (inquiry) => formatDateTime(inquiry.createdAt),
    },
    { key: 'deadline', header: intl.formatMessage(m.colDeadline), nowrap: true, cell: (i) => i.deadline },
    {
      key: 'quotes',
      header: intl.formatMessage(m.colQuotes),
      numeric: true,
      cell: (inquiry) => formatCount(inquiry.quoteCount),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (inquiry) => <InquiryStateBadge state={inquiry.state} />,
    },
  ]
  return (
    <RfqListPage
      props={props}
      title={m.inquiriesTitle}
      labels={INQUIRY_STATE_LABEL}
      columns={columns}
      rowKey={(inquiry) => inquiry.inquirySn}
      caption={m.inquiriesCaption}
      empty={m.inquiriesEmpty}
    />
  )
}

export function QuoteListView(props: QuoteListViewProps) {
  const intl = useIntl()
  const columns: DataColumn<Quote>[] = [
    {
      key: 'number',
      header: intl.formatMessage(m.colQuote),
      rowHeader: true,
      nowrap: true,
      cell: (quote) => <Link to={quotePath(quote.inquirySn, quote.quoteSn)}>{quote.quoteSn}</Link>,
    },
    { key: 'inquiry', header: intl.formatMessage(m.colInquiry), cell: (quote) => quote.inquiryTitle },
    { key: 'supplier', header: intl.formatMessage(m.colSupplier), cell: (quote) => quote.storeName },
    {
      key: 'version',
      header: intl.formatMessage(m.colVersion),
      nowrap: true,
      cell: (quote) => intl.formatMessage(m.versionN, { n: quote.version }),
    },
    {
      key: 'total',
      header: intl.formatMessage(m.colTotal),
      numeric: true,
      cell: (quote) => formatMoney(quote.totalAmount),
    },
    {
      key: 'valid',
      header: intl.formatMessage(m.colValidUntil),
      nowrap: true,
      cell: (quote) => formatDateTime(quote.validUntil),
    },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (quote) => <QuoteStateBadge state={quote.state} />,
    },
  ]
  return (
    <RfqListPage
      props={props}
      title={m.quotesTitle}
      labels={QUOTE_STATE_LABEL}
      columns={columns}
      rowKey={(quote) => quote.quoteSn}
      caption={m.quotesCaption}
      empty={m.quotesEmpty}
    />
  )
}
