// Mock-only figures of the analysts' order flows (tag `mock`, issue 13 item 2): the orders (refunds) in each
// state of a lifecycle now, the transitions their logs show in a period of the mock clock, and the orders of
// one state. Read only; the counting is mocks/lib/order-flows.ts.
import type { components } from '../../../src/api/schema'
import { stateNames, type LifecycleKind } from '../../../machines/order-lifecycle/lifecycle'
import { clock } from '../../clock'
import { db } from '../../db'
import { fail, ok } from '../../lib/envelope'
import { kindOf } from '../../lib/order-lifecycle'
import { countFlows, enteredAt, type FlowPeriod, type FlowRecord } from '../../lib/order-flows'
import { iso } from '../../lib/time'
import { invalidField } from '../../lib/envelope'
import { sweptFirst } from '../../lib/member-only'
import { http } from '../../handlers/http'

type MockFlowItem = components['schemas']['MockFlowItem']

const KINDS: readonly LifecycleKind[] = ['regular', 'reservation', 'refund']
const PERIODS: readonly FlowPeriod[] = ['24h', '7d', '30d', 'all']

const kindParam = (value: string | null) => KINDS.find((kind) => kind === value) ?? null

interface Row extends FlowRecord {
  sn: string
  orderSn: string
  memberId: number
  amount: number
  createdAt: number
}

/** The orders of a lifecycle (or every refund) as flow records, with what the state's list shows. */
function rowsOf(kind: LifecycleKind): Row[] {
  if (kind === 'refund') {
    return db.refunds.all().map((refund) => ({
      sn: refund.afsSn,
      orderSn: refund.orderSn,
      memberId: refund.memberId,
      amount: refund.amount,
      createdAt: refund.createdAt,
      state: refund.lifecycle.state,
      history: refund.history,
    }))
  }
  return db.orders
    .all()
    .filter((order) => kindOf(order) === kind)
    .map((order) => ({
      sn: order.orderSn,
      orderSn: order.orderSn,
      memberId: order.memberId,
      amount: order.totalMoney,
      createdAt: order.createdAt,
      state: order.lifecycle.state,
      history: order.log,
    }))
}

export const flowControlHandlers = [
  // the clock-driven transitions first, as every reader of orders does
  http.get(
    '/v3/mock/front/flows',
    sweptFirst(({ query, response }) => {
      const kind = kindParam(query.get('kind'))
      if (!kind) return fail(invalidField('kind'))
      const period = PERIODS.find((value) => value === (query.get('period') ?? 'all'))
      if (!period) return fail(invalidField('period'))
      const counts = countFlows(rowsOf(kind), stateNames(kind), period, clock.now())
      return response(200).json(
        ok({
          kind,
          period,
          now: iso(counts.now),
          since: counts.since === null ? null : iso(counts.since),
          states: counts.states,
          transitions: counts.transitions,
          started: counts.started,
        }),
      )
    }),
  ),

  http.get(
    '/v3/mock/front/flows/items',
    sweptFirst(({ query, response }) => {
      const kind = kindParam(query.get('kind'))
      if (!kind) return fail(invalidField('kind'))
      const state = query.get('state') ?? ''
      if (!state) return fail(invalidField('state'))
      const emails = new Map(db.members.all().map((member) => [member.memberId, member.email]))
      const items: MockFlowItem[] = rowsOf(kind)
        .filter((row) => row.state === state)
        .map((row) => ({ row, entered: enteredAt(row) }))
        .sort((a, b) => (b.entered ?? 0) - (a.entered ?? 0) || b.row.sn.localeCompare(a.row.sn))
        .map(({ row, entered }) => ({
          sn: row.sn,
          orderSn: row.orderSn,
          memberEmail: emails.get(row.memberId) ?? '',
          amount: row.amount,
          createTime: iso(row.createdAt),
          enteredTime: entered === null ? null : iso(entered),
        }))
      return response(200).json(ok(items))
    }),
  ),
]
