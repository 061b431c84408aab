// Tenders (licitaciones, issue 28 item 2; SPEC.md §2 /member/bid, /bid/*): the rules of a tender a buyer
// publishes and of the reason a tender is terminated with. One rule set, shared by the form of /member/bid and
// the mock backend (bid/publish, bid/terminate), so both answer the same Spanish messages. The day and quantity
// rules are the inquiry's (inquiry.schema.ts), never written again here.
import { array, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { contractMessages, isCalendarDay } from './contract.schema'
import { futureDay, quantityRule } from './inquiry.schema'

addMessages(validationPart)

export const TENDER_TITLE_MIN = 2
export const TENDER_TITLE_MAX = 100
export const TENDER_DESCRIPTION_MAX = 1000
export const TENDER_ITEMS_MAX = 20
export const TENDER_DOCUMENTS_MAX = 5
export const TENDER_REASON_MIN = 2
export const TENDER_REASON_MAX = 200

export const tenderMessages = defineMessages({
  titleLength: {
    id: 'validation.tender.titleLength',
    defaultMessage: 'El título de la licitación debe tener entre 2 y 100 caracteres.',
  },
  descriptionLength: {
    id: 'validation.tender.descriptionLength',
    defaultMessage: 'La descripción admite como máximo 1.000 caracteres.',
  },
  itemsRequired: {
    id: 'validation.tender.itemsRequired',
    defaultMessage: 'Añada al menos un artículo a la licitación.',
  },
  tooManyItems: {
    id: 'validation.tender.tooManyItems',
    defaultMessage: 'Una licitación admite como máximo 20 artículos.',
  },
  goodsNameRequired: {
    id: 'validation.tender.goodsNameRequired',
    defaultMessage: 'Escriba el nombre del artículo (hasta 100 caracteres)',
  },
  deadlineRequired: {
    id: 'validation.tender.deadlineRequired',
    defaultMessage: 'Introduzca la fecha límite de las ofertas (AAAA-MM-DD)',
  },
  deadlinePast: {
    id: 'validation.tender.deadlinePast',
    defaultMessage: 'La fecha límite no puede ser anterior a hoy.',
  },
  openingRequired: {
    id: 'validation.tender.openingRequired',
    defaultMessage: 'Introduzca la fecha de apertura de las ofertas (AAAA-MM-DD)',
  },
  openingBeforeDeadline: {
    id: 'validation.tender.openingBeforeDeadline',
    defaultMessage: 'La apertura no puede ser anterior a la fecha límite.',
  },
  reasonLength: {
    id: 'validation.tender.reasonLength',
    defaultMessage: 'Indique el motivo de la terminación.',
  },
})

const m = tenderMessages

/** One item asked for in a tender, described in words with its quantity. */
export const tenderItemSchema = object({
  goodsName: string().trim().required(m.goodsNameRequired.id).max(100, m.goodsNameRequired.id),
  buyNum: quantityRule(),
  unit: string().trim().default('').max(20),
})

/**
 * The tender a buyer publishes. `today` (AAAA-MM-DD: the mock clock's day for the mock, the browser's for the
 * form) bounds the deadline; the offers are opened on the opening date, not before the deadline.
 */
export function tenderSchema(today: string) {
  return object({
    title: string()
      .trim()
      .required(m.titleLength.id)
      .min(TENDER_TITLE_MIN, m.titleLength.id)
      .max(TENDER_TITLE_MAX, m.titleLength.id),
    description: string().trim().default('').max(TENDER_DESCRIPTION_MAX, m.descriptionLength.id),
    items: array(tenderItemSchema)
      .required(m.itemsRequired.id)
      .min(1, m.itemsRequired.id)
      .max(TENDER_ITEMS_MAX, m.tooManyItems.id),
    deadline: futureDay(m.deadlineRequired.id, m.deadlinePast.id, today),
    openingDate: string()
      .trim()
      .required(m.openingRequired.id)
      .test('day', contractMessages.dateFormat.id, (value) => !value || isCalendarDay(value))
      .test('after-deadline', m.openingBeforeDeadline.id, function afterDeadline(value) {
        const deadline = (this.parent as { deadline?: unknown }).deadline
        return (
          !value ||
          typeof deadline !== 'string' ||
          !isCalendarDay(deadline.trim()) ||
          value >= deadline.trim()
        )
      }),
    documents: array().default([]).max(TENDER_DOCUMENTS_MAX, contractMessages.tooManyFiles.id),
  })
}

/** The reason a buyer terminates a tender with (published in the termination notice). */
export const terminationSchema = object({
  reason: string()
    .trim()
    .required(m.reasonLength.id)
    .min(TENDER_REASON_MIN, m.reasonLength.id)
    .max(TENDER_REASON_MAX, m.reasonLength.id),
})

/** An item of the tender form: everything as typed, so a refusal never loses a character. */
export interface TenderItemFormValues {
  goodsName: string
  buyNum: string
  unit: string
}

export interface TenderFormValues {
  title: string
  description: string
  items: TenderItemFormValues[]
  deadline: string
  openingDate: string
}

export const emptyTender: TenderFormValues = {
  title: '',
  description: '',
  items: [{ goodsName: '', buyNum: '', unit: '' }],
  deadline: '',
  openingDate: '',
}
