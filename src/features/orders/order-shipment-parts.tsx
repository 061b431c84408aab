// Batches, logistics and the pickup code (SPEC.md §3 order: batches, logistics, container number, pickup code;
// §4 logistics states preparing, prepared, waiting transport, in transit — and delivered), shared by the order
// detail and the logistics page. Plain components over the contract's shapes.
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { LogisticsState, OrderBatch } from '../../api/orders'
import { QrCode } from '../../components/qr-code'
import { formatDateTime } from '../../i18n/format'
import type { Message } from '../../lib/intl'
import { logisticsStateMessages as ls, orderDetailMessages as d, shipmentMessages as sh } from './messages'

/** The logistics states of a batch in their order (the contract's Batch.logisticsState enum). */
export const LOGISTICS_STEPS: readonly LogisticsState[] = [
  'preparing',
  'prepared',
  'waitingTransport',
  'inTransit',
  'delivered',
]

function Fact({ label, children }: { label: Message; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage {...label} />
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

const orNone = (value: string) => (value ? value : <FormattedMessage {...d.none} />)

/** The five logistics steps of a batch, the reached ones done and the current one marked. */
export function LogisticsSteps({ batch }: { batch: OrderBatch }) {
  const intl = useIntl()
  const at = LOGISTICS_STEPS.indexOf(batch.logisticsState)
  return (
    <ol
      className="order-steps order-steps--logistics"
      aria-label={intl.formatMessage(sh.logisticsProgress, { batchNo: String(batch.batchNo) })}
    >
      {LOGISTICS_STEPS.map((step, index) => {
        const status = index < at ? 'done' : index === at ? 'current' : 'upcoming'
        return (
          <li
            key={step}
            className={`order-step order-step--${status}`}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <span className="order-step__label">
              <FormattedMessage {...ls[step]} />
            </span>{' '}
            <span className="visually-hidden">
              <FormattedMessage
                {...(status === 'done'
                  ? sh.stepDone
                  : status === 'current'
                    ? sh.stepCurrent
                    : sh.stepUpcoming)}
              />
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/** One batch: units, lines, logistics state, container, carrier and tracking number, shipping date. */
export function BatchFacts({ batch }: { batch: OrderBatch }) {
  const linesId = useId()
  return (
    <>
      <dl className="order-facts">
        <Fact label={sh.units}>{batch.units}</Fact>
        <Fact label={sh.logisticsState}>
          <FormattedMessage {...ls[batch.logisticsState]} />
        </Fact>
        <Fact label={sh.containerNumber}>{orNone(batch.containerNumber)}</Fact>
        <Fact label={sh.carrier}>{orNone(batch.carrier)}</Fact>
        <Fact label={sh.trackingNumber}>{orNone(batch.trackingNumber)}</Fact>
        <Fact label={sh.shippedTime}>{formatDateTime(batch.shippedTime)}</Fact>
      </dl>
      <p id={linesId} className="order-subheading">
        <FormattedMessage {...sh.batchLines} />
      </p>
      <ul className="order-batch__lines" aria-labelledby={linesId}>
        {batch.lines.map((line) => (
          <li key={line.orderProductId}>
            <FormattedMessage {...sh.batchLine} values={{ name: line.goodsName, quantity: line.quantity }} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** The dated logistics events of a batch, oldest first. */
export function BatchEvents({ batch }: { batch: OrderBatch }) {
  if (batch.events.length === 0)
    return (
      <p className="order-muted">
        <FormattedMessage {...sh.noEvents} />
      </p>
    )
  return (
    <ol className="order-timeline">
      {batch.events.map((event, index) => (
        <li key={`${index}-${event.time}`}>
          <p className="order-timeline__time">
            <time dateTime={event.time}>{formatDateTime(event.time)}</time>
          </p>
          <p className="order-timeline__what">
            <FormattedMessage {...ls[event.state]} />
          </p>
          {event.note ? <p className="order-muted">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  )
}

/** The pickup code as text and, while the goods wait for pickup, as a QR code. */
export function PickupCode({ code, waitingPickup }: { code: string; waitingPickup: boolean }) {
  const intl = useIntl()
  return (
    <div className="order-pickup">
      <div>
        <p className="order-pickup__code">{code}</p>
        <p className="order-muted">
          <FormattedMessage {...(waitingPickup ? sh.pickupText : sh.pickupUsed)} />
        </p>
      </div>
      {waitingPickup ? (
        <QrCode
          value={code}
          size={168}
          className="order-pickup__qr"
          label={intl.formatMessage(sh.pickupQrLabel, { code })}
        />
      ) : null}
    </div>
  )
}
