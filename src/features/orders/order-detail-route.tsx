// /member/order/detail?orderSn (login, router guard): one order of the member. While it waits for payment, its
// payment is read too — for the server's clock of the countdown and a rejected wire-transfer proof.
import { useCallback, useRef } from 'react'
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { getOrder, getOrderPayment, type OrderDetail } from '../../api/orders'
import { orderDetailMessages as d } from './messages'
import { OrderDetailErrorView, OrderDetailView } from './order-detail-view'
import type { ServerClock } from './order-labels'
import { orderTimeline } from './order-timeline'

const ORDER_SN = /^[A-Z0-9]{6,32}$/

type OrderDetailData =
  | { order: OrderDetail; clock: ServerClock | null; transferRejectReason: string | null }
  | { error: ErrorMessage }

export async function orderDetailLoader({ request }: LoaderFunctionArgs): Promise<OrderDetailData> {
  const orderSn = (new URL(request.url).searchParams.get('orderSn') ?? '').trim()
  if (!ORDER_SN.test(orderSn)) return { error: { id: d.badOrderSn.id } }
  let order: OrderDetail
  try {
    order = await getOrder(orderSn, { silent: true })
  } catch (error) {
    // "El pedido no existe." and other business answers are shown on the page; the rest goes to the boundary
    if (error instanceof ApiError && error.kind === 'state') return { error: errorMessageOf(error) }
    throw error
  }
  const clock = { serverTime: order.serverTime, receivedAt: Date.now() }
  if (!order.paySn || order.orderState !== 10) return { order, clock, transferRejectReason: null }
  try {
    // a rejected wire-transfer proof is a fact of the payment, not of the order
    const payment = await getOrderPayment(order.paySn, { silent: true })
    return { order, clock, transferRejectReason: payment.transferRejectReason ?? null }
  } catch {
    return { order, clock, transferRejectReason: null }
  }
}

export function OrderDetailRoute() {
  const data = useLoaderData<OrderDetailData>()
  const revalidator = useRevalidator()
  const reloadedFor = useRef<unknown>(null)
  const onPaymentExpired = useCallback(() => {
    if (reloadedFor.current === data) return
    reloadedFor.current = data
    void revalidator.revalidate()
  }, [data, revalidator])
  if ('error' in data) return <OrderDetailErrorView message={data.error} />
  return (
    <OrderDetailView
      order={data.order}
      transferRejectReason={data.transferRejectReason}
      clock={data.clock}
      timeline={orderTimeline(data.order, { transferRejectReason: data.transferRejectReason })}
      onPaymentExpired={onPaymentExpired}
    />
  )
}
