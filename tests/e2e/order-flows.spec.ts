// "Flujos de pedidos" for analysts (issue 13 item 2) in Chromium: the control panel's flow view draws the
// reservation lifecycle with the seeded orders' counts, lists a state's orders, and after comprador pays a
// seeded order's deposit the count moves from "Pendiente de pago del depósito" to "El proveedor prepara la
// mercancía" and the move is counted in the last 24 hours. A fresh mock database per test; axe on every view.
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const BUYER = 'comprador@example.com'
const PAY_PASSWORD = '20262026'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

interface FlowCounts {
  states: { state: string; count: number }[]
  transitions: { from: string; to: string; count: number }[]
}

/** The mock's own figures, read the way the view reads them. */
async function flowCounts(page: Page, period: string): Promise<FlowCounts> {
  return page.evaluate(async (query) => {
    const response = await fetch(`/v3/mock/front/flows?${query}`)
    return ((await response.json()) as { data: FlowCounts }).data
  }, `kind=reservation&period=${period}`)
}

const countIn = (counts: FlowCounts, state: string) =>
  counts.states.find((row) => row.state === state)?.count ?? 0
const moves = (counts: FlowCounts, from: string, to: string) =>
  counts.transitions.find((row) => row.from === from && row.to === to)?.count ?? 0
const ordersText = (count: number) => `${count} ${count === 1 ? 'pedido' : 'pedidos'}`

async function openFlows(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  await panel
    .getByRole('region', { name: 'Flujos de pedidos' })
    .getByRole('button', { name: 'Ver flujos de pedidos' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Flujos de pedidos' })
  await expect(dialog.getByRole('group', { name: 'Diagrama de estados: Pedido de reserva' })).toBeVisible()
  return dialog
}

async function closeFlows(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Cerrar flujos de pedidos' }).click()
  await page
    .getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
    .getByRole('button', { name: 'Cerrar panel' })
    .click()
}

test('the flow view counts the seeded orders and moves a count when the buyer pays a deposit', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, BUYER)
  const before = await flowCounts(page, 'all')
  const waiting = countIn(before, 'waitingDeposit')
  const preparing = countIn(before, 'preparing')
  expect(waiting).toBeGreaterThan(0)

  const dialog = await openFlows(page)
  const depositState = dialog.getByRole('button', {
    name: `Pendiente de pago del depósito (waitingDeposit): ${ordersText(waiting)}`,
  })
  await expect(depositState).toBeVisible()
  await expect(
    dialog.getByRole('button', {
      name: `El proveedor prepara la mercancía (preparing): ${ordersText(preparing)}`,
    }),
  ).toBeVisible()
  await expectAccessible(page)

  // the state's orders: choose it with the keyboard
  await depositState.focus()
  await page.keyboard.press('Enter')
  const list = dialog.getByRole('region', { name: 'En «Pendiente de pago del depósito» ahora' })
  await expect(list.getByRole('row')).toHaveCount(waiting + 1)
  const mine = list.getByRole('row').filter({ hasText: BUYER }).first()
  const orderSn = (await mine.getByRole('rowheader').textContent())!.trim()
  expect(orderSn).toMatch(/^[A-Z0-9]{6,32}$/)
  await expectAccessible(page)

  // the period: the last 24 hours, before the payment
  await dialog.getByLabel('Periodo de las transiciones').selectOption({ label: 'Últimas 24 horas' })
  const day = await flowCounts(page, '24h')
  const transitions = dialog.getByRole('table', { name: 'Transiciones de Pedido de reserva' })
  const paidRow = transitions
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Pendiente de pago del depósito', exact: true }) })
    .filter({ hasText: 'El proveedor prepara la mercancía' })
  await expect(paidRow.getByRole('cell').last()).toHaveText(String(moves(day, 'waitingDeposit', 'preparing')))
  await closeFlows(page, dialog)

  // the buyer pays the deposit from the order's detail
  await page.goto(`/member/order/detail?orderSn=${orderSn}`)
  await page.getByRole('link', { name: 'Pagar depósito' }).first().click()
  await expect(page).toHaveURL(/\/buy\/pay\?paySn=/)
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await page.getByLabel('Contraseña de pago').fill(PAY_PASSWORD)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()

  // one order fewer waiting for its deposit, one more being prepared, and the move counted today
  const after = await openFlows(page)
  await expect(
    after.getByRole('button', {
      name: `Pendiente de pago del depósito (waitingDeposit): ${ordersText(waiting - 1)}`,
    }),
  ).toBeVisible()
  await expect(
    after.getByRole('button', {
      name: `El proveedor prepara la mercancía (preparing): ${ordersText(preparing + 1)}`,
    }),
  ).toBeVisible()
  await after.getByLabel('Periodo de las transiciones').selectOption({ label: 'Últimas 24 horas' })
  const movedRow = after
    .getByRole('table', { name: 'Transiciones de Pedido de reserva' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Pendiente de pago del depósito', exact: true }) })
    .filter({ hasText: 'El proveedor prepara la mercancía' })
  await expect(movedRow.getByRole('cell').last()).toHaveText(
    String(moves(day, 'waitingDeposit', 'preparing') + 1),
  )
  await after.getByRole('button', { name: /\(preparing\)/ }).click()
  await expect(
    after.getByRole('region', { name: 'En «El proveedor prepara la mercancía» ahora' }).getByRole('row', {
      name: new RegExp(orderSn),
    }),
  ).toBeVisible()
  await expectAccessible(page)
})
