// I/O of the evaluate flow (issue 6 item 6): one promise actor per operation, named after its operationId.
// All are silent: the screen shows a refusal next to the form or the photo field, not also as a toast.
// Network, timeout and HTTP failures still get the request layer's notice.
import { fromPromise } from 'xstate'
import { addOrderComment, type AddOrderCommentRequest } from '../../src/api/evaluation'
import { getOrder, type OrderDetail } from '../../src/api/orders'
import { uploadFile, type UploadResult } from '../../src/api/payment'

const silent = { silent: true }

export const evaluateActors = {
  getOrder: fromPromise<OrderDetail, { orderSn: string }>(({ input }) => getOrder(input.orderSn, silent)),
  /** Review photos go up one at a time, each already checked (png/jpg ≤ 1 MB) by the machine. */
  uploadFile: fromPromise<UploadResult, { file: File }>(({ input }) =>
    uploadFile(input.file, 'review', silent),
  ),
  addOrderComment: fromPromise<OrderDetail, AddOrderCommentRequest>(({ input }) =>
    addOrderComment(input, silent),
  ),
}
