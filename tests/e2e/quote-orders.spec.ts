// The quote-order page (issue 6 item 6) in Chromium as comprador@example.com: the seeded reservation orders,
// the one waiting for its deposit with "Pagar depósito" to the payment screen; axe on every page visited.
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { memberApi } from './member-api'

interface ReservationPage {
  list: { orderSn: string; depositPaySn: string | null; lifecycle: { state: string } }[]
}

test('lists a seeded reservation order waiting for its deposit with "Pagar depósito", and the tabs filter by quote', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/order/quoteOrder')
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de cotización' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page')
  const answer = await memberApi<ReservationPage>(
    page,
    '/v3/business/front/orderInfo/list?orderType=2&pageSize=50',
  )
  const waiting = answer.data.list.find((order) => order.lifecycle.state === 'waitingDeposit')
  expect(waiting, 'comprador has a seeded reservation order waiting for the deposit').toBeTruthy()
  const { orderSn, depositPaySn } = waiting!
  await expectAccessible(page)

  const card = page.getByRole('article', { name: `Pedido ${orderSn}` })
  await expect(card.getByText('Pendiente de pago del depósito')).toBeVisible()
  await expect(card.getByText('Total cotizado')).toBeVisible()
  await expect(card.getByText('Depósito', { exact: true })).toBeVisible()
  await expect(card.getByText('Saldo final', { exact: true })).toBeVisible()
  const pay = card.getByRole('link', { name: `Pagar depósito del pedido ${orderSn}` })
  await expect(pay).toHaveAttribute('href', `/buy/pay?paySn=${depositPaySn}&payFrom=2`)

  await page.getByRole('link', { name: 'Pendientes de cotización' }).click()
  await expect(page).toHaveURL('/member/order/quoteOrder?tab=pending')
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('article', { name: `Pedido ${orderSn}` })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Pagar/ })).toHaveCount(0)
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Cotizadas' }).click()
  await expect(page).toHaveURL('/member/order/quoteOrder?tab=quoted')
  await page
    .getByRole('article', { name: `Pedido ${orderSn}` })
    .getByRole('link', { name: /^Pagar depósito/ })
    .click()
  await expect(page).toHaveURL(`/buy/pay?paySn=${depositPaySn}&payFrom=2`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page)
})
