// Binding top-up cards (issue 12 item 3; SPEC.md §2 /shopping/card, §5, §8): a card's whole value goes to the
// member's prepaid balance once, as one `cardBound` ledger entry (mocks/lib/ledger.ts) whose document is the
// bind's number. A refusal writes nothing but the failed attempt the wrong-PIN limit counts: 5 wrong PINs or
// unknown numbers for one card number within an hour lock that number, 10 failures of one member within an
// hour lock the member's binding, each until the oldest counted failure is an hour old (guessing a 16-digit
// PIN stays out of reach). A bind runs in the ledger's turn (inLedgerTurn), so two tabs cannot both credit the
// same card, nor can a payment spend it (mocks/handlers/payment.ts, same turn) while it is being bound.
import type { components } from '../../src/api/schema'
import { maskCardNumber, type CardBindValues } from '../../src/schemas/card-voucher.schema'
import { clock } from '../clock'
import { db, nextId, type CardBindRecord, type MemberRecord } from '../db'
import { balanceOf, inLedgerTurn } from './ledger'
import { paginate } from './paginate'

type RechargeCard = components['schemas']['RechargeCard']
type RechargeCardBindResult = components['schemas']['RechargeCardBindResult']
type MockRechargeCard = components['schemas']['MockRechargeCard']

export const CARD_BIND_MESSAGES = {
  wrong: 'El número de la tarjeta o el PIN no es correcto.',
  alreadyBound: 'Esta tarjeta ya está vinculada a su cuenta.',
  usedByOther: 'Esta tarjeta ya fue utilizada por otra cuenta.',
  spent: 'Esta tarjeta ya fue utilizada en un pago.',
  cardLocked:
    'Demasiados intentos fallidos con esta tarjeta. Vuelva a intentarlo dentro de {minutes} minutos.',
  memberLocked: 'Demasiados intentos fallidos. Vuelva a intentarlo dentro de {minutes} minutos.',
  refused: 'No se pudo acreditar la tarjeta. Inténtelo de nuevo.',
} as const

export const FAILURES_PER_CARD = 5
export const FAILURES_PER_MEMBER = 10
export const FAILURE_WINDOW_MS = 3_600_000

export type BindOutcome = { ok: true; result: RechargeCardBindResult } | { ok: false; message: string }

// ——— the wrong-PIN limit ———

/** Minutes until fewer than `limit` of these failures are within the window, or 0 when not locked. */
function lockedMinutes(times: number[], limit: number, now: number): number {
  const recent = times.filter((at) => now - at < FAILURE_WINDOW_MS).sort((a, b) => a - b)
  if (recent.length < limit) return 0
  const freedAt = recent[recent.length - limit]! + FAILURE_WINDOW_MS
  return Math.max(1, Math.ceil((freedAt - now) / 60_000))
}

function lockMessage(memberId: number, cardNumber: string, now: number): string | null {
  const byCard = db.cardBindFailures.findMany((q) => q.where({ cardNumber })).map((f) => f.at)
  const cardMinutes = lockedMinutes(byCard, FAILURES_PER_CARD, now)
  if (cardMinutes > 0) return CARD_BIND_MESSAGES.cardLocked.replace('{minutes}', String(cardMinutes))
  const byMember = db.cardBindFailures.findMany((q) => q.where({ memberId })).map((f) => f.at)
  const memberMinutes = lockedMinutes(byMember, FAILURES_PER_MEMBER, now)
  if (memberMinutes > 0) return CARD_BIND_MESSAGES.memberLocked.replace('{minutes}', String(memberMinutes))
  return null
}

async function noteFailure(memberId: number, cardNumber: string, at: number): Promise<void> {
  await db.cardBindFailures.create({
    failureId: nextId('cardBindFailures', 'failureId'),
    memberId,
    cardNumber,
    at,
  })
}

// ——— binding ———

/** "VR" + the day (mock clock, UTC) + a serial of that day: the bind's number. */
function newBindSn(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '')
  const prefix = `VR${day}`
  const serial = db.cardBinds.findMany().filter((bind) => bind.bindSn.startsWith(prefix)).length + 1
  return `${prefix}${String(serial).padStart(5, '0')}`
}

export const rechargeCardOf = (bind: CardBindRecord): RechargeCard => ({
  bindSn: bind.bindSn,
  cardNumberMasked: maskCardNumber(bind.cardNumber),
  value: bind.value,
  boundAt: new Date(bind.boundAt).toISOString(),
})

/** Why a used card cannot be bound by `member`, in the words of the contract. */
function usedMessage(member: MemberRecord, cardNumber: string, usedBy: number | null): string {
  const bind = db.cardBinds.findFirst((q) => q.where({ cardNumber }))
  if (bind)
    return bind.memberId === member.memberId
      ? CARD_BIND_MESSAGES.alreadyBound
      : CARD_BIND_MESSAGES.usedByOther
  return usedBy === member.memberId ? CARD_BIND_MESSAGES.spent : CARD_BIND_MESSAGES.usedByOther
}

/** Binds the card to `member` (values already passed the shared rules): the credit, or why not. */
export function bindCard(member: MemberRecord, values: CardBindValues): Promise<BindOutcome> {
  return inLedgerTurn(async (postAll): Promise<BindOutcome> => {
    const now = clock.now()
    const { cardNumber, cardPin } = values
    const locked = lockMessage(member.memberId, cardNumber, now)
    if (locked) return { ok: false, message: locked }
    const card = db.vouchers.findFirst((q) => q.where({ cardNumber }))
    if (!card || card.pin !== cardPin) {
      await noteFailure(member.memberId, cardNumber, now)
      return { ok: false, message: CARD_BIND_MESSAGES.wrong }
    }
    if (card.usedAt != null)
      return { ok: false, message: usedMessage(member, cardNumber, card.usedByMemberId) }
    const bindSn = newBindSn(now)
    const posted = await postAll([
      {
        memberId: member.memberId,
        account: 'balance',
        amount: card.value,
        kind: 'cardBound',
        documentSn: bindSn,
      },
    ])
    if (!posted.ok) return { ok: false, message: CARD_BIND_MESSAGES.refused }
    await db.vouchers.update(card, {
      data: (record) => {
        record.usedAt = now
        record.usedByMemberId = member.memberId
      },
    })
    const bind = await db.cardBinds.create({
      bindSn,
      memberId: member.memberId,
      cardNumber,
      value: card.value,
      boundAt: now,
    })
    return { ok: true, result: { ...rechargeCardOf(bind), balanceAfter: balanceOf(member.memberId) } }
  })
}

/** The member's bound cards, newest first, one page. */
export function boundCardsPage(memberId: number, current: number, pageSize: number) {
  const binds = db.cardBinds
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => b.boundAt - a.boundAt || b.bindSn.localeCompare(a.bindSn))
  const page = paginate(binds, current, pageSize)
  return { pagination: page.pagination, list: page.list.map(rechargeCardOf) }
}

/** Every card with its PIN and use, for testers (mock control panel, as the platform). */
export function mockCardRows(): MockRechargeCard[] {
  return db.vouchers
    .findMany()
    .sort((a, b) => a.cardNumber.localeCompare(b.cardNumber))
    .map((card) => {
      const bound =
        card.usedAt != null && db.cardBinds.findFirst((q) => q.where({ cardNumber: card.cardNumber }))
      const user =
        card.usedByMemberId == null
          ? null
          : db.members.findFirst((q) => q.where({ memberId: card.usedByMemberId! }))
      return {
        cardNumber: card.cardNumber,
        cardPin: card.pin,
        value: card.value,
        state: card.usedAt == null ? 'unused' : bound ? 'bound' : 'spent',
        memberEmail: user?.email ?? null,
        usedAt: card.usedAt == null ? null : new Date(card.usedAt).toISOString(),
      }
    })
}
