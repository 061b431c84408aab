// The figures of the analysts' order flows (issue 13 item 2): how many orders (refunds) are in each state of
// their lifecycle now, and how many took each transition in a period of the mock clock. A transition is two
// consecutive entries of a record's history (OrderRecord.log, RefundRecord.history: every state entered, with
// its mock-clock time); it counts in the period when the later entry's time is in it. A targetless
// transition the machine logs (another batch shipped while shipping) counts as a move from a state to itself.
// Pure: the control endpoint (mocks/control-panel/endpoints/flow-control.ts) gives it the records and the clock's now.

export type FlowPeriod = '24h' | '7d' | '30d' | 'all'

const HOUR_MS = 3_600_000

export const PERIOD_MS: Record<FlowPeriod, number | null> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
  all: null,
}

export interface FlowRecord {
  /** the state the record is in now */
  state: string
  /** every state entered, oldest first */
  history: readonly { at: number; state: string }[]
}

export interface FlowCounts {
  /** the start of the period (inclusive), null for all time */
  since: number | null
  now: number
  /** every state of the lifecycle (definition order), then any other state a record is in */
  states: { state: string; count: number }[]
  /** the moves taken in the period, by count (most first), then by name */
  transitions: { from: string; to: string; count: number }[]
  /** records created in the period (their first entry: the initial state) */
  started: number
}

export function periodStart(period: FlowPeriod, now: number): number | null {
  const span = PERIOD_MS[period]
  return span === null ? null : now - span
}

/** Whether a time on the mock clock falls in the period: since ≤ at ≤ now. */
export const inPeriod = (at: number, since: number | null, now: number) =>
  at <= now && (since === null || at >= since)

export function countFlows(
  records: Iterable<FlowRecord>,
  stateNames: readonly string[],
  period: FlowPeriod,
  now: number,
): FlowCounts {
  const since = periodStart(period, now)
  const states = new Map<string, number>(stateNames.map((name) => [name, 0]))
  const moves = new Map<string, { from: string; to: string; count: number }>()
  let started = 0
  for (const record of records) {
    states.set(record.state, (states.get(record.state) ?? 0) + 1)
    const [first] = record.history
    if (first && inPeriod(first.at, since, now)) started += 1
    for (let index = 1; index < record.history.length; index += 1) {
      const from = record.history[index - 1]!
      const to = record.history[index]!
      if (!inPeriod(to.at, since, now)) continue
      const key = `${from.state}\n${to.state}`
      const move = moves.get(key) ?? { from: from.state, to: to.state, count: 0 }
      move.count += 1
      moves.set(key, move)
    }
  }
  return {
    since,
    now,
    states: [...states].map(([state, count]) => ({ state, count })),
    transitions: [...moves.values()].sort(
      (a, b) => b.count - a.count || a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
    ),
    started,
  }
}

/** When the record entered the state it is in (the last entry of its history), null without history. */
export const enteredAt = (record: FlowRecord): number | null => record.history.at(-1)?.at ?? null
