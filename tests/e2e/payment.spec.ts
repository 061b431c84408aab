// The payment screens in the browser (issue 5 item 5 and its bad input): prepaid balance, credit, voucher,
// wire transfer with its proof and the store's confirmation, the e-payment (TropiPay) round trip through the
// mock's simulated gateway page, and expiry on the mock clock. As comprador@example.com unless said; a fresh
// mock database per test (the mock keeps its data in the page's storage); axe on every page visited. Most
// payments are made through the same API calls the checkout screen makes (confirm → submit with an
// Idempotency-Key); the last test goes through the cart and checkout screens.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { memberApi, placeOrder as placeSku } from './member-api'
import { oversizePng, TINY_PNG as PNG } from './files'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const [A] = sellableGoods(buildSeedData())
const PAY_PASSWORD = '20262026'

/** A call of the logged-in member (method first, as this spec reads best). */
const api = <T>(page: Page, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
  memberApi<T>(page, path, method === 'POST' ? (body ?? {}) : undefined)

/** Buys the minimum of one SKU now as the logged-in member. */
const placeOrder = (page: Page, productId = A!.product.productId, buyNum = A!.goods.minBuyNum) =>
  placeSku(page, productId, buyNum)

interface PayInfoData {
  needPay: number
  payState: string
  balanceAvailable: number
}

const payInfo = (page: Page, paySn: string) =>
  api<PayInfoData>(page, 'GET', `/v3/business/front/orderPay/payInfo?paySn=${paySn}`)

/** Counts the requests of the page to one API path from now on. */
function watchRequests(page: Page, path: string) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.headers()['idempotency-key'] ?? '')
  })
  return seen
}

async function openPay(page: Page, paySn: string, payFrom = 2) {
  await page.goto(`/buy/pay?paySn=${paySn}&payFrom=${payFrom}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pago del pedido' })).toBeVisible()
  await expect(page.getByRole('timer')).toHaveText(/^2[34]:[0-5]\d:[0-5]\d$/)
  await expect(page.getByRole('group', { name: 'Método de pago' })).toBeVisible()
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pagar', exact: true })

// every test also fails on a console error of the page (the fixture checks it when the test ends)
test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

test('pays with the prepaid balance after a wrong pay password; the order becomes "Pendiente de envío"', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  await openPay(page, placed.paySn)
  for (const orderSn of placed.orderSnList)
    await expect(page.getByRole('cell', { name: orderSn })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await expect(page.getByRole('link', { name: 'Pago por un tercero' })).toBeVisible()
  await expectAccessible(page)

  const password = page.getByLabel('Contraseña de pago')
  await password.fill('1234')
  await payButton(page).click()
  await expect(page.getByText('La contraseña de pago tiene al menos 8 dígitos')).toBeVisible()
  await password.fill('11112222')
  await payButton(page).click()
  await expect(page.getByText('La contraseña de pago no es correcta.')).toBeVisible()
  await expect(password).toHaveValue('')
  await expectAccessible(page)

  await password.fill(PAY_PASSWORD)
  await payButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expect(page.getByText(/^TR\d+/)).toBeVisible()
  await expectAccessible(page)

  const paid = await api<{ list: { orderSn: string; orderState: number }[] }>(
    page,
    'GET',
    '/v3/business/front/orderInfo/list?orderState=20&pageSize=50',
  )
  expect(paid.data.list.map((order) => order.orderSn)).toEqual(expect.arrayContaining(placed.orderSnList))

  await page.getByRole('link', { name: 'Ver mis pedidos' }).click()
  await expect(page).toHaveURL(/\/member\/order\/list/)
  await expect(page.getByText(placed.orderSnList[0]!).first()).toBeVisible()
  await expectAccessible(page)
})

test('a double click on "Pagar" takes the balance once', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  const before = (await payInfo(page, placed.paySn)).data
  const doPays = watchRequests(page, '/v3/business/front/orderPay/doPay')
  await openPay(page, placed.paySn)
  await page.getByLabel('Contraseña de pago').fill(PAY_PASSWORD)
  await payButton(page).dblclick()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expectAccessible(page)
  expect(doPays).toHaveLength(1)
  const after = (await payInfo(page, placed.paySn)).data
  expect(after.payState).toBe('paid')
  expect(after.balanceAvailable).toBeCloseTo(before.balanceAvailable - before.needPay, 2)
})

test('a text file and a 2 MB image are refused as payment proof before anything is uploaded', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  const uploads = watchRequests(page, '/v3/oss/common/upload')
  await openPay(page, placed.paySn)
  await page.getByRole('radio', { name: 'Transferencia bancaria' }).check()
  await expect(page.getByRole('region', { name: 'Cuenta bancaria de destino' })).toBeVisible()
  await expectAccessible(page)
  const proof = page.getByLabel('Comprobante de pago (PNG o JPG, máximo 1 MB)')
  await proof.setInputFiles({ name: 'recibo.txt', mimeType: 'text/plain', buffer: Buffer.from('pagado') })
  await expect(page.getByText('Formato de archivo incorrecto')).toBeVisible()
  // a PNG signature and 2 MB: no decoder can make it lighter (src/lib/lighter-image.ts), so its size is refused
  await proof.setInputFiles(oversizePng('grande.png', 2 * 1024 * 1024))
  await expect(page.getByText('El archivo supera el tamaño máximo de 1 MB.')).toBeVisible()
  await payButton(page).click()
  await expect(page.getByText('Adjunte el comprobante de pago.')).toBeVisible()
  await expectAccessible(page)
  expect(uploads).toHaveLength(0)
})

test('a wire transfer with a png proof waits for the store, and its confirmation in the control panel pays it', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  await openPay(page, placed.paySn)
  await page.getByRole('radio', { name: 'Transferencia bancaria' }).check()
  await page
    .getByLabel('Comprobante de pago (PNG o JPG, máximo 1 MB)')
    .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Comprobante de pago adjunto' })).toBeVisible()
  await expect(page.getByText('Comprobante adjunto: comprobante.png')).toBeVisible()
  await expectAccessible(page)
  await payButton(page).click()

  await expect(page).toHaveURL(new RegExp(`/buy/waitFor\\?paySn=${placed.paySn}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pendiente de confirmación de la tienda' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: 'Comprobante de transferencia enviado' })).toBeVisible()
  await expectAccessible(page)

  // as the supplier, in the mock control panel
  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  const transfer = panel
    .getByRole('region', { name: 'Transferencias pendientes' })
    .getByRole('listitem', { name: `Pago ${placed.paySn}` })
  await expect(transfer.getByText('Comprador: comprador@example.com')).toBeVisible()
  await transfer.getByRole('button', { name: 'Confirmar transferencia' }).click()
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()

  // the waiting page reads the payment every 5 s
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible({
    timeout: 15_000,
  })
  await expectAccessible(page)
  expect((await payInfo(page, placed.paySn)).data.payState).toBe('paid')
})

test('an 18-digit voucher number is refused, then a seeded voucher pays and its rest goes to the balance', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  const before = (await payInfo(page, placed.paySn)).data
  const doPays = watchRequests(page, '/v3/business/front/orderPay/doPay')
  await openPay(page, placed.paySn)
  await page.getByRole('radio', { name: 'Vale de recarga' }).check()
  const number = page.getByLabel('Número del vale (19 dígitos)')
  await number.fill('100000000000000000')
  await page.getByLabel('PIN del vale (16 dígitos)').fill('1000000000000001')
  await payButton(page).click()
  await expect(page.getByText('El número del vale tiene 19 dígitos')).toBeVisible()
  await expect(number).toHaveValue('100000000000000000')
  await expectAccessible(page)
  expect(doPays).toHaveLength(0)

  await number.fill('1000000000000000001')
  await payButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expectAccessible(page)
  const after = (await payInfo(page, placed.paySn)).data
  expect(after.balanceAvailable).toBeCloseTo(before.balanceAvailable + 5000 - before.needPay, 2)
})

test('moroso@example.com sees credit blocked by the overdue bill and no prepaid balance', async ({
  page,
}) => {
  await loginAs(page, 'moroso@example.com')
  const placed = await placeOrder(page)
  await openPay(page, placed.paySn)
  const credit = page.getByRole('radio', { name: 'Crédito' })
  await expect(credit).toBeDisabled()
  await expect(credit).toHaveAccessibleDescription(
    'Las facturas de crédito vencidas bloquean el pago a crédito.',
  )
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeDisabled()
  await expect(page.getByText('Saldo prepago insuficiente')).toBeVisible()
  await expectAccessible(page)
})

test('TropiPay: the simulated gateway approves → /tropipay/success shows the payment paid', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  await openPay(page, placed.paySn)
  await page.getByRole('radio', { name: 'TropiPay (pago electrónico)' }).check()
  await payButton(page).click()

  await expect(page).toHaveURL(/\/mock-pasarela\?token=/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pasarela de pago simulada — TropiPay' }),
  ).toBeVisible()
  await expect(page.getByText(placed.paySn)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()

  await expect(page).toHaveURL(new RegExp(`/tropipay/success\\?paySn=${placed.paySn}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expectAccessible(page)
  expect((await payInfo(page, placed.paySn)).data.payState).toBe('paid')
})

test('TropiPay: the simulated gateway declines → /tropipay/fail, and "Volver a intentar" leads back to paying', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  await openPay(page, placed.paySn)
  await page.getByRole('radio', { name: 'TropiPay (pago electrónico)' }).check()
  await payButton(page).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pasarela de pago simulada — TropiPay' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Rechazar pago' }).click()

  await expect(page).toHaveURL(new RegExp(`/tropipay/fail\\?paySn=${placed.paySn}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'El pago electrónico no se completó' }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Volver a intentar' }).click()
  await expect(page).toHaveURL(new RegExp(`/buy/pay\\?paySn=${placed.paySn}$`))
  await expect(payButton(page)).toBeVisible()
  await expectAccessible(page)
})

test('an unpaid order is shown expired on /buy/pay once the mock clock moves 25 h', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  const moved = await api(page, 'POST', '/v3/mock/front/clock/advance', { hours: 25 })
  expect(moved.state).toBe(200)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=2`)
  await expect(page.getByRole('heading', { level: 1, name: 'La orden de pago ha caducado.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0)
  await expectAccessible(page)
})

test('from the cart through checkout to /buy/pay: balance too short, paid on credit', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/cart/index')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
  await page.getByRole('button', { name: 'Realizar pedido' }).click()
  await page.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }).check()
  await page.getByRole('button', { name: 'Enviar pedido' }).click()

  await expect(page).toHaveURL(/\/buy\/pay\?paySn=[^&]+&payFrom=1$/)
  const paySn = new URL(page.url()).searchParams.get('paySn')!
  await expect(page.getByRole('heading', { level: 1, name: 'Pago del pedido' })).toBeVisible()
  const info = (await payInfo(page, paySn)).data
  const balance = page.getByRole('radio', { name: 'Saldo prepago' })
  if (info.balanceAvailable < info.needPay) {
    await expect(balance).toBeDisabled()
    await expect(balance).toHaveAccessibleDescription('Saldo prepago insuficiente')
  }
  await expectAccessible(page)
  await page.getByRole('radio', { name: 'Crédito' }).check()
  await expect(page.getByText(/Crédito disponible: US\$/)).toBeVisible()
  await page.getByLabel('Contraseña de pago').fill(PAY_PASSWORD)
  await payButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expectAccessible(page)
  expect((await payInfo(page, paySn)).data.payState).toBe('paid')
})
