// I/O of the RFQ comparison (issue 28 item 1): the inquiry with its quotes, and accepting a quote through the
// one idempotent submit (src/flows/idempotent-submit.machine.ts: the same Idempotency-Key for every retry of
// the same acceptance, so a lost answer or a double click makes one contract). Silent: the screen shows a
// refusal (expired, withdrawn, another quote accepted) next to the quotes.
import { fromPromise } from 'xstate'
import type { ContractDetail } from '../../src/api/contracts'
import { acceptQuote, getInquiry, type InquiryDetail } from '../../src/api/inquiries'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'

const silent = { silent: true }

export interface AcceptBody {
  quoteSn: string
  version: number
}

export const acceptSubmit = (
  send: (body: AcceptBody, key: string | null) => Promise<ContractDetail> = (body, key) =>
    acceptQuote(body, key!, silent),
) => createIdempotentSubmit<AcceptBody, ContractDetail>({ id: 'acceptQuote', send })

export const rfqActors = {
  getInquiry: fromPromise<InquiryDetail, { inquirySn: string }>(({ input }) =>
    getInquiry(input.inquirySn, silent),
  ),
  acceptQuote: acceptSubmit(),
}
