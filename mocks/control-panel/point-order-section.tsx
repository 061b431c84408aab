// "Canjes de puntos" of the mock control panel (issue 12 item 5): as the platform, every member's points
// orders with their state, and "Enviar" on an order that waits for shipment (the order's machine,
// machines/point-order, decides which; the mock refuses any other).
import { memo, useCallback, useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { pointOrderLabelOf, platformMayShipCode } from '../../machines/point-order/point-order'
import { listMockPointOrders, shipMockPointOrder, type MockPointOrder } from '../../src/api/mock-control'
import { formatCount, formatDateTime, formatMoney } from '../../src/i18n/format'
import { Fact, useRowActions } from './order-section'
import { pointOrderPanelMessages as m } from './point-order-messages'

export const PointOrderSection = memo(function PointOrderSection({
  refreshKey,
  onChanged,
}: {
  refreshKey: string
  onChanged: () => void
}) {
  const intl = useIntl()
  const ids = useId()
  const [rows, setRows] = useState<MockPointOrder[] | null>(null)
  const [tick, setTick] = useState(0)
  const { busy, status, errors, run } = useRowActions(onChanged)

  const load = useCallback(() => {
    listMockPointOrders()
      .then(setRows)
      .catch(() => undefined)
  }, [])
  useEffect(load, [load, refreshKey, tick])

  const stateText = (code: number) => {
    const label = pointOrderLabelOf(code)
    return label ? intl.formatMessage(label) : intl.formatMessage(m.unknownState, { code })
  }

  function ship(sn: string) {
    void run(sn, async () => {
      await shipMockPointOrder(sn)
      return intl.formatMessage(m.shipped, { sn })
    })
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>
        <FormattedMessage {...m.title} />
      </h3>
      <button type="button" className="button" onClick={() => setTick(tick + 1)}>
        <FormattedMessage {...m.refresh} />
      </button>
      <p role="status" className="mock-panel__status">
        {status}
      </p>
      {rows && rows.length === 0 ? (
        <p>
          <FormattedMessage {...m.empty} />
        </p>
      ) : null}
      <ul className="mock-orders">
        {(rows ?? []).map((order) => {
          const sn = order.orderSn
          return (
            <li key={sn} className="mock-order" aria-label={sn}>
              <h4>{sn}</h4>
              <dl className="mock-order__facts">
                <Fact label={m.member}>{order.memberEmail}</Fact>
                <Fact label={m.goods}>{`${order.goodsName} × ${order.number}`}</Fact>
                <Fact label={m.state}>{stateText(order.orderState)}</Fact>
                <Fact label={m.points}>{formatCount(order.integral)}</Fact>
                {order.cashAmount > 0 ? <Fact label={m.cash}>{formatMoney(order.cashAmount)}</Fact> : null}
                <Fact label={m.placedAt}>{formatDateTime(order.createTime)}</Fact>
              </dl>
              {platformMayShipCode(order.orderState) ? (
                <div className="mock-panel__row">
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={intl.formatMessage(m.shipFor, { sn })}
                    onClick={() => ship(sn)}
                  >
                    <FormattedMessage {...m.ship} />
                  </button>
                </div>
              ) : null}
              {errors[sn] ? (
                <p role="alert" className="mock-panel__error">
                  {errors[sn]}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
})
