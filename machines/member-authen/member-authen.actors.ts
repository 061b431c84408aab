// I/O of the member authentication flow (issue 27 item 4): the authentication and its review state, reading a
// picked licence image's first bytes, its upload (source licence, a private file) and the submission. All
// silent: the page shows refusals next to the field or the button.
import { fromPromise } from 'xstate'
import {
  getMemberAuthen,
  submitMemberAuthen,
  type MemberAuthen,
  type MemberAuthenInput,
} from '../../src/api/identity'
import { uploadFile, type UploadResult } from '../../src/api/payment'
import { sniffImageType } from '../../src/schemas/payment.schema'

const silent = { silent: true }

export const memberAuthenActors = {
  getMemberAuthen: fromPromise<MemberAuthen>(() => getMemberAuthen(silent)),
  /** PNG or JPEG by content, not by name or declared type (SPEC.md §5; a renamed .exe is refused). */
  readLicenceType: fromPromise<'image/png' | 'image/jpeg' | null, { file: Blob }>(async ({ input }) =>
    sniffImageType(new Uint8Array(await input.file.slice(0, 16).arrayBuffer())),
  ),
  uploadLicence: fromPromise<UploadResult, { file: Blob }>(({ input }) =>
    uploadFile(input.file, 'licence', silent),
  ),
  submitMemberAuthen: fromPromise<MemberAuthen, MemberAuthenInput>(({ input }) =>
    submitMemberAuthen(input, silent),
  ),
}
