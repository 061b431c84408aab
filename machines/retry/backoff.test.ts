import { describe, expect, it } from 'vitest'
import { hasRetriesLeft, RETRY_DELAYS_MS, retryDelayMs } from './backoff'

describe('retry backoff', () => {
  it('waits 1 s, 2 s and 4 s before the three automatic retries', () => {
    expect(RETRY_DELAYS_MS).toEqual([1_000, 2_000, 4_000])
    expect([1, 2, 3].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000])
  })

  it('retries after the first three failures in a row and stops at the fourth', () => {
    expect([0, 1, 2, 3, 4].map(hasRetriesLeft)).toEqual([true, true, true, false, false])
  })

  it('never waits outside the table, whatever count it is given', () => {
    expect(retryDelayMs(0)).toBe(1_000)
    expect(retryDelayMs(9)).toBe(4_000)
  })
})
