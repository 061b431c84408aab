// SPEC.md §5 sample cart limits: a monthly count of sample lines and a monthly amount. One rule, read by the
// sample cart and the product page before they send (machines/cart, machines/product-detail) and by the mock's
// sampleCart/add and sampleCart/changeNum, which answer its message in Spanish (mocks/handlers/cart.ts).
import { defineMessages } from '../lib/intl'
import { formatMoney } from '../i18n/format'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const sampleQuotaMessages = defineMessages({
  countReached: {
    id: 'validation.sample.countReached',
    defaultMessage: 'Ha alcanzado el límite mensual de muestras ({count}).',
  },
  amountExceeded: {
    id: 'validation.sample.amountExceeded',
    defaultMessage: 'Supera el importe mensual de muestras disponible ({amount}).',
  },
})

/** The member's monthly allowance as the sample cart answers it (openapi SampleCartData.quota). */
export interface SampleQuota {
  monthlyCount: number
  monthlyAmount: number
  remainingCount: number
  remainingAmount: number
}

/** What a request would change: a new line or not, and the line's amount before and after it. */
export interface SampleChange {
  newLine: boolean
  amountBefore: number
  amountAfter: number
}

export interface SampleQuotaProblem {
  id: string
  values: Record<string, string | number>
}

const cents = (amount: number) => Math.round(amount * 100)

/** The first monthly limit the change breaks, or null when the allowance covers it. */
export function sampleQuotaProblem(quota: SampleQuota, change: SampleChange): SampleQuotaProblem | null {
  if (change.newLine && quota.remainingCount <= 0) {
    return { id: sampleQuotaMessages.countReached.id, values: { count: quota.monthlyCount } }
  }
  if (cents(change.amountAfter) - cents(change.amountBefore) > cents(quota.remainingAmount)) {
    return {
      id: sampleQuotaMessages.amountExceeded.id,
      values: { amount: formatMoney(Math.max(0, quota.remainingAmount)) },
    }
  }
  return null
}

/** Nothing more can be asked for this month: no line left, or no amount left. */
export const isSampleQuotaUsedUp = (quota: SampleQuota) =>
  quota.remainingCount <= 0 || cents(quota.remainingAmount) <= 0
