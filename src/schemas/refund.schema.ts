// Refunds (SPEC.md §4, §5, §9): amount positive and not above the maximum, a reason, a description of at
// most 200 characters, at most 5 proof images (png/jpg ≤ 1 MB each, checked with imageFileSchema before the
// upload), the refund account must be the account that paid; the return logistics of a refund with return.
// Issue 16 item 7: the lines refunded (a quantity per line ≤ bought − what earlier refunds took), the amount
// capped by what the chosen units cost, the goods received or not, the reason of the list of the type and goods
// state, the return carrier from the carrier list.
// Shared by the refund forms (machines/refund-apply) and the mock backend (after/sale/*).
import { array, mixed, number, object, string } from 'yup'
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
  linesRequired: {
    id: 'validation.refund.linesRequired',
    defaultMessage: 'Seleccione al menos un producto.',
  },
  quantityMin: {
    id: 'validation.refund.quantityMin',
    defaultMessage: 'Indique una cantidad de al menos 1.',
  },
  quantityMax: {
    id: 'validation.refund.quantityMax',
    defaultMessage: 'La cantidad supera las unidades que quedan por reembolsar.',
  },
  lineUnknown: {
    id: 'validation.refund.lineUnknown',
    defaultMessage: 'El producto no pertenece al pedido.',
  },
  amountLinesMax: {
    id: 'validation.refund.amountLinesMax',
    defaultMessage: 'El importe no puede superar el coste de los productos elegidos.',
  },
  goodsStateRequired: {
    id: 'validation.refund.goodsStateRequired',
    defaultMessage: 'Indique si recibió la mercancía.',
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

export type GoodsState = 'notReceived' | 'received'

/** What is left to refund of an order line (applyInfo.lines). */
export interface RefundLineRule {
  orderProductId: number
  /** units bought − units of earlier refunds that are open or refunded */
  refundableNum: number
  /** unit price paid */
  price: number
}

export interface RefundRules {
  /** paid − already refunded (applyInfo.maxAmount, or the refund's maxAmount when reapplying) */
  maxAmount: number
  /** key of the account that paid the order */
  paymentAccount: string
  /** a new request: the order's lines; productList is checked against them and caps the amount */
  lines?: readonly RefundLineRule[]
  /** a new request: the goods states the order admits (received once something was shipped) */
  goodsStates?: readonly GoodsState[]
  /** the reasons of the list of the chosen type and goods state (when known) */
  reasonIds?: readonly number[]
}

/** The reason list of a type and goods state (a return's goods were received). */
export type RefundReasonKey = 'refund:notReceived' | 'refund:received' | 'return:received'

export const refundReasonKey = (type: 'refund' | 'return', goodsState: GoodsState): RefundReasonKey =>
  type === 'return' ? 'return:received' : goodsState === 'received' ? 'refund:received' : 'refund:notReceived'

const round2 = (value: number) => Math.round(value * 100) / 100

/** What the chosen units cost (price × units per line), 2 decimals; unknown lines count nothing. */
export function costOfLines(
  lines: readonly RefundLineRule[],
  chosen: readonly { orderProductId?: unknown; afsNum?: unknown }[] | undefined,
): number {
  let cost = 0
  for (const item of chosen ?? []) {
    const line = lines.find((l) => l.orderProductId === Number(item.orderProductId))
    const units = Number(item.afsNum)
    if (line && Number.isFinite(units) && units > 0) cost += line.price * units
  }
  return round2(cost)
}

/** Whether the chosen lines keep the line rules (then the amount is checked against what they cost). */
function linesValid(
  lines: readonly RefundLineRule[],
  chosen: unknown,
): chosen is { orderProductId?: unknown; afsNum?: unknown }[] {
  try {
    productListSchema(lines).validateSync(chosen)
    return true
  } catch {
    return false
  }
}

function productListSchema(lines: readonly RefundLineRule[]) {
  const ids = lines.map((line) => line.orderProductId)
  return array(
    object({
      orderProductId: number()
        .typeError(m.lineUnknown.id)
        .required(m.lineUnknown.id)
        .oneOf(ids, m.lineUnknown.id),
      afsNum: number()
        .typeError(m.quantityMin.id)
        .required(m.quantityMin.id)
        .integer(m.quantityMin.id)
        .min(1, m.quantityMin.id)
        .test('left', m.quantityMax.id, function left(value) {
          const line = lines.find((l) => l.orderProductId === Number(this.parent.orderProductId))
          return value === undefined || !line || value <= line.refundableNum
        }),
    }),
  )
    .typeError(m.linesRequired.id)
    .required(m.linesRequired.id)
    .min(1, m.linesRequired.id)
    .test('distinct', m.lineUnknown.id, (items) => {
      const seen = (items ?? []).map((item) => item.orderProductId)
      return new Set(seen).size === seen.length
    })
}

/** The fields of a refund request or reapplication (the order, type and afsSn are checked by the server). */
export function refundSchema(rules: RefundRules) {
  const { lines, goodsStates, reasonIds } = rules
  const reasonId = number()
    .typeError(m.reasonRequired.id)
    .required(m.reasonRequired.id)
    .integer()
    .min(1, m.reasonRequired.id)
  return object({
    productList: lines ? productListSchema(lines) : mixed().strip(),
    goodsState: goodsStates
      ? string()
          .required(m.goodsStateRequired.id)
          .oneOf([...goodsStates], m.goodsStateRequired.id)
      : mixed().strip(),
    amount: number()
      .typeError(m.amountRequired.id)
      .required(m.amountRequired.id)
      .moreThan(0, m.amountRequired.id)
      .max(rules.maxAmount, m.amountMax.id)
      .test(
        'cents',
        m.amountCents.id,
        (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      )
      .test('lines', m.amountLinesMax.id, function linesCost(value) {
        if (!lines || value === undefined) return true
        const chosen: unknown = this.parent.productList
        // the lines' own problems are told first (yup does not order the fields' checks)
        if (!linesValid(lines, chosen)) return true
        return value <= costOfLines(lines, chosen) + 1e-9
      }),
    reasonId: reasonIds ? reasonId.oneOf([...reasonIds], m.reasonRequired.id) : reasonId,
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

/**
 * Return logistics of a refund with return (after/sale/deliverGoods): a carrier of the carrier list
 * (system/front/express/list; `carrierIds` its ids) and a tracking number.
 */
export function returnLogisticsSchema(carrierIds: readonly number[]) {
  return object({
    expressId: number()
      .typeError(m.carrierRequired.id)
      .required(m.carrierRequired.id)
      .integer(m.carrierRequired.id)
      .oneOf([...carrierIds], m.carrierRequired.id),
    trackingNumber: string()
      .trim()
      .required(m.trackingFormat.id)
      .matches(TRACKING_NUMBER_PATTERN, m.trackingFormat.id),
  })
}

/** Cancelling an order (orderOperate/cancel): a reason from the list of type 104. */
export const cancelOrderSchema = object({
  reasonId: number()
    .typeError(m.cancelReasonRequired.id)
    .required(m.cancelReasonRequired.id)
    .integer()
    .min(1, m.cancelReasonRequired.id),
})
