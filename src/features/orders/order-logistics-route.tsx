// /member/order/logistics?orderSn (login, router guard; issue 6 item 6): the batches of an order and their
// logistics (getOrderTrace), with the order itself for its state (the pickup code's QR code is shown while
// the goods wait for pickup). Both reads are silent: a refusal ("El pedido no existe.") is shown on the page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { getOrder, getOrderTrace, type OrderDetail, type OrderTrace } from '../../api/orders'
import { orderDetailMessages as d } from './messages'
import { isWaitingPickup } from './order-actions'
import { ORDER_SN } from './order-labels'
import { OrderLogisticsErrorView, OrderLogisticsView } from './order-logistics-view'

type OrderLogisticsData = { order: OrderDetail; trace: OrderTrace } | { error: ErrorMessage }

export async function orderLogisticsLoader({ request }: LoaderFunctionArgs): Promise<OrderLogisticsData> {
  const orderSn = (new URL(request.url).searchParams.get('orderSn') ?? '').trim()
  if (!ORDER_SN.test(orderSn)) return { error: { id: d.badOrderSn.id } }
  try {
    const [order, trace] = await Promise.all([
      getOrder(orderSn, { silent: true }),
      getOrderTrace(orderSn, { silent: true }),
    ])
    return { order, trace }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'state') return { error: errorMessageOf(error) }
    throw error
  }
}

export function OrderLogisticsRoute() {
  const data = useLoaderData<OrderLogisticsData>()
  if ('error' in data) return <OrderLogisticsErrorView message={data.error} />
  return (
    <OrderLogisticsView order={data.order} trace={data.trace} waitingPickup={isWaitingPickup(data.order)} />
  )
}
