import { describe, expect, it } from 'vitest'
import { isCalendarDay, orderDaySchema } from './order-search.schema'

describe('order list day filter rule', () => {
  it('accepts an empty filter and real calendar days written AAAA-MM-DD', () => {
    for (const day of ['', '2026-01-01', '2024-02-29', '2026-12-31'])
      expect(orderDaySchema.isValidSync(day), day).toBe(true)
  })

  it('refuses other formats and days that do not exist', () => {
    for (const day of [
      '01/31/2026',
      '31/01/2026',
      '2026-1-5',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      'ayer',
    ])
      expect(isCalendarDay(day), day).toBe(false)
    expect(orderDaySchema.isValidSync('2026-02-30')).toBe(false)
  })
})
