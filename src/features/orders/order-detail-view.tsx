// /member/order/detail?orderSn and /member/order/info?orderSn — one order (SPEC.md §2, §3 order, §4; issue 6
// item 2): state, store, the progress of the order's own machine, the actions its state allows, the countdowns
// (payment window, final payment deadline, automatic receipt confirmation), the pickup code (text and QR code),
// the supplier's quote and the contract, lines, amounts, payments (deposit and final payment of a reservation
// order; the deposit forfeited when the final payment was overdue), batches with their logistics, refunds,
// the evaluation, delivery address, invoice and the dated history (who did what). Plain props, the summary's
// in one group.
import { OrderSaveList, type OrderSaveListProps } from './order-save-list'
import { isText } from '../../api/message'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { OrderDetail } from '../../api/orders'
import { formatDateTime } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { orderDetailMessages as d, shipmentMessages as sh } from './messages'
import { OrderActionDialogs, type OrderActionDialogsProps } from './order-action-parts'
import { AddressFacts, Batches, InvoiceFacts, Progress } from './order-detail-delivery'
import { Amounts, LinesTable, QuoteFacts } from './order-detail-money'
import { Refunds } from './order-detail-refunds'
import { OrderSummarySection, type OrderSummaryProps } from './order-detail-summary'
import { History, PaymentFacts } from './order-record-parts'
import { OrderToolDialogs, type OrderToolDialogsProps } from './order-tools-parts'
import { PickupCode } from './order-shipment-parts'
import type { HistoryEntry, ProgressStep } from './order-timeline'
import './orders.css'

export interface OrderDetailViewProps {
  order: OrderDetail
  /** the order's facts, countdowns and the actions its machine allows now */
  summary: OrderSummaryProps
  actionFlow: OrderActionDialogsProps
  /** the order-tools flow (change the address, delete), when the screen offers it */
  toolFlow?: OrderToolDialogsProps
  /** the timeline of the order's machine */
  progress: ProgressStep[]
  /** the order's dated log */
  history: HistoryEntry[]
  /** the goods wait for the buyer with the pickup code (its QR code is shown) */
  waitingPickup: boolean
  /** "Guardar como lista": the order's lines as a frequent-purchase list (issue 27 item 6) */
  saveList?: OrderSaveListProps
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

export function OrderDetailView(props: OrderDetailViewProps) {
  const { order } = props
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
      {props.toolFlow ? <OrderToolDialogs {...props.toolFlow} /> : null}
      <OrderSummarySection order={order} summary={props.summary} />
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
        {props.saveList ? <OrderSaveList {...props.saveList} /> : null}
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
      <p role="alert">{descriptor ? intl.formatMessage(descriptor) : isText(message) ? message.text : ''}</p>
      <div className="state-page__actions">
        <Link className="button button--primary" to="/member/order/list">
          <FormattedMessage {...d.backToList} />
        </Link>
      </div>
    </div>
  )
}
