// /shopping/card on the mock (issue 12 item 3; SPEC.md §5, §8): a card's value reaches the prepaid balance
// once through the ledger; a second bind, a card of another member, an unknown number, a wrong PIN and a
// malformed number are refused in Spanish and write nothing; the wrong-PIN limit; once per Idempotency-Key;
// the list of bound cards shows only the last four digits, with paging. Answers are checked against the
// contract by tests/setup.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { CARD_BIND_MESSAGES as M, FAILURES_PER_CARD, FAILURES_PER_MEMBER } from '../lib/card-vouchers'
import { IDEMPOTENCY_MESSAGES } from '../lib/idempotency'
import { entriesOf } from '../lib/ledger'
import { resetDatabase } from '../persistence'
import { SEEDED_CARDS } from '../seed/card-vouchers'
import { SEEDED_VOUCHERS } from '../seed/payments'
import { get, memberOf, newKey, postJson, tokenOf } from '../fixtures/payment-fixtures'

const LIST = '/v3/member/front/rechargeCard/list'
const BIND = '/v3/member/front/rechargeCard/bind'
const BUYER = 'comprador@example.com'
const { value100, value250, value500, takenByDesigner } = SEEDED_CARDS

beforeEach(async () => {
  await resetDatabase()
})

const bind = (token: string, cardNumber: string, cardPin: string, key = newKey()) =>
  postJson(BIND, { cardNumber, cardPin }, token, { 'Idempotency-Key': key })

const buyerId = () => memberOf(BUYER).memberId
const cardEntries = (memberId: number) => entriesOf(memberId).filter((entry) => entry.kind === 'cardBound')

describe('rechargeCard/bind', () => {
  it('credits the whole value to the prepaid balance once, as one ledger entry named by the bind', async () => {
    const token = await tokenOf(BUYER)
    const answer = await bind(token, value250.cardNumber, value250.pin)
    expect(answer).toMatchObject({
      state: 200,
      data: { cardNumberMasked: '**** 0002', value: 250, balanceAfter: 2250 },
    })
    expect(memberOf(BUYER).balance).toBe(2250)
    const entries = cardEntries(buyerId())
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ account: 'balance', amount: 250, documentSn: answer.data.bindSn })
    expect(JSON.stringify(entries[0])).not.toContain(value250.cardNumber)
  })

  it('refuses a second bind of the same card ("ya vinculada") and writes nothing', async () => {
    const token = await tokenOf(BUYER)
    await bind(token, value100.cardNumber, value100.pin)
    const again = await bind(token, value100.cardNumber, value100.pin)
    expect(again).toMatchObject({ state: 255, msg: M.alreadyBound })
    expect(memberOf(BUYER).balance).toBe(2100)
    expect(cardEntries(buyerId())).toHaveLength(1)
  })

  it('refuses a card bound by another member, an unknown number and a wrong PIN, writing nothing', async () => {
    const token = await tokenOf(BUYER)
    const before = entriesOf(buyerId()).length
    expect(await bind(token, takenByDesigner.cardNumber, takenByDesigner.pin)).toMatchObject({
      state: 255,
      msg: M.usedByOther,
    })
    expect(await bind(token, '2999999999999999999', value100.pin)).toMatchObject({ msg: M.wrong })
    expect(await bind(token, value100.cardNumber, '9999999999999999')).toMatchObject({ msg: M.wrong })
    expect(entriesOf(buyerId())).toHaveLength(before)
    expect(memberOf(BUYER).balance).toBe(2000)
    expect(db.vouchers.findFirst((q) => q.where({ cardNumber: value100.cardNumber }))!.usedAt).toBeNull()
  })

  it('refuses a card already spent on a payment (the payment vouchers are the same cards)', async () => {
    const token = await tokenOf(BUYER)
    // the seeded used voucher was spent by comprador (mocks/seed/payments.ts)
    const answer = await bind(token, SEEDED_VOUCHERS.used.cardNumber, SEEDED_VOUCHERS.used.pin)
    expect(answer).toMatchObject({ state: 255, msg: M.spent })
  })

  it('answers the shared rules in Spanish: a 17-digit number, a PIN with letters, nothing typed', async () => {
    const token = await tokenOf(BUYER)
    expect(await bind(token, '20000000000000001', value100.pin)).toMatchObject({
      state: 255,
      msg: 'El número de la tarjeta tiene 19 dígitos',
    })
    expect(await bind(token, value100.cardNumber, '20000000000000AB')).toMatchObject({
      msg: 'El PIN tiene 16 dígitos',
    })
    expect(await bind(token, '', value100.pin)).toMatchObject({ msg: 'Introduzca el número de la tarjeta' })
    expect(memberOf(BUYER).balance).toBe(2000)
  })

  it('credits once per Idempotency-Key: a double click or a retry replays the first answer', async () => {
    const token = await tokenOf(BUYER)
    const key = newKey()
    const [first, second] = await Promise.all([
      bind(token, value500.cardNumber, value500.pin, key),
      bind(token, value500.cardNumber, value500.pin, key),
    ])
    const retry = await bind(token, value500.cardNumber, value500.pin, key)
    const answers = [first, second, retry]
    const credited = answers.filter((answer) => answer.state === 200)
    // the one in flight is refused, every later retry replays the credit
    expect(credited.length).toBeGreaterThanOrEqual(2)
    for (const answer of credited) expect(answer.data.bindSn).toBe(credited[0]!.data.bindSn)
    for (const answer of answers.filter((a) => a.state !== 200))
      expect(answer.msg).toBe(IDEMPOTENCY_MESSAGES.inFlight)
    expect(memberOf(BUYER).balance).toBe(2500)
    expect(cardEntries(buyerId())).toHaveLength(1)
  })

  it('refuses a bind without an Idempotency-Key', async () => {
    const token = await tokenOf(BUYER)
    const answer = await postJson(BIND, { cardNumber: value100.cardNumber, cardPin: value100.pin }, token)
    expect(answer).toMatchObject({ state: 255, msg: IDEMPOTENCY_MESSAGES.missing })
    expect(memberOf(BUYER).balance).toBe(2000)
  })

  it('locks a card number after 5 wrong PINs within an hour, even for the right PIN, then frees it', async () => {
    const token = await tokenOf(BUYER)
    for (let i = 0; i < FAILURES_PER_CARD; i++)
      expect(await bind(token, value100.cardNumber, `999999999999999${i}`)).toMatchObject({ msg: M.wrong })
    const locked = await bind(token, value100.cardNumber, value100.pin)
    expect(locked.state).toBe(255)
    expect(locked.msg).toMatch(/^Demasiados intentos fallidos con esta tarjeta\. .* dentro de 60 minutos\.$/)
    expect(memberOf(BUYER).balance).toBe(2000)
    clock.advanceHours(1)
    expect(await bind(token, value100.cardNumber, value100.pin)).toMatchObject({ state: 200 })
  })

  it('locks a member after 10 failed binds within an hour, whatever the numbers', async () => {
    const token = await tokenOf(BUYER)
    for (let i = 0; i < FAILURES_PER_MEMBER; i++)
      await bind(token, `29999999999999999${String(i).padStart(2, '0')}`, value100.pin)
    const locked = await bind(token, value100.cardNumber, value100.pin)
    expect(locked.msg).toMatch(/^Demasiados intentos fallidos\. Vuelva a intentarlo dentro de \d+ minutos\.$/)
    // another member is not locked by the buyer's guesses
    const other = await tokenOf('personal@example.com')
    expect(await bind(other, value100.cardNumber, value100.pin)).toMatchObject({ state: 200 })
  })

  it('asks for a login (266) and writes nothing', async () => {
    const answer = await bind('', value100.cardNumber, value100.pin)
    expect(answer.state).toBe(266)
  })
})

describe('rechargeCard/list', () => {
  it('lists the member’s own bound cards newest first, masked, with paging', async () => {
    const token = await tokenOf(BUYER)
    expect(await get(`${LIST}?current=1&pageSize=10`, token)).toMatchObject({
      data: { list: [], pagination: { current: 1, pageSize: 10, total: 0 } },
    })
    const cards = Object.values(SEEDED_CARDS).filter((card) => card !== takenByDesigner)
    for (const card of cards) {
      await bind(token, card.cardNumber, card.pin)
      clock.advanceHours(1)
    }
    const page = await get(`${LIST}?current=1&pageSize=10`, token)
    expect(page.data.pagination.total).toBe(cards.length)
    expect(page.data.list.map((row: { value: number }) => row.value)).toEqual(
      [...cards].reverse().map((card) => card.value),
    )
    expect(JSON.stringify(page.data)).not.toMatch(/\d{19}/)
    const designer = await tokenOf('disenador@example.com')
    const theirs = await get(`${LIST}?current=1&pageSize=10`, designer)
    expect(theirs.data.list).toEqual([
      expect.objectContaining({ cardNumberMasked: '**** 0009', value: takenByDesigner.value }),
    ])
  })
})

describe('mock rechargeCards (platform, control panel)', () => {
  it('lists every card with its PIN and who used it', async () => {
    const answer = await get('/v3/mock/front/rechargeCards')
    const taken = answer.data.find(
      (row: { cardNumber: string }) => row.cardNumber === takenByDesigner.cardNumber,
    )
    expect(taken).toMatchObject({
      state: 'bound',
      memberEmail: 'disenador@example.com',
      cardPin: takenByDesigner.pin,
    })
    const spent = answer.data.find(
      (row: { cardNumber: string }) => row.cardNumber === SEEDED_VOUCHERS.used.cardNumber,
    )
    expect(spent).toMatchObject({ state: 'spent', memberEmail: 'comprador@example.com' })
    expect(
      answer.data.filter((row: { state: string }) => row.state === 'unused').length,
    ).toBeGreaterThanOrEqual(6)
  })
})
