// /member/order/detail?orderSn and /member/order/info?orderSn (issue 6): the loader reads the order and the
// payment the buyer owes now (checkout payment, deposit or final payment): for a rejected wire-transfer proof
// and the 24 h window of a deposit. A refusal ("El pedido no existe.") is shown on the page; a URL without an
// order number is 'badOrderSn', worded by the route: this chunk carries no dictionary (issue 14 item 3).
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { getOrder, getOrderPayment, ORDER_SN, type OrderDetail, type OrderPayment } from '../../api/orders'
import type { ServerClock } from './order-labels'

export type OrderDetailData =
  | { order: OrderDetail; clock: ServerClock; payment: OrderPayment | null }
  | { error: ErrorMessage | 'badOrderSn' }

export async function orderDetailLoader({ request }: LoaderFunctionArgs): Promise<OrderDetailData> {
  const orderSn = (new URL(request.url).searchParams.get('orderSn') ?? '').trim()
  if (!ORDER_SN.test(orderSn)) return { error: 'badOrderSn' }
  let order: OrderDetail
  let owedPaySn: typeof import('./order-actions').owedPaySn
  try {
    // the lifecycle (xstate and the machines) that names the payment owed loads while the order is read
    ;[order, { owedPaySn }] = await Promise.all([
      getOrder(orderSn, { silent: true }),
      import('./order-actions'),
    ])
  } catch (error) {
    // "El pedido no existe." and other business answers are shown on the page; the rest goes to the boundary
    if (error instanceof ApiError && error.kind === 'state') return { error: errorMessageOf(error) }
    throw error
  }
  const clock = { serverTime: order.serverTime, receivedAt: Date.now() }
  const paySn = owedPaySn(order)
  if (!paySn) return { order, clock, payment: null }
  try {
    // a rejected wire-transfer proof and a deposit's window are facts of the payment, not of the order
    return { order, clock, payment: await getOrderPayment(paySn, { silent: true }) }
  } catch {
    return { order, clock, payment: null }
  }
}
