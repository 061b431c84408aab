// Third-party payment ("Pago por un tercero") in the browser (issue 5 item 6): comprador@example.com asks
// personal@example.com to pay an order; the payer identifies the applicant, accepts and pays with his prepaid
// balance on the payment screen; the applicant sees it paid. Also: the applicant cancels, the payer refuses
// with a reason, the payment window expires with the mock clock. axe on every page visited.
// The first test orders through the checkout screen (buy now) and reaches /buy/request from the payment
// screen's "Pago por un tercero"; the others create the order through the API (confirm, then submit with an
// Idempotency-Key) to stay short.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { memberApi, placeOrder } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const APPLICANT = 'comprador@example.com'
const PAYER = 'personal@example.com'
const PAY_PASSWORD = '20262026'

const seed = buildSeedData()
const member = (email: string) => seed.members.find((m) => m.email === email)!
const applicant = member(APPLICANT)
const applicantName = applicant.memberTrueName || applicant.memberName
const [sellable] = sellableGoods(seed)

/** A call of the logged-in member; POST bodies urlencoded unless `json`. */
const api = (
  page: Page,
  path: string,
  body?: Record<string, unknown>,
  { json = false, idempotencyKey }: { json?: boolean; idempotencyKey?: string } = {},
) => memberApi<any>(page, path, body, { form: !json, ...(idempotencyKey ? { idempotencyKey } : {}) })

/** comprador buys one in-stock product now: one order, one unpaid payment (24 h window). */
const createPayment = (page: Page) => placeOrder(page, sellable!.product.productId, sellable!.goods.minBuyNum)

/** comprador asks personal to pay, through the API. */
async function createRequest(page: Page, paySn: string) {
  const answer = await api(page, '/v3/business/front/payRequest/add', { paySn, payerEmail: PAYER })
  expect(answer.state).toBe(200)
  return answer.data.requestSn as string
}

/** "US$ 1.234,56" as the app shows it. */
const money = (amount: number) =>
  `US$ ${new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(amount)}`

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0)
}

test('a friend pays: the request is sent, the payer identifies the applicant, accepts and pays', async ({
  page,
}) => {
  // the order through the checkout screen (buy now), then "Pago por un tercero" on the payment screen
  await loginAs(page, APPLICANT)
  await page.goto(
    `/buy/confirm?productId=${sellable!.product.productId}&numbers=${sellable!.goods.minBuyNum}`,
  )
  const agreement = page.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' })
  await expect(agreement).toBeVisible()
  await expectAccessible(page)
  await agreement.check()
  await page.getByRole('button', { name: 'Enviar pedido' }).click()
  await expect(page).toHaveURL(/\/buy\/pay\?paySn=[A-Z0-9]+&payFrom=1/)
  const paySn = new URL(page.url()).searchParams.get('paySn')!
  await expect(page.getByRole('link', { name: 'Pago por un tercero' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Pago por un tercero' }).click()
  await expect(page).toHaveURL(new RegExp(`/buy/request\\?paySn=${paySn}$`))
  const info = await api(page, `/v3/business/front/orderPay/payInfo?paySn=${paySn}`)
  const payment = {
    paySn,
    needPay: info.data.needPay as number,
    orderSnList: (info.data.orderList as { orderSn: string }[]).map((order) => order.orderSn),
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar el pago a un tercero' })).toBeVisible()
  const orders = page.getByRole('table', { name: 'Pedidos incluidos en el pago' })
  await expect(orders.getByText(payment.orderSnList[0]!)).toBeVisible()
  await expect(orders.getByRole('row', { name: `Total a pagar ${money(payment.needPay)}` })).toBeVisible()
  await expectAccessible(page)

  const email = page.getByLabel('Correo electrónico del pagador')
  await email.fill('desconocido@example.com')
  await page.getByLabel('Mensaje para el pagador (opcional)').fill('Ana, ¿puedes pagar este pedido?')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'El pagador no está registrado en la plataforma.' }),
  ).toBeVisible()
  await expect(email).toHaveValue('desconocido@example.com')
  await expectAccessible(page)

  await email.fill(PAYER)
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible()
  await expect(page).toHaveURL(/\/buy\/another\/result\?requestSn=ST\d+/)
  const requestSn = new URL(page.url()).searchParams.get('requestSn')!
  await expectAccessible(page)

  await logOut(page)
  await loginAs(page, PAYER, '/buy/another/anotherFor')
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos que me solicitaron' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: `Revisar y pagar ${requestSn}` }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Pagar por otra persona' })).toBeVisible()
  const who = page.getByRole('region', { name: 'Quién le pide el pago' })
  await expect(who.getByText(applicantName)).toBeVisible()
  await expect(who.getByText(applicant.companyName)).toBeVisible()
  await expect(page.getByText('Ana, ¿puedes pagar este pedido?')).toBeVisible()
  await expect(page.getByRole('cell', { name: payment.orderSnList[0]!, exact: true })).toBeVisible()
  await expect(page.getByText(money(payment.needPay)).first()).toBeVisible()
  await expect(page.getByRole('timer')).toHaveText(/^2[34]:\d\d:\d\d$/)
  await expectAccessible(page)

  await page.getByRole('checkbox', { name: 'Conozco al solicitante y acepto pagar' }).check()
  await page.getByRole('button', { name: 'Aceptar y pagar' }).click()
  await expect(page).toHaveURL(new RegExp(`/buy/pay\\?paySn=${payment.paySn}&requestSn=${requestSn}`))
  await page.getByRole('radio', { name: 'Saldo prepago' }).check()
  await page.getByLabel('Contraseña de pago').fill(PAY_PASSWORD)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()

  await expect(page).toHaveURL(new RegExp(`/buy/another/result\\?requestSn=${requestSn}&paid=1`))
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Pago realizado para ${applicantName}`) }),
  ).toBeVisible()
  await expectAccessible(page)

  await logOut(page)
  await loginAs(page, APPLICANT, `/buy/another/detail?requestSn=${requestSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la solicitud de pago' })).toBeVisible()
  await expect(page.getByText('El pagador pagó sus pedidos.')).toBeVisible()
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible()
  await expectAccessible(page)
  const order = await api(page, `/v3/business/front/orderInfo/detail?orderSn=${payment.orderSnList[0]}`)
  expect(order.data).toMatchObject({ orderState: 20, payState: 'paid' })
})

test('the applicant cancels a request after confirming', async ({ page }) => {
  await loginAs(page, APPLICANT)
  const payment = await createPayment(page)
  const requestSn = await createRequest(page, payment.paySn)

  await page.goto('/buy/another/list')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mis solicitudes de pago por un tercero' }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: `Ver detalle de ${requestSn}` }).click()
  await expect(page.getByRole('timer')).toBeVisible()
  await page.getByRole('button', { name: 'Cancelar solicitud' }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Cancelar la solicitud?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Sí, cancelar la solicitud' }).click()
  await expect(page.getByText('El solicitante canceló la solicitud.')).toBeVisible()
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancelar solicitud' })).toHaveCount(0)
  await expectAccessible(page)

  await page.goto('/buy/another/list?state=cancelled')
  await expect(page.getByRole('link', { name: 'Cancelado' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('cell', { name: requestSn, exact: true })).toBeVisible()
})

test('the payer refuses with a reason and the applicant reads it', async ({ page }) => {
  await loginAs(page, APPLICANT)
  const payment = await createPayment(page)
  const requestSn = await createRequest(page, payment.paySn)
  await logOut(page)

  await loginAs(page, PAYER, `/buy/another/pay?requestSn=${requestSn}`)
  await expect(
    page.getByRole('region', { name: 'Quién le pide el pago' }).getByText(applicantName),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Rechazar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rechazar la solicitud' })
  await dialog.getByLabel('Motivo del rechazo').fill('x')
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click()
  await expect(dialog.getByLabel('Motivo del rechazo')).toHaveAccessibleDescription(
    /El motivo debe tener entre 2 y 200 caracteres/,
  )
  await expectAccessible(page)
  await dialog.getByLabel('Motivo del rechazo').fill('No conozco a esta empresa')
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'La solicitud de pago por un tercero fue cancelada o caducó.' }),
  ).toBeVisible()
  await expectAccessible(page)
  await logOut(page)

  await loginAs(page, APPLICANT, `/buy/another/detail?requestSn=${requestSn}`)
  await expect(page.getByText('El pagador rechazó la solicitud.')).toBeVisible()
  await expect(page.getByText('No conozco a esta empresa')).toBeVisible()
  await expectAccessible(page)
})

test('a request expires with the payment window (mock clock + 25 h)', async ({ page }) => {
  await loginAs(page, APPLICANT)
  const payment = await createPayment(page)
  const requestSn = await createRequest(page, payment.paySn)
  const advanced = await api(page, '/v3/mock/front/clock/advance', { hours: 25 }, { json: true })
  expect(advanced.state).toBe(200)

  await page.goto(`/buy/another/detail?requestSn=${requestSn}`)
  await expect(page.getByText('Caducado', { exact: true })).toBeVisible()
  await expect(page.getByText('El plazo de pago terminó sin que se pagara.')).toBeVisible()
  await expect(page.getByRole('timer')).toHaveCount(0)
  await expectAccessible(page)

  await page.goto(`/buy/request?paySn=${payment.paySn}`)
  await expect(page.getByRole('alert').filter({ hasText: 'La orden de pago ha caducado.' })).toBeVisible()
  await expectAccessible(page)
  await logOut(page)

  await loginAs(page, PAYER, `/buy/another/pay?requestSn=${requestSn}`)
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'La solicitud de pago por un tercero fue cancelada o caducó.' }),
  ).toBeVisible()
  await expectAccessible(page)
})
