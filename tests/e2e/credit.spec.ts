// Credit bills in the browser (issue 12 item 4; SPEC.md §2 /member/credit/index and /pay, §5, §8): moroso's
// seeded overdue bill blocks credit; he pays it by e-payment through the mock's simulated gateway (his prepaid
// balance is zero), comes back to the bill paid, and then pays an order on credit. The mock clock moved past a
// due date makes comprador's bill overdue. A fresh mock database per test; axe on every page visited.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { sellableGoods } from '../../mocks/seed/orders'
import { memberApi, placeOrder as placeSku } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const [A] = sellableGoods(buildSeedData())
const PAY_PASSWORD = '20262026'
const placeOrder = (page: Page) => placeSku(page, A!.product.productId, A!.goods.minBuyNum)

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

test('moroso@example.com pays its overdue bill by e-payment and then can pay an order by credit', async ({
  page,
}) => {
  await loginAs(page, 'moroso@example.com', '/member/credit/index')
  await expect(page.getByRole('heading', { level: 1, name: 'Mi crédito' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(
    'Las facturas de crédito vencidas bloquean el pago a crédito',
  )
  const bills = page.getByRole('table', { name: 'Facturas de crédito' })
  await expect(bills.getByRole('row')).toHaveCount(2)
  await expect(bills.getByText('Vencida')).toBeVisible()
  await bills.getByRole('button', { name: /^Ver pedidos de / }).click()
  await expect(page.getByText('Saldo inicial de crédito')).toBeVisible()
  await expectAccessible(page)

  await bills.getByRole('link', { name: /^Pagar factura de / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar factura de crédito' })).toBeVisible()
  // zero prepaid balance (SPEC.md §5): the balance is offered disabled with its reason, e-payment is chosen,
  // and the mock refuses a balance payment sent anyway with the §8 text
  const balance = page.getByRole('radio', { name: 'Saldo prepago' })
  await expect(balance).toBeDisabled()
  await expect(balance).toHaveAccessibleDescription(/Saldo prepago insuficiente/)
  await expect(page.getByRole('radio', { name: 'TropiPay (pago electrónico)' })).toBeChecked()
  await expectAccessible(page)
  const billSn = new URL(page.url()).searchParams.get('billSn')!
  const refused = await memberApi(
    page,
    '/v3/member/front/creditBill/pay',
    { billSn, payMethod: 'balance', payPwd: PAY_PASSWORD },
    { idempotencyKey: crypto.randomUUID() },
  )
  expect(refused.state).toBe(255)
  expect(refused.msg).toMatch(/Saldo prepago insuficiente/)
  await page.getByRole('button', { name: 'Pagar factura' }).click()

  await expect(page).toHaveURL(/\/mock-pasarela\?token=TP-CB-/)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page).toHaveURL(/\/member\/credit\/pay\?billSn=CB\d{12}&result=success$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Factura pagada' })).toBeVisible()
  await expectAccessible(page)

  await page.goto('/member/credit/index')
  await expect(page.getByRole('table', { name: 'Facturas de crédito' }).getByText('Pagada')).toBeVisible()
  await expect(page.getByText('Las facturas de crédito vencidas bloquean')).toHaveCount(0)

  const placed = await placeOrder(page)
  await page.goto(`/buy/pay?paySn=${placed.paySn}&payFrom=2`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pago del pedido' })).toBeVisible()
  const credit = page.getByRole('radio', { name: 'Crédito' })
  await expect(credit).toBeEnabled()
  await credit.check()
  await page.getByLabel('Contraseña de pago').fill(PAY_PASSWORD)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expectAccessible(page)
})

test('moving the mock clock past the due date makes comprador’s credit bill overdue and blocks credit; its balance covers and pays it', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const placed = await placeOrder(page)
  const paid = await memberApi<{ payState: string }>(
    page,
    '/v3/business/front/orderPay/doPay',
    { paySn: placed.paySn, payMethod: 'credit', payPwd: PAY_PASSWORD },
    { idempotencyKey: crypto.randomUUID() },
  )
  expect(paid.state, paid.msg).toBe(200)
  await page.goto('/member/credit/index')
  const bills = page.getByRole('table', { name: 'Facturas de crédito' })
  await expect(bills.getByText('Abierta')).toBeVisible()
  await expect(bills.getByRole('link', { name: /^Pagar factura/ })).toHaveCount(0)

  // past the end of the month and the 20 days after it, whatever today is
  const moved = await memberApi(page, '/v3/mock/front/clock/advance', { hours: 24 * 53 })
  expect(moved.state).toBe(200)
  await page.reload()
  await expect(bills.getByText('Vencida')).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(
    'Las facturas de crédito vencidas bloquean el pago a crédito',
  )
  await expectAccessible(page)
  // comprador's 2.000 USD balance covers the bill: offered, enabled and chosen (SPEC.md §5)
  await bills.getByRole('link', { name: /^Pagar factura de / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar factura de crédito' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeEnabled()
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await expect(page.getByText('Saldo prepago insuficiente')).toHaveCount(0)
  await page.getByLabel('Contraseña de pago').fill(PAY_PASSWORD)
  await page.getByRole('button', { name: 'Pagar factura' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Factura pagada' })).toBeVisible()
  await page.goto('/member/credit/index')
  const summary = await memberApi<{ hasOverdueBill: boolean }>(page, '/v3/member/front/credit/summary')
  expect(summary.data.hasOverdueBill).toBe(false)
})
