// Operations of the `tender` tag (issue 28 item 2; SPEC.md §2 /bid/*, /member/bid, /member/bidInvite): the
// public tender notices and one notice with its opened offers, the invitations of an enterprise, the member's
// own tenders, publishing one and awarding it (each with its Idempotency-Key: one tender and one winner,
// whatever is clicked twice), and terminating it with a reason.
import { call, client, FORM, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type TenderState = components['schemas']['TenderState']
export type TenderInput = components['schemas']['TenderInput']
export type TenderSummary = components['schemas']['TenderSummary']
export type TenderDetail = components['schemas']['TenderDetail']
export type TenderOffer = components['schemas']['TenderOffer']

export interface TenderQuery {
  state?: TenderState
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export const listTenders = (query: TenderQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/bid/list', { params: { query } }), options)

export const getTender = (tenderSn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/bid/detail', { params: { query: { tenderSn } } }), options)

export const listTenderInvitations = (query: Omit<TenderQuery, 'state'>, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/bid/invitations', { params: { query } }), options)

export const listMyTenders = (query: TenderQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/bid/myList', { params: { query } }), options)

export const publishTender = (body: TenderInput, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/bid/publish', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

export const pickTenderWinner = (
  body: { tenderSn: string; offerSn: string },
  idempotencyKey: string,
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/business/front/bid/pickWinner', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: FORM,
    }),
    options,
  )

export const terminateTender = (body: { tenderSn: string; reason: string }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/bid/terminate', { body, headers: FORM }), options)
