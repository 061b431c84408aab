// I/O of the top-up flow (issue 12 item 2): reading a picked voucher's first bytes, its upload, the top-up
// (with its Idempotency-Key) and reading the record back. All silent: the form shows refusals next to the field
// or the button; network, timeout and HTTP failures still get the request layer's notice.
import { fromPromise } from 'xstate'
import { uploadFile, type UploadResult } from '../../src/api/payment'
import {
  getRecharge,
  getRechargeBankAccount,
  recharge,
  type PlatformBankAccount,
  type Recharge,
  type RechargeRequest,
  type RechargeResult,
} from '../../src/api/wallet'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import { sniffImageType } from '../../src/schemas/payment.schema'

const silent = { silent: true }

type SendRecharge = (body: RechargeRequest, idempotencyKey: string | null) => Promise<RechargeResult>

/** The top-up as the idempotent submit: a transfer waits for the platform, an e-payment names its gateway. */
export const rechargeSubmit = (send: SendRecharge = (body, key) => recharge(body, key!, silent)) =>
  createIdempotentSubmit<RechargeRequest, RechargeResult>({
    id: 'recharge',
    send,
    redirectOf: (result) =>
      result.recharge.payState === 'pendingConfirmation' ? null : { url: result.redirectUrl },
  })

export const rechargeActors = {
  /** PNG or JPEG by content, not by name or declared type (SPEC.md §5; a PDF renamed .jpg is refused). */
  readImageType: fromPromise<'image/png' | 'image/jpeg' | null, { file: Blob }>(async ({ input }) =>
    sniffImageType(new Uint8Array(await input.file.slice(0, 16).arrayBuffer())),
  ),
  uploadFile: fromPromise<UploadResult, { file: Blob }>(({ input }) =>
    uploadFile(input.file, 'rechargeVoucher', silent),
  ),
  recharge: rechargeSubmit(),
  getBankAccount: fromPromise<PlatformBankAccount>(() => getRechargeBankAccount()),
  getRecharge: fromPromise<Recharge, { rechargeSn: string }>(({ input }) =>
    getRecharge(input.rechargeSn, silent),
  ),
}
