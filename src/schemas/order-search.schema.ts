// The date filters of the order list (/member/order/list; SPEC.md §9 date format year-month-day; issue 11
// item 7): a day is written AAAA-MM-DD whatever the browser's locale, and must be a real calendar day. Shared by
// the search form (src/features/orders) and the mock's orderInfo/list, which refuses anything else.
import { string } from 'yup'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { defineMessages } from '../lib/intl'

addMessages(validationPart)

export const orderSearchMessages = defineMessages({
  dayInvalid: {
    id: 'validation.orderSearch.dayInvalid',
    defaultMessage: 'Escriba una fecha válida con el formato AAAA-MM-DD (por ejemplo, 2026-03-01).',
  },
})

/** `2026-03-01`: four-digit year, month and day that exist in the calendar (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** An optional day filter: empty, or a calendar day written AAAA-MM-DD. */
export const orderDaySchema = string()
  .trim()
  .test('day', orderSearchMessages.dayInvalid.id, (value) => !value || isCalendarDay(value))
