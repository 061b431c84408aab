// Points mall redemption rules (issue 12 item 5; SPEC.md §5 "points used in multiples of a set number", §8
// "insufficient points", "out of stock", "quantity out of limit or range"). Shared by the redeem form
// (machines/point-redeem) and the mock backend (integral orderOperate/submit), so both refuse the same input
// with the same Spanish message.
import { number, object } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const pointOrderMessages = defineMessages({
  insufficient: { id: 'validation.points.insufficient', defaultMessage: 'Puntos insuficientes' },
  multiple: {
    id: 'validation.points.multiple',
    defaultMessage: 'Los puntos deben usarse en múltiplos de {unit}.',
  },
  numberInteger: { id: 'validation.points.numberInteger', defaultMessage: 'Introduzca una cantidad entera' },
  numberRange: { id: 'validation.points.numberRange', defaultMessage: 'Cantidad fuera del límite o rango' },
  soldOut: { id: 'validation.points.soldOut', defaultMessage: 'Agotado' },
  addressRequired: {
    id: 'validation.points.addressRequired',
    defaultMessage: 'Elija una dirección de entrega.',
  },
})

const m = pointOrderMessages

export interface PointRedeemRule {
  /** points are spent in multiples of this number (setting points_unit) */
  unit: number
  /** the member's points now */
  memberIntegral: number
  /** the good's points price per unit */
  integralPrice: number
  /** min(stock, limit per order); 0 = sold out */
  maxNumber: number
}

export interface PointRedeemValues {
  number: number
  addressId: number
  integral: number
}

/** The points a quantity costs. */
export const integralFor = (rule: Pick<PointRedeemRule, 'integralPrice'>, count: number): number =>
  Math.max(0, Math.floor(count)) * rule.integralPrice

/**
 * The redemption form and body: quantity within stock and limit, an address, and the points — a multiple of
 * the unit and no more than the member has. Points are checked last, so a member short of points with a valid
 * form reads "Puntos insuficientes".
 */
export function pointRedeemSchema(rule: PointRedeemRule) {
  const unit = Math.max(1, Math.floor(rule.unit))
  return object({
    number: number()
      .typeError(m.numberInteger.id)
      .required(m.numberInteger.id)
      .integer(m.numberInteger.id)
      .test({ name: 'soldOut', message: m.soldOut.id, test: () => rule.maxNumber > 0 })
      .min(1, m.numberRange.id)
      .max(Math.max(1, rule.maxNumber), m.numberRange.id),
    addressId: number()
      .typeError(m.addressRequired.id)
      .required(m.addressRequired.id)
      .min(1, m.addressRequired.id),
    integral: number()
      .typeError(m.multiple.id)
      .required(m.multiple.id)
      .integer(m.multiple.id)
      .test({
        name: 'multiple',
        message: m.multiple.id,
        params: { unit },
        test: (v) => v == null || v % unit === 0,
      })
      .test({
        name: 'balance',
        message: m.insufficient.id,
        test: (v) => v == null || v <= rule.memberIntegral,
      }),
  })
}
