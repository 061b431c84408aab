// I/O of the inquiry form (issue 28 item 1): catalogue products to ask for, the first bytes of picked files
// (their real type), the attachment uploads (source inquiry) and the publish, through the one submit of
// src/flows (publishInquiry takes no Idempotency-Key: the machine refuses a second submit while one is in
// flight). All silent: the form shows refusals next to the field or the button.
import { fromPromise } from 'xstate'
import { getGoodsList, type GoodsCard } from '../../src/api/goods'
import { publishInquiry, type InquiryDetail, type InquiryInput } from '../../src/api/inquiries'
import { uploadFile, type UploadResult } from '../../src/api/payment'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import { sniffContractFileType, type ContractFileType } from '../../src/schemas/contract.schema'

const silent = { silent: true }

export interface UploadedAttachment extends UploadResult {
  fileName: string
}

export const inquiryPublishActors = {
  searchCatalogue: fromPromise<GoodsCard[], { keyword: string }>(async ({ input }) => {
    if (!input.keyword) return []
    const data = await getGoodsList({ keyword: input.keyword, pageSize: 10 }, silent)
    return data.list
  }),
  /** PDF, PNG or JPEG by content, never by name (SPEC.md §5, §8). */
  readFileTypes: fromPromise<(ContractFileType | null)[], { files: File[] }>(({ input }) =>
    Promise.all(
      input.files.map(async (file) =>
        sniffContractFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer())),
      ),
    ),
  ),
  /** One after the other, so the order on screen is the order picked. */
  uploadAttachments: fromPromise<UploadedAttachment[], { files: File[] }>(async ({ input }) => {
    const uploaded: UploadedAttachment[] = []
    for (const file of input.files)
      uploaded.push({ ...(await uploadFile(file, 'inquiry', silent)), fileName: file.name })
    return uploaded
  }),
  publishInquiry: createIdempotentSubmit<InquiryInput, InquiryDetail>({
    id: 'publishInquiry',
    send: (body) => publishInquiry(body, silent),
  }),
}
