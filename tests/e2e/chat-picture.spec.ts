// A chat picture in the browser (issue 29 item 1: "an image (png/jpg, size checked, downscaled before sending)"),
// as comprador@example.com on the mock build:
// - the upload's progress bar shows while the picture is on its way and the typed text stays (the same on a
//   slow link, emulated by Chromium: tests/e2e/production-http.spec.ts);
// - a photo of 2 000 × 600 px (3,3 MB) arrives downscaled to 1 600 px on its long side (decoded and drawn again by the
//   browser, not by the test);
// - a GIF is refused in Spanish (SPEC.md §5, §9: png/jpg only; docs/decisions/014), and can be put aside;
// - the supplier answers from the control panel with a product card and a picture (issue 29 item 3).
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { heavyPhotoPng, pngFile } from './files'

const seed = buildSeedData()
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const goods = seed.goods.find((row) => row.state === 1 && openStores.has(row.storeId))!
const storeName = seed.stores.find((store) => store.storeId === goods.storeId)!.storeName

// a GIF89a of 1 × 1 px
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

const box = (page: Page) => page.getByRole('textbox', { name: 'Escriba un mensaje' })
const conversation = (page: Page) => page.getByRole('log', { name: `Conversación con ${storeName}` })

test('a picture shows its progress, arrives downscaled, a GIF is refused in Spanish, and the supplier sends both', async ({
  page,
  consoleErrors,
}) => {
  await loginAs(page, 'comprador@example.com', `/service?vid=${goods.storeId}`)
  await expect(page.getByRole('heading', { name: `Conversación con ${storeName}` })).toBeVisible()
  await box(page).fill('Vea la foto de la muestra')

  // a GIF: refused by its content, in Spanish, before any upload; put aside
  await page
    .getByLabel('Adjuntar imagen')
    .setInputFiles({ name: 'animada.gif', mimeType: 'image/gif', buffer: GIF })
  await expect(page.getByText('animada.gif no es una imagen PNG o JPG.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Quitar la imagen' }).click()
  await expect(page.getByText('animada.gif no es una imagen PNG o JPG.')).toBeHidden()

  // every progress bar the page shows, seen as it is added, however short the upload (in the mock build the page's
  // own mock answers it; the slow link's progress is tests/e2e/production-http.spec.ts's)
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { progressSeen: string[] }).progressSeen = seen
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress'))
        seen.push(`${bar.getAttribute('aria-label')} ${bar.getAttribute('max')}`)
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page
    .getByLabel('Adjuntar imagen')
    .setInputFiles({ name: 'muestra.png', mimeType: 'image/png', buffer: heavyPhotoPng(2000, 600) })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen))
    .toContain('Progreso de la subida 100')
  // the box stays usable and keeps its text while the picture is on its way
  await expect(box(page)).toHaveValue('Vea la foto de la muestra')
  await expectAccessible(page)

  // the picture arrives, 1 600 px on its long side
  const picture = conversation(page).getByRole('img', { name: 'Imagen enviada por Usted' }).last()
  await expect(picture).toHaveJSProperty('complete', true)
  expect(await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1600, 480,
  ])
  await expect(box(page)).toHaveValue('Vea la foto de la muestra')

  // the supplier answers from the control panel with a product card and a picture (issue 29 item 3)
  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  const section = panel.getByRole('region', { name: 'Chat (como proveedor)' })
  await section.getByRole('button', { name: 'Actualizar conversaciones' }).click()
  const select = section.getByRole('combobox', { name: 'Conversación' })
  const option = select.locator('option', { hasText: `comprador@example.com con ${storeName}` })
  await select.selectOption((await option.getAttribute('value'))!)
  await section
    .getByRole('combobox', { name: 'Tarjeta de producto o pedido' })
    .selectOption({ label: `Producto: ${goods.goodsName}` })
  await section.getByRole('button', { name: 'Enviar la tarjeta como proveedor' }).click()
  await expect(section.getByRole('status')).toHaveText('Tarjeta enviada a comprador@example.com.')
  await section
    .getByLabel('Imagen del proveedor (PNG o JPG, hasta 4 MB)')
    .setInputFiles(pngFile('catalogo.png'))
  await section.getByRole('button', { name: 'Enviar la imagen como proveedor' }).click()
  await expect(section.getByRole('status')).toHaveText('Imagen enviada a comprador@example.com.')
  await expectAccessible(page)
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()
  const supplierCard = conversation(page).getByRole('listitem').filter({ hasText: goods.goodsName })
  await expect(supplierCard.getByRole('link', { name: /Ver el producto/ })).toBeVisible()
  await expect(conversation(page).getByRole('img', { name: `Imagen enviada por ${storeName}` })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
