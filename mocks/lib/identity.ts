// A member's authentication and the buyer customs registration, written once (issue 27 items 4 and 7; SPEC.md §6
// memberTypes 1 and 3 for /member/authen). Who may use them, the answers' shapes, the refusals' texts, and the
// review of an authentication by the platform. The licence image is a private file: an answer names it by a
// fresh signed link (./private-files.ts), never by its plain path on the file host.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, type CustomsRegistrationRecord, type MemberAuthenRecord, type MemberRecord } from '../db'
import { fileUrlOrNull } from './private-files'
import { SUB_ACCOUNT_MESSAGES } from './sub-accounts'
import { iso } from './time'

type MemberAuthen = components['schemas']['MemberAuthen']
type CustomsRegistration = components['schemas']['CustomsRegistration']

export const IDENTITY_MESSAGES = {
  personsAndEnterprisesOnly: SUB_ACCOUNT_MESSAGES.designersNotForDesigners,
  mainAccountOnly: 'Solo la cuenta principal puede certificar la cuenta.',
  alreadySubmitted: 'La certificación ya está en revisión o aprobada.',
  licenceMissing: 'Suba la imagen de la licencia.',
  notReviewable: 'Acción no permitida en el estado actual de la certificación.',
  reasonRequired: 'Indique el motivo del rechazo (de 1 a 200 caracteres).',
  notFound: 'No hay ninguna certificación de este miembro.',
  customsMainOnly: 'Solo la cuenta principal puede cambiar el registro aduanero.',
  /** SPEC.md §8 buyer customs bind failure: the customs register has the importer for another buyer */
  customsBindTaken:
    'No se pudo vincular el registro aduanero: el código de importador ya está vinculado a otra cuenta.',
} as const

/** Why `member` may not use /member/authen, or null (SPEC.md §6: personal and enterprise main accounts). */
export function authenRefusal(member: MemberRecord): string | null {
  if (member.memberType !== 1 && member.memberType !== 3) return IDENTITY_MESSAGES.personsAndEnterprisesOnly
  if (member.isSubAccount) return IDENTITY_MESSAGES.mainAccountOnly
  return null
}

export const authenTypeOf = (member: MemberRecord): MemberAuthen['authenType'] =>
  member.memberType === 3 ? 'enterprise' : 'personal'

export const authenOf = (memberId: number): MemberAuthenRecord | null =>
  db.memberAuthens.findFirst((q) => q.where({ memberId })) ?? null

/** The answer for `member`: its record with a fresh link to the licence, or the blank "not submitted" one. */
export function memberAuthenOut(member: MemberRecord): MemberAuthen {
  const record = authenOf(member.memberId)
  if (!record)
    return {
      authenType: authenTypeOf(member),
      state: 'notSubmitted',
      realName: null,
      idNumber: null,
      companyName: null,
      registrationNumber: null,
      licencePath: null,
      licenceUrl: null,
      rejectReason: null,
      submitTime: null,
      reviewTime: null,
    }
  return authenRecordOut(record)
}

export function authenRecordOut(record: MemberAuthenRecord): MemberAuthen {
  return {
    authenType: record.authenType,
    state: record.state,
    realName: record.realName,
    idNumber: record.idNumber,
    companyName: record.companyName,
    registrationNumber: record.registrationNumber,
    licencePath: record.licencePath,
    licenceUrl: fileUrlOrNull(record.licencePath),
    rejectReason: record.rejectReason,
    submitTime: iso(record.submittedAt),
    reviewTime: record.reviewedAt === null ? null : iso(record.reviewedAt),
  }
}

/** The platform's review: a pending authentication approved, or rejected with its reason; null if not pending. */
export async function reviewAuthen(
  record: MemberAuthenRecord,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<MemberAuthenRecord | null> {
  if (record.state !== 'pending') return null
  const next: Partial<MemberAuthenRecord> = decision.approve
    ? { state: 'approved', rejectReason: null, reviewedAt: clock.now() }
    : { state: 'rejected', rejectReason: decision.reason, reviewedAt: clock.now() }
  const changed = await db.memberAuthens.update((q) => q.where({ memberId: record.memberId }), {
    data: (current) => void Object.assign(current, next),
  })
  return changed ?? { ...record, ...next }
}

/** The main account whose customs registration `member` reads: itself, or a sub-account's main account. */
export const customsOwnerOf = (member: MemberRecord): number =>
  member.isSubAccount && member.parentMemberId ? member.parentMemberId : member.memberId

export const customsOf = (memberId: number): CustomsRegistrationRecord | null =>
  db.customsRegistrations.findFirst((q) => q.where({ memberId })) ?? null

export function customsOut(record: CustomsRegistrationRecord | null): CustomsRegistration {
  if (!record)
    return {
      state: 'unregistered',
      ready: false,
      importerName: null,
      importerCode: null,
      enterpriseName: null,
      enterpriseCode: null,
      boundTime: null,
    }
  return {
    state: 'registered',
    ready: true,
    importerName: record.importerName,
    importerCode: record.importerCode,
    enterpriseName: record.enterpriseName,
    enterpriseCode: record.enterpriseCode,
    boundTime: iso(record.boundAt),
  }
}
