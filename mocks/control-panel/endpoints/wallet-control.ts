// Mock-only wallet controls (tag `mock`, issue 12 item 2): what the platform does in the real world with a
// top-up by wire transfer — confirm it (the balance gets the amount through the ledger) or reject it (nothing
// posted) — done from the control panel and from tests.
import { db } from '../../db'
import { fail, ok } from '../../lib/envelope'
import { memberById } from '../../lib/payment-view'
import {
  RECHARGE_MESSAGES,
  closeRecharge,
  confirmRecharge,
  rechargeOut,
  type SettleRefusal,
} from '../../lib/recharge-records'
import { readBody } from '../../lib/request'
import { http } from '../../handlers/http'

const ACT = '/v3/mock/front/recharges/act'

const REFUSAL_MESSAGE: Record<SettleRefusal, string> = {
  notFound: RECHARGE_MESSAGES.notFound,
  notOpen: RECHARGE_MESSAGES.notPending,
  notCredited: RECHARGE_MESSAGES.notCredited,
}

export const walletControlHandlers = [
  http.get('/v3/mock/front/recharges', ({ response }) => {
    const pending = db.recharges
      .findMany((q) => q.where({ payState: 'pendingConfirmation' }))
      .sort((a, b) => a.createdAt - b.createdAt)
    return response(200).json(
      ok(
        pending.map((record) => ({
          recharge: rechargeOut(record),
          memberEmail: memberById(record.memberId)?.email ?? '',
        })),
      ),
    )
  }),

  http.post(ACT, async ({ request, response }) => {
    const parsed = await readBody<{ rechargeSn: string; decision: 'confirm' | 'reject'; reason?: string }>(
      request,
      ACT,
    )
    if (!parsed.ok) return parsed.response
    const { rechargeSn, decision } = parsed.body
    // the state is checked where the record is settled, in the ledger's turn: a second confirmation sent at
    // the same time as the first finds it confirmed and is refused (issue 12 item 2)
    const settled =
      decision === 'confirm'
        ? await confirmRecharge(rechargeSn, 'pendingConfirmation')
        : await closeRecharge(
            rechargeSn,
            'pendingConfirmation',
            parsed.body.reason?.trim() || RECHARGE_MESSAGES.rejectedDefault,
          )
    if (!settled.ok) return fail(REFUSAL_MESSAGE[settled.refusal])
    return response(200).json(ok(rechargeOut(settled.record)))
  }),
]
