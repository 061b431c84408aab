// Private files stay private (issue 27 item 8, docs/decisions/015-private-files.md): the mock's file host serves
// a payment proof, a top-up voucher or a contract attachment only through a signed, expiring link an answer gave,
// or to its owner's bearer; product, review and avatar images stay public. tests/setup.ts validates every answer
// against the OpenAPI document.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { LINK_TTL_MS, PRIVATE_SOURCES } from '../lib/private-files'
import { resetDatabase } from '../persistence'
import {
  API,
  doPay,
  get,
  imageBytes,
  makePayment,
  newKey,
  postJson,
  tokenOf,
  upload,
} from '../fixtures/payment-fixtures'

const OWNER = 'comprador@example.com'
const OTHER = 'personal@example.com'
const PAY_INFO = '/v3/business/front/orderPay/payInfo'

beforeEach(async () => {
  await resetDatabase()
})

const fetchFile = (url: string, token?: string) =>
  fetch(`${API}${url}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

/** The file host's address of the upload without any signature. */
const plainUrl = (path: string) => path.replace(/^\/uploads\//, '/mock-uploads/')

describe('the mock file host and private uploads', () => {
  it('names uploads at random, never in sequence', async () => {
    const token = await tokenOf(OWNER)
    const first = await upload(token, imageBytes(1024))
    const second = await upload(token, imageBytes(1024))
    expect(first.data.path).toMatch(/^\/uploads\/payProof\/[0-9a-f]{32}\.png$/)
    expect(second.data.path).not.toBe(first.data.path)
    expect(await fetchFile('/mock-uploads/payProof/1.png')).toHaveProperty('status', 403)
  })

  it.each(['payProof', 'rechargeVoucher', 'contract', 'licence'])(
    'serves a %s to its signed link and to its owner, never to a visitor or another member',
    async (source) => {
      const owner = await tokenOf(OWNER)
      const other = await tokenOf(OTHER)
      const bytes = imageBytes(2048)
      const answer = await upload(owner, bytes, { source })
      expect(PRIVATE_SOURCES.has(source)).toBe(true)
      expect(answer.data.url).toMatch(/\?expires=\d+&signature=[0-9a-f]{32}$/)

      const signed = await fetchFile(answer.data.url)
      expect(signed.status).toBe(200)
      expect(new Uint8Array(await signed.arrayBuffer())).toEqual(bytes)
      expect((await fetchFile(plainUrl(answer.data.path), owner)).status).toBe(200)

      expect((await fetchFile(plainUrl(answer.data.path))).status).toBe(403)
      expect((await fetchFile(plainUrl(answer.data.path), other)).status).toBe(403)
    },
  )

  it('refuses a forged, altered, borrowed or expired link', async () => {
    const owner = await tokenOf(OWNER)
    const proof = await upload(owner, imageBytes(2048))
    const other = await upload(owner, imageBytes(2048))
    const url = new URL(proof.data.url, API)
    const signature = url.searchParams.get('signature')!
    const expires = Number(url.searchParams.get('expires'))
    const base = plainUrl(proof.data.path)

    expect((await fetchFile(`${base}?expires=${expires}&signature=${'0'.repeat(32)}`)).status).toBe(403)
    expect((await fetchFile(`${base}?expires=${expires + 86_400_000}&signature=${signature}`)).status).toBe(
      403,
    )
    expect(
      (await fetchFile(`${plainUrl(other.data.path)}?expires=${expires}&signature=${signature}`)).status,
    ).toBe(403)
    expect((await fetchFile(proof.data.url)).status).toBe(200)
    clock.setOffsetMs(clock.offsetMs() + LINK_TTL_MS + 1000)
    expect((await fetchFile(proof.data.url)).status).toBe(403)
  })

  it('answers 403 for a private file that does not exist, so the host tells nothing about which exist', async () => {
    expect((await fetchFile('/mock-uploads/payProof/ffffffffffffffffffffffffffffffff.png')).status).toBe(403)
    expect((await fetchFile('/mock-uploads/review/ffffffffffffffffffffffffffffffff.png')).status).toBe(404)
  })

  it('keeps review and avatar images public', async () => {
    const owner = await tokenOf(OWNER)
    for (const source of ['review', 'avatar']) {
      const answer = await upload(owner, imageBytes(1024), { source })
      expect(answer.data.url).toBe(plainUrl(answer.data.path))
      expect((await fetchFile(answer.data.url)).status).toBe(200)
    }
  })

  it('gives the owner a fresh working link to the proof in every payInfo, after the first one expired', async () => {
    const owner = await tokenOf(OWNER)
    const payment = await makePayment(OWNER)
    const proof = await upload(owner, imageBytes(4096))
    expect(
      await doPay(owner, { paySn: payment.paySn, payMethod: 'transfer', proofUrl: proof.data.url }),
    ).toMatchObject({
      state: 200,
    })
    clock.setOffsetMs(clock.offsetMs() + LINK_TTL_MS + 1000)
    expect((await fetchFile(proof.data.url)).status).toBe(403)
    const info = await get(`${PAY_INFO}?paySn=${payment.paySn}`, owner)
    expect(info.data.proofUrl).not.toBe(proof.data.url)
    expect((await fetchFile(info.data.proofUrl as string)).status).toBe(200)
  })

  it('gives the platform (control panel) a working link to a pending transfer proof', async () => {
    const owner = await tokenOf(OWNER)
    const payment = await makePayment(OWNER)
    const proof = await upload(owner, imageBytes(4096))
    await doPay(owner, { paySn: payment.paySn, payMethod: 'transfer', proofUrl: proof.data.url })
    const pending = await get('/v3/mock/front/payments/pendingTransfers')
    const transfer = (pending.data as { paySn: string; proofUrl: string }[]).find(
      (t) => t.paySn === payment.paySn,
    )
    expect(transfer?.proofUrl).toMatch(/\?expires=\d+&signature=/)
    expect((await fetchFile(transfer!.proofUrl)).status).toBe(200)
  })

  it('accepts the signed link of a voucher as the voucher of a top-up', async () => {
    const owner = await tokenOf(OWNER)
    const voucher = await upload(owner, imageBytes(2048), { source: 'rechargeVoucher' })
    const answer = await postJson(
      '/v3/member/front/balanceRecharge/recharge',
      { amount: 20, payMethod: 'transfer', voucherUrl: voucher.data.url },
      owner,
      { 'Idempotency-Key': newKey() },
    )
    expect(answer.state).toBe(200)
    expect(answer.data.recharge.voucherUrl).toMatch(/\?expires=\d+&signature=/)
    expect((await fetchFile(answer.data.recharge.voucherUrl as string)).status).toBe(200)
  })
})
