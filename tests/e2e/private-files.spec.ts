// Private files stay private in the browser (issue 27 item 8, docs/decisions/015-private-files.md): a member's
// payment proof, contract attachment and licence image are served by the mock's file host to the owner (the
// signed link the answers give, which the pay page's and the certification's <img> show, or the owner's bearer)
// and to nobody else — neither a visitor with no token nor another member with his own. The mock lives in the
// page, so every caller is played from the same page: a visitor is a request without Authorization, another member
// a request with his own bearer.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { memberApi, placeOrder } from './member-api'
import { TINY_PNG as PNG } from './files'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const [A] = sellableGoods(buildSeedData())
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')

interface Uploaded {
  url: string
  path: string
}

/** oss/common/upload as the logged-in member, from inside the page. */
async function uploadAsMember(page: Page, source: string, bytes: Buffer, type: string): Promise<Uploaded> {
  const answer = await page.evaluate(
    async ({ source, bytes, type }) => {
      const form = new FormData()
      form.append('source', source)
      form.append('file', new File([new Uint8Array(bytes)], `archivo.${type.split('/')[1]}`, { type }))
      const response = await fetch('/v3/oss/common/upload', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: form,
      })
      return (await response.json()) as { state: number; data: Uploaded }
    },
    { source, bytes: [...bytes], type },
  )
  expect(answer.state).toBe(200)
  return answer.data
}

/** Another member's bearer, got by a login call from the same page (the page's own session is untouched). */
async function bearerOf(page: Page, email: string): Promise<string> {
  return page.evaluate(async (email) => {
    const captcha = (await (await fetch('/v3/captcha/common/getCaptcha')).json()) as { data: { key: string } }
    const response = await fetch('/v3/frontLogin/front/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: email,
        password: 'Prueba#2026',
        verifyCode: '0000',
        verifyKey: captcha.data.key,
        loginType: '1',
      }).toString(),
    })
    return ((await response.json()) as { data: { access_token: string } }).data.access_token
  }, email)
}

/** The HTTP status the file host answers to `url`, with this bearer or none (a visitor). */
const statusOf = (page: Page, url: string, bearer: string | null) =>
  page.evaluate(
    async ({ url, bearer }) =>
      (await fetch(url, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} })).status,
    { url, bearer },
  )

const ownBearer = (page: Page) => page.evaluate(() => localStorage.getItem('access_token')!)
const plainUrl = (path: string) => path.replace(/^\/uploads\//, '/mock-uploads/')

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

const REFUSED = 'Failed to load resource: the server responded with a status of 403 (Forbidden)'

/**
 * Chromium logs every 403 this spec provokes on purpose as a console error, which the fixture fails on: take
 * exactly those out (as many as the refusals asked for), so any other console error still fails the test.
 */
function expectRefusalsLogged(consoleErrors: string[], count: number) {
  expect(consoleErrors.filter((message) => message === REFUSED)).toHaveLength(count)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((message) => message !== REFUSED))
}

test('the owner sees his transfer proof; a visitor and another member cannot fetch it', async ({
  page,
  consoleErrors,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page, A!.product.productId, A!.goods.minBuyNum)
  const proof = await uploadAsMember(page, 'payProof', PNG, 'image/png')
  const paid = await memberApi<{ payState: string }>(
    page,
    '/v3/business/front/orderPay/doPay',
    { paySn: placed.paySn, payMethod: 'transfer', proofUrl: proof.url },
    { idempotencyKey: crypto.randomUUID() },
  )
  expect(paid.data.payState).toBe('pendingConfirmation')

  // the owner's page shows the proof from the signed link the payment answers
  await page.goto(`/buy/waitFor?paySn=${placed.paySn}`)
  const shown = page.getByRole('img', { name: 'Comprobante de transferencia enviado' })
  await expect(shown).toBeVisible()
  await expect(shown).toHaveAttribute('src', /\?expires=\d+&signature=[0-9a-f]{32}$/)
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await expectAccessible(page)

  const file = plainUrl(proof.path)
  const other = await bearerOf(page, 'personal@example.com')
  expect(await statusOf(page, file, await ownBearer(page))).toBe(200)
  expect(await statusOf(page, file, null)).toBe(403)
  expect(await statusOf(page, file, other)).toBe(403)
  // a guessed neighbour or a forged signature says nothing either
  expect(await statusOf(page, '/mock-uploads/payProof/1.png', null)).toBe(403)
  expect(await statusOf(page, `${file}?expires=9999999999999&signature=${'0'.repeat(32)}`, other)).toBe(403)
  expectRefusalsLogged(consoleErrors, 4)
})

test('a contract attachment is its owner’s alone: the host and contract/file refuse anybody else', async ({
  page,
  consoleErrors,
}) => {
  await loginAs(page, 'comprador@example.com')
  const attachment = await uploadAsMember(page, 'contract', PDF, 'application/pdf')
  expect(attachment.url).toMatch(/\?expires=\d+&signature=[0-9a-f]{32}$/)
  const file = plainUrl(attachment.path)
  const other = await bearerOf(page, 'personal@example.com')

  expect(await statusOf(page, attachment.url, null)).toBe(200)
  expect(await statusOf(page, file, await ownBearer(page))).toBe(200)
  expect(await statusOf(page, file, null)).toBe(403)
  expect(await statusOf(page, file, other)).toBe(403)

  // the attachment made part of a contract: its file is read through contract/file, which refuses another member
  const contracts = await memberApi<{ list: { contractNo: string }[] }>(
    page,
    '/v3/member/front/contract/list',
  )
  expect(contracts.state).toBe(200)
  const detail = await memberApi<{ files: { fileId: number }[] }>(
    page,
    `/v3/member/front/contract/detail?contractNo=${contracts.data.list[0]!.contractNo}`,
  )
  const fileId = detail.data.files[0]!.fileId
  const refused = await page.evaluate(
    async ({ fileId, other }) =>
      (await (
        await fetch(`/v3/member/front/contract/file?fileId=${fileId}`, {
          headers: { Authorization: `Bearer ${other}` },
        })
      ).json()) as { state: number },
    { fileId, other },
  )
  expect(refused.state).not.toBe(200)
  expectRefusalsLogged(consoleErrors, 2)
})

test('a licence image is its owner’s alone: the certification shows it, a visitor and another member cannot fetch it', async ({
  page,
  consoleErrors,
}) => {
  await loginAs(page, 'comprador@example.com')
  const licence = await uploadAsMember(page, 'licence', PNG, 'image/png')
  const sent = await memberApi<{ state: string; licenceUrl: string }>(
    page,
    '/v3/member/front/memberAuthen/submit',
    {
      authenType: 'enterprise',
      companyName: 'Comprador Mayorista S.A.',
      registrationNumber: 'RM-2026-0001',
      licencePath: licence.path,
    },
  )
  expect(sent.state, sent.msg).toBe(200)
  expect(sent.data.state).toBe('pending')

  // the owner's certification shows the licence from the signed link its answer gives
  await page.goto('/member/authen')
  const shown = page.getByRole('img', { name: 'Imagen de la licencia comercial enviada' })
  await expect(shown).toBeVisible()
  await expect(shown).toHaveAttribute('src', /\?expires=\d+&signature=[0-9a-f]{32}$/)
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await expectAccessible(page)

  const file = plainUrl(licence.path)
  const other = await bearerOf(page, 'personal@example.com')
  expect(await statusOf(page, file, await ownBearer(page))).toBe(200)
  expect(await statusOf(page, file, null)).toBe(403)
  expect(await statusOf(page, file, other)).toBe(403)
  expect(await statusOf(page, `${file}?expires=9999999999999&signature=${'0'.repeat(32)}`, null)).toBe(403)
  expectRefusalsLogged(consoleErrors, 3)
})
