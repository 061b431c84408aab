// Model-based tests of the points-order lifecycle (issue 12 item 5): every edge of the graph, for points-only
// and points + cash orders, is walked on a real actor, and every state and transition is reached; the server's
// API (advancePointOrder) refuses what the state does not take.
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { allStateIds, modelPaths, uncovered } from '../testing/model-coverage'
import { pointOrderMachine, type PointOrderEvent } from './point-order.machine'
import {
  advancePointOrder,
  initialPointOrder,
  pointOrderLabelOf,
  pointOrderMetaOf,
  pointOrderOffersOf,
  pointOrderOffersOfCode,
  pointOrderStates,
  platformMayShipCode,
  POINT_ORDER_STATE_NAMES,
  POINT_ORDER_TABS,
} from './point-order'

const EVENTS: PointOrderEvent[] = [
  { type: 'cash.paid' },
  { type: 'buyer.cancelled' },
  { type: 'platform.shipped' },
  { type: 'receipt.confirmed' },
]

describe('point order machine', () => {
  const inputs = [{ cashAmount: 0 }, { cashAmount: 12.5 }]

  it('reaches every state and takes every transition over both kinds of goods', async () => {
    const states = new Set(allStateIds(pointOrderMachine))
    const transitions = new Set<string>()
    let first = true
    for (const input of inputs) {
      const paths = modelPaths(pointOrderMachine, { input, events: EVENTS })
      expect(paths.length).toBeGreaterThan(0)
      const left = await uncovered(pointOrderMachine, paths, { input, actorNames: [] })
      for (const id of [...states]) if (!left.states.includes(id)) states.delete(id)
      if (first) left.transitions.forEach((key) => transitions.add(key))
      else for (const key of [...transitions]) if (!left.transitions.includes(key)) transitions.delete(key)
      first = false
    }
    // `placed` is left within the first macrostep (its `always` edges are among the transitions checked below)
    expect([...states]).toEqual(['pointOrder.placed'])
    expect([...transitions]).toEqual([])
  })

  it('starts a points-only order waiting for shipment and a points + cash order waiting for the cash', () => {
    expect(initialPointOrder(0).state).toBe(pointOrderStates.toShip)
    expect(initialPointOrder(5).state).toBe(pointOrderStates.toPay)
  })

  it('walks a points + cash order to completion and marks the cash paid', () => {
    let order = initialPointOrder(5)
    for (const event of ['cash.paid', 'platform.shipped', 'receipt.confirmed'] as const)
      order = advancePointOrder(order, { type: event })!
    expect(order.state).toBe(pointOrderStates.done)
    expect(order.context.cashPaid).toBe(true)
    expect(pointOrderMetaOf(order.state)?.orderState).toBe(40)
  })

  it('refuses what the state does not take: no shipping before the cash, no cancel after shipping', () => {
    const toPay = initialPointOrder(5)
    expect(advancePointOrder(toPay, { type: 'platform.shipped' })).toBeNull()
    const shipped = advancePointOrder(initialPointOrder(0), { type: 'platform.shipped' })!
    expect(advancePointOrder(shipped, { type: 'buyer.cancelled' })).toBeNull()
    const cancelled = advancePointOrder(initialPointOrder(0), { type: 'buyer.cancelled' })!
    expect(cancelled.state).toBe(pointOrderStates.voided)
    for (const event of EVENTS) expect(advancePointOrder(cancelled, event)).toBeNull()
  })

  it('offers the buyer exactly what each state allows, and every code has a label', () => {
    expect(pointOrderOffersOf(pointOrderStates.toPay)).toEqual({
      pay: true,
      cancel: true,
      receive: false,
      delete: false,
    })
    expect(pointOrderOffersOf(pointOrderStates.toReceive).receive).toBe(true)
    expect(pointOrderOffersOf(pointOrderStates.done).delete).toBe(true)
    for (const code of POINT_ORDER_TABS) expect(pointOrderLabelOf(code)).not.toBeNull()
    for (const state of POINT_ORDER_STATE_NAMES.filter((s) => s !== pointOrderStates.placed))
      expect(pointOrderOffersOfCode(pointOrderMetaOf(state)!.orderState)).toEqual(pointOrderOffersOf(state))
    const codes = Object.keys(pointOrderMachine.root.states).map((s) => pointOrderMetaOf(s)!.orderState)
    expect(new Set(codes)).toEqual(new Set(POINT_ORDER_TABS))
  })

  it('names exactly the states of the definition', () => {
    expect([...POINT_ORDER_STATE_NAMES]).toEqual(Object.keys(pointOrderMachine.root.states))
  })

  it('runs as an actor from its input', () => {
    const actor = createActor(pointOrderMachine, { input: { cashAmount: 0 } }).start()
    expect(actor.getSnapshot().value).toBe(pointOrderStates.toShip)
    actor.stop()
  })

  it('lets the platform ship only an order waiting for shipment (the control panel asks this)', () => {
    expect(POINT_ORDER_TABS.filter(platformMayShipCode)).toEqual([20])
    expect(platformMayShipCode(99)).toBe(false)
  })
})
