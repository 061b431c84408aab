// /member/order/evaluation — "Pendientes de valorar" (orders pending review, and finished reservation orders
// not evaluated yet, each with "Valorar") and "Mis valoraciones" (the member's evaluations: stars, text, photos,
// order, store, date), with the pager (issue 6 item 6; SPEC.md §2, §3 pagination). Plain view. Issue 16 item 8:
// an evaluation also shows its three store ratings and each product's score, text and photos.
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { OrderComment } from '../../api/evaluation'
import type { OrderSummary } from '../../api/orders'
import { StoreLink } from '../../components/entity-links'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../i18n/format'
import { OrderLines, Stars, evaluateHref, orderDetailHref, type EvaluationTab } from './evaluation-parts'
import { EvaluationScores } from './evaluation-scores-view'
import { evaluationCommonMessages as c, evaluationListMessages as l } from './messages'
import { Picture } from '../../components/picture'

export interface EvaluationListViewProps {
  tab: EvaluationTab
  /** tab "pending": orders the member may evaluate */
  pending: OrderSummary[]
  /** tab "mine": the member's evaluations */
  comments: OrderComment[]
  page: number
  limit: number
  total: number
  /** another page or tab is loading */
  busy: boolean
  tabHref: (tab: EvaluationTab) => string
  onPageChange: (page: number, limit: number) => void
}

const TABS: EvaluationTab[] = ['pending', 'mine']

function OrderMeta({ storeId, storeName, date }: { storeId?: number; storeName: string; date: string }) {
  const intl = useIntl()
  return (
    <p className="evaluation-card__meta">
      <span>
        {intl.formatMessage(c.store)}:{' '}
        {storeId !== undefined ? <StoreLink storeId={storeId}>{storeName}</StoreLink> : storeName}
      </span>
      <span aria-hidden="true"> · </span>
      <span>{date}</span>
    </p>
  )
}

function PendingCard({ order }: { order: OrderSummary }) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <article className="evaluation-card" aria-labelledby={headingId}>
      <header className="evaluation-card__header">
        <h2 id={headingId} className="evaluation-card__title">
          {intl.formatMessage(c.orderHeading, { orderSn: order.orderSn })}
        </h2>
        {order.orderType === 2 ? (
          <span className="evaluation-badge">{intl.formatMessage(l.typeReservation)}</span>
        ) : null}
        <p className="evaluation-card__state">
          {intl.formatMessage(l.state, { state: order.orderStateValue })}
        </p>
      </header>
      <OrderMeta
        storeId={order.storeId}
        storeName={order.storeName}
        date={intl.formatMessage(c.createdAt, { date: formatDateTime(order.createTime) })}
      />
      <OrderLines orderSn={order.orderSn} lines={order.productList} />
      <footer className="evaluation-card__actions">
        <Link className="button button--primary" to={evaluateHref(order.orderSn)}>
          {intl.formatMessage(l.evaluate)}{' '}
          <span className="visually-hidden">
            {intl.formatMessage(l.evaluateHidden, { orderSn: order.orderSn })}
          </span>
        </Link>
        <Link className="button" to={orderDetailHref(order.orderSn)}>
          {intl.formatMessage(c.viewOrder)}{' '}
          <span className="visually-hidden">
            {intl.formatMessage(c.viewOrderHidden, { orderSn: order.orderSn })}
          </span>
        </Link>
      </footer>
    </article>
  )
}

function CommentCard({ comment }: { comment: OrderComment }) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <article className="evaluation-card" aria-labelledby={headingId}>
      <header className="evaluation-card__header">
        <h2 id={headingId} className="evaluation-card__title">
          {intl.formatMessage(c.orderHeading, { orderSn: comment.orderSn })}
        </h2>
        <Stars score={comment.score} />
      </header>
      <OrderMeta
        storeName={comment.storeName}
        date={intl.formatMessage(l.evaluatedAt, { date: formatDateTime(comment.time) })}
      />
      <p className="evaluation-comment__text">
        {comment.content ? comment.content : intl.formatMessage(l.noContent)}
      </p>
      {comment.images.length > 0 ? (
        <ul
          className="evaluation-photos"
          aria-label={intl.formatMessage(l.photosLabel, { orderSn: comment.orderSn })}
        >
          {comment.images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <Picture
                className="evaluation-photos__image"
                src={src}
                width={96}
                height={96}
                loading="lazy"
                alt={intl.formatMessage(l.photoAlt, { index: index + 1, orderSn: comment.orderSn })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <EvaluationScores comment={comment} />
      <OrderLines orderSn={comment.orderSn} lines={comment.productList} />
      <footer className="evaluation-card__actions">
        <Link className="button" to={orderDetailHref(comment.orderSn)}>
          {intl.formatMessage(c.viewOrder)}{' '}
          <span className="visually-hidden">
            {intl.formatMessage(c.viewOrderHidden, { orderSn: comment.orderSn })}
          </span>
        </Link>
      </footer>
    </article>
  )
}

export function EvaluationListView(props: EvaluationListViewProps) {
  const intl = useIntl()
  const count = props.tab === 'pending' ? props.pending.length : props.comments.length
  return (
    <div className="page evaluation-page">
      <h1>{intl.formatMessage(l.title)}</h1>
      <nav className="evaluation-tabs" aria-label={intl.formatMessage(l.tabsLabel)}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab}>
              <Link to={props.tabHref(tab)} aria-current={props.tab === tab ? 'page' : undefined}>
                {intl.formatMessage(tab === 'pending' ? l.tabPending : l.tabMine)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="evaluation-list" aria-busy={props.busy}>
        {props.busy ? (
          <p className="evaluation-muted" role="status">
            {intl.formatMessage(l.loading)}
          </p>
        ) : null}
        {count === 0 ? (
          <div className="empty-state" role="status">
            <p>{intl.formatMessage(props.tab === 'pending' ? l.emptyPending : l.emptyMine)}</p>
            <Link className="button" to="/member/order/list">
              {intl.formatMessage(l.toOrders)}
            </Link>
          </div>
        ) : (
          <>
            <p className="visually-hidden" role="status">
              {intl.formatMessage(l.results, { total: props.total })}
            </p>
            {props.tab === 'pending'
              ? props.pending.map((order) => <PendingCard key={order.orderSn} order={order} />)
              : props.comments.map((comment) => <CommentCard key={comment.orderSn} comment={comment} />)}
          </>
        )}
      </div>
      {props.total > 0 ? (
        <Pager page={props.page} limit={props.limit} total={props.total} onChange={props.onPageChange} />
      ) : null}
    </div>
  )
}
