// /member/order/logistics?orderSn (login, router guard; issue 6 item 6): the batches of an order and their
// logistics (getOrderTrace), with the order itself for its state (the pickup code's QR code is shown while
// the goods wait for pickup). Both reads are silent: a refusal ("El pedido no existe.") is shown on the page.
import { useLoaderData } from 'react-router'
import { orderDetailMessages as d } from './messages'
import { isWaitingPickup } from './order-actions'
import type { OrderLogisticsData } from './order-logistics-loader'
import { OrderLogisticsErrorView, OrderLogisticsView } from './order-logistics-view'

export function OrderLogisticsRoute() {
  const data = useLoaderData<OrderLogisticsData>()
  if ('error' in data)
    return (
      <OrderLogisticsErrorView message={data.error === 'badOrderSn' ? { id: d.badOrderSn.id } : data.error} />
    )
  return (
    <OrderLogisticsView order={data.order} trace={data.trace} waitingPickup={isWaitingPickup(data.order)} />
  )
}
