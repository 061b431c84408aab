// Sub-accounts of an enterprise member (issue 27 item 1; SPEC.md §2 /member/createSub, §5, §6): the spending
// limit, the rights of a sub-account, its credentials, and the reason of a refused approval. Shared by the
// /member/createSub and /member/subAccount forms and by the mock backend (v3/member/front/subAccount/*), so a
// limit of −1 or of "abc" gets the same Spanish message from the form and from the server.
import { array, boolean, mixed, number, object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { emailRule, memberNameRule, newPasswordRule } from './account.schema'

addMessages(validationPart)

/** The rights a sub-account may be given (issue 27 item 1), in the order the screens list them. */
export const SUB_PERMISSIONS = ['browse', 'prices', 'order', 'pay', 'addresses'] as const
export type SubPermission = (typeof SUB_PERMISSIONS)[number]

/** The highest spending limit a form takes (USD): SPEC.md §9 prices stop at 999999. */
export const SPENDING_LIMIT_MAX = 999999
export const REJECT_REASON_MAX = 200

export const subAccountMessages = defineMessages({
  limitRequired: {
    id: 'validation.subAccount.limitRequired',
    defaultMessage: 'Introduzca el límite de gasto',
  },
  limitNumber: {
    id: 'validation.subAccount.limitNumber',
    defaultMessage: 'El límite de gasto debe ser un importe en USD.',
  },
  limitPositive: {
    id: 'validation.subAccount.limitPositive',
    defaultMessage: 'El límite de gasto debe ser mayor que 0.',
  },
  limitMax: {
    id: 'validation.subAccount.limitMax',
    defaultMessage: 'El límite de gasto no puede superar 999.999 USD.',
  },
  limitDecimals: {
    id: 'validation.subAccount.limitDecimals',
    defaultMessage: 'El límite de gasto admite como máximo 2 decimales.',
  },
  permissionUnknown: {
    id: 'validation.subAccount.permissionUnknown',
    defaultMessage: 'Permiso desconocido.',
  },
  reasonRequired: {
    id: 'validation.subAccount.reasonRequired',
    defaultMessage: 'Indique el motivo del rechazo',
  },
  reasonLength: {
    id: 'validation.subAccount.reasonLength',
    defaultMessage: 'El motivo tiene como máximo 200 caracteres.',
  },
})

const m = subAccountMessages

/** The spending limit of a sub-account: a positive USD amount with at most 2 decimals (−1 and "abc" refused). */
export const spendingLimitRule = () =>
  number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(m.limitNumber.id)
    .required(m.limitRequired.id)
    .positive(m.limitPositive.id)
    .max(SPENDING_LIMIT_MAX, m.limitMax.id)
    .test(
      'decimals',
      m.limitDecimals.id,
      (value) => value === undefined || Math.round(value * 100) === value * 100,
    )

export const permissionsRule = () =>
  array(
    mixed<SubPermission>()
      .oneOf([...SUB_PERMISSIONS], m.permissionUnknown.id)
      .defined(),
  ).default([])

/** /member/createSub: the sub-account's own credentials, its limit and its rights. */
export const createSubSchema = object({
  email: emailRule(),
  memberName: memberNameRule(),
  password: newPasswordRule(),
  spendingLimit: spendingLimitRule(),
  permissions: permissionsRule(),
})

/** /member/permission: a sub-account's limit and rights changed by the main account. */
export const subRightsSchema = object({
  spendingLimit: spendingLimitRule(),
  permissions: permissionsRule(),
})

export const resetSubPasswordSchema = object({ password: newPasswordRule() })

export const disableSubSchema = object({ disabled: boolean().required() })

/** Rejecting a sub-account's order: a reason, 1–200 characters. */
export const rejectReasonRule = () =>
  string().trim().required(m.reasonRequired.id).max(REJECT_REASON_MAX, m.reasonLength.id)

export const approvalDecisionSchema = object({
  decision: mixed<'approve' | 'reject'>().oneOf(['approve', 'reject']).required(),
  reason: string().when('decision', {
    is: 'reject',
    then: () => rejectReasonRule(),
    otherwise: (schema) => schema.trim().max(REJECT_REASON_MAX, m.reasonLength.id),
  }),
})
