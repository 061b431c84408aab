// Quick order operations of the `cart` tag (SPEC.md §5, §9): code lookup, batch add, shareable links.
import type { components } from './schema'
import { call, client, JSON_BODY, type CallOptions } from './client'

export type CodeLookup = components['schemas']['CodeLookup']
export type QuickOrderLine = components['schemas']['QuickOrderLine']
export type QuickOrderLink = components['schemas']['QuickOrderLink']
export type BatchAddResult = components['schemas']['BatchAddResult']

/** Up to 200 codes; one answer per code, in order. */
export const lookupProductCodes = (codes: readonly string[], options?: CallOptions) =>
  call(
    'GET',
    client.GET('/v3/goods/front/goods/lookupCodes', { params: { query: { codes: codes.join(',') } } }),
    options,
  )

export const batchAddCart = (lines: { productId: number; number: number }[], options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/cart/batchAdd', { body: { lines }, headers: JSON_BODY }),
    options,
  )

/** The product page's SKU grid (issue 16): every line or none; refused lines come back with their reason. */
export const addSkuGridToCart = (lines: { productId: number; number: number }[], options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/cart/batchAdd', {
      body: { lines, allOrNothing: true },
      headers: JSON_BODY,
    }),
    options,
  )

export const createQuickOrderLink = (lines: QuickOrderLine[], options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/quickOrder/link', { body: { lines }, headers: JSON_BODY }),
    options,
  )

export const getQuickOrderLink = (linkId: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/quickOrder/link', { params: { query: { linkId } } }), options)
