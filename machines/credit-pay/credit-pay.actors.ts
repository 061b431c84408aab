// I/O of paying a credit bill (issue 12 item 4): the bill with the member's credit and balance, then the payment
// itself with its Idempotency-Key. Silent: the page shows every failure in place.
import { fromPromise } from 'xstate'
import {
  getCreditBill,
  getCreditSummary,
  payCreditBill,
  type CreditBillPayRequest,
} from '../../src/api/credit'

export interface PayBillInput {
  body: CreditBillPayRequest
  idempotencyKey: string
}

export const creditPayActors = {
  loadBill: fromPromise(async ({ input }: { input: { billSn: string } }) => {
    const [summary, bill] = await Promise.all([
      getCreditSummary({ silent: true }),
      getCreditBill(input.billSn, { silent: true }),
    ])
    return { summary, bill }
  }),
  payCreditBill: fromPromise(({ input }: { input: PayBillInput }) =>
    payCreditBill(input.body, input.idempotencyKey, { silent: true }),
  ),
}
