// The simulated gateway paying a top-up (issue 12 item 2): a gateway session with a rechargeSn returns to the
// recharge page, which reads the record itself (the URL proves nothing); approving confirms the top-up
// through the ledger, declining marks it failed and posts nothing.
import type { components } from '../../src/api/schema'
import type { GatewaySessionRecord } from '../db'
import { closeRecharge, confirmRecharge, type SettleRefusal } from './recharge-records'

type GatewaySession = components['schemas']['GatewaySession']

export function rechargeGatewaySessionOf(session: GatewaySessionRecord, rechargeSn: string): GatewaySession {
  const back = (outcome: string) =>
    `/member/recharge?rechargeSn=${encodeURIComponent(rechargeSn)}&gateway=${outcome}`
  return {
    token: session.token,
    paySn: rechargeSn,
    amount: session.amount,
    returnSuccess: back('success'),
    returnFail: back('fail'),
    state: session.state,
  }
}

/**
 * Settles the top-up of a completed session: null when done, or why not. The top-up must still be unpaid when
 * its turn in the ledger comes (mocks/lib/recharge-records.ts settle), so of two approvals sent at once only
 * the first credits the balance; the other gets `notOpen`, as if the session had already been completed.
 */
export async function completeRechargeSession(
  rechargeSn: string,
  outcome: 'approved' | 'declined',
): Promise<SettleRefusal | null> {
  const settled =
    outcome === 'approved'
      ? await confirmRecharge(rechargeSn, 'unpaid')
      : await closeRecharge(rechargeSn, 'unpaid', null)
  return settled.ok ? null : settled.refusal
}
