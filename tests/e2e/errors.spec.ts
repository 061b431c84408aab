// SPEC.md §8 in the browser: each error reaches the user as the spec says.
import { expect, expectAccessible, injectFault, loginAs, test } from './fixtures'

test('an HTTP failure opens one "service upgrading" modal with a single Entendido button', async ({
  page,
}) => {
  await page.goto('/index')
  await expect(page.getByRole('heading', { name: 'Categorías' }).first()).toBeVisible()
  await injectFault(page, { pathPrefix: '/v3/seller/', kind: 'http500', times: 5 })
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Tiendas' })
    .click()
  const modal = page.getByRole('alertdialog')
  await expect(modal).toHaveCount(1)
  await expect(modal).toContainText('El servicio se está actualizando. Vuelva a intentarlo más tarde.')
  await expect(modal.getByRole('button')).toHaveCount(1)
  await expectAccessible(page)
  await modal.getByRole('button', { name: 'Entendido' }).click()
  await expect(modal).toHaveCount(0)
  // the screen that failed says so and offers a way on, instead of a blank page
  await expect(page.getByRole('button', { name: 'Volver a cargar' })).toBeVisible()
})

test('a read whose link dropped once is retried by itself, says so, and the page loads (issue 26 item 2)', async ({
  page,
}) => {
  await page.goto('/index')
  await expect(page.getByRole('heading', { name: 'Categorías' }).first()).toBeVisible()
  await injectFault(page, { pathPrefix: '/v3/seller/', kind: 'network', times: 1 })
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Tiendas' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'La conexión falló. Reintentando…' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'la conexión con el servidor es anómala' }),
  ).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Volver a cargar' })).toHaveCount(0)
})

test('a link that stays down shows the network toast after the retries, and it can be closed', async ({
  page,
}) => {
  await page.goto('/index')
  await expect(page.getByRole('heading', { name: 'Categorías' }).first()).toBeVisible()
  // every read of the page fails its first try and its three retries
  await injectFault(page, { pathPrefix: '/v3/seller/', kind: 'network', times: 40 })
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Tiendas' })
    .click()
  const toast = page.getByRole('alert').filter({ hasText: 'la conexión con el servidor es anómala' })
  await expect(toast).toBeVisible()
  // pointing at a toast holds it (its 5 s would otherwise run out while axe reads a slow page)
  await toast.hover()
  await expectAccessible(page)
  await toast.getByRole('button', { name: 'Cerrar' }).click()
  await expect(toast).toHaveCount(0)
})

test("a business error shows the server's own message", async ({ page }) => {
  await page.goto('/index')
  await expect(page.getByRole('heading', { name: 'Categorías' }).first()).toBeVisible()
  await injectFault(page, {
    pathPrefix: '/v3/seller/',
    kind: 'state',
    times: 1,
    msg: 'Mantenimiento programado del directorio.',
  })
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Tiendas' })
    .click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mantenimiento programado del directorio.' }),
  ).toBeVisible()
})

test('state 266 clears the stored session and leads from a guarded page to login', async ({ page }) => {
  await loginAs(page, 'comprador@example.com')
  await injectFault(page, {
    pathPrefix: '/v3/member/front/member/',
    kind: 'sessionInvalid',
    times: 1,
  })
  await page.getByRole('link', { name: 'Centro de miembros' }).click()
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fmember%2Findex$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  const left = await page.evaluate(() =>
    ['memberInfo', 'access_token', 'refresh_token', 'loginFlag', 'time'].filter(
      (key) => localStorage.getItem(key) !== null,
    ),
  )
  expect(left).toEqual([])
})
