// What the quote-order page shows of a reservation order (issue 6 item 4; decision 007): whether the supplier
// has quoted it, the quote's total, and the buyer's next payment. The next payment comes from the order's own
// lifecycle (meta.buyerPays of machines/order-lifecycle/reservation-order.machine.ts): "Pagar depósito" while
// it waits for the deposit, "Pagar saldo final" while it waits for the final payment — nothing else.
import { awaitsQuote, metaOrNull } from '../../../machines/order-lifecycle/lifecycle'
import type { OrderSummary } from '../../api/orders'

export type QuoteTab = 'all' | 'pending' | 'quoted'

export const QUOTE_TABS: readonly QuoteTab[] = ['all', 'pending', 'quoted']

export interface NextPayment {
  kind: 'deposit' | 'final'
  paySn: string
}

export interface QuoteOrderRow {
  order: OrderSummary
  /** The quote's total (deposit + final payment), once quoted. */
  quoteTotal: number | null
  nextPayment: NextPayment | null
}

/** Before the supplier's quote ("Pendientes de cotización", the lifecycle's meta); every other state is "Cotizadas". */
export const isAwaitingQuote = (order: OrderSummary) => awaitsQuote(order.lifecycle.state)

export function isInTab(tab: QuoteTab, order: OrderSummary): boolean {
  if (tab === 'all') return true
  return tab === 'pending' ? isAwaitingQuote(order) : !isAwaitingQuote(order)
}

export function nextPaymentOf(order: OrderSummary): NextPayment | null {
  if (order.lifecycle.kind !== 'reservation') return null
  // a state this build's machine does not know offers no payment
  const buyerPays = metaOrNull('reservation', order.lifecycle.state)?.buyerPays
  if (buyerPays === 'deposit' && order.depositPaySn) return { kind: 'deposit', paySn: order.depositPaySn }
  if (buyerPays === 'final' && order.finalPaySn) return { kind: 'final', paySn: order.finalPaySn }
  return null
}

const cents = (amount: number) => Math.round(amount * 100)

export function quoteRowOf(order: OrderSummary): QuoteOrderRow {
  const quoted = order.depositAmount != null && order.finalAmount != null
  return {
    order,
    quoteTotal: quoted ? (cents(order.depositAmount!) + cents(order.finalAmount!)) / 100 : null,
    nextPayment: nextPaymentOf(order),
  }
}

/** The payment screen of the deposit or the final payment (payFrom=2: from the member's orders). */
export const payHref = (paySn: string) => `/buy/pay?paySn=${encodeURIComponent(paySn)}&payFrom=2`

export const orderDetailHref = (orderSn: string) =>
  `/member/order/detail?orderSn=${encodeURIComponent(orderSn)}`
