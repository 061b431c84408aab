// Refunds (SPEC.md §4, §5, §9): amount positive and not above the maximum, a reason, a description of at
// most 200 characters, at most 5 proof images (png/jpg ≤ 1 MB each, checked with imageFileSchema before the
// upload), the refund account must be the account that paid; the return logistics of a refund with return.
// Shared by the refund forms (machines/refund-apply) and the mock backend (after/sale/*).
import { array, number, object, string } from 'yup'
import { MAX_REFUND_IMAGES } from '../lib/order-constants'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const refundMessages = defineMessages({
  amountRequired: {
    id: 'validation.refund.amountRequired',
    defaultMessage: 'Indique un importe mayor que 0.',
  },
  amountMax: {
    id: 'validation.refund.amountMax',
    defaultMessage: 'El importe no puede superar el máximo reembolsable.',
  },
  amountCents: {
    id: 'validation.refund.amountCents',
    defaultMessage: 'El importe admite como máximo 2 decimales.',
  },
  reasonRequired: { id: 'validation.refund.reasonRequired', defaultMessage: 'Seleccione un motivo.' },
  descriptionLength: {
    id: 'validation.refund.descriptionLength',
    defaultMessage: 'La descripción admite como máximo 200 caracteres.',
  },
  imagesMax: { id: 'validation.refund.imagesMax', defaultMessage: 'Como máximo 5 imágenes.' },
  accountMismatch: {
    id: 'validation.refund.accountMismatch',
    defaultMessage: 'La cuenta de reembolso debe ser la cuenta con la que se pagó el pedido.',
  },
  typeRequired: { id: 'validation.refund.typeRequired', defaultMessage: 'Seleccione el tipo de reembolso.' },
  carrierRequired: {
    id: 'validation.refund.carrierRequired',
    defaultMessage: 'Indique la empresa de transporte.',
  },
  trackingFormat: {
    id: 'validation.refund.trackingFormat',
    defaultMessage: 'El número de seguimiento tiene de 1 a 20 letras o cifras.',
  },
  cancelReasonRequired: {
    id: 'validation.order.cancelReasonRequired',
    defaultMessage: 'Seleccione un motivo de cancelación.',
  },
})

const m = refundMessages

export const TRACKING_NUMBER_PATTERN = /^[0-9a-zA-Z]{1,20}$/

/** The images of a refund or a review: at most 5 uploaded paths. */
export const imagePathsSchema = array(string().required()).default([]).max(MAX_REFUND_IMAGES, m.imagesMax.id)

export interface RefundRules {
  /** paid − already refunded (applyInfo.maxAmount, or the refund's maxAmount when reapplying) */
  maxAmount: number
  /** key of the account that paid the order */
  paymentAccount: string
}

/** The fields of a refund request or reapplication (the order, type and afsSn are checked by the server). */
export function refundSchema(rules: RefundRules) {
  return object({
    amount: number()
      .typeError(m.amountRequired.id)
      .required(m.amountRequired.id)
      .moreThan(0, m.amountRequired.id)
      .max(rules.maxAmount, m.amountMax.id)
      .test(
        'cents',
        m.amountCents.id,
        (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      ),
    reasonId: number()
      .typeError(m.reasonRequired.id)
      .required(m.reasonRequired.id)
      .integer()
      .min(1, m.reasonRequired.id),
    description: string().trim().default('').max(200, m.descriptionLength.id),
    images: imagePathsSchema,
    refundAccount: string()
      .required(m.accountMismatch.id)
      .oneOf([rules.paymentAccount], m.accountMismatch.id),
  })
}

export const refundTypeSchema = string()
  .required(m.typeRequired.id)
  .oneOf(['refund', 'return'], m.typeRequired.id)

/** Return logistics of a refund with return (after/sale/deliverGoods). */
export const returnLogisticsSchema = object({
  carrier: string()
    .trim()
    .required(m.carrierRequired.id)
    .min(2, m.carrierRequired.id)
    .max(50, m.carrierRequired.id),
  trackingNumber: string()
    .trim()
    .required(m.trackingFormat.id)
    .matches(TRACKING_NUMBER_PATTERN, m.trackingFormat.id),
})

/** Cancelling an order (orderOperate/cancel): a reason from the list of type 104. */
export const cancelOrderSchema = object({
  reasonId: number()
    .typeError(m.cancelReasonRequired.id)
    .required(m.cancelReasonRequired.id)
    .integer()
    .min(1, m.cancelReasonRequired.id),
})
