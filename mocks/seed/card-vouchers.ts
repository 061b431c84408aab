// Top-up cards for /shopping/card (issue 12 item 3; SPEC.md §5 card 19 digits, PIN 16). The README and the
// control panel ("Vales de recarga") list them for testers: several unused cards of different values, and one
// already bound by disenador@example.com (so another member binding it is refused). They are vouchers like
// the payment's (mocks/seed/payments.ts): a card pays an order or is bound, once.
import { clock } from '../clock'
import { db, type MemberRecord, type VoucherRecord } from '../db'
import { post } from '../lib/ledger'
import { insertMany } from '../lib/bulk-insert'
import { MOCK_EPOCH } from './constants'

const DAY = 86_400_000

export const SEEDED_CARDS = {
  value100: { cardNumber: '2000000000000000001', pin: '2000000000000001', value: 100 },
  value250: { cardNumber: '2000000000000000002', pin: '2000000000000002', value: 250 },
  value500: { cardNumber: '2000000000000000003', pin: '2000000000000003', value: 500 },
  value50: { cardNumber: '2000000000000000004', pin: '2000000000000004', value: 50 },
  value1000: { cardNumber: '2000000000000000005', pin: '2000000000000005', value: 1000 },
  value20: { cardNumber: '2000000000000000006', pin: '2000000000000006', value: 20 },
  /** bound by disenador@example.com ten days before the mock epoch */
  takenByDesigner: { cardNumber: '2000000000000000009', pin: '2000000000000009', value: 200 },
} as const

/** The bind number of the seeded bind (the ledger entry's documentSn). */
export const SEEDED_BIND_SN = 'VR2026102200001'

/**
 * Inserts the cards and the designer's bind: the bind record and its `cardBound` ledger entry, so the
 * designer's balance is the sum of its entries like every other.
 */
export async function seedCardVouchers(members: readonly MemberRecord[]): Promise<void> {
  const designer = members.find((member) => member.email === 'disenador@example.com')
  const boundAt = MOCK_EPOCH - 10 * DAY
  const { takenByDesigner, ...unused } = SEEDED_CARDS
  const records: VoucherRecord[] = [
    ...Object.values(unused).map((card) => ({ ...card, usedAt: null, usedByMemberId: null })),
    { ...takenByDesigner, usedAt: designer ? boundAt : null, usedByMemberId: designer?.memberId ?? null },
  ]
  await insertMany(db.vouchers, records)
  if (!designer) return
  await db.cardBinds.create({
    bindSn: SEEDED_BIND_SN,
    memberId: designer.memberId,
    cardNumber: takenByDesigner.cardNumber,
    value: takenByDesigner.value,
    boundAt,
  })
  const realNow = clock.now
  clock.now = () => boundAt
  try {
    const posted = await post({
      memberId: designer.memberId,
      account: 'balance',
      amount: takenByDesigner.value,
      kind: 'cardBound',
      documentSn: SEEDED_BIND_SN,
    })
    if (!posted.ok) throw new Error(`seed: card bind refused (${JSON.stringify(posted.refusal)})`)
  } finally {
    clock.now = realNow
  }
}
