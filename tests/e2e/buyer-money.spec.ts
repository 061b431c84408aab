// What a buyer reads about money and dates (issue 15 items 10, 11, 12; issue 11 item 7), as comprador@example.com
// in Chromium on the seeded mock: the final-payment page says 7 days beside a countdown of about a week; after
// paying it, the order detail lists the deposit and the final payment and words the quote in US$; "Aceptar y
// pagar" without the tick says why; the order list's date filters read AAAA-MM-DD. Axe on every page visited.
import { memberApi } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const BUYER = 'comprador@example.com'
const PAY_PASSWORD = '20262026'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

interface OrderRow {
  orderSn: string
  reserveState: string | null
  finalPaySn: string | null
}

test('the final payment says 7 days beside its countdown, and once paid the order lists deposit and final payment in US$', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, BUYER)
  const list = await memberApi<{ list: OrderRow[] }>(
    page,
    '/v3/business/front/orderInfo/list?current=1&pageSize=50',
  )
  const order = list.data.list.find((row) => row.reserveState === 'waitingFinalPayment')!
  expect(order.finalPaySn).toBeTruthy()

  await page.goto(`/member/order/detail?orderSn=${order.orderSn}`)
  // the first page after login loads the mock database: slow on a busy 2-core machine
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('link', { name: 'Pagar saldo final' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/buy/pay\\?paySn=${order.finalPaySn}`))
  // about a week left, and the text says the same window: never "24 horas"
  await expect(page.getByRole('timer')).toHaveText(/^1[0-6]\d:[0-5]\d:[0-5]\d$/)
  await expect(
    page.getByText(/^Plazo para pagar el saldo final: 7 días, hasta el \d{4}-\d\d-\d\d \d\d:\d\d\./),
  ).toBeVisible()
  await expect(page.getByText(/24 horas/)).toHaveCount(0)
  await expectAccessible(page)

  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await page.getByLabel('Contraseña de pago').fill(PAY_PASSWORD)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()

  await page.goto(`/member/order/detail?orderSn=${order.orderSn}`)
  const payments = page.getByRole('table', { name: 'Pagos del pedido' })
  await expect(payments.getByRole('row')).toHaveCount(3)
  await expect(payments.getByRole('rowheader', { name: 'Depósito' })).toBeVisible()
  await expect(payments.getByRole('rowheader', { name: 'Saldo final' })).toBeVisible()
  await expect(payments.getByRole('cell', { name: order.finalPaySn!, exact: true })).toBeVisible()
  const history = page.getByRole('region', { name: 'Historial del pedido' })
  await expect(
    history.getByText(/^Cotización del proveedor: US\$ [\d.]+,\d\d; depósito de US\$ [\d.]+,\d\d\.$/),
  ).toBeVisible()
  await expect(history.getByText(/USD/)).toHaveCount(0)
  await expectAccessible(page)
})

test('"Aceptar y pagar" before "Conozco al solicitante" says why, and the header shows both sides of third-party payments', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, BUYER)
  const payable = await memberApi<{ list: { paySn: string | null; payState: string; orderType: number }[] }>(
    page,
    '/v3/business/front/orderInfo/list?current=1&pageSize=50&orderState=10',
  )
  const paySn = payable.data.list.find(
    (row) => row.orderType === 1 && row.paySn && row.payState === 'unpaid',
  )!.paySn!
  const made = await memberApi<{ requestSn: string }>(
    page,
    '/v3/business/front/payRequest/add',
    { paySn, payerEmail: 'personal@example.com', message: 'Gracias' },
    { form: true },
  )
  expect(made.state).toBe(200)
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await loginAs(page, 'personal@example.com')

  await page.getByRole('link', { name: 'Pagos por un tercero' }).first().click()
  const sides = page.getByRole('navigation', { name: 'Pagos por un tercero' })
  await expect(sides.getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute('aria-current', 'page')
  await sides.getByRole('link', { name: 'Solicitudes para pagar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos que me solicitaron' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: `Revisar y pagar ${made.data.requestSn}` }).click()

  const knows = page.getByRole('checkbox', { name: 'Conozco al solicitante y acepto pagar' })
  await page.getByRole('button', { name: 'Aceptar y pagar' }).click()
  await expect(knows).toBeFocused()
  await expect(knows).toHaveAccessibleDescription(/^Para aceptar y pagar, marque «Conozco al solicitante/)
  await expectAccessible(page)
  await knows.check()
  await page.getByRole('button', { name: 'Aceptar y pagar' }).click()
  await expect(page).toHaveURL(new RegExp(`/buy/pay\\?paySn=${paySn}&requestSn=${made.data.requestSn}`))
})

test('the order list date filters read and accept AAAA-MM-DD, and refuse another format in Spanish', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, BUYER)
  await page.goto('/member/order/list')
  const search = page.getByRole('search', { name: 'Buscar pedidos' })
  const from = search.getByLabel('Desde')
  await expect(from).toHaveAttribute('placeholder', 'AAAA-MM-DD')
  await from.fill('01/31/2020')
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(from).toHaveAccessibleDescription(
    'Formato AAAA-MM-DD Escriba una fecha válida con el formato AAAA-MM-DD (por ejemplo, 2026-03-01).',
  )
  await expect(from).toBeFocused()
  await expect(page).toHaveURL(/\/member\/order\/list$/)
  await expectAccessible(page)
  await from.fill('2020-01-01')
  await search.getByLabel('Hasta').fill('2020-12-31')
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\?startTime=2020-01-01&endTime=2020-12-31$/)
  await expect(
    page.getByText('Ningún pedido coincide con la búsqueda. Pruebe con otras palabras o fechas.'),
  ).toBeVisible()
  await expect(search.getByLabel('Desde')).toHaveValue('2020-01-01')
})
