// Email and SMS verification codes of the mock (SPEC.md §5: email code 4–6 digits, SMS code 6 digits), one
// live code per scene and address: the only code mechanism of the mock. Registration, password recovery and
// mobile binding (mocks/handlers/account.ts) and the member centre's security changes
// (mocks/handlers/member-security.ts) call `issueCode` to send (into the outbox, where tests and the control
// panel read it) and `checkCode` / `consumeCode` to verify. Deadlines follow the mock clock.
import { clock } from '../clock'
import { db, type VerifyCodeRecord, type VerifyScene } from '../db'
import { sendEmail, sendSms } from './outbox'

/** A code lives 10 minutes; a new one can be asked for after 60 s. */
export const CODE_TTL_MS = 10 * 60_000
export const RESEND_COOLDOWN_MS = 60_000
/** Six wrong answers in a row lock the scene and address for 15 minutes (issue 11 "bad input"). */
export const MAX_FAILURES = 6
export const LOCK_MS = 15 * 60_000

export const CODE_MESSAGES = {
  missing: 'Solicite primero un código de verificación.',
  expired: 'El código de verificación ha caducado. Solicite uno nuevo.',
  wrong: 'El código de verificación es incorrecto.',
  locked: (minutes: number) =>
    `Demasiados intentos fallidos. Vuelva a intentarlo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  cooldown: (seconds: number) => `Espere ${seconds} s antes de solicitar otro código.`,
}

export interface CodeMessage {
  subject: string
  body: (code: string) => string
}

export type IssueResult =
  { ok: true; code: string; cooldownSeconds: number; expiresInSeconds: number } | { ok: false; msg: string }

const keyOf = (scene: VerifyScene, target: string) => `${scene}:${target}`

function find(scene: VerifyScene, target: string) {
  return db.verifyCodes.findFirst((q) => q.where({ key: keyOf(scene, target) })) ?? undefined
}

function lockMessage(record: VerifyCodeRecord): string | null {
  const left = record.lockedUntil - clock.now()
  return left > 0 ? CODE_MESSAGES.locked(Math.ceil(left / 60_000)) : null
}

function newCode(): string {
  return String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
}

/**
 * Sends a fresh 6-digit code by email or SMS (into the outbox). Refused while the address is locked or within
 * the cooldown; a new code replaces the old one but keeps the failure count, so re-sending never unlocks.
 */
export async function issueCode(
  scene: VerifyScene,
  channel: 'email' | 'sms',
  target: string,
  message: CodeMessage,
): Promise<IssueResult> {
  const now = clock.now()
  const existing = find(scene, target)
  if (existing) {
    const locked = lockMessage(existing)
    if (locked) return { ok: false, msg: locked }
    const wait = existing.sentAt + RESEND_COOLDOWN_MS - now
    if (wait > 0) return { ok: false, msg: CODE_MESSAGES.cooldown(Math.ceil(wait / 1000)) }
  }
  const code = newCode()
  const failures =
    existing && existing.lockedUntil <= now && existing.failures < MAX_FAILURES ? existing.failures : 0
  const fields = { code, sentAt: now, expiresAt: now + CODE_TTL_MS, failures, lockedUntil: 0 }
  if (existing) {
    await db.verifyCodes.update(existing, { data: (record) => void Object.assign(record, fields) })
  } else {
    await db.verifyCodes.create({ key: keyOf(scene, target), scene, target, ...fields })
  }
  const send = channel === 'email' ? sendEmail : sendSms
  await send({ to: target, subject: message.subject, body: message.body(code), code })
  return {
    ok: true,
    code,
    cooldownSeconds: RESEND_COOLDOWN_MS / 1000,
    expiresInSeconds: CODE_TTL_MS / 1000,
  }
}

/**
 * Checks an answer without spending the code: null when right, else the Spanish refusal. A wrong answer
 * counts; the sixth in a row locks the address. The caller spends the code with `consumeCode` once the
 * whole request succeeded, so a refusal of another field does not cost the buyer a new code.
 */
export async function checkCode(scene: VerifyScene, target: string, answer: string): Promise<string | null> {
  const record = find(scene, target)
  if (!record) return CODE_MESSAGES.missing
  const locked = lockMessage(record)
  if (locked) return locked
  if (record.expiresAt <= clock.now()) return CODE_MESSAGES.expired
  if (record.code === answer.trim()) return null
  const failures = record.failures + 1
  const lockedUntil = failures >= MAX_FAILURES ? clock.now() + LOCK_MS : 0
  await db.verifyCodes.update(record, {
    data(value) {
      value.failures = failures
      value.lockedUntil = lockedUntil
    },
  })
  return lockedUntil ? CODE_MESSAGES.locked(LOCK_MS / 60_000) : CODE_MESSAGES.wrong
}

export async function consumeCode(scene: VerifyScene, target: string): Promise<void> {
  const record = find(scene, target)
  if (record) await db.verifyCodes.delete(record)
}

/** Only mobile digits identify a phone (`+53 5678 9012` and `5356789012` are the same line). */
export const mobileKey = (mobile: string) => mobile.replace(/\D/g, '')
export const emailKey = (email: string) => email.trim().toLowerCase()
