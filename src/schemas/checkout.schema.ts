// Checkout rules (SPEC.md §5): points in multiples of the set number and capped at a share of the order
// amount; a purchase-order number and a note per store; the shopping agreement must be ticked.
// Shared by the checkout machine/form and the mock backend (orderOperate/confirm|submit).
import { boolean, number, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const REMARK_MAX = 200
export const PO_NUMBER_MAX = 32
export const PO_NUMBER_PATTERN = /^[A-Za-z0-9/_-]*$/

export const checkoutMessages = defineMessages({
  pointsInteger: {
    id: 'validation.checkout.pointsInteger',
    defaultMessage: 'Introduzca un número entero de puntos',
  },
  pointsMultiple: {
    id: 'validation.checkout.pointsMultiple',
    defaultMessage: 'Los puntos deben usarse en múltiplos de {unit}.',
  },
  pointsCap: {
    id: 'validation.checkout.pointsCap',
    defaultMessage: 'Los puntos superan el máximo permitido para este pedido ({max}).',
  },
  pointsInsufficient: {
    id: 'validation.checkout.pointsInsufficient',
    defaultMessage: 'Puntos insuficientes',
  },
  remarkLength: {
    id: 'validation.checkout.remarkLength',
    defaultMessage: 'La nota no puede tener más de 200 caracteres',
  },
  poNumberFormat: {
    id: 'validation.checkout.poNumberFormat',
    defaultMessage:
      'El número de orden de compra admite hasta 32 letras, dígitos, guiones, guiones bajos o barras',
  },
  agreementRequired: {
    id: 'validation.checkout.agreementRequired',
    defaultMessage: 'Debe aceptar el acuerdo de compra.',
  },
  addressRequired: {
    id: 'validation.checkout.addressRequired',
    defaultMessage: 'Elija una dirección de entrega.',
  },
})

const m = checkoutMessages

export interface PointsRule {
  /** points are used in multiples of this number */
  unit: number
  /** points per 1 USD */
  scale: number
  /** share of the order amount (after coupons) points may deduct */
  maxDeductRate: number
  /** the member's points */
  memberIntegral: number
}

/** The most points usable on an amount: a multiple of unit, ≤ balance, worth ≤ maxDeductRate × amount. */
export function maxUsablePoints(rule: PointsRule, amount: number): number {
  const unit = Math.max(1, Math.floor(rule.unit))
  const capPoints = Math.floor(Math.max(0, amount) * rule.maxDeductRate * rule.scale + 1e-6)
  const limit = Math.min(capPoints, Math.max(0, rule.memberIntegral))
  return Math.floor(limit / unit) * unit
}

/** Cash value of points (2 decimals). */
export function pointsToCash(rule: PointsRule, points: number): number {
  return Math.round((points / Math.max(1, rule.scale)) * 100) / 100
}

/**
 * Points field rule for one order amount. Balance is checked before the cap so that a member short of points
 * reads "Puntos insuficientes" (SPEC.md §8).
 */
export function pointsSchema(rule: PointsRule, amount: number) {
  const unit = Math.max(1, Math.floor(rule.unit))
  const max = maxUsablePoints(rule, amount)
  return number()
    .typeError(m.pointsInteger.id)
    .integer(m.pointsInteger.id)
    .min(0, m.pointsInteger.id)
    .test({
      name: 'multiple',
      message: m.pointsMultiple.id,
      params: { unit },
      test: (v) => v == null || v % unit === 0,
    })
    .test({
      name: 'balance',
      message: m.pointsInsufficient.id,
      test: (v) => v == null || v <= rule.memberIntegral,
    })
    .test({ name: 'cap', message: m.pointsCap.id, params: { max }, test: (v) => v == null || v <= max })
}

/** Per-store inputs: note and purchase-order number. */
export const storeInputSchema = object({
  remark: string().trim().default('').max(REMARK_MAX, m.remarkLength.id),
  purchaseOrderNumber: string()
    .trim()
    .default('')
    .max(PO_NUMBER_MAX, m.poNumberFormat.id)
    .matches(PO_NUMBER_PATTERN, m.poNumberFormat.id),
})

export const agreementSchema = boolean()
  .oneOf([true], m.agreementRequired.id)
  .required(m.agreementRequired.id)
