// Member authentication and the buyer customs registration (tag `member`; issue 27 items 4 and 7; SPEC.md §2
// /member/authen and /member/request/info, §5, §6, §8). Every input goes through the form's own schema
// (src/schemas/member-authen.schema.ts, src/schemas/customs.schema.ts); the licence must be an upload of this
// member with source `licence`, which the upload already checked by content and size (./uploads.ts).
import { memberAuthenSchema } from '../../src/schemas/member-authen.schema'
import { customsBindSchema } from '../../src/schemas/customs.schema'
import { clock } from '../clock'
import { db } from '../db'
import { fail, ok } from '../lib/envelope'
import {
  IDENTITY_MESSAGES,
  authenOf,
  authenRefusal,
  authenTypeOf,
  customsOf,
  customsOut,
  customsOwnerOf,
  memberAuthenOut,
} from '../lib/identity'
import { memberOnly } from '../lib/member-only'
import { readBodyByRules } from '../lib/request'
import { memberUploadOf } from '../lib/uploads'
import { http } from './http'

export const IDENTITY_PATHS = {
  authenDetail: '/v3/member/front/memberAuthen/detail',
  authenSubmit: '/v3/member/front/memberAuthen/submit',
  customsInfo: '/v3/member/front/customs/info',
  customsBind: '/v3/member/front/customs/bind',
} as const
const P = IDENTITY_PATHS

export const identityHandlers = [
  http.get(
    P.authenDetail,
    memberOnly(({ response, member }) => {
      const refused = authenRefusal(member)
      if (refused) return fail(refused)
      return response(200).json(ok(memberAuthenOut(member)))
    }),
  ),

  http.post(
    P.authenSubmit,
    memberOnly(async ({ request, response, member }) => {
      const refused = authenRefusal(member)
      if (refused) return fail(refused)
      const read = await readBodyByRules(request, P.authenSubmit, memberAuthenSchema)
      if (!read.ok) return read.response
      const values = read.value
      // the type is the member's, whatever the body says (SPEC.md §6: a person proves an identity, a company
      // certifies itself)
      const authenType = authenTypeOf(member)
      if (values.authenType !== authenType) return fail(IDENTITY_MESSAGES.personsAndEnterprisesOnly)
      const current = authenOf(member.memberId)
      if (current && current.state !== 'rejected') return fail(IDENTITY_MESSAGES.alreadySubmitted)
      let licencePath: string | null = null
      if (authenType === 'enterprise') {
        const upload = memberUploadOf(member, values.licencePath ?? '', 'licence')
        if (!upload) return fail(IDENTITY_MESSAGES.licenceMissing)
        licencePath = upload.path
      }
      const record = {
        memberId: member.memberId,
        authenType,
        state: 'pending' as const,
        realName: authenType === 'personal' ? values.realName!.trim() : null,
        idNumber: authenType === 'personal' ? values.idNumber!.trim().toUpperCase() : null,
        companyName: authenType === 'enterprise' ? values.companyName!.trim() : null,
        registrationNumber: authenType === 'enterprise' ? values.registrationNumber!.trim() : null,
        licencePath,
        rejectReason: null,
        submittedAt: clock.now(),
        reviewedAt: null,
      }
      if (current)
        await db.memberAuthens.update((q) => q.where({ memberId: member.memberId }), {
          data: (stored) => void Object.assign(stored, record),
        })
      else await db.memberAuthens.create(record)
      return response(200).json(ok(memberAuthenOut(member)))
    }),
  ),

  http.get(
    P.customsInfo,
    memberOnly(({ response, member }) =>
      response(200).json(ok(customsOut(customsOf(customsOwnerOf(member))))),
    ),
  ),

  http.post(
    P.customsBind,
    memberOnly(async ({ request, response, member }) => {
      if (member.isSubAccount) return fail(IDENTITY_MESSAGES.customsMainOnly)
      const read = await readBodyByRules(request, P.customsBind, customsBindSchema)
      if (!read.ok) return read.response
      const importerCode = read.value.importerCode.trim().toUpperCase()
      // the customs register: an importer is bound to one buyer of the marketplace (SPEC.md §8 bind failure)
      const taken = db.customsRegistrations.findFirst((q) => q.where({ importerCode }))
      if (taken && taken.memberId !== member.memberId) return fail(IDENTITY_MESSAGES.customsBindTaken)
      const record = {
        memberId: member.memberId,
        importerName: read.value.importerName.trim(),
        importerCode,
        enterpriseName: read.value.enterpriseName.trim(),
        enterpriseCode: read.value.enterpriseCode.trim(),
        boundAt: clock.now(),
      }
      if (customsOf(member.memberId))
        await db.customsRegistrations.update((q) => q.where({ memberId: member.memberId }), {
          data: (stored) => void Object.assign(stored, record),
        })
      else await db.customsRegistrations.create(record)
      return response(200).json(ok(customsOut(record)))
    }),
  ),
]
