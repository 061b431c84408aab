// Captcha, token grants and third-party login (SPEC.md §4, §5, §7).
import type { components } from '../../src/api/schema'
import { loginSchema } from '../../src/schemas/login.schema'
import { clock } from '../clock'
import { db, nextId } from '../db'
import { captchaDataUrl, randomCaptchaCode } from '../images/captcha'
import { APPROVED, issueSession, loginAnswerOf, newToken, revokeSession } from '../lib/auth'
import { fail, ok, okEmpty } from '../lib/envelope'
import { isRuleError, readBody, ruleMessage } from '../lib/request'
import { memberOnly } from '../lib/member-only'
import { SUB_ACCOUNT_MESSAGES } from '../lib/sub-accounts'
import { http } from './http'

type PasswordGrant = components['schemas']['PasswordGrant']
type RefreshGrant = components['schemas']['RefreshGrant']
type WechatLoginRequest = components['schemas']['WechatLoginRequest']
type LogoutRequest = components['schemas']['LogoutRequest']

const TOKEN_PATH = '/v3/frontLogin/front/oauth/token'
const CAPTCHA_TTL_MS = 5 * 60_000
/** Only in the mock backend: a captcha answer scripted tests can type (GLOSSARY.md). */
const TEST_CAPTCHA_CODE = '0000'
/** The fixed client credential of the refresh grant; must match src/api/config.ts's default. */
const REFRESH_CLIENT = 'buyer-pc:buyer-pc'

let captchaSeed = 1

function checkCaptcha(key: string, code: string): string | null {
  const captcha = db.captchas.findFirst((q) => q.where({ key }))
  if (!captcha || captcha.expiresAt < clock.now())
    return 'El código de verificación ha caducado. Actualícelo.'
  // one captcha, one attempt: a wrong answer needs a fresh image
  db.captchas.delete(captcha)
  const answer = code.trim().toUpperCase()
  if (answer !== captcha.code && answer !== TEST_CAPTCHA_CODE)
    return 'El código de verificación es incorrecto.'
  return null
}

export const authHandlers = [
  http.get('/v3/captcha/common/getCaptcha', ({ response }) => {
    const seed = captchaSeed++
    const code = randomCaptchaCode(Math.random)
    const key = `cap-${seed}-${Math.random().toString(36).slice(2, 10)}`
    void db.captchas.create({ key, code, expiresAt: clock.now() + CAPTCHA_TTL_MS })
    return response(200).json(ok({ key, captcha: captchaDataUrl(code, seed) }))
  }),

  http.post(TOKEN_PATH, async ({ request, response }) => {
    const parsed = await readBody<PasswordGrant | RefreshGrant>(request, TOKEN_PATH)
    if (!parsed.ok) return parsed.response

    if (parsed.contentType === 'multipart/form-data') {
      const grant = parsed.body as RefreshGrant
      if (request.headers.get('Authorization') !== `Basic ${btoa(REFRESH_CLIENT)}`) {
        return fail('Credencial de cliente no válida.')
      }
      const session = db.sessions.findFirst((q) => q.where({ refreshToken: grant.refresh_token }))
      if (!session || session.revokedAt !== undefined) return fail('El token de actualización no es válido.')
      const accessToken = newToken('at')
      await db.sessions.update(session, {
        data(record) {
          record.accessToken = accessToken
          record.issuedAt = clock.now()
        },
      })
      return response(200).json(ok({ access_token: accessToken, refresh_token: session.refreshToken }))
    }

    const grant = parsed.body as PasswordGrant
    try {
      await loginSchema.validate({
        email: grant.username,
        password: grant.password,
        verifyCode: grant.verifyCode,
      })
    } catch (error) {
      if (isRuleError(error)) return fail(ruleMessage(error))
      throw error
    }
    const captchaError = checkCaptcha(grant.verifyKey, grant.verifyCode)
    if (captchaError) return fail(captchaError)
    const email = grant.username.trim().toLowerCase()
    const member = db.members.findFirst((q) => q.where({ email }))
    if (!member || member.password !== grant.password) {
      return fail('El correo electrónico o la contraseña son incorrectos.')
    }
    if (member.disabled) return fail(SUB_ACCOUNT_MESSAGES.disabled)
    return response(200).json(ok(loginAnswerOf(member)))
  }),

  // SPEC.md §4 logout ends the session here too: a copied access or refresh token is dead afterwards
  http.post(
    '/v3/frontLogin/front/oauth/logout',
    memberOnly(async ({ request, response, session }) => {
      const parsed = await readBody<LogoutRequest>(request, '/v3/frontLogin/front/oauth/logout')
      if (!parsed.ok) return parsed.response
      if (session.refreshToken !== parsed.body.refresh_token) {
        return fail('El token de actualización no corresponde a esta sesión.')
      }
      await revokeSession(session)
      return response(200).json(okEmpty())
    }),
  ),

  http.post('/v3/member/front/login/wechat/login', async ({ request, response }) => {
    const path = '/v3/member/front/login/wechat/login'
    const parsed = await readBody<WechatLoginRequest>(request, path)
    if (!parsed.ok) return parsed.response
    const { code, cartInfo = [] } = parsed.body
    // The mock's chat-app provider: `bind-…` codes belong to no member yet (bind page), `member-<id>`
    // codes log that member in, anything else is refused as the provider would.
    // an external account already bound on /bindMobile logs its member in (REFERENCE.md wechat bindMobile)
    const bound = db.members.findFirst((q) =>
      q.where({ externalAccounts: (accounts) => Boolean(accounts?.includes(code)) }),
    )
    if (code.startsWith('bind-') && !bound) {
      return response(200).json(
        ok({ redirect: `/bindMobile?code=${encodeURIComponent(code)}&bindKey=${code.slice(5)}` }),
      )
    }
    const match = /^member-(\d+)$/.exec(code)
    const member = bound ?? (match && db.members.findFirst((q) => q.where({ memberId: Number(match[1]) })))
    if (!member || member.dofipayRegisterStatus !== APPROVED) {
      return fail('No se pudo iniciar sesión con la cuenta externa.')
    }
    for (const line of cartInfo) {
      const product = db.products.findFirst((q) => q.where({ productId: line.productId }))
      if (!product) continue
      const existing = db.cartLines.findFirst((q) =>
        q.where({ memberId: member.memberId, productId: line.productId }),
      )
      if (existing) {
        await db.cartLines.update(existing, {
          data(record) {
            record.buyNum = Math.min(99_999, record.buyNum + line.buyNum)
          },
        })
      } else {
        await db.cartLines.create({
          cartId: nextId('cartLines', 'cartId'),
          memberId: member.memberId,
          productId: line.productId,
          buyNum: line.buyNum,
          isChecked: 1,
          addedAt: clock.now(),
        })
      }
    }
    const session = issueSession(member.memberId)
    return response(200).json(ok({ access_token: session.accessToken, refresh_token: session.refreshToken }))
  }),
]
