// The balance's movements (issue 12 item 2; REFERENCE.md §8 balance log): filters by direction, kind and days,
// one row per ledger entry with its document, the amount and the balance after it (a record entry, such as a
// forfeited deposit, shows the figure it records beside an amount of 0), and the pager. Plain: the
// route's loader reads the page; the filters are a GET form, so they live in the URL. Drawn with the kit's
// paged-list frame and table (issue 24 item 5).
import { useIntl } from 'react-intl'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { BalanceLogEntry } from '../../api/wallet'
import { DataTable, type DataColumn } from '../../components/data-table'
import { DayField } from '../../components/day-field'
import { EmptyState } from '../../components/empty-state'
import { PagedListFrame } from '../../components/paged-list-frame'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { orderDaySchema, orderSearchMessages } from '../../schemas/order-search.schema'
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

const isFiltered = (filter: WalletLogFilter) =>
  filter.type !== 'all' || filter.kind !== '' || filter.startDate !== '' || filter.endDate !== ''

function Filters({
  filter,
  clearHref,
  onFilter,
}: Pick<WalletLogSectionProps, 'filter' | 'clearHref' | 'onFilter'>) {
  const intl = useIntl()
  const ids = useId()
  // the days as typed, AAAA-MM-DD in any browser locale (issue 24 item 6: the native date input showed
  // mm/dd/yyyy); a bad day is never sent, the buyer is taken to it with the text kept
  const [days, setDays] = useState({ start: filter.startDate, end: filter.endDate })
  const [dayErrors, setDayErrors] = useState<{ start: string | null; end: string | null }>({
    start: null,
    end: null,
  })
  const startRef = useRef<HTMLInputElement>(null)
  const endRef = useRef<HTMLInputElement>(null)
  const dayError = (value: string) =>
    orderDaySchema.isValidSync(value) ? null : orderSearchMessages.dayInvalid.id
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const errors = { start: dayError(days.start), end: dayError(days.end) }
    setDayErrors(errors)
    if (errors.start) return startRef.current?.focus()
    if (errors.end) return endRef.current?.focus()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '')
    const type = text('type')
    onFilter({
      type: type === 'income' || type === 'expense' ? type : 'all',
      kind: text('kind'),
      startDate: days.start.trim(),
      endDate: days.end.trim(),
    })
  }
  return (
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
      <DayField
        id={`${ids}-start`}
        label={m.startDate}
        value={days.start}
        error={dayErrors.start}
        inputRef={startRef}
        onChange={(start) => setDays((current) => ({ ...current, start }))}
        onBlur={() => setDayErrors((errors) => ({ ...errors, start: dayError(days.start) }))}
      />
      <DayField
        id={`${ids}-end`}
        label={m.endDate}
        value={days.end}
        error={dayErrors.end}
        inputRef={endRef}
        onChange={(end) => setDays((current) => ({ ...current, end }))}
        onBlur={() => setDayErrors((errors) => ({ ...errors, end: dayError(days.end) }))}
      />
      <div className="wallet-filters__actions">
        <button type="submit" className="button">
          {intl.formatMessage(m.apply)}
        </button>
        <Link className="wallet-filters__clear" to={clearHref}>
          {intl.formatMessage(m.clear)}
        </Link>
      </div>
    </form>
  )
}

export function WalletLogSection(props: WalletLogSectionProps) {
  const intl = useIntl()
  const columns: DataColumn<BalanceLogEntry>[] = [
    {
      key: 'time',
      header: intl.formatMessage(m.colTime),
      cell: (row) => formatDateTime(row.createTime),
      nowrap: true,
    },
    {
      key: 'kind',
      header: intl.formatMessage(m.colKind),
      cell: (row) => (
        <>
          {intl.formatMessage(kindLabel(row.kind))}
          {row.recordedValue != null ? (
            <span className="wallet-note">
              {intl.formatMessage(m.recordedNote, { amount: formatMoney(row.recordedValue) })}
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'document', header: intl.formatMessage(m.colDocument), cell: documentOf, nowrap: true },
    {
      key: 'change',
      header: intl.formatMessage(m.colChange),
      numeric: true,
      cell: (row) => (
        <span className={`wallet-change--${directionOf(row.changeValue)}`}>
          {row.changeValue !== 0 ? (
            <span className="visually-hidden">
              {intl.formatMessage(row.changeValue < 0 ? m.expense : m.income)}{' '}
            </span>
          ) : null}
          {formatMoney(row.changeValue)}
        </span>
      ),
    },
    {
      key: 'after',
      header: intl.formatMessage(m.colAfter),
      numeric: true,
      cell: (row) => formatMoney(row.afterValue),
    },
  ]
  const filtered = isFiltered(props.filter)
  return (
    <PagedListFrame
      title={intl.formatMessage(m.movements)}
      toolbar={<Filters filter={props.filter} clearHref={props.clearHref} onFilter={props.onFilter} />}
      status="ready"
      isEmpty={props.rows.length === 0}
      empty={
        <EmptyState
          title={intl.formatMessage(filtered ? m.empty : m.emptyHistory)}
          text={filtered ? intl.formatMessage(m.emptyHint) : undefined}
        />
      }
      pager={{ page: props.page, limit: props.limit, total: props.total, onChange: props.onPageChange }}
    >
      <DataTable
        caption={intl.formatMessage(m.movements)}
        captionHidden
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.logId}
      />
    </PagedListFrame>
  )
}
