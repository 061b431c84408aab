// Tenders through the mock server (issue 28 item 2; SPEC.md §2 /bid/*, /member/bid, §8): the publish rules
// answer in Spanish, offers are sealed until the deadline and refused after it or on a terminated tender, the
// states move on the mock clock, only the owner awards or terminates, and one winner is ever picked however
// the picks arrive. tests/setup.ts validates every answer against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { tenderMessages } from '../../src/schemas/tender.schema'
import { clock } from '../clock'
import { db } from '../db'
import { dayOf } from '../lib/contracts'
import { t } from '../lib/i18n'
import { TENDER_MESSAGES as M } from '../lib/tenders'
import { resetDatabase } from '../persistence'
import { TENDER_CONTROL_PATHS as C } from '../control-panel/endpoints/tender-control'
import { TENDER_PATHS as P } from './tenders'
import { API, get, newKey, postJson, tokenOf, type Answer } from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const PERSONAL = 'personal@example.com'
const DAY = 86_400_000

beforeEach(async () => {
  await resetDatabase()
})

const day = (offset: number) => dayOf(clock.now() + offset * DAY)

function tender(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Bloques de hormigón para naves',
    description: '',
    items: [{ goodsName: 'Bloque de hormigón 15 cm', buyNum: 5000, unit: 'unidad' }],
    deadline: day(0),
    openingDate: day(1),
    documents: [],
    ...overrides,
  }
}

async function postKeyed(path: string, body: Record<string, string>, token: string, key = newKey()) {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
    },
    body: new URLSearchParams(body).toString(),
  })
  return (await response.json()) as Answer
}

const openStores = () =>
  db.stores
    .all()
    .filter((row) => row.isOpen)
    .map((row) => row.storeId)

async function published(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await postJson(P.publish, tender(overrides), token, { 'Idempotency-Key': newKey() })
  expect(answer.state, answer.msg).toBe(200)
  return answer.data.tenderSn as string
}

const offer = (tenderSn: string, storeId: number, amount: number) =>
  postJson(C.offer, { tenderSn, storeId, amount, deliveryDays: 20 })

describe('tenders on the mock', () => {
  it('lists seeded public notices in every state, to a visitor too', async () => {
    for (const state of ['open', 'opening', 'won', 'terminated']) {
      const answer = await get(`${P.list}?state=${state}`)
      expect(answer.state).toBe(200)
      expect(answer.data.list.length, state).toBeGreaterThan(0)
      expect(answer.data.list.every((row: { state: string }) => row.state === state)).toBe(true)
    }
  })

  it('invites comprador’s enterprise to one seeded tender and shows comprador its own', async () => {
    const token = await tokenOf(COMPRADOR)
    const invitations = await get(P.invitations, token)
    expect(invitations.data.list.map((row: { invited: boolean }) => row.invited)).toEqual([true])
    const mine = await get(P.myList, token)
    expect(mine.data.list).toHaveLength(1)
    expect((await get(P.invitations)).state).toBe(266)
  })

  it('refuses a tender with no items or an opening before the deadline, in Spanish', async () => {
    const token = await tokenOf(COMPRADOR)
    const key = { 'Idempotency-Key': newKey() }
    expect((await postJson(P.publish, tender({ items: [] }), token, key)).msg).toBe(
      t(tenderMessages.itemsRequired.id),
    )
    const early = await postJson(P.publish, tender({ deadline: day(3), openingDate: day(2) }), token, {
      'Idempotency-Key': newKey(),
    })
    expect(early.msg).toBe(t(tenderMessages.openingBeforeDeadline.id))
    const past = await postJson(P.publish, tender({ deadline: day(-1) }), token, {
      'Idempotency-Key': newKey(),
    })
    expect(past.msg).toBe(t(tenderMessages.deadlinePast.id))
  })

  it('publishes once on a double submit with the same key', async () => {
    const token = await tokenOf(COMPRADOR)
    const headers = { 'Idempotency-Key': newKey() }
    const [a, b] = await Promise.all([
      postJson(P.publish, tender(), token, headers),
      postJson(P.publish, tender(), token, headers),
    ])
    const answers = [a, b].filter((answer) => answer.state === 200)
    expect(answers.length).toBeGreaterThan(0)
    expect((await get(P.myList, token)).data.list).toHaveLength(2)
  })

  it('keeps offers sealed while open, opens them after the deadline and refuses late offers', async () => {
    const token = await tokenOf(COMPRADOR)
    const tenderSn = await published(token)
    const [a, b, c] = openStores()
    expect((await offer(tenderSn, a!, 1200)).state).toBe(200)
    expect((await offer(tenderSn, b!, 990.5)).state).toBe(200)
    expect((await offer(tenderSn, a!, 1000)).msg).toBe(M.alreadyBid)
    const sealed = await get(`${P.detail}?tenderSn=${tenderSn}`, token)
    expect(sealed.data).toMatchObject({ state: 'open', offerCount: 2, offers: [], isOwner: true })
    clock.advanceHours(24)
    const opened = await get(`${P.detail}?tenderSn=${tenderSn}`, token)
    expect(opened.data.state).toBe('opening')
    expect(opened.data.offers.map((row: { amount: number }) => row.amount)).toEqual([990.5, 1200])
    expect((await get(`${P.detail}?tenderSn=${tenderSn}`)).data.offers).toEqual([])
    expect((await offer(tenderSn, c!, 800)).msg).toBe(M.closed)
  })

  it('refuses an offer on a terminated tender with its Spanish message', async () => {
    const token = await tokenOf(COMPRADOR)
    const tenderSn = await published(token, { deadline: day(5), openingDate: day(6) })
    const ended = await postKeyed(P.terminate, { tenderSn, reason: 'Cambio de proveedor' }, token)
    expect(ended.data).toMatchObject({ state: 'terminated', terminationReason: 'Cambio de proveedor' })
    expect((await offer(tenderSn, openStores()[0]!, 500)).msg).toBe(
      'La licitación ha sido terminada y ya no admite ofertas.',
    )
    const noReason = await postKeyed(P.terminate, { tenderSn, reason: ' ' }, token)
    expect(noReason.msg).toBe(t(tenderMessages.reasonLength.id))
  })

  it('lets only the owner pick, after the deadline, and one winner even on a double submit', async () => {
    const token = await tokenOf(COMPRADOR)
    const tenderSn = await published(token)
    const [a, b] = openStores()
    const first = (await offer(tenderSn, a!, 1200)).data.offerSn as string
    const second = (await offer(tenderSn, b!, 990)).data.offerSn as string
    expect((await postKeyed(P.pickWinner, { tenderSn, offerSn: second }, token)).msg).toBe(M.notOpenedYet)
    clock.advanceHours(24)
    const other = await tokenOf(PERSONAL)
    expect((await postKeyed(P.pickWinner, { tenderSn, offerSn: second }, other)).msg).toBe(M.notFound)
    const key = newKey()
    const [x, y, z] = await Promise.all([
      postKeyed(P.pickWinner, { tenderSn, offerSn: second }, token, key),
      postKeyed(P.pickWinner, { tenderSn, offerSn: second }, token, key),
      postKeyed(P.pickWinner, { tenderSn, offerSn: first }, token),
    ])
    expect(z.msg).toBe(M.otherWinner)
    for (const answer of [x, y].filter((row) => row.state === 200))
      expect(answer.data.winner).toMatchObject({ offerSn: second, amount: 990 })
    const again = await postKeyed(P.pickWinner, { tenderSn, offerSn: second }, token)
    expect(again.data.state).toBe('won')
    const won = await get(`${P.detail}?tenderSn=${tenderSn}`)
    expect(won.data.winner.offerSn).toBe(second)
    expect(db.tenders.findFirst((q) => q.where({ tenderSn }))?.winnerOfferSn).toBe(second)
  })
})
