// Logout ends the session on the server (SPEC.md §4, issue 15 item 4): afterwards the access token answers
// state 266 on any call and the refresh grant refuses the refresh token.
import { describe, expect, it } from 'vitest'
import { db } from '../db'
import { MOCK_PASSWORD } from '../seed'

const API = 'http://api.test'
const REFRESH_CLIENT = `Basic ${btoa('buyer-pc:buyer-pc')}`
type Envelope = { state: number; msg: string; data: any }

async function send(path: string, init: RequestInit = {}): Promise<Envelope> {
  return (await (await fetch(`${API}${path}`, init)).json()) as Envelope
}

function form(fields: Record<string, string>, token?: string): RequestInit {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  }
}

const bearer = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } })

async function login(email = 'comprador@example.com') {
  const { data } = await send('/v3/captcha/common/getCaptcha')
  const result = await send(
    '/v3/frontLogin/front/oauth/token',
    form({
      username: email,
      password: MOCK_PASSWORD,
      verifyCode: '0000',
      verifyKey: data.key,
      loginType: '1',
    }),
  )
  return { accessToken: result.data.access_token as string, refreshToken: result.data.refreshToken as string }
}

const logout = (accessToken: string, refreshToken: string) =>
  send('/v3/frontLogin/front/oauth/logout', form({ refresh_token: refreshToken }, accessToken))

function refresh(refreshToken: string) {
  const body = new FormData()
  body.append('grant_type', 'refresh_token')
  body.append('refresh_token', refreshToken)
  return send('/v3/frontLogin/front/oauth/token', {
    method: 'POST',
    headers: { Authorization: REFRESH_CLIENT },
    body,
  })
}

describe('logout on the mock backend', () => {
  it('answers 200, then the old access token gets state 266 on member, cart and public calls', async () => {
    const tokens = await login()
    expect((await send('/v3/member/front/member/memberInfo', bearer(tokens.accessToken))).state).toBe(200)
    expect(await logout(tokens.accessToken, tokens.refreshToken)).toMatchObject({ state: 200 })
    for (const path of [
      '/v3/member/front/member/memberInfo',
      '/v3/business/front/cart/cartList',
      '/v3/goods/front/goods/goodsList',
    ]) {
      expect(await send(path, bearer(tokens.accessToken)), path).toMatchObject({
        state: 266,
        msg: 'Su sesión ha caducado. Inicie sesión de nuevo.',
      })
    }
  })

  it('refuses the old refresh token afterwards', async () => {
    const tokens = await login()
    const renewed = await refresh(tokens.refreshToken)
    expect(renewed.state).toBe(200)
    // the refresh grant rotated the access token: logout names the current one
    expect((await logout(renewed.data.access_token, tokens.refreshToken)).state).toBe(200)
    expect(await refresh(tokens.refreshToken)).toMatchObject({
      state: 255,
      msg: 'El token de actualización no es válido.',
    })
  })

  it('ends only the session it names: another login of the same member keeps working', async () => {
    const first = await login()
    const second = await login()
    await logout(first.accessToken, first.refreshToken)
    expect((await send('/v3/member/front/member/memberInfo', bearer(second.accessToken))).state).toBe(200)
    expect((await refresh(second.refreshToken)).state).toBe(200)
  })

  it('refuses a refresh token of another session and ends nothing', async () => {
    const first = await login()
    const second = await login()
    expect(await logout(first.accessToken, second.refreshToken)).toMatchObject({
      state: 255,
      msg: 'El token de actualización no corresponde a esta sesión.',
    })
    expect((await send('/v3/member/front/member/memberInfo', bearer(first.accessToken))).state).toBe(200)
    expect(
      db.sessions.findFirst((q) => q.where({ accessToken: first.accessToken }))?.revokedAt,
    ).toBeUndefined()
  })

  it('answers 266 to a second logout, and to one without a bearer', async () => {
    const tokens = await login()
    await logout(tokens.accessToken, tokens.refreshToken)
    expect((await logout(tokens.accessToken, tokens.refreshToken)).state).toBe(266)
    expect((await send('/v3/frontLogin/front/oauth/logout', form({ refresh_token: 'x' }))).state).toBe(266)
  })

  it('refuses a logout without a refresh token with the error envelope', async () => {
    const tokens = await login()
    expect(await logout(tokens.accessToken, '')).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: el campo «refresh_token» no puede estar vacío.',
    })
  })
})
