// I/O of redeeming a points good (issue 12 item 5): the preview, the submit (Idempotency-Key made by the
// machine and reused on every retry of the same body) and paying the cash part of a points + cash order.
import { fromPromise } from 'xstate'
import {
  confirmPointOrder,
  getPointPayInfo,
  payPointOrder,
  submitPointOrder,
  type PointPayRequest,
  type PointSubmitRequest,
} from '../../src/api/points'

export const pointRedeemActors = {
  confirmPointOrder: fromPromise(({ input }: { input: { goodsId: number; number: number } }) =>
    confirmPointOrder(input, { silent: true }),
  ),
  submitPointOrder: fromPromise(
    ({ input }: { input: { body: PointSubmitRequest; idempotencyKey: string } }) =>
      submitPointOrder(input.body, input.idempotencyKey, { silent: true }),
  ),
}

export const pointPayActors = {
  getPointPayInfo: fromPromise(({ input }: { input: { orderSn: string } }) =>
    getPointPayInfo(input.orderSn, { silent: true }),
  ),
  payPointOrder: fromPromise(({ input }: { input: { body: PointPayRequest; idempotencyKey: string } }) =>
    payPointOrder(input.body, input.idempotencyKey, { silent: true }),
  ),
}
