// Operations of the `cart` tag (SPEC.md §3, §7).
import { call, client, FORM, type CallOptions } from './client'

export const addCart = (body: { productId: number; number: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/cart/add', { body, headers: FORM }), options)

/** A line queued offline (./cart-outbox.ts), sent with its key: a retry after a lost answer adds it once. */
export const addCartOnce = (
  body: { productId: number; number: number },
  idempotencyKey: string,
  options?: CallOptions,
) =>
  call(
    'POST',
    client.POST('/v3/business/front/cart/add', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: FORM,
    }),
    options,
  )

export const getCartList = () => call('GET', client.GET('/v3/business/front/cart/cartList'))

export const addSampleCart = (body: { productId: number; number: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/sampleCart/add', { body, headers: FORM }), options)

export const getSampleCartList = () => call('GET', client.GET('/v3/business/front/sampleCart/cartList'))

/** A cart line's quantity change; answers the whole cart (SPEC.md §5 rules are checked by the server). */
export const changeCartNum = (body: { cartId: number; number: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/cart/changeNum', { body, headers: FORM }), options)

const idsOf = (cartIds: readonly number[]) => cartIds.join(',')

export const checkCarts = (cartIds: readonly number[], checked: 0 | 1, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/cart/checkedCarts', {
      body: { cartIds: idsOf(cartIds), checked },
      headers: FORM,
    }),
    options,
  )

export const deleteCarts = (cartIds: readonly number[], options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/cart/deleteCarts', { body: { cartIds: idsOf(cartIds) }, headers: FORM }),
    options,
  )

export const emptyInvalid = (options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/cart/emptyInvalid', { headers: FORM }), options)

export const moveCartsToCollection = (cartIds: readonly number[], options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/cart/moveToCollection', {
      body: { cartIds: idsOf(cartIds) },
      headers: FORM,
    }),
    options,
  )

export const changeSampleCartNum = (body: { cartId: number; number: number }, options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/sampleCart/changeNum', { body, headers: FORM }), options)

export const checkSampleCarts = (cartIds: readonly number[], checked: 0 | 1, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/sampleCart/checkedCarts', {
      body: { cartIds: idsOf(cartIds), checked },
      headers: FORM,
    }),
    options,
  )

export const deleteSampleCarts = (cartIds: readonly number[], options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/sampleCart/deleteCarts', {
      body: { cartIds: idsOf(cartIds) },
      headers: FORM,
    }),
    options,
  )

export const emptySampleInvalid = (options?: CallOptions) =>
  call('POST', client.POST('/v3/business/front/sampleCart/emptyInvalid', { headers: FORM }), options)
