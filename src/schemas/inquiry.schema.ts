// Inquiries and quotes (RFQ, issue 28 item 1; SPEC.md §2 /inquiry/*, §5, §9): the rules of an inquiry the buyer
// publishes (/inquiry/purchaser/init_inquiry) and of a quote a supplier answers with (the control panel playing
// the supplier). One rule set each, shared by the forms and the mock backend (inquiry/publish,
// mock inquiries/quote), so both answer the same Spanish messages. Dates, files and the mobile are composed from
// the existing rules (contract.schema.ts, account.schema.ts), never written again here.
import { array, number, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { emailRule, mobileRule } from './account.schema'
import { contractMessages, isCalendarDay } from './contract.schema'

addMessages(validationPart)

export const INQUIRY_TITLE_MIN = 2
export const INQUIRY_TITLE_MAX = 100
export const INQUIRY_DESCRIPTION_MAX = 1000
export const INQUIRY_LINES_MAX = 20
/** SPEC.md §5, §9: at most 5 attachments (each checked like a contract's: PDF, PNG or JPEG, ≤ 5 MB). */
export const INQUIRY_ATTACHMENTS_MAX = 5
/** SPEC.md §5, §9: quantity 1-99999. */
export const INQUIRY_QUANTITY_MAX = 99_999
/** SPEC.md §5: address 5-500. */
export const PLACE_MIN = 5
export const PLACE_MAX = 500
export const QUOTE_LINES_MAX = 50
export const QUOTE_CHARGES_MAX = 10
export const QUOTE_PRICE_MAX = 999_999
export const QUOTE_VALID_DAYS_MAX = 90

export const inquiryMessages = defineMessages({
  titleRequired: {
    id: 'validation.inquiry.titleRequired',
    defaultMessage: 'Introduzca el título de la consulta',
  },
  titleLength: {
    id: 'validation.inquiry.titleLength',
    defaultMessage: 'El título de la consulta debe tener entre 2 y 100 caracteres.',
  },
  descriptionLength: {
    id: 'validation.inquiry.descriptionLength',
    defaultMessage: 'La descripción admite como máximo 1.000 caracteres.',
  },
  nothingAsked: {
    id: 'validation.inquiry.nothingAsked',
    defaultMessage: 'Añada al menos un producto o describa lo que necesita.',
  },
  tooManyLines: {
    id: 'validation.inquiry.tooManyLines',
    defaultMessage: 'Una consulta admite como máximo 20 productos.',
  },
  goodsNameRequired: {
    id: 'validation.inquiry.goodsNameRequired',
    defaultMessage: 'Escriba el nombre del producto (hasta 100 caracteres)',
  },
  quantityRange: {
    id: 'validation.inquiry.quantityRange',
    defaultMessage: 'La cantidad debe ser un número entero entre 1 y 99.999.',
  },
  placeLength: {
    id: 'validation.inquiry.placeLength',
    defaultMessage: 'El lugar de entrega debe tener entre 5 y 500 caracteres.',
  },
  deliveryDateRequired: {
    id: 'validation.inquiry.deliveryDateRequired',
    defaultMessage: 'Introduzca la fecha de entrega (AAAA-MM-DD)',
  },
  deliveryDatePast: {
    id: 'validation.inquiry.deliveryDatePast',
    defaultMessage: 'La fecha de entrega no puede ser anterior a hoy.',
  },
  deadlineRequired: {
    id: 'validation.inquiry.deadlineRequired',
    defaultMessage: 'Introduzca la fecha límite para cotizar (AAAA-MM-DD)',
  },
  deadlinePast: {
    id: 'validation.inquiry.deadlinePast',
    defaultMessage: 'La fecha límite no puede ser anterior a hoy.',
  },
  deadlineAfterDelivery: {
    id: 'validation.inquiry.deadlineAfterDelivery',
    defaultMessage: 'La fecha límite no puede ser posterior a la fecha de entrega.',
  },
  quoteLinesRequired: {
    id: 'validation.quote.linesRequired',
    defaultMessage: 'Cotice al menos un producto de su tienda.',
  },
  priceRange: {
    id: 'validation.quote.priceRange',
    defaultMessage: 'El precio debe estar entre 0,01 y 999.999 USD, con dos decimales como máximo.',
  },
  chargeName: {
    id: 'validation.quote.chargeName',
    defaultMessage: 'Escriba el concepto del cargo (hasta 50 caracteres)',
  },
  chargeAmount: {
    id: 'validation.quote.chargeAmount',
    defaultMessage:
      'El importe del cargo debe estar entre 0 y 99.999.999 USD, con dos decimales como máximo.',
  },
  settlementLength: {
    id: 'validation.quote.settlementLength',
    defaultMessage: 'Las condiciones de pago deben tener entre 2 y 200 caracteres.',
  },
  termLength: {
    id: 'validation.quote.termLength',
    defaultMessage: 'El término de entrega debe tener entre 2 y 100 caracteres.',
  },
  taxRateRange: {
    id: 'validation.quote.taxRateRange',
    defaultMessage: 'El tipo impositivo debe estar entre 0 y 100 %.',
  },
  contactLength: {
    id: 'validation.quote.contactLength',
    defaultMessage: 'El nombre de contacto debe tener entre 2 y 50 caracteres.',
  },
  validDaysRange: {
    id: 'validation.quote.validDaysRange',
    defaultMessage: 'La validez debe ser de 1 a 90 días.',
  },
})

const m = inquiryMessages

/** A number typed in a field ('' is no value; a decimal comma is a point). */
const typedNumber = () =>
  number().transform((value: number, raw: unknown) =>
    raw === '' || raw === null
      ? undefined
      : typeof raw === 'string'
        ? Number(raw.trim().replace(',', '.'))
        : value,
  )

const hasCents = (value: number | undefined) => value == null || Math.round(value * 100) === value * 100

/** A day AAAA-MM-DD that exists and is not before `today`. */
export const futureDay = (required: string, past: string, today: string) =>
  string()
    .trim()
    .required(required)
    .test('day', contractMessages.dateFormat.id, (value) => !value || isCalendarDay(value))
    .test('not-past', past, (value) => !value || !isCalendarDay(value) || value >= today)

export const quantityRule = () =>
  typedNumber()
    .typeError(m.quantityRange.id)
    .required(m.quantityRange.id)
    .integer(m.quantityRange.id)
    .min(1, m.quantityRange.id)
    .max(INQUIRY_QUANTITY_MAX, m.quantityRange.id)

const placeRule = () =>
  string().trim().required(m.placeLength.id).min(PLACE_MIN, m.placeLength.id).max(PLACE_MAX, m.placeLength.id)

/** One product asked for: a catalogue product (productId) or one described in words (productId null). */
export const inquiryLineSchema = object({
  productId: typedNumber().nullable().default(null).integer().min(1),
  goodsName: string().trim().required(m.goodsNameRequired.id).max(100, m.goodsNameRequired.id),
  buyNum: quantityRule(),
  unit: string().trim().default('').max(20),
})

/**
 * The inquiry a buyer publishes. `today` (AAAA-MM-DD: the mock clock's day for the mock, the browser's for the
 * form) bounds the deadline and the delivery date. Attachments are counted here; each file's type and size are
 * the contract attachment's rule (contractFileSchema), checked before upload and again by the upload.
 */
export function inquirySchema(today: string) {
  return object({
    title: string()
      .trim()
      .required(m.titleRequired.id)
      .min(INQUIRY_TITLE_MIN, m.titleLength.id)
      .max(INQUIRY_TITLE_MAX, m.titleLength.id),
    description: string().trim().default('').max(INQUIRY_DESCRIPTION_MAX, m.descriptionLength.id),
    lines: array(inquiryLineSchema)
      .default([])
      .max(INQUIRY_LINES_MAX, m.tooManyLines.id)
      .test('something-asked', m.nothingAsked.id, function somethingAsked(lines) {
        const description = (this.parent as { description?: unknown }).description
        return (lines?.length ?? 0) > 0 || (typeof description === 'string' && description.trim() !== '')
      }),
    deliveryPlace: placeRule(),
    deliveryDate: futureDay(m.deliveryDateRequired.id, m.deliveryDatePast.id, today),
    deadline: futureDay(m.deadlineRequired.id, m.deadlinePast.id, today).test(
      'before-delivery',
      m.deadlineAfterDelivery.id,
      function beforeDelivery(value) {
        const delivery = (this.parent as { deliveryDate?: unknown }).deliveryDate
        return (
          !value ||
          typeof delivery !== 'string' ||
          !isCalendarDay(delivery.trim()) ||
          value <= delivery.trim()
        )
      },
    ),
    attachments: array().default([]).max(INQUIRY_ATTACHMENTS_MAX, contractMessages.tooManyFiles.id),
  })
}

/** A product line of the inquiry form: everything as typed, so a refusal never loses a character. */
export interface InquiryLineFormValues {
  productId: string
  goodsName: string
  buyNum: string
  unit: string
}

export interface InquiryFormValues {
  title: string
  description: string
  lines: InquiryLineFormValues[]
  deliveryPlace: string
  deliveryDate: string
  deadline: string
}

export const emptyInquiry: InquiryFormValues = {
  title: '',
  description: '',
  lines: [],
  deliveryPlace: '',
  deliveryDate: '',
  deadline: '',
}

const moneyRule = (message: string, min: number, max: number) =>
  typedNumber()
    .typeError(message)
    .required(message)
    .min(min, message)
    .max(max, message)
    .test('cents', message, hasCents)

/** A supplier's quote (or a revision of it): products of its store, charges, settlement, delivery, tax, contact. */
export function quoteSchema(today: string) {
  return object({
    lines: array(
      object({
        productId: typedNumber().required(m.quoteLinesRequired.id).integer().min(1),
        buyNum: quantityRule(),
        price: moneyRule(m.priceRange.id, 0.01, QUOTE_PRICE_MAX),
      }),
    )
      .required(m.quoteLinesRequired.id)
      .min(1, m.quoteLinesRequired.id)
      .max(QUOTE_LINES_MAX),
    charges: array(
      object({
        name: string().trim().required(m.chargeName.id).max(50, m.chargeName.id),
        amount: moneyRule(m.chargeAmount.id, 0, 99_999_999),
      }),
    )
      .default([])
      .max(QUOTE_CHARGES_MAX),
    settlement: string()
      .trim()
      .required(m.settlementLength.id)
      .min(2, m.settlementLength.id)
      .max(200, m.settlementLength.id),
    delivery: object({
      place: placeRule(),
      date: futureDay(m.deliveryDateRequired.id, m.deliveryDatePast.id, today),
      term: string().trim().required(m.termLength.id).min(2, m.termLength.id).max(100, m.termLength.id),
    }),
    taxRate: typedNumber()
      .typeError(m.taxRateRange.id)
      .required(m.taxRateRange.id)
      .min(0, m.taxRateRange.id)
      .max(100, m.taxRateRange.id),
    contact: object({
      name: string()
        .trim()
        .required(m.contactLength.id)
        .min(2, m.contactLength.id)
        .max(50, m.contactLength.id),
      phone: mobileRule(),
      email: emailRule(),
    }),
    validDays: typedNumber()
      .typeError(m.validDaysRange.id)
      .required(m.validDaysRange.id)
      .integer(m.validDaysRange.id)
      .min(1, m.validDaysRange.id)
      .max(QUOTE_VALID_DAYS_MAX, m.validDaysRange.id),
    note: string().trim().default('').max(200),
  })
}
