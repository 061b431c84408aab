import { expect, expectAccessible, loginAs, test } from './fixtures'

test('the home shows the banner carousel, the five advantages and the category floors', async ({ page }) => {
  await page.goto('/index')
  const carousel = page.getByRole('region', { name: 'Destacados' })
  await expect(carousel.getByRole('group', { name: '1 de 5' })).toBeVisible()
  await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click()
  await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click()
  await expect(carousel.getByRole('group', { name: '2 de 5' })).toBeVisible()
  const advantages = page.getByRole('region', { name: 'Por qué comprar con nosotros' })
  await expect(advantages.getByRole('listitem')).toHaveCount(5)
  const floor = page.getByRole('region', { name: 'Energía solar y eléctrica' })
  await expect(floor.getByRole('article')).toHaveCount(8)
  await expect(floor.getByRole('link', { name: 'Paneles solares' })).toHaveAttribute(
    'href',
    /\/goods\/list\?categoryId=\d+&g=2&pid=\d+/,
  )
  await expect(
    page.getByRole('region', { name: 'Tiendas destacadas' }).getByRole('link').first(),
  ).toHaveAttribute('target', '_blank')
  await expectAccessible(page)
})

test('a topic page opens from the first banner and shows its goods', async ({ page }) => {
  await page.goto('/index')
  await page
    .getByRole('region', { name: 'Destacados' })
    .getByRole('link', { name: /Temporada de energía solar/ })
    .click()
  await expect(page).toHaveURL(/\/topic\?topicId=1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Temporada de energía solar' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expectAccessible(page)
})

test('a comprador receives a coupon in the coupon centre', async ({ page }) => {
  await page.goto('/coupon')
  const card = page.getByRole('article', { name: 'Bienvenida a la plataforma' })
  await card.getByRole('button', { name: 'Recibir' }).click()
  await expect(page.getByRole('dialog')).toContainText('Inicie sesión para continuar')
  await expectAccessible(page)

  await loginAs(page, 'comprador@example.com', '/coupon')
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de cupones' })).toBeVisible()
  await card.getByRole('button', { name: 'Recibir' }).click()
  await expect(card.getByRole('button', { name: 'Recibido' })).toBeDisabled()
  await expect(card.getByRole('status')).toContainText('Cupón recibido')
  await expect(card.getByText(/^Recibidos 2 de 5\.?000$/)).toBeVisible()
  await expect(
    page.getByRole('article', { name: 'Edición limitada' }).getByRole('button', { name: 'Agotado' }),
  ).toBeDisabled()
  await expectAccessible(page)
})

test('the XSS probe of a news item stays inert', async ({ page }) => {
  await page.goto('/information/detail?infoId=7')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cómo elegir un inversor híbrido para su negocio' }),
  ).toBeVisible()
  await expect(
    page.getByRole('complementary', { name: 'Noticias relacionadas' }).getByRole('link'),
  ).toHaveCount(3)
  // the sanitised body is shown (DOMPurify loads with it): the probe's image is there, without its handler and
  // without its relative src (only http(s), site paths and data images pass)
  const probe = page.locator('main article img:not([src])')
  await expect(probe).toHaveCount(1)
  await expect(probe).not.toHaveAttribute('onerror')
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  await expect(page.locator('main script')).toHaveCount(0)
  await expectAccessible(page)
})

test('the news landing leads to a filtered list', async ({ page }) => {
  await page.goto('/information?from=main')
  await page
    .getByRole('navigation', { name: 'Categorías de noticias' })
    .getByRole('link', { name: 'Aduanas' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias: Aduanas' })).toBeVisible()
  await expectAccessible(page)
})

test('the FAQ opens an answer from the keyboard and filters by category', async ({ page }) => {
  await page.goto('/introduce/introduce_question')
  const question = page.getByRole('button', { name: '¿Cuánto tiempo tengo para pagar?' })
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('24 horas desde que envía el pedido')).toBeVisible()
  await page.getByRole('button', { name: 'Muestras', exact: true }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Muestras'])
  await expectAccessible(page)
})

test('a legal page and the agreement show their full text', async ({ page }) => {
  await page.goto('/legal/shipping')
  await expect(page.getByRole('heading', { level: 1, name: 'Política de envíos' })).toBeVisible()
  await expect(page.getByText(/código de recogida/).first()).toBeVisible()
  await expectAccessible(page)
  await page
    .getByRole('navigation', { name: 'Información de la plataforma' })
    .getByRole('link', { name: 'Acuerdo de usuario' })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'Política de privacidad' })).toBeVisible()
  await expectAccessible(page)
})
