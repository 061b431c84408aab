// The prototype area in the browser (issue 28 items 3–5), as comprador@example.com with axe and the layout check
// on each screen: sample cart → "Solicitar muestras" → the application → the supplier approves and ships it in
// the control panel → the buyer reads "Enviada"; and an application that the month's amount no longer covers (the
// supplier raised the sample's price) gets the Spanish message before anything is sent, with everything typed
// kept. A fresh mock database per test.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { checkLayout } from './layout-settled'
import { memberApi } from './member-api'

test.beforeEach(({ consoleErrors }) => {
  expect(consoleErrors).toEqual([])
})

interface SampleCart {
  storeCartGroupList: { storeGoodsList: { cartId: number; productId: number; goodsName: string }[] }[]
  quota: { remainingAmount: number; monthlyAmount: number }
}

async function expectLaidOut(page: Page) {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await checkLayout(page, {})).toEqual([])
  }
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

test('sample cart → application → approved and shipped in the control panel', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/cart/request')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito de muestras' })).toBeVisible()
  await page.getByRole('button', { name: 'Solicitar muestras' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar muestras' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Cupo mensual de muestras' })).toBeVisible()
  await expectAccessible(page)
  await expectLaidOut(page)
  await field(page, 'Persona que recibe').fill('Ana Pérez')
  await field(page, 'Móvil').fill('5355512345')
  await field(page, 'Dirección de entrega').fill('Calle 23 No. 105, Vedado, La Habana')
  const submit = page.waitForRequest((request) => request.url().includes('/sampleApply/submit'))
  await page.getByRole('button', { name: 'Enviar solicitud' }).dblclick()
  await submit
  await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible()
  const applySn = (await page.getByText(/Su solicitud SA\d+ está en revisión/).textContent())!.match(
    /SA\d+/,
  )![0]
  const list = await memberApi<{ list: { applySn: string }[] }>(
    page,
    '/v3/business/front/sampleApply/list?current=1&pageSize=10',
  )
  // a double click made one application (the seed's earlier one is the other)
  expect(list.data.list.filter((apply) => apply.applySn === applySn)).toHaveLength(1)
  expect(list.data.list).toHaveLength(2)

  await page.getByRole('link', { name: 'Ver la solicitud' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${applySn}` })).toBeVisible()
  await expect(page.getByText('En revisión del proveedor')).toBeVisible()
  await expectAccessible(page)
  await expectLaidOut(page)

  // the supplier approves and ships it in the control panel
  await page.getByRole('button', { name: 'Panel de simulación' }).click()
  const panel = page.getByRole('complementary', { name: 'Panel de simulación (solo datos de prueba)' })
  const section = panel.getByRole('region', { name: 'Solicitudes de muestras (como proveedor)' })
  const row = section.getByRole('listitem', { name: applySn })
  await expect(
    row.getByRole('button', { name: `Enviar las muestras de la solicitud ${applySn}` }),
  ).toHaveCount(0)
  await row.getByRole('button', { name: `Aprobar la solicitud ${applySn}` }).click()
  await expect(section.getByText(`Solicitud ${applySn}: Aprobada, pendiente de envío.`)).toBeVisible()
  await row.getByRole('button', { name: `Enviar las muestras de la solicitud ${applySn}` }).click()
  await expect(section.getByText(`Solicitud ${applySn}: Enviada.`)).toBeVisible()
  await panel.getByRole('button', { name: 'Cerrar panel' }).click()

  await page.getByRole('button', { name: 'Actualizar' }).click()
  await expect(page.getByText('Número de seguimiento')).toBeVisible()
  await page.getByRole('link', { name: 'Mis solicitudes de muestras' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes de muestras' })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(applySn) }).getByText('Enviada')).toBeVisible()
  await expectAccessible(page)
  await expectLaidOut(page)
})

test('an application the month no longer covers gets the Spanish message and keeps what was typed', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com')
  const cart = (await memberApi<SampleCart>(page, '/v3/business/front/sampleCart/cartList')).data
  const line = cart.storeCartGroupList[0]!.storeGoodsList[0]!
  // the supplier raises the sample's price above the month's whole allowance
  await page.evaluate(
    async ({ productId, price }) => {
      await fetch('/v3/mock/front/goods/price', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ productId, price }),
      })
    },
    { productId: line.productId, price: cart.quota.monthlyAmount + 1 },
  )
  await page.goto('/prototype/sample/apply')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar muestras' })).toBeVisible()
  await field(page, 'Persona que recibe').fill('Ana Pérez')
  await field(page, 'Móvil').fill('5355512345')
  await field(page, 'Dirección de entrega').fill('Calle 23 No. 105, Vedado, La Habana')
  await field(page, 'Nota para el proveedor (opcional)').fill('Para el proyecto del hotel')
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/sampleApply/submit')) sent.push(request.url())
  })
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: /^Supera el importe mensual de muestras disponible \(/ }),
  ).toBeVisible()
  expect(sent).toEqual([])
  await expect(field(page, 'Persona que recibe')).toHaveValue('Ana Pérez')
  await expect(field(page, 'Dirección de entrega')).toHaveValue('Calle 23 No. 105, Vedado, La Habana')
  await expect(field(page, 'Nota para el proveedor (opcional)')).toHaveValue('Para el proyecto del hotel')
  await expectAccessible(page)
  await expectLaidOut(page)
})
