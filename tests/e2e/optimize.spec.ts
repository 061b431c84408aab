// Designer optimisation in Chromium (issue 28 items 4 and 5; SPEC.md §2 /prototype/optimize/*, §6, §8). A personal
// member is refused the optimisation tool on the product page with the Spanish words of §8, and finds the link to
// the product's substitutes; a designer proposes an optimisation with an image and an alternative, the control
// panel (as the supplier) accepts it, and the designer sees it accepted in the history and its detail. Bad input
// the browser adds nothing to (short notes, a renamed PDF, a 2 MB image, a sixth image, the product as its own
// alternative, another member's proposal) is checked in the machine, schema and mock tests.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { pngFile } from './files'
import { checkLayout } from './layout-settled'

const PRODUCT = '/goods/detail?productId=101'

async function checkScreen(page: Page) {
  await expectAccessible(page)
  expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
}

test('a personal member is refused the optimisation tool, and the product page links its substitutes', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', PRODUCT)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Buscar sustitutos' })).toHaveAttribute(
    'href',
    '/prototype/replacement/list?productId=101',
  )
  await page.getByRole('link', { name: 'Optimización de selección' }).click()
  await expect(page.getByRole('alert')).toContainText('Solo los diseñadores pueden usar esta función')
  await expect(page).toHaveURL(/\/goods\/detail/)
  await checkScreen(page)
})

test('a designer proposes an optimisation, the supplier accepts it, and the history shows it accepted', async ({
  page,
}) => {
  await loginAs(page, 'disenador@example.com', PRODUCT)
  await page.getByRole('link', { name: 'Optimización de selección' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Proponer una optimización' })).toBeVisible()
  await checkScreen(page)

  await page
    .getByRole('textbox', { name: 'Notas de la optimización' })
    .fill('Un acabado mate refleja menos la luz de las lámparas del vestíbulo.')
  await page.getByLabel(/^Imágenes/).setInputFiles(pngFile('vestibulo.png'))
  await expect(page.getByRole('img', { name: 'Imagen 1 de la propuesta' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Producto del catálogo' }).fill('cemento')
  await page.getByRole('button', { name: 'Buscar alternativas' }).click()
  const found = page.getByRole('table', { name: 'Productos encontrados' })
  await found
    .getByRole('button', { name: /^Añadir .+ como alternativa$/ })
    .first()
    .click()
  await expect(page.getByRole('table', { name: 'Alternativas elegidas' }).getByRole('row')).toHaveCount(2)
  await checkScreen(page)
  await page.getByRole('button', { name: 'Enviar la propuesta' }).click()
  await expect(page.getByRole('heading', { name: 'Propuesta enviada' })).toBeVisible()
  await checkScreen(page)

  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  const section = panel.getByRole('region', { name: 'Propuestas de optimización (como proveedor)' })
  await section.getByRole('button', { name: /^Aceptar la propuesta \d+ de disenador@example\.com$/ }).click()
  await expect(section.getByText(/^Propuesta \d+ de disenador@example\.com: Aceptada\.$/)).toBeVisible()
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()

  await page.getByRole('link', { name: 'Historial de optimización' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de optimización' })).toBeVisible()
  const history = page.getByRole('table', { name: 'Propuestas de optimización' })
  // newest first: the proposal just sent, then the two seeded ones
  await expect(history.getByRole('row')).toHaveCount(4)
  await expect(history.getByRole('row').nth(1)).toContainText('Aceptada')
  await checkScreen(page)
  await history.getByRole('row').nth(1).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de optimización' })).toBeVisible()
  await expect(page.getByText('El proveedor aceptó la propuesta.')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Imagen 1 de la propuesta' })).toBeVisible()
  await checkScreen(page)
})
