// Operations of the `auth` tag (SPEC.md §7).
import { call, client, FORM, JSON_BODY, type CallOptions } from './client'
import { STATE_OK } from './errors'
import { forgetCachedAnswers } from './offline'
import { session } from './session'
import type { components } from './schema'

export type PasswordGrant = components['schemas']['PasswordGrant']
export type TokenData = components['schemas']['TokenData']
export type WechatLoginRequest = components['schemas']['WechatLoginRequest']

export const getCaptcha = () => call('GET', client.GET('/v3/captcha/common/getCaptcha'))

export const postToken = (body: PasswordGrant, options?: CallOptions) =>
  call('POST', client.POST('/v3/frontLogin/front/oauth/token', { body, headers: FORM }), options)

/**
 * SPEC.md §4 logout on the server: both tokens are revoked. The tokens are passed in because logout clears
 * storage first (the request layer would otherwise find no bearer, or refresh a token it is ending). Not
 * through `call()`: the member is leaving, so a refusal or a network error is only logged, never a toast,
 * and a 266 here means the session had already ended.
 */
export async function postLogout(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  try {
    const { data } = await client.POST('/v3/frontLogin/front/oauth/logout', {
      body: { refresh_token: tokens.refreshToken },
      headers: { ...FORM, Authorization: `Bearer ${tokens.accessToken}` },
    })
    if (data?.state !== STATE_OK) console.warn('[api] logout refused', data?.state, data?.msg)
  } catch (error) {
    console.warn('[api] logout failed', error)
  }
}

export const postWechatLogin = (body: WechatLoginRequest, options?: CallOptions) =>
  call('POST', client.POST('/v3/member/front/login/wechat/login', { body, headers: JSON_BODY }), options)

// Registration, recovery, replenish and mobile binding (issue 11). A refusal is toasted by the request layer
// (SPEC.md §8) and also kept by the flow next to the form, as the login does.
export type VerifyCodeRequest = components['schemas']['VerifyCodeRequest']
export type RegisterRequest = components['schemas']['RegisterRequest']
export type ReplenishRequest = components['schemas']['ReplenishRequest']
export type PasswordResetRequest = components['schemas']['PasswordResetRequest']
export type BindMobileRequest = components['schemas']['BindMobileRequest']

export const sendVerifyCode = (body: VerifyCodeRequest, options?: CallOptions) =>
  call('POST', client.POST('/v3/msg/front/commons/sendVerifyCode', { body, headers: FORM }), options)

/** With the Idempotency-Key of the attempt: a retry after a lost answer is answered "registered" again. */
export const postRegister = (body: RegisterRequest, idempotencyKey: string, options?: CallOptions) =>
  call(
    'POST',
    client.POST('/v3/frontLogin/front/oauth/register', {
      body,
      headers: FORM,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
    options,
  )

export const postReplenish = (body: ReplenishRequest) =>
  call('POST', client.POST('/v3/frontLogin/front/oauth/replenish', { body, headers: FORM }))

export const resetLoginPwd = (body: PasswordResetRequest) =>
  call('POST', client.POST('/v3/member/front/memberPassword/resetLoginPwd', { body, headers: FORM }))

export const postWechatBindMobile = (body: BindMobileRequest) =>
  call('POST', client.POST('/v3/member/front/login/wechat/bindMobile', { body, headers: FORM }))

/**
 * SPEC.md §4 logout: the local state is cleared at once (session.endLocally), then the server ends the session
 * with the tokens read before clearing. A failed call is only logged; the promise settles when the server has
 * answered and never rejects.
 */
export function logout(): Promise<void> {
  const { accessToken, refreshToken } = session.endLocally()
  forgetCachedAnswers()
  return accessToken && refreshToken ? postLogout({ accessToken, refreshToken }) : Promise.resolve()
}
