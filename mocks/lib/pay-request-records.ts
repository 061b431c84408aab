// The one way a third-party payment request is created or changes state (SPEC.md §4 third-party payment:
// waiting payment, requested, paid, cancelled, expired), used by the request handlers, the payment records
// and the payment controls, so that each change tells the applicant or the payer once (issue 11 item 6).
import { db, type PayRequestRecord } from '../db'
import { noticePayRequest } from './notices'

export async function createPayRequest(record: PayRequestRecord): Promise<PayRequestRecord> {
  await db.payRequests.create(record)
  await noticePayRequest(record, null)
  return record
}

export async function updatePayRequest(
  request: PayRequestRecord,
  change: (record: PayRequestRecord) => void,
): Promise<PayRequestRecord> {
  const before = { ...request }
  await db.payRequests.update((q) => q.where({ requestSn: request.requestSn }), { data: change })
  const after = db.payRequests.findFirst((q) => q.where({ requestSn: request.requestSn }))!
  await noticePayRequest(after, before)
  return after
}
