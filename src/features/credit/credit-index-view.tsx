// /member/credit/index (issue 12 item 4; SPEC.md §2, §5; GLOSSARY.md "Facturas de crédito / Pagar factura"):
// the credit limit, used and available, a warning while an overdue bill blocks credit payment, the bills by period
// with due dates and states, and the orders of the bill the member opens. Plain props: the route owns the
// credit-bills actor and says which bills can be paid. Drawn with the component kit (issue 24 item 5).
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type {
  CreditBill,
  CreditBillDetail,
  CreditBillLine,
  CreditBillState,
  CreditSummary,
  Pagination,
} from '../../api/credit'
import type { ErrorMessage } from '../../api/errors'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { Figure, FigureGroup } from '../../components/figure'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { formatDateTime, formatMoney } from '../../i18n/format'
import {
  BILL_STATE_LABEL,
  BillStateBadge,
  LINE_KIND_LABEL,
  LoadFailed,
  billPayPath,
  dayOf,
  orderPath,
} from './credit-parts'
import { creditMessages as m } from './messages'

export interface CreditIndexViewProps {
  status: 'loading' | 'ready' | 'loadFailed'
  summary: CreditSummary | null
  list: readonly CreditBill[]
  pagination: Pagination
  stateFilter: CreditBillState | undefined
  error: ErrorMessage | null
  /** the bill numbers that can be paid now (machines/credit-bills isPayable) */
  payable: ReadonlySet<string>
  openBillSn: string | null
  detailStatus: 'closed' | 'loading' | 'shown' | 'failed'
  detail: CreditBillDetail | null
  detailError: ErrorMessage | null
  onFilter(state: CreditBillState | undefined): void
  onPage(current: number, pageSize: number): void
  onOpenBill(billSn: string): void
  onCloseBill(): void
  onRetry(): void
}

export function CreditIndexView(props: CreditIndexViewProps) {
  const intl = useIntl()
  const { summary } = props
  return (
    <div className="page credit">
      <PageHeader title={<FormattedMessage {...m.title} />} />
      {props.status === 'loadFailed' ? (
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      ) : !summary ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : (
        <>
          <section className="credit__summary" aria-label={intl.formatMessage(m.summary)}>
            {summary.hasOverdueBill ? (
              <p className="credit__warning" role="alert">
                <FormattedMessage
                  {...m.overdueWarning}
                  values={{ amount: formatMoney(summary.overdueAmount) }}
                />
              </p>
            ) : null}
            <FigureGroup>
              <Figure
                size="lg"
                label={<FormattedMessage {...m.limit} />}
                value={formatMoney(summary.creditLimit)}
              />
              <Figure
                size="lg"
                label={<FormattedMessage {...m.used} />}
                value={formatMoney(summary.creditUsed)}
              />
              <Figure
                size="lg"
                label={<FormattedMessage {...m.available} />}
                value={formatMoney(summary.creditAvailable)}
                tone={summary.hasOverdueBill ? 'error' : 'default'}
              />
            </FigureGroup>
          </section>
          <Card>
            <PagedListFrame
              title={<FormattedMessage {...m.billsTitle} />}
              toolbar={
                <label className="credit__filter">
                  <FormattedMessage {...m.filterState} />
                  <select
                    value={props.stateFilter ?? ''}
                    onChange={(event) =>
                      props.onFilter((event.target.value || undefined) as CreditBillState | undefined)
                    }
                  >
                    <option value="">{intl.formatMessage(m.filterAll)}</option>
                    {(Object.keys(BILL_STATE_LABEL) as CreditBillState[]).map((state) => (
                      <option key={state} value={state}>
                        {intl.formatMessage(BILL_STATE_LABEL[state])}
                      </option>
                    ))}
                  </select>
                </label>
              }
              status={props.status === 'loading' ? 'loading' : 'ready'}
              isEmpty={props.list.length === 0}
              empty={<EmptyState title={<FormattedMessage {...m.empty} />} />}
              pager={{
                page: props.pagination.current,
                limit: props.pagination.pageSize,
                total: props.pagination.total,
                onChange: props.onPage,
              }}
            >
              <BillTable {...props} />
            </PagedListFrame>
          </Card>
          {props.openBillSn ? <BillDetail {...props} /> : null}
        </>
      )}
    </div>
  )
}

function BillTable(props: CreditIndexViewProps) {
  const intl = useIntl()
  const columns: DataColumn<CreditBill>[] = [
    { key: 'period', header: intl.formatMessage(m.colPeriod), cell: (bill) => bill.period, nowrap: true },
    { key: 'number', header: intl.formatMessage(m.colNumber), cell: (bill) => bill.billSn, nowrap: true },
    {
      key: 'amount',
      header: intl.formatMessage(m.colAmount),
      numeric: true,
      cell: (bill) => formatMoney(bill.amount),
    },
    {
      key: 'outstanding',
      header: intl.formatMessage(m.colOutstanding),
      numeric: true,
      cell: (bill) => formatMoney(bill.outstanding),
    },
    { key: 'due', header: intl.formatMessage(m.colDue), cell: (bill) => dayOf(bill.dueTime), nowrap: true },
    {
      key: 'state',
      header: intl.formatMessage(m.colState),
      cell: (bill) => <BillStateBadge state={bill.state} />,
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      cell: (bill) => (
        <span className="credit__actions">
          <button
            type="button"
            className="button"
            aria-expanded={props.openBillSn === bill.billSn}
            onClick={() =>
              props.openBillSn === bill.billSn ? props.onCloseBill() : props.onOpenBill(bill.billSn)
            }
          >
            <FormattedMessage {...m.viewOrders} values={{ period: bill.period }} />
          </button>
          {props.payable.has(bill.billSn) ? (
            <Link
              className="button button--primary"
              to={billPayPath(bill.billSn)}
              aria-label={intl.formatMessage(m.payBillOf, { period: bill.period })}
            >
              <FormattedMessage {...m.payBill} />
            </Link>
          ) : null}
        </span>
      ),
    },
  ]
  return (
    <DataTable
      caption={intl.formatMessage(m.billsTitle)}
      captionHidden
      columns={columns}
      rows={props.list}
      rowKey={(bill) => bill.billSn}
      busy={props.status === 'loading'}
    />
  )
}

function LinesTable({ lines, label }: { lines: readonly CreditBillLine[]; label: string }) {
  const intl = useIntl()
  const columns: DataColumn<CreditBillLine>[] = [
    {
      key: 'date',
      header: intl.formatMessage(m.colDate),
      cell: (line) => formatDateTime(line.time),
      nowrap: true,
    },
    {
      key: 'concept',
      header: intl.formatMessage(m.colConcept),
      cell: (line) => <FormattedMessage {...LINE_KIND_LABEL[line.kind]} />,
    },
    {
      key: 'orders',
      header: intl.formatMessage(m.colOrders),
      cell: (line) =>
        line.orderSnList.map((orderSn) => (
          <div key={orderSn}>
            <Link to={orderPath(orderSn)}>{orderSn}</Link>
          </div>
        )),
    },
    {
      key: 'amount',
      header: intl.formatMessage(m.colAmount),
      numeric: true,
      cell: (line) => formatMoney(line.amount),
    },
  ]
  return (
    <DataTable
      caption={label}
      captionHidden
      columns={columns}
      rows={lines}
      rowKey={(line) => `${line.time}-${line.kind}-${line.orderSnList.join()}-${line.amount}`}
    />
  )
}

function BillDetail(props: CreditIndexViewProps) {
  const intl = useIntl()
  const { detail } = props
  return (
    <Card
      title={
        <FormattedMessage
          {...m.detailTitle}
          values={{ billSn: props.openBillSn, period: detail?.period ?? '' }}
        />
      }
      actions={
        <button type="button" className="button" onClick={props.onCloseBill}>
          <FormattedMessage {...m.close} />
        </button>
      }
    >
      {props.detailStatus === 'failed' ? (
        <LoadFailed error={props.detailError} onRetry={props.onRetry} />
      ) : !detail || props.detailStatus === 'loading' ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : (
        <div className="credit__detail">
          {detail.lines.length === 0 ? (
            <EmptyState title={<FormattedMessage {...m.noLines} />} />
          ) : (
            <LinesTable lines={detail.lines} label={intl.formatMessage(m.colOrders)} />
          )}
          {detail.payments.length > 0 ? (
            <>
              <h3 className="credit__subtitle">
                <FormattedMessage {...m.paymentsTitle} />
              </h3>
              <LinesTable lines={detail.payments} label={intl.formatMessage(m.paymentsTitle)} />
            </>
          ) : null}
        </div>
      )}
    </Card>
  )
}
