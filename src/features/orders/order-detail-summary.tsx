// The summary of one order's detail: its facts, the rejected transfer or forfeited deposit, the countdowns and
// the actions its machine allows now (SPEC.md §3 order, §4; issue 6 item 2).
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl'
import type { OrderDetail } from '../../api/orders'
import { StoreLink } from '../../components/entity-links'
import { commonMessages } from '../../components/messages'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { orderActionMessages as a, orderDetailMessages as d, orderMessages as m } from './messages'
import { OrderActionButtons } from './order-action-parts'
import type { OrderToolKind } from './order-tools'
import { OrderToolButtons } from './order-tools-parts'
import type { OrderAction, OrderButtonKind, OrderDeadlines } from './order-actions'
import { OrderDeadlineCountdowns } from './order-countdown'
import { statusMessageOf, type ServerClock } from './order-labels'
import { Field, OrNone } from './order-record-parts'

export interface OrderSummaryProps {
  /** a rejected wire-transfer proof, read from the payment the buyer owes */
  transferRejectReason: string | null
  /** a sub-account's order above its spending limit (issue 27 item 2), read from the order-approval machine */
  approval?: { label: MessageDescriptor; payable: boolean; rejectReason: string | null } | null
  clock: ServerClock | null
  deadlines: OrderDeadlines
  /** a countdown reached zero: the server has moved the order on */
  onDeadline: () => void
  /** the actions the order's machine allows now */
  actions: OrderAction[]
  pending: OrderButtonKind | null
  onAction: (kind: OrderButtonKind, orderSn: string) => void
  /** change the address, delete (issue 16 item 6) */
  tools?: OrderToolKind[]
  onTool?: (kind: OrderToolKind, orderSn: string) => void
}

export function OrderSummarySection({ order, summary }: { order: OrderDetail; summary: OrderSummaryProps }) {
  const intl = useIntl()
  const reservation = order.orderType === 2
  return (
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
          <StoreLink storeId={order.storeId}>{order.storeName}</StoreLink>{' '}
          <a
            className="order-facts__chat"
            href={`/service?vid=${order.storeId}&orderSn=${encodeURIComponent(order.orderSn)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FormattedMessage {...d.chatAboutOrder} />
            <span className="visually-hidden">
              {' '}
              <FormattedMessage {...commonMessages.newTab} />
            </span>
          </a>
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
      {summary.approval ? (
        <p
          className={summary.approval.payable ? 'order-note' : 'order-alert'}
          role="status"
          data-testid="order-approval"
        >
          {summary.approval.rejectReason ? (
            <FormattedMessage
              {...m.approvalReason}
              values={{
                state: <FormattedMessage {...summary.approval.label} />,
                reason: summary.approval.rejectReason,
              }}
            />
          ) : (
            <FormattedMessage
              {...m.approvalState}
              values={{ state: <FormattedMessage {...summary.approval.label} /> }}
            />
          )}
        </p>
      ) : null}
      {summary.transferRejectReason ? (
        <p className="order-alert" role="alert">
          <FormattedMessage {...m.transferRejected} values={{ reason: summary.transferRejectReason }} />
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
        <OrderDeadlineCountdowns
          deadlines={summary.deadlines}
          clock={summary.clock}
          onExpired={summary.onDeadline}
        />
        {summary.actions.length > 0 || (summary.tools?.length ?? 0) > 0 ? (
          <div
            className="order-card__buttons"
            role="group"
            aria-label={intl.formatMessage(a.groupLabel, { orderSn: order.orderSn })}
          >
            <OrderActionButtons
              orderSn={order.orderSn}
              actions={summary.actions}
              pending={summary.pending}
              onAction={summary.onAction}
            />
            {summary.tools && summary.onTool ? (
              <OrderToolButtons orderSn={order.orderSn} tools={summary.tools} onTool={summary.onTool} />
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}
