// Property tests of the ledger (issue 12 items 1 to 4): for any sequence of top-ups, payments by balance and by
// credit, refunds, forfeits, voucher rests, card binds, credit bills paid from the balance and points earned and
// spent, every figure of a wallet is the sum of
// its entries, the balance and the points never go below zero, the credit used stays within 0..limit, and a
// refused movement writes nothing. A plain model of the wallet (integers of cents and points) says what each
// step must do. A forfeit is what mocks/lib/order-lifecycle.ts writes when an overdue final payment closes a
// reservation order: a record entry on the balance (amount 0, the deposit as recordedAmount) that moves
// nothing, because the deposit left the balance when it was paid (a payBalance step). The ledger's turn: a post
// issued inside one throws instead of waiting forever, a post from outside waits for it.
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { db, type LedgerAccount, type LedgerKind, type MemberRecord } from '../db'
import { resetDatabase } from '../persistence'
import {
  adjustTo,
  balanceOf,
  creditUsedOf,
  entriesOf,
  inLedgerTurn,
  payBackTo,
  pointsOf,
  post,
  postAll,
  walletOf,
  type Movement,
  type Posted,
} from './ledger'

beforeEach(async () => {
  await resetDatabase()
})

/** A member of the test's own with no entries yet and a credit limit in cents. */
let nextMemberId = 90_000
async function newMember(creditLimitCents: number): Promise<number> {
  const template = db.members.all()[0] as MemberRecord
  nextMemberId += 1
  await db.members.create({
    ...template,
    memberId: nextMemberId,
    email: `ledger-${nextMemberId}@example.com`,
    creditLimit: creditLimitCents / 100,
  })
  return nextMemberId
}

// ——— the actions and their model ———

type Single =
  | {
      type: 'topUp' | 'payBalance' | 'payCredit' | 'forfeit' | 'voucherRest' | 'cardBound' | 'billPaid'
      cents: number
    }
  | { type: 'refund'; method: 'balance' | 'credit' | 'card'; cents: number }
  | { type: 'pointsEarned' | 'pointsSpent'; points: number }
  /** an adjustment of an odd amount: not whole cents or points, not a number, or a half dollar back */
  | { type: 'badAmount'; account: LedgerAccount; amount: number }
  /** a forfeit record that moves money or records no whole positive figure */
  | { type: 'badRecord'; amount: number; recorded: number }
/** one movement, or several posted together (all or none) */
type Step = Single | { type: 'batch'; steps: Exclude<Single, { type: 'refund' }>[] }

/** Units of each account: cents of balance, cents of credit used, points. */
interface Model {
  balance: number
  credit: number
  points: number
  limit: number
}

const cents = fc.integer({ min: 1, max: 300_000 })
const points = fc.integer({ min: 1, max: 20_000 })
const single: fc.Arbitrary<Single> = fc.oneof(
  fc.record({ type: fc.constant('topUp' as const), cents }),
  fc.record({ type: fc.constant('payBalance' as const), cents }),
  fc.record({ type: fc.constant('payCredit' as const), cents }),
  fc.record({ type: fc.constant('forfeit' as const), cents }),
  fc.record({ type: fc.constant('voucherRest' as const), cents }),
  fc.record({ type: fc.constant('cardBound' as const), cents }),
  fc.record({ type: fc.constant('billPaid' as const), cents }),
  fc.record({
    type: fc.constant('refund' as const),
    method: fc.constantFrom('balance', 'credit', 'card'),
    cents,
  }),
  fc.record({ type: fc.constant('pointsEarned' as const), points }),
  fc.record({ type: fc.constant('pointsSpent' as const), points }),
  fc.record({
    type: fc.constant('badAmount' as const),
    account: fc.constantFrom<LedgerAccount>('balance', 'credit', 'points'),
    amount: fc.constantFrom(0.001, 12.345, Number.NaN, Number.POSITIVE_INFINITY, -0.5),
  }),
  fc.oneof(
    fc.record({
      type: fc.constant('badRecord' as const),
      amount: fc.constant(0),
      recorded: fc.constantFrom(0, -300, 0.001, Number.NaN),
    }),
    fc.record({
      type: fc.constant('badRecord' as const),
      amount: fc.constantFrom(-300, 300),
      recorded: fc.constant(300),
    }),
  ),
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: single },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('batch' as const),
      steps: fc.array(
        single.filter((s): s is Exclude<Single, { type: 'refund' }> => s.type !== 'refund'),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  },
)

/** The movements a (non-refund) step posts together: one, or two for a credit bill paid from the balance. */
function movementsOf(memberId: number, s: Exclude<Single, { type: 'refund' }>): Movement[] {
  if (s.type === 'billPaid') {
    // mocks/lib/credit-bills.ts: the balance pays the bill and frees as much credit, all or nothing
    const bill = { memberId, kind: 'billPaid' as const, documentSn: 'CB-TEST' }
    return [
      { ...bill, account: 'balance', amount: -s.cents / 100 },
      { ...bill, account: 'credit', amount: -s.cents / 100 },
    ]
  }
  return [movementOf(memberId, s)]
}

/** The movement a (non-refund, non-bill) step posts. */
function movementOf(memberId: number, s: Exclude<Single, { type: 'refund' }>): Movement {
  const money = (account: LedgerAccount, kind: LedgerKind, sign: 1 | -1, c: number): Movement => ({
    memberId,
    account,
    kind,
    amount: (sign * c) / 100,
    paySn: 'PG-TEST',
  })
  switch (s.type) {
    case 'topUp':
      return { ...money('balance', 'topUp', 1, s.cents), documentSn: 'RC-TEST' }
    case 'payBalance':
      return money('balance', 'orderPaid', -1, s.cents)
    case 'payCredit':
      return money('credit', 'orderPaid', 1, s.cents)
    case 'forfeit':
      // mocks/lib/order-lifecycle.ts recordForfeitedDeposit: the deposit (paid before) is recorded, not moved
      return {
        memberId,
        account: 'balance',
        kind: 'depositForfeited',
        amount: 0,
        recordedAmount: s.cents / 100,
        orderSn: 'P-TEST',
        paySn: 'PG-TEST',
      }
    case 'badRecord':
      return {
        memberId,
        account: 'balance',
        kind: 'depositForfeited',
        amount: s.amount,
        recordedAmount: s.recorded,
        orderSn: 'P-TEST',
      }
    case 'voucherRest':
      return money('balance', 'voucherRest', 1, s.cents)
    case 'cardBound':
      return { ...money('balance', 'cardBound', 1, s.cents), paySn: null, documentSn: 'VR-TEST' }
    case 'pointsEarned':
      return { memberId, account: 'points', kind: 'pointsEarned', amount: s.points, orderSn: 'P-TEST' }
    case 'pointsSpent':
      return { memberId, account: 'points', kind: 'pointsSpent', amount: -s.points, orderSn: 'P-TEST' }
    case 'badAmount':
      return { memberId, account: s.account, kind: 'adjustment', amount: s.amount }
    case 'billPaid':
      throw new Error('a bill is two movements: movementsOf')
  }
}

/** The model after one movement, or null when the ledger must refuse it. */
function applied(model: Model, movement: Movement): Model | null {
  const scale = movement.account === 'points' ? 1 : 100
  const whole = (value: number) =>
    Number.isFinite(value * scale) && Math.abs(value * scale - Math.round(value * scale)) <= 1e-6
  if (!whole(movement.amount)) return null
  if (movement.recordedAmount != null) {
    // a record entry: amount 0 and a positive whole figure, or refused; it never changes a figure
    const recorded = movement.recordedAmount
    return movement.amount === 0 && whole(recorded) && Math.round(recorded * scale) > 0 ? model : null
  }
  const units = Math.round(movement.amount * scale)
  const key = movement.account
  const after = { ...model, [key]: model[key] + units }
  if (units < 0 && after[key] < 0) return null
  if (key === 'credit' && units > 0 && after.credit > model.limit) return null
  return after
}

/** Posts the step; returns what the ledger answered and what the model expects afterwards (null: refused). */
async function run(
  memberId: number,
  model: Model,
  s: Step,
): Promise<{ posted: Posted | null; next: Model | null }> {
  if (s.type === 'refund') {
    const amount = s.cents / 100
    const posted = await payBackTo(s.method, memberId, amount, { kind: 'refund', afsSn: 'AS-TEST' })
    if (s.method === 'balance') return { posted, next: { ...model, balance: model.balance + s.cents } }
    if (s.method === 'credit')
      return { posted, next: { ...model, credit: model.credit - Math.min(s.cents, model.credit) } }
    return { posted, next: model }
  }
  const movements =
    s.type === 'batch' ? s.steps.flatMap((inner) => movementsOf(memberId, inner)) : movementsOf(memberId, s)
  let next: Model | null = model
  for (const movement of movements) next = next && applied(next, movement)
  return { posted: await postAll(movements), next }
}

/** The figures as sums of the member's entries, added up here in cents and points. */
function sums(memberId: number) {
  const total = (account: LedgerAccount, scale: number) =>
    entriesOf(memberId, account).reduce((sum, entry) => sum + Math.round(entry.amount * scale), 0)
  return { balance: total('balance', 100), credit: total('credit', 100), points: total('points', 1) }
}

describe('the ledger', () => {
  it('keeps every figure equal to the sum of its entries and within its bounds; a refused movement writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(step, { minLength: 1, maxLength: 30 }),
        async (limit, steps) => {
          const memberId = await newMember(limit)
          let model: Model = { balance: 0, credit: 0, points: 0, limit }
          for (const s of steps) {
            const before = JSON.stringify(db.ledger.all())
            const { posted, next } = await run(memberId, model, s)
            if (next === null) {
              expect(posted?.ok, JSON.stringify(s)).toBe(false)
              expect(JSON.stringify(db.ledger.all())).toBe(before)
            } else {
              expect(posted === null || posted.ok, JSON.stringify(s)).toBe(true)
              model = next
            }
            const wallet = walletOf(memberId)
            expect(sums(memberId)).toEqual({
              balance: model.balance,
              credit: model.credit,
              points: model.points,
            })
            expect(wallet).toEqual({
              balance: model.balance / 100,
              creditUsed: model.credit / 100,
              points: model.points,
            })
            expect(wallet.balance).toBeGreaterThanOrEqual(0)
            expect(wallet.points).toBeGreaterThanOrEqual(0)
            expect(wallet.creditUsed).toBeGreaterThanOrEqual(0)
            expect(wallet.creditUsed).toBeLessThanOrEqual(limit / 100)
          }
          // only a forfeit's record entry moves nothing, and it keeps its deposit and order; each entry names
          // its member, account, kind and time
          for (const entry of entriesOf(memberId)) {
            if (entry.kind === 'depositForfeited') {
              expect(entry).toMatchObject({ account: 'balance', amount: 0, orderSn: 'P-TEST' })
              expect(entry.recordedAmount).toBeGreaterThan(0)
            } else {
              expect(entry.amount).not.toBe(0)
              expect(entry.recordedAmount).toBeNull()
            }
            expect(entry).toMatchObject({ memberId, at: expect.any(Number) })
          }
        },
      ),
      { numRuns: 120 },
    )
  })

  it('says why it refuses: balance short, credit short, more credit freed than used, points short, bad amount, a record that moves money, no such member', async () => {
    const memberId = await newMember(10_000)
    const refusal = async (movement: Omit<Movement, 'memberId'>, who = memberId) => {
      const posted = await post({ ...movement, memberId: who })
      return posted.ok ? null : posted.refusal.reason
    }
    expect(await refusal({ account: 'balance', amount: -0.01, kind: 'orderPaid' })).toBe('balanceShort')
    expect(await refusal({ account: 'credit', amount: 100.01, kind: 'orderPaid' })).toBe('creditShort')
    expect(await refusal({ account: 'credit', amount: -1, kind: 'refund' })).toBe('creditNegative')
    expect(await refusal({ account: 'points', amount: -1, kind: 'pointsSpent' })).toBe('pointsShort')
    expect(await refusal({ account: 'points', amount: 1.5, kind: 'pointsEarned' })).toBe('invalidAmount')
    expect(
      await refusal({ account: 'balance', amount: -300, recordedAmount: 300, kind: 'depositForfeited' }),
    ).toBe('invalidAmount')
    expect(await refusal({ account: 'balance', amount: 5, kind: 'topUp' }, 999_999)).toBe('unknownMember')
    expect(entriesOf(memberId)).toEqual([])
    expect(await refusal({ account: 'credit', amount: 100, kind: 'orderPaid' })).toBeNull()
    expect(creditUsedOf(memberId)).toBe(100)
  })

  it('posts a batch all or nothing, in one run of entry ids, with its documents and the mock time', async () => {
    const memberId = await newMember(0)
    const refused = await postAll([
      { memberId, account: 'balance', amount: 50, kind: 'topUp', documentSn: 'RC1' },
      { memberId, account: 'balance', amount: -60, kind: 'orderPaid', paySn: 'PG1' },
    ])
    expect(refused).toMatchObject({ ok: false, refusal: { reason: 'balanceShort', account: 'balance' } })
    expect(entriesOf(memberId)).toEqual([])
    const posted = await postAll([
      { memberId, account: 'balance', amount: 50, kind: 'topUp', documentSn: 'RC1' },
      { memberId, account: 'balance', amount: -20.5, kind: 'orderPaid', paySn: 'PG1', orderSn: 'P1' },
      { memberId, account: 'points', amount: 0, kind: 'pointsEarned' },
    ])
    expect(posted.ok).toBe(true)
    const [first, second] = entriesOf(memberId)
    expect(entriesOf(memberId)).toHaveLength(2)
    expect(second!.entryId).toBe(first!.entryId + 1)
    expect(first).toMatchObject({ kind: 'topUp', documentSn: 'RC1', paySn: null, orderSn: null, afsSn: null })
    expect(second).toMatchObject({ kind: 'orderPaid', paySn: 'PG1', orderSn: 'P1', amount: -20.5 })
    expect(balanceOf(memberId)).toBe(29.5)
  })

  it('runs concurrent payments one at a time: two payments of 60 from a balance of 100 → one is refused', async () => {
    const memberId = await newMember(0)
    await post({ memberId, account: 'balance', amount: 100, kind: 'topUp' })
    const pay = () => post({ memberId, account: 'balance', amount: -60, kind: 'orderPaid' })
    const answers = await Promise.all([pay(), pay()])
    expect(answers.map((answer) => answer.ok).sort()).toEqual([false, true])
    expect(balanceOf(memberId)).toBe(40)
  })

  it('adjusts an account to a figure with one entry of the difference, never below zero', async () => {
    const memberId = await newMember(0)
    await adjustTo(memberId, 'points', 250)
    await adjustTo(memberId, 'points', 40)
    expect(pointsOf(memberId)).toBe(40)
    expect(entriesOf(memberId, 'points').map((entry) => entry.amount)).toEqual([250, -210])
    expect((await adjustTo(memberId, 'points', -1)).ok).toBe(false)
    expect(pointsOf(memberId)).toBe(40)
  })

  it('opens the seeded accounts with their figures (GLOSSARY.md), one opening entry per non-zero figure', () => {
    const of = (email: string) => walletOf(db.members.findFirst((q) => q.where({ email }))!.memberId)
    expect(of('comprador@example.com')).toEqual({ balance: 2000, creditUsed: 0, points: 5000 })
    expect(of('moroso@example.com')).toEqual({ balance: 0, creditUsed: 4800, points: 100 })
    expect(of('personal@example.com')).toEqual({ balance: 3000, creditUsed: 0, points: 100 })
    const moroso = db.members.findFirst((q) => q.where({ email: 'moroso@example.com' }))!
    expect(entriesOf(moroso.memberId).map(({ account, kind, amount }) => [account, kind, amount])).toEqual([
      ['credit', 'opening', 4800],
      ['points', 'opening', 100],
    ])
  })
})

describe('the ledger turn', () => {
  const INSIDE = /inside a ledger turn/

  it('refuses a post, a postAll or a second turn issued from inside a turn instead of waiting forever', async () => {
    const memberId = await newMember(0)
    const topUp = { memberId, account: 'balance', amount: 10, kind: 'topUp' } as const
    // before the task's first await, and after awaits of its own and of the database
    await expect(inLedgerTurn(() => post(topUp))).rejects.toThrow(INSIDE)
    await expect(
      inLedgerTurn(async () => {
        await Promise.resolve()
        await db.members.update((q) => q.where({ memberId }), { data: () => undefined })
        return postAll([topUp])
      }),
    ).rejects.toThrow(INSIDE)
    await expect(inLedgerTurn(() => inLedgerTurn(async () => null))).rejects.toThrow(INSIDE)
    expect(entriesOf(memberId)).toEqual([])
    // the refused turns are over: the ledger takes posts again
    expect((await post(topUp)).ok).toBe(true)
    expect(balanceOf(memberId)).toBe(10)
  })

  it('lets a post from outside wait for a running turn, and writes it after the turn', async () => {
    const memberId = await newMember(0)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const turn = inLedgerTurn(async (turnPostAll) => {
      await held
      return turnPostAll([{ memberId, account: 'balance', amount: 50, kind: 'topUp' }])
    })
    const outside = post({ memberId, account: 'balance', amount: -50, kind: 'orderPaid' })
    await Promise.resolve()
    release()
    const [inTurn, after] = await Promise.all([turn, outside])
    expect([inTurn.ok, after.ok]).toEqual([true, true])
    expect(entriesOf(memberId).map((entry) => entry.amount)).toEqual([50, -50])
  })

  it('lets work a turn started run on after the turn has ended post normally', async () => {
    const memberId = await newMember(0)
    let later!: Promise<Posted>
    await inLedgerTurn(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
        post({ memberId, account: 'points', amount: 5, kind: 'adjustment' }),
      )
    })
    expect((await later).ok).toBe(true)
    expect(pointsOf(memberId)).toBe(5)
  })
})
