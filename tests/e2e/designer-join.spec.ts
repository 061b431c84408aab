// A designer joins an enterprise in Chromium (issue 27 leftovers item 1; SPEC.md §2 /member/apply,
// /member/desApp/list|detail, §6). The seeded designer finds Comercializadora Oriente among the enterprises that
// accept designers and applies; the enterprise's account accepts on its Solicitudes de diseño; the designer sees
// the application accepted. The rules the browser adds nothing to (a short message, no enterprise, a second
// pending application, another member's application, withdrawing) are in the machine and mock tests.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { checkLayout } from './layout-settled'

async function checkScreen(page: Page) {
  await expectAccessible(page)
  expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
}

const ENTERPRISE = 'Comercializadora Oriente S.A.'

test('a designer applies to an enterprise, the enterprise accepts, and the designer sees it accepted', async ({
  page,
}) => {
  await loginAs(page, 'disenador@example.com', '/member/apply')
  await expect(page.getByRole('heading', { level: 1, name: 'Presentarme a una empresa' })).toBeVisible()
  const mine = page.getByRole('table', { name: 'Mis solicitudes a empresas' })
  await expect(mine.getByRole('row', { name: /Importadora Caribe S\.A\./ })).toContainText('Aceptada')
  await checkScreen(page)

  await page.getByRole('searchbox', { name: 'Nombre de la empresa' }).fill('oriente')
  await page.getByRole('button', { name: 'Buscar empresas' }).click()
  await page.getByRole('radio', { name: ENTERPRISE }).check()
  await page
    .getByRole('textbox', { name: 'Mensaje para la empresa' })
    .fill('Propongo selecciones de iluminación y mobiliario para sus almacenes de Santiago de Cuba.')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Solicitud enviada a ${ENTERPRISE}` }),
  ).toBeVisible()
  const sent = mine.getByRole('row', { name: new RegExp(ENTERPRISE) })
  await expect(sent).toContainText('Pendiente')
  await expect(sent.getByRole('button', { name: `Retirar la solicitud a ${ENTERPRISE}` })).toBeVisible()
  await checkScreen(page)

  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await loginAs(page, 'moroso@example.com', '/member/desApp/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de diseño' })).toBeVisible()
  await checkScreen(page)
  await page.getByRole('link', { name: 'Ver la solicitud de Javier Ernesto Gómez Leyva' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitud de Javier Ernesto Gómez Leyva' }),
  ).toBeVisible()
  await checkScreen(page)
  await page.getByRole('button', { name: 'Aceptar' }).click()
  await page
    .getByRole('alertdialog', { name: '¿Aceptar la solicitud de Javier Ernesto Gómez Leyva?' })
    .getByRole('button', { name: 'Aceptar' })
    .click()
  await expect(page.getByText('Aceptada', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await loginAs(page, 'disenador@example.com', '/member/apply')
  await expect(mine.getByRole('row', { name: new RegExp(ENTERPRISE) })).toContainText('Aceptada el')
  await expect(mine.getByRole('button', { name: /^Retirar/ })).toHaveCount(0)
  await checkScreen(page)
})
