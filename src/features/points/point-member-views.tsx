// /member/myPoint, /member/pointOrder/list, /member/pointOrder/detail (issue 12 item 5; SPEC.md §2): the
// member's points and their history read from the ledger (all / income / expense, paged), the points orders by
// status and one order with the actions its state offers. Plain props: routes read through loaders and own the
// pointOrderActions actor.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { IntegralLogEntry, Pagination, PointOrderDetail, PointOrderSummary } from '../../api/points'
import { Pager } from '../../components/pager'
import { formatCount, formatDateTime } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { pointMessages as m } from './messages'
import { LoadFailed, Loading, PointsPrice, useSay } from './point-parts'
import { Picture } from '../../components/picture'

const KIND_LABEL: Record<IntegralLogEntry['kind'], Message> = {
  opening: m.kindOpening,
  pointsEarned: m.kindEarned,
  pointsSpent: m.kindSpent,
  pointsReturned: m.kindReturned,
  adjustment: m.kindAdjustment,
}

export type LogType = 0 | 1 | 2
const LOG_TYPES: { type: LogType; label: Message }[] = [
  { type: 0, label: m.filterAll },
  { type: 1, label: m.filterIncome },
  { type: 2, label: m.filterExpense },
]

export interface MyPointViewProps {
  memberIntegral: number
  type: LogType
  list: readonly IntegralLogEntry[]
  pagination: Pagination
  onType(type: LogType): void
  onPage(current: number, pageSize: number): void
}

export function MyPointView(props: MyPointViewProps) {
  const intl = useIntl()
  return (
    <div className="page points-page">
      <div className="points-head">
        <h1>
          <FormattedMessage {...m.myPointsTitle} />
        </h1>
        <Link to="/point/index">
          <FormattedMessage {...m.mallTitle} />
        </Link>
      </div>
      <p>
        <FormattedMessage {...m.currentPoints} values={{ points: formatCount(props.memberIntegral) }} />
      </p>
      <div role="group" aria-label={intl.formatMessage(m.historyFilter)} className="points-actions">
        {LOG_TYPES.map(({ type, label }) => (
          <button
            key={type}
            type="button"
            aria-pressed={props.type === type}
            onClick={() => props.onType(type)}
          >
            <FormattedMessage {...label} />
          </button>
        ))}
      </div>
      {props.list.length === 0 ? (
        <p>
          <FormattedMessage {...m.noHistory} />
        </p>
      ) : (
        <table className="points-table">
          <caption className="visually-hidden">{intl.formatMessage(m.historyFilter)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.colDate)}</th>
              <th scope="col">{intl.formatMessage(m.colKind)}</th>
              <th scope="col">{intl.formatMessage(m.colValue)}</th>
              <th scope="col">{intl.formatMessage(m.colOrder)}</th>
            </tr>
          </thead>
          <tbody>
            {props.list.map((entry) => (
              <tr key={entry.logId}>
                <td>{formatDateTime(entry.createTime)}</td>
                <td>{intl.formatMessage(KIND_LABEL[entry.kind])}</td>
                <td className={entry.value > 0 ? 'points-income' : 'points-expense'}>
                  {formatCount(entry.value, { signed: true })}
                </td>
                <td>{entry.orderSn ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={props.pagination.current}
        limit={props.pagination.pageSize}
        total={props.pagination.total}
        onChange={props.onPage}
      />
    </div>
  )
}

export interface PointOrderTab {
  code: number | null
  label: Message
}

export interface PointOrderListViewProps {
  tabs: readonly PointOrderTab[]
  orderState: number | null
  list: readonly PointOrderSummary[]
  pagination: Pagination
  labelOf(code: number): Message | null
  canPay(code: number): boolean
  onTab(code: number | null): void
  onPage(current: number, pageSize: number): void
}

export function PointOrderListView(props: PointOrderListViewProps) {
  const intl = useIntl()
  return (
    <div className="page points-page">
      <h1>
        <FormattedMessage {...m.ordersTitle} />
      </h1>
      <div role="group" aria-label={intl.formatMessage(m.ordersFilter)} className="points-actions">
        {props.tabs.map((tab) => (
          <button
            key={String(tab.code)}
            type="button"
            aria-pressed={props.orderState === tab.code}
            onClick={() => props.onTab(tab.code)}
          >
            <FormattedMessage {...tab.label} />
          </button>
        ))}
      </div>
      {props.list.length === 0 ? (
        <p>
          <FormattedMessage {...m.noOrders} />
        </p>
      ) : (
        <ul className="points-grid">
          {props.list.map((order) => {
            const label = props.labelOf(order.orderState)
            return (
              <li key={order.orderSn} className="points-card">
                <span>
                  <FormattedMessage {...m.orderSn} values={{ orderSn: order.orderSn }} />
                </span>
                <Picture src={order.image} alt="" width={120} height={120} />
                <span>{order.goodsName}</span>
                <PointsPrice integral={order.integral} cash={order.cashAmount} />
                <span>{label ? intl.formatMessage(label) : ''}</span>
                <span>{formatDateTime(order.createTime)}</span>
                <span className="points-actions">
                  <Link to={`/member/pointOrder/detail?orderSn=${order.orderSn}`}>
                    <FormattedMessage {...m.detail} />
                  </Link>
                  {props.canPay(order.orderState) && (
                    <Link to={`/point/pay?orderSn=${order.orderSn}`}>
                      <FormattedMessage {...m.payNow} />
                    </Link>
                  )}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <Pager
        page={props.pagination.current}
        limit={props.pagination.pageSize}
        total={props.pagination.total}
        onChange={props.onPage}
      />
    </div>
  )
}

export interface PointOrderDetailViewProps {
  status: 'loading' | 'loadFailed' | 'ready' | 'busy' | 'deleted'
  order: PointOrderDetail | null
  error: ErrorMessage | null
  labelOf(code: number): Message | null
  offers: { pay: boolean; cancel: boolean; receive: boolean; delete: boolean }
  onCancel(): void
  onReceive(): void
  onDelete(): void
  onRetry(): void
}

export function PointOrderDetailView(props: PointOrderDetailViewProps) {
  const intl = useIntl()
  const say = useSay()
  if (props.status === 'loading') return <Loading />
  if (props.status === 'deleted')
    return (
      <div className="page points-page">
        <p role="status">
          <FormattedMessage {...m.deleted} />
        </p>
        <Link to="/member/pointOrder/list">
          <FormattedMessage {...m.ordersTitle} />
        </Link>
      </div>
    )
  if (props.status === 'loadFailed' || !props.order)
    return <LoadFailed error={props.error} onRetry={props.onRetry} />
  const { order } = props
  const label = (code: number) => {
    const message = props.labelOf(code)
    return message ? intl.formatMessage(message) : ''
  }
  const busy = props.status === 'busy'
  return (
    <div className="page points-page">
      <h1>
        <FormattedMessage {...m.detailTitle} />
      </h1>
      <p>
        <FormattedMessage {...m.orderSn} values={{ orderSn: order.orderSn }} /> · {label(order.orderState)}
      </p>
      <p>
        <FormattedMessage {...m.createdAt} values={{ date: formatDateTime(order.createTime) }} />
      </p>
      <div className="points-card">
        <Picture src={order.image} alt="" width={120} height={120} />
        <span>{order.goodsName}</span>
        <FormattedMessage {...m.quantityOf} values={{ number: order.number }} />
        <PointsPrice integral={order.integral} cash={order.cashAmount} />
      </div>
      <p>
        {order.address.memberName} · {order.address.telMobile} · {order.address.addressAll}{' '}
        {order.address.detailAddress}
      </p>
      <h2>
        <FormattedMessage {...m.history} />
      </h2>
      <ol>
        {order.log.map((entry, index) => (
          <li key={index}>
            {formatDateTime(entry.at)} · {label(entry.orderState)}
          </li>
        ))}
      </ol>
      {props.error && (
        <p role="alert" className="points-error">
          {say(props.error)}
        </p>
      )}
      <div className="points-actions">
        {props.offers.pay && (
          <Link to={`/point/pay?orderSn=${order.orderSn}`}>
            <FormattedMessage {...m.payNow} />
          </Link>
        )}
        {props.offers.cancel && (
          <button type="button" disabled={busy} onClick={props.onCancel}>
            <FormattedMessage {...m.cancel} />
          </button>
        )}
        {props.offers.receive && (
          <button type="button" disabled={busy} onClick={props.onReceive}>
            <FormattedMessage {...m.receive} />
          </button>
        )}
        {props.offers.delete && (
          <button type="button" disabled={busy} onClick={props.onDelete}>
            <FormattedMessage {...m.delete} />
          </button>
        )}
      </div>
    </div>
  )
}
