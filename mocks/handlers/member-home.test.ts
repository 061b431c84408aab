// Member home figures (issue 11 item 3): the summary and the order counts per status tab, counted from each
// order's lifecycle.
import { describe, expect, it } from 'vitest'
import { metaOf } from '../../machines/order-lifecycle/lifecycle'
import { db } from '../db'
import { kindOf } from '../lib/order-lifecycle'
import { get, memberOf, tokenOf } from '../fixtures/payment-fixtures'

describe('member home handlers', () => {
  it('answer 266 without a login', async () => {
    expect((await get('/v3/member/front/member/summary')).state).toBe(266)
    expect((await get('/v3/business/front/orderInfo/stateCount')).state).toBe(266)
  })

  it('sum up comprador’s wallet, points, coupons, credit and security items', async () => {
    const token = await tokenOf('comprador@example.com')
    const { data } = await get('/v3/member/front/member/summary', token)
    expect(data).toMatchObject({
      reviewState: 2,
      balanceAvailable: 2000,
      memberIntegral: 5000,
      credit: { creditLimit: 10000, creditUsed: 0, creditAvailable: 10000, hasOverdueBill: false },
      security: { hasPayPassword: true, mobileBound: true, emailBound: true },
    })
    expect(data.couponCount).toBeGreaterThan(0)
  })

  it('tells the overdue credit bill of moroso', async () => {
    const token = await tokenOf('moroso@example.com')
    const { data } = await get('/v3/member/front/member/summary', token)
    expect(data.credit).toEqual({
      creditLimit: 5000,
      creditUsed: 4800,
      creditAvailable: 200,
      hasOverdueBill: true,
    })
  })

  it('counts comprador’s orders per status tab as the lifecycles say, matching the filtered list', async () => {
    const token = await tokenOf('comprador@example.com')
    const { data } = await get('/v3/business/front/orderInfo/stateCount', token)
    const orders = db.orders.findMany((q) =>
      q.where({ memberId: memberOf('comprador@example.com').memberId }),
    )
    expect(data.total).toBe(orders.length)
    const expected = new Map<number, number>()
    for (const order of orders) {
      const state = metaOf(kindOf(order), order.lifecycle.state).orderState!
      expected.set(state, (expected.get(state) ?? 0) + 1)
    }
    expect(
      new Map(data.counts.map((c: { orderState: number; count: number }) => [c.orderState, c.count])),
    ).toEqual(expected)
    // "orders in every status" (GLOSSARY.md): every tab holds something
    expect(data.counts.length).toBeGreaterThanOrEqual(8)
    for (const { orderState, count } of data.counts as { orderState: number; count: number }[]) {
      const list = await get(`/v3/business/front/orderInfo/list?orderState=${orderState}&pageSize=50`, token)
      expect(list.data.pagination.total).toBe(count)
    }
  })
})
