// /member/wallet and /member/balance (issue 12 item 2; SPEC.md §2; REFERENCE.md §8 Balance): the wallet's
// figures — prepaid balance, credit and points, all sums of the mock's ledger — with "Recargar", the balance's
// movements and the top-up records. Plain view: the route's loader reads everything. Drawn with the component
// kit (issue 24 item 5); wallet.css only places the pieces.
import type { Message } from '../../api/message'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { BalanceLogEntry, MemberBalance, Recharge } from '../../api/wallet'
import { Card } from '../../components/card'
import { Figure, FigureGroup } from '../../components/figure'
import { PageHeader } from '../../components/page-header'
import { formatCount, formatMoney } from '../../i18n/format'
import { walletMessages as m } from './messages'
import { RechargeRecordsSection, type RechargeRecordActions } from './recharge-records-section'
import { WalletLogSection, type WalletLogFilter } from './wallet-log-section'
import { useViewText } from './wallet-parts'
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
  error: Message | null
  /** The page's own path (clearing the filters leads to it). */
  path: string
  onFilter(filter: WalletLogFilter): void
  onLogPageChange(page: number, limit: number): void
  onRecordsPageChange(page: number, limit: number): void
  onRetry(): void
  /** "Continuar pago" / "Cancelar" of unpaid e-payment top-ups (issue 24 item 6) */
  recordActions?: RechargeRecordActions
}

function Figures({ figures }: { figures: MemberBalance }) {
  const intl = useIntl()
  return (
    <FigureGroup label={intl.formatMessage(m.figures)}>
      <Figure size="lg" label={intl.formatMessage(m.balance)} value={formatMoney(figures.balanceAvailable)} />
      <Figure
        size="lg"
        to="/member/credit/index"
        label={intl.formatMessage(m.creditAvailable)}
        value={formatMoney(figures.creditAvailable)}
        suffix={intl.formatMessage(m.creditOf, { limit: formatMoney(figures.creditLimit) })}
        hint={figures.hasOverdueBill ? intl.formatMessage(m.creditOverdue) : undefined}
        tone={figures.hasOverdueBill ? 'error' : 'default'}
      />
      <Figure
        size="lg"
        to="/member/myPoint"
        label={intl.formatMessage(m.points)}
        value={formatCount(figures.memberIntegral)}
      />
    </FigureGroup>
  )
}

export function WalletView(props: WalletViewProps) {
  const intl = useIntl()
  const text = useViewText()
  const titleId = useId()
  return (
    <section className="wallet" aria-labelledby={titleId}>
      <PageHeader
        titleId={titleId}
        title={intl.formatMessage(m.title)}
        actions={
          <Link className="button button--primary" to="/member/recharge">
            {intl.formatMessage(m.topUp)}
          </Link>
        }
      />
      {props.error ? (
        <div role="alert" className="wallet-alert">
          <p>{text(props.error)}</p>
          <button type="button" className="button" onClick={props.onRetry}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : null}
      {props.figures ? <Figures figures={props.figures} /> : null}
      <Card>
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
      </Card>
      <Card>
        <RechargeRecordsSection
          records={props.records.list}
          page={props.records.page}
          limit={props.records.limit}
          total={props.records.total}
          onPageChange={props.onRecordsPageChange}
          actions={props.recordActions}
        />
      </Card>
    </section>
  )
}
