// Sample applications in the mock (issue 28 item 3; SPEC.md §5 monthly sample quota of count and amount). The
// month's quota is used by the lines of this month's applications that still count (the lifecycle's meta
// usesQuota: a rejection gives them back) plus the lines waiting in the sample cart. The state changes only
// through machines/sample-apply/sample-apply-lifecycle.ts.
import type { components } from '../../src/api/schema'
import {
  advanceSampleApply,
  initialSampleApplyState,
  sampleApplyMetaOf,
  type SampleApplyEvent,
} from '../../machines/sample-apply/sample-apply-lifecycle'
import { clock } from '../clock'
import { db, type SampleApplyRecord } from '../db'
import { round2 } from './pricing'
import { iso } from './time'

type SampleApplication = components['schemas']['SampleApplication']

export const SAMPLE_APPLY_MESSAGES = {
  gone: 'La solicitud de muestras no existe.',
  notAllowed: 'Acción no permitida en el estado actual de la solicitud.',
  /** the sample cart's word for a line that is gone or another member's (CART_MESSAGES.unknownLine) */
  unknownLine: 'La línea del carrito no existe.',
} as const

/** Start of the mock clock's month (UTC), in ms. */
function monthStart(now: number): number {
  const date = new Date(now)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
}

/** Lines and amount of the member's applications of this month that still use the quota. */
export function appliedThisMonth(memberId: number): { count: number; amount: number } {
  const since = monthStart(clock.now())
  let count = 0
  let amount = 0
  for (const apply of db.sampleApplies.findMany((q) => q.where({ memberId }))) {
    if (apply.createdAt < since || !sampleApplyMetaOf(apply.state).usesQuota) continue
    count += apply.lines.length
    amount += apply.totalAmount
  }
  return { count, amount: round2(amount) }
}

let serial = 0
/** Application numbers: `SA` + 14 digits of the mock clock + 4 digits. */
export function newSampleApplySn(): string {
  let candidate: string
  do {
    serial = (serial + 1) % 10_000
    const stamp = new Date(clock.now()).toISOString().replace(/\D/g, '').slice(0, 14)
    candidate = `SA${stamp}${String(serial).padStart(4, '0')}`
  } while (db.sampleApplies.findFirst((q) => q.where({ applySn: candidate })))
  return candidate
}

export function newSampleApplyRecord(
  fields: Omit<
    SampleApplyRecord,
    'applySn' | 'state' | 'stateCode' | 'rejectReason' | 'expressNumber' | 'shipTime'
  >,
): SampleApplyRecord {
  const state = initialSampleApplyState()
  return {
    ...fields,
    applySn: newSampleApplySn(),
    state,
    stateCode: sampleApplyMetaOf(state).code,
    rejectReason: null,
    expressNumber: null,
    shipTime: null,
  }
}

export function sampleApplyOut(apply: SampleApplyRecord): SampleApplication {
  return {
    applySn: apply.applySn,
    state: sampleApplyMetaOf(apply.state).code,
    createTime: iso(apply.createdAt),
    receiverName: apply.receiverName,
    receiverMobile: apply.receiverMobile,
    address: apply.address,
    remark: apply.remark,
    lines: apply.lines,
    lineCount: apply.lines.length,
    totalAmount: apply.totalAmount,
    rejectReason: apply.rejectReason,
    expressNumber: apply.expressNumber,
    shipTime: apply.shipTime === null ? null : iso(apply.shipTime),
  }
}

/** Sends a supplier's event to the application's lifecycle; null (nothing changed) when its state refuses it. */
export async function sendSampleApplyEvent(
  apply: SampleApplyRecord,
  event: SampleApplyEvent,
): Promise<SampleApplyRecord | null> {
  const next = advanceSampleApply(apply.state, event)
  if (!next) return null
  const now = clock.now()
  await db.sampleApplies.update((q) => q.where({ applySn: apply.applySn }), {
    data(record) {
      record.state = next
      record.stateCode = sampleApplyMetaOf(next).code
      if (event.type === 'supplier.shipped') {
        record.shipTime = now
        record.expressNumber = `MX${String(now).slice(-10)}`
      }
      if (event.type === 'supplier.rejected')
        record.rejectReason = 'El proveedor no puede atender esta solicitud.'
    },
  })
  return db.sampleApplies.findFirst((q) => q.where({ applySn: apply.applySn }))!
}
