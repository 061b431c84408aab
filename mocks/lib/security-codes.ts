// Verification codes of the member centre's security changes (issue 11 item 3; SPEC.md §5: SMS code 6 digits,
// email code 4–6 digits). No SMS or mail leaves the browser: a code is a record of the mock database, listed
// by the mock-only GET v3/mock/front/securityCodes for tests and for the person running the mock.
//
// API: issueCode({memberId, purpose, target}) sends one (a new code replaces the open one of the same member
// and purpose; one send per RESEND_MS); checkCode({memberId, purpose, target, code}) spends it or says why
// not. Expiry follows the mock clock; the sixth wrong try locks the code, so guessing needs a new send each
// six tries and at most one send a minute.
import { clock } from '../clock'
import { db, nextId, type SecurityCodeRecord } from '../db'

export type CodePurpose = SecurityCodeRecord['purpose']

export const CODE_TTL_MS = 10 * 60_000
export const RESEND_MS = 60_000
export const MAX_FAILED_TRIES = 6

export const CODE_MESSAGES = {
  wrong: 'El código no es correcto.',
  expired: 'El código ha caducado. Pida uno nuevo.',
  locked: 'Demasiados intentos fallidos. Pida un código nuevo.',
  wait: (seconds: number) => `Espere ${seconds} s para pedir otro código.`,
} as const

export interface CodeRequest {
  memberId: number
  purpose: CodePurpose
  target: string
}

export type IssueResult = { ok: true; record: SecurityCodeRecord } | { ok: false; msg: string }

const sameTarget = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function openCode(memberId: number, purpose: CodePurpose): SecurityCodeRecord | undefined {
  return db.securityCodes.findFirst((q) => q.where({ memberId, purpose, state: 'open' }))
}

/** Six digits: valid as an SMS code and as an email code (SPEC.md §5). */
function newCode(): string {
  return String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
}

export async function issueCode({ memberId, purpose, target }: CodeRequest): Promise<IssueResult> {
  const now = clock.now()
  const previous = openCode(memberId, purpose)
  if (previous && now < previous.sentAt + RESEND_MS) {
    return { ok: false, msg: CODE_MESSAGES.wait(Math.ceil((previous.sentAt + RESEND_MS - now) / 1000)) }
  }
  if (previous) {
    await db.securityCodes.update((q) => q.where({ codeId: previous.codeId }), {
      data: (record) => void (record.state = 'replaced'),
    })
  }
  const record = await db.securityCodes.create({
    codeId: nextId('securityCodes', 'codeId'),
    memberId,
    purpose,
    target: target.trim(),
    code: newCode(),
    sentAt: now,
    expiresAt: now + CODE_TTL_MS,
    failedTries: 0,
    state: 'open',
  })
  return { ok: true, record }
}

/** Spends the member's open code of this purpose for this target; the Spanish refusal otherwise. */
export async function checkCode(request: CodeRequest & { code: string }): Promise<string | null> {
  const record = db.securityCodes
    .findMany((q) => q.where({ memberId: request.memberId, purpose: request.purpose }))
    .sort((a, b) => b.codeId - a.codeId)[0]
  if (!record || record.state === 'used' || record.state === 'replaced') return CODE_MESSAGES.expired
  if (record.state === 'locked') return CODE_MESSAGES.locked
  if (clock.now() >= record.expiresAt) return CODE_MESSAGES.expired
  if (!sameTarget(record.target, request.target)) return CODE_MESSAGES.expired
  if (record.code !== request.code.trim()) {
    const failedTries = record.failedTries + 1
    await db.securityCodes.update(record, {
      data(row) {
        row.failedTries = failedTries
        if (failedTries >= MAX_FAILED_TRIES) row.state = 'locked'
      },
    })
    return failedTries >= MAX_FAILED_TRIES ? CODE_MESSAGES.locked : CODE_MESSAGES.wrong
  }
  await db.securityCodes.update(record, { data: (row) => void (row.state = 'used') })
  return null
}

export type CodeView = Omit<SecurityCodeRecord, 'state'> & { state: SecurityCodeRecord['state'] | 'expired' }

/** Every code sent, newest first; optionally only those sent to `target`. Open codes past expiry say so. */
export function listCodes(target?: string): CodeView[] {
  const now = clock.now()
  return db.securityCodes
    .all()
    .filter((record) => !target || sameTarget(record.target, target))
    .sort((a, b) => b.codeId - a.codeId)
    .map((record) => ({
      ...record,
      state: record.state === 'open' && now >= record.expiresAt ? 'expired' : record.state,
    }))
}
