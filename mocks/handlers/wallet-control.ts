// Mock-only wallet controls (tag `mock`, issue 12 item 2): what the platform does in the real world with a
// top-up by wire transfer — confirm it (the balance gets the amount through the ledger) or reject it (nothing
// posted) — done from the control panel and from tests.
import { db } from '../db'
import { fail, ok } from '../lib/envelope'
import { memberById } from '../lib/payment-view'
import {
  RECHARGE_MESSAGES,
  closeRecharge,
  confirmRecharge,
  rechargeBySn,
  rechargeOut,
} from '../lib/recharge-records'
import { readBody } from '../lib/request'
import { http } from './http'

const ACT = '/v3/mock/front/recharges/act'

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
    const record = rechargeBySn(parsed.body.rechargeSn)
    if (!record) return fail(RECHARGE_MESSAGES.notFound)
    if (record.payState !== 'pendingConfirmation') return fail(RECHARGE_MESSAGES.notPending)
    if (parsed.body.decision === 'confirm') {
      const confirmed = await confirmRecharge(record)
      if (!confirmed) return fail(RECHARGE_MESSAGES.notPending)
      return response(200).json(ok(rechargeOut(confirmed)))
    }
    const reason = parsed.body.reason?.trim() || RECHARGE_MESSAGES.rejectedDefault
    return response(200).json(ok(rechargeOut(await closeRecharge(record, reason))))
  }),
]
