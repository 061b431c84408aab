// The supplier's side of inquiries (tag `inquiry`, issue 28 item 1; SPEC.md §2 /inquiry/supplier/*, §6): for a
// member whose account runs a store, the inquiries it may quote, one inquiry with the store's own quote and
// products, quoting or revising, withdrawing, and the contract drafted from its accepted quote.
import { call, client, FORM, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type SupplierDesk = components['schemas']['SupplierDesk']
export type SupplierInquiry = components['schemas']['SupplierInquiry']
export type SupplierStoreProduct = components['schemas']['SupplierStoreProduct']
export type QuoteInput = components['schemas']['QuoteInput']

export const getSupplierDesk = (options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/inquiry/supplier/desk'), options)

export const getSupplierInquiry = (inquirySn: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/business/front/inquiry/supplier/detail', { params: { query: { inquirySn } } }),
    options,
  )

export const submitSupplierQuote = (body: QuoteInput, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/inquiry/supplier/quote', { body, headers: JSON_BODY }),
    options,
  )

export const withdrawSupplierQuote = (quoteSn: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/inquiry/supplier/withdrawQuote', { body: { quoteSn }, headers: FORM }),
    options,
  )

export const getSupplierContract = (contractNo: string, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/business/front/inquiry/supplier/contract', { params: { query: { contractNo } } }),
    options,
  )

export const confirmSupplierContract = (contractNo: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/inquiry/supplier/confirmContract', {
      body: { contractNo },
      headers: FORM,
    }),
    options,
  )
