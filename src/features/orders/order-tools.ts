// Which housekeeping an order offers (issue 16 item 6): asked of its lifecycle machine, never a list of states —
// a new address while the machine takes `buyer.addressChanged`, deletion where its state's meta allows it.
import { offersAddressChange, offersDeletion } from '../../../machines/order-lifecycle/lifecycle'
import type { OrderSummary } from '../../api/orders'
import { kindOfOrder } from './order-actions'

export type OrderToolKind = 'changeAddress' | 'delete'

export function orderToolsOf(order: Pick<OrderSummary, 'orderType' | 'lifecycle'>): OrderToolKind[] {
  const state = order.lifecycle?.state
  if (!state) return []
  const kind = kindOfOrder(order)
  const tools: OrderToolKind[] = []
  if (offersAddressChange(kind, state)) tools.push('changeAddress')
  if (offersDeletion(kind, state)) tools.push('delete')
  return tools
}
