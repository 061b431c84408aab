// Buying from the goods list cards, sorting by reviews and "Solo tiendas propias" (issue 16 item 5), in
// Chromium with axe.
import { expect, expectAccessible, loginAs, test } from './fixtures'

test('a visitor who adds a card to favourites is asked to log in', async ({ page }) => {
  await page.goto('/goods/list?keyword=galletas')
  const card = page.getByRole('article').first()
  await card.getByRole('button', { name: /^Añadir a favoritos: / }).click()
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
  await expect(dialog.getByText('Inicie sesión para continuar')).toBeVisible()
  await expectAccessible(page)
})

test('a member adds the minimum to the cart and the goods to favourites from a card', async ({ page }) => {
  await loginAs(page, 'personal@example.com', '/goods/list?keyword=galletas')
  const card = page.getByRole('article').first()
  await card.getByRole('button', { name: /^Añadir al carrito: / }).click()
  await expect(card.getByRole('status')).toHaveText('Añadido al carrito.')
  await card.getByRole('button', { name: /^Añadir a favoritos: / }).click()
  await expect(card.getByRole('status')).toHaveText('Añadido a favoritos.')
  await expectAccessible(page)
  await page.goto('/cart/index')
  await expect(page.getByRole('spinbutton').first()).toBeVisible()
})

test('the list sorts by reviews and shows only self-run stores on request', async ({ page }) => {
  await loginAs(page, 'personal@example.com', '/goods/list')
  await page.getByRole('button', { name: 'Más valorados' }).click()
  await expect(page).toHaveURL(/sort=2/)
  await expect(page.getByRole('button', { name: 'Más valorados' })).toHaveAttribute('aria-pressed', 'true')
  // the URL holds the filter: the box turns checked once the list of that URL is shown
  await page.getByRole('checkbox', { name: 'Solo tiendas propias' }).click()
  await expect(page).toHaveURL(/isSelf=1/)
  await expect(page.getByRole('checkbox', { name: 'Solo tiendas propias' })).toBeChecked()
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  for (let index = 0; index < count; index++)
    await expect(cards.nth(index).getByText('Tienda propia')).toBeVisible()
  await expectAccessible(page)
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Solo tiendas propias' })).toBeChecked()
})
