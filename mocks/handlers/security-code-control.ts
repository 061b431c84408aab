// Mock-only: the codes the member centre's security changes sent (mocks/lib/security-codes.ts). No SMS or
// mail leaves the browser, so tests and the person running the mock read them here (tag `mock`).
import { db } from '../db'
import { ok } from '../lib/envelope'
import { listCodes } from '../lib/security-codes'
import { http } from './http'

export const securityCodeControlHandlers = [
  http.get('/v3/mock/front/securityCodes', ({ request, response }) => {
    const target = new URL(request.url).searchParams.get('target')?.trim() || undefined
    const emails = new Map(db.members.all().map((member) => [member.memberId, member.email]))
    return response(200).json(
      ok(
        listCodes(target).map((record) => ({
          memberId: record.memberId,
          memberEmail: emails.get(record.memberId) ?? '',
          purpose: record.purpose,
          target: record.target,
          code: record.code,
          sentAt: new Date(record.sentAt).toISOString(),
          expiresAt: new Date(record.expiresAt).toISOString(),
          failedTries: record.failedTries,
          state: record.state,
        })),
      ),
    )
  }),
]
