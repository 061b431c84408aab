// Operations of the payment screens (issue 5 item 5, SPEC.md §1, §4, §5, §8): a payment's state, its
// methods, paying it (with an Idempotency-Key) and the payment-proof upload (multipart).
import { call, client, JSON_BODY, type CallOptions } from './client'
import { FILE_FORMAT_MESSAGE_ID, fileHead, sniffContractFileType, sniffImageType } from '../lib/file-type'
import { PAYMENT_GATEWAY_HOSTS } from './config'
import { RefusedBeforeSending } from './errors'
import type { components } from './schema'

export type PayInfo = components['schemas']['PayInfo']
export type PayMethod = components['schemas']['PayMethod']
export type PayMethodCode = PayMethod['payMethod']
export type DoPayRequest = components['schemas']['DoPayRequest']
export type DoPayResult = components['schemas']['DoPayResult']
export type UploadResult = components['schemas']['UploadResult']
export type UploadSource =
  | 'payProof'
  | 'rechargeVoucher'
  | 'review'
  | 'afterSale'
  | 'avatar'
  | 'contract'
  | 'inquiry'
  | 'tender'
  | 'portfolio'
  | 'licence'
  | 'optimize'

export const getPayInfo = (paySn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderPay/payInfo', { params: { query: { paySn } } }), options)

export const listPayMethods = (paySn: string, options?: CallOptions) =>
  call('GET', client.GET('/v3/business/front/orderPay/payMethod', { params: { query: { paySn } } }), options)

/** The key is made before the first attempt and reused on every retry (src/lib/idempotency.ts). */
export const doPay = (body: DoPayRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/business/front/orderPay/doPay', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      headers: JSON_BODY,
    }),
    options,
  )

/**
 * Multipart: the request layer passes a FormData through and the browser sets the boundary (SPEC.md §7).
 * Every upload is checked by its content first (SPEC.md §5: png/jpg, contract attachments also PDF), whatever
 * its name says: a file of another kind is refused with "Formato de archivo incorrecto" and nothing is sent.
 * The mock checks the content and size again.
 */
export async function uploadFile(file: Blob, source: UploadSource, options?: CallOptions) {
  const sniff =
    source === 'contract' || source === 'inquiry' || source === 'tender'
      ? sniffContractFileType
      : sniffImageType
  if (sniff(await fileHead(file)) === null) throw new RefusedBeforeSending(FILE_FORMAT_MESSAGE_ID)
  const form = new FormData()
  form.append('source', source)
  form.append('file', file, file instanceof File ? file.name : 'file')
  return await call('POST', client.POST('/v3/oss/common/upload', { body: form as never }), options)
}

/**
 * Where doPay's redirectUrl may send the browser: an http(s) address of `origin` (this page's origin, where
 * the mock's simulated gateway page lives) or a configured gateway host over https, without credentials or a
 * port. Anything else (another host, javascript:, data:, a relative address when `origin` is null) answers
 * null. The caller passes the origin, so that the payment machine reads no browser global itself.
 */
export function safeGatewayUrl(
  target: string | null | undefined,
  origin: string | null,
  hosts: readonly string[] = PAYMENT_GATEWAY_HOSTS,
): string | null {
  if (!target) return null
  let url: URL
  let pageOrigin: string | null
  try {
    url = origin === null ? new URL(target) : new URL(target, origin)
    pageOrigin = origin === null ? null : new URL(origin).origin
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.origin === pageOrigin) return url.href
  if (url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '')
    return hosts.includes(url.hostname.toLowerCase()) ? url.href : null
  return null
}
