// Operations of the `order` tag that evaluate orders (issue 6 item 6; SPEC.md §2 /member/order/evaluate and
// /member/order/evaluation, §5 and §9: 1–5 stars, text, at most 5 review photos). The order itself is read
// with src/api/orders.ts (getOrder, listOrders) and the photos are uploaded with src/api/payment.ts
// (uploadFile, source 'review').
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components, operations } from './schema'

export type OrderComment = components['schemas']['OrderComment']
export type Evaluation = components['schemas']['Evaluation']
export type AddOrderCommentRequest =
  operations['addOrderComment']['requestBody']['content']['application/json']
export type OrderCommentQuery = NonNullable<operations['listOrderComments']['parameters']['query']>

/** JSON body (the contract's only encoding for it); answers the order, now evaluated. */
export const addOrderComment = (body: AddOrderCommentRequest, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/orderComment/addOrderComment', { body, headers: JSON_BODY }),
    options,
  )

/** The member's evaluations, newest first. */
export const listOrderComments = (query: OrderCommentQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderComment/list', { params: { query } }), options)
