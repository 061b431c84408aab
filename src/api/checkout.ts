// Operations of the `order` tag used by the checkout (SPEC.md §3 contact info and invoice, §5, §8; issue 5 item
// 4): delivery addresses, invoice headers, the checkout preview (confirm) and the order submission.
import { call, client, FORM, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type Address = components['schemas']['Address']
export type AddressInput = components['schemas']['AddressInput']
export type Invoice = components['schemas']['Invoice']
export type CheckoutRequest = components['schemas']['CheckoutRequest']
export type CheckoutData = components['schemas']['CheckoutData']
export type CheckoutStoreGroup = components['schemas']['CheckoutStoreGroup']
export type CheckoutCoupon = components['schemas']['CheckoutCoupon']
export type CheckoutProblem = components['schemas']['CheckoutProblem']
export type OrderLine = components['schemas']['OrderLine']
export type IntegralRule = components['schemas']['IntegralRule']
export type SubmitResult = components['schemas']['SubmitResult']

export const listAddresses = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/memberAddress/list'), options)

export const addAddress = (body: AddressInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberAddress/add', { body, headers: FORM }), options)

export const editAddress = (body: AddressInput & { addressId: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberAddress/edit', { body, headers: FORM }), options)

export const listInvoices = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/memberInvoice/list'), options)

/** The preview: lines, coupons, points and totals as the server computes them for this selection. */
export const confirmOrder = (body: CheckoutRequest, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/orderOperate/confirm', { body, headers: JSON_BODY }), options)

/** Creates the orders; `idempotencyKey` is made before the first attempt and reused on every retry. */
export const submitOrder = (body: CheckoutRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/orderOperate/submit', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      headers: JSON_BODY,
    }),
    options,
  )
