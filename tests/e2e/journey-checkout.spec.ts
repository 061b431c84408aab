// The buyer's whole path of issue 5 in one go, as comprador@example.com: two products of two stores → cart →
// checkout (points above the cap refused, then the most allowed) → pay with the prepaid balance → both orders
// show as paid in "Mis pedidos". axe on every page visited; a fresh mock database per test (fixtures).
import type { Page } from '@playwright/test'
import { buildSeedData, MOCK_PAY_PASSWORD } from '../../mocks/seed'
import { cartLineName } from '../fixtures/cart-line-name'
import { formatCount } from '../../src/i18n/format'
import { expect, expectAccessible, loginAs, test } from './fixtures'

const seed = buildSeedData()
// two cheap in-stock SKUs of two stores, so that the prepaid balance (US$ 2.000) covers them
const picks = [1256, 1258].map((productId) => {
  const product = seed.products.find((p) => p.productId === productId)!
  const goods = seed.goods.find((g) => g.goodsId === product.goodsId)!
  const store = seed.stores.find((s) => s.storeId === goods.storeId)!
  return { product, goods, store }
})

const card = (page: Page, orderSn: string) => page.getByRole('article', { name: `Pedido ${orderSn}` })

test('two stores → checkout → prepaid balance → both orders paid in "Mis pedidos"', async ({ page }) => {
  expect(picks[0]!.store.storeId).not.toBe(picks[1]!.store.storeId)
  await loginAs(page, 'comprador@example.com')

  // start from an empty cart, then add one product of each store from its page
  await page.goto('/cart/index')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByRole('spinbutton')).toHaveCount(0)
  for (const { product, goods } of picks) {
    await page.goto(`/goods/detail?productId=${product.productId}`)
    await expect(page.getByRole('heading', { level: 1, name: goods.goodsName })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Añadir al carrito' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Producto añadido al carrito.' })).toBeVisible()
  }

  await page.goto('/cart/index')
  await expect(
    page.getByRole('spinbutton', {
      name: `Cantidad de ${cartLineName(picks[1]!.goods.goodsName, picks[1]!.product.specValues)}`,
    }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Realizar pedido' }).click()

  await expect(page).toHaveURL(/\/buy\/confirm\?ifcart=true$/)
  const submit = page.getByRole('button', { name: 'Enviar pedido' })
  await expect(submit).toBeEnabled()
  for (const { store } of picks)
    await expect(page.getByRole('region', { name: store.storeName })).toBeVisible()
  await expectAccessible(page)

  // points: the cap (10 % of the order) binds here, not the member's 5.000 points
  const points = page.getByRole('textbox', { name: 'Puntos a usar' })
  const hint = (await page.getByText(/En múltiplos de/).textContent())!
  const max = Number(/máximo ([\d.]+)/.exec(hint)![1]!.replace(/\./g, ''))
  expect(max).toBeGreaterThan(0)
  expect(max + 100).toBeLessThanOrEqual(5000)
  await points.fill(String(max + 100))
  await points.press('Tab')
  await expect(
    page.getByText(`Los puntos superan el máximo permitido para este pedido (${max}).`, { exact: true }),
  ).toBeVisible()
  await expect(points).toHaveValue(String(max + 100))
  await points.fill(String(max))
  await points.press('Enter')
  const summary = page.getByRole('region', { name: 'Resumen del pedido' })
  await expect(
    // written with thousands separators, as every count of the app ("1.400"; Spanish CLDR alone would write 1400)
    summary.getByText(
      new RegExp(`Descuento por puntos \\(${formatCount(max).replace('.', '\\.')} puntos\\)`),
    ),
  ).toBeVisible()
  await expect(submit).toBeEnabled()

  await page.getByRole('checkbox', { name: 'He leído y acepto el acuerdo de compra' }).check()
  await submit.click()
  await expect(page).toHaveURL(/\/buy\/pay\?paySn=[^&]+&payFrom=1$/)
  await expect(page.getByRole('radio', { name: 'Saldo prepago' })).toBeChecked()
  await expectAccessible(page)
  const orderSns = (await page.getByRole('cell', { name: /^P\d+$/ }).allTextContents()).map((text) =>
    text.trim(),
  )
  expect(orderSns).toHaveLength(2)

  await page.getByLabel('Contraseña de pago').fill(MOCK_PAY_PASSWORD)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Ver mis pedidos' }).click()
  await expect(page).toHaveURL(/\/member\/order\/list/)
  for (const orderSn of orderSns) {
    const order = card(page, orderSn)
    await expect(order.getByText('Pendiente de envío', { exact: true })).toBeVisible()
    await expect(order.getByText('Pagado', { exact: true })).toBeVisible()
  }
  await expectAccessible(page)
})
