// The balance's movements (issue 12 item 2; REFERENCE.md §8 balance log): filters by direction, kind and days,
// one row per ledger entry with its document, the amount and the balance after it (a record entry, such as a
// forfeited deposit, shows the figure it records beside an amount of 0), and the pager. Plain: the
// route's loader reads the page; the filters are a GET form, so they live in the URL.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import type { BalanceLogEntry } from '../../api/wallet'
import { Pager } from '../../components/pager'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { walletMessages as m } from './messages'
import { BALANCE_KINDS, kindLabel } from './wallet-parts'

export interface WalletLogFilter {
  type: 'all' | 'income' | 'expense'
  kind: string
  startDate: string
  endDate: string
}

export interface WalletLogSectionProps {
  filter: WalletLogFilter
  rows: BalanceLogEntry[]
  page: number
  limit: number
  total: number
  clearHref: string
  /** The filter the buyer applied (the route puts it in the URL, page 1). */
  onFilter(filter: WalletLogFilter): void
  onPageChange(page: number, limit: number): void
}

function documentOf(row: BalanceLogEntry): string {
  return row.documentSn ?? row.afsSn ?? row.orderSn ?? row.paySn ?? ''
}

/** A record entry (a forfeited deposit) moves nothing: neither income nor expense. */
const directionOf = (change: number) => (change < 0 ? 'out' : change > 0 ? 'in' : 'none')

export function WalletLogSection(props: WalletLogSectionProps) {
  const intl = useIntl()
  const id = useId()
  const { filter } = props
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '')
    const type = text('type')
    props.onFilter({
      type: type === 'income' || type === 'expense' ? type : 'all',
      kind: text('kind'),
      startDate: text('start'),
      endDate: text('end'),
    })
  }
  return (
    <section className="wallet-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(m.movements)}</h2>
      <form className="wallet-filters" aria-label={intl.formatMessage(m.filters)} onSubmit={submit}>
        <label>
          {intl.formatMessage(m.filterType)}
          <select name="type" defaultValue={filter.type}>
            <option value="all">{intl.formatMessage(m.typeAll)}</option>
            <option value="income">{intl.formatMessage(m.typeIncome)}</option>
            <option value="expense">{intl.formatMessage(m.typeExpense)}</option>
          </select>
        </label>
        <label>
          {intl.formatMessage(m.filterKind)}
          <select name="kind" defaultValue={filter.kind}>
            <option value="">{intl.formatMessage(m.kindAll)}</option>
            {BALANCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage(kindLabel(kind))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {intl.formatMessage(m.startDate)}
          <input type="date" name="start" defaultValue={filter.startDate} />
        </label>
        <label>
          {intl.formatMessage(m.endDate)}
          <input type="date" name="end" defaultValue={filter.endDate} />
        </label>
        <button type="submit" className="button">
          {intl.formatMessage(m.apply)}
        </button>
        <Link className="wallet-filters__clear" to={props.clearHref}>
          {intl.formatMessage(m.clear)}
        </Link>
      </form>
      {props.rows.length === 0 ? (
        <p className="wallet-empty">{intl.formatMessage(m.empty)}</p>
      ) : (
        <table className="wallet-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.colTime)}</th>
              <th scope="col">{intl.formatMessage(m.colKind)}</th>
              <th scope="col">{intl.formatMessage(m.colDocument)}</th>
              <th scope="col" className="wallet-table__money">
                {intl.formatMessage(m.colChange)}
              </th>
              <th scope="col" className="wallet-table__money">
                {intl.formatMessage(m.colAfter)}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.logId}>
                <td>{formatDateTime(row.createTime)}</td>
                <td>
                  {intl.formatMessage(kindLabel(row.kind))}
                  {row.recordedValue != null ? (
                    <span className="wallet-table__note">
                      {intl.formatMessage(m.recordedNote, { amount: formatMoney(row.recordedValue) })}
                    </span>
                  ) : null}
                </td>
                <td>{documentOf(row)}</td>
                <td className={`wallet-table__money wallet-change--${directionOf(row.changeValue)}`}>
                  {row.changeValue !== 0 ? (
                    <span className="visually-hidden">
                      {intl.formatMessage(row.changeValue < 0 ? m.expense : m.income)}{' '}
                    </span>
                  ) : null}
                  {formatMoney(row.changeValue)}
                </td>
                <td className="wallet-table__money">{formatMoney(row.afterValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
    </section>
  )
}
