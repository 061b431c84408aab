// Operations of the `afterSales` tag (issue 6 item 5; SPEC.md §4 refund states, §5 refund amount, images and
// account rules): what a refund of an order may be, requesting and reapplying, the member's refunds, one
// refund, the return logistics and withdrawing. Plus `listReasons` of the `order` tag (types 105 refund
// before receipt, 106 refund after receipt, 107 refund with return), which the refund form needs.
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components, operations } from './schema'

export type RefundApplyInfo = components['schemas']['RefundApplyInfo']
export type RefundApplyRequest = components['schemas']['RefundApplyRequest']
export type RefundReapplyRequest = components['schemas']['RefundReapplyRequest']
export type RefundSummary = components['schemas']['RefundSummary']
export type RefundDetail = components['schemas']['RefundDetail']
export type RefundHistoryEntry = components['schemas']['RefundHistoryEntry']
export type RefundType = RefundSummary['type']
export type RefundStateName = RefundSummary['state']
export type RefundAccount = components['schemas']['Account']
export type Reason = components['schemas']['Reason']
export type ReasonType = operations['listReasons']['parameters']['query']['type']
export type RefundListQuery = NonNullable<operations['listRefunds']['parameters']['query']>
export type RefundLine = components['schemas']['RefundLine']
export type RefundableLine = components['schemas']['RefundableLine']
export type GoodsState = components['schemas']['GoodsState']
export type Carrier = components['schemas']['Carrier']
export interface ReturnLogisticsRequest {
  afsSn: string
  /** a carrier of listCarriers (issue 16 item 7) */
  expressId: number
  trackingNumber: string
}

export const listReasons = (type: ReasonType, options?: CallOptions) =>
  call('GET', client.GET('/v3/system/front/reason/list', { params: { query: { type } } }), options)

/** The carriers a return may travel with (system/front/express/list). */
export const listCarriers = (options?: CallOptions) =>
  call('GET', client.GET('/v3/system/front/express/list'), options)

export const getRefundApplyInfo = (orderSn: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/business/front/after/sale/apply/applyInfo', { params: { query: { orderSn } } }),
    options,
  )

/** With the attempt's Idempotency-Key: a retry after a lost answer is answered with the request made. */
export const submitRefund = (body: RefundApplyRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/after/sale/apply/submit', {
      body,
      headers: JSON_BODY,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
    options,
  )

export const listRefunds = (query: RefundListQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/after/sale/list', { params: { query } }), options)

export const getRefund = (afsSn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/after/sale/detail', { params: { query: { afsSn } } }), options)

export const shipReturn = (body: ReturnLogisticsRequest, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/after/sale/deliverGoods', { body, headers: JSON_BODY }),
    options,
  )

export const reapplyRefund = (body: RefundReapplyRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/after/sale/reapply', {
      body,
      headers: JSON_BODY,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
    options,
  )

export const withdrawRefund = (afsSn: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/after/sale/cancel', { body: { afsSn }, headers: JSON_BODY }),
    options,
  )
