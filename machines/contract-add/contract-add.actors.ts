// I/O of the new-contract form (issue 11 item 5): the stores to contract with, the first bytes of picked files
// (their real type), the attachment uploads (source contract) and the new contract. All silent: the form shows
// refusals next to the field or the button.
import { fromPromise } from 'xstate'
import { getStoreList, type StoreSummary } from '../../src/api/catalogue'
import { addContract, type ContractDetail, type ContractInput } from '../../src/api/contracts'
import { uploadFile, type UploadResult } from '../../src/api/payment'
import { sniffContractFileType, type ContractFileType } from '../../src/schemas/contract.schema'

const silent = { silent: true }

export interface UploadedAttachment extends UploadResult {
  fileName: string
}

export const contractAddActors = {
  listStores: fromPromise<StoreSummary[], { keyword: string }>(async ({ input }) => {
    const page = await getStoreList({ pageSize: 50, ...(input.keyword ? { keyword: input.keyword } : {}) })
    return page.list
  }),
  /** PDF, PNG or JPEG by content, never by name (SPEC.md §5, §8: a text renamed .pdf is refused). */
  readFileTypes: fromPromise<(ContractFileType | null)[], { files: File[] }>(({ input }) =>
    Promise.all(
      input.files.map(async (file) =>
        sniffContractFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer())),
      ),
    ),
  ),
  /** One after the other, so the mock's numbering and the order on screen match the order picked. */
  uploadAttachments: fromPromise<UploadedAttachment[], { files: File[] }>(async ({ input }) => {
    const uploaded: UploadedAttachment[] = []
    for (const file of input.files)
      uploaded.push({ ...(await uploadFile(file, 'contract', silent)), fileName: file.name })
    return uploaded
  }),
  addContract: fromPromise<ContractDetail, ContractInput>(({ input }) => addContract(input, silent)),
}
