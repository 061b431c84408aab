// Mock-only supplier and platform controls of orders and refunds (tag `mock`, issue 6 item 7; decision 007):
// what the supplier does in the real world — review, quote, prepare, ship batches, logistics, pickup, refuse or
// confirm refunds — done from the control panel and from tests. Every action goes through the same lifecycle
// machines as the buyer's flows (mocks/lib/supplier-actions.ts, mocks/lib/refund-records.ts), so an action
// the order's or refund's state does not take is refused and changes nothing.
import type { components } from '../../../src/api/schema'
import { isFinalState } from '../../../machines/order-lifecycle/lifecycle'
import { db, type OrderRecord, type RefundRecord } from '../../db'
import { fail, invalid, invalidField, ok } from '../../lib/envelope'
import { kindOf } from '../../lib/order-lifecycle'
import {
  batchOut,
  lifecycleOut,
  orderDetailOut,
  refundDetailOut,
  refundStateValueOf,
  stateValueOf,
} from '../../lib/order-view'
import { iso } from '../../lib/time'
import { confirmRefund, receiveReturn, refuseRefund } from '../../lib/refund-records'
import { readBody } from '../../lib/request'
import {
  SUPPLIER_MESSAGES,
  advanceLogistics,
  approve,
  pickedUp,
  pickupReady,
  prepare,
  quote,
  reject,
  rejectOrder,
  shipBatch,
  type ActionResult,
} from '../../lib/supplier-actions'
import { sweptFirst } from '../../lib/member-only'
import { http } from '../../handlers/http'

type MockOrderRow = components['schemas']['MockOrderRow']
type MockRefundRow = components['schemas']['MockRefundRow']

const ORDER_ACT = '/v3/mock/front/orders/act'
const REFUND_ACT = '/v3/mock/front/refunds/act'

export const ORDER_CONTROL_MESSAGES = {
  ...SUPPLIER_MESSAGES,
  refundNotAllowed: 'Acción no permitida en el estado actual de la solicitud.',
  refundNotFound: 'La solicitud de reembolso no existe.',
} as const

interface OrderActionBody {
  orderSn: string
  action:
    | 'approve'
    | 'reject'
    | 'quote'
    | 'prepare'
    | 'shipBatch'
    | 'advanceLogistics'
    | 'pickupReady'
    | 'pickedUp'
    | 'rejectOrder'
  reason?: string
  total?: number
  note?: string
  units?: number
  containerNumber?: string
  toPickup?: boolean
  batchNo?: number
  pickupCode?: string
}

interface RefundActionBody {
  afsSn: string
  action: 'refuse' | 'confirm' | 'receiveReturn'
  reason?: string
}

const emailOf = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))?.email ?? ''
const storeNameOf = (storeId: number) => db.stores.findFirst((q) => q.where({ storeId }))?.storeName ?? ''
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

function mockOrderRow(order: OrderRecord): MockOrderRow {
  return {
    orderSn: order.orderSn,
    memberEmail: emailOf(order.memberId),
    storeName: storeNameOf(order.storeId),
    orderType: order.orderType,
    lifecycle: lifecycleOut(kindOf(order), order.lifecycle),
    orderStateValue: stateValueOf(order),
    totalMoney: order.totalMoney,
    createTime: iso(order.createdAt),
    depositAmount: order.depositAmount,
    finalAmount: order.finalAmount,
    pickupCode: order.pickupCode,
    batches: order.batches.map((batch) => batchOut(order, batch)),
    finalPaymentDeadline: isoOrNull(order.finalPaymentDeadline),
    receiptDeadline: isoOrNull(order.receiptDeadline),
  }
}

function mockRefundRow(refund: RefundRecord): MockRefundRow {
  return {
    afsSn: refund.afsSn,
    orderSn: refund.orderSn,
    memberEmail: emailOf(refund.memberId),
    storeName: storeNameOf(refund.storeId),
    type: refund.type,
    lifecycle: lifecycleOut('refund', refund.lifecycle),
    stateValue: refundStateValueOf(refund),
    amount: refund.amount,
    reason: refund.reason,
    createTime: iso(refund.createdAt),
    returnLogistics: refund.returnLogistics
      ? {
          carrier: refund.returnLogistics.carrier,
          trackingNumber: refund.returnLogistics.trackingNumber,
          time: iso(refund.returnLogistics.at),
        }
      : null,
  }
}

/** Newest first; the number breaks ties (orders of one checkout share their creation time). */
const newestFirst =
  <T extends { createdAt: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.createdAt - a.createdAt || key(b).localeCompare(key(a))

/** `open` query parameter: absent → every row, 'true'/'false' → filter; anything else is invalid. */
function openParam(value: string | null): boolean | undefined | null {
  if (value === null || value === '') return undefined
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return null
}

/** A reason of the supplier: trimmed, 2–200 characters (the contract checks the raw value). */
function reasonOf(body: { reason?: string }): string | null {
  const reason = body.reason?.trim() ?? ''
  return reason.length >= 2 && reason.length <= 200 ? reason : null
}

async function actOnOrder(order: OrderRecord, body: OrderActionBody): Promise<ActionResult> {
  switch (body.action) {
    case 'approve':
      return approve(order)
    case 'reject': {
      const reason = reasonOf(body)
      return reason ? reject(order, reason) : { ok: false, message: invalidField('reason') }
    }
    case 'quote':
      if (body.total === undefined) return { ok: false, message: invalidField('total') }
      return quote(order, body.total, body.note ?? '')
    case 'prepare':
      return prepare(order)
    case 'shipBatch':
      if (body.units === undefined) return { ok: false, message: invalidField('units') }
      return shipBatch(order, {
        units: body.units,
        containerNumber: body.containerNumber,
        toPickup: body.toPickup,
      })
    case 'advanceLogistics':
      if (body.batchNo === undefined) return { ok: false, message: invalidField('batchNo') }
      return advanceLogistics(order, body.batchNo)
    case 'pickupReady':
      return pickupReady(order)
    case 'pickedUp':
      if (body.pickupCode === undefined) return { ok: false, message: invalidField('pickupCode') }
      return pickedUp(order, body.pickupCode)
    case 'rejectOrder': {
      const reason = reasonOf(body)
      return reason ? rejectOrder(order, reason) : { ok: false, message: invalidField('reason') }
    }
  }
}

export const orderControlHandlers = [
  http.get(
    '/v3/mock/front/orders',
    sweptFirst(({ query, response }) => {
      const open = openParam(query.get('open'))
      if (open === null) return invalid('open')
      const email = (query.get('memberEmail') ?? '').trim().toLowerCase()
      if (email.length > 100) return invalid('memberEmail')
      const member = email ? db.members.findFirst((q) => q.where({ email })) : undefined
      if (email && !member) return response(200).json(ok([]))
      const orders = (
        member ? db.orders.findMany((q) => q.where({ memberId: member.memberId })) : db.orders.all()
      )
        .filter((order) => open === undefined || open !== isFinalState(kindOf(order), order.lifecycle.state))
        .sort(newestFirst((order) => order.orderSn))
      return response(200).json(ok(orders.map(mockOrderRow)))
    }),
  ),

  http.post(
    ORDER_ACT,
    sweptFirst(async ({ request, response }) => {
      const parsed = await readBody<OrderActionBody>(request, ORDER_ACT)
      if (!parsed.ok) return parsed.response
      const order = db.orders.findFirst((q) => q.where({ orderSn: parsed.body.orderSn }))
      if (!order) return fail(SUPPLIER_MESSAGES.orderNotFound)
      const result = await actOnOrder(order, parsed.body)
      if (!result.ok) return fail(result.message)
      return response(200).json(ok(orderDetailOut(result.order)))
    }),
  ),

  http.get(
    '/v3/mock/front/refunds',
    sweptFirst(({ query, response }) => {
      const open = openParam(query.get('open'))
      if (open === null) return invalid('open')
      const refunds = db.refunds
        .all()
        .filter((refund) => open === undefined || open !== isFinalState('refund', refund.lifecycle.state))
        .sort(newestFirst((refund) => refund.afsSn))
      return response(200).json(ok(refunds.map(mockRefundRow)))
    }),
  ),

  http.post(
    REFUND_ACT,
    sweptFirst(async ({ request, response }) => {
      const parsed = await readBody<RefundActionBody>(request, REFUND_ACT)
      if (!parsed.ok) return parsed.response
      const refund = db.refunds.findFirst((q) => q.where({ afsSn: parsed.body.afsSn }))
      if (!refund) return fail(ORDER_CONTROL_MESSAGES.refundNotFound)
      let next: RefundRecord | null
      if (parsed.body.action === 'refuse') {
        const reason = reasonOf(parsed.body)
        if (!reason) return invalid('reason')
        next = await refuseRefund(refund, reason)
      } else if (parsed.body.action === 'confirm') next = await confirmRefund(refund)
      else next = await receiveReturn(refund)
      if (!next) return fail(ORDER_CONTROL_MESSAGES.refundNotAllowed)
      return response(200).json(ok(refundDetailOut(next)))
    }),
  ),
]
