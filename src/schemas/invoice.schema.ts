// Invoice headers and invoice receiving addresses (SPEC.md §3 invoice: title, type, tax number, address, phone,
// bank, account, recipient, receiving email; §5 rules). Shared by the member centre's invoice forms and the mock
// backend (memberInvoice/add|edit, memberInvoiceAddress/add|edit). The email, phone, contact and address rules
// are composed from account.schema and address.schema, never written again here.
import { boolean, mixed, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { emailRule, mobileRule } from './account.schema'
import { contactRule, detailAddressRule } from './address.schema'
import { EMAIL_PATTERN } from './login.schema'

addMessages(validationPart)

export const INVOICE_TITLE_MIN = 2
export const INVOICE_TITLE_MAX = 100
/** A tax identification number: 8–20 letters or digits (Cuban NIT has 11 digits, a Chinese USCC 18 characters). */
export const TAX_CODE_PATTERN = /^[A-Za-z0-9]{8,20}$/
/** Bank account: 8–30 digits, spaces allowed between groups as printed on bank documents. */
export const BANK_ACCOUNT_PATTERN = /^\d(?:[\d ]*\d)?$/
export const BANK_ACCOUNT_DIGITS = { min: 8, max: 30 }
/** Most headers or receiving addresses one member keeps (the checkout lists them all). */
export const INVOICE_RECORDS_MAX = 20

export const TITLE_TYPE = { personal: 1, company: 2 } as const
export const INVOICE_TYPE = { normal: 1, vat: 2 } as const

export const invoiceMessages = defineMessages({
  titleRequired: {
    id: 'validation.invoice.titleRequired',
    defaultMessage: 'Introduzca el título de la factura',
  },
  titleLength: {
    id: 'validation.invoice.titleLength',
    defaultMessage: 'El título de la factura debe tener entre 2 y 100 caracteres.',
  },
  titleTypeInvalid: {
    id: 'validation.invoice.titleTypeInvalid',
    defaultMessage: 'Elija si la factura es personal o de empresa',
  },
  invoiceTypeInvalid: {
    id: 'validation.invoice.invoiceTypeInvalid',
    defaultMessage: 'Elija el tipo de factura: normal o con IVA',
  },
  vatCompanyOnly: {
    id: 'validation.invoice.vatCompanyOnly',
    defaultMessage: 'La factura con IVA solo se emite a empresas.',
  },
  taxCodeRequired: {
    id: 'validation.invoice.taxCodeRequired',
    defaultMessage: 'Introduzca el número de identificación fiscal',
  },
  taxCodeFormat: {
    id: 'validation.invoice.taxCodeFormat',
    defaultMessage: 'El número de identificación fiscal tiene de 8 a 20 letras o números.',
  },
  registerAddrRequired: {
    id: 'validation.invoice.registerAddrRequired',
    defaultMessage: 'Introduzca la dirección registrada de la empresa',
  },
  registerAddrLength: {
    id: 'validation.invoice.registerAddrLength',
    defaultMessage: 'La dirección registrada debe tener entre 5 y 200 caracteres.',
  },
  bankNameRequired: { id: 'validation.invoice.bankNameRequired', defaultMessage: 'Introduzca el banco' },
  bankNameLength: {
    id: 'validation.invoice.bankNameLength',
    defaultMessage: 'El banco debe tener entre 2 y 100 caracteres.',
  },
  bankAccountRequired: {
    id: 'validation.invoice.bankAccountRequired',
    defaultMessage: 'Introduzca la cuenta bancaria',
  },
  bankAccountFormat: {
    id: 'validation.invoice.bankAccountFormat',
    defaultMessage: 'La cuenta bancaria tiene de 8 a 30 dígitos.',
  },
  emailInvalid: {
    id: 'validation.invoice.emailInvalid',
    defaultMessage: 'Introduzca un correo electrónico válido',
  },
})

const m = invoiceMessages

const isCompany = (titleType: unknown) => Number(titleType) === TITLE_TYPE.company
const isVat = (invoiceType: unknown) => Number(invoiceType) === INVOICE_TYPE.vat

const digitsOf = (value: string) => value.replace(/ /g, '').length

export const invoiceSchema = object({
  titleType: mixed<1 | 2>()
    .transform((value: unknown) => Number(value))
    .oneOf([1, 2], m.titleTypeInvalid.id)
    .required(m.titleTypeInvalid.id),
  invoiceTitle: string()
    .trim()
    .required(m.titleRequired.id)
    .min(INVOICE_TITLE_MIN, m.titleLength.id)
    .max(INVOICE_TITLE_MAX, m.titleLength.id),
  taxCode: string()
    .trim()
    .default('')
    .when('titleType', {
      is: isCompany,
      then: (rule) => rule.required(m.taxCodeRequired.id).matches(TAX_CODE_PATTERN, m.taxCodeFormat.id),
    }),
  invoiceType: mixed<1 | 2>()
    .transform((value: unknown) => Number(value))
    .oneOf([1, 2], m.invoiceTypeInvalid.id)
    .required(m.invoiceTypeInvalid.id)
    .test('vat-company-only', m.vatCompanyOnly.id, function vatCompanyOnly(value) {
      return !isVat(value) || isCompany((this.parent as { titleType?: unknown }).titleType)
    }),
  // a normal invoice is sent by email (REFERENCE.md §2); a VAT invoice is printed and may add one
  receiverEmail: string()
    .trim()
    .default('')
    .when('invoiceType', {
      is: isVat,
      then: (rule) =>
        rule
          .max(100, m.emailInvalid.id)
          .matches(EMAIL_PATTERN, { message: m.emailInvalid.id, excludeEmptyString: true }),
      otherwise: () => emailRule(),
    }),
  registerAddr: string()
    .trim()
    .default('')
    .when('invoiceType', {
      is: isVat,
      then: (rule) =>
        rule
          .required(m.registerAddrRequired.id)
          .min(5, m.registerAddrLength.id)
          .max(200, m.registerAddrLength.id),
    }),
  registerPhone: string()
    .trim()
    .default('')
    .when('invoiceType', { is: isVat, then: () => mobileRule() }),
  bankName: string()
    .trim()
    .default('')
    .when('invoiceType', {
      is: isVat,
      then: (rule) =>
        rule.required(m.bankNameRequired.id).min(2, m.bankNameLength.id).max(100, m.bankNameLength.id),
    }),
  bankAccount: string()
    .trim()
    .default('')
    .when('invoiceType', {
      is: isVat,
      then: (rule) =>
        rule
          .required(m.bankAccountRequired.id)
          .matches(BANK_ACCOUNT_PATTERN, m.bankAccountFormat.id)
          .test(
            'digits',
            m.bankAccountFormat.id,
            (value) =>
              !value ||
              (digitsOf(value) >= BANK_ACCOUNT_DIGITS.min && digitsOf(value) <= BANK_ACCOUNT_DIGITS.max),
          ),
    }),
  isDefault: boolean().default(false),
})

export type InvoiceFormValues = {
  titleType: 1 | 2
  invoiceTitle: string
  taxCode: string
  invoiceType: 1 | 2
  receiverEmail: string
  registerAddr: string
  registerPhone: string
  bankName: string
  bankAccount: string
  isDefault: boolean
}

export const emptyInvoice: InvoiceFormValues = {
  titleType: TITLE_TYPE.company,
  invoiceTitle: '',
  taxCode: '',
  invoiceType: INVOICE_TYPE.normal,
  receiverEmail: '',
  registerAddr: '',
  registerPhone: '',
  bankName: '',
  bankAccount: '',
  isDefault: false,
}

/** The fields a header of this kind keeps; the others are cleared so a switched type leaves nothing stale. */
export function invoiceFieldsOf(values: InvoiceFormValues): InvoiceFormValues {
  const company = isCompany(values.titleType)
  const vat = company && isVat(values.invoiceType)
  return {
    ...values,
    taxCode: company ? values.taxCode : '',
    invoiceType: vat ? INVOICE_TYPE.vat : INVOICE_TYPE.normal,
    registerAddr: vat ? values.registerAddr : '',
    registerPhone: vat ? values.registerPhone : '',
    bankName: vat ? values.bankName : '',
    bankAccount: vat ? values.bankAccount : '',
  }
}

export const invoiceAddressSchema = object({
  receiverName: contactRule(),
  receiverMobile: mobileRule(),
  receiverAddress: detailAddressRule(),
  receiverEmail: emailRule(),
  isDefault: boolean().default(false),
})

export type InvoiceAddressFormValues = {
  receiverName: string
  receiverMobile: string
  receiverAddress: string
  receiverEmail: string
  isDefault: boolean
}

export const emptyInvoiceAddress: InvoiceAddressFormValues = {
  receiverName: '',
  receiverMobile: '',
  receiverAddress: '',
  receiverEmail: '',
  isDefault: false,
}
