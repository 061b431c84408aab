// /member/order/detail?orderSn and /member/order/info?orderSn (login, router guard): one order of the member.
// The payment the buyer owes now (checkout payment, deposit or final payment) is read too: for a rejected
// wire-transfer proof and the 24 h window of a deposit. The route owns the order-actions actor and reads the
// order again after an action, or when one of its countdowns reaches zero (the server, on its own clock, has
// moved the order on).
import { useCallback, useMemo, useRef } from 'react'
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { ApiError, errorMessageOf, type ErrorMessage } from '../../api/errors'
import { getOrder, getOrderPayment, type OrderDetail, type OrderPayment } from '../../api/orders'
import { orderDetailMessages as d } from './messages'
import { isWaitingPickup, orderActionsOf, orderDeadlinesOf, owedPaySn } from './order-actions'
import { OrderDetailErrorView, OrderDetailView } from './order-detail-view'
import { ORDER_SN, type ServerClock } from './order-labels'
import { orderHistory, orderProgress } from './order-timeline'
import { orderToolsOf } from './order-tools'
import { useOrderActions } from './use-order-actions'
import { useOrderTools } from './use-order-tools'

type OrderDetailData =
  { order: OrderDetail; clock: ServerClock; payment: OrderPayment | null } | { error: ErrorMessage }

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
  const paySn = owedPaySn(order)
  if (!paySn) return { order, clock, payment: null }
  try {
    // a rejected wire-transfer proof and a deposit's window are facts of the payment, not of the order
    return { order, clock, payment: await getOrderPayment(paySn, { silent: true }) }
  } catch {
    return { order, clock, payment: null }
  }
}

function OrderDetailScreen({
  order,
  clock,
  payment,
  data,
}: {
  order: OrderDetail
  clock: ServerClock
  payment: OrderPayment | null
  data: OrderDetailData
}) {
  const revalidator = useRevalidator()
  const reloadedFor = useRef<unknown>(null)
  const onDeadline = useCallback(() => {
    if (reloadedFor.current === data) return
    reloadedFor.current = data
    void revalidator.revalidate()
  }, [data, revalidator])
  const revalidate = revalidator.revalidate
  const onOrderChanged = useCallback(() => void revalidate(), [revalidate])
  const orders = useMemo(() => [order], [order])
  const flow = useOrderActions({ orders, clock, onOrderChanged })
  const navigate = useNavigate()
  // a deleted order is no longer the buyer's: back to the list
  const onOrderDeleted = useCallback(() => void navigate('/member/order/list'), [navigate])
  const tools = useOrderTools({ onOrderChanged, onOrderDeleted })
  const transferRejectReason = payment?.payState === 'unpaid' ? (payment.transferRejectReason ?? null) : null
  return (
    <OrderDetailView
      order={order}
      summary={{
        transferRejectReason,
        clock,
        deadlines: orderDeadlinesOf(order),
        onDeadline,
        actions: orderActionsOf(order),
        pending: flow.pending?.orderSn === order.orderSn ? flow.pending.kind : null,
        onAction: flow.onAction,
        tools: orderToolsOf(order),
        onTool: tools.onTool,
      }}
      actionFlow={flow.dialogs}
      toolFlow={tools.dialogs}
      progress={orderProgress(order)}
      history={orderHistory(order)}
      waitingPickup={isWaitingPickup(order)}
    />
  )
}

export function OrderDetailRoute() {
  const data = useLoaderData<OrderDetailData>()
  if ('error' in data) return <OrderDetailErrorView message={data.error} />
  return <OrderDetailScreen order={data.order} clock={data.clock} payment={data.payment} data={data} />
}
