// /member/order/quoteOrder — "Pedidos de cotización" (issue 6 item 6; SPEC.md §2, §4 reservation orders):
// each reservation order with its number, store, lines and state; the quote's total, deposit and final
// payment once quoted; the final-payment deadline; and the buyer's next step ("Pagar depósito", "Pagar saldo
// final", "Ver pedido"). Tabs Todas / Pendientes de cotización / Cotizadas, the pager. Plain view.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { LineProductLink, StoreLink } from '../../components/entity-links'
import { LazyImage } from '../../components/lazy-image'
import { Pager } from '../../components/pager'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { quoteOrderMessages as m } from './messages'
import { QUOTE_TABS, orderDetailHref, payHref, type QuoteOrderRow, type QuoteTab } from './quote-order-rows'
import './quote-orders.css'

export interface QuoteOrdersViewProps {
  tab: QuoteTab
  rows: QuoteOrderRow[]
  page: number
  limit: number
  total: number
  /** another page or tab is loading */
  busy: boolean
  tabHref: (tab: QuoteTab) => string
  onPageChange: (page: number, limit: number) => void
}

const TAB_LABEL = { all: m.tabAll, pending: m.tabPending, quoted: m.tabQuoted } as const
const EMPTY = { all: m.emptyAll, pending: m.emptyPending, quoted: m.emptyQuoted } as const

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

function QuoteOrderCard({ row }: { row: QuoteOrderRow }) {
  const intl = useIntl()
  const headingId = useId()
  const { order, quoteTotal, nextPayment } = row
  const hidden = (
    <span className="visually-hidden">{intl.formatMessage(m.orderHidden, { orderSn: order.orderSn })}</span>
  )
  return (
    <article className="quote-card" aria-labelledby={headingId}>
      <header className="quote-card__header">
        <h2 id={headingId} className="quote-card__title">
          {intl.formatMessage(m.orderHeading, { orderSn: order.orderSn })}
        </h2>
        <p className="quote-card__state">
          <span className="visually-hidden">{intl.formatMessage(m.state)}: </span>
          {order.orderStateValue}
        </p>
      </header>
      <p className="quote-card__meta">
        <span>{intl.formatMessage(m.createdAt, { date: formatDateTime(order.createTime) })}</span>
        <span aria-hidden="true"> · </span>
        <span>
          {intl.formatMessage(m.store)}: <StoreLink storeId={order.storeId}>{order.storeName}</StoreLink>
        </span>
      </p>
      <ul className="quote-lines" aria-label={intl.formatMessage(m.linesLabel, { orderSn: order.orderSn })}>
        {order.productList.map((line) => (
          <li key={line.orderProductId ?? `${line.productId}-${line.price}`} className="quote-line">
            <LazyImage src={line.goodsImage} alt="" width={56} height={56} className="quote-line__image" />
            <div className="quote-line__body">
              <LineProductLink line={line} className="quote-line__name" />
              <p className="quote-muted">
                {line.specValues
                  ? intl.formatMessage(m.lineSpec, { spec: line.specValues, code: line.productCode })
                  : intl.formatMessage(m.lineCode, { code: line.productCode })}
              </p>
            </div>
            <p className="quote-line__quantity">
              {intl.formatMessage(m.lineQuantity, { quantity: line.buyNum, price: formatMoney(line.price) })}
            </p>
          </li>
        ))}
      </ul>
      <dl className="quote-amounts">
        {quoteTotal !== null ? (
          <>
            <Amount label={intl.formatMessage(m.quoteTotal)} value={formatMoney(quoteTotal)} />
            <Amount label={intl.formatMessage(m.deposit)} value={formatMoney(order.depositAmount!)} />
            <Amount label={intl.formatMessage(m.finalPayment)} value={formatMoney(order.finalAmount!)} />
          </>
        ) : (
          <Amount label={intl.formatMessage(m.referenceAmount)} value={formatMoney(order.totalMoney)} />
        )}
        {order.finalPaymentDeadline ? (
          <Amount
            label={intl.formatMessage(m.finalDeadline)}
            value={formatDateTime(order.finalPaymentDeadline)}
          />
        ) : null}
      </dl>
      {quoteTotal === null ? <p className="quote-muted">{intl.formatMessage(m.notQuoted)}</p> : null}
      {nextPayment?.kind === 'final' && order.finalPaymentDeadline ? (
        <p className="quote-card__warning">{intl.formatMessage(m.finalDeadlineWarning)}</p>
      ) : null}
      <footer className="quote-card__actions">
        {nextPayment ? (
          <Link className="button button--primary" to={payHref(nextPayment.paySn)}>
            {intl.formatMessage(nextPayment.kind === 'deposit' ? m.payDeposit : m.payFinal)} {hidden}
          </Link>
        ) : null}
        <Link className="button" to={orderDetailHref(order.orderSn)}>
          {intl.formatMessage(m.viewOrder)} <span className="visually-hidden">{order.orderSn}</span>
        </Link>
      </footer>
    </article>
  )
}

export function QuoteOrdersView(props: QuoteOrdersViewProps) {
  const intl = useIntl()
  return (
    <div className="page quote-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="quote-muted">{intl.formatMessage(m.intro)}</p>
      <nav className="quote-tabs" aria-label={intl.formatMessage(m.tabsLabel)}>
        <ul>
          {QUOTE_TABS.map((tab) => (
            <li key={tab}>
              <Link to={props.tabHref(tab)} aria-current={props.tab === tab ? 'page' : undefined}>
                {intl.formatMessage(TAB_LABEL[tab])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="quote-list" aria-busy={props.busy}>
        {props.busy ? (
          <p className="quote-muted" role="status">
            {intl.formatMessage(m.loading)}
          </p>
        ) : null}
        {props.rows.length === 0 ? (
          <div className="empty-state" role="status">
            <p>{intl.formatMessage(EMPTY[props.tab])}</p>
            <Link className="button" to="/member/order/list">
              {intl.formatMessage(m.toOrders)}
            </Link>
          </div>
        ) : (
          <>
            <p className="visually-hidden" role="status">
              {intl.formatMessage(m.results, { total: props.total })}
            </p>
            {props.rows.map((row) => (
              <QuoteOrderCard key={row.order.orderSn} row={row} />
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
