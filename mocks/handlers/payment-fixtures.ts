// Test fixtures of the payment handlers (payment, pay-request and payment-control tests only): calls through
// the mock server as a logged-in member, and payments made directly in the database so that paying can be
// tested without going through checkout.
import { clock } from '../clock'
import { db, type OrderRecord, type PaymentRecord } from '../db'
import { walletOf } from '../lib/ledger'
import { PAYMENT_WINDOW_MS, newOrderSn, newPaySn } from '../lib/order-records'
import { newOrderLifecycle, openingLogEntry } from '../lib/order-lifecycle'
import { round2 } from '../lib/pricing'
import { MOCK_PASSWORD, MOCK_PAY_PASSWORD } from '../seed'

export const API = 'http://api.test'
export { MOCK_PAY_PASSWORD }

// tests read answers freely (they are validated against the contract by tests/setup.ts)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { state: number; msg: string; data: any }

const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {})

export async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${API}${path}`, { headers: auth(token) })
  return (await response.json()) as Answer
}

export async function postForm(path: string, body: Record<string, string | number>, token?: string) {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...auth(token) },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
  })
  return (await response.json()) as Answer
}

export async function postJson(
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(token), ...headers },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Answer
}

export async function tokenOf(email: string): Promise<string> {
  const { data } = await get('/v3/captcha/common/getCaptcha')
  const answer = await postForm('/v3/frontLogin/front/oauth/token', {
    username: email,
    password: MOCK_PASSWORD,
    verifyCode: '0000',
    verifyKey: data.key,
    loginType: 1,
  })
  return answer.data.access_token as string
}

/** The member as stored, with the figures of his wallet (sums of his ledger entries). */
export function memberOf(email: string) {
  const member = db.members.findFirst((q) => q.where({ email }))!
  return { ...member, ...walletOf(member.memberId) }
}

let keySerial = 0
/** A fresh Idempotency-Key, as the client makes one before the first attempt of a payment. */
export const newKey = () => `test-key-${Date.now().toString(36)}-${(keySerial += 1)}`

export const DO_PAY = '/v3/business/front/orderPay/doPay'

export function doPay(token: string, body: Record<string, unknown>, key = newKey()): Promise<Answer> {
  return postJson(DO_PAY, body, token, { 'Idempotency-Key': key })
}

/**
 * An unpaid payment of `email` covering one order per store (two stores by default), as checkout would leave
 * it: orders pending payment, 24 h window from now.
 */
export async function makePayment(
  email: string,
  { needPay = 120, stores = 2 }: { needPay?: number; stores?: number } = {},
): Promise<PaymentRecord> {
  const member = memberOf(email)
  const now = clock.now()
  const paySn = newPaySn()
  const openStores = db.stores.all().filter((store) => store.isOpen)
  const orders: OrderRecord[] = []
  for (let i = 0; i < stores; i++) {
    const store = openStores[i]!
    const goods = db.goods.findFirst((q) => q.where({ storeId: store.storeId, stockType: 'inStock' }))!
    const product = db.products.findFirst((q) => q.where({ goodsId: goods.goodsId }))!
    const total =
      i === stores - 1 ? round2(needPay - round2(needPay / stores) * (stores - 1)) : round2(needPay / stores)
    orders.push({
      orderSn: newOrderSn(),
      paySn,
      memberId: member.memberId,
      storeId: store.storeId,
      orderType: 1,
      lines: [
        {
          orderProductId: i + 1,
          productId: product.productId,
          goodsId: goods.goodsId,
          goodsName: goods.goodsName,
          specValues: product.specValues,
          productCode: product.productCode,
          saleUnit: goods.saleUnit,
          price: total,
          buyNum: 1,
          imageSeed: goods.imageSeed,
          categoryId: goods.categoryId,
        },
      ],
      goodsAmount: total,
      couponAmount: 0,
      integral: 0,
      integralCashAmount: 0,
      expressFee: 0,
      expressState: 'free',
      totalMoney: total,
      depositAmount: null,
      finalAmount: null,
      couponReceiptId: null,
      purchaseOrderNumber: '',
      remark: '',
      address: {
        addressId: 1,
        memberName: member.memberTrueName,
        telMobile: member.mobile,
        country: 'Cuba',
        province: 'La Habana',
        city: 'Plaza de la Revolución',
        street: 'Vedado',
        detailAddress: 'Calle 23 n.º 456 entre L y M',
        isDefault: true,
      },
      invoice: null,
      createdAt: now,
      payTime: null,
      cancelReason: null,
      log: [openingLogEntry(1)],
      ...newOrderLifecycle(1, [{ buyNum: 1 } as OrderRecord['lines'][number]]),
      buyerDeleted: false,
    })
  }
  for (const order of orders) await db.orders.create(order)
  const payment: PaymentRecord = {
    paySn,
    kind: 'order',
    memberId: member.memberId,
    orderSns: orders.map((order) => order.orderSn),
    needPay,
    createdAt: now,
    expireAt: now + PAYMENT_WINDOW_MS,
    payState: 'unpaid',
    payMethod: null,
    payerMemberId: null,
    tradeSn: null,
    paidAt: null,
    proofUrl: null,
    transferSubmittedAt: null,
    transferRejectReason: null,
  }
  await db.payments.create(payment)
  return payment
}

export const paymentNow = (paySn: string) => db.payments.findFirst((q) => q.where({ paySn }))!
export const ordersOf = (payment: PaymentRecord) =>
  payment.orderSns.map((orderSn) => db.orders.findFirst((q) => q.where({ orderSn }))!)

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0]

/** Bytes that start like a PNG (or JPEG) image, padded to `size`: the mock tells images by their content. */
export function imageBytes(size: number, kind: 'png' | 'jpg' = 'png'): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set(kind === 'png' ? PNG_SIGNATURE : JPEG_SIGNATURE)
  return bytes
}

/**
 * A multipart body written by hand: under jsdom, FormData and File are jsdom's, and Node's fetch sends such a
 * file as the text "undefined".
 */
export function multipart(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array | string; name: string; type: string },
) {
  const boundary = `----m2-test-${(keySerial += 1)}`
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      typeof file.bytes === 'string' ? encoder.encode(file.bytes) : file.bytes,
      encoder.encode('\r\n'),
    )
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`))
  const body = new Uint8Array(parts.reduce((n, part) => n + part.length, 0))
  let offset = 0
  for (const part of parts) {
    body.set(part, offset)
    offset += part.length
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

export async function postMultipart(path: string, form: ReturnType<typeof multipart>, token?: string) {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': form.contentType, ...auth(token) },
    body: form.body,
  })
  return (await response.json()) as Answer
}

export function upload(
  token: string,
  bytes: Uint8Array | string,
  { source = 'payProof', name = 'comprobante.png', type = 'image/png' } = {},
): Promise<Answer> {
  return postMultipart('/v3/oss/common/upload', multipart({ source }, { bytes, name, type }), token)
}
