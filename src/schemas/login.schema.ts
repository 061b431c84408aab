// SPEC.md §5 login form rules: email, password and captcha required (plus the general email, password
// and graphic-code patterns). Used by the login form and by the mock token endpoint.
import { object, string } from 'yup'
import { validationMessages as m } from './messages'

/** SPEC.md §5: standard email pattern, trimmed. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/
/** SPEC.md §5: no Chinese characters. */
export const CHINESE_PATTERN = /[\u4e00-\u9fa5]/
/** SPEC.md §5: graphic code exactly 4 letters or digits. */
export const CAPTCHA_PATTERN = /^[A-Za-z0-9]{4}$/

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 30

export const loginSchema = object({
  email: string()
    .trim()
    .required(m.emailRequired.id)
    .matches(EMAIL_PATTERN, { message: m.emailInvalid.id, excludeEmptyString: true }),
  password: string()
    .required(m.passwordRequired.id)
    .min(PASSWORD_MIN, m.passwordLength.id)
    .max(PASSWORD_MAX, m.passwordLength.id)
    .test('no-chinese', m.passwordChinese.id, (value) => !value || !CHINESE_PATTERN.test(value))
    .test('no-spaces', m.passwordSpaces.id, (value) => !value || !/\s/.test(value)),
  verifyCode: string()
    .trim()
    .required(m.captchaRequired.id)
    .matches(CAPTCHA_PATTERN, { message: m.captchaFormat.id, excludeEmptyString: true }),
})

export type LoginValues = { email: string; password: string; verifyCode: string }
