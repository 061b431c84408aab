// I/O of the third-party payment flow (SPEC.md §1, §4, §8): one promise actor per operation of
// src/api/pay-request.ts, named after its operationId, plus the one-second ticker of the expiry countdown.
// Calls are silent: every screen shows the server's refusal next to the action that caused it.
import { fromCallback, fromPromise } from 'xstate'
import {
  acceptPayRequest,
  cancelPayRequest,
  createPayRequest,
  getPayRequest,
  refusePayRequest,
  type PayRequestDetail,
} from '../../src/api/pay-request'
import { getPayInfo, type PayInfo } from '../../src/api/payment'

const silent = { silent: true }

/** A request as the server answered it, with the browser time it arrived (to follow the server clock). */
export interface LoadedRequest {
  request: PayRequestDetail
  receivedAt: number
}

/** A payment as the server answered it, with the browser time it arrived. */
export interface LoadedPayment {
  payment: PayInfo
  receivedAt: number
}

export interface CreatePayRequestInput {
  paySn: string
  payerEmail: string
  message: string
}

const loaded = (request: PayRequestDetail): LoadedRequest => ({ request, receivedAt: Date.now() })

export const TICK_MS = 1000

export const payRequestActors = {
  getPayRequest: fromPromise<LoadedRequest, { requestSn: string }>(({ input }) =>
    getPayRequest(input.requestSn, silent).then(loaded),
  ),
  cancelPayRequest: fromPromise<LoadedRequest, { requestSn: string }>(({ input }) =>
    cancelPayRequest(input.requestSn, silent).then(loaded),
  ),
  acceptPayRequest: fromPromise<LoadedRequest, { requestSn: string }>(({ input }) =>
    acceptPayRequest(input.requestSn, silent).then(loaded),
  ),
  refusePayRequest: fromPromise<LoadedRequest, { requestSn: string; reason: string }>(({ input }) =>
    refusePayRequest(input, silent).then(loaded),
  ),
  /** Sends `clock.ticked` with the browser time every second while the request is open. */
  countdownTicker: fromCallback(({ sendBack }) => {
    const timer = setInterval(() => sendBack({ type: 'clock.ticked', now: Date.now() }), TICK_MS)
    return () => clearInterval(timer)
  }),
}

export const createRequestActors = {
  getPayInfo: fromPromise<LoadedPayment, { paySn: string }>(({ input }) =>
    getPayInfo(input.paySn, silent).then((payment) => ({ payment, receivedAt: Date.now() })),
  ),
  createPayRequest: fromPromise<PayRequestDetail, CreatePayRequestInput>(({ input }) =>
    createPayRequest(input.message ? input : { paySn: input.paySn, payerEmail: input.payerEmail }, silent),
  ),
}
