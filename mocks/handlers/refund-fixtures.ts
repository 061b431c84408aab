// What the after-sales tests share (mocks/handlers/after-sales.test.ts, refund-outcomes.test.ts): the
// operations' paths, a valid refund request, an after-sales image, opening a refund. Used by tests only.
import { expect } from 'vitest'
import type { OrderRecord } from '../db'
import { REASONS } from '../lib/reasons'
import { refundNow } from './order-fixtures'
import { imageBytes, memberOf, postJson, upload } from './payment-fixtures'

export const BUYER = 'comprador@example.com'
export const OTHER = 'personal@example.com'
export const APPLY_INFO = '/v3/business/front/after/sale/apply/applyInfo'
export const SUBMIT = '/v3/business/front/after/sale/apply/submit'
export const LIST = '/v3/business/front/after/sale/list'
export const DETAIL = '/v3/business/front/after/sale/detail'
export const SHIP_RETURN = '/v3/business/front/after/sale/deliverGoods'
export const REAPPLY = '/v3/business/front/after/sale/reapply'
export const WITHDRAW = '/v3/business/front/after/sale/cancel'
export const BEFORE_RECEIPT = REASONS[105][0]!
export const RETURN_REASON = REASONS[107][1]!

export const accountKey = (method: string, email: string) => `${method}:${memberOf(email).memberId}`

/** Every unit of every line of `order` (issue 16 item 7: a request names its lines). */
export const allLines = (order: OrderRecord) =>
  order.lines.map((line) => ({ orderProductId: line.orderProductId, afsNum: line.buyNum }))

/** A valid refund request of `order` (paid from the buyer's balance unless told). */
export const request = (order: OrderRecord, change: Record<string, unknown> = {}) => ({
  orderSn: order.orderSn,
  type: 'refund',
  productList: allLines(order),
  // a return's goods were received (reasons of list 107)
  goodsState: change.type === 'return' ? 'received' : 'notReceived',
  amount: 40,
  reasonId: BEFORE_RECEIPT.reasonId,
  description: 'El proveedor no envió a tiempo',
  refundAccount: accountKey('balance', BUYER),
  ...change,
})

export async function proofImage(token: string, source = 'afterSale') {
  const answer = await upload(token, imageBytes(1024), { source, name: 'prueba.png', type: 'image/png' })
  expect(answer.state).toBe(200)
  return answer.data as { path: string; url: string }
}

export async function openRefund(token: string, order: OrderRecord, change: Record<string, unknown> = {}) {
  const answer = await postJson(SUBMIT, request(order, change), token)
  expect(answer.state).toBe(200)
  return refundNow(answer.data.afsSn as string)
}
