// Plain pieces shared by the third-party payment views: state badge, parties, orders, countdown.
import { isText, type Message as ApiMessage } from '../../api/message'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { PayOrder, PayRequestState, PayRequestSummary } from '../../api/pay-request'
import { formatCountdown, formatMoney } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { payRequestMessages as m } from './messages'

export const STATE_LABEL: Record<PayRequestState, Message> = {
  requested: m.stateRequested,
  waitingPayment: m.stateWaitingPayment,
  paid: m.statePaid,
  cancelled: m.stateCancelled,
  expired: m.stateExpired,
}

export function useViewText() {
  const intl = useIntl()
  return (message: ApiMessage) =>
    isText(message) ? message.text : intl.formatMessage({ id: message.id }, message.values)
}

export function StateBadge({ state, label }: { state: PayRequestState; label?: string }) {
  const intl = useIntl()
  return (
    <span className={`pay-request-badge pay-request-badge--${state}`}>
      {label || intl.formatMessage(STATE_LABEL[state])}
    </span>
  )
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p className="pay-request__alert" role="alert">
      {children}
    </p>
  )
}

type Party = PayRequestSummary['applicant']

export function PartyFacts({
  title,
  party,
  headingLevel = 2,
}: {
  title: string
  party: Party
  headingLevel?: 2 | 3
}) {
  const intl = useIntl()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="pay-request-card" aria-label={title}>
      <Heading className="pay-request-card__title">{title}</Heading>
      <dl className="pay-request-facts">
        <dt>{intl.formatMessage(m.name)}</dt>
        <dd>{party.memberName}</dd>
        <dt>{intl.formatMessage(m.company)}</dt>
        <dd>{party.companyName || intl.formatMessage(m.noCompany)}</dd>
        <dt>{intl.formatMessage(m.email)}</dt>
        <dd>{party.email}</dd>
      </dl>
    </section>
  )
}

export function OrdersTable({ orders, total }: { orders: PayOrder[]; total: number }) {
  const intl = useIntl()
  return (
    <table className="pay-request-table">
      <caption>{intl.formatMessage(m.ordersCaption)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.orderSn)}</th>
          <th scope="col">{intl.formatMessage(m.store)}</th>
          <th scope="col">{intl.formatMessage(m.goods)}</th>
          <th scope="col" className="pay-request-table__money">
            {intl.formatMessage(m.orderAmount)}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderSn}>
            <td>{order.orderSn}</td>
            <td>{order.storeName}</td>
            <td>{order.goodsNames.join(', ')}</td>
            <td className="pay-request-table__money">{formatMoney(order.totalMoney)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {intl.formatMessage(m.total)}
          </th>
          <td className="pay-request-table__money pay-request-table__total">{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

/** SPEC.md §4: the payment window as hh:mm:ss; the route computes the remaining time by the server's clock. */
export function Countdown({ remainingMs }: { remainingMs: number }) {
  const intl = useIntl()
  return (
    <p className="pay-request-countdown">
      <span>{intl.formatMessage(m.countdown)}</span>{' '}
      <span className="pay-request-countdown__value" role="timer">
        {formatCountdown(remainingMs)}
      </span>
    </p>
  )
}
