// The wallet of the mock (issue 12 item 2; SPEC.md §4, §5, §8): top-ups by transfer wait for the platform and
// post one `topUp` entry when confirmed, nothing when rejected; e-payment top-ups settle through the gateway;
// bad amounts and vouchers are refused in Spanish with nothing written; a retried submit makes one record; two
// confirmations (or gateway approvals) at the same moment credit once and the second is refused in Spanish.
// Every answer is also checked against the OpenAPI document (tests/setup.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { balanceOf, entriesOf } from '../lib/ledger'
import { PLATFORM_BANK_ACCOUNT } from '../lib/payment-view'
import { resetDatabase } from '../persistence'
import {
  get,
  imageBytes,
  memberOf,
  newKey,
  postJson,
  tokenOf,
  upload,
  type Answer,
} from '../fixtures/payment-fixtures'

const COMPRADOR = 'comprador@example.com'
const RECHARGE = '/v3/member/front/balanceRecharge/recharge'
const ACT = '/v3/mock/front/recharges/act'

let token: string
let memberId: number

beforeEach(async () => {
  await resetDatabase()
  token = await tokenOf(COMPRADOR)
  memberId = memberOf(COMPRADOR).memberId
})

const recharge = (body: Record<string, unknown>, key = newKey()): Promise<Answer> =>
  postJson(RECHARGE, body, token, { 'Idempotency-Key': key })

async function voucher(): Promise<string> {
  const answer = await upload(token, imageBytes(4096), { source: 'rechargeVoucher' })
  expect(answer.state).toBe(200)
  return answer.data.url as string
}

const snapshot = () => JSON.stringify({ ledger: db.ledger.all(), recharges: db.recharges.all() })

describe('balanceRecharge/recharge by transfer', () => {
  it('waits for the platform, then confirming posts the amount once as a topUp of the recharge number', async () => {
    const before = balanceOf(memberId)
    const answer = await recharge({ amount: 100, payMethod: 'transfer', voucherUrl: await voucher() })
    expect(answer.data.recharge).toMatchObject({ amount: 100, payState: 'pendingConfirmation' })
    expect(answer.data.redirectUrl).toBeNull()
    expect(balanceOf(memberId)).toBe(before)
    const rechargeSn = answer.data.recharge.rechargeSn as string

    const pending = await get('/v3/mock/front/recharges')
    expect(pending.data).toEqual([
      expect.objectContaining({ memberEmail: COMPRADOR, recharge: expect.objectContaining({ rechargeSn }) }),
    ])
    const confirmed = await postJson(ACT, { rechargeSn, decision: 'confirm' })
    expect(confirmed.data).toMatchObject({ payState: 'confirmed' })
    expect(balanceOf(memberId)).toBe(before + 100)
    const topUps = entriesOf(memberId, 'balance').filter((e) => e.documentSn === rechargeSn)
    expect(topUps).toEqual([expect.objectContaining({ kind: 'topUp', amount: 100 })])

    // a second confirmation is refused and posts nothing
    expect(await postJson(ACT, { rechargeSn, decision: 'confirm' })).toMatchObject({
      state: 255,
      msg: 'Esta recarga no está pendiente de confirmación.',
    })
    expect(balanceOf(memberId)).toBe(before + 100)

    const log = await get('/v3/member/front/balanceLog/list?type=income&kind=topUp', token)
    expect(log.data.list[0]).toMatchObject({ changeValue: 100, documentSn: rechargeSn, kind: 'topUp' })
    expect(log.data.list[0].afterValue).toBe(before + 100)
  })

  it('credits once when the platform confirms twice at the same moment: the second is refused in Spanish', async () => {
    const before = balanceOf(memberId)
    const answer = await recharge({ amount: 100, payMethod: 'transfer', voucherUrl: await voucher() })
    const rechargeSn = answer.data.recharge.rechargeSn as string
    const answers = await Promise.all([
      postJson(ACT, { rechargeSn, decision: 'confirm' }),
      postJson(ACT, { rechargeSn, decision: 'confirm' }),
    ])
    expect(answers.map((a) => a.state).sort()).toEqual([200, 255])
    expect(answers.find((a) => a.state === 255)).toMatchObject({
      msg: 'Esta recarga no está pendiente de confirmación.',
    })
    expect(entriesOf(memberId).filter((e) => e.documentSn === rechargeSn)).toEqual([
      expect.objectContaining({ kind: 'topUp', amount: 100 }),
    ])
    expect(balanceOf(memberId)).toBe(before + 100)
  })

  it('settles once when the platform confirms and rejects at the same moment: credited only if confirmed', async () => {
    const answer = await recharge({ amount: 60, payMethod: 'transfer', voucherUrl: await voucher() })
    const rechargeSn = answer.data.recharge.rechargeSn as string
    const [confirmed, rejected] = await Promise.all([
      postJson(ACT, { rechargeSn, decision: 'confirm' }),
      postJson(ACT, { rechargeSn, decision: 'reject', reason: 'Importe no recibido' }),
    ])
    expect([confirmed.state, rejected.state].sort()).toEqual([200, 255])
    const detail = await get(`/v3/member/front/balanceRecharge/detail?rechargeSn=${rechargeSn}`, token)
    const credits = entriesOf(memberId).filter((e) => e.documentSn === rechargeSn)
    expect(detail.data.payState).toBe(confirmed.state === 200 ? 'confirmed' : 'declined')
    expect(credits).toHaveLength(confirmed.state === 200 ? 1 : 0)
  })

  it('rejecting posts nothing and keeps the reason', async () => {
    const before = JSON.stringify(db.ledger.all())
    const answer = await recharge({ amount: 50, payMethod: 'transfer', voucherUrl: await voucher() })
    const rechargeSn = answer.data.recharge.rechargeSn as string
    const rejected = await postJson(ACT, { rechargeSn, decision: 'reject', reason: 'Importe no recibido' })
    expect(rejected.data).toMatchObject({ payState: 'declined', rejectReason: 'Importe no recibido' })
    expect(JSON.stringify(db.ledger.all())).toBe(before)
    const detail = await get(`/v3/member/front/balanceRecharge/detail?rechargeSn=${rechargeSn}`, token)
    expect(detail.data.payState).toBe('declined')
  })

  it.each([
    [0, 'El importe de recarga debe estar entre 1 y 5.000 USD.'],
    [5001, 'El importe de recarga debe estar entre 1 y 5.000 USD.'],
    [10.5, 'El importe de recarga debe ser un número entero.'],
    ['abc', 'El importe de recarga debe ser un número entero.'],
    ['', 'Introduzca el importe de recarga.'],
  ])('refuses the amount %j in Spanish and writes nothing', async (amount, msg) => {
    const voucherUrl = await voucher()
    const before = snapshot()
    expect(await recharge({ amount, payMethod: 'transfer', voucherUrl })).toMatchObject({ state: 255, msg })
    expect(snapshot()).toBe(before)
  })

  it('refuses a transfer without the member’s own voucher upload', async () => {
    const before = snapshot()
    const proof = await upload(token, imageBytes(2048))
    expect(
      await recharge({ amount: 10, payMethod: 'transfer', voucherUrl: proof.data.url as string }),
    ).toMatchObject({ state: 255, msg: 'Adjunte el comprobante de la transferencia.' })
    expect(await recharge({ amount: 10, payMethod: 'transfer' })).toMatchObject({
      msg: 'Adjunte el comprobante de la transferencia.',
    })
    expect(snapshot()).toBe(before)
  })

  it('refuses a 2 MB voucher and a PDF renamed .jpg by content', async () => {
    const big = await upload(token, imageBytes(2 * 1024 * 1024), { source: 'rechargeVoucher' })
    expect(big).toMatchObject({ state: 255, msg: 'El archivo supera el tamaño máximo de 1 MB.' })
    const pdf = await upload(token, '%PDF-1.4 comprobante', {
      source: 'rechargeVoucher',
      name: 'comprobante.jpg',
      type: 'image/jpeg',
    })
    expect(pdf).toMatchObject({ state: 255, msg: 'Formato de archivo incorrecto' })
  })

  it('makes one record for a double click or a retry with the same Idempotency-Key', async () => {
    const body = { amount: 100, payMethod: 'transfer', voucherUrl: await voucher() }
    const key = newKey()
    const first = await recharge(body, key)
    const again = await recharge(body, key)
    expect(again.data).toEqual(first.data)
    expect(db.recharges.findMany((q) => q.where({ memberId }))).toHaveLength(1)
  })
})

describe('balanceRecharge/recharge by e-payment', () => {
  async function start(amount: number) {
    const answer = await recharge({ amount, payMethod: 'tropipay' })
    expect(answer.data.recharge.payState).toBe('unpaid')
    const token = new URL(answer.data.redirectUrl as string, 'http://x').searchParams.get('token')!
    const session = await get(`/v3/mock/front/gateway/session?token=${encodeURIComponent(token)}`)
    return { rechargeSn: answer.data.recharge.rechargeSn as string, gatewayToken: token, session }
  }

  it('returns to the recharge page and confirms the top-up when the gateway approves', async () => {
    const before = balanceOf(memberId)
    const { rechargeSn, gatewayToken, session } = await start(250)
    expect(session.data.returnSuccess).toBe(`/member/recharge?rechargeSn=${rechargeSn}&gateway=success`)
    const done = await postJson('/v3/mock/front/gateway/complete', {
      token: gatewayToken,
      outcome: 'approved',
    })
    expect(done.data.state).toBe('approved')
    expect(balanceOf(memberId)).toBe(before + 250)
    const detail = await get(`/v3/member/front/balanceRecharge/detail?rechargeSn=${rechargeSn}`, token)
    expect(detail.data.payState).toBe('confirmed')
  })

  it('credits once when the gateway approves twice at the same moment: the second is refused in Spanish', async () => {
    const before = balanceOf(memberId)
    const { rechargeSn, gatewayToken } = await start(250)
    const approve = () =>
      postJson('/v3/mock/front/gateway/complete', { token: gatewayToken, outcome: 'approved' })
    const answers = await Promise.all([approve(), approve()])
    expect(answers.map((a) => a.state).sort()).toEqual([200, 255])
    expect(answers.find((a) => a.state === 255)).toMatchObject({ msg: 'Esta sesión de pago ya se completó.' })
    expect(entriesOf(memberId).filter((e) => e.documentSn === rechargeSn)).toEqual([
      expect.objectContaining({ kind: 'topUp', amount: 250 }),
    ])
    expect(balanceOf(memberId)).toBe(before + 250)
    // and a third, later, finds the session completed
    expect(await approve()).toMatchObject({ state: 255, msg: 'Esta sesión de pago ya se completó.' })
    expect(balanceOf(memberId)).toBe(before + 250)
  })

  it('marks the top-up failed and posts nothing when the gateway declines', async () => {
    const before = JSON.stringify(db.ledger.all())
    const { rechargeSn, gatewayToken } = await start(40)
    await postJson('/v3/mock/front/gateway/complete', { token: gatewayToken, outcome: 'declined' })
    expect(JSON.stringify(db.ledger.all())).toBe(before)
    const detail = await get(`/v3/member/front/balanceRecharge/detail?rechargeSn=${rechargeSn}`, token)
    expect(detail.data.payState).toBe('failed')
  })
})

describe('wallet reads', () => {
  it('answers the figures from the ledger and another member’s top-up as unknown', async () => {
    const figures = await get('/v3/member/front/balanceRecharge/getMemberBalance', token)
    expect(figures.data).toMatchObject({ balanceAvailable: balanceOf(memberId), memberIntegral: 5000 })
    const answer = await recharge({ amount: 10, payMethod: 'tropipay' })
    const other = await tokenOf('personal@example.com')
    const sn = answer.data.recharge.rechargeSn as string
    expect(await get(`/v3/member/front/balanceRecharge/detail?rechargeSn=${sn}`, other)).toMatchObject({
      state: 255,
      msg: 'No se encontró el registro de recarga.',
    })
    const list = await get('/v3/member/front/balanceRecharge/list', token)
    expect(list.data.list.map((r: { rechargeSn: string }) => r.rechargeSn)).toContain(sn)
  })

  it('filters movements by direction and by day', async () => {
    const all = await get('/v3/member/front/balanceLog/list', token)
    expect(all.data.pagination.total).toBe(entriesOf(memberId, 'balance').length)
    const expense = await get('/v3/member/front/balanceLog/list?type=expense', token)
    for (const row of expense.data.list) expect(row.changeValue).toBeLessThan(0)
    const none = await get('/v3/member/front/balanceLog/list?startDate=1990-01-01&endDate=1990-01-02', token)
    expect(none.data.list).toEqual([])
  })
})

describe('balanceRecharge/bankAccount', () => {
  it('answers the same collection account the order payment shows, and 266 without a session', async () => {
    const answer = await get('/v3/member/front/balanceRecharge/bankAccount', token)
    expect(answer.state).toBe(200)
    expect(answer.data).toEqual(PLATFORM_BANK_ACCOUNT)
    expect((await get('/v3/member/front/balanceRecharge/bankAccount', '')).state).toBe(266)
  })
})

describe('balanceRecharge/continuePay and cancel (issue 24 item 6)', () => {
  const CONTINUE = '/v3/member/front/balanceRecharge/continuePay'
  const CANCEL = '/v3/member/front/balanceRecharge/cancel'
  async function unpaid() {
    const answer = await recharge({ amount: 30, payMethod: 'tropipay' })
    return { rechargeSn: answer.data.recharge.rechargeSn as string, redirectUrl: answer.data.redirectUrl }
  }

  it('continuing goes back to the same gateway session of the same record, however often', async () => {
    const { rechargeSn, redirectUrl } = await unpaid()
    const count = db.recharges.all().length
    const first = await postJson(CONTINUE, { rechargeSn }, token)
    const second = await postJson(CONTINUE, { rechargeSn }, token)
    expect(first.state).toBe(200)
    expect(first.data.recharge).toMatchObject({ rechargeSn, payState: 'unpaid' })
    expect(first.data.redirectUrl).toBe(redirectUrl)
    expect(second.data.redirectUrl).toBe(redirectUrl)
    expect(db.recharges.all()).toHaveLength(count)
  })

  it('refuses another member’s record as unknown, for continuing and for cancelling', async () => {
    const { rechargeSn } = await unpaid()
    const other = await tokenOf('moroso@example.com')
    expect((await postJson(CONTINUE, { rechargeSn }, other)).msg).toBe(
      'No se encontró el registro de recarga.',
    )
    expect((await postJson(CANCEL, { rechargeSn }, other)).msg).toBe('No se encontró el registro de recarga.')
    expect(db.recharges.findFirst((q) => q.where({ rechargeSn }))!.payState).toBe('unpaid')
  })

  it('cancels once: a second cancel, continuing it, and cancelling a paid or a transfer top-up are refused', async () => {
    const { rechargeSn } = await unpaid()
    const before = snapshotLedger()
    const cancelled = await postJson(CANCEL, { rechargeSn }, token)
    expect(cancelled.state).toBe(200)
    expect(cancelled.data).toMatchObject({ rechargeSn, payState: 'cancelled' })
    const again = await postJson(CANCEL, { rechargeSn }, token)
    expect(again).toMatchObject({ state: 255, msg: 'Esta recarga ya no está pendiente de pago.' })
    expect((await postJson(CONTINUE, { rechargeSn }, token)).state).toBe(255)
    expect(snapshotLedger()).toBe(before)

    const paid = await unpaid()
    const gatewayToken = new URL(paid.redirectUrl as string, 'http://x').searchParams.get('token')!
    await postJson('/v3/mock/front/gateway/complete', { token: gatewayToken, outcome: 'approved' })
    expect((await postJson(CANCEL, { rechargeSn: paid.rechargeSn }, token)).msg).toBe(
      'Esta recarga ya no está pendiente de pago.',
    )
    const transfer = await recharge({ amount: 10, payMethod: 'transfer', voucherUrl: await voucher() })
    const transferSn = transfer.data.recharge.rechargeSn as string
    expect((await postJson(CANCEL, { rechargeSn: transferSn }, token)).state).toBe(255)
  })

  it('expires an unpaid top-up past the 24 h payment window; it can then be neither continued nor cancelled', async () => {
    const { rechargeSn } = await unpaid()
    clock.advanceHours(25)
    try {
      const read = await get(`/v3/member/front/balanceRecharge/detail?rechargeSn=${rechargeSn}`, token)
      expect(read.data.payState).toBe('expired')
      expect((await postJson(CONTINUE, { rechargeSn }, token)).msg).toBe(
        'La recarga caducó: pasó el plazo de pago de 24 horas.',
      )
      expect((await postJson(CANCEL, { rechargeSn }, token)).state).toBe(255)
    } finally {
      clock.reset()
    }
  })
})

const snapshotLedger = () => JSON.stringify(db.ledger.all())
