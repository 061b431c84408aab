// Tenders (licitaciones, issue 28 item 2) end to end in Chromium, axe and the layout check at 1280 and 1920, no
// console error: from the header's «Licitaciones», comprador publishes a tender (a refused form keeps what was
// typed); two suppliers bid in the control panel; once the mock clock passes the deadline the buyer compares the
// offers side by side and awards the cheaper one after a confirmation; the winning notice shows. A bid on the
// seeded terminated tender is refused by the mock with its Spanish message, in the panel.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { checkLayout } from './layout-settled'
import { memberApi } from './member-api'

const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const TERMINATED = 'TD20260000000000004'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

async function checkScreen(page: Page) {
  await expectAccessible(page)
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    // the mock build's own panel is not part of the shipped app (as in layout.spec)
    expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
  }
}

const panelOf = (page: Page) =>
  page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })

/** As a supplier in the control panel: bid on a tender with the n-th store; the panel's answer is returned. */
async function bidInPanel(page: Page, tenderSn: string, storeIndex: number, amount: string) {
  const panel = panelOf(page)
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const section = panel.getByRole('region', { name: 'Licitaciones (como proveedor)' })
  await section.getByRole('button', { name: 'Actualizar licitaciones' }).click()
  const row = section.getByRole('listitem', { name: tenderSn })
  await row.getByRole('button', { name: `Ofertar en la licitación ${tenderSn}` }).click()
  const form = row.getByRole('form', { name: `Oferta para ${tenderSn}` })
  const store = form.getByLabel('Tienda que oferta')
  await expect(store.locator('option').nth(storeIndex)).toBeAttached()
  await store.selectOption({ index: storeIndex })
  await form.getByLabel('Importe total (USD)').fill(amount)
  await form.getByRole('button', { name: 'Enviar oferta' }).click()
  return { section, row }
}

async function closePanel(page: Page) {
  await panelOf(page).getByRole('button', { name: 'Cerrar panel' }).click()
}

test('a buyer publishes a tender, two suppliers bid, the cheaper is awarded and the winning notice shows', async ({
  page,
}) => {
  test.slow()
  await loginAs(page, 'comprador@example.com', '/index')
  await page.getByRole('link', { name: 'Licitaciones', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Licitaciones' })).toBeVisible()
  await expect(page.getByRole('link', { name: TERMINATED })).toBeVisible()
  await checkScreen(page)
  await page.getByRole('link', { name: 'Publicar licitación' }).first().click()

  // a deadline in the past and an item without quantity are refused in Spanish; nothing typed is lost
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar licitación' })).toBeVisible()
  await page
    .getByRole('textbox', { name: 'Título', exact: true })
    .fill('Bloques de hormigón para la nave de Cárdenas')
  await page.getByRole('textbox', { name: 'Artículo 1', exact: true }).fill('Bloque de hormigón 15 cm')
  await page.getByLabel('Fecha límite de ofertas').fill(day(Date.now() - 2 * DAY))
  await page.getByLabel('Fecha de apertura').fill(day(Date.now() + DAY))
  await page.getByRole('button', { name: 'Publicar licitación' }).click()
  await expect(page.getByText('La fecha límite no puede ser anterior a hoy.')).toBeVisible()
  await expect(page.getByText('La cantidad debe ser un número entero entre 1 y 99.999.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Artículo 1', exact: true })).toHaveValue(
    'Bloque de hormigón 15 cm',
  )
  await page.getByLabel('Cantidad del artículo 1').fill('5000')
  await page.getByLabel('Unidad del artículo 1').fill('unidad')
  await page.getByLabel('Fecha límite de ofertas').fill(day(Date.now()))
  await checkScreen(page)
  const publish = page.waitForRequest((request) => request.url().includes('/bid/publish'))
  await page.getByRole('button', { name: 'Publicar licitación' }).dblclick()
  await publish
  await expect(page).toHaveURL(/\/member\/bid\?tenderSn=TD\d+$/)
  const tenderSn = new URL(page.url()).searchParams.get('tenderSn')!
  await expect(page.getByText(/Las ofertas están cerradas hasta la fecha límite/)).toBeVisible()
  // a double click published one tender (the seed's is the other)
  const mine = await memberApi<{ list: { tenderSn: string }[] }>(
    page,
    '/v3/business/front/bid/myList?current=1',
  )
  expect(mine.data.list).toHaveLength(2)

  // two suppliers bid in the panel
  for (const [index, amount] of [
    [1, '18500'],
    [2, '17250.50'],
  ] as const) {
    const { section } = await bidInPanel(page, tenderSn, index, amount)
    await expect(section.getByText(/^Oferta OF\d+ enviada\.$/)).toBeVisible()
    await closePanel(page)
  }

  // the deadline passes on the mock clock: the offers are opened side by side, cheapest first
  expect((await memberApi(page, '/v3/mock/front/clock/advance', { hours: 25 })).state).toBe(200)
  await page.getByRole('button', { name: 'Actualizar', exact: true }).click()
  const awards = page.getByRole('button', { name: /^Adjudicar a / })
  await expect(awards).toHaveCount(2)
  const rows = page.getByRole('table', { name: 'Ofertas, de la más barata a la más cara' }).getByRole('row')
  await expect(rows.nth(1)).toContainText('17.250,50')
  await checkScreen(page)
  await awards.first().click()
  const dialog = page.getByRole('alertdialog', { name: '¿Adjudicar la licitación?' })
  await expect(dialog).toContainText('17.250,50')
  await dialog.getByRole('button', { name: 'Sí, adjudicar' }).dblclick()
  await expect(page.getByRole('heading', { name: 'Aviso de adjudicación' })).toBeVisible()
  await expect(
    page.getByText(new RegExp(`La licitación ${tenderSn} se adjudicó a .+ por US\\$ 17\\.250,50`)),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /^Adjudicar a / })).toHaveCount(0)
  await checkScreen(page)

  // the public winning notice says the same
  await page.goto(`/bid/winbidNoti?tenderSn=${tenderSn}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de adjudicación' })).toBeVisible()
  await expect(page.getByText(new RegExp(`La licitación ${tenderSn} se adjudicó a`))).toBeVisible()
  await checkScreen(page)
})

test('a bid on a terminated tender is refused with its Spanish message', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', `/bid/terbidNoti?tenderSn=${TERMINATED}`)
  await expect(page.getByRole('heading', { name: 'Aviso de terminación' }).first()).toBeVisible()
  await expect(page.getByText(/Motivo: El proyecto se aplaza/)).toBeVisible()
  await checkScreen(page)
  const { row } = await bidInPanel(page, TERMINATED, 1, '1000')
  await expect(row.getByRole('alert')).toHaveText('La licitación ha sido terminada y ya no admite ofertas.')
})
