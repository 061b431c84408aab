// The figures the seeded accounts open with (GLOSSARY.md seeded accounts; issue 12 item 1): each is posted
// as an `opening` ledger entry, so every later balance, credit used and points figure is a sum of entries.
import { clock } from '../clock'
import type { MemberRecord } from '../db'
import { postAll, type Movement, type Wallet } from '../lib/ledger'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Every seeded account's opening figures, unless its email's local part is listed below. */
const DEFAULT_OPENING: Wallet = { balance: 500, creditUsed: 0, points: 100 }

const OPENINGS: Record<string, Partial<Wallet>> = {
  comprador: { balance: 2000, points: 5000 },
  personal: { balance: 3000 },
  // zero prepaid balance; the credit used opens a year ago, so its bill (mocks/lib/credit-bills.ts) is overdue
  moroso: { balance: 0, creditUsed: 4800 },
}

export function openingOf(member: MemberRecord): Wallet {
  return { ...DEFAULT_OPENING, ...OPENINGS[member.email.split('@')[0] ?? ''] }
}

/**
 * Posts the opening entries of the seeded members, dated a year before the seeding hour (before every seeded
 * order, and the same for every seed of one hour, like the order history of mocks/seed/order-history.ts).
 */
export async function seedOpeningBalances(members: readonly MemberRecord[]): Promise<void> {
  const realNow = clock.now
  const openedAt = Math.floor(realNow() / HOUR) * HOUR - 365 * DAY
  const movements: Movement[] = members.flatMap((member) => {
    const opening = openingOf(member)
    const entry = (account: Movement['account'], amount: number): Movement => ({
      memberId: member.memberId,
      account,
      amount,
      kind: 'opening',
    })
    return [
      entry('balance', opening.balance),
      entry('credit', opening.creditUsed),
      entry('points', opening.points),
    ]
  })
  clock.now = () => openedAt
  try {
    const posted = await postAll(movements)
    if (!posted.ok) throw new Error(`seed: opening figures refused (${JSON.stringify(posted.refusal)})`)
  } finally {
    clock.now = realNow
  }
}
