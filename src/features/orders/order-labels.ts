// Labels and small rules shared by the order list and the order detail (SPEC.md §4 order states, GLOSSARY.md
// labels). Pure functions over the contract's order shapes; no React state, no API calls.
import type { OrderSummary } from '../../api/orders'
import type { Message } from '../../lib/intl'
import { ORDER_TABS, orderStateMessage } from '../../components/order-status'
import { labelOf } from '../../../machines/order-lifecycle/lifecycle'
import { paymentMessages } from './messages'

export { ORDER_TABS, orderStateMessage }

/** Reservation orders show their own state (SPEC.md §4); regular orders the GLOSSARY.md status. */
export function statusMessageOf(
  order: Pick<OrderSummary, 'orderType' | 'orderState' | 'reserveState'>,
): Message {
  const reserve =
    order.orderType === 2 && order.reserveState ? labelOf('reservation', order.reserveState) : null
  return reserve ?? orderStateMessage(order.orderState)
}

const PAY_METHODS = ['balance', 'credit', 'card', 'transfer', 'voucher', 'tropipay'] as const

/** GLOSSARY.md label of a payment method; null for a method this app does not know (shown as sent). */
export function payMethodMessage(method: string | null | undefined): Message | null {
  return method && (PAY_METHODS as readonly string[]).includes(method)
    ? paymentMessages[method as (typeof PAY_METHODS)[number]]
    : null
}

export const payHref = (paySn: string) => `/buy/pay?paySn=${encodeURIComponent(paySn)}&payFrom=2`
const query = (path: string, name: string, value: string) => `${path}?${name}=${encodeURIComponent(value)}`
export const orderDetailHref = (orderSn: string) => query('/member/order/detail', 'orderSn', orderSn)
export const evaluateHref = (orderSn: string) => query('/member/order/evaluate', 'orderSn', orderSn)
export const refundApplyHref = (orderSn: string) => query('/member/order/refund/apply', 'orderSn', orderSn)
export const refundDetailHref = (afsSn: string) => query('/member/order/refund/detail', 'afsSn', afsSn)
export const logisticsHref = (orderSn: string) => query('/member/order/logistics', 'orderSn', orderSn)

/**
 * The server's clock as last read (SPEC.md §4: the countdown follows the server's time, the mock clock in
 * mock builds): the server time of an answer and the browser time when it arrived.
 */
export interface ServerClock {
  serverTime: string
  receivedAt: number
}

export function serverNow(clock: ServerClock, browserNow = Date.now()): number {
  return new Date(clock.serverTime).getTime() + (browserNow - clock.receivedAt)
}

/** Discounts of an order: coupon plus points, 2 decimals. */
export const discountOf = (order: Pick<OrderSummary, 'couponAmount' | 'integralCashAmount'>) =>
  Math.round((order.couponAmount + order.integralCashAmount) * 100) / 100
