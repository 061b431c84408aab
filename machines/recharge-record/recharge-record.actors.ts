// I/O of a top-up record's actions (issue 24 item 6): silent, the records section says the refusal itself;
// network, timeout and HTTP failures still get the request layer's notice. "Continuar pago" is the idempotent
// submit of src/flows without a key (the server answers the record's open gateway session, never a second
// record), so its gateway address is checked like every other payment's.
import { fromPromise } from 'xstate'
import { cancelRecharge, continueRechargePay, type Recharge, type RechargeResult } from '../../src/api/wallet'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'

const silent = { silent: true }

export const continuePaySubmit = (
  send: (body: { rechargeSn: string }) => Promise<RechargeResult> = (body) =>
    continueRechargePay(body.rechargeSn, silent),
) =>
  createIdempotentSubmit<{ rechargeSn: string }, RechargeResult>({
    id: 'continueRechargePay',
    send: (body) => send(body),
    redirectOf: (result) => ({ url: result.redirectUrl }),
  })

export const rechargeRecordActors = {
  cancelRecharge: fromPromise<Recharge, { rechargeSn: string }>(({ input }) =>
    cancelRecharge(input.rechargeSn, silent),
  ),
  continueRechargePay: continuePaySubmit(),
}
