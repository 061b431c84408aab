// Designers in the mock (issue 27 item 5; SPEC.md §6 memberType 2, §8 "only designers may use the function"):
// the words of its refusals, and the records as the API answers them. The rules themselves are the shared
// src/schemas/designer-apply-rules.ts.
import type { components } from '../../src/api/schema'
import { db, type DesignerApplicationRecord, type DesignerApplyRecord, type MemberRecord } from '../db'
import { fold } from './catalogue-index'
import { fileUrl } from './private-files'
import { iso } from './time'

type DesignerApply = components['schemas']['DesignerApply']
type DesignerApplication = components['schemas']['DesignerApplication']
type OwnDesignerApplication = components['schemas']['OwnDesignerApplication']
type DesignerEnterprise = components['schemas']['DesignerEnterprise']

export const DESIGNER_MESSAGES = {
  /** SPEC.md §8, GLOSSARY "only designers" */
  designersOnly: 'Solo los diseñadores pueden usar esta función',
  enterpriseOnly: 'Solo las empresas pueden usar esta función',
  alreadyDesigner: 'Ya es diseñador certificado.',
  inReview: 'Ya tiene una solicitud en revisión.',
  notForSubAccounts: 'Las subcuentas no pueden solicitar la certificación de diseñador.',
  mainAccountOnly: 'Solo la cuenta principal puede decidir.',
  applicationGone: 'La solicitud del diseñador no existe.',
  applyGone: 'La solicitud de certificación no existe.',
  alreadyDecided: 'Esta solicitud ya se decidió.',
  alreadyReviewed: 'Esta solicitud ya se revisó.',
  /** the upload's word for an image that is not this member's portfolio upload */
  uploadFailed: 'Error al subir el archivo',
  /** a designer applying to join an enterprise (/member/apply) */
  enterpriseUnknown: 'La empresa no existe o no acepta diseñadores.',
  pendingWithEnterprise: 'Ya tiene una solicitud pendiente con esta empresa.',
  alreadyAuthorised: 'Esta empresa ya le autorizó a proponer selecciones.',
} as const

/** The enterprise whose designer applications a member reads: its own, or its main account's for a sub-account. */
export const enterpriseOf = (member: MemberRecord): number =>
  member.isSubAccount && member.parentMemberId ? member.parentMemberId : member.memberId

export const designerApplyOut = (record: DesignerApplyRecord): DesignerApply => ({
  applyId: record.applyId,
  realName: record.realName,
  specialty: record.specialty,
  intro: record.intro,
  images: record.images.map(fileUrl),
  state: record.state,
  rejectReason: record.rejectReason,
  createTime: iso(record.createdAt),
  reviewTime: record.reviewedAt === null ? null : iso(record.reviewedAt),
})

/** The member's latest application to become a designer, or null. */
export const latestDesignerApply = (memberId: number): DesignerApplyRecord | null =>
  db.designerApplies
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => b.createdAt - a.createdAt || b.applyId - a.applyId)[0] ?? null

export function designerApplicationOut(record: DesignerApplicationRecord): DesignerApplication {
  const designer = db.members.findFirst((q) => q.where({ memberId: record.designerId }))
  return {
    desAppId: record.desAppId,
    designerId: record.designerId,
    designerName: designer ? designer.memberTrueName || designer.memberName : '',
    specialty: record.specialty,
    message: record.message,
    images: record.images.map(fileUrl),
    state: record.state,
    declineReason: record.declineReason,
    createTime: iso(record.createdAt),
    decideTime: record.decidedAt === null ? null : iso(record.decidedAt),
  }
}

/** Accepting authorises the designer to propose selections for the enterprise (/member/permission, §6). */
export async function authoriseDesigner(enterpriseId: number, designerId: number, at: number): Promise<void> {
  const enterprise = db.members.findFirst((q) => q.where({ memberId: enterpriseId }))
  if (!enterprise) return
  const kept = (enterprise.authorisedDesigners ?? []).filter((row) => row.designerId !== designerId)
  await db.members.update((q) => q.where({ memberId: enterpriseId }), {
    data(member) {
      member.authorisedDesigners = [...kept, { designerId, authorisedAt: at }]
    },
  })
}

// A designer applying to join an enterprise (/member/apply): which enterprises accept designers, and the
// designer's own applications as the API answers them.

/** An enterprise accepts designers when it is an approved enterprise main account (not a sub-account). */
export const acceptsDesigners = (member: MemberRecord): boolean =>
  member.memberType === 3 && !member.isSubAccount && member.dofipayRegisterStatus === 2

const enterpriseNameOf = (member: MemberRecord) =>
  member.companyName || member.invoiceTitle || member.memberTrueName || member.memberName

/** The enterprises a designer may apply to whose name holds the keyword, by name. */
export function designerEnterprises(keyword: string): DesignerEnterprise[] {
  const wanted = fold(keyword.trim())
  return db.members
    .findMany((q) => q.where({ memberType: 3 }))
    .filter(acceptsDesigners)
    .map((member) => ({ enterpriseId: member.memberId, enterpriseName: enterpriseNameOf(member) }))
    .filter((row) => !wanted || fold(row.enterpriseName).includes(wanted))
    .sort((a, b) => a.enterpriseName.localeCompare(b.enterpriseName, 'es') || a.enterpriseId - b.enterpriseId)
}

/** The enterprise `enterpriseId` when it accepts designers, or null. */
export const designerEnterpriseOf = (enterpriseId: number): MemberRecord | null => {
  const member = db.members.findFirst((q) => q.where({ memberId: enterpriseId }))
  return member && acceptsDesigners(member) ? member : null
}

export function ownDesignerApplicationOut(record: DesignerApplicationRecord): OwnDesignerApplication {
  const enterprise = db.members.findFirst((q) => q.where({ memberId: record.enterpriseId }))
  return {
    desAppId: record.desAppId,
    enterpriseId: record.enterpriseId,
    enterpriseName: enterprise ? enterpriseNameOf(enterprise) : '',
    specialty: record.specialty,
    message: record.message,
    state: record.state,
    declineReason: record.declineReason,
    createTime: iso(record.createdAt),
    decideTime: record.decidedAt === null ? null : iso(record.decidedAt),
  }
}
