// The supplier's side of the RFQ (issue 28 item 1; SPEC.md §2 /inquiry/supplier/*, §6, §8) end to end in
// Chromium, axe and the layout check on every screen, no console error: comprador publishes an inquiry;
// proveedor@example.com (who runs a store) opens it on /inquiry/supplier/inq_info and quotes; the buyer sees the
// quote beside the others and accepts it; the supplier confirms the contract drafted from it
// (/inquiry/supplier/init_contract → contract_info). A member who runs no store is refused in Spanish.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { checkLayout } from './layout-settled'
import { memberApi } from './member-api'

const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const SHOTS = process.env.SHOTS_DIR

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

/** axe, then the layout check at both widths (and, when asked, a picture of each). */
async function checkScreen(page: Page, name: string) {
  await expectAccessible(page)
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

async function switchTo(page: Page, email: string) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await loginAs(page, email)
}

test('a supplier account quotes a published inquiry, the buyer accepts, the supplier confirms the contract', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'comprador@example.com', '/index')
  const published = await memberApi<{ inquirySn: string }>(page, '/v3/business/front/inquiry/publish', {
    title: 'Azulejos para la obra de Cárdenas',
    description: 'Azulejo blanco de pared, primera calidad.',
    lines: [{ productId: null, goodsName: 'Azulejo blanco 20 × 20', buyNum: 300, unit: 'caja' }],
    deliveryPlace: 'Calle Real 12, Cárdenas, Matanzas',
    deliveryDate: day(Date.now() + 30 * DAY),
    deadline: day(Date.now() + 10 * DAY),
    attachments: [],
  })
  expect(published.state).toBe(200)
  const inquirySn = published.data.inquirySn

  // the supplier's inquiries → the inquiry → a quote
  await switchTo(page, 'proveedor@example.com')
  await page.goto('/inquiry/supplier/inq_info')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitudes de cotización para mi tienda' }),
  ).toBeVisible()
  await checkScreen(page, 'inq-info-desk')
  await page.getByRole('link', { name: `Abrir la solicitud ${inquirySn}` }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Azulejos para la obra de Cárdenas' }),
  ).toBeVisible()
  await expect(page.getByLabel('Lugar de entrega')).toHaveValue('Calle Real 12, Cárdenas, Matanzas')
  await page.getByLabel('Precio unitario 1 (US$)').fill('4.75')
  await page.getByLabel('Condiciones de pago').fill('30 % de anticipo y 70 % antes del embarque')
  await page.getByLabel('Condición de entrega (Incoterm)').fill('CIF Mariel')
  await page.getByLabel('Persona de contacto').fill('Li Wei')
  await page.getByLabel('Teléfono de contacto').fill('13800138000')
  // a refused quote keeps what was typed: the e-mail is missing
  await page.getByRole('button', { name: 'Enviar cotización' }).click()
  await expect(page.getByRole('alert')).not.toBeEmpty()
  await expect(page.getByLabel('Condiciones de pago')).toHaveValue(
    '30 % de anticipo y 70 % antes del embarque',
  )
  await page.getByLabel('Correo de contacto').fill('ventas@example.com')
  await page.getByRole('button', { name: 'Enviar cotización' }).click()
  await expect(page.getByText('Cotización enviada al comprador.')).toBeVisible()
  const ownText = (await page.getByText(/^QT\d+ · versión 1 · total /).textContent()) ?? ''
  const quoteSn = ownText.match(/QT\d+/)![0]
  await checkScreen(page, 'inq-info-quoted')
  await page.getByRole('link', { name: 'Ver versiones' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Cotización de / })).toBeVisible()
  await expect(page.getByText('Primera versión de la cotización.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aceptar cotización' })).toHaveCount(0)
  await checkScreen(page, 'quo-info')

  // the buyer sees the quote beside the others and accepts it
  await switchTo(page, 'comprador@example.com')
  await page.goto(`/inquiry/purchaser/inq_info?inquirySn=${inquirySn}`)
  const compare = page.getByRole('region', { name: /Cotizaciones lado a lado/ })
  await expect(compare.getByRole('columnheader').first()).toContainText(quoteSn)
  await compare.getByRole('button', { name: /^Aceptar la cotización de / }).click()
  await page
    .getByRole('alertdialog', { name: '¿Aceptar esta cotización?' })
    .getByRole('button', { name: 'Aceptar', exact: true })
    .click()
  await expect(page).toHaveURL(/\/inquiry\/purchaser\/contract_quo\?contractNo=CQ\d+/)
  const contractNo = new URL(page.url()).searchParams.get('contractNo')!

  // the supplier confirms the contract drafted from its quote
  await switchTo(page, 'proveedor@example.com')
  await page.goto(`/inquiry/supplier/inq_info?inquirySn=${inquirySn}`)
  await page.getByRole('link', { name: 'Confirmar el contrato' }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(contractNo) })).toBeVisible()
  await expect(page.getByText(/Borrador preparado al aceptar el comprador su cotización/)).toBeVisible()
  await checkScreen(page, 'init-contract')
  await page.getByRole('button', { name: 'Confirmar contrato' }).click()
  await page
    .getByRole('alertdialog', { name: '¿Confirmar el contrato?' })
    .getByRole('button', { name: 'Confirmar', exact: true })
    .click()
  await expect(page).toHaveURL(/\/inquiry\/supplier\/contract_info\?contractNo=CQ\d+/)
  await expect(page.getByText(/Usted lo confirmó el /)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirmar contrato' })).toHaveCount(0)
  await checkScreen(page, 'contract-info')
})

test('a member who runs no store is refused the supplier screens (SPEC.md §8)', async ({ page }) => {
  await loginAs(page, 'personal@example.com', '/index')
  await page.goto('/inquiry/supplier/inq_info')
  await expect(page.getByText('El proveedor no existe o está cerrado.')).toBeVisible()
  await page.goto('/inquiry/supplier/inq_info?inquirySn=IQ202600000000000001')
  await expect(page.getByText('El proveedor no existe o está cerrado.')).toBeVisible()
  await checkScreen(page, 'inq-info-refused')
})
