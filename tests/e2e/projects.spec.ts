// Projects and frequent-purchase lists in Chromium (issue 27 item 6; SPEC.md §2 /member/project/list|detail,
// /member/regular/list, §4 project states, §5 project name 1–50). comprador creates a project (a 51-character
// name is refused in Spanish first), lands on it in progress, attaches a catalogue product found by search and
// changes its quantity in place, adds the project's products to the cart, and from the product's page adds it
// to another project (issue 27 leftovers items 3 and 4); then saves an order's lines as a frequent-purchase list
// from the order's page and adds the whole list to the cart, every refused line named. The mock's rules (another
// member's project, the idempotent create, the clock moving a project's state) are mocks/handlers/projects.test.ts.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, loginAs, test } from './fixtures'
import { checkLayout } from './layout-settled'
import { memberApi } from './member-api'

async function checkScreen(page: Page) {
  await expectAccessible(page)
  expect(await checkLayout(page, { ignore: '.mock-panel-toggle, .mock-panel' })).toEqual([])
}

const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const CART_ANSWER = /Se añadi(ó|eron) \d+ productos? al carrito\.|No se añadió ningún producto al carrito\./

test('a project is created, gets a product from the catalogue, shows its state and goes to the cart', async ({
  page,
}) => {
  await loginAs(page, 'comprador@example.com', '/member/project/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis proyectos' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Proyectos' })
  await expect(table.getByRole('row')).toHaveCount(4) // the header and the three seeded projects
  await expect(table.getByRole('row', { name: /Obra Vedado/ })).toContainText('En curso')
  await checkScreen(page)

  await page.getByRole('button', { name: 'Nuevo proyecto' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo proyecto' })
  await dialog.getByLabel('Nombre del proyecto').fill('x'.repeat(51))
  await dialog.getByLabel('Fecha de inicio').fill(day(Date.now() - DAY))
  await dialog.getByLabel('Fecha de fin').fill(day(Date.now() + 30 * DAY))
  await dialog.getByRole('button', { name: 'Crear proyecto' }).click()
  await expect(dialog.getByText('El nombre del proyecto debe tener entre 1 y 50 caracteres.')).toBeVisible()
  await checkScreen(page)
  await dialog.getByLabel('Nombre del proyecto').fill('Obra Miramar')
  await dialog.getByRole('button', { name: 'Crear proyecto' }).click()

  await expect(page).toHaveURL(/\/member\/project\/detail\?projectId=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Obra Miramar' })).toBeVisible()
  await expect(page.getByText('En curso').first()).toBeVisible()
  await expect(page.getByText('El proyecto todavía no tiene productos')).toBeVisible()

  const catalogue = page.getByRole('region', { name: 'Añadir productos del catálogo' })
  await catalogue.getByLabel('Buscar en el catálogo').fill('cemento')
  await catalogue.getByRole('button', { name: 'Buscar' }).click()
  const results = page.getByRole('table', { name: 'Resultados de la búsqueda' })
  const first = results.getByRole('row').nth(1)
  const name = (await first.getByRole('rowheader').getByRole('link').textContent())!.trim()
  await first.getByRole('button', { name: `Añadir ${name} al proyecto` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Producto añadido al proyecto.' })).toBeVisible()
  const products = page.getByRole('table', { name: 'Productos del proyecto' })
  await expect(products.getByRole('row')).toHaveCount(2)
  await expect(products).toContainText(name)
  await checkScreen(page)

  // the line's quantity edited in place: twice the minimum order it was added with (issue 27 leftovers item 4)
  const quantity = products.getByRole('spinbutton', { name: /^Cantidad prevista de / })
  const doubled = String(2 * Number(await quantity.inputValue()))
  await quantity.fill(doubled)
  await products.getByRole('button', { name: /^Guardar la cantidad de / }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cantidad actualizada.' })).toBeVisible()
  await expect(quantity).toHaveValue(doubled)

  await page.getByRole('button', { name: 'Añadir los productos al carrito' }).click()
  await expect(page.getByText('Se añadió 1 producto al carrito.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ir al carrito' })).toBeVisible()

  // «Añadir a un proyecto» on the product page puts the same SKU in another project (issue 27 leftovers item 3)
  await products.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByRole('button', { name: 'Añadir a un proyecto' }).click()
  const choose = page.getByRole('dialog', { name: 'Añadir a un proyecto' })
  await choose.getByLabel('Proyecto').selectOption({ label: 'Obra Vedado' })
  await checkScreen(page)
  await choose.getByRole('button', { name: 'Añadir', exact: true }).click()
  await expect(choose.getByText('Añadido al proyecto «Obra Vedado».')).toBeVisible()
  await choose.getByRole('link', { name: 'Ver el proyecto' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Obra Vedado' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Productos del proyecto' })).toContainText(name)
})

test('an order’s lines are saved as a list, and the whole list goes to the cart', async ({ page }) => {
  await loginAs(page, 'comprador@example.com', '/member/regular/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Compras frecuentes' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reposición mensual' })).toBeVisible()
  await checkScreen(page)

  const orders = await memberApi<{ list: { orderSn: string }[] }>(
    page,
    '/v3/business/front/orderInfo/list?orderState=40&pageSize=10',
  )
  const orderSn = orders.data.list[0]!.orderSn
  await page.goto(`/member/order/detail?orderSn=${orderSn}`)
  await page.getByRole('button', { name: 'Guardar como lista' }).click()
  const dialog = page.getByRole('dialog', { name: 'Guardar como lista de compras frecuentes' })
  await expect(dialog.getByLabel('Nombre de la lista')).toHaveValue(`Pedido ${orderSn}`)
  await dialog.getByLabel('Nombre de la lista').fill('Pedido base')
  await dialog.getByRole('button', { name: 'Guardar lista' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Lista «Pedido base» guardada' })).toBeVisible()
  await page.getByRole('link', { name: 'Ver Compras frecuentes' }).click()

  await expect(page.getByRole('heading', { name: 'Pedido base' })).toBeVisible()
  await page.getByRole('button', { name: 'Añadir todo Pedido base al carrito' }).click()
  await expect(page.getByText(CART_ANSWER)).toBeVisible()
  // every line the cart refused is named with the server's reason
  const refused = page.locator('.projects__refused li')
  for (const line of await refused.all()) await expect(line).toContainText(':')
  await checkScreen(page)
})

test('a product’s substitutes are ranked by the attributes they share, with the differences', async ({
  page,
}) => {
  await page.goto('/prototype/replacement/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar sustitutos' })).toBeVisible()
  await page.getByLabel('Producto a sustituir').fill('cemento')
  await page.getByRole('button', { name: 'Buscar', exact: true }).last().click()
  const found = page.getByRole('table', { name: 'Productos encontrados' })
  await expect(found.getByRole('row').nth(1)).toBeVisible()
  await checkScreen(page)
  const name = (await found.getByRole('row').nth(1).getByRole('rowheader').getByRole('link').textContent())!
  await page.getByRole('link', { name: `Buscar sustitutos de ${name.trim()}` }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Productos sustitutos' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Producto a sustituir' })).toContainText(name.trim())
  const ranked = page.getByRole('table', { name: 'Sustitutos, los que más atributos comparten primero' })
  await expect(ranked.getByRole('row').nth(1)).toContainText(/\d+ de \d+/)
  await checkScreen(page)
})
