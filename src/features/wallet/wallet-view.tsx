// /member/wallet and /member/balance (issue 12 item 2; SPEC.md §2; REFERENCE.md §8 Balance): the wallet's
// figures — prepaid balance, credit and points, all sums of the mock's ledger — with "Recargar", the balance's
// movements and the top-up records. Plain view: the route's loader reads everything.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { BalanceLogEntry, MemberBalance, Recharge } from '../../api/wallet'
import { formatMoney } from '../../i18n/format'
import { walletMessages as m } from './messages'
import { RechargeRecordsSection } from './recharge-records-section'
import { WalletLogSection, type WalletLogFilter } from './wallet-log-section'
import { useViewText, type ViewMessage } from './wallet-parts'
import './wallet.css'

interface PageOf<T> {
  list: T[]
  page: number
  limit: number
  total: number
}

export interface WalletViewProps {
  figures: MemberBalance | null
  log: PageOf<BalanceLogEntry>
  records: PageOf<Recharge>
  filter: WalletLogFilter
  error: ViewMessage | null
  /** The page's own path (clearing the filters leads to it). */
  path: string
  onFilter(filter: WalletLogFilter): void
  onLogPageChange(page: number, limit: number): void
  onRecordsPageChange(page: number, limit: number): void
  onRetry(): void
}

function Figures({ figures }: { figures: MemberBalance }) {
  const intl = useIntl()
  return (
    <dl className="wallet-figures">
      <div className="wallet-figure wallet-figure--balance">
        <dt>{intl.formatMessage(m.balance)}</dt>
        <dd data-testid="wallet-balance">{formatMoney(figures.balanceAvailable)}</dd>
      </div>
      <div className="wallet-figure">
        <dt>{intl.formatMessage(m.creditAvailable)}</dt>
        <dd>
          {formatMoney(figures.creditAvailable)}{' '}
          <span className="wallet-figure__of">
            {intl.formatMessage(m.creditOf, { limit: formatMoney(figures.creditLimit) })}
          </span>
          {figures.hasOverdueBill ? (
            <span className="wallet-reason">{intl.formatMessage(m.creditOverdue)}</span>
          ) : null}
        </dd>
      </div>
      <div className="wallet-figure">
        <dt>{intl.formatMessage(m.points)}</dt>
        <dd>{intl.formatNumber(figures.memberIntegral)}</dd>
      </div>
    </dl>
  )
}

export function WalletView(props: WalletViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()
  return (
    <section className="wallet" aria-labelledby={titleId}>
      <header className="wallet-header">
        <h1 id={titleId}>{intl.formatMessage(m.title)}</h1>
        <Link className="button button--primary" to="/member/recharge">
          {intl.formatMessage(m.topUp)}
        </Link>
      </header>
      {props.error ? (
        <div role="alert" className="wallet-alert">
          <p>{text(props.error)}</p>
          <button type="button" className="button" onClick={props.onRetry}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : null}
      {props.figures ? <Figures figures={props.figures} /> : null}
      <WalletLogSection
        filter={props.filter}
        rows={props.log.list}
        page={props.log.page}
        limit={props.log.limit}
        total={props.log.total}
        clearHref={props.path}
        onFilter={props.onFilter}
        onPageChange={props.onLogPageChange}
      />
      <RechargeRecordsSection
        records={props.records.list}
        page={props.records.page}
        limit={props.records.limit}
        total={props.records.total}
        onPageChange={props.onRecordsPageChange}
      />
    </section>
  )
}
