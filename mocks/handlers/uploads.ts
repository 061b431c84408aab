// The file upload of the mock (oss/common/upload, multipart) and its file host (/mock-uploads/…): payment proofs,
// vouchers, review and refund images, avatars (png/jpg) and contract attachments (also PDF, issue 11 item 5).
// Every file is told by its content (magic bytes), never by its name or declared type, and checked with the
// same shared rule the form used before sending it (SPEC.md §5, §8, §9). Moved out of ./payment.ts.
import { http as mswHttp, HttpResponse } from 'msw'
import {
  contractFileSchema,
  sniffContractFileType,
  type ContractFileType,
} from '../../src/schemas/contract.schema'
import {
  AVATAR_MAX_BYTES,
  PROOF_MAX_BYTES,
  imageFileSchema,
  sniffImageType,
} from '../../src/schemas/payment.schema'
import { clock } from '../clock'
import { db, type MemberRecord } from '../db'
import { toBase64 } from '../lib/contracts'
import { fail, ok } from '../lib/envelope'
import { licenceFileSchema } from '../../src/schemas/member-authen.schema'
import { optimizeImageSchema } from '../../src/schemas/optimize.schema'
import { fileUrl, isPrivatePath, mayServePrivate, randomKey } from '../lib/private-files'
import { PAYMENT_MESSAGES } from '../lib/payment-view'
import { readBody, ruleViolation } from '../lib/request'
import { uploadBytes } from '../lib/uploads'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

export const UPLOAD = '/v3/oss/common/upload'

interface SourceRule {
  sniff(bytes: Uint8Array): ContractFileType | null
  schema: { validate(value: unknown): Promise<unknown> }
}

const imageRule = (maxBytes: number): SourceRule => ({
  sniff: sniffImageType,
  schema: imageFileSchema(maxBytes),
})

/** What each source accepts (openapi uploadFile). */
const SOURCE_RULES: Record<string, SourceRule> = {
  payProof: imageRule(PROOF_MAX_BYTES),
  rechargeVoucher: imageRule(PROOF_MAX_BYTES),
  review: imageRule(PROOF_MAX_BYTES),
  afterSale: imageRule(PROOF_MAX_BYTES),
  avatar: imageRule(AVATAR_MAX_BYTES),
  // issue 29: an image sent in a conversation, already downscaled by the client
  chat: imageRule(AVATAR_MAX_BYTES),
  contract: { sniff: sniffContractFileType, schema: contractFileSchema },
  // an inquiry's attachments: a drawing, a specification or a photo (issue 28 item 1)
  inquiry: { sniff: sniffContractFileType, schema: contractFileSchema },
  // a tender's documents: terms, drawings or specifications (issue 28 item 2)
  tender: { sniff: sniffContractFileType, schema: contractFileSchema },
  // a designer application's portfolio (issue 27 item 5): png/jpg ≤ 1 MB, public like review images
  portfolio: imageRule(PROOF_MAX_BYTES),
  // an enterprise's licence image, a private file (issue 27 item 4): png/jpg, at most 1 MB
  licence: { sniff: sniffImageType, schema: licenceFileSchema },
  // a designer's optimisation proposal (issue 28 item 4): png/jpg ≤ 1 MB, public like portfolio images
  optimize: { sniff: sniffImageType, schema: optimizeImageSchema },
}

const EXTENSION: Record<ContractFileType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
}

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function'

async function upload(member: MemberRecord, source: string, file: unknown): Promise<Response> {
  if (!isBlob(file)) return fail(PAYMENT_MESSAGES.uploadFailed)
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await file.arrayBuffer())
  } catch {
    return fail(PAYMENT_MESSAGES.uploadFailed)
  }
  const rule = SOURCE_RULES[source] ?? SOURCE_RULES.payProof!
  const contentType = rule.sniff(bytes.subarray(0, 16))
  const broken = await ruleViolation(rule.schema, { type: contentType ?? '', size: bytes.length })
  if (broken || !contentType) return fail(broken ?? PAYMENT_MESSAGES.uploadFailed)
  // random, never sequential: a file's address tells nothing about the others (issue 27 item 8)
  const path = `/uploads/${source}/${randomKey()}.${EXTENSION[contentType]}`
  await db.uploads.create({
    path,
    memberId: member.memberId,
    source,
    contentType,
    size: bytes.length,
    dataUrl: `data:${contentType};base64,${toBase64(bytes)}`,
    at: clock.now(),
  })
  const url = fileUrl(path)
  return HttpResponse.json(ok({ url, path, size: bytes.length, contentType }))
}

export const uploadHandlers = [
  http.post(
    UPLOAD,
    memberOnly(async ({ request, member }) => {
      const parsed = await readBody<{ source: string; file: unknown }>(request, UPLOAD)
      if (!parsed.ok) return parsed.response
      return upload(member, parsed.body.source, parsed.body.file)
    }),
  ),

  // The mock's file host: serves the uploaded images (payment proofs in the control panel, previews). A
  // private file only to a signed link or its owner's bearer (../lib/private-files.ts), and 403 otherwise
  // whether it exists or not, so the host is no oracle of which files exist. Not cached.
  mswHttp.get('*/mock-uploads/:source/:file', ({ params, request }) => {
    const path = `/uploads/${String(params.source)}/${String(params.file)}`
    if (isPrivatePath(path) && !mayServePrivate(request, path))
      return new HttpResponse(null, { status: 403, headers: { 'Cache-Control': 'no-store' } })
    const record = db.uploads.findFirst((q) => q.where({ path }))
    if (!record) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(uploadBytes(record.dataUrl), {
      headers: { 'Content-Type': record.contentType, 'Cache-Control': 'no-store' },
    })
  }),
]
