// The simulated gateway paying a top-up (issue 12 item 2): a gateway session with a rechargeSn returns to the
// recharge page, which reads the record itself (the URL proves nothing); approving confirms the top-up
// through the ledger, declining marks it failed and posts nothing.
import type { components } from '../../src/api/schema'
import type { GatewaySessionRecord } from '../db'
import { RECHARGE_MESSAGES, closeRecharge, confirmRecharge, rechargeBySn } from './recharge-records'

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

/** Settles the top-up of a completed session; the refusal's text, or null. */
export async function completeRechargeSession(
  rechargeSn: string,
  outcome: 'approved' | 'declined',
): Promise<string | null> {
  const record = rechargeBySn(rechargeSn)
  if (!record || record.payState !== 'unpaid') return RECHARGE_MESSAGES.notFound
  if (outcome === 'declined') {
    await closeRecharge(record, null)
    return null
  }
  return (await confirmRecharge(record)) ? null : RECHARGE_MESSAGES.notFound
}
