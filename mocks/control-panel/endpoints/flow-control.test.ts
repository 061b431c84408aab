// The analysts' order-flow figures through the mock API (issue 13 item 2): counts of the seeded orders, the
// moves of a supplier action, and the orders of one state.
import { beforeEach, describe, expect, it } from 'vitest'
import { stateNames } from '../../../machines/order-lifecycle/lifecycle'
import { clock } from '../../clock'
import { db } from '../../db'
import { resetDatabase } from '../../persistence'
import { get, postJson } from '../../fixtures/payment-fixtures'

beforeEach(async () => {
  await resetDatabase()
})

const countOf = (data: { states: { state: string; count: number }[] }, state: string) =>
  data.states.find((row) => row.state === state)?.count ?? 0

describe('order flows for analysts', () => {
  it('counts the seeded reservation orders in each state of the machine', async () => {
    const { state, data } = await get('/v3/mock/front/flows?kind=reservation&period=all')
    expect(state).toBe(200)
    expect(data.states.map((row: { state: string }) => row.state)).toEqual(stateNames('reservation'))
    const reservations = db.orders.all().filter((order) => order.orderType === 2)
    for (const name of stateNames('reservation')) {
      expect(countOf(data, name)).toBe(reservations.filter((order) => order.lifecycle.state === name).length)
    }
    expect(data.started).toBe(reservations.length)
    expect(data.since).toBeNull()
    expect(data.transitions.length).toBeGreaterThan(0)
  })

  it('moves a count from one state to the next when the supplier acts, and counts the move in the last 24 h', async () => {
    const before = (await get('/v3/mock/front/flows?kind=reservation&period=24h')).data
    const allBefore = (await get('/v3/mock/front/flows?kind=reservation&period=all')).data
    const order = db.orders.all().find((row) => row.lifecycle.state === 'waitingReview')!
    expect(
      (await postJson('/v3/mock/front/orders/act', { orderSn: order.orderSn, action: 'approve' })).state,
    ).toBe(200)
    const after = (await get('/v3/mock/front/flows?kind=reservation&period=24h')).data
    expect(countOf(after, 'waitingReview')).toBe(countOf(before, 'waitingReview') - 1)
    expect(countOf(after, 'waitingQuote')).toBe(countOf(before, 'waitingQuote') + 1)
    const move = (data: { transitions: { from: string; to: string; count: number }[] }) =>
      data.transitions.find((row) => row.from === 'waitingReview' && row.to === 'waitingQuote')?.count ?? 0
    expect(move(after)).toBe(move(before) + 1)
    expect(Date.parse(after.now) - Date.parse(after.since)).toBe(24 * 3_600_000)

    // two days later the move is no longer in the last 24 h, and still counts over all time
    clock.advanceHours(48)
    const later = (await get('/v3/mock/front/flows?kind=reservation&period=24h')).data
    expect(move(later)).toBe(0)
    expect(move((await get('/v3/mock/front/flows?kind=reservation&period=all')).data)).toBe(
      move(allBefore) + 1,
    )
  })

  it('lists the orders of a state with number, buyer, amount and dates', async () => {
    const { data } = await get('/v3/mock/front/flows/items?kind=regular&state=pendingShipment')
    const expected = db.orders
      .all()
      .filter((order) => order.orderType === 1 && order.lifecycle.state === 'pendingShipment')
    expect(data.map((row: { sn: string }) => row.sn).sort()).toEqual(
      expected.map((order) => order.orderSn).sort(),
    )
    expect(data[0]).toMatchObject({ memberEmail: expect.stringContaining('@'), amount: expect.any(Number) })
    const refunds = (await get('/v3/mock/front/flows/items?kind=refund&state=applied')).data
    expect(refunds.length).toBe(
      db.refunds.all().filter((refund) => refund.lifecycle.state === 'applied').length,
    )
  })

  it('refuses a lifecycle it does not know', async () => {
    const answer = await get('/v3/mock/front/flows?kind=checkout')
    expect(answer.state).toBe(255)
  })
})
