// Operations of the `cart` tag (SPEC.md §3, §7).
import { call, client, FORM, type CallOptions } from './client'

export const addCart = (body: { productId: number; number: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/cart/add', { body, headers: FORM }), options)

export const getCartList = () => call('GET', client.GET('/v3/business/front/cart/cartList'))

export const addSampleCart = (body: { productId: number; number: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/sampleCart/add', { body, headers: FORM }), options)

export const getSampleCartList = () => call('GET', client.GET('/v3/business/front/sampleCart/cartList'))
