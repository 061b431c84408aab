// Bind mobile (issue 11, SPEC.md §2 /bindMobile, §5): the mobile rule and the 6-digit SMS code. Used by the
// /bindMobile form and the mock's login/wechat/bindMobile.
import { object } from 'yup'
import { mobileRule, smsCodeRule } from './account.schema'

export const mobileOnlySchema = object({ mobile: mobileRule() })

export const bindMobileSchema = object({ mobile: mobileRule(), smsCode: smsCodeRule() })

export interface BindMobileValues {
  mobile: string
  smsCode: string
}
