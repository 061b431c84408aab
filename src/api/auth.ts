// Operations of the `auth` tag (SPEC.md §7).
import { call, client, FORM, JSON_BODY, type CallOptions } from './client'
import type { components } from './schema'

export type PasswordGrant = components['schemas']['PasswordGrant']
export type TokenData = components['schemas']['TokenData']
export type WechatLoginRequest = components['schemas']['WechatLoginRequest']

export const getCaptcha = () => call('GET', client.GET('/v3/captcha/common/getCaptcha'))

export const postToken = (body: PasswordGrant, options?: CallOptions) =>
  call('POST', client.POST('/v3/frontLogin/front/oauth/token', { body, headers: FORM }), options)

export const postWechatLogin = (body: WechatLoginRequest, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/login/wechat/login', { body, headers: JSON_BODY }), options)
