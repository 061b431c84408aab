// Top-up rules (issue 12 item 2; SPEC.md §5 "Top-up: positive integer 1-5000", §9 recharge voucher png/jpg up
// to 1 MB): one schema for the recharge form (machines/recharge) and the mock backend
// (mocks/handlers/wallet.ts), so both refuse 0, 5001, 10.5 or "abc" with the same Spanish message.
import { object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { imageFileSchema, PROOF_MAX_BYTES } from './payment.schema'

addMessages(validationPart)

/** SPEC.md §9: top-up 1-5000 (USD, whole dollars). */
export const RECHARGE_MIN = 1
export const RECHARGE_MAX = 5000
export const RECHARGE_METHODS = ['transfer', 'tropipay'] as const
export type RechargeMethodCode = (typeof RECHARGE_METHODS)[number]

export const rechargeMessages = defineMessages({
  amountRequired: {
    id: 'validation.recharge.amountRequired',
    defaultMessage: 'Introduzca el importe de recarga.',
  },
  amountInteger: {
    id: 'validation.recharge.amountInteger',
    defaultMessage: 'El importe de recarga debe ser un número entero.',
  },
  amountRange: {
    id: 'validation.recharge.amountRange',
    defaultMessage: 'El importe de recarga debe estar entre 1 y 5.000 USD.',
  },
  methodRequired: {
    id: 'validation.recharge.methodRequired',
    defaultMessage: 'Elija cómo desea recargar.',
  },
  voucherRequired: {
    id: 'validation.recharge.voucherRequired',
    defaultMessage: 'Adjunte el comprobante de la transferencia.',
  },
})

const m = rechargeMessages

/** Digits only, no sign, no decimals, no separators: what "positive integer" means to a buyer typing it. */
const WHOLE_NUMBER = /^\d{1,9}$/

/**
 * The amount as typed (a string in the form) or as sent (a number in JSON): both are read as text, so 10.5,
 * "10,5", "1e3" and "abc" are all "not a whole number", and the range is checked on the whole number only.
 */
export const rechargeAmountSchema = string()
  .transform((_, original: unknown) =>
    original === undefined || original === null ? '' : String(original).trim(),
  )
  .required(m.amountRequired.id)
  .matches(WHOLE_NUMBER, m.amountInteger.id)
  .test({
    name: 'range',
    message: m.amountRange.id,
    test: (value) => value == null || (Number(value) >= RECHARGE_MIN && Number(value) <= RECHARGE_MAX),
  })

export const rechargeSchema = object({
  amount: rechargeAmountSchema,
  payMethod: string()
    .required(m.methodRequired.id)
    .oneOf([...RECHARGE_METHODS], m.methodRequired.id),
  voucherUrl: string()
    .trim()
    .when('payMethod', {
      is: 'transfer',
      then: (schema) => schema.required(m.voucherRequired.id),
      otherwise: (schema) => schema.strip(),
    }),
})

/** The voucher image before it is sent and again in the mock, by content (magic bytes) and size. */
export const rechargeVoucherFileSchema = imageFileSchema(PROOF_MAX_BYTES)

/** The amount of a valid form as the number the contract carries. */
export const rechargeAmountOf = (typed: string) => Number(typed.trim())
