// A visitor's cart in the browser (issue 15 items 8 and 12, issue 11 item 7): no price anywhere before the
// login (SPEC.md §6), a toast with a link to the cart after "Añadir al carrito", and "Iniciar sesión" from the
// cart, through the login page or the modal, brings the buyer back to the cart with its prices.
import type { Page } from '@playwright/test'
import { buildSeedData } from '../../mocks/seed'
import { cartLineName } from '../fixtures/cart-line-name'
import { expect, expectAccessible, fillLogin, test } from './fixtures'

const seed = buildSeedData()
const openStores = new Set(seed.stores.filter((store) => store.isOpen).map((store) => store.storeId))
const inCart = new Set(seed.cartLines.map((line) => line.productId))
const { goods, sku } = seed.goods
  .filter(
    (row) =>
      row.state === 1 &&
      row.stockType === 'inStock' &&
      openStores.has(row.storeId) &&
      row.purchaseLimit === 0,
  )
  .map((row) => ({
    goods: row,
    sku: seed.products.find(
      (product) =>
        product.goodsId === row.goodsId &&
        product.stock >= row.minBuyNum * 5 &&
        !inCart.has(product.productId),
    ),
  }))
  .find((entry) => entry.sku !== undefined)!

const quantityName = `Cantidad de ${cartLineName(goods.goodsName, sku!.specValues)}`

async function addAsVisitor(page: Page) {
  await page.goto(`/goods/detail?productId=${sku!.productId}`)
  // the first page of a fresh browser seeds the mock database: slow on a busy 2-core machine
  await expect(page.getByRole('heading', { level: 1, name: goods.goodsName })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('Inicie sesión para ver el precio')).toBeVisible()
  await page.getByRole('button', { name: 'Añadir al carrito' }).click()
  const toast = page.getByRole('region', { name: 'Notificaciones' }).getByRole('status')
  await expect(toast).toContainText('Producto añadido al carrito.')
  // pointing at the toast holds it while axe runs (a toast with a link waits for its reader)
  await toast.hover()
  await expectAccessible(page)
  await toast.getByRole('link', { name: 'Ver carrito' }).click()
  await expect(page).toHaveURL(/\/cart\/index$/)
  await expect(page.getByRole('spinbutton', { name: quantityName })).toBeVisible()
}

async function expectNoPrices(page: Page) {
  const main = page.locator('main.cart-page')
  await expect(main.getByText('Inicie sesión para ver el precio').first()).toBeVisible()
  await expect(main).not.toContainText('US$')
  await expect(main).not.toContainText('Subtotal')
}

async function expectPrices(page: Page) {
  const main = page.locator('main.cart-page')
  await expect(main.getByText(/^Total: US\$ /)).toBeVisible()
  await expect(main.getByRole('spinbutton', { name: quantityName })).toBeVisible()
  await expect(main.getByText('Inicie sesión para ver el precio')).toHaveCount(0)
}

test('a visitor sees no price in the cart, logs in through the login page and comes back to the cart with prices', async ({
  page,
}) => {
  await addAsVisitor(page)
  await expectNoPrices(page)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fcart%2Findex$/)
  await fillLogin(page, 'personal@example.com')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/cart\/index$/)
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  await expectPrices(page)
  await expectAccessible(page)
})

test('a visitor logs in through the modal from the cart and stays on the cart, now with prices', async ({
  page,
}) => {
  await addAsVisitor(page)
  await expectNoPrices(page)
  await page.locator('main.cart-page').getByRole('button', { name: 'Iniciar sesión' }).click()
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await fillLogin(page, 'personal@example.com')
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/cart\/index$/)
  await expectPrices(page)
  await expectAccessible(page)
})

test('the mock control panel toggle leaves the footer visible at the end of the page', async ({ page }) => {
  await page.goto('/cart/index')
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Panel de simulación' })).toBeVisible()
  const gap = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    const toggle = document.querySelector('.mock-panel-toggle')!.getBoundingClientRect()
    const footer = document.querySelector('footer.site-footer')!.getBoundingClientRect()
    return toggle.top - footer.bottom
  })
  // the toggle sits wholly below the footer's last pixel
  expect(gap).toBeGreaterThanOrEqual(0)
})
