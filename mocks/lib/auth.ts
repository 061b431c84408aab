// Who is calling: the bearer token of the request, as the real API checks it.
import { clock } from '../clock'
import { db, type MemberRecord } from '../db'

/** A session as the database holds it. */
export type StoredSession = NonNullable<ReturnType<typeof db.sessions.findFirst>>

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/.exec(header)
  return match?.[1] ?? null
}

/**
 * The live session a request's bearer names and its member, or null (no bearer, unknown, ended). Handlers ask
 * through ./member-only.ts (memberOnly, visitorOrMember), never here.
 */
export function signedIn(request: Request): { member: MemberRecord; session: StoredSession } | null {
  const session = sessionOf(request)
  if (!session || session.revokedAt !== undefined) return null
  const member = db.members.findFirst((q) => q.where({ memberId: session.memberId }))
  // a disabled sub-account's sessions end with it (issue 27 item 1)
  return member && member.disabled !== true ? { member, session } : null
}

/** The session a request's bearer names, live or not. */
export function sessionOf(request: Request): StoredSession | null {
  const token = bearerToken(request)
  return token ? (db.sessions.findFirst((q) => q.where({ accessToken: token })) ?? null) : null
}

/** A bearer that logout ended: the server answers it with 266 whatever the call (SPEC.md §4, §8). */
export function isRevokedBearer(request: Request): boolean {
  const session = sessionOf(request)
  return session !== null && session.revokedAt !== undefined
}

/** Logout: the access and the refresh token of the session stop working together. */
export async function revokeSession(session: StoredSession): Promise<void> {
  await db.sessions.update(session, {
    data(record) {
      record.revokedAt = clock.now()
    },
  })
}

let tokenCounter = 0
export function newToken(prefix: string): string {
  tokenCounter += 1
  const random = Math.random().toString(36).slice(2, 12)
  return `${prefix}.${Date.now().toString(36)}.${tokenCounter}.${random}`
}

/** A new session (tokens) for a member who may log in. */
export function issueSession(memberId: number) {
  const session = {
    accessToken: newToken('at'),
    refreshToken: newToken('rt'),
    memberId,
    issuedAt: clock.now(),
  }
  void db.sessions.create(session)
  return session
}

/**
 * SPEC.md §4 status 0: the login answers this `verifyValue`, which /replenish sends back, so only someone who
 * just logged in with the account's password can fill in its supplementary information.
 */
export function verifyValueOf(member: Pick<MemberRecord, 'memberId' | 'email'>): string {
  return `verify-${member.memberId}-${member.email.length}`
}

/** dofipayRegisterStatus of an approved account (SPEC.md §4): only it gets tokens. */
export const APPROVED = 2

/**
 * The token answer of a login (password grant, or a bound external account): an account not yet approved gets
 * its review status (0 also with the replenish verify value), an approved one a new session (SPEC.md §4, §7).
 */
export function loginAnswerOf(member: MemberRecord) {
  if (member.dofipayRegisterStatus !== APPROVED) {
    return {
      dofipayRegisterStatus: member.dofipayRegisterStatus,
      memberEmail: member.email,
      verifyValue: member.dofipayRegisterStatus === 0 ? verifyValueOf(member) : '',
    }
  }
  const session = issueSession(member.memberId)
  return {
    access_token: session.accessToken,
    refreshToken: session.refreshToken,
    refresh_token: session.refreshToken,
    dofipayRegisterStatus: member.dofipayRegisterStatus,
    verifyValue: '',
    memberEmail: member.email,
  }
}
