// Operations of the member's credit line (issue 12 item 4; SPEC.md §2 /member/credit/index, /member/credit/pay,
// §5): the summary, the bills by period, one bill with its orders, and paying a bill (with an Idempotency-Key,
// made before the first attempt and reused on every retry: src/lib/idempotency.ts).
import { call, client, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type CreditSummary = components['schemas']['CreditSummary']
export type CreditBill = components['schemas']['CreditBill']
export type CreditBillState = components['schemas']['CreditBillState']
export type CreditBillDetail = components['schemas']['CreditBillDetail']
export type CreditBillLine = components['schemas']['CreditBillLine']
export type CreditBillPayRequest = components['schemas']['CreditBillPayRequest']
export type CreditBillPayResult = components['schemas']['CreditBillPayResult']
export type Pagination = components['schemas']['Pagination']

export interface CreditBillQuery {
  state?: CreditBillState
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export const getCreditSummary = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/credit/summary'), options)

export const listCreditBills = (query: CreditBillQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/creditBill/list', { params: { query } }), options)

export const getCreditBill = (billSn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/creditBill/detail', { params: { query: { billSn } } }), options)

export const payCreditBill = (body: CreditBillPayRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/creditBill/pay', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )
