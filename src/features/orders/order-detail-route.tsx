// /member/order/detail?orderSn and /member/order/info?orderSn (login, router guard): one order of the member.
// The payment the buyer owes now (checkout payment, deposit or final payment) is read too
// (order-detail-loader.ts): for a rejected wire-transfer proof and the 24 h window of a deposit. The route
// owns the order-actions actor and reads the order again after an action, or when one of its countdowns
// reaches zero (the server, on its own clock, has moved the order on).
import { approvalNoticeOf } from '../../../machines/order-approval/order-approval.machine'
import { useCallback, useMemo, useRef } from 'react'
import { useLoaderData, useNavigate, useRevalidator } from 'react-router'
import type { OrderDetail, OrderPayment } from '../../api/orders'
import { orderDetailMessages as d } from './messages'
import { isWaitingPickup, orderActionsOf, orderDeadlinesOf } from './order-actions'
import type { OrderDetailData } from './order-detail-loader'
import { OrderDetailErrorView, OrderDetailView } from './order-detail-view'
import type { ServerClock } from './order-labels'
import { orderHistory, orderProgress } from './order-timeline'
import { orderToolsOf } from './order-tools'
import { useOrderActions } from './use-order-actions'
import { useOrderTools } from './use-order-tools'
import { useSaveOrderList } from './use-save-order-list'

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
  const saveList = useSaveOrderList(order.orderSn)
  const transferRejectReason = payment?.payState === 'unpaid' ? (payment.transferRejectReason ?? null) : null
  return (
    <OrderDetailView
      order={order}
      summary={{
        transferRejectReason,
        approval: approvalNoticeOf(order.approval),
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
      saveList={saveList}
    />
  )
}

export function OrderDetailRoute() {
  const data = useLoaderData<OrderDetailData>()
  if ('error' in data)
    return (
      <OrderDetailErrorView message={data.error === 'badOrderSn' ? { id: d.badOrderSn.id } : data.error} />
    )
  return <OrderDetailScreen order={data.order} clock={data.clock} payment={data.payment} data={data} />
}
