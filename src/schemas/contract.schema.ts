// Purchase contracts of the member centre (issue 11 item 5; SPEC.md §3 contract, §5, §9): the rules of a
// contract the member adds (/member/contract/add), of its attachment files (PDF, PNG or JPEG, told by their
// content, at most 5, each ≤ 5 MB) and of the e-signature authentication (/member/contract/authen). Shared by
// the forms and the mock backend (contract/add, contract/authen, oss/common/upload source contract), so both
// answer the same Spanish messages. Mobile, national ID, SMS code and tax number are composed from the
// existing rules, never written again here.
import { array, mixed, number, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { mobileRule, nationalIdRule, smsCodeRule } from './account.schema'
import { TAX_CODE_PATTERN } from './invoice.schema'
import { paymentMessages } from './payment.schema'

addMessages(validationPart)

export const CONTRACT_TITLE_MIN = 2
export const CONTRACT_TITLE_MAX = 100
export const CONTRACT_AMOUNT_MIN = 0.01
export const CONTRACT_AMOUNT_MAX = 99_999_999.99
/** SPEC.md §5, §9: at most 5 attachments. */
export const CONTRACT_ATTACHMENTS_MAX = 5
/** A scanned contract is bigger than a payment proof (1 MB, SPEC.md §9): 5 MB per file. */
export const CONTRACT_FILE_MAX_BYTES = 5 * 1024 * 1024
export const CONTRACT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const
export type ContractFileType = (typeof CONTRACT_FILE_TYPES)[number]
export const ORDER_SN_PATTERN = /^[A-Za-z0-9-]{1,40}$/
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
export const SIGNER_NAME_MIN = 2
export const SIGNER_NAME_MAX = 50

export const contractMessages = defineMessages({
  titleRequired: {
    id: 'validation.contract.titleRequired',
    defaultMessage: 'Introduzca el título del contrato',
  },
  titleLength: {
    id: 'validation.contract.titleLength',
    defaultMessage: 'El título del contrato debe tener entre 2 y 100 caracteres.',
  },
  storeRequired: {
    id: 'validation.contract.storeRequired',
    defaultMessage: 'Elija la tienda con la que contrata',
  },
  orderSnFormat: {
    id: 'validation.contract.orderSnFormat',
    defaultMessage: 'El número de pedido solo admite letras, dígitos y guiones (hasta 40).',
  },
  startRequired: {
    id: 'validation.contract.startRequired',
    defaultMessage: 'Introduzca la fecha de inicio (AAAA-MM-DD)',
  },
  endRequired: {
    id: 'validation.contract.endRequired',
    defaultMessage: 'Introduzca la fecha de fin (AAAA-MM-DD)',
  },
  dateFormat: { id: 'validation.contract.dateFormat', defaultMessage: 'Escriba la fecha como AAAA-MM-DD' },
  endBeforeStart: {
    id: 'validation.contract.endBeforeStart',
    defaultMessage: 'La fecha de fin no puede ser anterior a la de inicio.',
  },
  endPast: {
    id: 'validation.contract.endPast',
    defaultMessage: 'La fecha de fin no puede ser anterior a hoy.',
  },
  amountRequired: {
    id: 'validation.contract.amountRequired',
    defaultMessage: 'Introduzca el importe del contrato',
  },
  amountRange: {
    id: 'validation.contract.amountRange',
    defaultMessage: 'El importe debe estar entre 0,01 y 99.999.999,99 USD, con dos decimales como máximo.',
  },
  tooManyFiles: {
    id: 'validation.contract.tooManyFiles',
    defaultMessage: 'Puede adjuntar como máximo 5 archivos.',
  },
  fileTooBig: {
    id: 'validation.contract.fileTooBig',
    defaultMessage: 'El archivo supera el tamaño máximo de 5 MB.',
  },
  signerTypeInvalid: {
    id: 'validation.contract.signerTypeInvalid',
    defaultMessage: 'Elija si firma como persona o como empresa',
  },
  realNameRequired: {
    id: 'validation.contract.realNameRequired',
    defaultMessage: 'Introduzca el nombre real',
  },
  realNameLength: {
    id: 'validation.contract.realNameLength',
    defaultMessage: 'El nombre real debe tener entre 2 y 50 caracteres.',
  },
  companyRequired: {
    id: 'validation.contract.companyRequired',
    defaultMessage: 'Introduzca el nombre de la empresa',
  },
  companyLength: {
    id: 'validation.contract.companyLength',
    defaultMessage: 'El nombre de la empresa debe tener entre 2 y 100 caracteres.',
  },
  creditCodeRequired: {
    id: 'validation.contract.creditCodeRequired',
    defaultMessage: 'Introduzca el número de identificación fiscal de la empresa',
  },
  agreementRequired: {
    id: 'validation.contract.agreementRequired',
    defaultMessage: 'Debe aceptar el acuerdo de firma electrónica.',
  },
  creditCodeFormat: {
    id: 'validation.contract.creditCodeFormat',
    defaultMessage: 'El número de identificación fiscal tiene de 8 a 20 letras o dígitos.',
  },
})

const m = contractMessages

/** A calendar day written AAAA-MM-DD that exists (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const dayRule = (required: string) =>
  string()
    .trim()
    .required(required)
    .test('day', m.dateFormat.id, (value) => !value || isCalendarDay(value))

/**
 * The contract a member adds. `today` (AAAA-MM-DD, the server's day for the mock, the browser's for the form)
 * bounds the end date: an already ended contract cannot be signed any more.
 */
export function contractSchema(today: string) {
  return object({
    title: string()
      .trim()
      .required(m.titleRequired.id)
      .min(CONTRACT_TITLE_MIN, m.titleLength.id)
      .max(CONTRACT_TITLE_MAX, m.titleLength.id),
    storeId: number()
      .transform((value: number, raw: unknown) => (raw === '' || raw === null ? undefined : value))
      .typeError(m.storeRequired.id)
      .required(m.storeRequired.id)
      .integer(m.storeRequired.id)
      .min(1, m.storeRequired.id),
    orderSn: string()
      .trim()
      .nullable()
      .default('')
      .test('format', m.orderSnFormat.id, (value) => !value || ORDER_SN_PATTERN.test(value)),
    startDate: dayRule(m.startRequired.id),
    endDate: dayRule(m.endRequired.id)
      .test('after-start', m.endBeforeStart.id, function afterStart(value) {
        const start = (this.parent as { startDate?: unknown }).startDate
        return !value || typeof start !== 'string' || !isCalendarDay(start) || value >= start.trim()
      })
      .test('not-past', m.endPast.id, (value) => !value || !isCalendarDay(value) || value >= today),
    amount: number()
      .transform((value: number, raw: unknown) =>
        raw === '' || raw === null
          ? undefined
          : typeof raw === 'string'
            ? Number(raw.replace(',', '.'))
            : value,
      )
      .typeError(m.amountRange.id)
      .required(m.amountRequired.id)
      .min(CONTRACT_AMOUNT_MIN, m.amountRange.id)
      .max(CONTRACT_AMOUNT_MAX, m.amountRange.id)
      .test('cents', m.amountRange.id, (value) => value == null || Math.round(value * 100) === value * 100),
    attachments: array().default([]).max(CONTRACT_ATTACHMENTS_MAX, m.tooManyFiles.id),
  })
}

/** What the add form holds: everything as typed, so a refusal never loses a character. */
export interface ContractFormValues {
  title: string
  storeId: string
  orderSn: string
  startDate: string
  endDate: string
  amount: string
}

export const emptyContract: ContractFormValues = {
  title: '',
  storeId: '',
  orderSn: '',
  startDate: '',
  endDate: '',
  amount: '',
}

/** A file before it is sent (and again in the mock, by content): PDF, PNG or JPEG, ≤ 5 MB. */
export const contractFileSchema = object({
  type: mixed<ContractFileType>()
    .required(paymentMessages.fileFormat.id)
    .oneOf([...CONTRACT_FILE_TYPES], paymentMessages.fileFormat.id),
  size: number().required(paymentMessages.fileFormat.id).max(CONTRACT_FILE_MAX_BYTES, m.fileTooBig.id),
})

export { sniffContractFileType } from '../lib/file-type'

export type SignerType = 'personal' | 'enterprise'

/** E-signature authentication: who signs, with a mobile and its SMS code. */
export const contractAuthenSchema = object({
  signerType: string<SignerType>()
    .required(m.signerTypeInvalid.id)
    .oneOf(['personal', 'enterprise'], m.signerTypeInvalid.id),
  realName: string()
    .trim()
    .required(m.realNameRequired.id)
    .min(SIGNER_NAME_MIN, m.realNameLength.id)
    .max(SIGNER_NAME_MAX, m.realNameLength.id),
  idNumber: string().when('signerType', {
    is: 'personal',
    then: () => nationalIdRule(),
    otherwise: (schema) => schema.strip(),
  }),
  companyName: string().when('signerType', {
    is: 'enterprise',
    then: (schema) =>
      schema.trim().required(m.companyRequired.id).min(2, m.companyLength.id).max(100, m.companyLength.id),
    otherwise: (schema) => schema.strip(),
  }),
  creditCode: string().when('signerType', {
    is: 'enterprise',
    then: (schema) =>
      schema.trim().required(m.creditCodeRequired.id).matches(TAX_CODE_PATTERN, m.creditCodeFormat.id),
    otherwise: (schema) => schema.strip(),
  }),
  mobile: mobileRule(),
  code: smsCodeRule(),
})

export interface ContractAuthenValues {
  signerType: SignerType
  realName: string
  idNumber: string
  companyName: string
  creditCode: string
  mobile: string
  code: string
}

/** The first rule message id a value breaks, or null (forms and machines read it; the mock answers it). */
export function firstProblem(
  schema: { validateSync(value: unknown): unknown },
  value: unknown,
): string | null {
  try {
    schema.validateSync(value)
    return null
  } catch (error) {
    const message = (error as { errors?: unknown[] }).errors?.[0]
    return typeof message === 'string' ? message : paymentMessages.fileFormat.id
  }
}
