// /member/order/detail?orderSn — one order (SPEC.md §2, §3 order, §4): state, store, lines, amounts (coupon and
// points), delivery address, invoice, purchase-order number, note, payment (state, method, trade number), the
// cancel reason and the order's history; "Pagar" with the countdown while it is unpaid.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { OrderDetail } from '../../api/orders'
import { ProductLink, StoreLink } from '../../components/entity-links'
import { LazyImage } from '../../components/lazy-image'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { orderDetailMessages as d, orderMessages as m, paymentMessages as p } from './messages'
import { OrderCountdown } from './order-countdown'
import {
  isAwaitingPayment,
  payHref,
  payMethodMessage,
  statusMessageOf,
  type ServerClock,
} from './order-labels'
import type { TimelineEntry } from './order-timeline'
import './orders.css'

export interface OrderDetailViewProps {
  order: OrderDetail
  /** a rejected wire-transfer proof, read from the order's payment */
  transferRejectReason: string | null
  clock: ServerClock | null
  timeline: TimelineEntry[]
  onPaymentExpired: () => void
}

function Field({ label, children }: { label: Message; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage {...label} />
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

function OrNone({ value }: { value: string | null | undefined }) {
  return value ? <>{value}</> : <FormattedMessage {...d.none} />
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

function PaymentFacts({ order }: { order: OrderDetail }) {
  const method = payMethodMessage(order.payMethod)
  return (
    <dl className="order-facts">
      <Field label={d.payState}>
        <FormattedMessage {...p[order.payState]} />
      </Field>
      <Field label={d.payMethod}>
        {method ? <FormattedMessage {...method} /> : <OrNone value={order.payMethod} />}
      </Field>
      <Field label={d.paySn}>
        <OrNone value={order.paySn} />
      </Field>
      <Field label={d.tradeSn}>
        <OrNone value={order.tradeSn} />
      </Field>
      <Field label={d.payTime}>
        <OrNone value={order.payTime ? formatDateTime(order.payTime) : null} />
      </Field>
    </dl>
  )
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const intl = useIntl()
  return (
    <ol className="order-timeline">
      {entries.map((entry) => {
        const values = Object.fromEntries(
          Object.entries(entry.messageValues ?? {}).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : intl.formatMessage(value),
          ]),
        )
        return (
          <li key={entry.key}>
            <p className="order-timeline__time">
              {entry.time ? (
                <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
              ) : (
                <FormattedMessage {...d.logNoTime} />
              )}
            </p>
            <p className="order-timeline__what">
              <FormattedMessage {...entry.message} values={values} />
            </p>
            {entry.note ? <p className="order-muted">{entry.note}</p> : null}
          </li>
        )
      })}
    </ol>
  )
}

export function OrderDetailView({
  order,
  transferRejectReason,
  clock,
  timeline,
  onPaymentExpired,
}: OrderDetailViewProps) {
  const intl = useIntl()
  const awaitingPayment = isAwaitingPayment(order)
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
            <FormattedMessage {...(order.orderType === 2 ? m.typeReservation : m.typeRegular)} />
          </Field>
          <Field label={d.orderSn}>{order.orderSn}</Field>
          <Field label={m.storeLabel}>
            <StoreLink storeId={order.storeId}>{order.storeName}</StoreLink>
          </Field>
          <Field label={d.createdAt}>{formatDateTime(order.createTime)}</Field>
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
        </dl>
        {transferRejectReason && order.payState === 'unpaid' ? (
          <p className="order-alert" role="alert">
            <FormattedMessage {...m.transferRejected} values={{ reason: transferRejectReason }} />
          </p>
        ) : null}
        {awaitingPayment ? (
          <div className="order-card__actions">
            <OrderCountdown expireTime={order.expireTime!} clock={clock} onExpired={onPaymentExpired} />
            <Link className="button button--primary" to={payHref(order.paySn!)}>
              <FormattedMessage {...m.pay} />{' '}
              <span className="visually-hidden">
                {intl.formatMessage(m.payHidden, { orderSn: order.orderSn })}
              </span>
            </Link>
          </div>
        ) : null}
      </section>
      <Section id="order-lines" title={d.linesTitle}>
        <LinesTable order={order} />
      </Section>
      <Section id="order-amounts" title={d.amountsTitle}>
        <Amounts order={order} />
      </Section>
      <Section id="order-payment" title={d.paymentTitle}>
        <PaymentFacts order={order} />
      </Section>
      <Section id="order-address" title={d.addressTitle}>
        <AddressFacts order={order} />
      </Section>
      <Section id="order-invoice" title={d.invoiceTitle}>
        <InvoiceFacts order={order} />
      </Section>
      <Section id="order-log" title={d.logTitle}>
        <Timeline entries={timeline} />
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
