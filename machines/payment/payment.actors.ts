// I/O of the payment flow: one promise actor per operation of src/api/payment.ts, named after its operationId.
// All are silent: the screen shows the server's message next to the form or on the page (issue 5 item 5),
// so a refusal is not also a toast. Network, timeout and HTTP failures still get the request layer's notice.
import { fromPromise } from 'xstate'
import {
  doPay,
  getPayInfo,
  listPayMethods,
  uploadFile,
  type DoPayRequest,
  type DoPayResult,
  type PayInfo,
  type PayMethod,
  type UploadResult,
} from '../../src/api/payment'

export interface DoPayInput {
  body: DoPayRequest
  idempotencyKey: string
}

export const paymentActors = {
  getPayInfo: fromPromise<PayInfo, { paySn: string }>(({ input }) =>
    getPayInfo(input.paySn, { silent: true }),
  ),
  listPayMethods: fromPromise<PayMethod[], { paySn: string }>(({ input }) =>
    listPayMethods(input.paySn, { silent: true }),
  ),
  doPay: fromPromise<DoPayResult, DoPayInput>(({ input }) =>
    doPay(input.body, input.idempotencyKey, { silent: true }),
  ),
  uploadFile: fromPromise<UploadResult, { file: File }>(({ input }) =>
    uploadFile(input.file, 'payProof', { silent: true }),
  ),
}
