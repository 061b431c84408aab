// Third-party payment ("Pago por un tercero") operations of the `order` tag (SPEC.md §1, §4, §8): the applicant
// asks a registered member to pay a payment; the payer identifies the applicant, accepts or refuses.
import type { components } from './schema'
import { call, client, FORM, type CallOptions } from './client'

export type PayRequestSummary = components['schemas']['PayRequestSummary']
export type PayRequestDetail = components['schemas']['PayRequestDetail']
export type PayRequestState = PayRequestSummary['state']
export type PayRequestRole = 'applicant' | 'payer'
export type PayOrder = components['schemas']['PayOrder']

/** A pay request number as the API takes it. */
export const REQUEST_SN = /^[A-Z0-9]{6,40}$/

export const PAY_REQUEST_STATES: readonly PayRequestState[] = [
  'requested',
  'waitingPayment',
  'paid',
  'cancelled',
  'expired',
]

export interface PayRequestListQuery {
  role: PayRequestRole
  state?: PayRequestState
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export const createPayRequest = (
  body: { paySn: string; payerEmail: string; message?: string },
  options?: CallOptions,
) => call('POST', client.POST('/v3/business/front/payRequest/add', { body, headers: FORM }), options)

export const listPayRequests = (query: PayRequestListQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/payRequest/list', { params: { query } }), options)

export const getPayRequest = (requestSn: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/business/front/payRequest/detail', { params: { query: { requestSn } } }),
    options,
  )

export const cancelPayRequest = (requestSn: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/payRequest/cancel', { body: { requestSn }, headers: FORM }),
    options,
  )

export const acceptPayRequest = (requestSn: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/payRequest/accept', { body: { requestSn }, headers: FORM }),
    options,
  )

export const refusePayRequest = (body: { requestSn: string; reason: string }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/payRequest/refuse', { body, headers: FORM }), options)
