// Operations of the `order` tag that read orders (SPEC.md §2 /member/order/list and /member/order/detail,
// §3 order, §4 order states): the member's order list and one order.
import { call, client, type CallOptions } from './client'
import type { components, operations } from './schema'

export type OrderSummary = components['schemas']['OrderSummary']
export type OrderDetail = components['schemas']['OrderDetail']
export type OrderLine = components['schemas']['OrderLine']
export type OrderState = OrderSummary['orderState']
export type ReserveState = NonNullable<OrderSummary['reserveState']>
export type OrderPayState = OrderSummary['payState']
export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>
export type OrderPayment = components['schemas']['PayInfo']

export const listOrders = (query: OrderListQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderInfo/list', { params: { query } }), options)

export const getOrder = (orderSn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderInfo/detail', { params: { query: { orderSn } } }), options)

/**
 * The payment an order belongs to (getPayInfo). The order screens read it for the server clock of the payment
 * countdown (SPEC.md §4: the countdown follows the server, not the browser) and for a rejected wire-transfer
 * proof; the order list and detail answers carry no serverTime of their own.
 */
export const getOrderPayment = (paySn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderPay/payInfo', { params: { query: { paySn } } }), options)
