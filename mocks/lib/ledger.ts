// The one place where a member's prepaid balance, credit used and points change (issue 12 item 1; SPEC.md §1,
// §4, §5). A movement is posted as a ledger entry (mocks/records/ledger.ts); every figure of a wallet is the
// sum of its entries, read with balanceOf / creditUsedOf / pointsOf. A movement that would take the balance
// or the points below zero, or the credit used below zero or above the member's limit, is refused: nothing
// is written and the refusal says why. Posts run one at a time, so two payments cannot both spend the same
// money between the check and the write; a caller whose own check (a top-up or a payment still open) must not
// interleave either runs check and post in the same turn (inLedgerTurn). Inside a turn only the turn's own
// postAll writes: the module's post, postAll or a second inLedgerTurn would wait for the turn they are in,
// forever. Where the host can follow an async call chain (Node: followTurnsWith in mocks/node.ts) they throw
// instead; see followTurnsWith for why the browser cannot tell.
import { clock } from '../clock'
import { db, nextId, type LedgerAccount, type LedgerEntryRecord, type LedgerKind } from '../db'

export interface Movement {
  memberId: number
  account: LedgerAccount
  /** signed, in the account's unit (see LedgerEntryRecord.amount); 0 moves nothing and writes nothing */
  amount: number
  /**
   * Makes a movement of 0 a record entry that is written (LedgerEntryRecord.recordedAmount): the positive
   * figure of money that moved before, e.g. the deposit a `depositForfeited` entry says the platform kept
   */
  recordedAmount?: number | null
  kind: LedgerKind
  paySn?: string | null
  orderSn?: string | null
  afsSn?: string | null
  documentSn?: string | null
}

export type LedgerRefusalReason =
  | 'unknownMember'
  /** not a finite number of cents (balance, credit) or of whole points; a record entry that moves money */
  | 'invalidAmount'
  | 'balanceShort'
  /** the credit used would pass the member's limit */
  | 'creditShort'
  /** more credit freed than was used */
  | 'creditNegative'
  | 'pointsShort'

export interface LedgerRefusal {
  reason: LedgerRefusalReason
  memberId: number
  account: LedgerAccount
}

export type Posted = { ok: true; entries: LedgerEntryRecord[] } | { ok: false; refusal: LedgerRefusal }
export type PostAll = (movements: readonly Movement[]) => Promise<Posted>

/** A member's figures, each the sum of its entries. */
export interface Wallet {
  balance: number
  creditUsed: number
  points: number
}

// ——— reading ———

/** Balance and credit are summed in cents, points as they are: sums of entries stay exact. */
const SCALE: Record<LedgerAccount, number> = { balance: 100, credit: 100, points: 1 }

/** The amount in whole units of its account (cents or points), or null when it is not one. */
function unitsOf(account: LedgerAccount, amount: number): number | null {
  if (!Number.isFinite(amount)) return null
  const scaled = amount * SCALE[account]
  const units = Math.round(scaled)
  return Math.abs(scaled - units) < 1e-6 ? units : null
}

/** The member's entries in the order they were posted, of one account or of all. */
export function entriesOf(memberId: number, account?: LedgerAccount): LedgerEntryRecord[] {
  return db.ledger
    .findMany((q) => q.where(account ? { memberId, account } : { memberId }))
    .sort((a, b) => a.entryId - b.entryId)
}

function unitsSum(memberId: number, account: LedgerAccount): number {
  let sum = 0
  for (const entry of entriesOf(memberId, account)) sum += unitsOf(account, entry.amount) ?? 0
  return sum
}

const sumOf = (memberId: number, account: LedgerAccount) => unitsSum(memberId, account) / SCALE[account]

/** The prepaid balance (USD): the sum of the member's balance entries. */
export const balanceOf = (memberId: number): number => sumOf(memberId, 'balance')
/** The credit used (USD): the sum of the member's credit entries. */
export const creditUsedOf = (memberId: number): number => sumOf(memberId, 'credit')
/** The points: the sum of the member's points entries. */
export const pointsOf = (memberId: number): number => sumOf(memberId, 'points')

export const walletOf = (memberId: number): Wallet => ({
  balance: balanceOf(memberId),
  creditUsed: creditUsedOf(memberId),
  points: pointsOf(memberId),
})

// ——— checking ———

/**
 * Why these movements, applied in order, cannot all be posted, or null. Only the direction an entry moves
 * is checked against its bound: paying back credit stays possible when a lower limit is already passed.
 */
export function refusalOf(movements: readonly Movement[]): LedgerRefusal | null {
  const running = new Map<string, number>()
  for (const movement of movements) {
    const { memberId, account } = movement
    const refuse = (reason: LedgerRefusalReason): LedgerRefusal => ({ reason, memberId, account })
    const member = db.members.findFirst((q) => q.where({ memberId }))
    if (!member) return refuse('unknownMember')
    const units = unitsOf(account, movement.amount)
    if (units === null) return refuse('invalidAmount')
    if (movement.recordedAmount != null) {
      // a record entry moves nothing and records a positive figure of its account's unit
      const recorded = unitsOf(account, movement.recordedAmount)
      if (units !== 0 || recorded === null || recorded <= 0) return refuse('invalidAmount')
      continue
    }
    const key = `${memberId}:${account}`
    const after = (running.get(key) ?? unitsSum(memberId, account)) + units
    running.set(key, after)
    if (units < 0 && after < 0)
      return refuse(
        account === 'balance' ? 'balanceShort' : account === 'credit' ? 'creditNegative' : 'pointsShort',
      )
    if (account === 'credit' && units > 0 && after > Math.round(member.creditLimit * SCALE.credit))
      return refuse('creditShort')
  }
  return null
}

// ——— posting ———

let queue: Promise<unknown> = Promise.resolve()

/** A turn while its task runs; `running` turns false when the task has settled. */
export interface Turn {
  running: boolean
}

/** The part of Node's AsyncLocalStorage the ledger uses to know which async call chain a post comes from. */
export interface TurnContext {
  run<R>(turn: Turn, callback: () => R): R
  getStore(): Turn | undefined
}

let turns: TurnContext | null = null

/**
 * Makes a post, postAll or inLedgerTurn issued from inside a running turn throw instead of waiting forever.
 * Telling "inside" needs the async call chain: the turn runs its task in `context` (an AsyncLocalStorage),
 * which follows every await of the task and of what it calls, and nothing else. A plain flag or depth counter
 * set while a turn runs cannot do this: at each await other requests' code runs, and their posts must wait for
 * the turn, not fail; counting only the task's synchronous start would miss every post after its first await.
 * Browsers have no such context (TC39 AsyncContext is a proposal), so there a post inside a turn still hangs;
 * the Vitest suite, which runs every flow in Node, is where it shows.
 */
export function followTurnsWith(context: TurnContext | null): void {
  turns = context
}

/** The error for `what` called from inside a running turn, or null. */
function insideTurnError(what: string): Error | null {
  if (!turns?.getStore()?.running) return null
  return new Error(
    `${what} was called inside a ledger turn, which it would wait for forever: post through the postAll the turn's task was given (mocks/lib/ledger.ts inLedgerTurn)`,
  )
}

/** Runs `task` after every post before it has finished. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}

/** Posts every movement or none (see postAll); only ever called inside a turn. */
async function write(movements: readonly Movement[]): Promise<Posted> {
  const moving = movements.filter((movement) => movement.amount !== 0 || movement.recordedAmount != null)
  const refusal = refusalOf(moving)
  if (refusal) return { ok: false, refusal }
  const firstId = nextId('ledger', 'entryId')
  const at = clock.now()
  const entries: LedgerEntryRecord[] = []
  for (const [index, movement] of moving.entries()) {
    const units = unitsOf(movement.account, movement.amount)!
    const recorded =
      movement.recordedAmount == null ? null : unitsOf(movement.account, movement.recordedAmount)!
    entries.push(
      await db.ledger.create({
        entryId: firstId + index,
        memberId: movement.memberId,
        account: movement.account,
        amount: units / SCALE[movement.account],
        recordedAmount: recorded === null ? null : recorded / SCALE[movement.account],
        kind: movement.kind,
        paySn: movement.paySn ?? null,
        orderSn: movement.orderSn ?? null,
        afsSn: movement.afsSn ?? null,
        documentSn: movement.documentSn ?? null,
        at,
      }),
    )
  }
  return { ok: true, entries }
}

/**
 * Posts the movements together: all of them, or — when one is refused — none. Movements of 0 are skipped,
 * unless they are record entries (Movement.recordedAmount). The entries take the mock clock's time.
 */
export const postAll: PostAll = (movements) => {
  const inside = insideTurnError("The ledger's postAll")
  return inside ? Promise.reject(inside) : oneAtATime(() => write(movements))
}

/**
 * Runs `task` in the ledger's turn: no post and no other turn starts before it ends, so a task that checks a
 * document and then posts its money (a top-up confirmed once, issue 12 item 2; a payment paid once, SPEC.md §5)
 * cannot interleave with a second one doing the same. Inside, post through the `postAll` the task is given:
 * the module's own would wait for the turn the task holds (and throws where followTurnsWith can tell).
 */
export function inLedgerTurn<T>(task: (postAll: PostAll) => Promise<T>): Promise<T> {
  const inside = insideTurnError('inLedgerTurn')
  if (inside) return Promise.reject(inside)
  return oneAtATime(async () => {
    const turn: Turn = { running: true }
    try {
      return await (turns ? turns.run(turn, () => task(write)) : task(write))
    } finally {
      turn.running = false
    }
  })
}

/** Posts one movement (see postAll). */
export const post = (movement: Movement): Promise<Posted> => postAll([movement])

/**
 * Money going back to the account that paid (SPEC.md §5 refund account = payment account): the prepaid
 * balance gets `amount`, a credit line frees it (never more than is used); other methods move nothing here.
 */
export async function payBackTo(
  method: string,
  memberId: number,
  amount: number,
  movement: Pick<Movement, 'kind' | 'paySn' | 'orderSn' | 'afsSn'>,
): Promise<Posted | null> {
  if (!(amount > 0)) return null
  if (method === 'balance') return post({ ...movement, memberId, account: 'balance', amount })
  if (method === 'credit') {
    const freed = Math.min(amount, creditUsedOf(memberId))
    return post({ ...movement, memberId, account: 'credit', amount: -freed })
  }
  return null
}

/** Brings one account to `target` with one `adjustment` entry of the difference (mock control, tests). */
export function adjustTo(memberId: number, account: LedgerAccount, target: number): Promise<Posted> {
  const current = sumOf(memberId, account)
  const difference =
    (Math.round(target * SCALE[account]) - Math.round(current * SCALE[account])) / SCALE[account]
  return post({ memberId, account, amount: difference, kind: 'adjustment' })
}
