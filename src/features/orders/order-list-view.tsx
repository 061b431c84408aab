// /member/order/list — the member's orders (SPEC.md §2, §4; issue 5 item 7, issue 6 item 1): status tabs, search
// by order number / product / store, a date range, cards with number, type, status, store, lines and amounts
// (deposit and final payment of reservation orders), the countdowns (payment window, final payment, automatic
// receipt confirmation), the actions the order's state allows, the cancel reason of cancelled ones, an empty
// state per tab, and the pager.
import { useId, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { OrderStateCount } from '../../api/member-home'
import type { OrderState, OrderSummary } from '../../api/orders'
import { CountBadge } from '../../components/badges'
import { LineProductLink, StoreLink } from '../../components/entity-links'
import { FreightLabel, FreightValue } from '../../components/freight-amount'
import { LazyImage } from '../../components/lazy-image'
import { Pager } from '../../components/pager'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { orderDaySchema, orderSearchMessages } from '../../schemas/order-search.schema'
import {
  orderActionMessages as a,
  orderListMessages as l,
  orderMessages as m,
  paymentMessages as p,
} from './messages'
import { OrderActionButtons, OrderActionDialogs, type OrderActionDialogsProps } from './order-action-parts'
import type { OrderAction, OrderButtonKind, OrderDeadlines } from './order-actions'
import { OrderDeadlineCountdowns } from './order-countdown'
import { DayField } from '../../components/day-field'
import type { OrderToolKind } from './order-tools'
import { OrderToolButtons, OrderToolDialogs, type OrderToolDialogsProps } from './order-tools-parts'
import {
  ORDER_TABS,
  discountOf,
  orderDetailHref,
  orderStateMessage,
  statusMessageOf,
  type ServerClock,
} from './order-labels'
import './orders.css'

export interface OrderSearch {
  keyword: string
  /** yyyy-mm-dd or '' */
  startTime: string
  endTime: string
}

/** One card: the order, the actions its machine allows now and its deadlines (the route computes them). */
export interface OrderCardModel {
  order: OrderSummary
  actions: OrderAction[]
  deadlines: OrderDeadlines
  /** change the address, delete (issue 16 item 6) */
  tools?: OrderToolKind[]
}

export interface OrderListViewProps {
  /** orders per status tab (badges); null or absent = no badges */
  counts?: OrderStateCount | null
  /** the status tab; null = "Todos" */
  state: OrderState | null
  search: OrderSearch
  orders: OrderCardModel[]
  page: number
  limit: number
  total: number
  clock: ServerClock | null
  /** a new page of orders is loading */
  busy: boolean
  /** the link of a status tab (keeps the search, starts at page 1) */
  tabHref: (state: OrderState | null) => string
  onSearch: (search: OrderSearch) => void
  onPageChange: (page: number, limit: number) => void
  /** a countdown reached zero: the server has moved those orders on (cancelled, closed, confirmed) */
  onDeadline: () => void
  /** the order action in flight, shown busy on its card */
  pending: { orderSn: string; kind: OrderButtonKind } | null
  onAction: (kind: OrderButtonKind, orderSn: string) => void
  /** the dialogs of the order-actions flow */
  actionFlow: OrderActionDialogsProps
  /** the order-tools flow (change the address, delete), when the screen offers it */
  onTool?: (kind: OrderToolKind, orderSn: string) => void
  toolFlow?: OrderToolDialogsProps
}

export function OrderLines({ order }: { order: OrderSummary }) {
  const intl = useIntl()
  return (
    <ul className="order-lines" aria-label={intl.formatMessage(l.linesLabel, { orderSn: order.orderSn })}>
      {order.productList.map((line) => (
        <li key={line.orderProductId ?? `${line.productId}-${line.price}`} className="order-line">
          <LazyImage src={line.goodsImage} alt="" width={64} height={64} className="order-line__image" />
          <div className="order-line__body">
            <LineProductLink line={line} className="order-line__name" />
            <p className="order-muted">
              {line.specValues ? (
                <FormattedMessage {...m.lineSku} values={{ spec: line.specValues, code: line.productCode }} />
              ) : (
                <FormattedMessage {...m.lineCode} values={{ code: line.productCode }} />
              )}
            </p>
          </div>
          <p className="order-line__price">
            <FormattedMessage
              {...m.linePrice}
              values={{ price: formatMoney(line.price), quantity: line.buyNum }}
            />
          </p>
          <p className="order-line__subtotal">{formatMoney(line.subtotal)}</p>
        </li>
      ))}
    </ul>
  )
}

function PayStateBadge({ order }: { order: OrderSummary }) {
  if (order.payState === 'paid')
    return (
      <span className="order-badge order-badge--paid">
        <FormattedMessage {...p.paid} />
      </span>
    )
  if (order.payState === 'pendingConfirmation')
    return (
      <span className="order-badge order-badge--pending">
        <FormattedMessage {...p.pendingConfirmation} />
      </span>
    )
  return null
}

function OrderCard({
  card: { order, actions, deadlines, tools },
  clock,
  pending,
  onDeadline,
  onAction,
  onTool,
}: {
  card: OrderCardModel
  clock: ServerClock | null
  pending: OrderButtonKind | null
  onDeadline: () => void
  onAction: (kind: OrderButtonKind, orderSn: string) => void
  onTool?: (kind: OrderToolKind, orderSn: string) => void
}) {
  const intl = useIntl()
  const headingId = useId()
  const discount = discountOf(order)
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-card__header">
        <h2 id={headingId} className="order-card__title">
          <FormattedMessage {...l.orderHeading} values={{ orderSn: order.orderSn }} />
        </h2>
        <span className="order-badge">
          <FormattedMessage {...(order.orderType === 2 ? m.typeReservation : m.typeRegular)} />
        </span>
        <PayStateBadge order={order} />
        <p className="order-card__status">
          <FormattedMessage {...statusMessageOf(order)} />
        </p>
      </header>
      <p className="order-card__meta">
        <FormattedMessage {...l.createdAt} values={{ date: formatDateTime(order.createTime) }} />
        <span aria-hidden="true"> · </span>
        <span>
          <FormattedMessage {...m.storeLabel} />:{' '}
          <StoreLink storeId={order.storeId}>{order.storeName}</StoreLink>
        </span>
      </p>
      <OrderLines order={order} />
      <dl className="order-amounts">
        <div>
          <dt>
            <FormattedMessage {...m.goodsAmount} />
          </dt>
          <dd>{formatMoney(order.goodsAmount)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.discounts} />
          </dt>
          <dd>
            {discount > 0 ? (
              <FormattedMessage {...m.negative} values={{ amount: formatMoney(discount) }} />
            ) : (
              formatMoney(0)
            )}
          </dd>
        </div>
        {order.orderType === 2 && order.depositAmount != null ? (
          <div>
            <dt>
              <FormattedMessage {...m.deposit} />
            </dt>
            <dd>{formatMoney(order.depositAmount)}</dd>
          </div>
        ) : null}
        {order.orderType === 2 && order.finalAmount != null ? (
          <div>
            <dt>
              <FormattedMessage {...m.finalPayment} />
            </dt>
            <dd>{formatMoney(order.finalAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FreightLabel />
          </dt>
          <dd>
            <FreightValue expressFee={order.expressFee} expressState={order.expressState} />
          </dd>
        </div>
        <div className="order-amounts__total">
          <dt>
            <FormattedMessage {...m.total} />
          </dt>
          <dd>{formatMoney(order.totalMoney)}</dd>
        </div>
      </dl>
      {order.orderState === 0 && order.cancelReason ? (
        <p className="order-card__cancel">
          <FormattedMessage {...m.cancelReason} values={{ reason: order.cancelReason }} />
        </p>
      ) : null}
      <footer className="order-card__actions">
        <OrderDeadlineCountdowns deadlines={deadlines} clock={clock} onExpired={onDeadline} />
        <div
          className="order-card__buttons"
          role="group"
          aria-label={intl.formatMessage(a.groupLabel, { orderSn: order.orderSn })}
        >
          <OrderActionButtons
            orderSn={order.orderSn}
            actions={actions}
            pending={pending}
            onAction={onAction}
          />
          {tools && onTool ? (
            <OrderToolButtons orderSn={order.orderSn} tools={tools} onTool={onTool} />
          ) : null}
          <Link className="button" to={orderDetailHref(order.orderSn)}>
            <FormattedMessage {...l.detail} />{' '}
            <span className="visually-hidden">
              {intl.formatMessage(l.detailHidden, { orderSn: order.orderSn })}
            </span>
          </Link>
        </div>
      </footer>
    </article>
  )
}

function SearchForm({ search, onSearch }: { search: OrderSearch; onSearch: (search: OrderSearch) => void }) {
  const intl = useIntl()
  const ids = useId()
  const [keyword, setKeyword] = useState(search.keyword)
  const [startTime, setStartTime] = useState(search.startTime)
  const [endTime, setEndTime] = useState(search.endTime)
  const [dayErrors, setDayErrors] = useState<{ start: string | null; end: string | null }>({
    start: null,
    end: null,
  })
  const startRef = useRef<HTMLInputElement>(null)
  const endRef = useRef<HTMLInputElement>(null)
  const filtered = Boolean(search.keyword || search.startTime || search.endTime)
  const dayError = (value: string) =>
    orderDaySchema.isValidSync(value) ? null : orderSearchMessages.dayInvalid.id
  function submit(event: FormEvent) {
    event.preventDefault()
    const errors = { start: dayError(startTime), end: dayError(endTime) }
    setDayErrors(errors)
    // a bad day is never sent: the buyer is taken to it, with what he typed kept
    if (errors.start) return startRef.current?.focus()
    if (errors.end) return endRef.current?.focus()
    onSearch({ keyword: keyword.trim(), startTime: startTime.trim(), endTime: endTime.trim() })
  }
  return (
    <form
      className="order-search"
      role="search"
      aria-label={intl.formatMessage(l.searchLabel)}
      onSubmit={submit}
    >
      <div className="order-search__field order-search__field--wide">
        <label htmlFor={`${ids}-keyword`}>
          <FormattedMessage {...l.keywordLabel} />
        </label>
        <input
          id={`${ids}-keyword`}
          type="search"
          maxLength={50}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      <DayField
        id={`${ids}-start`}
        className="order-search__field"
        label={l.startLabel}
        value={startTime}
        error={dayErrors.start}
        inputRef={startRef}
        onChange={setStartTime}
        onBlur={() => setDayErrors((errors) => ({ ...errors, start: dayError(startTime) }))}
      />
      <DayField
        id={`${ids}-end`}
        className="order-search__field"
        label={l.endLabel}
        value={endTime}
        error={dayErrors.end}
        inputRef={endRef}
        onChange={setEndTime}
        onBlur={() => setDayErrors((errors) => ({ ...errors, end: dayError(endTime) }))}
      />
      <div className="order-search__buttons">
        <button type="submit" className="button button--primary">
          <FormattedMessage {...l.search} />
        </button>
        {filtered ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setKeyword('')
              setStartTime('')
              setEndTime('')
              setDayErrors({ start: null, end: null })
              onSearch({ keyword: '', startTime: '', endTime: '' })
            }}
          >
            <FormattedMessage {...l.clear} />
          </button>
        ) : null}
      </div>
    </form>
  )
}

function EmptyState({ state, filtered }: { state: OrderState | null; filtered: boolean }) {
  const message = filtered ? l.emptyFiltered : state === null ? l.emptyAll : l[`empty${state}`]
  return (
    <div className="empty-state order-empty" role="status">
      <p>
        <FormattedMessage {...message} />
      </p>
      {state === null && !filtered ? (
        <Link className="button button--primary" to="/index">
          <FormattedMessage {...l.shop} />
        </Link>
      ) : null}
    </div>
  )
}

/** The tab's count next to its link (outside the link's name, so the tab keeps its GLOSSARY.md label). */
function TabBadge({ counts, state }: { counts?: OrderStateCount | null; state: OrderState | null }) {
  const intl = useIntl()
  if (!counts) return null
  const count =
    state === null ? counts.total : (counts.counts.find((c) => c.orderState === state)?.count ?? 0)
  if (count === 0) return null
  return <CountBadge count={count} label={intl.formatMessage(l.tabCount, { count })} />
}

export function OrderListView(props: OrderListViewProps) {
  const intl = useIntl()
  const { search } = props
  const filtered = Boolean(search.keyword || search.startTime || search.endTime)
  const tabs: (OrderState | null)[] = [null, ...ORDER_TABS]
  return (
    <div className="page orders-page">
      <h1>
        <FormattedMessage {...l.title} />
      </h1>
      <OrderActionDialogs {...props.actionFlow} />
      {props.toolFlow ? <OrderToolDialogs {...props.toolFlow} /> : null}
      <nav className="order-tabs" aria-label={intl.formatMessage(l.tabsLabel)}>
        <ul>
          {tabs.map((state) => (
            <li key={state ?? 'all'}>
              <Link to={props.tabHref(state)} aria-current={props.state === state ? 'page' : undefined}>
                <FormattedMessage {...(state === null ? l.tabAll : orderStateMessage(state))} />
              </Link>
              <TabBadge counts={props.counts} state={state} />
            </li>
          ))}
        </ul>
      </nav>
      <SearchForm
        key={`${search.keyword}|${search.startTime}|${search.endTime}`}
        search={search}
        onSearch={props.onSearch}
      />
      <div className="order-list" aria-busy={props.busy}>
        {props.busy ? (
          <p className="order-muted" role="status">
            <FormattedMessage {...l.loading} />
          </p>
        ) : null}
        {props.orders.length === 0 ? (
          <EmptyState state={props.state} filtered={filtered} />
        ) : (
          <>
            <p className="visually-hidden" role="status">
              <FormattedMessage {...l.results} values={{ total: props.total }} />
            </p>
            {props.orders.map((card) => (
              <OrderCard
                key={card.order.orderSn}
                card={card}
                clock={props.clock}
                pending={props.pending?.orderSn === card.order.orderSn ? props.pending.kind : null}
                onDeadline={props.onDeadline}
                onAction={props.onAction}
                onTool={props.onTool}
              />
            ))}
          </>
        )}
      </div>
      {props.total > 0 ? (
        <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
      ) : null}
    </div>
  )
}
