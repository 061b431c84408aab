// Operations of the `points` tag (issue 12 item 5; SPEC.md §2 /point/*, /member/myPoint, /member/pointOrder/*):
// the points mall, redeeming (Idempotency-Key, src/lib/idempotency.ts), paying the cash part, the member's
// points orders and points history.
import { call, client, FORM, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type PointCategory = components['schemas']['PointCategory']
export type PointGoodsSummary = components['schemas']['PointGoodsSummary']
export type PointGoodsDetail = components['schemas']['PointGoodsDetail']
export type PointMallHome = components['schemas']['PointMallHome']
export type PointConfirm = components['schemas']['PointConfirm']
export type PointSubmitRequest = components['schemas']['PointSubmitRequest']
export type PointSubmitResult = components['schemas']['PointSubmitResult']
export type PointOrderSummary = components['schemas']['PointOrderSummary']
export type PointOrderDetail = components['schemas']['PointOrderDetail']
export type PointOrderStateCode = components['schemas']['PointOrderStateCode']
export type PointPayInfo = components['schemas']['PointPayInfo']
export type PointPayRequest = components['schemas']['PointPayRequest']
export type IntegralLogEntry = components['schemas']['IntegralLogEntry']
export type Pagination = components['schemas']['Pagination']

export type PageSize = 10 | 20 | 30 | 50

export interface PointGoodsQuery {
  categoryId?: number
  current?: number
  pageSize?: PageSize
}

export interface PointOrderQuery {
  orderState?: PointOrderStateCode
  current?: number
  pageSize?: PageSize
}

export interface IntegralLogQuery {
  /** 0 all, 1 income, 2 expense */
  type?: 0 | 1 | 2
  current?: number
  pageSize?: PageSize
}

export const getPointMallHome = (options?: CallOptions) =>
  call('GET', client.GET('/v3/integral/front/integral/mall/list'), options)

export const listPointGoods = (query: PointGoodsQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/integral/front/integral/mall/goodsList', { params: { query } }), options)

export const getPointGoods = (goodsId: number, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/integral/front/integral/mall/details', { params: { query: { goodsId } } }),
    options,
  )

export const confirmPointOrder = (body: { goodsId: number; number: number }, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/integral/front/integral/orderOperate/confirm', { body, headers: JSON_BODY }),
    options,
  )

/** The key is made before the first attempt and reused on every retry (src/lib/idempotency.ts). */
export const submitPointOrder = (body: PointSubmitRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/integral/front/integral/orderOperate/submit', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

const orderSnBody = (orderSn: string) => ({ body: { orderSn }, headers: FORM })

export const cancelPointOrder = (orderSn: string, options?: CallOptions) =>
  call('POST', client.POST('/v3/integral/front/integral/orderOperate/cancel', orderSnBody(orderSn)), options)

export const receivePointOrder = (orderSn: string, options?: CallOptions) =>
  call('POST', client.POST('/v3/integral/front/integral/orderOperate/receive', orderSnBody(orderSn)), options)

export const deletePointOrder = (orderSn: string, options?: CallOptions) =>
  call('POST', client.POST('/v3/integral/front/integral/orderOperate/delete', orderSnBody(orderSn)), options)

export const listPointOrders = (query: PointOrderQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/integral/front/integral/order/list', { params: { query } }), options)

export const getPointOrder = (orderSn: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/integral/front/integral/order/detail', { params: { query: { orderSn } } }),
    options,
  )

export const getPointPayInfo = (orderSn: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/integral/front/integral/orderPay/payInfo', { params: { query: { orderSn } } }),
    options,
  )

export const payPointOrder = (body: PointPayRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/integral/front/integral/orderPay/doPay', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

export const listIntegralLog = (query: IntegralLogQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/integralLog/list', { params: { query } }), options)
