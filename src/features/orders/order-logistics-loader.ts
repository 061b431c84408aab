// /member/order/logistics?orderSn (issue 6 item 6): the loader reads the batches of an order and their
// logistics (getOrderTrace), with the order itself for its state. Both reads are silent: a refusal ("El
// pedido no existe.") is shown on the page; a URL without an order number is 'badOrderSn' (worded by the route).
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { getOrder, getOrderTrace, ORDER_SN, type OrderDetail, type OrderTrace } from '../../api/orders'

export type OrderLogisticsData =
  { order: OrderDetail; trace: OrderTrace } | { error: ErrorMessage | 'badOrderSn' }

export async function orderLogisticsLoader({ request }: LoaderFunctionArgs): Promise<OrderLogisticsData> {
  const orderSn = (new URL(request.url).searchParams.get('orderSn') ?? '').trim()
  if (!ORDER_SN.test(orderSn)) return { error: 'badOrderSn' }
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
