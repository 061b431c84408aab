// Which rule set, which fields and which code each security form of the member centre uses (issue 11 item 3;
// SPEC.md §5). Read by the security-change machine (its guard) and by the forms (Formik), so both check the
// same rules the mock checks.
import type { AnyObjectSchema } from 'yup'
import type { SecurityCodePurpose, SecurityCodeSent } from '../../src/api/member-security'
import {
  emailChangeSchema,
  loginPasswordChangeSchema,
  mobileChangeSchema,
  payPasswordChangeSchema,
  payPasswordResetSchema,
} from '../../src/schemas/member-security.schema'

export type SecurityKind = 'loginPwd' | 'payPwd' | 'payReset' | 'mobile' | 'email'

export type SecurityValues = Record<string, string>

/** The code a form needs, and the field holding where it goes (null: the member's own email). */
export const CODE_OF: Record<
  SecurityKind,
  { purpose: SecurityCodePurpose; targetField: string | null } | null
> = {
  loginPwd: null,
  payPwd: null,
  payReset: { purpose: 'payPwdReset', targetField: null },
  mobile: { purpose: 'mobile', targetField: 'mobile' },
  email: { purpose: 'email', targetField: 'email' },
}

/** The fields of each form, in the order shown. */
export function fieldsOf(kind: SecurityKind, hasPayPassword: boolean): string[] {
  switch (kind) {
    case 'loginPwd':
      return ['oldPwd', 'newPwd', 'confirmPwd']
    case 'payPwd':
      return [hasPayPassword ? 'oldPayPwd' : 'loginPwd', 'payPwd', 'confirmPayPwd']
    case 'payReset':
      return ['code', 'payPwd', 'confirmPayPwd']
    case 'mobile':
      return ['mobile', 'code']
    case 'email':
      return ['email', 'code']
  }
}

export function schemaOf(kind: SecurityKind, hasPayPassword: boolean): AnyObjectSchema {
  switch (kind) {
    case 'loginPwd':
      return loginPasswordChangeSchema
    case 'payPwd':
      return payPasswordChangeSchema(hasPayPassword)
    case 'payReset':
      return payPasswordResetSchema
    case 'mobile':
      return mobileChangeSchema
    case 'email':
      return emailChangeSchema
  }
}

/** Only the form's own fields, as the operation takes them. */
export function bodyOf(kind: SecurityKind, hasPayPassword: boolean, values: SecurityValues): SecurityValues {
  return Object.fromEntries(fieldsOf(kind, hasPayPassword).map((field) => [field, values[field] ?? '']))
}

/**
 * A skewed clock (or the mock clock moved forward) never holds "Enviar código" longer than this; a request
 * sent too early is refused by the server with its own message anyway.
 */
export const RESEND_WAIT_MAX_MS = 120_000

/** When another code may be asked for, on this device's clock: the server's `resendAt`, capped against skew. */
export const cooldownUntilOf = (sent: SecurityCodeSent, now = Date.now()) =>
  Math.min(Date.parse(sent.resendAt), now + RESEND_WAIT_MAX_MS)
