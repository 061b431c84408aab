// I/O of applying to become a designer (issue 27 item 5): the member's latest application (and, once it is
// approved, the member info again, so the session's memberType 2 opens the designer screens at once, SPEC.md §3,
// §6), the portfolio images (checked by content and size before they are sent; the mock checks them again), and
// the submit through the idempotent submit of src/flows.
import { fromPromise } from 'xstate'
import { ValidationError } from 'yup'
import {
  getDesignerApply,
  getDesignerInfo,
  submitDesignerApply,
  type DesignerApply,
  type DesignerApplyInput,
} from '../../src/api/designers'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { getMemberInfo } from '../../src/api/member'
import { uploadFile } from '../../src/api/payment'
import { memberOf, session } from '../../src/api/session'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import { fileHead, FILE_FORMAT_MESSAGE_ID, sniffImageType } from '../../src/lib/file-type'
import { portfolioImageSchema } from '../../src/schemas/designer-apply-rules'

const silent = { silent: true } as const

export interface PortfolioImage {
  url: string
  name: string
}

export interface PortfolioUpload {
  uploaded: PortfolioImage[]
  /** the first file refused (format, size, or the server's refusal); the others are still uploaded */
  problem: ErrorMessage | null
}

/** SPEC.md §5, §9: png/jpg by content, at most 1 MB; null when the file may be sent. */
export async function portfolioFileProblem(file: Blob): Promise<ErrorMessage | null> {
  const type = sniffImageType(await fileHead(file))
  try {
    portfolioImageSchema.validateSync({ type: type ?? '', size: file.size })
    return null
  } catch (error) {
    const id = error instanceof ValidationError ? String(error.errors[0]) : FILE_FORMAT_MESSAGE_ID
    return { id }
  }
}

/** One file after the other, so the images keep the order the member picked them in. */
export async function uploadPortfolio(files: readonly File[]): Promise<PortfolioUpload> {
  const uploaded: PortfolioImage[] = []
  let problem: ErrorMessage | null = null
  for (const file of files) {
    const refused = await portfolioFileProblem(file)
    if (refused) {
      problem ??= refused
      continue
    }
    try {
      const result = await uploadFile(file, 'portfolio', silent)
      uploaded.push({ url: result.url, name: file.name })
    } catch (error) {
      problem ??= errorMessageOf(error)
    }
  }
  return { uploaded, problem }
}

/** The latest application; an approved one refreshes the member info when the session still has another type. */
export async function loadDesignerApply(): Promise<DesignerApply | null> {
  const apply = await getDesignerApply(silent)
  const member = memberOf(session.getSnapshot())
  if (apply?.state === 2 && member && member.memberType !== 2) session.setMemberInfo(await getMemberInfo())
  return apply ?? null
}

type Send = (body: DesignerApplyInput, idempotencyKey: string | null) => Promise<DesignerApply>

export const designerApplySubmit = (send: Send = (body, key) => submitDesignerApply(body, key!, silent)) =>
  createIdempotentSubmit<DesignerApplyInput, DesignerApply>({ id: 'submitDesignerApply', send })

export const designerApplyActors = {
  getDesignerApply: fromPromise(() => loadDesignerApply()),
  uploadPortfolio: fromPromise<PortfolioUpload, { files: File[] }>(({ input }) =>
    uploadPortfolio(input.files),
  ),
  submitDesignerApply: designerApplySubmit(),
}

/** A designer's certification (/member/applyInfo). */
export const designerInfoActors = {
  getDesignerInfo: fromPromise(() => getDesignerInfo(silent)),
}
