// Orders (tag `order`, issue 5 item 7; SPEC.md §4, §8): the member's orders, filtered and paginated, and one
// order in detail. Orders are created by the checkout (./checkout.ts); what the buyer does to an order is
// ./order-actions.ts.
import { orderDaySchema } from '../../src/schemas/order-search.schema'
import { clock } from '../clock'
import { db, type OrderRecord } from '../db'
import { fail, invalid, ok } from '../lib/envelope'
import { ORDER_MESSAGES } from '../lib/order-messages'
import { ORDER_STATE, isOrderSn, orderOfMember } from '../lib/order-records'
import { orderDetailOut, orderOut } from '../lib/order-view'
import { iso } from '../lib/time'
import { paginate } from '../lib/paginate'
import { fold } from '../lib/catalogue-index'
import { dayOf, offsetMinutes } from '../lib/time-zone'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

const PATHS = {
  orders: '/v3/business/front/orderInfo/list',
  order: '/v3/business/front/orderInfo/detail',
} as const

type Query = { get(name: string): string | null }
const ORDER_STATES = new Set<number>(Object.values(ORDER_STATE))

/** An optional integer parameter: undefined when absent, null when malformed or not allowed. */
function intParam(
  query: Query,
  name: string,
  allowed: (value: number) => boolean,
): number | undefined | null {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  if (!/^\d{1,9}$/.test(raw.trim())) return null
  const value = Number(raw)
  return allowed(value) ? value : null
}

/** An optional YYYY-MM-DD parameter: undefined when absent, null when not a real day. */
function dayParam(query: Query, name: string): string | undefined | null {
  const raw = (query.get(name) ?? '').trim()
  if (raw === '') return undefined
  // the same rule as the search form's (src/schemas/order-search.schema.ts)
  return orderDaySchema.isValidSync(raw) ? raw : null
}

const newestFirst = (a: OrderRecord, b: OrderRecord) =>
  b.createdAt - a.createdAt || (a.orderSn < b.orderSn ? 1 : a.orderSn > b.orderSn ? -1 : 0)

function matchesKeyword(order: OrderRecord, keyword: string): boolean {
  if (!keyword) return true
  const wanted = fold(keyword)
  const store = db.stores.findFirst((q) => q.where({ storeId: order.storeId }))
  return (
    fold(order.orderSn).includes(wanted) ||
    fold(store?.storeName ?? '').includes(wanted) ||
    order.lines.some((line) => fold(line.goodsName).includes(wanted))
  )
}

export const orderHandlers = [
  http.get(
    PATHS.orders,
    memberOnly(({ query, request, response, member }) => {
      const orderState = intParam(query, 'orderState', (value) => ORDER_STATES.has(value))
      if (orderState === null) return invalid('orderState')
      const orderType = intParam(query, 'orderType', (value) => value === 1 || value === 2)
      if (orderType === null) return invalid('orderType')
      const current = intParam(query, 'current', (value) => value >= 1)
      if (current === null) return invalid('current')
      const pageSize = intParam(query, 'pageSize', (value) => [10, 20, 30, 50].includes(value))
      if (pageSize === null) return invalid('pageSize')
      const keyword = (query.get('keyword') ?? '').trim()
      if (keyword.length > 50) return invalid('keyword')
      const startTime = dayParam(query, 'startTime')
      if (startTime === null) return invalid('startTime')
      const endTime = dayParam(query, 'endTime')
      if (endTime === null) return invalid('endTime')
      const offset = offsetMinutes(request.headers.get('timeZone'))
      const orders = db.orders
        .findMany((q) => q.where({ memberId: member.memberId }))
        .filter((order) => !order.buyerDeleted)
        .filter((order) => orderState === undefined || order.orderState === orderState)
        .filter((order) => orderType === undefined || order.orderType === orderType)
        .filter((order) => {
          const day = dayOf(order.createdAt, offset)
          return (startTime === undefined || day >= startTime) && (endTime === undefined || day <= endTime)
        })
        .filter((order) => matchesKeyword(order, keyword))
        .sort(newestFirst)
      const page = paginate(orders, current ?? 1, pageSize ?? 20)
      return response(200).json(
        ok({ list: page.list.map(orderOut), pagination: page.pagination, serverTime: iso(clock.now()) }),
      )
    }),
  ),

  http.get(
    PATHS.order,
    memberOnly(({ query, response, member }) => {
      const orderSn = (query.get('orderSn') ?? '').trim()
      if (!isOrderSn(orderSn)) return invalid('orderSn')
      const order = orderOfMember(member, orderSn)
      if (!order) return fail(ORDER_MESSAGES.orderNotFound)
      return response(200).json(ok(orderDetailOut(order)))
    }),
  ),
]
