// The platform's side of the points mall in the mock control panel (issue 12 item 5): every member's points
// orders, and shipping one that waits for shipment. The order's machine (machines/point-order) refuses any
// other state.
import { db } from '../../db'
import { fail, ok } from '../../lib/envelope'
import { POINT_MESSAGES, pointOrderDetailOut, pointOrderOut, sendPointOrderEvent } from '../../lib/points'
import { readBody } from '../../lib/request'
import { http } from '../../handlers/http'

const PATHS = {
  list: '/v3/mock/front/pointOrders',
  ship: '/v3/mock/front/pointOrders/ship',
} as const

export const pointControlHandlers = [
  http.get(PATHS.list, ({ response }) => {
    const emails = new Map(db.members.all().map((member) => [member.memberId, member.email]))
    const rows = db.pointOrders
      .all()
      .sort((a, b) => b.createdAt - a.createdAt || b.orderSn.localeCompare(a.orderSn))
      .map((order) => ({ ...pointOrderOut(order), memberEmail: emails.get(order.memberId) ?? '' }))
    return response(200).json(ok(rows))
  }),

  http.post(PATHS.ship, async ({ request, response }) => {
    const parsed = await readBody<{ orderSn: string }>(request, PATHS.ship)
    if (!parsed.ok) return parsed.response
    const order = db.pointOrders.findFirst((q) => q.where({ orderSn: parsed.body.orderSn }))
    if (!order) return fail(POINT_MESSAGES.orderGone)
    const shipped = await sendPointOrderEvent(order, { type: 'platform.shipped' })
    if (!shipped) return fail(POINT_MESSAGES.notAllowed)
    return response(200).json(ok(pointOrderDetailOut(shipped)))
  }),
]
