// The goods and money of one order's detail: the supplier's quote, the lines and the amounts (SPEC.md §3 order).
import { FormattedMessage } from 'react-intl'
import type { OrderDetail } from '../../api/orders'
import { LineProductLink } from '../../components/entity-links'
import { FreightLabel, FreightValue } from '../../components/freight-amount'
import { LazyImage } from '../../components/lazy-image'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { orderDetailMessages as d, orderMessages as m } from './messages'
import { Field, OrNone } from './order-record-parts'

export function QuoteFacts({ quote }: { quote: NonNullable<OrderDetail['quote']> }) {
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

export function LinesTable({ order }: { order: OrderDetail }) {
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
                  <LineProductLink line={line} />
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
            <td className="order-table__number">{formatMoney(line.price)}</td>
            <td>
              {line.buyNum}
              {line.saleUnit ? ` ${line.saleUnit}` : ''}
            </td>
            <td className="order-table__number">{formatMoney(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function Amounts({ order }: { order: OrderDetail }) {
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
      <div>
        <dt>
          <FreightLabel />
        </dt>
        <dd>
          <FreightValue expressFee={order.expressFee} expressState={order.expressState} />
        </dd>
      </div>
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
