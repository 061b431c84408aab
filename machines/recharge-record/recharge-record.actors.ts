// I/O of a top-up record's actions (issue 24 item 6): silent, the records section says the refusal itself;
// network, timeout and HTTP failures still get the request layer's notice.
import { fromPromise } from 'xstate'
import { cancelRecharge, continueRechargePay, type Recharge, type RechargeResult } from '../../src/api/wallet'

const silent = { silent: true }

export const rechargeRecordActors = {
  cancelRecharge: fromPromise<Recharge, { rechargeSn: string }>(({ input }) =>
    cancelRecharge(input.rechargeSn, silent),
  ),
  continueRechargePay: fromPromise<RechargeResult, { rechargeSn: string }>(({ input }) =>
    continueRechargePay(input.rechargeSn, silent),
  ),
}
