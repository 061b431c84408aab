// The order list's tools in the browser (issue 16 item 6), as comprador@example.com on the seeded order history:
// tab counts from the server, a new address for an order that has not shipped (freight recomputed), deleting a
// cancelled order after a confirmation. axe on every page and dialog.
import type { Page } from '@playwright/test'
import { memberApi } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

interface Page0<T> {
  list: T[]
  pagination: { total: number }
}
interface Row {
  orderSn: string
  orderType: number
  expressFee: number
  totalMoney: number
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Estado del pedido' })
const card = (page: Page, orderSn: string) => page.getByRole('article', { name: `Pedido ${orderSn}` })
const ordersIn = async (page: Page, state: number) =>
  (await memberApi<Page0<Row>>(page, `/v3/business/front/orderInfo/list?orderState=${state}&pageSize=50`))
    .data

test('the status tabs show how many orders each holds, from the server', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible()
  const unpaid = await ordersIn(page, 10)
  const item = tabs(page).getByRole('listitem').filter({ hasText: 'Pendiente de pago' })
  await expect(item).toContainText(
    unpaid.pagination.total === 1 ? '1 pedido' : `${unpaid.pagination.total} pedidos`,
  )
  await expectAccessible(page)
})

test('an order not yet shipped moves to another address and its freight is recomputed', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list?state=10')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible()
  const order = (await ordersIn(page, 10)).list.find((row) => row.orderType === 1)!
  const unpaid = card(page, order.orderSn)
  await unpaid.getByRole('button', { name: `Cambiar dirección del pedido ${order.orderSn}` }).click()
  const dialog = page.getByRole('dialog', { name: `Cambiar la dirección del pedido ${order.orderSn}` })
  await expect(dialog.getByRole('radio')).toHaveCount(3)
  await expectAccessible(page)
  await dialog.getByRole('radio', { name: /Orlando Quesada Vidal/ }).check()
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `La dirección del pedido ${order.orderSn} se ha cambiado.` }),
  ).toBeVisible()
  await expect(dialog).toHaveCount(0)

  await page.goto(`/member/order/detail?orderSn=${order.orderSn}`)
  const address = page.getByRole('region', { name: 'Dirección de entrega' })
  await expect(address.getByText('Orlando Quesada Vidal')).toBeVisible()
  const detail = (await memberApi<Row>(page, `/v3/business/front/orderInfo/detail?orderSn=${order.orderSn}`))
    .data
  expect(detail.expressFee).toBeGreaterThan(order.expressFee)
  expect(detail.totalMoney).toBeCloseTo(order.totalMoney + detail.expressFee - order.expressFee, 2)
  await expectAccessible(page)
})

test('a cancelled order is deleted from the list after a confirmation', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/member/order/list?state=0')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible()
  const order = (await ordersIn(page, 0)).list[0]!
  const cancelled = card(page, order.orderSn)
  await cancelled.getByRole('button', { name: `Eliminar pedido del pedido ${order.orderSn}` }).click()
  const confirm = page.getByRole('alertdialog', { name: `¿Eliminar el pedido ${order.orderSn}?` })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `El pedido ${order.orderSn} se ha eliminado de su lista.` }),
  ).toBeVisible()
  await expect(card(page, order.orderSn)).toHaveCount(0)
  await expectAccessible(page)
})
