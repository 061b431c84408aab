// SPEC.md §5 price filter: low not below 0.01, high not above 999999, swapped if low exceeds high, more
// than 2 decimals rounded to 2. One pure function shared by the filter form, the goods list's loader and the
// mock backend (mocks/handlers/goods.ts applies it to lowPrice/highPrice). No yup here: the list reads the
// URL with it on every visit, and yup loads only when the filter form validates (price-filter.schema.ts).
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const PRICE_MIN = 0.01
export const PRICE_MAX = 999_999

export const priceFilterMessages = defineMessages({
  notNumber: {
    id: 'validation.price.notNumber',
    defaultMessage: 'Introduzca un precio válido, por ejemplo 12,50',
  },
  negative: { id: 'validation.price.negative', defaultMessage: 'El precio no puede ser negativo' },
  lowAboveHigh: {
    id: 'validation.price.lowAboveHigh',
    defaultMessage: 'El precio mínimo no puede ser mayor que el precio máximo.',
  },
  swapped: {
    id: 'validation.price.swapped',
    defaultMessage: 'El precio mínimo era mayor que el máximo; se han intercambiado.',
  },
})

export type PriceMessageId = (typeof priceFilterMessages)['notNumber' | 'negative']['id']

export interface PriceRange {
  low?: number
  high?: number
  /** a message id of priceFilterMessages; low and high are then absent */
  error?: PriceMessageId
  /** which input the error belongs to */
  errorField?: 'low' | 'high'
  /** low was above high and the two were exchanged */
  swapped?: boolean
}

const DECIMAL = /^(\d+([.,]\d*)?|[.,]\d+)$/

type Parsed = { value?: number; error?: PriceMessageId }

/** One input: empty → no bound; a decimal comma is accepted; the result is rounded and kept in bounds. */
export function parsePrice(raw: string): Parsed {
  const text = raw.trim()
  if (text === '') return {}
  if (text.startsWith('-') && DECIMAL.test(text.slice(1).trim())) {
    return { error: priceFilterMessages.negative.id }
  }
  if (!DECIMAL.test(text)) return { error: priceFilterMessages.notNumber.id }
  // rounded on the decimal text (1.005 → 1.01), not on the binary double (1.005 * 100 = 100.4999…)
  const cents = Math.round(Number(`${text.replace(',', '.')}e2`))
  if (!Number.isFinite(cents)) return { error: priceFilterMessages.notNumber.id }
  const rounded = cents / 100
  return { value: Math.min(PRICE_MAX, Math.max(PRICE_MIN, rounded)) }
}

export function normalizePriceRange(low: string, high: string): PriceRange {
  const a = parsePrice(low)
  if (a.error) return { error: a.error, errorField: 'low' }
  const b = parsePrice(high)
  if (b.error) return { error: b.error, errorField: 'high' }
  if (a.value !== undefined && b.value !== undefined && a.value > b.value) {
    return { low: b.value, high: a.value, swapped: true }
  }
  return {
    ...(a.value !== undefined ? { low: a.value } : {}),
    ...(b.value !== undefined ? { high: b.value } : {}),
  }
}

/** The value to put back in the URL and the inputs: at most 2 decimals, no trailing zeros. */
export const priceToText = (value: number | undefined): string =>
  value === undefined ? '' : String(Math.round(value * 100) / 100)
