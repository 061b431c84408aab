// Seeded authentications and customs registrations (issue 27 items 4 and 7; GLOSSARY.md seeded accounts):
// - personal@example.com's identity was rejected, with the reason, so /member/authen shows a rejection and a
//   resubmission that keeps what was typed;
// - moroso@example.com (enterprise) is registered with customs as importer IMP-CU-000123, so a buyer who tries
//   that importer code meets the bind failure of SPEC.md §8;
// - comprador@example.com has neither: it certifies its company and registers with customs from scratch.
import { db } from '../db'
import { MOCK_EPOCH } from './constants'

const DAY = 24 * 60 * 60 * 1000
export const TAKEN_IMPORTER_CODE = 'IMP-CU-000123'
export const SEEDED_REJECT_REASON = 'El número de documento no coincide con el nombre indicado.'

export async function seedIdentity(): Promise<void> {
  const byEmail = (email: string) => db.members.findFirst((q) => q.where({ email }))
  const personal = byEmail('personal@example.com')
  if (personal)
    await db.memberAuthens.create({
      memberId: personal.memberId,
      authenType: 'personal',
      state: 'rejected',
      realName: 'Ana Pérez Gómez',
      idNumber: '110105194912310021',
      companyName: null,
      registrationNumber: null,
      licencePath: null,
      rejectReason: SEEDED_REJECT_REASON,
      submittedAt: MOCK_EPOCH - 3 * DAY,
      reviewedAt: MOCK_EPOCH - 2 * DAY,
    })
  const moroso = byEmail('moroso@example.com')
  if (moroso)
    await db.customsRegistrations.create({
      memberId: moroso.memberId,
      importerName: 'Importadora Moroso S.A.',
      importerCode: TAKEN_IMPORTER_CODE,
      enterpriseName: 'Moroso Comercial S.A.',
      enterpriseCode: '01234567890',
      boundAt: MOCK_EPOCH - 30 * DAY,
    })
}
