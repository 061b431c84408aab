// The buyer's housekeeping on an order (tag `order`, issue 16 item 6; REFERENCE.md §4 "Change address",
// "Delete"): a new delivery address before the order ships, and removing a finished or cancelled order from the
// buyer's list. Both ask the order's lifecycle machine: the address through its `buyer.addressChanged` event
// (sent, so the log records it), the deletion through the state's meta.buyerMayDelete.
import { addressChangeSchema } from '../../src/schemas/freight.schema'
import { offersDeletion } from '../../machines/order-lifecycle/lifecycle'
import { db, type OrderRecord } from '../db'
import { fail, ok, okEmpty } from '../lib/envelope'
import { FREE_SHIPPING_ABOVE, freightOf, regionOfAddress } from '../lib/freight'
import { addressesOf } from '../lib/member-records'
import { kindOf, orderAccepts, sendOrderEvent } from '../lib/order-lifecycle'
import { ORDER_MESSAGES, ORDER_TOOL_MESSAGES } from '../lib/order-messages'
import { orderOfMember } from '../lib/order-records'
import { orderDetailOut, paymentBySn } from '../lib/order-view'
import { round2 } from '../lib/pricing'
import { readBody, ruleFailure } from '../lib/request'
import { setting } from '../lib/settings'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

const PATHS = {
  updateAddress: '/v3/business/front/orderOperate/updateAddress',
  delete: '/v3/business/front/orderOperate/delete',
} as const

/** The order's freight is paid (or on its way: a wire transfer waiting for the store) once its payment is not unpaid. */
const isFreightPaid = (order: OrderRecord) => {
  const payment = paymentBySn(order.paySn)
  return payment !== null && payment.payState !== 'unpaid'
}

/** The order's freight to a region, by the weight of its lines as the goods weigh now. */
function freightTo(order: OrderRecord, region: ReturnType<typeof regionOfAddress>) {
  return freightOf({
    lines: order.lines.map((line) => ({
      weightKg: db.goods.findFirst((q) => q.where({ goodsId: line.goodsId }))?.weightKg ?? 0,
      buyNum: line.buyNum,
    })),
    goodsAmount: round2(order.goodsAmount - order.couponAmount),
    stockType: order.orderType === 2 ? 'reserved' : 'inStock',
    region,
    freeAbove: setting('freight_free_above', FREE_SHIPPING_ABOVE),
  })
}

export const orderToolHandlers = [
  http.post(
    PATHS.updateAddress,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ orderSn: string; addressId: number }>(request, PATHS.updateAddress)
      if (!parsed.ok) return parsed.response
      const order = orderOfMember(member, parsed.body.orderSn)
      if (!order) return fail(ORDER_MESSAGES.orderNotFound)
      if (!orderAccepts(order, { type: 'buyer.addressChanged' }))
        return fail(ORDER_TOOL_MESSAGES.addressLocked)
      const addresses = addressesOf(member)
      const address = addresses.find((row) => row.addressId === parsed.body.addressId)
      if (!address) return fail(ORDER_MESSAGES.addressNotFound)
      const paid = isFreightPaid(order)
      // the form's rule (src/schemas/freight.schema.ts): a paid order stays in its freight region
      const broken = ruleFailure(() =>
        addressChangeSchema({
          addresses,
          currentRegion: regionOfAddress(order.address),
          paid,
        }).validateSync({ addressId: address.addressId }),
      )
      if (broken) return fail(broken)
      const freight = freightTo(order, regionOfAddress(address))
      const delta = paid ? 0 : round2(freight.expressFee - order.expressFee)
      const { memberId: _m, createdAt: _c, ...snapshot } = address
      const changed = await sendOrderEvent(
        order,
        { type: 'buyer.addressChanged' },
        {
          actor: 'buyer',
          note: `Dirección de entrega cambiada: ${address.memberName}, ${address.province}, ${address.city}.`,
          patch(o) {
            o.address = snapshot
            if (paid) return
            o.expressFee = freight.expressFee
            o.expressState = freight.expressState
            o.totalMoney = round2(o.totalMoney + delta)
          },
        },
      )
      if (!changed) return fail(ORDER_TOOL_MESSAGES.addressLocked)
      if (delta !== 0 && order.paySn) {
        await db.payments.update((q) => q.where({ paySn: order.paySn! }), {
          data: (payment) => void (payment.needPay = round2(payment.needPay + delta)),
        })
      }
      return response(200).json(ok(orderDetailOut(changed)))
    }),
  ),

  http.post(
    PATHS.delete,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ orderSn: string }>(request, PATHS.delete)
      if (!parsed.ok) return parsed.response
      const order = orderOfMember(member, parsed.body.orderSn)
      if (!order) return fail(ORDER_MESSAGES.orderNotFound)
      if (!offersDeletion(kindOf(order), order.lifecycle.state)) return fail(ORDER_TOOL_MESSAGES.notDeletable)
      await db.orders.update((q) => q.where({ orderSn: order.orderSn }), {
        data: (o) => void (o.buyerDeleted = true),
      })
      return response(200).json(okEmpty())
    }),
  ),
]
