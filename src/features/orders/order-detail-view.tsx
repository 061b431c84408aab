// /member/order/detail?orderSn and /member/order/info?orderSn — one order (SPEC.md §2, §3 order, §4; issue 6
// item 2): state, store, the progress of the order's own machine, the actions its state allows, the countdowns
// (payment window, final payment deadline, automatic receipt confirmation), the pickup code (text and QR code),
// the supplier's quote and the contract, lines, amounts, payments (deposit and final payment of a reservation
// order; the deposit forfeited when the final payment was overdue), batches with their logistics, refunds,
// the evaluation, delivery address, invoice and the dated history (who did what).
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { OrderDetail } from '../../api/orders'
import { ProductLink, StoreLink } from '../../components/entity-links'
import { LazyImage } from '../../components/lazy-image'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import {
  orderActionMessages as a,
  orderDetailMessages as d,
  orderMessages as m,
  shipmentMessages as sh,
} from './messages'
import { OrderActionButtons, OrderActionDialogs, type OrderActionDialogsProps } from './order-action-parts'
import type { OrderAction, OrderButtonKind, OrderDeadlines } from './order-actions'
import { OrderDeadlineCountdowns } from './order-countdown'
import { logisticsHref, refundDetailHref, statusMessageOf, type ServerClock } from './order-labels'
import { Field, History, OrNone, PaymentFacts } from './order-record-parts'
import { BatchFacts, PickupCode } from './order-shipment-parts'
import type { HistoryEntry, ProgressStep } from './order-timeline'
import './orders.css'

export interface OrderDetailViewProps {
  order: OrderDetail
  /** a rejected wire-transfer proof, read from the payment the buyer owes */
  transferRejectReason: string | null
  clock: ServerClock | null
  /** the timeline of the order's machine */
  progress: ProgressStep[]
  /** the order's dated log */
  history: HistoryEntry[]
  /** the actions the order's machine allows now */
  actions: OrderAction[]
  deadlines: OrderDeadlines
  /** the goods wait for the buyer with the pickup code (its QR code is shown) */
  waitingPickup: boolean
  pending: OrderButtonKind | null
  onAction: (kind: OrderButtonKind, orderSn: string) => void
  actionFlow: OrderActionDialogsProps
  /** a countdown reached zero: the server has moved the order on */
  onDeadline: () => void
}

function Section({ id, title, children }: { id: string; title: Message; children: ReactNode }) {
  return (
    <section className="order-section" aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage {...title} />
      </h2>
      {children}
    </section>
  )
}

function LinesTable({ order }: { order: OrderDetail }) {
  return (
    <table className="order-table">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage {...d.colProduct} />
          </th>
          <th scope="col">
            <FormattedMessage {...d.colPrice} />
          </th>
          <th scope="col">
            <FormattedMessage {...d.colQuantity} />
          </th>
          <th scope="col">
            <FormattedMessage {...d.colSubtotal} />
          </th>
        </tr>
      </thead>
      <tbody>
        {order.productList.map((line) => (
          <tr key={line.orderProductId ?? `${line.productId}-${line.price}`}>
            <td>
              <div className="order-table__product">
                <LazyImage
                  src={line.goodsImage}
                  alt=""
                  width={56}
                  height={56}
                  className="order-line__image"
                />
                <div>
                  <ProductLink productId={line.productId}>{line.goodsName}</ProductLink>
                  <p className="order-muted">
                    {line.specValues ? (
                      <FormattedMessage
                        {...m.lineSku}
                        values={{ spec: line.specValues, code: line.productCode }}
                      />
                    ) : (
                      <FormattedMessage {...m.lineCode} values={{ code: line.productCode }} />
                    )}
                  </p>
                </div>
              </div>
            </td>
            <td>{formatMoney(line.price)}</td>
            <td>
              {line.buyNum}
              {line.saleUnit ? ` ${line.saleUnit}` : ''}
            </td>
            <td>{formatMoney(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Amounts({ order }: { order: OrderDetail }) {
  const minus = (amount: number) =>
    amount > 0 ? (
      <FormattedMessage {...m.negative} values={{ amount: formatMoney(amount) }} />
    ) : (
      formatMoney(0)
    )
  return (
    <dl className="order-amounts order-amounts--detail">
      <Field label={m.goodsAmount}>{formatMoney(order.goodsAmount)}</Field>
      <Field label={m.couponAmount}>{minus(order.couponAmount)}</Field>
      <Field label={m.pointsAmount}>{minus(order.integralCashAmount)}</Field>
      {order.orderType === 2 && order.depositAmount != null ? (
        <Field label={m.deposit}>{formatMoney(order.depositAmount)}</Field>
      ) : null}
      {order.orderType === 2 && order.finalAmount != null ? (
        <Field label={m.finalPayment}>{formatMoney(order.finalAmount)}</Field>
      ) : null}
      <div className="order-amounts__total">
        <dt>
          <FormattedMessage {...m.total} />
        </dt>
        <dd>{formatMoney(order.totalMoney)}</dd>
      </div>
      {order.refundedAmount > 0 ? (
        <Field label={d.refundedAmount}>{minus(order.refundedAmount)}</Field>
      ) : null}
    </dl>
  )
}

function AddressFacts({ order }: { order: OrderDetail }) {
  const address = order.address
  if (!address)
    return (
      <p>
        <FormattedMessage {...d.noAddress} />
      </p>
    )
  return (
    <dl className="order-facts">
      <Field label={d.contact}>{address.memberName}</Field>
      <Field label={d.phone}>{address.telMobile}</Field>
      <Field label={d.address}>
        {address.addressAll}
        {address.detailAddress ? `, ${address.detailAddress}` : ''}
      </Field>
    </dl>
  )
}

function InvoiceFacts({ order }: { order: OrderDetail }) {
  const invoice = order.invoice
  if (!invoice)
    return (
      <p>
        <FormattedMessage {...d.noInvoice} />
      </p>
    )
  return (
    <dl className="order-facts">
      <Field label={d.invoiceHeader}>
        {invoice.invoiceTitle} (
        <FormattedMessage {...(invoice.titleType === 2 ? d.invoiceCompany : d.invoicePersonal)} />)
      </Field>
      <Field label={d.invoiceKind}>
        <FormattedMessage {...(invoice.invoiceType === 2 ? d.invoiceVat : d.invoiceNormal)} />
      </Field>
      {invoice.taxCode ? <Field label={d.taxCode}>{invoice.taxCode}</Field> : null}
      {invoice.receiverEmail ? <Field label={d.receiverEmail}>{invoice.receiverEmail}</Field> : null}
      {invoice.registerAddr ? <Field label={d.registerAddr}>{invoice.registerAddr}</Field> : null}
      {invoice.registerPhone ? <Field label={d.registerPhone}>{invoice.registerPhone}</Field> : null}
      {invoice.bankName ? <Field label={d.bankName}>{invoice.bankName}</Field> : null}
      {invoice.bankAccount ? <Field label={d.bankAccount}>{invoice.bankAccount}</Field> : null}
    </dl>
  )
}

const STEP_STATUS = { done: sh.stepDone, current: sh.stepCurrent, upcoming: sh.stepUpcoming } as const

/** The steps of the order's machine: done, the current one, the ones to come. */
function Progress({ steps }: { steps: ProgressStep[] }) {
  return (
    <ol className="order-steps">
      {steps.map((step) => (
        <li
          key={step.state}
          className={`order-step order-step--${step.status}`}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className="order-step__label">
            <FormattedMessage {...step.message} />
          </span>{' '}
          <span className="visually-hidden">
            <FormattedMessage {...STEP_STATUS[step.status]} />
          </span>
        </li>
      ))}
    </ol>
  )
}

function QuoteFacts({ quote }: { quote: NonNullable<OrderDetail['quote']> }) {
  return (
    <dl className="order-facts">
      <Field label={d.quoteTotal}>{formatMoney(quote.total)}</Field>
      <Field label={d.quoteDeposit}>{formatMoney(quote.deposit)}</Field>
      <Field label={d.quoteFinal}>{formatMoney(Math.round((quote.total - quote.deposit) * 100) / 100)}</Field>
      <Field label={d.quoteTime}>{formatDateTime(quote.time)}</Field>
      <Field label={d.quoteNote}>
        <OrNone value={quote.note} />
      </Field>
    </dl>
  )
}

function Batches({ order }: { order: OrderDetail }) {
  const intl = useIntl()
  if (order.batches.length === 0)
    return (
      <p>
        <FormattedMessage {...sh.noBatches} />
      </p>
    )
  const unitsTotal = order.productList.reduce((sum, line) => sum + line.buyNum, 0)
  const unitsShipped = order.batches.reduce((sum, batch) => sum + batch.units, 0)
  return (
    <>
      <p>
        <FormattedMessage {...sh.unitsShipped} values={{ shipped: unitsShipped, total: unitsTotal }} />{' '}
        <Link to={logisticsHref(order.orderSn)}>
          <FormattedMessage {...sh.viewLogistics} />
          <span className="visually-hidden">
            {' '}
            {intl.formatMessage(a.ofOrder, { orderSn: order.orderSn })}
          </span>
        </Link>
      </p>
      {order.batches.map((batch) => (
        <article key={batch.batchNo} className="order-batch" aria-labelledby={`order-batch-${batch.batchNo}`}>
          <h3 id={`order-batch-${batch.batchNo}`}>
            <FormattedMessage {...sh.batchHeading} values={{ batchNo: batch.batchNo }} />
          </h3>
          <BatchFacts batch={batch} />
        </article>
      ))}
    </>
  )
}

function Refunds({ order }: { order: OrderDetail }) {
  return (
    <table className="order-table">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage {...a.viewRefund} />
          </th>
          <th scope="col">
            <FormattedMessage {...d.type} />
          </th>
          <th scope="col">
            <FormattedMessage {...d.refundState} />
          </th>
          <th scope="col">
            <FormattedMessage {...d.refundAmount} />
          </th>
          <th scope="col">
            <FormattedMessage {...d.refundDate} />
          </th>
        </tr>
      </thead>
      <tbody>
        {order.refunds.map((refund) => (
          <tr key={refund.afsSn}>
            <td>
              <Link to={refundDetailHref(refund.afsSn)}>
                <FormattedMessage {...d.refundLink} values={{ afsSn: refund.afsSn }} />
              </Link>
            </td>
            <td>
              <FormattedMessage {...(refund.type === 'return' ? d.refundTypeReturn : d.refundTypeRefund)} />
            </td>
            <td>{refund.stateValue}</td>
            <td>{formatMoney(refund.amount)}</td>
            <td>{formatDateTime(refund.createTime)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function OrderDetailView(props: OrderDetailViewProps) {
  const { order, transferRejectReason, clock } = props
  const intl = useIntl()
  const reservation = order.orderType === 2
  return (
    <div className="page orders-page">
      <p>
        <Link to="/member/order/list">
          <FormattedMessage {...d.backToList} />
        </Link>
      </p>
      <h1>
        <FormattedMessage {...d.title} />
      </h1>
      <OrderActionDialogs {...props.actionFlow} />
      <section className="order-section order-section--summary" aria-labelledby="order-summary">
        <h2 id="order-summary">
          <FormattedMessage {...d.summaryTitle} values={{ orderSn: order.orderSn }} />
        </h2>
        <dl className="order-facts">
          <Field label={d.state}>
            <strong>
              <FormattedMessage {...statusMessageOf(order)} />
            </strong>
          </Field>
          <Field label={d.type}>
            <FormattedMessage {...(reservation ? m.typeReservation : m.typeRegular)} />
          </Field>
          <Field label={d.orderSn}>{order.orderSn}</Field>
          <Field label={m.storeLabel}>
            <StoreLink storeId={order.storeId}>{order.storeName}</StoreLink>
          </Field>
          <Field label={d.createdAt}>{formatDateTime(order.createTime)}</Field>
          {reservation ? (
            <Field label={d.contractNo}>
              <OrNone value={order.contractNo} />
            </Field>
          ) : null}
          <Field label={d.purchaseOrderNumber}>
            <OrNone value={order.purchaseOrderNumber} />
          </Field>
          <Field label={d.remark}>
            <OrNone value={order.remark} />
          </Field>
          {order.orderState === 0 ? (
            <Field label={d.cancelReason}>
              <OrNone value={order.cancelReason} />
            </Field>
          ) : null}
          {order.rejectReason ? <Field label={d.rejectReason}>{order.rejectReason}</Field> : null}
        </dl>
        {transferRejectReason ? (
          <p className="order-alert" role="alert">
            <FormattedMessage {...m.transferRejected} values={{ reason: transferRejectReason }} />
          </p>
        ) : null}
        {order.depositForfeited ? (
          <p className="order-alert">
            <FormattedMessage
              {...d.depositForfeited}
              values={{ amount: formatMoney(order.quote?.deposit ?? order.depositAmount ?? 0) }}
            />
          </p>
        ) : null}
        <div className="order-card__actions">
          <OrderDeadlineCountdowns deadlines={props.deadlines} clock={clock} onExpired={props.onDeadline} />
          {props.actions.length > 0 ? (
            <div
              className="order-card__buttons"
              role="group"
              aria-label={intl.formatMessage(a.groupLabel, { orderSn: order.orderSn })}
            >
              <OrderActionButtons
                orderSn={order.orderSn}
                actions={props.actions}
                pending={props.pending}
                onAction={props.onAction}
              />
            </div>
          ) : null}
        </div>
      </section>
      {props.progress.length > 0 ? (
        <Section id="order-progress" title={d.progressTitle}>
          <Progress steps={props.progress} />
        </Section>
      ) : null}
      {order.pickupCode ? (
        <Section id="order-pickup" title={sh.pickupTitle}>
          <PickupCode code={order.pickupCode} waitingPickup={props.waitingPickup} />
        </Section>
      ) : null}
      {order.quote ? (
        <Section id="order-quote" title={d.quoteTitle}>
          <QuoteFacts quote={order.quote} />
        </Section>
      ) : null}
      <Section id="order-lines" title={d.linesTitle}>
        <LinesTable order={order} />
      </Section>
      <Section id="order-amounts" title={d.amountsTitle}>
        <Amounts order={order} />
      </Section>
      <Section id="order-payment" title={d.paymentTitle}>
        <PaymentFacts order={order} />
      </Section>
      <Section id="order-batches" title={sh.batchesTitle}>
        <Batches order={order} />
      </Section>
      {order.refunds.length > 0 ? (
        <Section id="order-refunds" title={d.refundsTitle}>
          <Refunds order={order} />
        </Section>
      ) : null}
      {order.evaluation ? (
        <Section id="order-evaluation" title={d.evaluationTitle}>
          <p>
            <FormattedMessage {...d.evaluationScore} values={{ score: order.evaluation.score }} />
            {' · '}
            {formatDateTime(order.evaluation.time)}
          </p>
          {order.evaluation.content ? <p>{order.evaluation.content}</p> : null}
        </Section>
      ) : null}
      <Section id="order-address" title={d.addressTitle}>
        <AddressFacts order={order} />
      </Section>
      <Section id="order-invoice" title={d.invoiceTitle}>
        <InvoiceFacts order={order} />
      </Section>
      <Section id="order-log" title={d.logTitle}>
        <History entries={props.history} />
      </Section>
    </div>
  )
}

export function OrderDetailErrorView({ message }: { message: ErrorMessage }) {
  const intl = useIntl()
  // a dictionary id chosen at run time (request layer or this feature): not extracted from here
  const descriptor = 'id' in message ? { id: message.id } : null
  return (
    <div className="page page--narrow state-page">
      <h1>
        <FormattedMessage {...d.notFoundTitle} />
      </h1>
      <p role="alert">
        {descriptor ? intl.formatMessage(descriptor) : 'text' in message ? message.text : ''}
      </p>
      <div className="state-page__actions">
        <Link className="button button--primary" to="/member/order/list">
          <FormattedMessage {...d.backToList} />
        </Link>
      </div>
    </div>
  )
}
