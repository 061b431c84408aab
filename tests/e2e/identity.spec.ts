// Member authentication and the buyer customs registration in Chromium (issue 27 items 4 and 7; SPEC.md §2
// /member/authen and /member/request/info, §5, §6, §8). The enterprise certifies itself from the member menu: a
// licence of 2 MB is refused in Spanish and nothing typed is lost; the control panel rejects the certification
// with a reason the member sees, the member resubmits it filled in, the panel approves and the member sees it
// approved. The buyer's cart says it is not ready for customs and links to the registration, whose read fails
// once (the §8 fetch failure, with a retry); an importer bound to another buyer is refused (the §8 bind failure)
// and the registration then binds, after which the cart says the buyer is ready. National-ID and other field
// rules are unit and mock tests (src/schemas, mocks/handlers/identity.test.ts); the licence's privacy is
// mocks/handlers/identity.test.ts.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, injectFault, loginAs, test } from './fixtures'
import { oversizePng, pngFile } from './files'
import { checkLayout } from './layout-settled'

const BUYER = 'comprador@example.com'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

async function checkScreen(page: Page) {
  await expectAccessible(page)
  // the mock build's own panel is not part of the shipped app (as in layout.spec)
  expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
}

/** As the platform in the control panel: approve, or reject with a reason, the buyer's certification. */
async function review(page: Page, action: 'approve' | 'reject', reason = '') {
  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  const section = panel.getByRole('region', { name: 'Certificaciones de miembros (como plataforma)' })
  await section.getByRole('button', { name: 'Actualizar certificaciones' }).click()
  if (reason) await section.getByRole('textbox', { name: `Motivo del rechazo para ${BUYER}` }).fill(reason)
  const verb = action === 'approve' ? 'Aprobar' : 'Rechazar'
  await section.getByRole('button', { name: `${verb} la certificación de ${BUYER}` }).click()
  const outcome = action === 'approve' ? 'Aprobada' : 'Rechazada'
  await expect(section.getByText(`Certificación de ${BUYER}: ${outcome}.`)).toBeVisible()
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()
}

test('the enterprise certifies itself; the platform rejects with a reason, then approves the resubmission', async ({
  page,
}) => {
  await loginAs(page, BUYER, '/member/index')
  await page.getByRole('link', { name: 'Certificación', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Certificación' })).toBeVisible()
  await expect(page.getByText('Sin enviar')).toBeVisible()
  await checkScreen(page)

  await page.getByLabel('Nombre de la empresa').fill('Comprador Mayorista S.A.')
  await page.getByLabel('Número de registro mercantil').fill('RM-2026-0001')
  const licence = page.getByLabel(/Imagen de la licencia comercial/)
  // a licence of 2 MB is refused before it is sent, in Spanish; nothing typed is lost
  await licence.setInputFiles(oversizePng('licencia.png', 2 * 1024 * 1024))
  await expect(page.getByText('El archivo supera el tamaño máximo de 1 MB.')).toBeVisible()
  await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Comprador Mayorista S.A.')
  await expect(page.getByLabel('Número de registro mercantil')).toHaveValue('RM-2026-0001')
  await licence.setInputFiles(pngFile('licencia.png'))
  await expect(page.getByRole('img', { name: 'Imagen de la licencia comercial enviada' })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar para revisión' }).click()
  await expect(page.getByText('En revisión')).toBeVisible()
  await expect(page.getByText('RM-2026-0001')).toBeVisible()
  await checkScreen(page)

  await review(page, 'reject', 'La licencia no se lee bien.')
  await page.getByRole('button', { name: 'Actualizar estado' }).click()
  await expect(page.getByText('Motivo del rechazo: La licencia no se lee bien.')).toBeVisible()
  await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Comprador Mayorista S.A.')
  await checkScreen(page)
  await page.getByLabel('Número de registro mercantil').fill('RM-2026-0002')
  await page.getByRole('button', { name: 'Volver a enviar' }).click()
  await expect(page.getByText('En revisión')).toBeVisible()

  await review(page, 'approve')
  await page.getByRole('button', { name: 'Actualizar estado' }).click()
  await expect(page.getByText('Su certificación está aprobada.')).toBeVisible()
  await expect(page.getByText('RM-2026-0002')).toBeVisible()
  await checkScreen(page)
})

test('the cart says the buyer is not ready for customs until the registration is bound', async ({ page }) => {
  await loginAs(page, BUYER, '/cart/index')
  const line = page.getByText(/^Aún no está listo para la aduana/)
  await expect(line).toBeVisible()

  // the registration's first read fails (SPEC.md §8 fetch failure) and is retried
  await injectFault(page, { pathPrefix: '/v3/member/front/customs/info', kind: 'state', times: 1 })
  await page.getByRole('link', { name: 'Registro aduanero', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Registro aduanero del comprador' })).toBeVisible()
  await expect(
    page.getByText('No se pudo obtener el registro aduanero del comprador. Inténtelo de nuevo más tarde.'),
  ).toBeVisible()
  await checkScreen(page)
  await page.getByRole('button', { name: 'Reintentar' }).click()
  await expect(page.getByText('Sin registrar')).toBeVisible()
  await checkScreen(page)

  // an importer bound to another buyer: the §8 bind failure, and the values stay
  await page.getByLabel('Nombre del importador').fill('Importadora Comprador S.A.')
  await page.getByLabel('Código de importador').fill('IMP-CU-000123')
  await page.getByLabel('Nombre de la empresa').fill('Comprador Mayorista S.A.')
  await page.getByLabel('NIT de la empresa').fill('09876543210')
  await page.getByRole('button', { name: 'Vincular registro' }).click()
  await expect(
    page.getByText(
      'No se pudo vincular el registro aduanero: el código de importador ya está vinculado a otra cuenta.',
    ),
  ).toBeVisible()
  await expect(page.getByLabel('Nombre del importador')).toHaveValue('Importadora Comprador S.A.')
  await page.getByLabel('Código de importador').fill('IMP-CU-000777')
  await page.getByRole('button', { name: 'Vincular registro' }).click()
  await expect(page.getByText('Registro aduanero vinculado.')).toBeVisible()
  await expect(page.getByText('Registrado', { exact: true })).toBeVisible()
  await checkScreen(page)

  await page.goto('/cart/index')
  await expect(page.getByText('Listo para la aduana: su registro aduanero está vinculado.')).toBeVisible()
})
