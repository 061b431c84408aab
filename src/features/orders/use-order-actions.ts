// The order-actions actor of an order screen (list or detail), read through narrow selectors and mapped to the
// plain props of order-action-parts.tsx. The route says what "the order changed" means for it (read the list or
// the order again); "every line is in the cart" opens the cart. Both arrive as events the machine emits.
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import {
  orderActionsMachine,
  orderActionsStageOf,
} from '../../../machines/order-actions/order-actions.machine'
import type { OrderSummary } from '../../api/orders'
import { useFlowActor } from '../../lib/flow'
import type { OrderActionDialogsProps, OrderActionsPhase } from './order-action-parts'
import type { OrderButtonKind } from './order-actions'
import type { ServerClock } from './order-labels'

export const CART_PATH = '/cart/index'

export function useOrderActions(options: {
  orders: readonly OrderSummary[]
  clock: ServerClock | null
  onOrderChanged: () => void
}) {
  const navigate = useNavigate()
  const actor = useFlowActor(orderActionsMachine)
  const { onOrderChanged } = options
  useEffect(() => {
    const changed = actor.on('order.changed', () => onOrderChanged())
    const cart = actor.on('cart.requested', () => void navigate(CART_PATH))
    return () => {
      changed.unsubscribe()
      cart.unsubscribe()
    }
  }, [actor, onOrderChanged, navigate])
  const phase: OrderActionsPhase = useSelector(actor, orderActionsStageOf)
  const orderSn = useSelector(actor, (s) => s.context.orderSn)
  const reasons = useSelector(actor, (s) => s.context.reasons)
  const reasonError = useSelector(actor, (s) => s.context.reasonError)
  const error = useSelector(actor, (s) => s.context.error)
  const skipped = useSelector(actor, (s) => s.context.skipped)
  const outcome = useSelector(actor, (s) => s.context.outcome)

  const ordersRef = useRef(options.orders)
  useEffect(() => {
    ordersRef.current = options.orders
  }, [options.orders])

  const onAction = useCallback(
    (kind: OrderButtonKind, sn: string) => {
      if (kind === 'cancel') actor.send({ type: 'cancel.requested', orderSn: sn })
      else if (kind === 'confirmReceipt') actor.send({ type: 'receipt.confirmRequested', orderSn: sn })
      else {
        const order = ordersRef.current.find((candidate) => candidate.orderSn === sn)
        const lines = (order?.productList ?? []).map((line) => ({
          productId: line.productId,
          buyNum: line.buyNum,
          goodsName: line.goodsName,
        }))
        actor.send({ type: 'buyAgain.requested', orderSn: sn, lines })
      }
    },
    [actor],
  )

  const pending: { orderSn: string; kind: OrderButtonKind } | null =
    phase === 'addingToCart' && orderSn ? { orderSn, kind: 'buyAgain' } : null

  const current = options.orders.find((order) => order.orderSn === orderSn)
  const dialogs: OrderActionDialogsProps = {
    phase,
    orderSn,
    reasons,
    reasonError,
    error,
    skipped,
    outcome,
    receiptDeadline: current?.receiptDeadline ?? null,
    clock: options.clock,
    onSubmitCancel: (reasonId) => actor.send({ type: 'cancel.submitted', reasonId }),
    onDismissCancel: () => actor.send({ type: 'cancel.dismissed' }),
    onConfirmReceipt: () => actor.send({ type: 'receipt.confirmed' }),
    onDismissReceipt: () => actor.send({ type: 'receipt.dismissed' }),
    onDismissResult: () => actor.send({ type: 'result.dismissed' }),
    onGoToCart: () => void navigate(CART_PATH),
  }
  return { dialogs, onAction, pending }
}
