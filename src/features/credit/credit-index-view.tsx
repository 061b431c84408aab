// /member/credit/index (issue 12 item 4; SPEC.md §2, §5; GLOSSARY.md "Facturas de crédito / Pagar factura"):
// the credit limit, used and available, a warning while an overdue bill blocks credit payment, the bills by period
// with due dates and states, and the orders of the bill the member opens. Plain props: the route owns the
// credit-bills actor and says which bills can be paid.
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
import { Pager } from '../../components/pager'
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
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      {props.status === 'loadFailed' ? (
        <LoadFailed error={props.error} onRetry={props.onRetry} />
      ) : !summary ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : (
        <>
          <section aria-label={intl.formatMessage(m.summary)}>
            <dl className="credit__figures">
              <div>
                <dt>
                  <FormattedMessage {...m.limit} />
                </dt>
                <dd>{formatMoney(summary.creditLimit)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage {...m.used} />
                </dt>
                <dd>{formatMoney(summary.creditUsed)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage {...m.available} />
                </dt>
                <dd>{formatMoney(summary.creditAvailable)}</dd>
              </div>
            </dl>
            {summary.hasOverdueBill ? (
              <p className="credit__warning" role="alert">
                <FormattedMessage
                  {...m.overdueWarning}
                  values={{ amount: formatMoney(summary.overdueAmount) }}
                />
              </p>
            ) : null}
          </section>
          <section aria-labelledby="credit-bills-title">
            <h2 id="credit-bills-title">
              <FormattedMessage {...m.billsTitle} />
            </h2>
            <div className="credit__filters">
              <label>
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
            </div>
            {props.list.length === 0 ? (
              <p className="empty-state" role="status">
                <FormattedMessage {...(props.status === 'loading' ? m.loading : m.empty)} />
              </p>
            ) : (
              <>
                <BillTable {...props} />
                <Pager
                  page={props.pagination.current}
                  limit={props.pagination.pageSize}
                  total={props.pagination.total}
                  onChange={props.onPage}
                />
              </>
            )}
          </section>
          {props.openBillSn ? <BillDetail {...props} /> : null}
        </>
      )}
    </div>
  )
}

function BillTable(props: CreditIndexViewProps) {
  const intl = useIntl()
  return (
    <table
      className="credit__table"
      aria-label={intl.formatMessage(m.billsTitle)}
      aria-busy={props.status === 'loading'}
    >
      <thead>
        <tr>
          {[m.colPeriod, m.colNumber, m.colAmount, m.colOutstanding, m.colDue, m.colState, m.colActions].map(
            (label) => (
              <th scope="col" key={label.id}>
                <FormattedMessage {...label} />
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {props.list.map((bill) => (
          <tr key={bill.billSn}>
            <td>{bill.period}</td>
            <td>{bill.billSn}</td>
            <td>{formatMoney(bill.amount)}</td>
            <td>{formatMoney(bill.outstanding)}</td>
            <td>{dayOf(bill.dueTime)}</td>
            <td>
              <BillStateBadge state={bill.state} />
            </td>
            <td>
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
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function LinesTable({ lines, label }: { lines: readonly CreditBillLine[]; label: string }) {
  return (
    <table className="credit__table" aria-label={label}>
      <thead>
        <tr>
          {[m.colDate, m.colConcept, m.colOrders, m.colAmount].map((column) => (
            <th scope="col" key={column.id}>
              <FormattedMessage {...column} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.time}-${index}`}>
            <td>{formatDateTime(line.time)}</td>
            <td>
              <FormattedMessage {...LINE_KIND_LABEL[line.kind]} />
            </td>
            <td>
              {line.orderSnList.map((orderSn) => (
                <div key={orderSn}>
                  <Link to={orderPath(orderSn)}>{orderSn}</Link>
                </div>
              ))}
            </td>
            <td>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function BillDetail(props: CreditIndexViewProps) {
  const intl = useIntl()
  const { detail } = props
  return (
    <section className="credit__detail" aria-labelledby="credit-bill-detail-title">
      <h2 id="credit-bill-detail-title">
        <FormattedMessage
          {...m.detailTitle}
          values={{ billSn: props.openBillSn, period: detail?.period ?? '' }}
        />
      </h2>
      {props.detailStatus === 'failed' ? (
        <LoadFailed error={props.detailError} onRetry={props.onRetry} />
      ) : !detail || props.detailStatus === 'loading' ? (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      ) : (
        <>
          {detail.lines.length === 0 ? (
            <p>
              <FormattedMessage {...m.noLines} />
            </p>
          ) : (
            <LinesTable lines={detail.lines} label={intl.formatMessage(m.colOrders)} />
          )}
          {detail.payments.length > 0 ? (
            <>
              <h3>
                <FormattedMessage {...m.paymentsTitle} />
              </h3>
              <LinesTable lines={detail.payments} label={intl.formatMessage(m.paymentsTitle)} />
            </>
          ) : null}
        </>
      )}
      <button type="button" className="button" onClick={props.onCloseBill}>
        <FormattedMessage {...m.close} />
      </button>
    </section>
  )
}
