// Registration, verification codes, supplementary information, password recovery and mobile binding
// (issue 11; SPEC.md §2, §4, §5, §8). Every request is checked with the same src/schemas rule set as its form.
import type { components } from '../../src/api/schema'
import { emailOnlySchema, registerSchema } from '../../src/schemas/register.schema'
import { passwordResetSchema } from '../../src/schemas/password-reset.schema'
import { replenishSchema } from '../../src/schemas/replenish.schema'
import { bindMobileSchema, mobileOnlySchema } from '../../src/schemas/bind-mobile.schema'
import { clock } from '../clock'
import { db, nextId, type MemberRecord } from '../db'
import { loginAnswerOf, verifyValueOf } from '../lib/auth'
import { fail, ok, okEmpty } from '../lib/envelope'
import { idempotent } from '../lib/idempotency'
import { cannotReceive, sendEmail } from '../lib/outbox'
import { readBody, readBodyByRules, validateRules } from '../lib/request'
import { checkCode, consumeCode, emailKey, issueCode, mobileKey } from '../lib/verify-codes'
import { http } from './http'

type VerifyCodeRequest = components['schemas']['VerifyCodeRequest']
type ReplenishRequest = components['schemas']['ReplenishRequest']
type BindMobileRequest = components['schemas']['BindMobileRequest']

const IN_REVIEW = 1

export const ACCOUNT_MESSAGES = {
  emailTaken: 'Este correo electrónico ya está registrado.',
  emailUnknown: 'Este correo electrónico no está registrado.',
  emailUnreachable: 'Este correo electrónico no puede recibir el código.',
  nameTaken: 'Este nombre de miembro ya está en uso.',
  verifyInvalid: 'El enlace ha caducado o no es válido. Inicie sesión de nuevo.',
  notReplenishing: 'Esta cuenta ya no necesita información complementaria.',
  bindLinkInvalid: 'El enlace de vinculación no es válido. Inicie sesión de nuevo.',
  mobileUnknown:
    'Este teléfono móvil no pertenece a ninguna cuenta. Cree una cuenta con su correo electrónico.',
}

const memberByEmail = (email: string) => db.members.findFirst((q) => q.where({ email: emailKey(email) }))

const CODE_TEXTS = {
  register: {
    subject: 'Código para crear su cuenta',
    body: (code: string) =>
      `Su código de verificación para crear la cuenta es ${code}. Caduca en 10 minutos. Si no lo pidió, ignore este mensaje.`,
  },
  resetPassword: {
    subject: 'Código para recuperar su contraseña',
    body: (code: string) =>
      `Su código de verificación para crear una contraseña nueva es ${code}. Caduca en 10 minutos.`,
  },
  bindMobile: {
    subject: 'Código SMS de vinculación',
    body: (code: string) => `Mercado Mayorista: su código para vincular la cuenta externa es ${code}.`,
  },
}

async function sendCode(body: VerifyCodeRequest): Promise<Response> {
  if (body.scene === 'bindMobile') {
    const rules = await validateRules(mobileOnlySchema, { mobile: body.mobile ?? '' })
    if (!rules.ok) return rules.response
    return issued(await issueCode('bindMobile', 'sms', mobileKey(rules.value.mobile), CODE_TEXTS.bindMobile))
  }
  const rules = await validateRules(emailOnlySchema, { email: body.email ?? '' })
  if (!rules.ok) return rules.response
  const email = emailKey(rules.value.email)
  const member = memberByEmail(email)
  if (body.scene === 'register' && member) return fail(ACCOUNT_MESSAGES.emailTaken)
  if (body.scene === 'resetPassword' && !member) return fail(ACCOUNT_MESSAGES.emailUnknown)
  if (cannotReceive(email)) return fail(ACCOUNT_MESSAGES.emailUnreachable)
  return issued(await issueCode(body.scene, 'email', email, CODE_TEXTS[body.scene]))
}

function issued(result: Awaited<ReturnType<typeof issueCode>>): Response {
  if (!result.ok) return fail(result.msg)
  return Response.json(
    ok({ cooldownSeconds: result.cooldownSeconds, expiresInSeconds: result.expiresInSeconds }),
  )
}

function newMember(values: { email: string; password: string; memberName: string; memberType: 1 | 3 }) {
  const member: MemberRecord = {
    memberId: nextId('members', 'memberId'),
    email: values.email,
    password: values.password,
    memberName: values.memberName,
    memberTrueName: '',
    memberType: values.memberType,
    dofipayRegisterStatus: IN_REVIEW,
    companyName: '',
    mobile: '',
    country: 'Cuba',
    creditLimit: 0,
    isSubAccount: false,
    invoiceTitle: '',
    payPassword: '',
    registeredAt: clock.now(),
  }
  return member
}

export const accountHandlers = [
  http.post('/v3/msg/front/commons/sendVerifyCode', async ({ request }) => {
    const parsed = await readBody<VerifyCodeRequest>(request, '/v3/msg/front/commons/sendVerifyCode')
    if (!parsed.ok) return parsed.response
    return sendCode(parsed.body)
  }),

  http.post('/v3/frontLogin/front/oauth/register', async ({ request, response }) => {
    const rules = await readBodyByRules(request, '/v3/frontLogin/front/oauth/register', registerSchema)
    if (!rules.ok) return rules.response
    const values = rules.value
    const email = emailKey(values.email)
    // a visitor's call (member 0): the key alone tells one registration's retries from another's
    return idempotent(request, 0, '/v3/frontLogin/front/oauth/register', values, async () => {
      if (memberByEmail(email)) return fail(ACCOUNT_MESSAGES.emailTaken)
      if (db.members.findFirst((q) => q.where({ memberName: values.memberName })))
        return fail(ACCOUNT_MESSAGES.nameTaken)
      const codeError = await checkCode('register', email, values.emailCode)
      if (codeError) return fail(codeError)
      await consumeCode('register', email)
      const member = newMember({ ...values, email, memberType: values.memberType as 1 | 3 })
      await db.members.create(member)
      await sendEmail({
        to: email,
        subject: 'Hemos recibido su registro',
        body: `Hola, ${member.memberName}: su cuenta está en revisión. Le avisaremos por correo electrónico cuando sea aprobada.`,
      })
      return response(200).json(ok({ memberEmail: email, dofipayRegisterStatus: IN_REVIEW }))
    })
  }),

  http.post('/v3/frontLogin/front/oauth/replenish', async ({ request, response }) => {
    const parsed = await readBody<ReplenishRequest>(request, '/v3/frontLogin/front/oauth/replenish')
    if (!parsed.ok) return parsed.response
    const member = memberByEmail(parsed.body.email)
    if (!member || parsed.body.verify !== verifyValueOf(member)) return fail(ACCOUNT_MESSAGES.verifyInvalid)
    if (member.dofipayRegisterStatus !== 0) return fail(ACCOUNT_MESSAGES.notReplenishing)
    const rules = await validateRules(replenishSchema, parsed.body)
    if (!rules.ok) return rules.response
    const values = rules.value
    const personal = values.memberType === 1
    await db.members.update(member, {
      data(record) {
        record.memberType = values.memberType as 1 | 3
        record.mobile = values.mobile
        record.memberTrueName = personal ? (values.memberTrueName ?? '') : (values.contactName ?? '')
        record.nationalId = personal ? (values.nationalId ?? '') : ''
        record.companyName = personal ? '' : (values.companyName ?? '')
        record.contactName = personal ? '' : (values.contactName ?? '')
        record.invoiceTitle = record.companyName || record.memberTrueName
        record.dofipayRegisterStatus = IN_REVIEW
        record.registeredAt = clock.now()
      },
    })
    await sendEmail({
      to: member.email,
      subject: 'Hemos recibido su información',
      body: 'Su cuenta está en revisión. Le avisaremos por correo electrónico cuando sea aprobada.',
    })
    return response(200).json(ok({ memberEmail: member.email, dofipayRegisterStatus: IN_REVIEW }))
  }),

  http.post('/v3/member/front/memberPassword/resetLoginPwd', async ({ request, response }) => {
    const path = '/v3/member/front/memberPassword/resetLoginPwd'
    const rules = await readBodyByRules(request, path, passwordResetSchema)
    if (!rules.ok) return rules.response
    const email = emailKey(rules.value.email)
    const member = memberByEmail(email)
    if (!member) return fail(ACCOUNT_MESSAGES.emailUnknown)
    const codeError = await checkCode('resetPassword', email, rules.value.emailCode)
    if (codeError) return fail(codeError)
    await consumeCode('resetPassword', email)
    await db.members.update(member, {
      data(record) {
        record.password = rules.value.loginPwd
      },
    })
    // a new password ends every open session of the account
    db.sessions.deleteMany((q) => q.where({ memberId: member.memberId }))
    await sendEmail({
      to: email,
      subject: 'Su contraseña ha cambiado',
      body: 'La contraseña de su cuenta se cambió. Si no fue usted, contacte con el soporte de la plataforma.',
    })
    return response(200).json(okEmpty())
  }),

  http.post('/v3/member/front/login/wechat/bindMobile', async ({ request, response }) => {
    const path = '/v3/member/front/login/wechat/bindMobile'
    const parsed = await readBody<BindMobileRequest>(request, path)
    if (!parsed.ok) return parsed.response
    const rules = await validateRules(bindMobileSchema, parsed.body)
    if (!rules.ok) return rules.response
    const code = parsed.body.code.trim()
    if (!code.startsWith('bind-')) return fail(ACCOUNT_MESSAGES.bindLinkInvalid)
    const key = mobileKey(rules.value.mobile)
    const codeError = await checkCode('bindMobile', key, rules.value.smsCode)
    if (codeError) return fail(codeError)
    const member = db.members.findFirst((q) => q.where({ mobile: (mobile) => mobileKey(mobile) === key }))
    if (!member) return fail(ACCOUNT_MESSAGES.mobileUnknown)
    await consumeCode('bindMobile', key)
    await db.members.update(member, {
      data(record) {
        record.externalAccounts = [...new Set([...(record.externalAccounts ?? []), code])]
      },
    })
    return response(200).json(ok(loginAnswerOf(member)))
  }),
]
