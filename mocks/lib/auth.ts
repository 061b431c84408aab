// Who is calling: the bearer token of the request, as the real API checks it.
import { clock } from '../clock'
import { db, type MemberRecord } from '../db'

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/.exec(header)
  return match?.[1] ?? null
}

export function authenticate(request: Request): MemberRecord | null {
  const token = bearerToken(request)
  if (!token) return null
  const session = db.sessions.findFirst((q) => q.where({ accessToken: token }))
  if (!session) return null
  const member = db.members.findFirst((q) => q.where({ memberId: session.memberId }))
  return member ?? null
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
