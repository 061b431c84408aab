import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceFilterSchema } from './price-filter.schema'
import {
  normalizePriceRange,
  parsePrice,
  PRICE_MAX,
  PRICE_MIN,
  priceFilterMessages as m,
  priceToText,
} from './price-range'

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length
const priceText = fc.oneof(
  fc.double({ min: -2_000_000, max: 2_000_000, noNaN: true, noDefaultInfinity: true }).map(String),
  fc.integer({ min: 0, max: 5_000_000 }).map(String),
  fc.string(),
  fc.constant(''),
)

describe('normalizePriceRange', () => {
  it('always answers bounds between 0.01 and 999999 with at most 2 decimals, low not above high', () => {
    fc.assert(
      fc.property(priceText, priceText, (low, high) => {
        const range = normalizePriceRange(low, high)
        if (range.error) {
          expect(range.low).toBeUndefined()
          expect(range.high).toBeUndefined()
          return
        }
        for (const value of [range.low, range.high]) {
          if (value === undefined) continue
          expect(value).toBeGreaterThanOrEqual(PRICE_MIN)
          expect(value).toBeLessThanOrEqual(PRICE_MAX)
          expect(decimals(value)).toBeLessThanOrEqual(2)
        }
        if (range.low !== undefined && range.high !== undefined)
          expect(range.low).toBeLessThanOrEqual(range.high)
      }),
    )
  })

  it('is idempotent: normalising its own output changes nothing', () => {
    fc.assert(
      fc.property(priceText, priceText, (low, high) => {
        const once = normalizePriceRange(low, high)
        fc.pre(!once.error)
        const twice = normalizePriceRange(priceToText(once.low), priceToText(once.high))
        expect({ low: twice.low, high: twice.high }).toEqual({ low: once.low, high: once.high })
        expect(twice.swapped).toBeUndefined()
      }),
    )
  })

  it('swaps a low price above the high price and says so', () => {
    expect(normalizePriceRange('50', '10')).toEqual({ low: 10, high: 50, swapped: true })
  })

  it('rounds more than 2 decimals to 2 and accepts a decimal comma', () => {
    expect(normalizePriceRange('1.005', '12,499')).toEqual({ low: 1.01, high: 12.5 })
  })

  it('keeps the low price at 0.01 at least and the high price at 999999 at most', () => {
    expect(normalizePriceRange('0', '5000000')).toEqual({ low: 0.01, high: 999_999 })
  })

  it('treats empty inputs as no bound', () => {
    expect(normalizePriceRange('', ' ')).toEqual({})
    expect(normalizePriceRange('3', '')).toEqual({ low: 3 })
  })

  it('answers a message id for text and for a negative price, naming the input', () => {
    expect(normalizePriceRange('abc', '10')).toEqual({ error: m.notNumber.id, errorField: 'low' })
    expect(normalizePriceRange('1', '-5')).toEqual({ error: m.negative.id, errorField: 'high' })
    expect(parsePrice('1e5').error).toBe(m.notNumber.id)
  })
})

describe('priceFilterSchema', () => {
  it('rejects "abc" with the not-a-number message id on that field', async () => {
    await expect(priceFilterSchema.validateAt('low', { low: 'abc', high: '' })).rejects.toMatchObject({
      message: m.notNumber.id,
    })
  })

  it('accepts empty inputs and numbers', async () => {
    await expect(priceFilterSchema.validate({ low: '', high: '12,5' })).resolves.toEqual({
      low: '',
      high: '12,5',
    })
  })
})
