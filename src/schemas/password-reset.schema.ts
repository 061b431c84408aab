// Forgot password (issue 11, SPEC.md §2 /pwd/forget, §5): the email, its email code and the new password twice
// (letters, digits and symbols). Used by the /pwd/forget form and the mock's memberPassword/resetLoginPwd.
import { object } from 'yup'
import { confirmPasswordRule, emailCodeRule, emailRule, newPasswordRule } from './account.schema'

export const passwordResetSchema = object({
  email: emailRule(),
  emailCode: emailCodeRule(),
  loginPwd: newPasswordRule(),
  confirmLoginPwd: confirmPasswordRule('loginPwd'),
})

export interface PasswordResetValues {
  email: string
  emailCode: string
  loginPwd: string
  confirmLoginPwd: string
}
