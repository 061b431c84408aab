// Operations of the `order` tag behind the member centre's address book and invoice screens (issue 11 items 4–5;
// SPEC.md §3 contact info and invoice): the same records the checkout lists (src/api/checkout.ts).
import { call, client, FORM, type CallOptions } from './client'
import type { components } from './schema'

export type InvoiceInput = components['schemas']['InvoiceInput']
export type InvoiceAddress = components['schemas']['InvoiceAddress']
export type InvoiceAddressInput = components['schemas']['InvoiceAddressInput']

export const deleteAddress = (addressId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/memberAddress/del', {
      body: { addressIds: String(addressId) },
      headers: FORM,
    }),
    options,
  )

export const changeDefaultAddress = (addressId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/memberAddress/changeDefaultAddress', {
      body: { addressId },
      headers: FORM,
    }),
    options,
  )

export const getInvoice = (invoiceId: number, options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/member/front/memberInvoice/detail', { params: { query: { invoiceId } } }),
    options,
  )

export const addInvoice = (body: InvoiceInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberInvoice/add', { body, headers: FORM }), options)

export const editInvoice = (body: InvoiceInput & { invoiceId: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberInvoice/edit', { body, headers: FORM }), options)

export const deleteInvoice = (invoiceId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/memberInvoice/del', {
      body: { invoiceIds: String(invoiceId) },
      headers: FORM,
    }),
    options,
  )

export const changeDefaultInvoice = (invoiceId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/memberInvoice/changeDefault', { body: { invoiceId }, headers: FORM }),
    options,
  )

export const listInvoiceAddresses = (options?: CallOptions) =>
  call('GET', client.GET('/v3/member/front/memberInvoiceAddress/list'), options)

export const addInvoiceAddress = (body: InvoiceAddressInput, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberInvoiceAddress/add', { body, headers: FORM }), options)

export const editInvoiceAddress = (
  body: InvoiceAddressInput & { invoiceAddressId: number },
  options?: CallOptions,
) => call('POST', client.POST('/v3/member/front/memberInvoiceAddress/edit', { body, headers: FORM }), options)

export const deleteInvoiceAddress = (invoiceAddressId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/memberInvoiceAddress/del', {
      body: { invoiceAddressIds: String(invoiceAddressId) },
      headers: FORM,
    }),
    options,
  )

export const changeDefaultInvoiceAddress = (invoiceAddressId: number, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/member/front/memberInvoiceAddress/changeDefault', {
      body: { invoiceAddressId },
      headers: FORM,
    }),
    options,
  )
