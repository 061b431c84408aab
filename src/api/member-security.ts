// Profile and security of the member centre (issue 11 item 3; SPEC.md §2 /member/info, phone, email, pwd/*):
// one function per operation of the `member` tag. Bodies are urlencoded (SPEC.md §7 default).
import { call, client, FORM, type CallOptions } from './client'
import type { components } from './schema'

export type MemberInfoUpdate = components['schemas']['MemberInfoUpdate']
export type SecurityCodeRequest = components['schemas']['SecurityCodeRequest']
export type SecurityCodePurpose = SecurityCodeRequest['purpose']
export type SecurityCodeSent = components['schemas']['SecurityCodeSent']
export type LoginPasswordChange = components['schemas']['LoginPasswordChange']
export type PayPasswordChange = components['schemas']['PayPasswordChange']
export type PayPasswordReset = components['schemas']['PayPasswordReset']
export type MobileChange = components['schemas']['MobileChange']
export type EmailChange = components['schemas']['EmailChange']

export const updateMemberInfo = (body: MemberInfoUpdate, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/member/updateInfo', { body, headers: FORM }), options)

export const sendSecurityCode = (body: SecurityCodeRequest, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberSecurity/sendCode', { body, headers: FORM }), options)

export const editLoginPassword = (body: LoginPasswordChange, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberPassword/editLoginPwd', { body, headers: FORM }), options)

export const editPayPassword = (body: PayPasswordChange, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberPassword/editPayPwd', { body, headers: FORM }), options)

export const resetPayPassword = (body: PayPasswordReset, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberPassword/resetPayPwd', { body, headers: FORM }), options)

export const editMobile = (body: MobileChange, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberPassword/editMobile', { body, headers: FORM }), options)

export const editEmail = (body: EmailChange, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/memberPassword/editEmail', { body, headers: FORM }), options)
