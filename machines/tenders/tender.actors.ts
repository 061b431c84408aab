// I/O of the tender flow (issue 28 item 2): read a tender, publish one and award it through the one idempotent
// submit (src/flows/idempotent-submit.machine.ts: the same Idempotency-Key for every retry of the same body, so
// a double click or a lost answer makes one tender and one winner), and terminate one. Silent: the screen shows
// a refusal next to the tender.
import { fromPromise } from 'xstate'
import {
  getTender,
  pickTenderWinner,
  publishTender,
  terminateTender,
  type TenderDetail,
  type TenderInput,
} from '../../src/api/tenders'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'

const silent = { silent: true }

export interface PickBody {
  tenderSn: string
  offerSn: string
}

export const tenderActors = {
  getTender: fromPromise<TenderDetail, { tenderSn: string }>(({ input }) =>
    getTender(input.tenderSn, silent),
  ),
  publishTender: createIdempotentSubmit<TenderInput, TenderDetail>({
    id: 'publishTender',
    send: (body, key) => publishTender(body, key!, silent),
  }),
  pickWinner: createIdempotentSubmit<PickBody, TenderDetail>({
    id: 'pickWinner',
    send: (body, key) => pickTenderWinner(body, key!, silent),
  }),
  terminateTender: fromPromise<TenderDetail, { tenderSn: string; reason: string }>(({ input }) =>
    terminateTender(input, silent),
  ),
}
