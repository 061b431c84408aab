// The member home's figures (issue 11 item 3; SPEC.md §2 /member/index): the summary of the account (review
// state, wallet, points, usable coupons, credit, security items) and the order counts per status tab. The
// counts are read from each order's lifecycle (machines/order-lifecycle meta.orderState), never from a second
// list of state names.
import { metaOrNull } from '../../machines/order-lifecycle/lifecycle'
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, type MemberRecord, type OrderRecord } from '../db'
import { ok } from '../lib/envelope'
import { hasOverdueBill } from '../lib/credit-bills'
import { balanceOf, creditUsedOf, pointsOf } from '../lib/ledger'
import { unusedCouponCount } from '../lib/member-coupons'
import { kindOf } from '../lib/order-lifecycle'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type MemberSummary = components['schemas']['MemberSummary']
type OrderStateCount = components['schemas']['OrderStateCount']
type CountedState = OrderStateCount['counts'][number]['orderState']

const cents = (value: number) => Math.round(value * 100) / 100

export function memberSummaryOf(member: MemberRecord): MemberSummary {
  return {
    reviewState: member.dofipayRegisterStatus as MemberSummary['reviewState'],
    balanceAvailable: balanceOf(member.memberId),
    memberIntegral: pointsOf(member.memberId),
    // the size of Mis cupones' "Sin usar" tab, read by the same function (issue 12 item 6)
    couponCount: unusedCouponCount(member.memberId, clock.now()),
    credit: {
      creditLimit: member.creditLimit,
      creditUsed: creditUsedOf(member.memberId),
      creditAvailable: cents(Math.max(0, member.creditLimit - creditUsedOf(member.memberId))),
      hasOverdueBill: hasOverdueBill(member.memberId),
    },
    security: {
      hasPayPassword: member.payPassword !== '',
      mobileBound: member.mobile.trim() !== '',
      emailBound: member.email.trim() !== '',
    },
  }
}

/** The tab of an order: its lifecycle state's label code; a record the machine cannot read keeps its stored one. */
function tabOf(order: OrderRecord): CountedState {
  const kind = kindOf(order)
  const state = metaOrNull(kind, order.lifecycle.state)?.orderState
  return (state ?? order.orderState) as CountedState
}

export function orderStateCountOf(memberId: number): OrderStateCount {
  const counts = new Map<CountedState, number>()
  // an order the buyer deleted is no longer theirs to count (issue 16 item 6)
  const orders = db.orders.findMany((q) => q.where({ memberId })).filter((order) => !order.buyerDeleted)
  for (const order of orders) {
    const state = tabOf(order)
    counts.set(state, (counts.get(state) ?? 0) + 1)
  }
  return {
    total: orders.length,
    counts: [...counts].map(([orderState, count]) => ({ orderState, count })),
  }
}

export const memberHomeHandlers = [
  http.get(
    '/v3/member/front/member/summary',
    memberOnly(({ response, member }) => {
      return response(200).json(ok(memberSummaryOf(member)))
    }),
  ),

  http.get(
    '/v3/business/front/orderInfo/stateCount',
    memberOnly(({ response, member }) => {
      return response(200).json(ok(orderStateCountOf(member.memberId)))
    }),
  ),
]
