// I/O of redeeming a points good (issue 12 item 5): the preview, the submit and paying the cash part of a
// points + cash order, both through the idempotent submit of src/flows (the key made before the first try and
// reused on every retry of the same body). Neither names a gateway: the cash part is paid from the balance.
import { fromPromise } from 'xstate'
import {
  confirmPointOrder,
  getPointPayInfo,
  payPointOrder,
  submitPointOrder,
  type PointPayRequest,
  type PointSubmitRequest,
  type PointSubmitResult,
} from '../../src/api/points'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'

const silent = { silent: true }
type Send<B, A> = (body: B, idempotencyKey: string | null) => Promise<A>

export const pointSubmit = (
  send: Send<PointSubmitRequest, PointSubmitResult> = (body, key) => submitPointOrder(body, key!, silent),
) => createIdempotentSubmit<PointSubmitRequest, PointSubmitResult>({ id: 'submitPointOrder', send })

export const pointPaySubmit = (
  send: Send<PointPayRequest, unknown> = (body, key) => payPointOrder(body, key!, silent),
) => createIdempotentSubmit<PointPayRequest, unknown>({ id: 'payPointOrder', send })

export const pointRedeemActors = {
  confirmPointOrder: fromPromise(({ input }: { input: { goodsId: number; number: number } }) =>
    confirmPointOrder(input, { silent: true }),
  ),
  submitPointOrder: pointSubmit(),
}

export const pointPayActors = {
  getPointPayInfo: fromPromise(({ input }: { input: { orderSn: string } }) =>
    getPointPayInfo(input.orderSn, { silent: true }),
  ),
  payPointOrder: pointPaySubmit(),
}
