// Operations of the `inquiry` tag (issue 28 item 1; SPEC.md §2 /inquiry/*, /member/inquiry/*): the member's
// inquiries (RFQ), the quotes they received with their versions, publishing an inquiry and accepting a quote
// (with its Idempotency-Key: one contract, whatever is clicked twice). Attachments are uploaded with
// uploadFile(file, 'inquiry') of ./payment.ts; the contract made is read with ./contracts.ts.
import { call, client, FORM, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type InquiryState = components['schemas']['InquiryState']
export type QuoteState = components['schemas']['QuoteState']
export type InquiryInput = components['schemas']['InquiryInput']
export type InquirySummary = components['schemas']['InquirySummary']
export type InquiryDetail = components['schemas']['InquiryDetail']
export type Quote = components['schemas']['Quote']
export type QuoteVersion = components['schemas']['QuoteVersion']

export interface InquiryQuery {
  state?: InquiryState
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export interface QuoteQuery {
  state?: QuoteState
  current?: number
  pageSize?: 10 | 20 | 30 | 50
}

export const publishInquiry = (body: InquiryInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/inquiry/publish', { body, headers: JSON_BODY }), options)

export const listInquiries = (query: InquiryQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/inquiry/list', { params: { query } }), options)

export const getInquiry = (inquirySn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/inquiry/detail', { params: { query: { inquirySn } } }), options)

export const listQuotes = (query: QuoteQuery, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/inquiry/quoteList', { params: { query } }), options)

export const acceptQuote = (
  body: { quoteSn: string; version: number },
  idempotencyKey: string,
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/business/front/inquiry/acceptQuote', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: FORM,
    }),
    options,
  )
