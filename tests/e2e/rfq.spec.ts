// Inquiry and quotation (RFQ, issue 28 item 1) end to end in Chromium, axe and the layout check on every screen,
// no console error: comprador publishes an inquiry (a refused empty form keeps what was typed); two suppliers
// quote it in the control panel and one revises its quote; the buyer compares them side by side, reads the
// revision's differences, accepts the cheaper one → contract draft → signs it → the supplier confirms → the
// order is in «Mis pedidos». And the seeded one-day quote, once the mock clock passes its validity, is refused
// with the server's Spanish message and then shown as «Cotización vencida» with nothing to accept.
import type { Page } from '@playwright/test'
import { oversizePdf, PDF_HEAD } from './files'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { checkLayout } from './layout-settled'
import { memberApi } from './member-api'

const MOBILE = '13800138000'
const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const SEEDED = 'IQ202600000000000001'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

async function expectLaidOut(page: Page) {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    // the mock build's own panel is not part of the shipped app (as in layout.spec)
    expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
  }
}

async function checkScreen(page: Page) {
  await expectAccessible(page)
  await expectLaidOut(page)
}

const panelOf = (page: Page) =>
  page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })

async function openPanel(page: Page) {
  const panel = panelOf(page)
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Panel de simulación' }).click()
  return panel
}

async function closePanel(page: Page) {
  await panelOf(page).getByRole('button', { name: 'Cerrar panel' }).click()
}

/** As a supplier in the control panel: quote the inquiry with the n-th store, or revise a quote. */
async function quoteInPanel(
  page: Page,
  inquirySn: string,
  how: { storeIndex: number; price: string } | { quoteSn: string; price: string; note: string },
) {
  const panel = await openPanel(page)
  const section = panel.getByRole('region', { name: 'Solicitudes de cotización (como proveedor)' })
  await section.getByRole('button', { name: 'Actualizar solicitudes de cotización' }).click()
  const row = section.getByRole('listitem', { name: inquirySn })
  const form = row.getByRole('form', { name: `Cotización para ${inquirySn}` })
  if ('storeIndex' in how) {
    await row.getByRole('button', { name: `Cotizar la solicitud ${inquirySn}` }).click()
    const store = form.getByLabel('Tienda', { exact: true })
    await expect(store.locator('option').nth(how.storeIndex)).toBeAttached()
    await store.selectOption({ index: how.storeIndex })
    const product = form.getByLabel('Producto de la tienda')
    await expect(product.locator('option').nth(1)).toBeAttached()
    await product.selectOption({ index: 1 })
  } else {
    await row.getByRole('button', { name: `Modificar la cotización ${how.quoteSn}` }).click()
    await form.getByLabel('Nota de la versión').fill(how.note)
  }
  await form.getByLabel('Precio unitario (USD)').fill(how.price)
  await form.getByRole('button', { name: 'Enviar cotización' }).click()
  const done = section.getByText(/^Cotización QT\d+: versión \d\.$/)
  await expect(done).toBeVisible()
  const quoteSn = ((await done.textContent()) ?? '').match(/QT\d+/)![0]
  await closePanel(page)
  return quoteSn
}

/** The latest code the control panel's outbox shows for an address. */
async function codeFromOutbox(page: Page, to: string): Promise<string> {
  const panel = await openPanel(page)
  const outbox = panel.getByRole('region', { name: 'Bandeja de salida' })
  await outbox.getByRole('button', { name: 'Actualizar bandeja de salida' }).click()
  const code =
    (await outbox.getByRole('listitem').filter({ hasText: to }).first().locator('code').textContent()) ?? ''
  await closePanel(page)
  return code.trim()
}

test('an inquiry gets two quotes, one revised; the cheaper is accepted, signed, confirmed and becomes an order', async ({
  page,
}) => {
  // many screens, each checked by axe at two widths, on a shared 2-core machine
  test.slow()
  await loginAs(page, 'comprador@example.com', '/index')
  await page.getByRole('link', { name: 'Solicitar cotización' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de cotización' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible()
  await checkScreen(page)
  await page.getByRole('link', { name: 'Publicar solicitud' }).first().click()

  // the form: an empty publish and a past deadline are refused in Spanish, and nothing typed is lost
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva solicitud de cotización' })).toBeVisible()
  await page.getByLabel('Título de la solicitud').fill('Cemento para la obra de Cárdenas')
  await page.getByLabel('Fecha límite para cotizar').fill(day(Date.now() - 2 * DAY))
  await page.getByRole('button', { name: 'Publicar solicitud' }).click()
  await expect(page.getByText('Añada al menos un producto o describa lo que necesita.')).toBeVisible()
  await expect(page.getByText('La fecha límite no puede ser anterior a hoy.')).toBeVisible()
  await expect(page.getByLabel('Título de la solicitud')).toHaveValue('Cemento para la obra de Cárdenas')

  await page.getByLabel('Buscar en el catálogo').fill('cemento')
  await page.getByRole('button', { name: 'Buscar productos' }).click()
  await page
    .getByRole('button', { name: /^Añadir .+ a la solicitud$/ })
    .first()
    .click()
  await page.getByLabel('Cantidad del producto 1').fill('200')
  await page.getByRole('button', { name: 'Añadir un producto descrito' }).click()
  await page.getByLabel(/^Producto 2/).fill('Arena lavada, metro cúbico')
  await page.getByLabel('Cantidad del producto 2').fill('30')
  await page.getByLabel('Lugar de entrega').fill('Calle Real 12, Cárdenas, Matanzas')
  await page.getByLabel('Fecha de entrega').fill(day(Date.now() + 30 * DAY))
  await page.getByLabel('Fecha límite para cotizar').fill(day(Date.now() + 10 * DAY))
  await page.getByLabel(/Archivos adjuntos/).setInputFiles({
    name: 'plano.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_HEAD,
  })
  await expect(page.getByText('1 de 5 archivos adjuntos')).toBeVisible()
  // a 20 MB attachment, then a sixth one, are refused by name with the Spanish reason; the rest stays
  const files = page.getByLabel(/Archivos adjuntos/)
  await files.setInputFiles(oversizePdf('catalogo-completo.pdf', 20 * 1024 * 1024))
  await expect(
    page.getByText('«catalogo-completo.pdf»: El archivo supera el tamaño máximo de 5 MB.'),
  ).toBeVisible()
  await files.setInputFiles(
    ['b', 'c', 'd', 'e', 'f'].map((name) => ({
      name: `${name}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF_HEAD,
    })),
  )
  await expect(page.getByText('«f.pdf»: Puede adjuntar como máximo 5 archivos.')).toBeVisible()
  await expect(page.getByText('1 de 5 archivos adjuntos')).toBeVisible()
  await expect(page.getByLabel('Cantidad del producto 2')).toHaveValue('30')
  await checkScreen(page)
  const publish = page.waitForRequest((request) => request.url().includes('/inquiry/publish'))
  await page.getByRole('button', { name: 'Publicar solicitud' }).dblclick()
  await publish
  await expect(page.getByRole('heading', { name: 'Solicitud publicada' })).toBeVisible()
  const inquirySn = ((await page.getByText(/La solicitud IQ\d+ está abierta/).textContent()) ?? '').match(
    /IQ\d+/,
  )![0]
  // a double click published one inquiry (the seed's is the other)
  const mine = await memberApi<{ list: { inquirySn: string }[] }>(
    page,
    '/v3/business/front/inquiry/list?current=1&pageSize=10',
  )
  expect(mine.data.list.map((inquiry) => inquiry.inquirySn).sort()).toEqual([inquirySn, SEEDED].sort())

  // two suppliers quote; the dearer one revises its quote below the other
  const first = await quoteInPanel(page, inquirySn, { storeIndex: 1, price: '9.50' })
  const second = await quoteInPanel(page, inquirySn, { storeIndex: 2, price: '8.00' })
  await quoteInPanel(page, inquirySn, { quoteSn: first, price: '7.25', note: 'Rebaja por volumen' })

  // my inquiries → the inquiry with its quotes side by side, the revised one cheapest
  await page.goto('/member/inquiry/myInq')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes de cotización' })).toBeVisible()
  await checkScreen(page)
  await page.getByRole('link', { name: inquirySn }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cemento para la obra de Cárdenas' }),
  ).toBeVisible()
  const compare = page.getByRole('region', { name: /Cotizaciones lado a lado/ })
  await expect(compare.getByRole('columnheader')).toHaveCount(2)
  await expect(compare.getByRole('columnheader').first()).toContainText(first)
  await expect(compare.getByRole('columnheader').first()).toContainText('La más barata')
  await expect(compare.getByRole('columnheader').nth(1)).toContainText(second)
  await checkScreen(page)

  // the revised quote's versions and what changed
  await compare
    .getByRole('link', { name: /^Ver las versiones de la cotización de / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Cotización de / })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Versión 2 · / })).toBeVisible()
  await expect(page.getByText('Nota del proveedor: Rebaja por volumen')).toBeVisible()
  await expect(page.getByText(/^Precio de .+: US\$ 9,50 → US\$ 7,25$/)).toBeVisible()
  await expect(page.getByText('Primera versión de la cotización.')).toBeVisible()
  await checkScreen(page)

  // my quotes lists both
  await page.goto('/member/inquiry/myQuo')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis cotizaciones' })).toBeVisible()
  await expect(page.getByRole('link', { name: first })).toBeVisible()
  await expect(page.getByRole('link', { name: second })).toBeVisible()
  await checkScreen(page)

  // accept the cheaper (a double click on the confirmation makes one contract)
  await page.goto(`/inquiry/purchaser/inq_info?inquirySn=${inquirySn}`)
  await page
    .getByRole('button', { name: /^Aceptar la cotización de / })
    .first()
    .click()
  const dialog = page.getByRole('alertdialog', { name: '¿Aceptar esta cotización?' })
  await expect(dialog).toContainText('Acepta la versión 2')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Aceptar', exact: true }).dblclick()
  await expect(page).toHaveURL(/\/inquiry\/purchaser\/contract_quo\?contractNo=C[A-Z]\d+/)
  const heading = page.getByRole('heading', { level: 1, name: /^Contrato C[A-Z]\d+$/ })
  await expect(heading).toBeVisible()
  const contractNo = ((await heading.textContent()) ?? '').replace('Contrato ', '').trim()
  await expect(page.getByText('Pendiente de firma')).toBeVisible()
  await checkScreen(page)

  // the contracts of quotes list it
  await page.goto('/member/inquiry/myCon')
  await expect(page).toHaveURL(/source=quote/)
  await expect(page.getByRole('link', { name: contractNo })).toBeVisible()
  await checkScreen(page)

  // the buyer signs (e-signature of the enterprise member) …
  await page.goto(`/member/contract/authen?contractNo=${contractNo}`)
  await page.getByLabel('Nombre de la empresa').fill('Importadora Caribe S.A.')
  await page.getByLabel('Número de identificación fiscal').fill('01000999888')
  await page.getByLabel('Representante legal').fill('Carlos Manuel Rodríguez Pérez')
  await page.getByLabel('Teléfono móvil').fill(MOBILE)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText(/Código enviado/)).toBeVisible()
  await page.getByLabel('Código SMS').fill(await codeFromOutbox(page, MOBILE))
  await page.getByRole('button', { name: 'Autenticar' }).click()
  await page.getByLabel('He leído y acepto el acuerdo de firma electrónica').check()
  await page.getByRole('button', { name: 'Firmar contrato' }).click()
  await expect(page.getByText(`Contrato ${contractNo} firmado.`)).toBeVisible()

  // … the supplier confirms, and the contract becomes an order in «Mis pedidos»
  const panel = await openPanel(page)
  const section = panel.getByRole('region', { name: 'Solicitudes de cotización (como proveedor)' })
  await section.getByRole('button', { name: 'Actualizar solicitudes de cotización' }).click()
  await section.getByRole('button', { name: `Confirmar el contrato ${contractNo}` }).click()
  const confirmed = section.getByText(new RegExp(`^Contrato ${contractNo} confirmado: pedido \\S+\\.$`))
  await expect(confirmed).toBeVisible()
  const orderSn = ((await confirmed.textContent()) ?? '').match(/pedido (\S+)\.$/)![1]!
  await closePanel(page)
  await page.goto(`/inquiry/purchaser/contract_info?contractNo=${contractNo}`)
  await expect(page.getByRole('link', { name: orderSn })).toBeVisible()
  await checkScreen(page)
  await page.goto('/member/order/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible()
  await expect(page.getByText(orderSn).first()).toBeVisible()
})

test('a quote past its validity on the mock clock is refused and cannot be accepted', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', `/inquiry/purchaser/inq_info?inquirySn=${SEEDED}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Materiales para la reforma del almacén de Matanzas' }),
  ).toBeVisible()
  const accepts = page.getByRole('button', { name: /^Aceptar la cotización de / })
  await expect(accepts).toHaveCount(2)
  await checkScreen(page)

  // the one-day quote expires while the page is open
  const moved = await memberApi(page, '/v3/mock/front/clock/advance', { hours: 25 })
  expect(moved.state).toBe(200)
  const seeded = await memberApi<{ quotes: { quoteSn: string; storeName: string; state: string }[] }>(
    page,
    `/v3/business/front/inquiry/detail?inquirySn=${SEEDED}`,
  )
  const expired = seeded.data.quotes.find((quote) => quote.state === 'expired')!
  await page.getByRole('button', { name: `Aceptar la cotización de ${expired.storeName}` }).click()
  await page
    .getByRole('alertdialog', { name: '¿Aceptar esta cotización?' })
    .getByRole('button', { name: 'Aceptar', exact: true })
    .click()
  await expect(page.getByText('La cotización ha caducado y ya no se puede aceptar.')).toBeVisible()
  // read again: the quote says it expired and offers nothing to accept; the other one still can be
  const compare = page.getByRole('region', { name: /Cotizaciones lado a lado/ })
  await expect(compare.getByText('Cotización vencida')).toBeVisible()
  await expect(
    page.getByRole('button', { name: `Aceptar la cotización de ${expired.storeName}` }),
  ).toHaveCount(0)
  await expect(accepts).toHaveCount(1)
  await expect(page).toHaveURL(/inq_info/)
  await checkScreen(page)
})
