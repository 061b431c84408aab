// Profile and security of the member centre (issue 11 item 3; SPEC.md §2 /member/info, phone, email,
// pwd/login, pwd/pay, pwd/reset; §5 rules). Every body is checked with the same rule set the form uses
// (src/schemas/member-security.schema.ts); codes come from mocks/lib/verify-codes.ts, as on the account pages.
import type { components } from '../../src/api/schema'
import {
  codeTargetSchema,
  emailChangeSchema,
  loginPasswordChangeSchema,
  mobileChangeSchema,
  payPasswordChangeSchema,
  payPasswordResetSchema,
  profileSchema,
} from '../../src/schemas/member-security.schema'
import { clock } from '../clock'
import { db, type MemberRecord, type VerifyScene } from '../db'
import { fail, ok, okEmpty } from '../lib/envelope'
import { memberInfoOf } from '../lib/member-view'
import { readBody } from '../lib/request'
import { applyRules } from '../lib/rules'
import { checkCode, consumeCode, emailKey, issueCode, mobileKey, type CodeMessage } from '../lib/verify-codes'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type SecurityCodeRequest = components['schemas']['SecurityCodeRequest']
type Purpose = SecurityCodeRequest['purpose']

/** The code of each security change: its scene of mocks/lib/verify-codes.ts, how it travels, what it says. */
const CODES: Record<Purpose, { scene: VerifyScene; channel: 'email' | 'sms'; message: CodeMessage }> = {
  mobile: {
    scene: 'changeMobile',
    channel: 'sms',
    message: {
      subject: 'Código para cambiar el teléfono móvil',
      body: (code) =>
        `Mercado Mayorista: su código para confirmar este teléfono es ${code}. Caduca en 10 minutos.`,
    },
  },
  email: {
    scene: 'changeEmail',
    channel: 'email',
    message: {
      subject: 'Confirme su nuevo correo electrónico',
      body: (code) =>
        `Su código para confirmar este correo como su nuevo acceso es ${code}. Caduca en 10 minutos.`,
    },
  },
  payPwdReset: {
    scene: 'resetPayPassword',
    channel: 'email',
    message: {
      subject: 'Código para restablecer la contraseña de pago',
      body: (code) =>
        `Su código para restablecer la contraseña de pago es ${code}. Caduca en 10 minutos. ` +
        'Si no lo ha pedido usted, cambie su contraseña de acceso.',
    },
  },
}

const keyOf = (purpose: Purpose, target: string) =>
  purpose === 'mobile' ? mobileKey(target) : emailKey(target)

/** Checks the code of a change and spends it only when right (a wrong one counts towards the lock). */
async function spendCode(purpose: Purpose, target: string, code: string): Promise<string | null> {
  const { scene } = CODES[purpose]
  const key = keyOf(purpose, target)
  const refused = await checkCode(scene, key, code)
  if (!refused) await consumeCode(scene, key)
  return refused
}

const PATHS = {
  updateInfo: '/v3/member/front/member/updateInfo',
  sendCode: '/v3/member/front/memberSecurity/sendCode',
  loginPwd: '/v3/member/front/memberPassword/editLoginPwd',
  payPwd: '/v3/member/front/memberPassword/editPayPwd',
  resetPayPwd: '/v3/member/front/memberPassword/resetPayPwd',
  mobile: '/v3/member/front/memberPassword/editMobile',
  email: '/v3/member/front/memberPassword/editEmail',
} as const

export const SECURITY_MESSAGES = {
  wrongCurrent: 'La contraseña actual no es correcta.',
  emailTaken: 'Este correo electrónico ya está registrado.',
  sameEmail: 'Este ya es su correo electrónico.',
  sameMobile: 'Este ya es su teléfono móvil.',
  badAvatar: 'La imagen del avatar no es válida.',
} as const

async function change(member: MemberRecord, data: (record: MemberRecord) => void): Promise<MemberRecord> {
  const updated = await db.members.update((q) => q.where({ memberId: member.memberId }), { data })
  return updated ?? member
}

const emailOwner = (email: string) => db.members.findFirst((q) => q.where({ email: email.toLowerCase() }))

/** 138****5678 / c***@example.com: where a code went, as the sender shows it. */
export function maskTarget(target: string): string {
  if (target.includes('@')) {
    const [local = '', domain = ''] = target.split('@')
    return `${local.slice(0, 1)}***@${domain}`
  }
  return target.length > 7 ? `${target.slice(0, 3)}****${target.slice(-4)}` : `****${target.slice(-2)}`
}

async function sendCode(member: MemberRecord, body: SecurityCodeRequest): Promise<Response> {
  let target = member.email
  if (body.purpose !== 'payPwdReset') {
    const rule = await applyRules(codeTargetSchema[body.purpose], body.target ?? '')
    if (!rule.ok) return fail(rule.msg)
    target = body.purpose === 'email' ? rule.value.toLowerCase() : rule.value
    if (body.purpose === 'email') {
      if (target === member.email) return fail(SECURITY_MESSAGES.sameEmail)
      if (emailOwner(target)) return fail(SECURITY_MESSAGES.emailTaken)
    }
    if (body.purpose === 'mobile' && target === member.mobile) return fail(SECURITY_MESSAGES.sameMobile)
  }
  const { scene, channel, message } = CODES[body.purpose]
  const issued = await issueCode(scene, channel, keyOf(body.purpose, target), message)
  if (!issued.ok) return fail(issued.msg)
  const now = clock.now()
  return Response.json(
    ok({
      target: maskTarget(target),
      expiresAt: new Date(now + issued.expiresInSeconds * 1000).toISOString(),
      resendAt: new Date(now + issued.cooldownSeconds * 1000).toISOString(),
    }),
  )
}

export const memberSecurityHandlers = [
  http.post(
    PATHS.updateInfo,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody(request, PATHS.updateInfo)
      if (!parsed.ok) return parsed.response
      const rule = await applyRules(profileSchema, parsed.body)
      if (!rule.ok) return fail(rule.msg)
      const avatar = rule.value.memberAvatar.trim()
      if (avatar) {
        const upload = db.uploads.findFirst((q) => q.where({ path: avatar, memberId: member.memberId }))
        // the avatar was checked by content when it was uploaded (png/jpg < 4 MB); only that upload is taken
        if (!upload || upload.source !== 'avatar') return fail(SECURITY_MESSAGES.badAvatar)
      }
      const updated = await change(member, (record) => {
        record.memberTrueName = rule.value.memberTrueName
        if (avatar) record.avatar = avatar
      })
      return Response.json(ok(memberInfoOf(updated)))
    }),
  ),

  http.post(
    PATHS.sendCode,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<SecurityCodeRequest>(request, PATHS.sendCode)
      if (!parsed.ok) return parsed.response
      return sendCode(member, parsed.body)
    }),
  ),

  http.post(
    PATHS.loginPwd,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody(request, PATHS.loginPwd)
      if (!parsed.ok) return parsed.response
      const rule = await applyRules(loginPasswordChangeSchema, parsed.body)
      if (!rule.ok) return fail(rule.msg)
      if (rule.value.oldPwd !== member.password) return fail(SECURITY_MESSAGES.wrongCurrent)
      await change(member, (record) => void (record.password = rule.value.newPwd))
      return Response.json(okEmpty())
    }),
  ),

  http.post(
    PATHS.payPwd,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody(request, PATHS.payPwd)
      if (!parsed.ok) return parsed.response
      const hasPayPassword = member.payPassword !== ''
      const rule = await applyRules(payPasswordChangeSchema(hasPayPassword), parsed.body)
      if (!rule.ok) return fail(rule.msg)
      const authorised = hasPayPassword
        ? rule.value.oldPayPwd === member.payPassword
        : rule.value.loginPwd === member.password
      if (!authorised) return fail(SECURITY_MESSAGES.wrongCurrent)
      await change(member, (record) => void (record.payPassword = rule.value.payPwd))
      return Response.json(okEmpty())
    }),
  ),

  http.post(
    PATHS.resetPayPwd,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody(request, PATHS.resetPayPwd)
      if (!parsed.ok) return parsed.response
      const rule = await applyRules(payPasswordResetSchema, parsed.body)
      if (!rule.ok) return fail(rule.msg)
      const refused = await spendCode('payPwdReset', member.email, rule.value.code)
      if (refused) return fail(refused)
      await change(member, (record) => void (record.payPassword = rule.value.payPwd))
      return Response.json(okEmpty())
    }),
  ),

  http.post(
    PATHS.mobile,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody(request, PATHS.mobile)
      if (!parsed.ok) return parsed.response
      const rule = await applyRules(mobileChangeSchema, parsed.body)
      if (!rule.ok) return fail(rule.msg)
      const { mobile, code } = rule.value
      const refused = await spendCode('mobile', mobile, code)
      if (refused) return fail(refused)
      const updated = await change(member, (record) => void (record.mobile = mobile))
      return Response.json(ok(memberInfoOf(updated)))
    }),
  ),

  http.post(
    PATHS.email,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody(request, PATHS.email)
      if (!parsed.ok) return parsed.response
      const rule = await applyRules(emailChangeSchema, parsed.body)
      if (!rule.ok) return fail(rule.msg)
      const email = rule.value.email.toLowerCase()
      const owner = emailOwner(email)
      if (owner && owner.memberId !== member.memberId) return fail(SECURITY_MESSAGES.emailTaken)
      const refused = await spendCode('email', email, rule.value.code)
      if (refused) return fail(refused)
      const updated = await change(member, (record) => void (record.email = email))
      return Response.json(ok(memberInfoOf(updated)))
    }),
  ),
]
