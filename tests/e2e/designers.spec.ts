// Designers in Chromium (issue 27 item 5; SPEC.md §2 /applyDesigner, /member/applyInfo, /member/desApp/*, §5, §6).
// A personal member applies with a portfolio image, the platform approves it in the control panel, and the member
// is a designer: the designer's own screens open. An enterprise accepts a designer application, and the designer
// appears in its permissions. Bad input the browser adds nothing to (a renamed PDF, a 2 MB image, a sixth image,
// an empty form, a decline without a reason, two decisions at once) is checked in the machine and mock tests.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { pngFile } from './files'
import { checkLayout } from './layout-settled'

async function checkScreen(page: Page) {
  await expectAccessible(page)
  expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
}

test('a member applies with a portfolio image, the control panel approves, and the member is a designer', async ({
  page,
}) => {
  await loginAs(page, 'personal@example.com', '/applyDesigner')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitar certificación de diseñador' }),
  ).toBeVisible()
  await checkScreen(page)
  await page.getByRole('textbox', { name: 'Especialidad' }).fill('Interiores comerciales')
  await page
    .getByRole('textbox', { name: 'Presentación de su trabajo' })
    .fill('Diseño de tiendas y cafeterías en La Habana desde 2018.')
  await page.getByLabel(/Imágenes del portafolio/).setInputFiles(pngFile('obra-1.png'))
  await expect(page.getByRole('img', { name: 'Imagen 1 del portafolio' })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByText('En revisión', { exact: true })).toBeVisible()
  await checkScreen(page)

  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  const section = panel.getByRole('region', { name: 'Solicitudes de diseñador (como plataforma)' })
  await section
    .getByRole('listitem', { name: 'personal@example.com' })
    .getByRole('button', { name: 'Aprobar la solicitud de diseñador de personal@example.com' })
    .click()
  await expect(section.getByText('Solicitud de personal@example.com: Aprobada.')).toBeVisible()
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()

  await page.getByRole('button', { name: 'Consultar de nuevo' }).click()
  await expect(page.getByText('Ya es diseñador certificado.', { exact: false })).toBeVisible()
  await page.getByRole('link', { name: 'Ver mi certificación' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mi certificación de diseñador' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Imagen 1 del portafolio' })).toBeVisible()
  await checkScreen(page)
  await page.getByRole('link', { name: 'Mis solicitudes de muestras' }).click()
  await expect(page).toHaveURL(/\/member\/sample\/list/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes de muestras' })).toBeVisible()
  await checkScreen(page)
})

test('an enterprise accepts a designer application, and the designer is in its permissions', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/desApp/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de diseño' })).toBeVisible()
  await page.getByRole('button', { name: 'Pendiente' }).click()
  const table = page.getByRole('table', { name: 'Solicitudes de diseño' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await checkScreen(page)
  await page.getByRole('link', { name: 'Ver la solicitud de Laura Beatriz Ortega Ramos' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitud de Laura Beatriz Ortega Ramos' }),
  ).toBeVisible()
  await checkScreen(page)
  await page.getByRole('button', { name: 'Aceptar' }).click()
  const dialog = page.getByRole('alertdialog', {
    name: '¿Aceptar la solicitud de Laura Beatriz Ortega Ramos?',
  })
  await dialog.getByRole('button', { name: 'Aceptar' }).click()
  await expect(page.getByText('Aceptada', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aceptar' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Ver en Permisos' }).click()
  await expect(page.getByRole('cell', { name: 'Laura Beatriz Ortega Ramos' })).toBeVisible()
})

// /member/sample/list (§2, designers only, §6): the designer's own sample applications, each opening its detail
// (the seed gives disenador one in review); a personal or enterprise member is sent back with «Solo los diseñadores
// pueden usar esta función» (layout.spec checks that toast on this route as comprador)
test('a designer finds its own sample application in «Mis solicitudes de muestras» and opens it', async ({
  page,
}) => {
  await loginAs(page, 'disenador@example.com', '/member/sample/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes de muestras' })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Solicitudes de muestras' }).getByRole('row')
  // a header row and the one application of the seed
  await expect(rows).toHaveCount(2)
  const row = rows.nth(1)
  await expect(row).toContainText('En revisión del proveedor')
  const number = (await row.getByRole('link').textContent()) ?? ''
  expect(number).toMatch(/^SA\d{14}0002$/)
  await checkScreen(page)
  await row.getByRole('link', { name: number }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${number}` })).toBeVisible()
  await expect(page.getByText('Muestra para el proyecto del hotel Malecón')).toBeVisible()
  await checkScreen(page)
})
