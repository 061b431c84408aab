// The member centre's profile and security forms (issue 11 item 3; SPEC.md §5): each form's rule set, composed
// from the shared account rules (account.schema.ts) and the pay password rule (payment.schema.ts), and used
// by the form and by the mock handler of the same operation. No field rule is written here a second time.
import { object, string } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import {
  confirmPasswordRule,
  emailCodeRule,
  emailRule,
  mobileRule,
  newPasswordRule,
  passwordRule,
  smsCodeRule,
} from './account.schema'
import { CONTACT_MAX, CONTACT_MIN } from './address.schema'
import { payPasswordSchema } from './payment.schema'

addMessages(validationPart)

export const memberSecurityMessages = defineMessages({
  sameAsCurrent: {
    id: 'validation.security.sameAsCurrent',
    defaultMessage: 'La nueva contraseña debe ser distinta de la actual.',
  },
  trueNameRequired: { id: 'validation.security.trueNameRequired', defaultMessage: 'Introduzca su nombre' },
  trueNameLength: {
    id: 'validation.security.trueNameLength',
    defaultMessage: 'El nombre debe tener entre 2 y 50 caracteres.',
  },
})

const m = memberSecurityMessages

/** The new password differs from the current one (checked on the sibling `field`). */
const differsFrom = (field: string) =>
  newPasswordRule().test('differs', m.sameAsCurrent.id, function differs(value) {
    const current = (this.parent as Record<string, unknown>)[field]
    return !value || !current || value !== current
  })

/**
 * /member/info: the real name follows the contact length of SPEC.md §5 (2–50); the avatar is a path the
 * upload answered (the mock checks it belongs to the member).
 */
export const profileSchema = object({
  memberTrueName: string()
    .trim()
    .required(m.trueNameRequired.id)
    .min(CONTACT_MIN, m.trueNameLength.id)
    .max(CONTACT_MAX, m.trueNameLength.id),
  memberAvatar: string().default(''),
})

/** /member/pwd/login: current password, then the new one (letters, digits and symbols) twice. */
export const loginPasswordChangeSchema = object({
  oldPwd: passwordRule(),
  newPwd: differsFrom('oldPwd'),
  confirmPwd: confirmPasswordRule('newPwd'),
})

/**
 * /member/pwd/pay: the pay password (at least 8 digits) twice; the current pay password when one is set,
 * else the login password authorises it.
 */
export function payPasswordChangeSchema(hasPayPassword: boolean) {
  return object({
    oldPayPwd: hasPayPassword ? payPasswordSchema : string().strip(),
    loginPwd: hasPayPassword ? string().strip() : passwordRule(),
    payPwd: payPasswordSchema,
    confirmPayPwd: confirmPasswordRule('payPwd'),
  })
}

/** /member/pwd/reset: the email code (4–6 digits) and the new pay password twice. */
export const payPasswordResetSchema = object({
  code: emailCodeRule(),
  payPwd: payPasswordSchema,
  confirmPayPwd: confirmPasswordRule('payPwd'),
})

/** /member/phone: the new mobile (SPEC.md §5 mobile rule) and the 6-digit SMS code sent to it. */
export const mobileChangeSchema = object({ mobile: mobileRule(), code: smsCodeRule() })

/** /member/email: the new email and the 4–6 digit email code sent to it. */
export const emailChangeSchema = object({ email: emailRule(), code: emailCodeRule() })

/** The target of a code request: the mobile or email rule by purpose (payPwdReset goes to the own email). */
export const codeTargetSchema = { mobile: mobileRule(), email: emailRule() } as const
