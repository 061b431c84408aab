// Model-based tests of the three order lifecycles (issue 6 "Tests that must exist"): the graph of each machine
// is walked with supplied events (guards exercised both ways: the deposit's payer and another, a partial and a
// final batch, the right and a wrong pickup code, a refund of everything or of part), every edge becomes a
// path, and each path is replayed twice — on a real actor, recording the transitions it took, and through
// `advance`, the function the mock backend changes orders with. Both must agree with the graph at every step,
// and together the paths must reach every state node and every transition of the definition.
import { createActor, type AnyEventObject, type AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { allStateIds, allTransitionKeys } from '../testing/model-coverage'
import {
  advance,
  awaitsQuote,
  can,
  eventTypesOf,
  initial,
  initialStateOf,
  isFinalState,
  isRefundOpen,
  isRefundRefusal,
  lifecycles,
  metaOf,
  offersEvaluation,
  stateNames,
  takesEventType,
  timelineOf,
  type LifecycleKind,
  type PersistedLifecycle,
} from './lifecycle'
import { BUYER, EVENTS, INPUTS, OTHER_PAYER, UNITS, edgePaths } from './lifecycle-paths'

interface TransitionLike {
  source: { id: string; transitions: Map<string, unknown[]> }
  eventType: string
}
const transitionKey = (transition: TransitionLike) =>
  `${transition.source.id} on ${transition.eventType} #${(transition.source.transitions.get(transition.eventType) ?? []).indexOf(transition)}`

describe.each(['reservation', 'regular', 'refund'] as const)('the %s lifecycle', (kind) => {
  const machine = lifecycles[kind] as AnyStateMachine

  it('walks every edge of its graph the same way on a real actor and through advance (the mock path)', () => {
    const stateIds = new Set<string>()
    const transitions = new Set<string>()
    let count = 0
    for (const input of INPUTS[kind]) {
      for (const path of edgePaths(kind, input)) {
        count += 1
        const actor = createActor(machine, {
          input,
          inspect: (event) => {
            if (event.type !== '@xstate.microstep') return
            for (const transition of event._transitions as unknown as TransitionLike[])
              transitions.add(transitionKey(transition))
          },
        }).start()
        let persisted = initial(kind, input as never) as PersistedLifecycle
        for (const node of actor.getSnapshot()._nodes) stateIds.add(node.id)
        for (const step of path) {
          actor.send(step.event)
          for (const node of actor.getSnapshot()._nodes) stateIds.add(node.id)
          expect(String(actor.getSnapshot().value)).toBe(step.value)
          const next = advance(kind, persisted as never, step.event as never)
          // advance answers null only for an event the state refuses — never on a graph edge
          expect(next, `${kind}: ${step.event.type} from ${persisted.state}`).not.toBeNull()
          persisted = next as PersistedLifecycle
          expect(persisted.state).toBe(step.value)
          expect(persisted.context).toEqual(actor.getSnapshot().context)
        }
        actor.stop()
      }
    }
    expect(count).toBeGreaterThan(5)
    expect(allStateIds(machine).filter((id) => !stateIds.has(id))).toEqual([])
    expect(allTransitionKeys(machine).filter((key) => !transitions.has(key))).toEqual([])
  })

  it('refuses, without changing anything, every event its states do not take', () => {
    for (const input of INPUTS[kind]) {
      for (const state of stateNames(kind)) {
        const persisted = { state, context: initial(kind, input as never).context } as PersistedLifecycle
        for (const event of EVENTS[kind]) {
          const next = advance(kind, persisted as never, event as never)
          expect(next === null).toBe(!can(kind, persisted as never, event as never))
          if (next === null) expect(persisted.state).toBe(state)
        }
      }
    }
  })

  it('gives every state a label code or a refund code and a timeline role', () => {
    for (const state of stateNames(kind)) {
      const meta = metaOf(kind, state)
      expect(['main', 'side', 'end']).toContain(meta.step)
      if (kind === 'refund') expect(typeof meta.code).toBe('number')
      else expect([0, 10, 20, 31, 35, 30, 40, 50, 60, 70]).toContain(meta.orderState)
    }
  })
})

describe('the rules the lifecycles hold', () => {
  const through = (kind: LifecycleKind, input: unknown, events: AnyEventObject[]) =>
    events.reduce<PersistedLifecycle | null>(
      (persisted, event) => (persisted ? (advance(kind, persisted as never, event as never) as never) : null),
      initial(kind, input as never) as PersistedLifecycle,
    )

  const toFinalPayment = [
    { type: 'supplier.approved' },
    { type: 'supplier.quoted', total: 1000, deposit: 300 },
    { type: 'deposit.paid', payerMemberId: BUYER },
    { type: 'goods.prepared' },
  ]

  it('takes the final payment only from the account that paid the deposit (SPEC.md §5)', () => {
    const waiting = through('reservation', { unitsTotal: UNITS }, toFinalPayment)!
    expect(waiting.state).toBe('waitingFinalPayment')
    expect(
      advance('reservation', waiting as never, { type: 'finalPayment.paid', payerMemberId: OTHER_PAYER }),
    ).toBeNull()
    expect(
      advance('reservation', waiting as never, { type: 'finalPayment.paid', payerMemberId: BUYER })?.state,
    ).toBe('waitingShipment')
  })

  it('closes an overdue reservation and marks its deposit forfeited', () => {
    const closed = through('reservation', { unitsTotal: UNITS }, [
      ...toFinalPayment,
      { type: 'finalPayment.overdue' },
    ])!
    expect(closed.state).toBe('closedOverdue')
    expect(metaOf('reservation', closed.state).depositForfeited).toBe(true)
  })

  it('issues the pickup code only once everything is shipped and hands the goods over only for that code', () => {
    const shipping = through('reservation', { unitsTotal: UNITS }, [
      ...toFinalPayment,
      { type: 'finalPayment.paid', payerMemberId: BUYER },
      { type: 'batch.shipped', units: 1 },
    ])!
    expect(can('reservation', shipping as never, { type: 'pickup.ready', pickupCode: '111111' })).toBe(false)
    const all = advance('reservation', shipping as never, { type: 'batch.shipped', units: 2 })!
    const pickup = advance('reservation', all as never, { type: 'pickup.ready', pickupCode: '111111' })!
    expect(pickup.state).toBe('waitingPickup')
    expect(
      advance('reservation', pickup as never, { type: 'goods.pickedUp', pickupCode: '222222' }),
    ).toBeNull()
    expect(
      advance('reservation', pickup as never, { type: 'goods.pickedUp', pickupCode: '111111' })?.state,
    ).toBe('waitingReceipt')
  })

  it('takes a regular order back where it was when a refund closes, and cancels it when everything was refunded', () => {
    const review = through('regular', { unitsTotal: UNITS }, [
      { type: 'payment.paid' },
      { type: 'batch.shipped', units: UNITS },
      { type: 'receipt.confirmed' },
      { type: 'refund.opened' },
    ])!
    expect(review.state).toBe('afterSales')
    expect(
      advance('regular', review as never, { type: 'refund.closed', refundedEverything: false })?.state,
    ).toBe('pendingReview')
    expect(
      advance('regular', review as never, { type: 'refund.closed', refundedEverything: true })?.state,
    ).toBe('cancelled')
  })

  it('confirms receipt once: a second confirmation is refused', () => {
    const received = through('regular', { unitsTotal: UNITS }, [
      { type: 'payment.paid' },
      { type: 'batch.shipped', units: UNITS },
      { type: 'receipt.confirmed' },
    ])!
    expect(received.state).toBe('pendingReview')
    expect(advance('regular', received as never, { type: 'receipt.confirmed' })).toBeNull()
  })

  it('draws a timeline from the definition: main steps in order, a detour or an end where the order is', () => {
    expect(timelineOf('reservation', 'waitingDeposit', []).map((step) => step.status)).toEqual([
      'done',
      'done',
      'current',
      ...Array(
        stateNames('reservation').filter((s) => metaOf('reservation', s).step === 'main').length - 3,
      ).fill('upcoming'),
    ])
    const overdue = timelineOf('reservation', 'closedOverdue', [
      'waitingReview',
      'waitingQuote',
      'waitingDeposit',
      'preparing',
      'waitingFinalPayment',
    ])
    expect(overdue.at(-1)).toEqual({ state: 'closedOverdue', status: 'current' })
    expect(overdue.map((step) => step.state)).not.toContain('finished')
    const refund = timelineOf('refund', 'refunded', ['applied'], { withReturn: false }).map(
      (step) => step.state,
    )
    expect(refund).toEqual(['applied', 'refunded'])
    expect(
      timelineOf('refund', 'refunded', ['applied'], { withReturn: true }).map((step) => step.status),
    ).toEqual(['done', 'done', 'done', 'done'])
  })
})

describe('what the readers ask the lifecycles (issue 13 item 1)', () => {
  it('offers evaluation exactly where the machine says so, once', () => {
    for (const state of stateNames('regular')) {
      // a regular order's evaluable meta and its `order.evaluated` transition cannot drift apart
      expect(offersEvaluation('regular', state, false), state).toBe(
        takesEventType('regular', state, 'order.evaluated'),
      )
    }
    const evaluable = stateNames('reservation').filter((state) =>
      offersEvaluation('reservation', state, false),
    )
    expect(evaluable).toEqual(['finished'])
    expect(offersEvaluation('reservation', 'finished', true)).toBe(false)
    expect(offersEvaluation('regular', 'noSuchState', false)).toBe(false)
  })

  it('is awaiting a quote only before the supplier quotes', () => {
    const awaiting = stateNames('reservation').filter(awaitsQuote)
    expect(awaiting).toContain(
      stateNames('reservation').find((s) => takesEventType('reservation', s, 'supplier.quoted')),
    )
    const firstPayment = stateNames('reservation').findIndex(
      (s) => metaOf('reservation', s).buyerPays === 'deposit',
    )
    for (const state of awaiting) expect(stateNames('reservation').indexOf(state)).toBeLessThan(firstPayment)
  })

  it('counts a refund open while it is neither over nor refused, and pays back only when refunded', () => {
    for (const state of stateNames('refund')) {
      expect(isRefundOpen(state), state).toBe(!isFinalState('refund', state) && !isRefundRefusal(state))
    }
    expect(stateNames('refund').filter((state) => metaOf('refund', state).moneyBack)).toHaveLength(1)
    expect(
      stateNames('refund')
        .filter(isRefundRefusal)
        .every((s) => takesEventType('refund', s, 'buyer.reapplied')),
    ).toBe(true)
  })

  it('starts every new order in its machine’s initial state, and reads event types from the definition', () => {
    expect(initialStateOf('regular')).toBe(initial('regular', { unitsTotal: 1 }).state)
    expect(initialStateOf('reservation')).toBe(initial('reservation', { unitsTotal: 1 }).state)
    expect(eventTypesOf('refund', initialStateOf('refund'))).toContain('buyer.withdrew')
    expect(takesEventType('refund', 'noSuchState', 'buyer.withdrew')).toBe(false)
  })
})
