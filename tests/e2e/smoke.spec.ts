import { expect, expectAccessible, test } from './fixtures'

test('the app opens on / and lands on /index with the Spanish site title', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/index$/)
  await expect(page).toHaveTitle('Mercado Mayorista China–Cuba')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Categorías' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Materiales de construcción' }).first()).toBeVisible()
  await expectAccessible(page)
  expect(consoleErrors).toEqual([])
})

test('an unknown route shows a Spanish not-found page with a way home', async ({ page }) => {
  await page.goto('/no/existe')
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
  await page.getByRole('link', { name: 'Ir a la página de inicio' }).click()
  await expect(page).toHaveURL(/\/index$/)
  await expectAccessible(page)
})

test('the mock control panel moves the mock clock', async ({ page }) => {
  await page.goto('/index')
  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: /Panel de simulación/ })
  await expect(panel.getByText('Adelanto: 0 h')).toBeVisible()
  await panel.getByRole('button', { name: 'Adelantar 24 horas' }).click()
  await expect(panel.getByText('Adelanto: 24 h')).toBeVisible()
  await expectAccessible(page)
})
