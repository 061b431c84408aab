// Operations of the `order` tag that read orders and act on them as the buyer (SPEC.md §2 /member/order/list,
// /member/order/detail, /member/order/logistics; §3 order; §4 order states, logistics states): the member's
// order list, one order, its logistics, the reasons to cancel, cancelling and confirming receipt.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components, operations } from './schema'

export type OrderSummary = components['schemas']['OrderSummary']
export type OrderDetail = components['schemas']['OrderDetail']
export type OrderLine = components['schemas']['OrderLine']
export type OrderState = OrderSummary['orderState']

/** An order number as the API takes it. */
export { RECORD_SN as ORDER_SN } from './record-number'
export type ReserveState = NonNullable<OrderSummary['reserveState']>
export type OrderPayState = OrderSummary['payState']
export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>
export type OrderPayment = components['schemas']['PayInfo']
/** The order's lifecycle as the server holds it (machines/order-lifecycle resolves it). */
export type OrderLifecycle = components['schemas']['Lifecycle']
export type OrderLogEntry = OrderDetail['log'][number]
export type OrderBatch = components['schemas']['Batch']
export type LogisticsState = OrderBatch['logisticsState']
export type LogisticsEvent = components['schemas']['LogisticsEvent']
export type OrderTrace = components['schemas']['TraceData']
export type OrderRefund = components['schemas']['RefundSummary']
export type Reason = components['schemas']['Reason']
/** 104 cancel an order, 105 refund before receipt, 106 refund after receipt, 107 refund with return. */
export type ReasonType = operations['listReasons']['parameters']['query']['type']

export const listOrders = (query: OrderListQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderInfo/list', { params: { query } }), options)

export const getOrder = (orderSn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderInfo/detail', { params: { query: { orderSn } } }), options)

/**
 * The payment an order belongs to (getPayInfo). The order screens read it for a rejected wire-transfer proof,
 * a fact of the payment rather than of the order.
 */
export const getOrderPayment = (paySn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderPay/payInfo', { params: { query: { paySn } } }), options)

export const listReasons = (type: ReasonType, options?: CallOptions) =>
  call('GET', client.GET('/v3/system/front/reason/list', { params: { query: { type } } }), options)

/** The buyer cancels an order (its machine must take `buyer.cancelled`); answers the order. */
export const cancelOrder = (body: { orderSn: string; reasonId: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/orderOperate/cancel', { body, headers: JSON_BODY }), options)

/** "Confirmar recepción"; answers the order. A second confirmation is refused by the server. */
export const confirmReceipt = (orderSn: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/orderOperate/receive', { body: { orderSn }, headers: JSON_BODY }),
    options,
  )

/** The batches of an order with their logistics. */
export const getOrderTrace = (orderSn: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/business/front/logistics/order/getTrace', { params: { query: { orderSn } } }),
    options,
  )
