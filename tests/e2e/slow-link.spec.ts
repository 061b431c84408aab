// The throttled suite of issue 26 item 2: the production build against the HTTP mock API over an emulated Cuban
// link (Chromium's network emulation through the DevTools protocol: 400 kbit/s down, 200 kbit/s up, 300 ms), with
// drops. A drop here is the worst kind: the request reaches the server and is done there, and its answer is lost
// on the way back (the route lets the server answer, then resets the connection). Each flow checks that what was
// typed stays, that the buyer is told in Spanish, that sending again makes one record (the Idempotency-Key of the
// first try, replayed by the server), and that every wait ends in a result.
//
// The service worker is blocked: the emulation slows the page's own requests, and on a first visit over such a
// link no worker answers yet (production-http.spec covers the installed app). The HTTP mock API is shared with
// production-http.spec, so each flow counts its own records before and after.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { pngFile } from './files'
import { expect, expectAccessible, fillLogin, PASSWORD, test } from './fixtures'
import { memberApi } from './member-api'

const API_ORIGIN = `http://localhost:${process.env.E2E_API_PORT ?? 4175}`
const NETWORK_FAILURE = 'Lo sentimos, la conexión con el servidor es anómala. Vuelva a intentarlo más tarde.'
const PAY_PASSWORD = '20262026'
/**
 * What the page may log here: the lost answers' resets, and the app's note that its worker could not register
 * (blocked above).
 */
const EXPECTED_LOGS =
  /ERR_CONNECTION_RESET|Failed to load resource|Service Worker registration blocked by Playwright/
// goods no other spec of the project buys
const [, , , , goods] = sellableGoods(buildSeedData())

test.use({ serviceWorkers: 'block' })
// a cold load of the app over this link takes several seconds per page
test.setTimeout(180_000)

/** The link of a buyer in Cuba, for every request of the page from now on. */
async function slowLink(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (200 * 1024) / 8,
  })
}

/**
 * The next POST to `path` is done by the server, and its answer is lost on the link. Returns the Idempotency-Key
 * of every POST to `path` from now on, the lost one first.
 */
async function loseNextAnswer(page: Page, path: string): Promise<string[]> {
  const keys: string[] = []
  let lost = false
  await page.route(
    (url) => url.origin === API_ORIGIN && url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (lost) return route.continue()
      lost = true
      await route.fetch()
      await route.abort('connectionreset')
    },
  )
  return keys
}

const api = <T>(page: Page, path: string, body?: Record<string, unknown>) =>
  memberApi<T>(page, path, body, { origin: API_ORIGIN })

async function logIn(page: Page, email = 'comprador@example.com') {
  await page.goto('/login')
  await fillLogin(page, email)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
}

test('login: what is typed while the page still loads stays, and a lost answer is said and sent again', async ({
  page,
  consoleErrors,
}) => {
  await slowLink(page)
  const logins = await loseNextAnswer(page, '/v3/frontLogin/front/oauth/token')
  await page.goto('/login', { waitUntil: 'commit' })
  // typed as soon as the field is there, while the captcha and the rest still arrive
  const email = page.getByLabel('Correo electrónico')
  await email.fill('comprador@example.com')
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
  const captcha = page.getByLabel('Código de verificación')
  await expect(captcha).toBeEnabled()
  await captcha.fill('0000')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByText(NETWORK_FAILURE)).toBeVisible()
  await expect(email).toHaveValue('comprador@example.com')
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(PASSWORD)
  await expectAccessible(page)
  // the captcha was spent by the lost try: a new one is asked for
  await captcha.fill('0000')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  expect(logins).toHaveLength(2)
  expect(consoleErrors.filter((text) => !EXPECTED_LOGS.test(text))).toEqual([])
  consoleErrors.splice(0)
})

test('checkout and payment: a lost answer of «Enviar pedido» and of «Pagar» makes one order and one payment', async ({
  page,
  consoleErrors,
}) => {
  await logIn(page)
  const ordersBefore = await api<{ pagination: { total: number } }>(
    page,
    '/v3/business/front/orderInfo/list?orderState=10&pageSize=10',
  )
  await slowLink(page)
  const submits = await loseNextAnswer(page, '/v3/business/front/orderOperate/submit')
  await page.goto(`/goods/detail?productId=${goods!.product.productId}`)
  await expect(page.getByRole('heading', { level: 1, name: goods!.goods.goodsName })).toBeVisible()
  await page.getByRole('button', { name: 'Comprar ahora', exact: true }).click()
  await expect(page).toHaveURL(/\/buy\/confirm/)
  const submit = page.getByRole('button', { name: 'Enviar pedido' })
  await expect(submit).toBeEnabled()
  await page.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }).check()
  await submit.click()
  // the order may have been made: the buyer is told the link failed, and the order list opens (§8, §9) to show it
  await expect(page.getByText(NETWORK_FAILURE).first()).toBeVisible()
  await expect(page).toHaveURL(/\/member\/order\/list/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible()
  const ordersAfter = await api<{ list: { orderSn: string }[]; pagination: { total: number } }>(
    page,
    '/v3/business/front/orderInfo/list?orderState=10&pageSize=10',
  )
  expect(ordersAfter.data.pagination.total).toBe(ordersBefore.data.pagination.total + 1)
  const orderSn = ordersAfter.data.list[0]!.orderSn
  await expectAccessible(page)
  await page.getByRole('link', { name: `Pagar el pedido ${orderSn}` }).click()
  await expect(page).toHaveURL(/\/buy\/pay\?paySn=/)
  expect(submits).toHaveLength(1)
  const paySn = new URL(page.url()).searchParams.get('paySn')!
  const before = await api<{ needPay: number; balanceAvailable: number }>(
    page,
    `/v3/business/front/orderPay/payInfo?paySn=${paySn}`,
  )
  const pays = await loseNextAnswer(page, '/v3/business/front/orderPay/doPay')
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  const password = page.getByLabel('Contraseña de pago')
  await password.fill(PAY_PASSWORD)
  const pay = page.getByRole('button', { name: 'Pagar', exact: true })
  await pay.click()
  await expect(page.getByText(NETWORK_FAILURE).first()).toBeVisible()
  await expectAccessible(page)
  if ((await password.inputValue()) === '') await password.fill(PAY_PASSWORD)
  await pay.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  expect(pays).toHaveLength(2)
  expect(pays[1]).toBe(pays[0])
  const after = await api<{ payState: string; balanceAvailable: number }>(
    page,
    `/v3/business/front/orderPay/payInfo?paySn=${paySn}`,
  )
  expect(after.data.payState).toBe('paid')
  expect(after.data.balanceAvailable).toBeCloseTo(before.data.balanceAvailable - before.data.needPay, 2)
  expect(consoleErrors.filter((text) => !EXPECTED_LOGS.test(text))).toEqual([])
  consoleErrors.splice(0)
})

test('top-up by transfer: a lost answer keeps the amount and the proof, and sending again makes one top-up', async ({
  page,
  consoleErrors,
}) => {
  await logIn(page)
  const recordsBefore = await api<{ pagination: { total: number } }>(
    page,
    '/v3/member/front/balanceRecharge/list?current=1&pageSize=10',
  )
  await slowLink(page)
  const recharges = await loseNextAnswer(page, '/v3/member/front/balanceRecharge/recharge')
  await page.goto('/member/recharge')
  await expect(page.getByRole('heading', { level: 1, name: 'Recargar' })).toBeVisible()
  await page.getByLabel('Importe de recarga').fill('75')
  await expect(page.getByRole('radio', { name: 'Transferencia bancaria' })).toBeChecked()
  await page.getByLabel('Comprobante de la transferencia').setInputFiles(pngFile('comprobante.png'))
  await expect(page.getByText('Comprobante adjunto: comprobante.png')).toBeVisible()
  await page.getByRole('button', { name: 'Recargar', exact: true }).click()
  await expect(page.getByText(NETWORK_FAILURE).first()).toBeVisible()
  await expect(page.getByLabel('Importe de recarga')).toHaveValue('75')
  await expect(page.getByText('Comprobante adjunto: comprobante.png')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Recargar', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Recarga pendiente de confirmación' }),
  ).toBeVisible()
  expect(recharges).toHaveLength(2)
  expect(recharges[1]).toBe(recharges[0])
  const recordsAfter = await api<{ pagination: { total: number } }>(
    page,
    '/v3/member/front/balanceRecharge/list?current=1&pageSize=10',
  )
  expect(recordsAfter, JSON.stringify(recordsAfter)).toMatchObject({ state: 200 })
  expect(recordsAfter.data.pagination.total).toBe(recordsBefore.data.pagination.total + 1)
  expect(consoleErrors.filter((text) => !EXPECTED_LOGS.test(text))).toEqual([])
  consoleErrors.splice(0)
})

test('registration: a lost answer of «Crear cuenta» keeps the form, and sending again creates the account once', async ({
  page,
  consoleErrors,
}) => {
  const stamp = Date.now().toString(36)
  const email = `lento-${stamp}@example.com`
  await slowLink(page)
  const registers = await loseNextAnswer(page, '/v3/frontLogin/front/oauth/register')
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible()
  await page.getByLabel('Empresa').check()
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText(`Hemos enviado un código a ${email}`)).toBeVisible()
  const outbox = await api<{ to: string; code: string | null }[]>(page, '/v3/mock/front/outbox')
  const code = outbox.data.find((mail) => mail.to === email)?.code ?? ''
  expect(code).toMatch(/^\d{6}$/)
  await page.getByLabel('Código del correo').fill(code)
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Repita la contraseña').fill(PASSWORD)
  await page.getByLabel('Nombre de miembro').fill(`lento_${stamp}`)
  await page.getByLabel('He leído y acepto el Acuerdo de usuario y la Política de privacidad').check()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText(NETWORK_FAILURE).first()).toBeVisible()
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email)
  await expect(page.getByLabel('Nombre de miembro')).toHaveValue(`lento_${stamp}`)
  await expect(page.getByLabel('Código del correo')).toHaveValue(code)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta creada' })).toBeVisible()
  expect(registers).toHaveLength(2)
  expect(registers[0]).toMatch(/^[A-Za-z0-9-]{16,64}$/)
  expect(registers[1]).toBe(registers[0])
  expect(consoleErrors.filter((text) => !EXPECTED_LOGS.test(text))).toEqual([])
  consoleErrors.splice(0)
})

test('refund: a lost answer of «Enviar solicitud» keeps the form, and sending again makes one request', async ({
  page,
  consoleErrors,
}) => {
  await logIn(page)
  // a paid order of the seed, waiting for its receipt, that admits a refund with return and has none open
  const orders = await api<{ list: { orderSn: string; openRefundSn: string | null }[] }>(
    page,
    '/v3/business/front/orderInfo/list?orderState=30&pageSize=50',
  )
  let orderSn = ''
  for (const order of orders.data.list.filter((row) => !row.openRefundSn).reverse()) {
    const info = await api<{ types: string[]; maxAmount: number }>(
      page,
      `/v3/business/front/after/sale/apply/applyInfo?orderSn=${order.orderSn}`,
    )
    if (info.state === 200 && info.data.types.includes('return') && info.data.maxAmount > 10) {
      orderSn = order.orderSn
      break
    }
  }
  expect(orderSn).not.toBe('')
  await slowLink(page)
  const applies = await loseNextAnswer(page, '/v3/business/front/after/sale/apply/submit')
  await page.goto(`/member/order/refund/apply?orderSn=${orderSn}`)
  await expect(page.getByRole('heading', { level: 2, name: `Pedido ${orderSn}` })).toBeVisible()
  await page.getByRole('radio', { name: 'Reembolso con devolución' }).check()
  await page.getByLabel('Importe del reembolso (US$)').fill('10,50')
  await page.getByLabel('Motivo').selectOption({ index: 1 })
  await page.getByLabel('Descripción (opcional)').fill('Dos cajas llegaron abiertas.')
  await page.getByLabel('Imágenes de prueba (opcional)').setInputFiles(pngFile('caja.png'))
  await expect(page.getByRole('img', { name: 'Imagen 1: caja.png' })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByText(NETWORK_FAILURE).first()).toBeVisible()
  await expect(page.getByLabel('Importe del reembolso (US$)')).toHaveValue('10,50')
  await expect(page.getByLabel('Descripción (opcional)')).toHaveValue('Dos cajas llegaron abiertas.')
  await expect(page.getByRole('img', { name: 'Imagen 1: caja.png' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page).toHaveURL(/\/member\/order\/refund\/detail\?afsSn=[A-Z0-9]+$/)
  expect(applies).toHaveLength(2)
  expect(applies[0]).toMatch(/^[A-Za-z0-9-]{16,64}$/)
  expect(applies[1]).toBe(applies[0])
  // one request on the order: the one the detail shows
  const refunds = await api<{ list: { orderSn: string; afsSn: string }[] }>(
    page,
    '/v3/business/front/after/sale/list?current=1&pageSize=50',
  )
  expect(refunds.data.list.filter((row) => row.orderSn === orderSn).map((row) => row.afsSn)).toEqual([
    new URL(page.url()).searchParams.get('afsSn'),
  ])
  expect(consoleErrors.filter((text) => !EXPECTED_LOGS.test(text))).toEqual([])
  consoleErrors.splice(0)
})
