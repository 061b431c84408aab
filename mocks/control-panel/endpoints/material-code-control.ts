// Material codes in the mock control panel (issue 27 item 3): every enterprise's codes, counted, with its newest
// five, and deleting all of one enterprise's codes — so a developer can import the same 200-row sheet again from
// scratch (a second import of it flags every row as a code that already exists) or see the empty screen.
import { db } from '../../db'
import { fail, ok } from '../../lib/envelope'
import { codesOf, materialCodeOut } from '../../lib/material-codes'
import { SUB_ACCOUNT_MESSAGES } from '../../lib/sub-accounts'
import { readBody } from '../../lib/request'
import { http } from '../../handlers/http'

const PATHS = {
  list: '/v3/mock/front/materialCodes',
  clear: '/v3/mock/front/materialCodes/clear',
} as const

const LATEST = 5

export const materialCodeControlHandlers = [
  http.get(PATHS.list, ({ response }) => {
    const owners = new Set(db.materialCodes.all().map((record) => record.memberId))
    const rows = db.members
      .all()
      .filter((member) => owners.has(member.memberId))
      .map((member) => {
        const codes = codesOf(member.memberId)
        return {
          memberId: member.memberId,
          memberEmail: member.email,
          total: codes.length,
          latest: codes.slice(0, LATEST).map(materialCodeOut),
        }
      })
      .sort((a, b) => b.total - a.total || a.memberEmail.localeCompare(b.memberEmail))
    return response(200).json(ok(rows))
  }),

  http.post(PATHS.clear, async ({ request, response }) => {
    const parsed = await readBody<{ memberId: number }>(request, PATHS.clear)
    if (!parsed.ok) return parsed.response
    const member = db.members.findFirst((q) => q.where({ memberId: parsed.body.memberId }))
    if (!member || member.memberType !== 3 || member.isSubAccount)
      return fail(SUB_ACCOUNT_MESSAGES.enterpriseOnly)
    const removed = codesOf(member.memberId).length
    db.materialCodes.deleteMany((q) => q.where({ memberId: member.memberId }))
    return response(200).json(ok({ removed }))
  }),
]
