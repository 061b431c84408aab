// Sample application rules (issue 28 item 3; SPEC.md §5 monthly sample quota of count and amount, §3 contact and
// mobile). Shared by the application form (machines/sample-apply) and the mock's sampleApply/submit, so both
// refuse the same input with the same Spanish message. The quota is the month's: what this month's applications
// not rejected already use, plus the lines asked for now (a rejection gives its lines back).
import { array, number, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { formatMoney } from '../i18n/format'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { mobileRule } from './account.schema'
import { sampleQuotaMessages } from './sample-quota-rules'

addMessages(validationPart)

export const sampleApplyMessages = defineMessages({
  noLines: { id: 'validation.sampleApply.noLines', defaultMessage: 'Seleccione al menos una muestra.' },
  receiverRequired: {
    id: 'validation.sampleApply.receiverRequired',
    defaultMessage: 'Indique quién recibe las muestras (2–50 caracteres).',
  },
  addressRequired: {
    id: 'validation.sampleApply.addressRequired',
    defaultMessage: 'Indique la dirección de entrega (5–500 caracteres).',
  },
  remarkTooLong: {
    id: 'validation.sampleApply.remarkTooLong',
    defaultMessage: 'La nota admite como máximo 500 caracteres.',
  },
})

const m = sampleApplyMessages

/** What the month's applications already use (SampleQuota.appliedCount / appliedAmount). */
export interface SampleApplyQuota {
  monthlyCount: number
  monthlyAmount: number
  appliedCount: number
  appliedAmount: number
}

export interface SampleApplyLineValue {
  cartId: number
  subtotal: number
}

export interface SampleApplyValues {
  lines: SampleApplyLineValue[]
  receiverName: string
  receiverMobile: string
  address: string
  remark: string
}

const cents = (amount: number) => Math.round(amount * 100)

/** The first monthly limit the lines break, as a message id with its values, or null. */
export function sampleApplyQuotaProblem(quota: SampleApplyQuota, lines: readonly SampleApplyLineValue[]) {
  if (quota.appliedCount + lines.length > quota.monthlyCount) {
    return { id: sampleQuotaMessages.countReached.id, values: { count: quota.monthlyCount } }
  }
  const asked = lines.reduce((sum, line) => sum + cents(line.subtotal), 0)
  if (cents(quota.appliedAmount) + asked > cents(quota.monthlyAmount)) {
    const left = Math.max(0, cents(quota.monthlyAmount) - cents(quota.appliedAmount)) / 100
    return { id: sampleQuotaMessages.amountExceeded.id, values: { amount: formatMoney(left) } }
  }
  return null
}

/** The application form and body: lines within the month's quota, a receiver, a mobile, an address. */
export function sampleApplySchema(quota: SampleApplyQuota) {
  return object({
    lines: array()
      .of(object({ cartId: number().required(), subtotal: number().required() }))
      .required(m.noLines.id)
      .min(1, m.noLines.id)
      .test({
        name: 'quota',
        test(lines, context) {
          const problem = sampleApplyQuotaProblem(quota, (lines ?? []) as SampleApplyLineValue[])
          return problem ? context.createError({ message: problem.id, params: problem.values }) : true
        },
      }),
    receiverName: string()
      .trim()
      .required(m.receiverRequired.id)
      .min(2, m.receiverRequired.id)
      .max(50, m.receiverRequired.id),
    receiverMobile: mobileRule(),
    address: string()
      .trim()
      .required(m.addressRequired.id)
      .min(5, m.addressRequired.id)
      .max(500, m.addressRequired.id),
    remark: string().max(500, m.remarkTooLong.id),
  })
}

export type SampleApplyField = keyof SampleApplyValues

/** The first broken rule per field, as message ids with their values (empty: it may be sent). */
export function sampleApplyProblems(quota: SampleApplyQuota, values: SampleApplyValues) {
  const errors: Partial<Record<SampleApplyField, { id: string; values?: Record<string, unknown> }>> = {}
  try {
    sampleApplySchema(quota).validateSync(values, { abortEarly: false })
  } catch (error) {
    const inner = (
      error as { inner?: { path?: string; message: string; params?: Record<string, unknown> }[] }
    ).inner
    if (!inner) throw error
    for (const problem of inner) {
      const field = (problem.path ?? '').split(/[[.]/)[0] as SampleApplyField
      if (!errors[field]) errors[field] = { id: String(problem.message), values: problem.params }
    }
  }
  return errors
}
