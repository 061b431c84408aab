// The long order journeys of issue 6, as comprador@example.com in Chromium with the mock control panel acting as
// the supplier and the platform: a reservation order end to end (review, quote, deposit, goods prepared, final
// payment, two batches, pickup code with its QR code, pickup, receipt confirmation); an overdue final payment
// that closes the order and forfeits the deposit once the mock clock moves (and the final payment refused from
// another payer account); a refund with return refused, reapplied and confirmed. A fresh mock database per test;
// axe on every page visited.
import type { Locator, Page } from '@playwright/test'
import { memberApi, placeReservation } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const BUYER = 'comprador@example.com'
const PAY_PASSWORD = '20262026'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

async function openPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  return page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
}

const closePanel = (panel: Locator) => panel.getByRole('button', { name: 'Cerrar panel' }).click()

/** The panel's row of an order, after filtering the list by the buyer. */
async function orderRow(panel: Locator, orderSn: string): Promise<Locator> {
  const orders = panel.getByRole('region', { name: 'Pedidos' })
  await orders.getByLabel('Correo del comprador').fill(BUYER)
  await orders.getByRole('button', { name: 'Actualizar pedidos' }).click()
  return orders.getByRole('listitem', { name: orderSn, exact: true })
}

/** As the supplier: one action on the order in the panel, then back to the buyer's order detail. */
async function asSupplier(page: Page, orderSn: string, act: (row: Locator) => Promise<void>) {
  const panel = await openPanel(page)
  const row = await orderRow(panel, orderSn)
  await act(row)
  await expect(panel.getByText(new RegExp(`Pedido ${orderSn}: «.+» aplicado`)).last()).toBeVisible()
  await closePanel(panel)
  await page.goto(`/member/order/detail?orderSn=${orderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible()
}

/** Pays the payment the detail's button leads to, with the prepaid balance. */
async function payWithBalance(page: Page, button: string) {
  await page.getByRole('link', { name: button }).first().click()
  await expect(page).toHaveURL(/\/buy\/pay\?paySn=/)
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await page.getByLabel('Contraseña de pago').fill(PAY_PASSWORD)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
}

async function detailState(page: Page, orderSn: string, text: string) {
  await page.goto(`/member/order/detail?orderSn=${orderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pedido' })).toBeVisible()
  await expect(page.getByText(text).first()).toBeVisible()
}

test('a reservation order goes from review to deposit, final payment, batches, pickup code and receipt', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, BUYER)
  const placed = await placeReservation(page)
  const [orderSn] = placed.orderSnList as [string]
  await detailState(page, orderSn, 'Pendiente de revisión del proveedor')
  await expectAccessible(page)

  // supplier: approve the review, then quote
  await asSupplier(page, orderSn, async (row) => {
    await row.getByRole('button', { name: 'Aprobar revisión' }).click()
    await expect(row.getByLabel('Importe total de la cotización')).toBeVisible()
    await row.getByLabel('Importe total de la cotización').fill('1000')
    await row.getByRole('button', { name: 'Cotizar' }).click()
  })
  await expect(page.getByText('Pendiente de pago del depósito').first()).toBeVisible()
  await expect(page.getByText('US$ 300,00').first()).toBeVisible()
  await expectAccessible(page)

  // buyer: the deposit (30 %) through the payment screen
  await payWithBalance(page, 'Pagar depósito')
  await detailState(page, orderSn, 'El proveedor prepara la mercancía')

  // supplier: goods prepared → the final payment opens with its deadline
  await asSupplier(page, orderSn, (row) => row.getByRole('button', { name: 'Mercancía preparada' }).click())
  await expect(page.getByText('Pendiente de pago final').first()).toBeVisible()
  await expect(page.getByText(/Tiempo restante para pagar el saldo final/)).toBeVisible()
  await payWithBalance(page, 'Pagar saldo final')
  await detailState(page, orderSn, 'Pendiente de envío')

  // supplier: two batches in containers, then the pickup code
  const ordered = await memberApi<{ productList: { buyNum: number }[] }>(
    page,
    `/v3/business/front/orderInfo/detail?orderSn=${orderSn}`,
  )
  const total = ordered.data.productList.reduce((sum, line) => sum + line.buyNum, 0)
  await asSupplier(page, orderSn, async (row) => {
    const first = Math.max(1, Math.floor(total / 2))
    await row.getByLabel('Unidades').fill(String(first))
    await row.getByLabel('Número de contenedor').fill('MSCU1234565')
    await row.getByRole('button', { name: 'Enviar lote' }).click()
    await expect(row.getByText(/Lote 1/).first()).toBeVisible()
    if (total - first > 0) {
      await row.getByLabel('Unidades').fill(String(total - first))
      await row.getByLabel('Número de contenedor').fill('TGHU7654320')
      await row.getByRole('button', { name: 'Enviar lote' }).click()
      await expect(row.getByText(/Lote 2/).first()).toBeVisible()
    }
    await row.getByRole('button', { name: 'Recogida lista' }).click()
  })
  await expect(page.getByText('MSCU1234565').first()).toBeVisible()
  const pickup = page.getByRole('region', { name: 'Código de recogida' })
  const code = (
    (await pickup
      .getByText(/^\d{6}$/)
      .first()
      .textContent()) ?? ''
  ).trim()
  expect(code).toMatch(/^\d{6}$/)
  await expect(page.getByRole('img', { name: `Código QR del código de recogida ${code}` })).toBeVisible()
  await expectAccessible(page)

  // the warehouse hands the goods over for that code only
  await asSupplier(page, orderSn, async (row) => {
    await row.getByLabel('Código de recogida').fill(code)
    await row.getByRole('button', { name: 'Registrar recogida' }).click()
  })
  await expect(page.getByText('Pendiente de confirmación de recepción').first()).toBeVisible()
  await expect(page.getByText(/Confirmación automática de la recepción en/)).toBeVisible()

  // buyer: confirm receipt → finished
  await page.getByRole('button', { name: 'Confirmar recepción' }).first().click()
  const dialog = page.getByRole('dialog', { name: `Confirmar recepción del pedido ${orderSn}` })
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Confirmar recepción' }).click()
  await expect(page.getByText('Finalizado').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirmar recepción' })).toHaveCount(0)
  await expectAccessible(page)

  // confirming twice through the API is refused
  const again = await memberApi(page, '/v3/business/front/orderOperate/receive', { orderSn })
  expect(again).toMatchObject({
    state: 255,
    msg: 'Este pedido no está pendiente de confirmación de recepción.',
  })
})

test('an overdue final payment closes the reservation order and forfeits the deposit when the mock clock moves', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, BUYER)
  const placed = await placeReservation(page)
  const [orderSn] = placed.orderSnList as [string]
  const act = (action: string, extra: Record<string, unknown> = {}) =>
    memberApi<{ depositPaySn: string; finalPaySn: string }>(page, '/v3/mock/front/orders/act', {
      orderSn,
      action,
      ...extra,
    })
  expect((await act('approve')).state).toBe(200)
  const quoted = await act('quote', { total: 800 })
  expect(quoted.state).toBe(200)
  const deposit = await memberApi(
    page,
    '/v3/business/front/orderPay/doPay',
    { paySn: quoted.data.depositPaySn, payMethod: 'balance', payPwd: PAY_PASSWORD },
    { idempotencyKey: `deposit-${orderSn}` },
  )
  expect(deposit.state).toBe(200)
  const prepared = await act('prepare')
  expect(prepared.state).toBe(200)

  // the final payment from another payer account is refused: a third party cannot be asked to pay it
  const request = await memberApi(
    page,
    '/v3/business/front/payRequest/add',
    {
      paySn: prepared.data.finalPaySn,
      payerEmail: 'personal@example.com',
      message: 'Pague el saldo final, por favor',
    },
    { form: true },
  )
  expect(request).toMatchObject({
    state: 255,
    msg: 'El saldo final debe pagarse desde la misma cuenta que pagó el depósito.',
  })

  await detailState(page, orderSn, 'Pendiente de pago final')
  await expect(page.getByRole('link', { name: 'Pagar saldo final' }).first()).toBeVisible()
  await expectAccessible(page)

  // the platform's clock passes the 7-day deadline
  const panel = await openPanel(page)
  await panel.getByRole('button', { name: 'Adelantar 7 días' }).click()
  await panel.getByLabel('Horas a adelantar').fill('1')
  await panel.getByRole('button', { name: 'Adelantar', exact: true }).click()
  await closePanel(panel)

  await detailState(page, orderSn, 'Cerrado por pago final vencido')
  await expect(
    page
      .getByText(/depósito/i)
      .filter({ hasText: /pierde|perdido|perdió/ })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pagar saldo final' })).toHaveCount(0)
  await expectAccessible(page)
  // and the final payment can no longer be paid
  const late = await memberApi(
    page,
    '/v3/business/front/orderPay/doPay',
    { paySn: prepared.data.finalPaySn, payMethod: 'balance', payPwd: PAY_PASSWORD },
    { idempotencyKey: `final-${orderSn}` },
  )
  expect(late.state).toBe(255)
})

test('a refund with return is refused by the supplier, reapplied, confirmed, returned and refunded', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, BUYER)
  // a seeded order waiting for receipt confirmation (everything shipped), with nothing refunded yet
  const orders = await memberApi<{ list: { orderSn: string; openRefundSn: string | null }[] }>(
    page,
    '/v3/business/front/orderInfo/list?orderState=30&pageSize=50',
  )
  const order = orders.data.list.find((row) => !row.openRefundSn)
  expect(order, 'a seeded order pending receipt').toBeTruthy()
  const { orderSn } = order!

  await page.goto(`/member/order/detail?orderSn=${orderSn}`)
  await page.getByRole('link', { name: 'Solicitar reembolso' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar reembolso' })).toBeVisible()
  await page.getByRole('radio', { name: 'Reembolso con devolución' }).check()
  await page.getByLabel('Importe del reembolso (US$)').fill('20')
  await page.getByLabel('Motivo').selectOption({ index: 1 })
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page).toHaveURL(/\/member\/order\/refund\/detail\?afsSn=/)
  const afsSn = new URL(page.url()).searchParams.get('afsSn')!

  const refundRow = async (panel: Locator) => {
    const refunds = panel.getByRole('region', { name: 'Reembolsos' })
    await refunds.getByRole('button', { name: 'Actualizar reembolsos' }).click()
    return refunds.getByRole('listitem', { name: afsSn, exact: true })
  }

  // supplier refuses with a reason
  let panel = await openPanel(page)
  let row = await refundRow(panel)
  await row.getByLabel('Motivo').fill('Faltan fotos de la mercancía dañada')
  await row.getByRole('button', { name: 'Rechazar' }).click()
  await expect(row.getByRole('button', { name: 'Rechazar' })).toHaveCount(0)
  await closePanel(panel)
  await page.reload()
  await expect(page.getByText('Faltan fotos de la mercancía dañada').first()).toBeVisible()
  await expectAccessible(page)

  // buyer reapplies
  await page.getByRole('link', { name: 'Volver a solicitar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Volver a solicitar' })).toBeVisible()
  await page.getByLabel('Importe del reembolso (US$)').fill('20')
  await page.getByLabel('Motivo').selectOption({ index: 1 })
  await page.getByLabel('Descripción (opcional)').fill('Adjunto la descripción de los daños.')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page).toHaveURL(new RegExp(`/member/order/refund/detail\\?afsSn=${afsSn}$`))

  // supplier confirms: the buyer sends the goods back
  panel = await openPanel(page)
  row = await refundRow(panel)
  await row.getByRole('button', { name: 'Confirmar' }).click()
  await expect(row.getByRole('button', { name: 'Confirmar' })).toHaveCount(0)
  await closePanel(panel)
  await page.reload()
  await page.getByLabel('Empresa de transporte').selectOption({ label: 'DHL Express' })
  await page.getByLabel('Número de seguimiento').fill('JD0145889934')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Enviar datos de devolución' }).click()
  await expect(page.getByText(/Enviada con DHL Express, número de seguimiento JD0145889934/)).toBeVisible()

  // supplier receives the goods: refunded
  panel = await openPanel(page)
  row = await refundRow(panel)
  await row.getByRole('button', { name: 'Mercancía recibida' }).click()
  await expect(row.getByRole('button', { name: 'Mercancía recibida' })).toHaveCount(0)
  await closePanel(panel)
  await page.reload()
  const steps = page.getByRole('list', { name: 'Progreso' })
  await expect(steps.getByRole('listitem').last()).toHaveText(/Reembolsado/)
  await expectAccessible(page)
  const detail = await memberApi<{ state: string; history: { state: string }[] }>(
    page,
    `/v3/business/front/after/sale/detail?afsSn=${afsSn}`,
  )
  expect(detail.data.state).toBe('refunded')
  expect(detail.data.history.map((entry) => entry.state)).toEqual([
    'applied',
    'refused',
    'applied',
    'waitingReturn',
    'returnShipped',
    'refunded',
  ])
})
