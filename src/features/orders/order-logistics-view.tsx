// /member/order/logistics?orderSn — the logistics of one order (SPEC.md §3 order: batches, logistics, container
// number, pickup code; §4 logistics states): units shipped of the total, each batch with its units, lines,
// container number, carrier, tracking number, its logistics state as five steps and its dated events, and the
// pickup code (text and QR code) while the goods wait for pickup.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ErrorMessage } from '../../api/errors'
import type { OrderDetail, OrderTrace } from '../../api/orders'
import { logisticsPageMessages as lg, orderDetailMessages as d, shipmentMessages as sh } from './messages'
import { errorText } from './order-action-parts'
import { orderDetailHref, statusMessageOf } from './order-labels'
import { BatchEvents, BatchFacts, LogisticsSteps, PickupCode } from './order-shipment-parts'
import './orders.css'

export interface OrderLogisticsViewProps {
  /** the order, for its number and state */
  order: Pick<OrderDetail, 'orderSn' | 'orderType' | 'orderState' | 'reserveState'>
  trace: OrderTrace
  /** the goods wait for pickup: the pickup code and its QR code are shown */
  waitingPickup: boolean
}

export function OrderLogisticsView({ order, trace, waitingPickup }: OrderLogisticsViewProps) {
  const intl = useIntl()
  return (
    <div className="page orders-page">
      <p>
        <Link to={orderDetailHref(order.orderSn)}>
          <FormattedMessage {...lg.backToDetail} />
        </Link>
      </p>
      <h1>
        <FormattedMessage {...lg.title} />
      </h1>
      <section className="order-section" aria-labelledby="logistics-summary">
        <h2 id="logistics-summary">
          <FormattedMessage {...lg.summaryTitle} values={{ orderSn: trace.orderSn }} />
        </h2>
        <dl className="order-facts">
          <div>
            <dt>
              <FormattedMessage {...d.state} />
            </dt>
            <dd>
              <strong>
                <FormattedMessage {...statusMessageOf(order)} />
              </strong>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...lg.address} />
            </dt>
            <dd>{trace.address ? trace.address : <FormattedMessage {...lg.noAddress} />}</dd>
          </div>
        </dl>
        <p className="order-units">
          <FormattedMessage
            {...sh.unitsShipped}
            values={{ shipped: trace.unitsShipped, total: trace.unitsTotal }}
          />
        </p>
        <progress
          className="order-units__bar"
          max={Math.max(1, trace.unitsTotal)}
          value={trace.unitsShipped}
          aria-label={intl.formatMessage(lg.unitsProgress)}
        />
      </section>
      {trace.pickupCode && waitingPickup ? (
        <section className="order-section" aria-labelledby="logistics-pickup">
          <h2 id="logistics-pickup">
            <FormattedMessage {...sh.pickupTitle} />
          </h2>
          <PickupCode code={trace.pickupCode} waitingPickup />
        </section>
      ) : null}
      {trace.batches.length === 0 ? (
        <section className="order-section" aria-labelledby="logistics-batches">
          <h2 id="logistics-batches">
            <FormattedMessage {...sh.batchesTitle} />
          </h2>
          <p>
            <FormattedMessage {...sh.noBatches} />
          </p>
        </section>
      ) : (
        trace.batches.map((batch) => (
          <section
            key={batch.batchNo}
            className="order-section order-batch"
            aria-labelledby={`logistics-batch-${batch.batchNo}`}
          >
            <h2 id={`logistics-batch-${batch.batchNo}`}>
              <FormattedMessage {...sh.batchHeading} values={{ batchNo: String(batch.batchNo) }} />
            </h2>
            <LogisticsSteps batch={batch} />
            <BatchFacts batch={batch} />
            <h3 className="order-subheading">
              <FormattedMessage {...sh.eventsTitle} values={{ batchNo: String(batch.batchNo) }} />
            </h3>
            <BatchEvents batch={batch} />
          </section>
        ))
      )}
    </div>
  )
}

export function OrderLogisticsErrorView({ message }: { message: ErrorMessage }) {
  const intl = useIntl()
  return (
    <div className="page page--narrow state-page">
      <h1>
        <FormattedMessage {...lg.notFoundTitle} />
      </h1>
      <p role="alert">{errorText(intl, message)}</p>
      <div className="state-page__actions">
        <Link className="button button--primary" to="/member/order/list">
          <FormattedMessage {...d.backToList} />
        </Link>
      </div>
    </div>
  )
}
