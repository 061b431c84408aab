// The mock control panel acting as the supplier on orders (issue 6 item 7), in the browser: comprador places a
// reservation order through the API, the panel's "Pedidos" section approves the review and quotes it, and
// the buyer's order detail then asks for the deposit. A fresh mock database per test; axe on every page
// visited, with the panel open.
import { placeReservation } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

test('the panel approves and quotes a reservation order, and the buyer is asked for the deposit', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeReservation(page)
  const [orderSn] = placed.orderSnList
  expect(placed.paySn).toBeNull()
  // the buyer's order detail, with the panel open over it
  await page.goto(`/member/order/detail?orderSn=${orderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible()
  await expect(page.getByText('Pendiente de revisión del proveedor').first()).toBeVisible()

  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  const orders = panel.getByRole('region', { name: 'Pedidos' })
  await orders.getByLabel('Correo del comprador').fill('comprador@example.com')
  await orders.getByLabel('Número de pedido (o parte)').fill(orderSn!)
  await orders.getByRole('button', { name: 'Actualizar pedidos' }).click()
  const row = orders.getByRole('listitem', { name: orderSn, exact: true })
  await expect(row.getByText('Pendiente de revisión del proveedor')).toBeVisible()
  await expect(row.getByText('Reserva', { exact: true })).toBeVisible()
  await expect(
    row
      .getByRole('list', { name: `Estados de la máquina del pedido ${orderSn}` })
      .locator('[aria-current="step"]'),
  ).toHaveText(/waitingReview/)
  // only what the machine takes in waitingReview
  await expect(row.getByRole('button', { name: 'Cotizar' })).toHaveCount(0)

  await row.getByRole('button', { name: 'Aprobar revisión' }).click()
  await expect(
    orders.getByText(
      `Pedido ${orderSn}: «Aprobar revisión» aplicado. Estado: Pendiente de cotización del proveedor.`,
    ),
  ).toBeVisible()
  await expect(row.getByRole('button', { name: 'Aprobar revisión' })).toHaveCount(0)

  // an out-of-state action sent straight to the mock API is refused and changes nothing
  const refused = await page.evaluate(async (sn) => {
    const response = await fetch('/v3/mock/front/orders/act', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderSn: sn, action: 'prepare' }),
    })
    return (await response.json()) as { state: number; msg: string }
  }, orderSn)
  expect(refused).toMatchObject({ state: 255, msg: 'Acción no permitida en el estado actual del pedido.' })

  await row.getByLabel('Importe total de la cotización').fill('2500')
  await row.getByLabel('Nota de la cotización (opcional)').fill('Producción en 45 días')
  await row.getByRole('button', { name: 'Cotizar' }).click()
  await expect(
    orders.getByText(`Pedido ${orderSn}: «Cotizar» aplicado. Estado: Pendiente de pago del depósito.`),
  ).toBeVisible()
  await expect(row.getByText('US$ 750,00')).toBeVisible()
  await expect(row.getByText('US$ 1.750,00')).toBeVisible()
  await expect(row.getByText('La máquina no acepta acciones del proveedor ahora.')).toBeVisible()
  await expectAccessible(page)
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()

  // the buyer's side reads the order again
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible()
  await expect(page.getByText('Pendiente de pago del depósito').first()).toBeVisible()
  await expectAccessible(page)
})
