// Messages of issue 11 item 6 in Chromium with axe on every page: comprador sees the unread count in the
// header, reads a notice (the count goes down) and deletes one in /msg/list, switches order notices off in
// /msg/setting, and a supplier action through the mock's order controls then writes no order notice — until
// the type is switched back on. The member centre's announcements (/member/article) open.
import { placeReservation, memberApi } from './member-api'
import { expect, expectAccessible, loginAs, test } from './fixtures'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

const act = (page: Parameters<typeof memberApi>[0], orderSn: string, action: string, extra = {}) =>
  memberApi(page, '/v3/mock/front/orders/act', { orderSn, action, ...extra })

test('reads and deletes notices, and a type switched off gets no new notice', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  const account = page.getByRole('navigation', { name: 'Mi cuenta' })
  await expect(account.getByRole('link', { name: 'Mensajes (5 sin leer)' })).toBeVisible()
  await expectAccessible(page)

  await account.getByRole('link', { name: 'Mensajes (5 sin leer)' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Mensajes' })
  await expect(list.getByText('No leído')).toHaveCount(5)
  await expectAccessible(page)

  // read one: the header's count goes down
  await list
    .getByRole('button', { name: /^Marcar como leído:/ })
    .first()
    .click()
  await expect(account.getByRole('link', { name: 'Mensajes (4 sin leer)' })).toBeVisible()
  await expect(list.getByText('No leído')).toHaveCount(4)

  // delete one after the confirmation
  const total = await list.getByRole('listitem').count()
  await list
    .getByRole('button', { name: /^Eliminar:/ })
    .first()
    .click()
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este mensaje?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByText('Mensaje eliminado.')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(total)

  // switch order notices off
  await page
    .getByRole('navigation', { name: 'Menú del centro de miembros' })
    .getByRole('link', { name: 'Ajustes de mensajes' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes de mensajes' })).toBeVisible()
  const orders = page.getByRole('switch', { name: 'Recibir avisos de Pedidos' })
  await expect(orders).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Recibir avisos de Sistema' })).toBeDisabled()
  await orders.click()
  await expect(page.getByText('Preferencia guardada.')).toBeVisible()
  await expect(orders).not.toBeChecked()
  await expectAccessible(page)

  // the supplier approves a new reservation order (mock control): no order notice arrives
  const [orderSn] = (await placeReservation(page)).orderSnList
  expect((await act(page, orderSn!, 'approve')).state).toBe(200)
  const counts = await memberApi<{ unread: number; types: { tplType: string; total: number }[] }>(
    page,
    '/v3/msg/front/msg/msgListNum',
  )
  expect(counts.data.unread).toBe(4)
  await page.goto('/msg/list?tplType=order')
  await expect(page.getByRole('button', { name: 'Pedidos' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('list', { name: 'Mensajes' })).toBeVisible()
  await expect(page.getByText(orderSn!)).toHaveCount(0)

  // switched back on, the quote of the same order is told
  await page.goto('/msg/setting')
  await page.getByRole('switch', { name: 'Recibir avisos de Pedidos' }).click()
  await expect(page.getByText('Preferencia guardada.')).toBeVisible()
  expect((await act(page, orderSn!, 'quote', { total: 1000 })).state).toBe(200)
  await page.goto('/msg/list?tplType=order')
  const quoted = page.getByRole('listitem').filter({ hasText: orderSn! })
  await expect(quoted).toHaveCount(1)
  await expect(quoted.getByRole('heading', { name: /Cotización recibida/ })).toBeVisible()
  await expect(quoted.getByRole('link', { name: 'Ver detalle: Cotización recibida' })).toHaveAttribute(
    'href',
    `/member/order/detail?orderSn=${orderSn}`,
  )
  await expect(
    page.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: 'Mensajes (5 sin leer)' }),
  ).toBeVisible()
})

test('the member centre shows the platform announcements', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/member/article')
  await expect(page.getByRole('heading', { level: 1, name: 'Anuncios de la plataforma' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Nueva salida semanal de la ruta marítima China–Cuba' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nueva salida semanal de la ruta marítima China–Cuba' }),
  ).toBeVisible()
  await expectAccessible(page)
})
