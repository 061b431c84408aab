// The records of one order on /member/order/detail (SPEC.md §3 order, §4; issue 6 item 2): its payments and its
// dated history. A reservation order lists every payment the server keeps — the deposit and, once the goods are
// prepared, the final payment — each with its own amount, method, trade number and date (issue 15 item 11); the
// history words the server's keyed notes here, so every amount goes through the one money formatter.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { OrderDetail } from '../../api/orders'
import { formatDateTime, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { orderDetailMessages as d, orderMessages as m, paymentMessages as p } from './messages'
import { payMethodMessage } from './order-labels'
import type { HistoryEntry, LogActor } from './order-timeline'

export function Field({ label, children }: { label: Message; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage {...label} />
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

export function OrNone({ value }: { value: string | null | undefined }) {
  return value ? <>{value}</> : <FormattedMessage {...d.none} />
}

function MethodName({ method }: { method: string | null }) {
  const message = payMethodMessage(method)
  return message ? <FormattedMessage {...message} /> : <OrNone value={method} />
}

const KIND: Record<OrderDetail['payments'][number]['kind'], Message> = {
  order: d.paymentKindOrder,
  deposit: d.paymentKindDeposit,
  final: d.paymentKindFinal,
}

/** One row per payment of the order, oldest first. */
function PaymentsTable({ payments }: { payments: OrderDetail['payments'] }) {
  return (
    <table className="order-table">
      <caption>
        <FormattedMessage {...d.paymentsCaption} />
      </caption>
      <thead>
        <tr>
          {[d.paymentKind, d.paySn, d.paymentAmount, d.payMethod, d.tradeSn, d.payTime].map((label) => (
            <th key={label.id} scope="col">
              <FormattedMessage {...label} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.paySn}>
            <th scope="row">
              <FormattedMessage {...KIND[payment.kind]} />
            </th>
            <td>{payment.paySn}</td>
            <td>{formatMoney(payment.amount)}</td>
            <td>
              {payment.payState === 'paid' ? (
                <MethodName method={payment.payMethod} />
              ) : (
                <OrNone value={null} />
              )}
            </td>
            <td>
              <OrNone value={payment.tradeSn} />
            </td>
            <td>
              <OrNone value={payment.paidAt ? formatDateTime(payment.paidAt) : null} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function PaymentFacts({ order }: { order: OrderDetail }) {
  if (order.orderType !== 2) {
    return (
      <dl className="order-facts">
        <Field label={d.payState}>
          <FormattedMessage {...p[order.payState]} />
        </Field>
        <Field label={d.paySn}>
          <OrNone value={order.paySn} />
        </Field>
        <Field label={d.payMethod}>
          <MethodName method={order.payMethod ?? null} />
        </Field>
        <Field label={d.tradeSn}>
          <OrNone value={order.tradeSn} />
        </Field>
        <Field label={d.payTime}>
          <OrNone value={order.payTime ? formatDateTime(order.payTime) : null} />
        </Field>
        {order.paymentAccount ? <Field label={d.paymentAccount}>{order.paymentAccount.label}</Field> : null}
      </dl>
    )
  }
  const payState = (state: OrderDetail['depositPayState']) =>
    state ? <FormattedMessage {...p[state]} /> : <FormattedMessage {...d.notYetDue} />
  return (
    <>
      <dl className="order-facts">
        <Field label={d.depositPayState}>{payState(order.depositPayState)}</Field>
        <Field label={d.finalPayState}>{payState(order.finalPayState)}</Field>
        {order.finalPaymentDeadline ? (
          <Field label={d.finalDeadline}>{formatDateTime(order.finalPaymentDeadline)}</Field>
        ) : null}
        {order.paymentAccount ? <Field label={d.paymentAccount}>{order.paymentAccount.label}</Field> : null}
      </dl>
      {order.payments.length > 0 ? <PaymentsTable payments={order.payments} /> : null}
    </>
  )
}

const ACTORS: Record<LogActor, Message> = {
  buyer: m.actorBuyer,
  supplier: m.actorSupplier,
  platform: m.actorPlatform,
}

export function History({ entries }: { entries: HistoryEntry[] }) {
  const intl = useIntl()
  return (
    <ol className="order-timeline">
      {entries.map((entry) => (
        <li key={entry.key}>
          <p className="order-timeline__time">
            <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
            {entry.actor ? (
              <>
                {' · '}
                <span>
                  <FormattedMessage
                    {...d.logBy}
                    values={{ actor: intl.formatMessage(ACTORS[entry.actor]) }}
                  />
                </span>
              </>
            ) : null}
          </p>
          <p className="order-timeline__what">
            {entry.message ? <FormattedMessage {...entry.message} /> : entry.state}
          </p>
          {entry.payMethod ? (
            <p className="order-muted">
              <FormattedMessage {...d.logPaidWith} values={{ method: intl.formatMessage(entry.payMethod) }} />
            </p>
          ) : null}
          {entry.detail ? (
            <p className="order-muted">
              <FormattedMessage {...entry.detail.message} values={entry.detail.values} />
            </p>
          ) : null}
          {entry.note ? <p className="order-muted">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  )
}
