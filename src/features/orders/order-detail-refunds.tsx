// The refunds of one order in its detail, each linking to its own page.
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { OrderDetail } from '../../api/orders'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { orderActionMessages as a, orderDetailMessages as d } from './messages'
import { refundDetailHref } from './order-labels'

export function Refunds({ order }: { order: OrderDetail }) {
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
