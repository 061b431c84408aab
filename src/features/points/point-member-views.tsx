// /member/myPoint, /member/pointOrder/list, /member/pointOrder/detail (issue 12 item 5; SPEC.md §2): the
// member's points and their history read from the ledger (all / income / expense, paged), the points orders by
// status and one order with the actions its state offers. Plain props: routes read through loaders and own the
// pointOrderActions actor. Drawn with the kit (issue 24 item 5): the points as a figure, the history in a paged
// table, each order a card headed by its number and its state's badge, as the regular orders are.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { IntegralLogEntry, Pagination, PointOrderDetail, PointOrderSummary } from '../../api/points'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import { Card } from '../../components/card'
import { DataTable, type DataColumn } from '../../components/data-table'
import { EmptyState } from '../../components/empty-state'
import { Figure, FigureGroup } from '../../components/figure'
import { FilterGroup } from '../../components/filter-group'
import { PageHeader } from '../../components/page-header'
import { PagedListFrame } from '../../components/paged-list-frame'
import { Picture } from '../../components/picture'
import { formatCount, formatDateTime } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { pointMessages as m } from './messages'
import { LoadFailed, Loading, PointsPrice } from './point-parts'
import { useSay } from '../../components/say'

const KIND_LABEL: Record<IntegralLogEntry['kind'], Message> = {
  opening: m.kindOpening,
  pointsEarned: m.kindEarned,
  pointsSpent: m.kindSpent,
  pointsReturned: m.kindReturned,
  adjustment: m.kindAdjustment,
}

export type LogType = 0 | 1 | 2
const LOG_TYPES: { value: LogType; label: Message }[] = [
  { value: 0, label: m.filterAll },
  { value: 1, label: m.filterIncome },
  { value: 2, label: m.filterExpense },
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
  const columns: DataColumn<IntegralLogEntry>[] = [
    {
      key: 'date',
      header: intl.formatMessage(m.colDate),
      cell: (entry) => formatDateTime(entry.createTime),
      nowrap: true,
    },
    {
      key: 'kind',
      header: intl.formatMessage(m.colKind),
      cell: (entry) => intl.formatMessage(KIND_LABEL[entry.kind]),
    },
    {
      key: 'order',
      header: intl.formatMessage(m.colOrder),
      cell: (entry) => entry.orderSn ?? '',
      nowrap: true,
    },
    {
      key: 'value',
      header: intl.formatMessage(m.colValue),
      numeric: true,
      cell: (entry) => (
        <span className={entry.value > 0 ? 'points-income' : 'points-expense'}>
          {formatCount(entry.value, { signed: true })}
        </span>
      ),
    },
  ]
  return (
    <div className="page points-page">
      <PageHeader
        title={<FormattedMessage {...m.myPointsTitle} />}
        actions={
          <Link className="button" to="/point/index">
            <FormattedMessage {...m.mallTitle} />
          </Link>
        }
      />
      <div className="points-figures">
        <FigureGroup>
          <Figure
            size="lg"
            label={
              <>
                <FormattedMessage {...m.currentPoints} />
                {/* read as one sentence, "Puntos actuales: 4.500", by screen readers and text search */}
                <span className="visually-hidden">: </span>
              </>
            }
            value={formatCount(props.memberIntegral)}
            hint={<FormattedMessage {...m.earnHint} />}
          />
        </FigureGroup>
      </div>
      <Card>
        <PagedListFrame
          title={intl.formatMessage(m.historyFilter)}
          toolbar={
            <FilterGroup
              label={intl.formatMessage(m.historyFilter)}
              options={LOG_TYPES.map(({ value, label }) => ({ value, label: intl.formatMessage(label) }))}
              value={props.type}
              onChange={props.onType}
            />
          }
          status="ready"
          isEmpty={props.list.length === 0}
          empty={<EmptyState title={intl.formatMessage(m.noHistory)} />}
          pager={{
            page: props.pagination.current,
            limit: props.pagination.pageSize,
            total: props.pagination.total,
            onChange: props.onPage,
          }}
        >
          <DataTable
            caption={intl.formatMessage(m.historyFilter)}
            captionHidden
            columns={columns}
            rows={props.list}
            rowKey={(entry) => entry.logId}
          />
        </PagedListFrame>
      </Card>
    </div>
  )
}

export interface PointOrderTab {
  code: number | null
  label: Message
}

/** The state of a points order as a badge: its label and tone come from the machine's module. */
function PointOrderState({
  code,
  labelOf,
  toneOf,
}: {
  code: number
  labelOf(code: number): Message | null
  toneOf(code: number): BadgeTone
}) {
  const intl = useIntl()
  const label = labelOf(code)
  return label ? <StatusBadge tone={toneOf(code)}>{intl.formatMessage(label)}</StatusBadge> : null
}

export interface PointOrderListViewProps {
  tabs: readonly PointOrderTab[]
  orderState: number | null
  list: readonly PointOrderSummary[]
  pagination: Pagination
  labelOf(code: number): Message | null
  toneOf(code: number): BadgeTone
  canPay(code: number): boolean
  onTab(code: number | null): void
  onPage(current: number, pageSize: number): void
}

export function PointOrderListView(props: PointOrderListViewProps) {
  const intl = useIntl()
  return (
    <div className="page points-page">
      <PageHeader
        title={<FormattedMessage {...m.ordersTitle} />}
        actions={
          <Link className="button" to="/point/index">
            <FormattedMessage {...m.mallTitle} />
          </Link>
        }
      />
      <PagedListFrame
        toolbar={
          <FilterGroup
            label={intl.formatMessage(m.ordersFilter)}
            options={props.tabs.map((tab) => ({ value: tab.code, label: intl.formatMessage(tab.label) }))}
            value={props.orderState}
            onChange={props.onTab}
          />
        }
        status="ready"
        isEmpty={props.list.length === 0}
        empty={<EmptyState title={intl.formatMessage(m.noOrders)} />}
        pager={{
          page: props.pagination.current,
          limit: props.pagination.pageSize,
          total: props.pagination.total,
          onChange: props.onPage,
        }}
      >
        <ul className="points-orders">
          {props.list.map((order) => (
            <li key={order.orderSn}>
              <Card
                headingLevel={2}
                title={<FormattedMessage {...m.orderSn} values={{ orderSn: order.orderSn }} />}
                actions={
                  <>
                    <span className="points-order__date">{formatDateTime(order.createTime)}</span>
                    <PointOrderState code={order.orderState} labelOf={props.labelOf} toneOf={props.toneOf} />
                  </>
                }
              >
                <div className="points-order">
                  <Picture className="points-order__image" src={order.image} alt="" width={64} height={64} />
                  <span className="points-order__name">{order.goodsName}</span>
                  <span className="points-order__price">
                    <PointsPrice integral={order.integral} cash={order.cashAmount} />
                  </span>
                  <span className="points-order__actions">
                    <Link className="button" to={`/member/pointOrder/detail?orderSn=${order.orderSn}`}>
                      <FormattedMessage {...m.detail} />
                    </Link>
                    {props.canPay(order.orderState) && (
                      <Link className="button button--primary" to={`/point/pay?orderSn=${order.orderSn}`}>
                        <FormattedMessage {...m.payNow} />
                      </Link>
                    )}
                  </span>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PagedListFrame>
    </div>
  )
}

export interface PointOrderDetailViewProps {
  status: 'loading' | 'loadFailed' | 'ready' | 'busy' | 'deleted'
  order: PointOrderDetail | null
  error: ErrorMessage | null
  labelOf(code: number): Message | null
  toneOf(code: number): BadgeTone
  offers: { pay: boolean; cancel: boolean; receive: boolean; delete: boolean }
  onCancel(): void
  onReceive(): void
  onDelete(): void
  onRetry(): void
}

export function PointOrderDetailView(props: PointOrderDetailViewProps) {
  const say = useSay()
  const back = { to: '/member/pointOrder/list', label: <FormattedMessage {...m.ordersTitle} /> }
  if (props.status === 'loading') return <Loading />
  if (props.status === 'deleted')
    return (
      <div className="page points-page">
        <PageHeader title={<FormattedMessage {...m.detailTitle} />} back={back} />
        <p role="status">
          <FormattedMessage {...m.deleted} />
        </p>
      </div>
    )
  if (props.status === 'loadFailed' || !props.order)
    return <LoadFailed error={props.error} onRetry={props.onRetry} />
  const { order } = props
  const busy = props.status === 'busy'
  const state = (code: number) => (
    <PointOrderState code={code} labelOf={props.labelOf} toneOf={props.toneOf} />
  )
  return (
    <div className="page points-page">
      <PageHeader
        back={back}
        title={<FormattedMessage {...m.detailTitle} />}
        lead={
          <span className="points-order__lead">
            <span>
              <FormattedMessage {...m.orderSn} values={{ orderSn: order.orderSn }} /> ·{' '}
              {state(order.orderState)}
            </span>
            <span>
              <FormattedMessage {...m.createdAt} values={{ date: formatDateTime(order.createTime) }} />
            </span>
          </span>
        }
        actions={
          props.offers.pay || props.offers.cancel || props.offers.receive || props.offers.delete ? (
            <>
              {props.offers.cancel && (
                <button type="button" className="button" disabled={busy} onClick={props.onCancel}>
                  <FormattedMessage {...m.cancel} />
                </button>
              )}
              {props.offers.delete && (
                <button type="button" className="button" disabled={busy} onClick={props.onDelete}>
                  <FormattedMessage {...m.delete} />
                </button>
              )}
              {props.offers.pay && (
                <Link className="button button--primary" to={`/point/pay?orderSn=${order.orderSn}`}>
                  <FormattedMessage {...m.payNow} />
                </Link>
              )}
              {props.offers.receive && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={props.onReceive}
                >
                  <FormattedMessage {...m.receive} />
                </button>
              )}
            </>
          ) : undefined
        }
      />
      {props.error && (
        <p role="alert" className="points-error">
          {say(props.error)}
        </p>
      )}
      <div className="points-order-detail">
        <Card title={<FormattedMessage {...m.redeemedGoods} />} className="points-order-detail__goods">
          <div className="points-order">
            <Picture className="points-order__image" src={order.image} alt="" width={96} height={96} />
            <span className="points-order__name">{order.goodsName}</span>
            <span className="points-order__quantity">
              <FormattedMessage {...m.quantityOf} values={{ number: order.number }} />
            </span>
            <span className="points-order__price">
              <PointsPrice integral={order.integral} cash={order.cashAmount} />
            </span>
          </div>
        </Card>
        <Card title={<FormattedMessage {...m.address} />}>
          <address className="points-address">
            <span className="points-address__name">{order.address.memberName}</span>
            <span>{order.address.telMobile}</span>
            <span>
              {order.address.addressAll} {order.address.detailAddress}
            </span>
          </address>
        </Card>
        <Card title={<FormattedMessage {...m.history} />}>
          <ol className="points-history">
            {order.log.map((entry, index) => (
              <li key={index}>
                <span className="points-history__time">{formatDateTime(entry.at)}</span>
                {state(entry.orderState)}
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </div>
  )
}
