// I/O of the profile flow (issue 11 item 3): the member, reading a picked image's first bytes, the avatar
// upload and the change. All silent: the form shows refusals next to the field or the button.
import { fromPromise } from 'xstate'
import { getMemberInfo } from '../../src/api/member'
import { updateMemberInfo, type MemberInfoUpdate } from '../../src/api/member-security'
import { uploadFile, type UploadResult } from '../../src/api/payment'
import type { MemberInfo } from '../../src/api/session'
import { sniffImageType } from '../../src/schemas/payment.schema'

const silent = { silent: true }

export const profileActors = {
  getMemberInfo: fromPromise<MemberInfo>(() => getMemberInfo(silent) as Promise<MemberInfo>),
  /** PNG or JPEG by content, not by name or declared type (SPEC.md §5; a .gif renamed .png is refused). */
  readImageType: fromPromise<'image/png' | 'image/jpeg' | null, { file: Blob }>(async ({ input }) =>
    sniffImageType(new Uint8Array(await input.file.slice(0, 16).arrayBuffer())),
  ),
  uploadFile: fromPromise<UploadResult, { file: Blob }>(({ input }) =>
    uploadFile(input.file, 'avatar', silent),
  ),
  updateMemberInfo: fromPromise<MemberInfo, MemberInfoUpdate>(
    ({ input }) => updateMemberInfo(input, silent) as Promise<MemberInfo>,
  ),
}
