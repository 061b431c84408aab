import { describe, expect, it } from 'vitest'
import {
  deadlineOf,
  deadlineOfEvent,
  eventTypesOf,
  labelOf,
  lifecycles,
  owedPaySnOf,
  startedDeadline,
  metaOf,
  REGULAR_STATUS,
  stateNames,
  states,
  stepLabelOf,
  type LifecycleKind,
  type PersistedLifecycle,
} from './lifecycle'
import {
  DEADLINES,
  DEADLINE_NAMES,
  ORDER_TABS,
  orderStatusLabel,
  refundStateLabels,
  refundStepLabels,
  reservationStateLabels,
} from './order-states'

const KINDS = Object.keys(lifecycles) as LifecycleKind[]

describe('the words and codes of the lifecycle states', () => {
  it('give every state of every lifecycle a label in its meta, with a dictionary id', () => {
    for (const kind of KINDS) {
      for (const state of stateNames(kind)) {
        const label = labelOf(kind, state)
        expect(label, `${kind}.${state}`).not.toBeNull()
        expect(label!.id).toMatch(/^(orders|refunds)\.[a-z]+\.\w+$/)
        expect(label!.defaultMessage.length).toBeGreaterThan(0)
      }
    }
  })

  it('label a regular order state with the GLOSSARY.md label of its status code', () => {
    for (const state of stateNames('regular')) {
      expect(labelOf('regular', state)).toBe(orderStatusLabel(REGULAR_STATUS[state]))
    }
  })

  it('offer one status tab per code the regular machine uses, and no other', () => {
    const codes = stateNames('regular').map((state) => metaOf('regular', state).orderState)
    expect([...ORDER_TABS].sort()).toEqual([...codes].sort())
    expect(new Set(ORDER_TABS).size).toBe(ORDER_TABS.length)
    for (const state of stateNames('reservation')) {
      expect(ORDER_TABS).toContain(metaOf('reservation', state).orderState)
    }
  })

  it('keep no label of a state the machines do not have', () => {
    expect(Object.keys(reservationStateLabels).sort()).toEqual([...stateNames('reservation')].sort())
    expect(Object.keys(refundStateLabels).sort()).toEqual([...stateNames('refund')].sort())
    expect(Object.keys(refundStepLabels).sort()).toEqual([...stateNames('refund')].sort())
  })

  it('word a refund step apart from its state, and fall back to the label elsewhere', () => {
    expect(stepLabelOf('refund', states.refund.applied)).toBe(refundStepLabels.applied)
    expect(labelOf('refund', states.refund.applied)).toBe(refundStateLabels.applied)
    expect(stepLabelOf('reservation', states.reservation.finished)).toBe(reservationStateLabels.finished)
  })

  it('return no label for a state this build does not know', () => {
    expect(labelOf('regular', 'toString')).toBeNull()
    expect(labelOf('refund', 'shipping')).toBeNull()
    expect(stepLabelOf('reservation', 'completed')).toBeNull()
  })
})

describe('typed state names', () => {
  it('name every state of the definition as its own value', () => {
    for (const kind of KINDS) {
      expect(Object.keys(states[kind])).toEqual(stateNames(kind))
      expect(Object.entries(states[kind]).every(([key, value]) => key === value)).toBe(true)
    }
  })

  it('refuse a misspelt or foreign state name at compile time', () => {
    // @ts-expect-error a misspelt state name does not compile
    expect(states.regular.pendingPaymnet).toBeUndefined()
    // @ts-expect-error a reservation state is not a state of the regular order
    expect(states.regular.waitingDeposit).toBeUndefined()
    const persisted: PersistedLifecycle<'refund'> = {
      state: states.refund.refused,
      context: { type: 'refund' },
    }
    // @ts-expect-error a stored lifecycle holds only its machine's states
    persisted.state = 'pendingPayment'
    expect(persisted.state).toBe('pendingPayment')
  })
})

describe('the deadlines of the lifecycles (meta.deadline)', () => {
  it('run a clock exactly in the states that take its event, and nowhere else', () => {
    for (const kind of KINDS) {
      for (const state of stateNames(kind)) {
        const clocks = eventTypesOf(kind, state)
          .map(deadlineOfEvent)
          .filter((name) => name !== null)
        expect(clocks.length, `${kind}.${state} takes at most one clock event`).toBeLessThanOrEqual(1)
        expect(deadlineOf(kind, state), `${kind}.${state}`).toBe(clocks[0] ?? null)
      }
    }
  })

  it('give every clock an event some lifecycle takes, a window and the words of its countdown', () => {
    for (const name of DEADLINE_NAMES) {
      const clock = DEADLINES[name]
      expect(deadlineOfEvent(clock.event)).toBe(name)
      expect(KINDS.some((kind) => stateNames(kind).some((state) => deadlineOf(kind, state) === name))).toBe(
        true,
      )
      expect(clock.windowMs).toBeGreaterThan(0)
      expect(clock.remaining.defaultMessage).toContain('{time}')
      expect(clock.before.defaultMessage).toContain('{date}')
    }
  })

  it('start the final payment and the receipt on entering their state, and again after a detour', () => {
    const r = states.reservation
    expect(startedDeadline('reservation', r.preparing, r.waitingFinalPayment)).toBe('finalPayment')
    expect(startedDeadline('reservation', r.waitingPickup, r.waitingReceipt)).toBe('receipt')
    expect(startedDeadline('reservation', r.waitingReceipt, r.waitingReceipt)).toBeNull()
    expect(startedDeadline('reservation', r.waitingFinalPayment, r.waitingShipment)).toBeNull()
    const g = states.regular
    expect(startedDeadline('regular', g.afterSales, g.pendingReceipt)).toBe('receipt')
    // the payment window belongs to the payment, made out at checkout or at the quote
    expect(startedDeadline('reservation', r.waitingQuote, r.waitingDeposit)).toBeNull()
    expect(deadlineOf('reservation', r.waitingDeposit)).toBe('payment')
    expect(deadlineOf('regular', 'unknown')).toBeNull()
  })

  it('name the payment the buyer owes in each state from meta.buyerPays', () => {
    const sns = { paySn: 'PG1', depositPaySn: 'PGD1', finalPaySn: 'PGF1' }
    expect(owedPaySnOf('regular', states.regular.pendingPayment, sns)).toBe('PG1')
    expect(owedPaySnOf('reservation', states.reservation.waitingDeposit, sns)).toBe('PGD1')
    expect(owedPaySnOf('reservation', states.reservation.waitingFinalPayment, sns)).toBe('PGF1')
    expect(owedPaySnOf('reservation', states.reservation.preparing, sns)).toBeNull()
  })
})
