// The member's uploads (oss/common/upload, mocks/handlers/uploads.ts) as other handlers read them: a payment
// proof, review or refund images, a file's bytes. The upload answers both a path `/uploads/…` and a url
// `/mock-uploads/…`; either is accepted wherever an upload is referred to.
import { db, type MemberRecord, type UploadRecord } from '../db'
import { fromBase64 } from './base64'
import { fileUrl, uploadPathOf } from './private-files'

/** The bytes of an upload record. */
export const uploadBytes = (dataUrl: string) => fromBase64(dataUrl.slice(dataUrl.indexOf(',') + 1))

/** The upload a url or path names, if `member` uploaded it with this source; otherwise null. */
export function memberUploadOf(member: MemberRecord, url: string, source: string): UploadRecord | null {
  const path = uploadPathOf(url)
  if (!path) return null
  const upload = db.uploads.findFirst((q) => q.where({ path, memberId: member.memberId }))
  return upload && upload.source === source ? upload : null
}

/**
 * The images of a review or a refund as the mock serves them, or null when one is not an upload of this
 * member with this source.
 */
export function uploadedImages(
  member: MemberRecord,
  images: readonly string[],
  source: 'review' | 'afterSale',
): string[] | null {
  const urls: string[] = []
  for (const image of images) {
    const upload = memberUploadOf(member, image, source)
    if (!upload) return null
    urls.push(fileUrl(upload.path))
  }
  return urls
}
