// I/O of paying a credit bill (issue 12 item 4): the bill with the member's credit and balance, then the payment
// itself through the idempotent submit of src/flows (its Idempotency-Key, then the gateway for e-payment).
// Silent: the page shows every failure in place.
import { fromPromise } from 'xstate'
import {
  getCreditBill,
  getCreditSummary,
  payCreditBill,
  type CreditBillPayRequest,
  type CreditBillPayResult,
} from '../../src/api/credit'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'

type PayBill = (body: CreditBillPayRequest, idempotencyKey: string | null) => Promise<CreditBillPayResult>

/** The payment as the idempotent submit: a paid bill names no gateway; an e-payment answers its address. */
export const creditBillSubmit = (
  send: PayBill = (body, key) => payCreditBill(body, key!, { silent: true }),
) =>
  createIdempotentSubmit<CreditBillPayRequest, CreditBillPayResult>({
    id: 'payCreditBill',
    send,
    redirectOf: (result) => (result.state === 'paid' ? null : { url: result.redirectUrl }),
  })

export const creditPayActors = {
  loadBill: fromPromise(async ({ input }: { input: { billSn: string } }) => {
    const [summary, bill] = await Promise.all([
      getCreditSummary({ silent: true }),
      getCreditBill(input.billSn, { silent: true }),
    ])
    return { summary, bill }
  }),
  payCreditBill: creditBillSubmit(),
}
