import { describe, expect, it } from 'vitest'
import { countFlows, enteredAt, inPeriod, periodStart, type FlowRecord } from './order-flows'

const HOUR = 3_600_000
const NOW = Date.UTC(2026, 4, 20, 12)
const STATES = ['waitingReview', 'waitingQuote', 'waitingDeposit', 'preparing', 'cancelled']

const record = (...entries: [hoursAgo: number, state: string][]): FlowRecord => ({
  state: entries.at(-1)![1],
  history: entries.map(([hoursAgo, state]) => ({ at: NOW - hoursAgo * HOUR, state })),
})

describe('countFlows', () => {
  const records = [
    // created 40 days ago, quoted 10 days ago, deposit paid 2 h ago
    record(
      [40 * 24, 'waitingReview'],
      [10 * 24, 'waitingQuote'],
      [9 * 24, 'waitingDeposit'],
      [2, 'preparing'],
    ),
    // created 3 days ago, approved 1 day and 1 h ago, still waiting for the quote
    record([72, 'waitingReview'], [25, 'waitingQuote']),
    // created an hour ago, cancelled now
    record([1, 'waitingReview'], [0, 'cancelled']),
    record([5, 'waitingReview']),
  ]

  it('counts the records in each state now, every state of the lifecycle listed (zero included)', () => {
    const counts = countFlows(records, STATES, 'all', NOW)
    expect(counts.states).toEqual([
      { state: 'waitingReview', count: 1 },
      { state: 'waitingQuote', count: 1 },
      { state: 'waitingDeposit', count: 0 },
      { state: 'preparing', count: 1 },
      { state: 'cancelled', count: 1 },
    ])
  })

  it('counts consecutive history entries as transitions, over all time', () => {
    const counts = countFlows(records, STATES, 'all', NOW)
    expect(counts.transitions).toEqual([
      { from: 'waitingReview', to: 'waitingQuote', count: 2 },
      { from: 'waitingDeposit', to: 'preparing', count: 1 },
      { from: 'waitingQuote', to: 'waitingDeposit', count: 1 },
      { from: 'waitingReview', to: 'cancelled', count: 1 },
    ])
    expect(counts.started).toBe(4)
    expect(counts.since).toBeNull()
  })

  it('counts a transition in the period of the entry it leads to', () => {
    const day = countFlows(records, STATES, '24h', NOW)
    expect(day.transitions).toEqual([
      { from: 'waitingDeposit', to: 'preparing', count: 1 },
      { from: 'waitingReview', to: 'cancelled', count: 1 },
    ])
    expect(day.started).toBe(2)
    const week = countFlows(records, STATES, '7d', NOW)
    expect(week.transitions.map((move) => `${move.from}>${move.to}:${move.count}`)).toEqual([
      'waitingDeposit>preparing:1',
      'waitingReview>cancelled:1',
      'waitingReview>waitingQuote:1',
    ])
    expect(week.started).toBe(3)
    const month = countFlows(records, STATES, '30d', NOW)
    expect(month.transitions).toHaveLength(4)
    expect(month.started).toBe(3)
  })

  it('includes a transition exactly at the start of the period and at now, not one a millisecond earlier or later', () => {
    const since = NOW - 24 * HOUR
    const at = (time: number): FlowRecord => ({
      state: 'waitingQuote',
      history: [
        { at: time - 1, state: 'waitingReview' },
        { at: time, state: 'waitingQuote' },
      ],
    })
    const count = (time: number) => countFlows([at(time)], STATES, '24h', NOW).transitions.length
    expect(count(since)).toBe(1)
    expect(count(since - 1)).toBe(0)
    expect(count(NOW)).toBe(1)
    expect(count(NOW + 1)).toBe(0)
    expect(periodStart('24h', NOW)).toBe(since)
    expect(inPeriod(since, since, NOW)).toBe(true)
    expect(inPeriod(123, null, NOW)).toBe(true)
  })

  it('counts a move from a state to itself and keeps a state the lifecycle does not know', () => {
    const shipping: FlowRecord = {
      state: 'shipping',
      history: [
        { at: NOW - 3 * HOUR, state: 'waitingShipment' },
        { at: NOW - 2 * HOUR, state: 'shipping' },
        { at: NOW - HOUR, state: 'shipping' },
      ],
    }
    const counts = countFlows([shipping], ['waitingShipment'], '24h', NOW)
    expect(counts.transitions).toEqual([
      { from: 'shipping', to: 'shipping', count: 1 },
      { from: 'waitingShipment', to: 'shipping', count: 1 },
    ])
    expect(counts.states).toEqual([
      { state: 'waitingShipment', count: 0 },
      { state: 'shipping', count: 1 },
    ])
  })

  it('tells when a record entered its state', () => {
    expect(enteredAt(records[0]!)).toBe(NOW - 2 * HOUR)
    expect(enteredAt({ state: 'x', history: [] })).toBeNull()
  })
})
