// SPEC.md §5 account rules shared by registration, recovery, replenish, bind mobile and the member centre's
// security pages — and by the mock handlers behind them. Each field rule is exported on its own so a form
// composes exactly the fields it shows; the mock validates the same request with the same composition.
import { string, type StringSchema } from 'yup'
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }
import { CHINESE_PATTERN, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './login.schema'

addMessages(validationPart)

/** SPEC.md §5: 11-digit mainland mobile (1, then 3–9) or landline (optional 4-digit area code, 6–8 digits). */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|(?:\d{4}-?)?\d{6,8})$/
export const MEMBER_NAME_MIN = 8
export const MEMBER_NAME_MAX = 30
/** SPEC.md §5: Chinese characters, letters, digits, hyphen and underscore. */
export const MEMBER_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_-]+$/
/** SPEC.md §5: 18-digit (last may be X) or 15-digit national ID. */
export const NATIONAL_ID_PATTERN = /^(?:\d{17}[\dXx]|\d{15})$/
/** SPEC.md §5: email code 4–6 digits; SMS code exactly 6 digits. */
export const EMAIL_CODE_PATTERN = /^\d{4,6}$/
export const SMS_CODE_PATTERN = /^\d{6}$/
/** SPEC.md §5: a registration password has letters, digits and symbols. */
const LETTER = /[A-Za-z]/
const DIGIT = /\d/
const SYMBOL = /[^A-Za-z0-9\s\u4e00-\u9fa5]/

export const accountMessages = defineMessages({
  emailRequired: {
    id: 'validation.account.emailRequired',
    defaultMessage: 'Introduzca su correo electrónico',
  },
  emailInvalid: {
    id: 'validation.account.emailInvalid',
    defaultMessage: 'Introduzca un correo electrónico válido',
  },
  passwordRequired: { id: 'validation.account.passwordRequired', defaultMessage: 'Introduzca la contraseña' },
  passwordLength: {
    id: 'validation.account.passwordLength',
    defaultMessage: 'La contraseña debe tener entre 8 y 30 caracteres',
  },
  passwordChinese: {
    id: 'validation.account.passwordChinese',
    defaultMessage: 'La contraseña no puede contener caracteres chinos',
  },
  passwordSpaces: {
    id: 'validation.account.passwordSpaces',
    defaultMessage: 'La contraseña no puede contener espacios',
  },
  passwordComposition: {
    id: 'validation.account.passwordComposition',
    defaultMessage: 'La contraseña debe combinar letras, números y símbolos',
  },
  passwordConfirmRequired: {
    id: 'validation.account.passwordConfirmRequired',
    defaultMessage: 'Repita la contraseña',
  },
  passwordMismatch: {
    id: 'validation.account.passwordMismatch',
    defaultMessage: 'Las dos contraseñas no coinciden',
  },
  memberNameRequired: {
    id: 'validation.account.memberNameRequired',
    defaultMessage: 'Introduzca el nombre de miembro',
  },
  memberNameLength: {
    id: 'validation.account.memberNameLength',
    defaultMessage: 'El nombre de miembro debe tener entre 8 y 30 caracteres',
  },
  memberNameChars: {
    id: 'validation.account.memberNameChars',
    defaultMessage: 'Use solo caracteres chinos, letras, números, guion (-) y guion bajo (_)',
  },
  memberNameDigits: {
    id: 'validation.account.memberNameDigits',
    defaultMessage: 'El nombre de miembro no puede tener solo números',
  },
  nationalIdRequired: {
    id: 'validation.account.nationalIdRequired',
    defaultMessage: 'Introduzca el número de documento de identidad',
  },
  nationalIdFormat: {
    id: 'validation.account.nationalIdFormat',
    defaultMessage: 'El documento de identidad tiene 18 o 15 dígitos',
  },
  mobileRequired: { id: 'validation.account.mobileRequired', defaultMessage: 'Introduzca el teléfono móvil' },
  mobileFormat: {
    id: 'validation.account.mobileFormat',
    defaultMessage:
      'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
  },
  emailCodeRequired: {
    id: 'validation.account.emailCodeRequired',
    defaultMessage: 'Introduzca el código recibido por correo',
  },
  emailCodeFormat: {
    id: 'validation.account.emailCodeFormat',
    defaultMessage: 'El código del correo tiene de 4 a 6 dígitos',
  },
  smsCodeRequired: { id: 'validation.account.smsCodeRequired', defaultMessage: 'Introduzca el código SMS' },
  smsCodeFormat: { id: 'validation.account.smsCodeFormat', defaultMessage: 'El código SMS tiene 6 dígitos' },
})

const m = accountMessages

/** SPEC.md §5 email: standard pattern, trimmed, required. */
export const emailRule = (): StringSchema<string> =>
  string()
    .trim()
    .required(m.emailRequired.id)
    .matches(EMAIL_PATTERN, { message: m.emailInvalid.id, excludeEmptyString: true })

/** SPEC.md §5 password: 8–30, no Chinese characters, no spaces (an existing password, e.g. "current"). */
export const passwordRule = (): StringSchema<string> =>
  string()
    .required(m.passwordRequired.id)
    .min(PASSWORD_MIN, m.passwordLength.id)
    .max(PASSWORD_MAX, m.passwordLength.id)
    .test('no-chinese', m.passwordChinese.id, (value) => !value || !CHINESE_PATTERN.test(value))
    .test('no-spaces', m.passwordSpaces.id, (value) => !value || !/\s/.test(value))

/** SPEC.md §5 new (registration, reset, change) password: the password rule plus letters, digits and symbols. */
export const newPasswordRule = (): StringSchema<string> =>
  passwordRule().test(
    'composition',
    m.passwordComposition.id,
    (value) => !value || (LETTER.test(value) && DIGIT.test(value) && SYMBOL.test(value)),
  )

/** SPEC.md §5: the two passwords must match; `field` names the sibling holding the first one. */
export const confirmPasswordRule = (field: string): StringSchema<string> =>
  string()
    .required(m.passwordConfirmRequired.id)
    .test('matches', m.passwordMismatch.id, function matches(value) {
      return value === (this.parent as Record<string, unknown>)[field]
    })

/** SPEC.md §5 member name: 8–30 of Chinese, letters, digits, `-` and `_`, not all digits. */
export const memberNameRule = (): StringSchema<string> =>
  string()
    .trim()
    .required(m.memberNameRequired.id)
    .min(MEMBER_NAME_MIN, m.memberNameLength.id)
    .max(MEMBER_NAME_MAX, m.memberNameLength.id)
    .matches(MEMBER_NAME_PATTERN, { message: m.memberNameChars.id, excludeEmptyString: true })
    .test('not-all-digits', m.memberNameDigits.id, (value) => !value || !/^\d+$/.test(value))

/** SPEC.md §5 national ID: 18- or 15-digit pattern. */
export const nationalIdRule = (): StringSchema<string> =>
  string().trim().required(m.nationalIdRequired.id).matches(NATIONAL_ID_PATTERN, m.nationalIdFormat.id)

/** SPEC.md §5 mobile phone: required; 11-digit mainland mobile or landline. */
export const mobileRule = (): StringSchema<string> =>
  string().trim().required(m.mobileRequired.id).matches(PHONE_PATTERN, m.mobileFormat.id)

/** SPEC.md §5 email code: 4–6 digits. */
export const emailCodeRule = (): StringSchema<string> =>
  string().trim().required(m.emailCodeRequired.id).matches(EMAIL_CODE_PATTERN, m.emailCodeFormat.id)

/** SPEC.md §5 SMS code: exactly 6 digits. */
export const smsCodeRule = (): StringSchema<string> =>
  string().trim().required(m.smsCodeRequired.id).matches(SMS_CODE_PATTERN, m.smsCodeFormat.id)
